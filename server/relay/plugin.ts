/**
 * The self-hosted e-mail relay: POST /api/v1.0/email/send-form, the endpoint
 * and protocol of EmailJS's sendForm(), so the site's contact form talks to it
 * with @emailjs/browser unchanged. validate → store in SQLite → 200 "OK" →
 * deliver by SMTP when configured (delivery.ts). Encapsulated: the multipart
 * parser, the rate limit and the error handler below concern these routes only.
 */
import fastifyMultipart from "@fastify/multipart";
import fastifyRateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createTransport } from "nodemailer";
import {
  CONTACT_FIELDS,
  type ContactField,
  HONEYPOT_FIELD,
  invalidFields,
  tooLongMessage,
  validateContact,
} from "../../app/lib/contact-validation";
import { site } from "../../content/site";
import {
  consoleLogger,
  DeliveryWorker,
  describeError,
  type MailAddresses,
  type RelayLogger,
} from "./delivery";
import { decideOrigin, normalizeOrigin } from "./origin";
import { RetentionPurge } from "./retention";
import { type ContactMessage, MessageStore } from "./store";

/** The path @emailjs/browser posts sendForm() to. */
export const RELAY_PATH = "/api/v1.0/email/send-form";

export const RELAY_LIMITS = {
  /** Whole request body, in bytes. */
  bodyBytes: 64 * 1024,
  /** One field's value, in bytes (the longest field, Message, is 5,000 characters). */
  fieldBytes: 16 * 1024,
  /** Fields (and parts) per request: the form sends 12. */
  fields: 20,
  fieldNameBytes: 100,
} as const;

/** Requests per minute and client address, unless `rateLimit` says otherwise. */
export const DEFAULT_RELAY_RATE_LIMIT = 5;

/** How long a browser may cache a CORS preflight answer, in seconds. */
const PREFLIGHT_MAX_AGE = "600";

const ALLOW = "OPTIONS, POST";

export interface SmtpOptions {
  /** smtp:// or smtps:// URL with credentials, handed to nodemailer's createTransport. */
  url: string;
  /** Recipients (MAIL_TO), comma-separated. */
  to: string;
  /** Sender (MAIL_FROM). */
  from: string;
}

/** The keys @emailjs/browser sends with each form: user_id, service_id, template_id. */
export interface RelayKeys {
  publicKey: string;
  serviceId: string;
  templateId: string;
}

export interface RelayOptions {
  /** The SQLite inbox; created, with its folder, if missing. */
  databasePath: string;
  /** Delivery by e-mail; without it messages stay in the inbox with status "stored". */
  smtp?: SmtpOptions;
  /** Requests per minute per client address; 0 disables the limit. Default 5. */
  rateLimit?: number;
  /** Origins besides the site's own allowed to post cross-origin (with CORS headers). */
  allowedOrigins?: readonly string[];
  /** The keys a request must carry. Default: site.relay. */
  keys?: RelayKeys;
  /** The canonical site URL, whose origin may post cross-origin. Default: site.url. */
  siteUrl?: string;
  /** Delivery retry schedule (see delivery.ts). Default: 1, 5, 10, 20, 30 minutes. */
  retryDelaysMs?: readonly number[];
  /** Delivery polling period in milliseconds. Default 30 s. */
  pollIntervalMs?: number;
  /**
   * Months a message is kept before the daily purge deletes it. Default: the
   * period the privacy policy states (content/legal/retention.ts); change it there.
   */
  retentionMonths?: number;
  /** Time between two retention purges in milliseconds (the first runs on start). Default one day. */
  purgeIntervalMs?: number;
  /** The clock for stored dates, the retry schedule and the retention purge. */
  now?: () => Date;
  /** Where one line per stored message and every delivery outcome go. Default: the console. */
  log?: RelayLogger;
}

/** A refusal with its status and a short text for the body. */
export class RelayHttpError extends Error {
  override name = "RelayHttpError";
  readonly statusCode: number;

  constructor(statusCode: number, message: string, options?: ErrorOptions) {
    super(message, options);
    this.statusCode = statusCode;
  }
}

function sendText(reply: FastifyReply, status: number, text: string): FastifyReply {
  return reply.code(status).header("cache-control", "no-store").type("text/plain; charset=utf-8").send(text);
}

/** "multipart/form-data; boundary=…" -> "multipart/form-data". */
function mediaType(header: string | undefined): string {
  return (header ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
}

interface ReceivedForm {
  /** First value of each field. */
  values: Map<string, string>;
  /** Fields whose value (or name) went over the size limit, cut by the parser. */
  truncated: string[];
  /** Fields sent more than once. */
  duplicates: string[];
}

/** What a UTF-8 decoder puts in place of bytes that are not UTF-8. */
const REPLACEMENT_CHARACTER = "\uFFFD";

async function collectFields(request: FastifyRequest): Promise<ReceivedForm> {
  const values = new Map<string, string>();
  const truncated = new Set<string>();
  const duplicates = new Set<string>();
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") throw new RelayHttpError(413, "Files are not accepted");
      // A part declared as application/json arrives parsed: no field of the form is.
      if (typeof part.value !== "string") throw new RelayHttpError(400, `Malformed field: ${part.fieldname}`);
      // Browsers always send UTF-8: a replacement character is what the parser
      // (@fastify/busboy decodes values and field names as UTF-8) made of bytes
      // that were not. Refused rather than stored garbled.
      if (part.fieldname.includes(REPLACEMENT_CHARACTER)) {
        throw new RelayHttpError(400, "Invalid UTF-8 in a field name");
      }
      // (A value cut at the size limit may end in half a character: that is a 413, below.)
      if (!part.valueTruncated && part.value.includes(REPLACEMENT_CHARACTER)) {
        throw new RelayHttpError(400, `Invalid UTF-8 in field: ${part.fieldname}`);
      }
      if (part.valueTruncated || part.fieldnameTruncated) truncated.add(part.fieldname);
      if (values.has(part.fieldname)) duplicates.add(part.fieldname);
      else values.set(part.fieldname, part.value);
    }
  } catch (error) {
    if (error instanceof RelayHttpError) throw error;
    const code = (error as { code?: unknown } | null)?.code;
    if (code === "FST_FILES_LIMIT" || code === "FST_REQ_FILE_TOO_LARGE") {
      throw new RelayHttpError(413, "Files are not accepted", { cause: error });
    }
    if (code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT") {
      throw new RelayHttpError(413, `Too many fields (${RELAY_LIMITS.fields} at most)`, { cause: error });
    }
    // Whatever else the parser throws is about the body it was given.
    throw new RelayHttpError(400, "Malformed multipart body", { cause: error });
  }
  return { values, truncated: [...truncated], duplicates: [...duplicates] };
}

/**
 * Reads the multipart fields, stopping at RELAY_LIMITS.bodyBytes even when the
 * body has no Content-Length (chunked): @fastify/multipart reads the raw
 * request itself, so the route's bodyLimit does not apply to it.
 */
async function readForm(request: FastifyRequest, reply: FastifyReply): Promise<ReceivedForm> {
  const raw = request.raw;
  let received = 0;
  let refuse: (error: Error) => void = () => undefined;
  const overLimit = new Promise<never>((_resolve, reject) => {
    refuse = reject;
  });
  overLimit.catch(() => undefined);
  const count = (chunk: Buffer) => {
    received += chunk.length;
    if (received > RELAY_LIMITS.bodyBytes) {
      raw.off("data", count);
      raw.unpipe();
      // The rest of the body is not read: close the connection after the answer.
      reply.header("connection", "close");
      refuse(new RelayHttpError(413, "Request body too large"));
    }
  };
  // Paused, listening does not start the flow; the parser's pipe() does, and
  // both then see every chunk.
  raw.pause();
  raw.on("data", count);
  try {
    return await Promise.race([collectFields(request), overLimit]);
  } finally {
    raw.off("data", count);
  }
}

/** Line breaks as the textarea had them: multipart encoding turns them into CRLF. */
function normalizeNewlines(value: string): string {
  return value.replace(/\r\n?/g, "\n");
}

function contactMessage(values: ReadonlyMap<string, string>): ContactMessage {
  const get = (field: ContactField) => (values.get(field) ?? "").trim();
  return {
    whom: get("whom"),
    lastName: get("lastName"),
    firstName: get("firstName"),
    email: get("email"),
    phone: get("phone"),
    interest: get("interest"),
    message: get("Message"),
  };
}

/** A log-safe label of what a message is about (no personal data). */
function about(message: ContactMessage): string {
  return JSON.stringify(message.interest.replace(/\s+/g, " ").slice(0, 120) || "no interest given");
}

function plural(count: number, one: string, many: string): string {
  return count > 1 ? many : one;
}

/** The relay routes; register with `app.register(relayPlugin, options)`. */
export async function relayPlugin(relay: FastifyInstance, options: RelayOptions): Promise<void> {
  const log = options.log ?? consoleLogger;
  const now = options.now ?? (() => new Date());
  const keys = options.keys ?? site.relay;
  const rateLimit = options.rateLimit ?? DEFAULT_RELAY_RATE_LIMIT;
  if (!Number.isInteger(rateLimit) || rateLimit < 0) {
    throw new Error(`relay rateLimit must be a whole number, got ${rateLimit}`);
  }
  const allowedOrigins = new Set<string>();
  for (const origin of [options.siteUrl ?? site.url, ...(options.allowedOrigins ?? [])]) {
    const normalized = normalizeOrigin(origin);
    if (normalized === undefined)
      throw new Error(`relay: ${JSON.stringify(origin)} is not an http(s) origin`);
    allowedOrigins.add(normalized);
  }

  const store = MessageStore.open(options.databasePath);
  let worker: DeliveryWorker | undefined;
  let purge: RetentionPurge;
  try {
    purge = new RetentionPurge({
      store,
      retentionMonths: options.retentionMonths,
      intervalMs: options.purgeIntervalMs,
      now,
      log,
    });
    if (options.smtp) {
      const addresses: MailAddresses = { to: options.smtp.to, from: options.smtp.from };
      const transport = createTransport({
        url: options.smtp.url,
        connectionTimeout: 30_000,
        greetingTimeout: 15_000,
        socketTimeout: 60_000,
      });
      worker = new DeliveryWorker({
        store,
        transport,
        addresses,
        retryDelaysMs: options.retryDelaysMs,
        pollIntervalMs: options.pollIntervalMs,
        now,
        log,
      });
    }
  } catch (error) {
    store.close();
    throw error;
  }

  relay.addHook("onReady", async () => {
    purge.start();
    worker?.start();
  });
  relay.addHook("onClose", async () => {
    purge.stop();
    await worker?.stop();
    store.close();
  });

  relay.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    if (error instanceof RelayHttpError) return sendText(reply, error.statusCode, `${error.message}\n`);
    const status =
      typeof error.statusCode === "number" && error.statusCode >= 400 && error.statusCode < 500
        ? error.statusCode
        : 500;
    if (status === 500) {
      log.error(`relay: ${request.method} ${RELAY_PATH} failed: ${describeError(error)}`);
      return sendText(reply, 500, "Internal error: the message was not stored\n");
    }
    return sendText(reply, status, `${error.message}\n`);
  });

  // Every relay answer: never cached, and varying with the Origin it was given.
  relay.addHook("onRequest", async (request, reply) => {
    reply.header("cache-control", "no-store").header("vary", "Origin");
    const origin = request.headers.origin;
    const secFetchSite = request.headers["sec-fetch-site"];
    const decision = decideOrigin({
      origin: typeof origin === "string" ? origin : undefined,
      secFetchSite: typeof secFetchSite === "string" ? secFetchSite : undefined,
      requestOrigin: `${request.protocol}://${request.host}`,
      allowedOrigins,
    });
    if (!decision.allowed) throw new RelayHttpError(403, "Cross-origin request refused");
    if (decision.corsOrigin !== undefined) reply.header("access-control-allow-origin", decision.corsOrigin);
  });

  await relay.register(fastifyMultipart, {
    limits: {
      fieldNameSize: RELAY_LIMITS.fieldNameBytes,
      fieldSize: RELAY_LIMITS.fieldBytes,
      fields: RELAY_LIMITS.fields,
      parts: RELAY_LIMITS.fields,
      files: 0,
      headerPairs: 20,
    },
  });
  if (rateLimit > 0) {
    await relay.register(fastifyRateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) =>
        new RelayHttpError(429, `Too many requests: retry in ${context.after}`),
    });
  }

  relay.route({
    method: "POST",
    url: RELAY_PATH,
    config: rateLimit > 0 ? { rateLimit: { max: rateLimit, timeWindow: 60_000 } } : {},
    // Before any body is read.
    preParsing: async (request, reply, payload) => {
      if (mediaType(request.headers["content-type"]) !== "multipart/form-data") {
        throw new RelayHttpError(415, "Expected a multipart/form-data body");
      }
      const length = request.headers["content-length"];
      if (length !== undefined && Number(length) > RELAY_LIMITS.bodyBytes) {
        reply.header("connection", "close");
        throw new RelayHttpError(413, "Request body too large");
      }
      return payload;
    },
    handler: async (request, reply) => {
      const form = await readForm(request, reply);
      if (form.truncated.length > 0) {
        throw new RelayHttpError(
          413,
          `${plural(form.truncated.length, "Field", "Fields")} too long: ${form.truncated.join(", ")}`,
        );
      }
      const unknownKeys = (
        [
          ["user_id", keys.publicKey],
          ["service_id", keys.serviceId],
          ["template_id", keys.templateId],
        ] as const
      )
        .filter(([field, expected]) => form.values.get(field) !== expected)
        .map(([field]) => field);
      if (unknownKeys.length > 0) throw new RelayHttpError(400, `Unknown ${unknownKeys.join(", ")}`);

      const values = new Map<string, string>();
      for (const field of CONTACT_FIELDS) {
        const value = form.values.get(field);
        if (value !== undefined) values.set(field, normalizeNewlines(value));
      }

      // A bot filled the hidden field: tell it nothing, keep the message aside.
      if ((form.values.get(HONEYPOT_FIELD) ?? "").trim() !== "") {
        const stored = store.insert(contactMessage(values), "spam", now());
        log.info(`relay: message ${stored.id} stored as spam (honeypot filled)`);
        return sendText(reply, 200, "OK");
      }

      const duplicates = form.duplicates.filter((field) =>
        (CONTACT_FIELDS as readonly string[]).includes(field),
      );
      if (duplicates.length > 0) {
        throw new RelayHttpError(
          400,
          `${plural(duplicates.length, "Duplicate field", "Duplicate fields")}: ${duplicates.join(", ")}`,
        );
      }
      const errors = validateContact(values);
      const invalid = invalidFields(errors);
      const tooLong = invalid.filter((field) => errors[field] === tooLongMessage(field));
      if (tooLong.length > 0) {
        throw new RelayHttpError(
          413,
          `${plural(tooLong.length, "Field", "Fields")} too long: ${tooLong.join(", ")}`,
        );
      }
      if (invalid.length > 0) {
        throw new RelayHttpError(
          400,
          `${plural(invalid.length, "Invalid field", "Invalid fields")}: ${invalid.join(", ")}`,
        );
      }

      // Committed (and synced) before the answer: an "OK" is never lost.
      const message = contactMessage(values);
      const stored = store.insert(message, worker ? "pending" : "stored", now());
      if (worker) {
        log.info(`relay: message ${stored.id} stored (${about(message)}), delivery pending`);
        worker.nudge();
      } else {
        log.info(
          `relay: message ${stored.id} stored (${about(message)}; no SMTP configured: see npm run inbox)`,
        );
      }
      return sendText(reply, 200, "OK");
    },
  });

  // CORS preflight for the allowed origins; a plain OPTIONS lists the methods.
  relay.route({
    method: "OPTIONS",
    url: RELAY_PATH,
    handler: async (request, reply) => {
      reply.header("allow", ALLOW);
      if (
        reply.hasHeader("access-control-allow-origin") &&
        request.headers["access-control-request-method"]
      ) {
        reply
          .header("vary", "Origin, Access-Control-Request-Method, Access-Control-Request-Headers")
          .header("access-control-allow-methods", "POST")
          .header("access-control-allow-headers", "Content-Type")
          .header("access-control-max-age", PREFLIGHT_MAX_AGE);
      }
      return reply.code(204).send();
    },
  });

  // Any other method: 405, answered before a body is read.
  const refuseMethod = async (_request: FastifyRequest, reply: FastifyReply) =>
    sendText(reply.header("allow", ALLOW), 405, "Method not allowed: use POST\n");
  relay.route({
    method: relay.supportedMethods.filter((method) => method !== "POST" && method !== "OPTIONS"),
    url: RELAY_PATH,
    onRequest: refuseMethod,
    handler: refuseMethod,
  });
}
