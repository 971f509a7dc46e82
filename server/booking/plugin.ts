/**
 * Online booking of the free first meeting: the JSON API under BOOKING_API
 * and the server-rendered manage page (content/booking.ts has the paths, the
 * contract is docs/decisions/028-online-booking.md).
 *
 *   GET  /api/booking/slots?format=<id>   the free slots (slots.ts)
 *   POST /api/booking                     book: validate → store → 201 → e-mails
 *   GET  /api/booking/manage?token=<t>    a booking, by its signed token (tokens.ts)
 *   POST /api/booking/cancel              JSON { token } or the manage page's form (jeton)
 *   POST /api/booking/move                JSON { token, start }
 *   GET  /rendez-vous/gerer?jeton=<t>     the manage page (pages.ts)
 *
 * The relay's protections apply: the contact form's field rules
 * (shared/contact-validation.ts), its origin check (relay/origin.ts), a rate
 * limit on the POSTs (@fastify/rate-limit), a honeypot field and size limits.
 * Every refusal is a clean 4xx with a French message; every answer is
 * `Cache-Control: no-store`. A booking is confirmed only once committed; its
 * e-mails are queued with it and sent by the relay's DeliveryWorker.
 */
import fastifyRateLimit from "@fastify/rate-limit";
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { publicConfig } from "../../config/public.ts";
import type { BookingSettings } from "../../config/server.ts";
import { DEFAULT_BOOKING_RATE_LIMIT } from "../../config/server-env.ts";
import { BOOKING_API, bookingFormatById, bookingManagePath } from "../../content/booking.ts";
import { interestOptions } from "../../content/contact.ts";
import { frenchTypography } from "../../content/format.ts";
import { BOOKING_RETENTION_MONTHS } from "../../content/legal/retention.ts";
import { site } from "../../content/site.ts";
import { FIELD_MAX_LENGTH, HONEYPOT_FIELD, validateContact } from "../../shared/contact-validation.ts";
import { openStore } from "../open-store.ts";
import {
  consoleLogger,
  DeliveryWorker,
  describeError,
  type RelayLogger,
  smtpTransport,
} from "../relay/delivery.ts";
import { loadPageFrame, wantsHtml } from "../relay/html.ts";
import { decideOrigin, normalizeOrigin } from "../relay/origin.ts";
import { RetentionPurge } from "../relay/retention.ts";
import { composeBookingMail, manageUrl } from "./mail.ts";
import { type ManageState, managePage, refusalPage } from "./pages.ts";
import { ReminderScheduler } from "./reminders.ts";
import {
  defaultSchedule,
  freeSlots,
  isOfferedSlot,
  offsetDateTime,
  parseSlotStart,
  type Schedule,
  TIME_ZONE,
} from "./slots.ts";
import { type Booking, type BookingMail, BookingStore, SlotTakenError } from "./store.ts";
import { verifyToken } from "./tokens.ts";

/** Largest request body accepted, in bytes (the longest field, the message, is 5,000 characters). */
const BODY_LIMIT = 32 * 1024;

export interface BookingOptions extends BookingSettings {
  /** Delivery retry schedule (relay/delivery.ts). */
  retryDelaysMs?: readonly number[];
  pollIntervalMs?: number;
  /** Months a booking is kept after its meeting. Default BOOKING_RETENTION_MONTHS (content/legal/retention.ts). */
  retentionMonths?: number;
  purgeIntervalMs?: number;
  /** How often the reminder scheduler looks. Default 5 minutes. */
  reminderIntervalMs?: number;
  /** The availability; default content/booking.ts. */
  schedule?: Schedule;
  /** The clock of everything: slots, tokens, stored dates, reminders, purge. */
  now?: () => Date;
  log?: RelayLogger;
  /** The built site (build/client): its /contact page frames the manage page. */
  siteRoot?: string;
  /**
   * Called once a booking is committed, before the 201 is sent: the one place
   * where a booking is known to be stored (audience measurement, issue 19).
   * An exception here is logged and never fails the booking.
   */
  onStored?: (booking: Booking, request: FastifyRequest) => void;
}

/** A refusal of the booking API: status, a code for scripts, a French message, per-field messages. */
class BookingHttpError extends Error {
  override name = "BookingHttpError";
  readonly statusCode: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;

  constructor(statusCode: number, code: string, message: string, fields?: Record<string, string>) {
    super(frenchTypography(message));
    this.statusCode = statusCode;
    this.code = code;
    this.fields = fields;
  }
}

const SLOT_TAKEN =
  "Ce créneau vient d’être réservé ou n’est plus disponible. Choisissez-en un autre parmi les créneaux libres.";

/** The French message and code of a refusal Fastify or a plugin raised, by status. */
const REFUSALS: Record<number, { code: string; message: string }> = {
  400: { code: "bad-request", message: "La demande est mal formée : elle n’a pas pu être lue." },
  403: { code: "forbidden-origin", message: "Demande refusée : elle ne vient pas du site du cabinet." },
  404: { code: "not-found", message: "Adresse inconnue." },
  405: { code: "method-not-allowed", message: "Méthode non prise en charge pour cette adresse." },
  413: { code: "too-large", message: "La demande est trop volumineuse : raccourcissez votre message." },
  415: {
    code: "unsupported-type",
    message: "Format non pris en charge : la demande doit être envoyée en JSON.",
  },
  429: {
    code: "rate-limited",
    message: "Trop de demandes en peu de temps : merci de réessayer dans une minute.",
  },
};

function refusal(status: number): { code: string; message: string } {
  return (
    REFUSALS[status] ?? {
      code: "invalid",
      message: "La demande n’a pas pu être traitée.",
    }
  );
}

function sendJson(reply: FastifyReply, status: number, body: unknown): FastifyReply {
  return reply
    .code(status)
    .header("cache-control", "no-store")
    .type("application/json; charset=utf-8")
    .send(JSON.stringify(body));
}

function sendHtml(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply.code(status).header("cache-control", "no-store").type("text/html; charset=utf-8").send(html);
}

/** "application/json; charset=utf-8" -> "application/json". */
function mediaType(header: string | undefined): string {
  return (header ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
}

function bodyObject(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  if (body === null || typeof body !== "object" || Array.isArray(body)) {
    throw new BookingHttpError(400, "bad-request", "La demande doit être un objet JSON.");
  }
  return body as Record<string, unknown>;
}

const stringOf = (value: unknown) => (typeof value === "string" ? value : "");

/** The booking as the API shows it: local times with their offset. */
function publicBooking(booking: Booking) {
  const format = bookingFormatById(booking.format);
  return {
    id: booking.id,
    start: offsetDateTime(Temporal.Instant.from(booking.start).toZonedDateTimeISO(TIME_ZONE)),
    end: offsetDateTime(Temporal.Instant.from(booking.end).toZonedDateTimeISO(TIME_ZONE)),
    format: booking.format,
    formatLabel: format?.label ?? booking.format,
    interest: booking.interest,
  };
}

/** The manage page's path for a token (same origin). */
function managePath(token: string, extra = ""): string {
  return `${bookingManagePath}?jeton=${encodeURIComponent(token)}${extra}`;
}

/** The booking routes; register with `app.register(bookingPlugin, options)`. */
export async function bookingPlugin(app: FastifyInstance, options: BookingOptions): Promise<void> {
  const log = options.log ?? consoleLogger;
  const clock = options.now ?? (() => new Date());
  const instantNow = () => Temporal.Instant.fromEpochMilliseconds(clock().getTime());
  const schedule = options.schedule ?? defaultSchedule;
  const config = publicConfig();
  const siteUrl = options.siteUrl ?? config.SITE_URL;
  const secret = options.secret;
  if (secret.length === 0) throw new Error("booking: a secret is required (BOOKING_SECRET)");
  const rateLimit = options.rateLimit ?? DEFAULT_BOOKING_RATE_LIMIT;
  if (!Number.isInteger(rateLimit) || rateLimit < 0) {
    throw new Error(`booking rateLimit must be a whole number, got ${rateLimit}`);
  }
  const allowedOrigins = new Set<string>();
  for (const origin of [siteUrl, ...(options.allowedOrigins ?? [])]) {
    const normalized = normalizeOrigin(origin);
    if (normalized === undefined)
      throw new Error(`booking: ${JSON.stringify(origin)} is not an http(s) origin`);
    allowedOrigins.add(normalized);
  }
  const frame = loadPageFrame(options.siteRoot);
  const mail = options.smtp !== undefined;

  const store = openStore(options.databasePath, () => BookingStore.open(options.databasePath));
  let worker: DeliveryWorker<BookingMail> | undefined;
  let purge: RetentionPurge;
  let reminders: ReminderScheduler;
  try {
    purge = new RetentionPurge({
      store,
      retentionMonths: options.retentionMonths ?? BOOKING_RETENTION_MONTHS,
      intervalMs: options.purgeIntervalMs,
      now: clock,
      log,
      label: { scope: "booking", item: "booking held", items: "bookings held" },
    });
    if (options.smtp) {
      const addresses = { to: options.smtp.to, from: options.smtp.from };
      worker = new DeliveryWorker<BookingMail>({
        store,
        transport: smtpTransport(options.smtp.url),
        compose: (item) => composeBookingMail(item, { addresses, secret, siteUrl, now: clock() }),
        describe: (item) =>
          `booking: ${item.kind} mail ${item.id} of booking ${item.booking.id} to the ${item.recipient}`,
        failedHint: "npm run bookings",
        retryDelaysMs: options.retryDelaysMs,
        pollIntervalMs: options.pollIntervalMs,
        now: clock,
        log,
      });
    }
    reminders = new ReminderScheduler({
      // Without SMTP there is nobody to remind: nothing is queued.
      store: mail ? store : { reminderCandidates: () => [], queueReminder: () => false },
      now: clock,
      intervalMs: options.reminderIntervalMs,
      onQueued: () => worker?.nudge(),
      log,
    });
  } catch (error) {
    store.close();
    throw error;
  }

  app.addHook("onReady", async () => {
    purge.start();
    reminders.start();
    worker?.start();
  });
  app.addHook("onClose", async () => {
    purge.stop();
    reminders.stop();
    await worker?.stop();
    store.close();
  });

  const originAllowed = (request: FastifyRequest) => {
    const origin = request.headers.origin;
    const secFetchSite = request.headers["sec-fetch-site"];
    return decideOrigin({
      origin: typeof origin === "string" ? origin : undefined,
      secFetchSite: typeof secFetchSite === "string" ? secFetchSite : undefined,
      requestOrigin: `${request.protocol}://${request.host}`,
      allowedOrigins,
    }).allowed;
  };

  type TokenOutcome =
    | { ok: true; booking: Booking }
    | { ok: false; status: 400 | 403 | 404 | 410; state: ManageState; code: string; message: string };

  /** The booking a token designates, or why it does not work. */
  function resolveToken(token: unknown): TokenOutcome {
    const now = instantNow();
    const check = verifyToken(secret, token, now);
    if (!check.ok) {
      if (check.reason === "expired") {
        return {
          ok: false,
          status: 410,
          state: { kind: "over" },
          code: "expired",
          message: "Ce rendez-vous est passé : ce lien ne sert plus.",
        };
      }
      return check.reason === "malformed"
        ? {
            ok: false,
            status: 400,
            state: { kind: "invalid" },
            code: "malformed-token",
            message: "Ce lien de rendez-vous est incomplet.",
          }
        : {
            ok: false,
            status: 403,
            state: { kind: "invalid" },
            code: "invalid-token",
            message: "Ce lien de rendez-vous n’est pas valide.",
          };
    }
    const booking = store.get(check.id);
    if (!booking) {
      return {
        ok: false,
        status: 404,
        state: { kind: "unknown" },
        code: "unknown",
        message: "Ce rendez-vous est introuvable.",
      };
    }
    if (Temporal.Instant.compare(now, Temporal.Instant.from(booking.end)) >= 0) {
      return {
        ok: false,
        status: 410,
        state: { kind: "over" },
        code: "expired",
        message: "Ce rendez-vous est passé : ce lien ne sert plus.",
      };
    }
    return { ok: true, booking };
  }

  /** A token for `booking`, valid until its end. */
  const tokenOf = (booking: Booking) =>
    new URL(manageUrl(booking, secret, siteUrl)).searchParams.get("jeton") ?? "";

  function stored(booking: Booking, what: string): void {
    log.info(
      `booking: booking ${booking.id} ${what} (${booking.format}, ${booking.start})${mail ? ", e-mails queued" : "; no SMTP configured: see npm run bookings"}`,
    );
    worker?.nudge();
  }

  // The manage page (server-rendered; no JSON here).
  app.get(bookingManagePath, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const token = query.jeton;
    const outcome = resolveToken(token);
    reply.header("x-robots-tag", "noindex");
    if (!outcome.ok) return sendHtml(reply, outcome.status, managePage(frame, outcome.state));
    const { booking } = outcome;
    if (booking.status === "cancelled") {
      const justNow = query.annule === "1";
      return sendHtml(reply, justNow ? 200 : 410, managePage(frame, { kind: "cancelled", booking, justNow }));
    }
    return sendHtml(reply, 200, managePage(frame, { kind: "active", booking, token: String(token) }));
  });

  await app.register(
    async (api) => {
      api.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
        const status =
          error instanceof BookingHttpError
            ? error.statusCode
            : typeof error.statusCode === "number" && error.statusCode >= 400 && error.statusCode < 500
              ? error.statusCode
              : 500;
        if (status === 500) {
          log.error(
            `booking: ${request.method} ${request.url.split("?")[0]} failed: ${describeError(error)}`,
          );
        }
        const { code, message } =
          error instanceof BookingHttpError
            ? { code: error.code, message: error.message }
            : status === 500
              ? {
                  code: "internal",
                  message: frenchTypography(
                    `Une erreur nous empêche d’enregistrer votre demande. Merci de réessayer ou de nous appeler au ${site.phone}.`,
                  ),
                }
              : { code: refusal(status).code, message: frenchTypography(refusal(status).message) };
        if (wantsHtml(request.headers.accept))
          return sendHtml(reply, status, refusalPage(frame, message, status));
        return sendJson(reply, status, {
          error: code,
          message,
          ...(error instanceof BookingHttpError && error.fields && { fields: error.fields }),
        });
      });

      api.setNotFoundHandler((_request, reply) =>
        sendJson(reply, 404, { error: "not-found", message: frenchTypography(refusal(404).message) }),
      );

      api.addHook("onRequest", async (request, reply) => {
        reply.header("cache-control", "no-store");
        if (request.method === "POST" && !originAllowed(request)) {
          throw new BookingHttpError(403, refusal(403).code, refusal(403).message);
        }
      });

      // The manage page's form posts urlencoded; the JSON routes refuse it (415).
      api.addContentTypeParser(
        "application/x-www-form-urlencoded",
        { parseAs: "string", bodyLimit: BODY_LIMIT },
        (_request, body, done) => {
          done(null, Object.fromEntries(new URLSearchParams(String(body))));
        },
      );

      if (rateLimit > 0) {
        await api.register(fastifyRateLimit, {
          global: false,
          errorResponseBuilder: () => new BookingHttpError(429, refusal(429).code, refusal(429).message),
        });
      }
      const limited: FastifyContextConfig =
        rateLimit > 0 ? { rateLimit: { max: rateLimit, timeWindow: 60_000 } } : {};
      const requireJson = async (request: FastifyRequest) => {
        if (mediaType(request.headers["content-type"]) !== "application/json") {
          throw new BookingHttpError(415, refusal(415).code, refusal(415).message);
        }
      };

      api.get("/slots", async (request, reply) => {
        const format = (request.query as Record<string, unknown>).format;
        if (typeof format !== "string" || !bookingFormatById(format) || !schedule.availability[format]) {
          throw new BookingHttpError(400, "unknown-format", "Format de rendez-vous inconnu.");
        }
        const now = instantNow();
        const days = freeSlots({ formatId: format, now, taken: store.activeStarts(now), schedule });
        return sendJson(reply, 200, { timeZone: TIME_ZONE, slotMinutes: schedule.slotMinutes, days });
      });

      api.post(
        "",
        { bodyLimit: BODY_LIMIT, config: limited, preValidation: requireJson },
        async (request, reply) => {
          const body = bodyObject(request);
          if (stringOf(body[HONEYPOT_FIELD]) !== "") {
            log.info("booking: refused, honeypot filled");
            throw new BookingHttpError(
              422,
              "invalid",
              `Votre demande n’a pas pu être enregistrée. Appelez-nous au ${site.phone} pour prendre rendez-vous.`,
              {},
            );
          }
          const fields: Record<string, string> = {};
          const format = stringOf(body.format);
          if (!bookingFormatById(format) || !schedule.availability[format]) {
            fields.format = "Merci de choisir comment se déroule le rendez-vous";
          }
          const interest = stringOf(body.interest);
          if (!(interestOptions as readonly string[]).includes(interest)) {
            fields.interest = "Merci de choisir le sujet du rendez-vous";
          }
          const start = parseSlotStart(body.start);
          if (!start) fields.start = "Merci de choisir un créneau";
          const contact = validateContact({
            whom: "particulier",
            lastName: body.lastName,
            firstName: body.firstName,
            email: body.email,
            phone: body.phone,
            interest: "",
            Message: body.message,
          });
          for (const field of ["lastName", "firstName", "email", "phone"] as const) {
            if (contact[field]) fields[field] = contact[field];
          }
          if (contact.Message) fields.message = contact.Message;
          if (Object.keys(fields).length > 0 || !start) {
            const count = Object.keys(fields).length;
            throw new BookingHttpError(
              422,
              "invalid",
              count === 1 ? "Un champ est à corriger." : `${count} champs sont à corriger.`,
              Object.fromEntries(
                Object.entries(fields).map(([name, text]) => [name, frenchTypography(text)]),
              ),
            );
          }
          const now = clock();
          if (
            !isOfferedSlot(format, start, Temporal.Instant.fromEpochMilliseconds(now.getTime()), schedule)
          ) {
            throw new BookingHttpError(409, "slot-taken", SLOT_TAKEN);
          }
          const trim = (value: unknown) => stringOf(value).trim();
          let booking: Booking;
          try {
            booking = store.create(
              {
                format,
                interest,
                lastName: trim(body.lastName),
                firstName: trim(body.firstName),
                email: trim(body.email),
                phone: trim(body.phone),
                message: stringOf(body.message).slice(0, FIELD_MAX_LENGTH.Message),
              },
              { start, end: start.add({ minutes: schedule.slotMinutes }) },
              now,
              { mail },
            );
          } catch (error) {
            if (error instanceof SlotTakenError) throw new BookingHttpError(409, "slot-taken", SLOT_TAKEN);
            throw error;
          }
          stored(booking, "stored");
          try {
            options.onStored?.(booking, request);
          } catch (error) {
            log.error(`booking: onStored failed for booking ${booking.id}: ${describeError(error)}`);
          }
          return sendJson(reply, 201, {
            booking: { ...publicBooking(booking), manageUrl: managePath(tokenOf(booking)) },
          });
        },
      );

      api.get("/manage", async (request, reply) => {
        const outcome = resolveToken((request.query as Record<string, unknown>).token);
        if (!outcome.ok) throw new BookingHttpError(outcome.status, outcome.code, outcome.message);
        const { booking } = outcome;
        if (booking.status === "cancelled") {
          throw new BookingHttpError(410, "cancelled", "Ce rendez-vous est annulé.");
        }
        return sendJson(reply, 200, { booking: { ...publicBooking(booking), status: booking.status } });
      });

      api.post("/cancel", { bodyLimit: BODY_LIMIT, config: limited }, async (request, reply) => {
        const type = mediaType(request.headers["content-type"]);
        const body = bodyObject(request);
        if (type === "application/x-www-form-urlencoded") {
          // The manage page's form, without scripts: back to that page, which shows the outcome.
          const token = stringOf(body.jeton);
          const outcome = resolveToken(token);
          let cancelled = false;
          if (outcome.ok && outcome.booking.status === "active") {
            const booking = store.cancel(outcome.booking.id, "visitor", clock(), { mail });
            if (booking) {
              cancelled = true;
              stored(booking, "cancelled by the visitor");
            }
          }
          return reply
            .header("cache-control", "no-store")
            .redirect(managePath(token, cancelled ? "&annule=1" : ""), 303);
        }
        if (type !== "application/json")
          throw new BookingHttpError(415, refusal(415).code, refusal(415).message);
        const outcome = resolveToken(body.token);
        if (!outcome.ok) throw new BookingHttpError(outcome.status, outcome.code, outcome.message);
        const booking = store.cancel(outcome.booking.id, "visitor", clock(), { mail });
        if (!booking) throw new BookingHttpError(410, "cancelled", "Ce rendez-vous est déjà annulé.");
        stored(booking, "cancelled by the visitor");
        return sendJson(reply, 200, { status: "cancelled" });
      });

      api.post(
        "/move",
        { bodyLimit: BODY_LIMIT, config: limited, preValidation: requireJson },
        async (request, reply) => {
          const body = bodyObject(request);
          const outcome = resolveToken(body.token);
          if (!outcome.ok) throw new BookingHttpError(outcome.status, outcome.code, outcome.message);
          const current = outcome.booking;
          if (current.status === "cancelled")
            throw new BookingHttpError(410, "cancelled", "Ce rendez-vous est annulé.");
          const start = parseSlotStart(body.start);
          if (!start) {
            throw new BookingHttpError(422, "invalid", "Un champ est à corriger.", {
              start: "Merci de choisir un créneau",
            });
          }
          if (start.epochMilliseconds === Temporal.Instant.from(current.start).epochMilliseconds) {
            throw new BookingHttpError(422, "invalid", "Un champ est à corriger.", {
              start: frenchTypography(
                "C’est déjà l’horaire de votre rendez-vous : choisissez un autre créneau",
              ),
            });
          }
          const now = clock();
          if (
            !isOfferedSlot(
              current.format,
              start,
              Temporal.Instant.fromEpochMilliseconds(now.getTime()),
              schedule,
            )
          ) {
            throw new BookingHttpError(409, "slot-taken", SLOT_TAKEN);
          }
          let booking: Booking | undefined;
          try {
            booking = store.move(
              current.id,
              { start, end: start.add({ minutes: schedule.slotMinutes }) },
              now,
              { mail },
            );
          } catch (error) {
            if (error instanceof SlotTakenError) throw new BookingHttpError(409, "slot-taken", SLOT_TAKEN);
            throw error;
          }
          if (!booking) throw new BookingHttpError(410, "cancelled", "Ce rendez-vous est annulé.");
          stored(booking, "moved by the visitor");
          return sendJson(reply, 200, {
            booking: { ...publicBooking(booking), manageUrl: managePath(tokenOf(booking)) },
          });
        },
      );
    },
    { prefix: BOOKING_API },
  );
}
