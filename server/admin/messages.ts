/**
 * The back office's messages: what the contact form received, from the inbox
 * (server/relay/store.ts, the same queries as `npm run inbox`).
 *
 *   GET    /api/admin/messages?q=&status=&subject=&handled=oui|non&page=   the list, newest first
 *   GET    /api/admin/messages/export.csv?<same filters>                   the whole selection, for Excel
 *   GET    /api/admin/messages/:id                                         one message and its deliveries
 *   POST   /api/admin/messages/:id/handled   { handled: boolean }          « traité » / « à traiter »
 *   POST   /api/admin/messages/:id/retry                                   e-mail a failed one again, now
 *   DELETE /api/admin/messages/:id                                         erase it (a visitor's request)
 *
 * Without a status filter the list leaves out the spam (the honeypot's
 * catch); `status=spam` shows it. Every refusal is `{ error, message }` with
 * a French message; the visitor's data never goes to the audit log.
 */

import { stringify } from "csv-stringify/sync";
import type { FastifyInstance, FastifyReply } from "fastify";
import { frenchTypography } from "../../content/format.ts";
import { frenchDateTimeShort, frenchDay, numericDateTime, parisTime } from "../../shared/french-date.ts";
import { mailFailureNotice, mailFailureSentence } from "../relay/mail-failure.ts";
import type { RelayHandle } from "../relay/plugin.ts";
import {
  type DeliveryOutcome,
  MESSAGE_STATUSES,
  type MessageFilter,
  type MessageStatus,
  MessageStore,
  type StoredMessage,
} from "../relay/store.ts";
import type { AdminContext } from "./context.ts";

const NBSP = "\u00a0";

/** Messages per page of the list. */
export const PAGE_SIZE = 50;

/** Longest search text or subject accepted, in characters. */
const MAX_QUERY_LENGTH = 200;

/** Characters of a message shown in the list. */
const EXCERPT_LENGTH = 140;

/** What the list shows without a status filter: everything but the spam. */
const INBOX_STATUSES: readonly MessageStatus[] = MESSAGE_STATUSES.filter((status) => status !== "spam");

const STATUS_LABELS: Record<MessageStatus, string> = {
  stored: "conservé (sans e-mail)",
  pending: "envoi en cours",
  sent: "envoyé",
  failed: "échec d’envoi",
  spam: "indésirable",
};

const OUTCOME_LABELS: Record<DeliveryOutcome, string> = {
  sent: "envoyé",
  retry: "échec, nouvel essai prévu",
  failed: "échec définitif",
};

/** A message's status as the firm reads it: a pending one that already failed waits for another attempt. */
function statusLabel(message: StoredMessage): string {
  return message.status === "pending" && message.attempts > 0
    ? "nouvel essai prévu"
    : STATUS_LABELS[message.status];
}

function label(iso: string | null): string | null {
  return iso === null ? null : frenchDateTimeShort(iso);
}

/** The start of a message, on one line. */
export function excerpt(text: string): string {
  // By code points: an emoji is never cut in half.
  const characters = Array.from(text.replace(/\s+/g, " ").trim());
  if (characters.length <= EXCERPT_LENGTH) return characters.join("");
  const start = characters.slice(0, EXCERPT_LENGTH - 1).join("");
  return `${start.trimEnd()}…`;
}

/** A reply in the firm's mail application: to the visitor, « Re : votre message du 27 novembre 2026 ». */
function replyHref(message: StoredMessage): string {
  const subject = `Re${NBSP}: votre message du ${frenchDay(message.createdAt)}`;
  // RFC 6068: the address percent-encoded but its « @ ».
  const to = encodeURIComponent(message.email).replace(/%40/g, "@");
  return `mailto:${to}?subject=${encodeURIComponent(subject)}`;
}

function fullName(message: StoredMessage): string {
  return `${message.firstName} ${message.lastName}`.replace(/\s+/g, " ").trim();
}

function listItem(message: StoredMessage) {
  return {
    id: message.id,
    createdAt: message.createdAt,
    createdAtLabel: frenchDateTimeShort(message.createdAt),
    name: fullName(message),
    email: message.email,
    phone: message.phone,
    whom: message.whom,
    interest: message.interest,
    excerpt: excerpt(message.message),
    status: message.status,
    statusLabel: statusLabel(message),
    handled: message.handledAt !== null,
  };
}

function detail(message: StoredMessage) {
  return {
    ...message,
    name: fullName(message),
    createdAtLabel: frenchDateTimeShort(message.createdAt),
    statusLabel: statusLabel(message),
    sentAtLabel: label(message.sentAt),
    nextAttemptAtLabel: label(message.nextAttemptAt),
    handled: message.handledAt !== null,
    handledAtLabel: label(message.handledAt),
    replyHref: replyHref(message),
  };
}

/** The columns of the CSV export: French headers, Paris dates. */
const CSV_COLUMNS: [header: string, value: (message: StoredMessage) => string | number][] = [
  ["N°", (message) => message.id],
  ["Reçu le", (message) => numericDateTime(message.createdAt)],
  ["Statut", statusLabel],
  ["Traité le", (message) => (message.handledAt ? numericDateTime(message.handledAt) : "")],
  ["Traité par", (message) => message.handledBy ?? ""],
  ["Vous êtes", (message) => message.whom],
  ["Prénom", (message) => message.firstName],
  ["Nom", (message) => message.lastName],
  ["E-mail", (message) => message.email],
  ["Téléphone", (message) => message.phone],
  ["Demande", (message) => message.interest],
  ["Message", (message) => message.message],
  ["Dernière erreur d’envoi", (message) => message.lastError ?? ""],
];

/**
 * The messages as a CSV file Excel opens in French: UTF-8 with a BOM, « ; »
 * between fields, CRLF between records, a field with a line break quoted,
 * and a field that would start a formula (=, +, -, @) prefixed with « ' ».
 */
export function messagesCsv(messages: readonly StoredMessage[]): string {
  return stringify(
    messages.map((message) => CSV_COLUMNS.map(([, value]) => value(message))),
    {
      bom: true,
      delimiter: ";",
      record_delimiter: "windows",
      header: true,
      columns: CSV_COLUMNS.map(([header]) => header),
      quoted_match: /[\r\n]/,
      escape_formulas: true,
    },
  );
}

/** A refusal: `{ error, message }`, the message with French typography (no-break spaces). */
function refuse(reply: FastifyReply, status: number, error: string, message: string): FastifyReply {
  return reply.code(status).send({ error, message: frenchTypography(message) });
}

/** « 12 » → 12; anything else (« 0 », « 12a », « -1 ») is no message. */
function messageId(value: string): number | undefined {
  return /^[1-9]\d{0,15}$/.test(value) && Number.isSafeInteger(Number(value)) ? Number(value) : undefined;
}

/** The list's query string read: the filter and the page, or what is wrong with it, in French. */
function readListQuery(values: Record<string, unknown>): { filter: MessageFilter; page: number } | string {
  const text = (name: string): string | undefined => {
    const value = values[name];
    return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
  };
  for (const name of ["q", "status", "subject", "handled", "page"]) {
    const value = values[name];
    if (value !== undefined && typeof value !== "string")
      return `Le paramètre « ${name} » est donné deux fois.`;
  }
  const filter: MessageFilter = { statuses: INBOX_STATUSES };
  const q = text("q");
  if (q !== undefined) {
    if (q.length > MAX_QUERY_LENGTH)
      return `La recherche est trop longue (${MAX_QUERY_LENGTH} caractères au plus).`;
    filter.search = q;
  }
  const status = text("status");
  if (status !== undefined) {
    const known = MESSAGE_STATUSES.find((candidate) => candidate === status);
    if (!known) return `Statut inconnu : choisissez parmi ${MESSAGE_STATUSES.join(", ")}.`;
    filter.statuses = [known];
  }
  const subject = text("subject");
  if (subject !== undefined) {
    if (subject.length > MAX_QUERY_LENGTH) return "Le sujet demandé est trop long.";
    filter.interest = subject;
  }
  const handled = text("handled");
  if (handled !== undefined) {
    if (handled !== "oui" && handled !== "non") return "Le filtre « traité » vaut « oui » ou « non ».";
    filter.handled = handled === "oui";
  }
  const page = text("page");
  if (page !== undefined && (!/^[1-9]\d{0,5}$/.test(page) || Number(page) > 100_000))
    return "Le numéro de page doit être un nombre entier à partir de 1.";
  return { filter, page: page === undefined ? 1 : Number(page) };
}

const BAD_QUERY = "bad-query";

/** A query string as Fastify parses it: a repeated name gives an array. */
type Query = Record<string, string | string[] | undefined>;

export interface AdminMessagesOptions extends AdminContext {
  /** The relay's delivery (server/relay/plugin.ts): « renvoyer » queues a message, then nudges it. */
  relay: Pick<RelayHandle, "delivers" | "nudge" | "sendTest">;
}

/** The messages' routes of the back office; registered in the guarded scope of server/admin/plugin.ts. */
export async function adminMessagesRoutes(
  app: FastifyInstance,
  options: AdminMessagesOptions,
): Promise<void> {
  const store = MessageStore.on(options.db);
  const { audit, now, relay } = options;

  // Personal data: never kept by a cache.
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.get<{ Querystring: Query }>(
    "/api/admin/messages",
    { config: { admin: "lecture" } },
    async (request, reply) => {
      const query = readListQuery(request.query);
      if (typeof query === "string") return refuse(reply, 400, BAD_QUERY, query);
      const { filter, page } = query;
      const byStatus = store.countByStatus();
      return {
        items: store.find(filter, { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }).map(listItem),
        total: store.count(filter),
        page,
        pageSize: PAGE_SIZE,
        subjects: store.interests(),
        statuses: MESSAGE_STATUSES.map((status) => ({ id: status, label: STATUS_LABELS[status] })),
        counts: {
          all: store.count({ statuses: INBOX_STATUSES }),
          unhandled: store.count({ statuses: INBOX_STATUSES, handled: false }),
          ...byStatus,
        },
      };
    },
  );

  app.get<{ Querystring: Query }>(
    "/api/admin/messages/export.csv",
    { config: { admin: "lecture" } },
    async (request, reply) => {
      const query = readListQuery(request.query);
      if (typeof query === "string") return refuse(reply, 400, BAD_QUERY, query);
      const messages = store.find(query.filter);
      const count = messages.length;
      audit(
        request,
        "messages-exported",
        undefined,
        `${count} message${count > 1 ? "s exportés" : " exporté"}`,
      );
      return reply
        .type("text/csv; charset=utf-8")
        .header(
          "content-disposition",
          `attachment; filename="messages-${parisTime(now()).toPlainDate().toString()}.csv"`,
        )
        .send(messagesCsv(messages));
    },
  );

  const notFound = (reply: FastifyReply) =>
    refuse(reply, 404, "not-found", "Ce message n’existe pas ou a été supprimé.");

  app.get<{ Params: { id: string } }>(
    "/api/admin/messages/:id",
    { config: { admin: "lecture" } },
    async (request, reply) => {
      const id = messageId(request.params.id);
      const message = id === undefined ? undefined : store.get(id);
      if (!message) return notFound(reply);
      audit(request, "message-read", `message ${message.id}`);
      return {
        message: detail(message),
        deliveries: store.deliveries(message.id).map((delivery) => ({
          ...delivery,
          atLabel: frenchDateTimeShort(delivery.at),
          outcomeLabel: OUTCOME_LABELS[delivery.outcome],
          // The cause in French; the library's text stays beside it, for whoever runs the server.
          errorLabel: delivery.error === null ? null : mailFailureSentence(delivery.error),
        })),
      };
    },
  );

  app.post<{ Params: { id: string } }>(
    "/api/admin/messages/:id/handled",
    { config: { admin: "gestion" } },
    async (request, reply) => {
      const id = messageId(request.params.id);
      if (id === undefined) return notFound(reply);
      const body: unknown = request.body;
      const handled =
        typeof body === "object" && body !== null && "handled" in body ? body.handled : undefined;
      if (typeof handled !== "boolean")
        return refuse(reply, 400, "bad-body", "Demande invalide : « handled » doit valoir true ou false.");
      const email = request.admin?.email ?? "";
      const message = store.setHandled(id, handled ? { by: email, now: now() } : null);
      if (!message) return notFound(reply);
      audit(request, handled ? "message-handled" : "message-unhandled", `message ${id}`);
      return { message: detail(message) };
    },
  );

  app.post<{ Params: { id: string } }>(
    "/api/admin/messages/:id/retry",
    { config: { admin: "gestion" } },
    async (request, reply) => {
      const id = messageId(request.params.id);
      const message = id === undefined ? undefined : store.get(id);
      if (!message) return notFound(reply);
      if (!relay.delivers)
        return refuse(
          reply,
          409,
          "no-delivery",
          "Le serveur n’envoie pas d’e-mails (SMTP non configuré) : le message ne peut pas être renvoyé.",
        );
      if (!store.retry(message.id, now()))
        return refuse(reply, 409, "not-failed", "Seul un message dont l’envoi a échoué peut être renvoyé.");
      audit(request, "message-retry", `message ${message.id}`);
      relay.nudge();
      const queued = store.get(message.id);
      return { message: queued ? detail(queued) : null };
    },
  );

  // « Tester l’envoi »: a test e-mail to the firm's address, now; the answer says how it went, in French.
  app.post("/api/admin/deliveries/test", { config: { admin: "gestion" } }, async (request, reply) => {
    const outcome = await relay.sendTest(request.admin?.email ?? "le cabinet");
    if (!outcome)
      return refuse(
        reply,
        409,
        "no-delivery",
        "Le serveur n’envoie pas d’e-mails (SMTP non configuré) : les messages sont gardés ici, sans e-mail.",
      );
    if (!outcome.sent) {
      audit(request, "mail-tested", outcome.to, `Échec : ${mailFailureSentence(outcome.reason)}.`);
      return refuse(
        reply,
        502,
        "mail-failed",
        `L’e-mail d’essai n’est pas parti. ${mailFailureNotice(outcome.reason)}`,
      );
    }
    audit(request, "mail-tested", outcome.to, "E-mail d’essai envoyé.");
    return {
      sent: true,
      to: outcome.to,
      message: `E-mail d’essai envoyé à ${outcome.to} : vérifiez qu’il est bien arrivé.`,
    };
  });

  app.delete<{ Params: { id: string } }>(
    "/api/admin/messages/:id",
    { config: { admin: "gestion" } },
    async (request, reply) => {
      const id = messageId(request.params.id);
      if (id === undefined || !store.delete(id)) return notFound(reply);
      audit(request, "message-deleted", `message ${id}`);
      return reply.code(204).send();
    },
  );
}
