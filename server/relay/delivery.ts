/**
 * Delivery of stored messages by e-mail. The schedule lives in the database
 * (status, attempts, next_attempt_at), so a restart resumes where it stopped:
 * the worker sends what is due when it starts, when nudged after each new
 * message, and on every poll. Delivery is at least once: a crash between the
 * SMTP server's acceptance and the database update sends the message again.
 *
 * The worker delivers any queue kept that way (DeliveryQueue): the inbox's
 * messages (MessageStore, composeMail) and the bookings' e-mails
 * (server/booking/store.ts, server/booking/mail.ts).
 */
import { createTransport, type SendMailOptions } from "nodemailer";
import { frenchDateTime } from "../../shared/french-date.ts";
import type { StoredMessage } from "./store.ts";

const MINUTE = 60_000;

/**
 * Wait after the 1st, 2nd… failed attempt: six attempts over 66 minutes,
 * then the message is "failed" (still in the inbox).
 */
export const RETRY_DELAYS_MS: readonly number[] = [1, 5, 10, 20, 30].map((minutes) => minutes * MINUTE);

const DEFAULT_POLL_INTERVAL_MS = 30_000;

/** How long stop() waits for an attempt in progress before giving up on it. */
const STOP_TIMEOUT_MS = 5_000;

/** What the worker needs of a nodemailer transporter. */
export interface MailTransport {
  sendMail(mail: SendMailOptions): Promise<unknown>;
  close?(): void;
}

/** The SMTP transport of an smtp:// or smtps:// URL (SMTP_URL), with the relay's timeouts. */
export function smtpTransport(url: string): MailTransport {
  return createTransport({
    url,
    connectionTimeout: 30_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
}

/** Where the relay writes its log lines; never given personal data. */
export interface RelayLogger {
  info(message: string): void;
  error(message: string): void;
}

export const consoleLogger: RelayLogger = {
  info: (message) => console.log(message),
  error: (message) => console.error(message),
};

export interface MailAddresses {
  /** MAIL_TO: one or more comma-separated addresses. */
  to: string;
  /** MAIL_FROM. */
  from: string;
}

const NBSP = "\u00a0";

/** Subject and header values on one line, whatever the visitor typed. */
function oneLine(value: string): string {
  return value.replace(/\s+/g, " ").trim();
}

function fullName(message: StoredMessage): string {
  return oneLine(`${message.firstName} ${message.lastName}`);
}

/** "Contact site : Bilan de compétences — Hélène N'Diaye (particulier)". */
export function mailSubject(message: StoredMessage): string {
  const interest = oneLine(message.interest) || "Demande de contact";
  return `Contact site${NBSP}: ${interest} — ${fullName(message)} (${oneLine(message.whom)})`;
}

/** The fields of the form, labelled as the firm reads them, in form order. */
function mailFields(message: StoredMessage): [label: string, value: string][] {
  return [
    ["Vous êtes", message.whom],
    ["Nom", message.lastName],
    ["Prénom", message.firstName],
    ["E-mail", message.email],
    ["Téléphone", message.phone],
    ["Demande", message.interest || "non précisée"],
  ];
}

function footer(message: StoredMessage): string {
  return `Reçu le ${frenchDateTime(message.createdAt)} par le formulaire de contact du site (message n°${NBSP}${message.id}).`;
}

function mailText(message: StoredMessage): string {
  const lines = mailFields(message).map(([label, value]) => `${label}${NBSP}: ${value}`);
  return [
    ...lines,
    "",
    `Message${NBSP}:`,
    message.message || "(vide)",
    "",
    "—",
    footer(message),
    `Répondre à ce courriel écrit directement à ${fullName(message)}.`,
    "",
  ].join("\n");
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

function mailHtml(message: StoredMessage): string {
  const rows = mailFields(message)
    .map(
      ([label, value]) =>
        `<tr><th scope="row" style="text-align:left;padding:2px 12px 2px 0">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join("\n");
  return `<!doctype html>
<html lang="fr">
<head><meta charset="utf-8"><title>${escapeHtml(mailSubject(message))}</title></head>
<body style="font-family:sans-serif;line-height:1.5">
<table>
${rows}
</table>
<h2 style="font-size:1em">Message</h2>
<p style="white-space:pre-wrap">${escapeHtml(message.message || "(vide)")}</p>
<hr>
<p style="color:#555">${escapeHtml(footer(message))}<br>Répondre à ce courriel écrit directement à ${escapeHtml(fullName(message))}.</p>
</body>
</html>
`;
}

/** The e-mail for a stored message: to the firm, replying to the visitor. */
export function composeMail(message: StoredMessage, addresses: MailAddresses): SendMailOptions {
  return {
    from: addresses.from,
    to: addresses.to,
    replyTo: { name: fullName(message), address: message.email },
    subject: mailSubject(message),
    text: mailText(message),
    html: mailHtml(message),
  };
}

/**
 * The test e-mail of « Tester l’envoi » (the back office): from the site's
 * address to the firm's, like a contact message, saying who asked for it.
 */
export function composeTestMail(addresses: MailAddresses, requestedBy: string): SendMailOptions {
  return {
    from: addresses.from,
    to: addresses.to,
    subject: "Essai d’envoi du site",
    text: [
      `Cet e-mail d’essai a été demandé dans l’espace du cabinet par ${requestedBy} (« Tester l’envoi »).`,
      "",
      "S’il vous parvient, le serveur d’e-mail du site fonctionne : les messages des visiteurs et les e-mails de rendez-vous partent.",
      "Il n’appelle aucune réponse.",
    ].join("\n"),
  };
}

/** A one-line reason for last_error and the log, e.g. "ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:25". */
export function describeError(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    const text = oneLine(error.message) || error.name;
    return typeof code === "string" && !text.startsWith(code) ? `${code}: ${text}` : text;
  }
  return oneLine(String(error));
}

/** What the worker needs of a queued mail. */
export interface DeliveryItem {
  id: number;
  /** Attempts made so far. */
  attempts: number;
}

/** A queue of mails kept in the database: what is due, and how each attempt went. */
export interface DeliveryQueue<Item extends DeliveryItem> {
  /** The items due at `now`, oldest due first. */
  due(now: Date): Item[];
  recordSent(id: number, now: Date): boolean;
  /** Pending again until `nextAttemptAt`, or failed for good when it is null; the attempt was at `now`. */
  recordFailure(id: number, error: string, nextAttemptAt: Date | null, now: Date): boolean;
  readonly isOpen: boolean;
}

export interface DeliveryWorkerOptions<Item extends DeliveryItem = StoredMessage> {
  store: DeliveryQueue<Item>;
  transport: MailTransport;
  /** The e-mail of an item (composeMail for the inbox's messages). */
  compose: (item: Item) => SendMailOptions;
  /** How the log names an item. Default: "relay: message <id>". */
  describe?: (item: Item) => string;
  /** Where the log sends the reader of a mail that failed for good. Default: "npm run inbox". */
  failedHint?: string;
  /** Waits between attempts; after the last one the message is "failed". Default RETRY_DELAYS_MS. */
  retryDelaysMs?: readonly number[];
  /** The clock, injectable for tests. */
  now?: () => Date;
  /** Polling period of start(), in milliseconds. Default 30 s. */
  pollIntervalMs?: number;
  log?: RelayLogger;
}

export class DeliveryWorker<Item extends DeliveryItem = StoredMessage> {
  private readonly store: DeliveryQueue<Item>;
  private readonly transport: MailTransport;
  private readonly compose: (item: Item) => SendMailOptions;
  private readonly describe: (item: Item) => string;
  private readonly failedHint: string;
  private readonly retryDelaysMs: readonly number[];
  private readonly now: () => Date;
  private readonly pollIntervalMs: number;
  private readonly log: RelayLogger;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private rerun = false;
  private stopped = false;

  constructor(options: DeliveryWorkerOptions<Item>) {
    this.store = options.store;
    this.transport = options.transport;
    this.compose = options.compose;
    this.describe = options.describe ?? ((item) => `relay: message ${item.id}`);
    this.failedHint = options.failedHint ?? "npm run inbox";
    this.retryDelaysMs = options.retryDelaysMs ?? RETRY_DELAYS_MS;
    this.now = options.now ?? (() => new Date());
    this.pollIntervalMs = options.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS;
    this.log = options.log ?? consoleLogger;
  }

  /** Total attempts per message: the first one and one per retry delay. */
  get maxAttempts(): number {
    return this.retryDelaysMs.length + 1;
  }

  /** Sends what is due now (messages left pending by a previous run included), then polls. */
  start(): void {
    if (this.stopped || this.timer) return;
    this.timer = setInterval(() => this.nudge(), this.pollIntervalMs);
    this.timer.unref();
    this.nudge();
  }

  /** Asks for a delivery pass soon, without waiting for it (after a new message, on each poll). */
  nudge(): void {
    if (this.stopped) return;
    setImmediate(() => {
      this.deliverDue().catch((error: unknown) => {
        this.log.error(`relay: delivery pass failed: ${describeError(error)}`);
      });
    });
  }

  /**
   * Attempts every message due now, one at a time, and resolves when done.
   * Calls during a pass join it, and one more pass follows for what they added.
   */
  deliverDue(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.running) {
      this.rerun = true;
      return this.running;
    }
    const run = (async () => {
      try {
        do {
          this.rerun = false;
          await this.pass();
        } while (this.rerun && !this.stopped);
      } finally {
        this.running = undefined;
      }
    })();
    this.running = run;
    return run;
  }

  private async pass(): Promise<void> {
    for (const item of this.store.due(this.now())) {
      if (this.stopped) return;
      await this.attempt(item);
    }
  }

  private async attempt(item: Item): Promise<void> {
    const attempt = item.attempts + 1;
    const name = this.describe(item);
    try {
      await this.transport.sendMail(this.compose(item));
    } catch (error) {
      // Stopped meanwhile: the database is closed, the attempt counts for nothing
      // and the message is tried again after the restart.
      if (!this.store.isOpen) return;
      const reason = describeError(error);
      const delay = this.retryDelaysMs[item.attempts];
      const now = this.now();
      const next = delay === undefined ? null : new Date(now.getTime() + delay);
      this.store.recordFailure(item.id, reason, next, now);
      this.log.error(
        next
          ? `${name} attempt ${attempt}/${this.maxAttempts} failed (${reason}); next attempt at ${next.toISOString()}`
          : `${name} failed after ${attempt} attempts (${reason}): see ${this.failedHint}`,
      );
      return;
    }
    if (!this.store.isOpen) return;
    this.store.recordSent(item.id, this.now());
    this.log.info(`${name} sent (attempt ${attempt})`);
  }

  /**
   * Stops polling and waits (up to `timeoutMs`) for the attempt in progress.
   * Close the store after this resolves.
   */
  async stop(timeoutMs = STOP_TIMEOUT_MS): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    if (this.running) {
      let timeout: NodeJS.Timeout | undefined;
      await Promise.race([
        this.running.catch(() => undefined),
        new Promise<void>((resolve) => {
          timeout = setTimeout(resolve, timeoutMs);
        }),
      ]);
      clearTimeout(timeout);
    }
    this.transport.close?.();
  }
}
