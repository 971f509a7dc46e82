/**
 * The self-hosted e-mail relay: POST /api/v1.0/email/send-form, the endpoint
 * and protocol of EmailJS's sendForm(), so the site's contact form talks to it
 * with @emailjs/browser unchanged. validate → store in SQLite → 200 "OK" →
 * deliver by SMTP when configured (delivery.ts). The form is read and checked
 * by form.ts; CORS is @fastify/cors's. Encapsulated under RELAY_PATH: the
 * CORS, the multipart parser, the rate limit and the error handler below
 * concern these routes only.
 */
import fastifyCors from "@fastify/cors";
import fastifyMultipart from "@fastify/multipart";
import fastifyRateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { publicConfig } from "../../config/public.ts";
import type { RelayKeys, RelaySettings } from "../../config/server.ts";
import { DEFAULT_RELAY_RATE_LIMIT } from "../../config/server-env.ts";
import { contactSentPath } from "../../content/contact-paths.ts";
import {
  CONVERSION_ENTRY_FIELD,
  CONVERSION_FROM_FIELD,
  RELAY_PATH,
} from "../../shared/contact-validation.ts";
import type { RecordConversion } from "../analytics/plugin.ts";
import { type BuildFacts, fixedBuildFacts } from "../build-facts.ts";
import { openStore } from "../open-store.ts";
import {
  composeMail,
  composeTestMail,
  consoleLogger,
  DeliveryWorker,
  describeError,
  type MailAddresses,
  type RelayLogger,
  smtpTransport,
} from "./delivery.ts";
import { RelayHttpError } from "./errors.ts";
import { checkFormHeaders, InvalidFormError, MULTIPART_OPTIONS, messageOf, readForm } from "./form.ts";
import { RelayPages, wantsHtml } from "./html.ts";
import { decideOrigin, normalizeOrigin } from "./origin.ts";
import { RetentionPurge } from "./retention.ts";
import { type ContactMessage, MessageStore } from "./store.ts";

/** The path @emailjs/browser posts sendForm() to, and the form's action. */
export { RELAY_PATH };

/** How long a browser may cache a CORS preflight answer, in seconds. */
const PREFLIGHT_MAX_AGE = 600;

const ALLOW = "OPTIONS, POST";

/**
 * The relay's delivery as the back office uses it (server/admin/messages.ts):
 * relayPlugin attaches its DeliveryWorker here when SMTP is configured, so
 * that a failed message queued again is attempted at once, not at the next poll.
 */
export class RelayHandle {
  private worker: Pick<DeliveryWorker, "nudge"> | undefined;
  private tester: TestMailer | undefined;

  /** Whether the relay e-mails its messages (SMTP configured): only then can a message be sent again. */
  get delivers(): boolean {
    return this.worker !== undefined;
  }

  /** Asks the delivery worker for a pass now (nothing without SMTP). */
  nudge(): void {
    this.worker?.nudge();
  }

  /**
   * Sends a test e-mail to the firm's address through the relay's own SMTP
   * transport (« Tester l’envoi »), now, outside the queue; undefined without
   * SMTP. On success the worker is nudged: what waited for the server goes.
   */
  async sendTest(requestedBy: string): Promise<TestMailOutcome | undefined> {
    if (!this.tester) return undefined;
    try {
      await this.tester.send(requestedBy);
    } catch (error) {
      return { sent: false, to: this.tester.to, reason: describeError(error) };
    }
    this.nudge();
    return { sent: true, to: this.tester.to };
  }

  /** Called by relayPlugin with the worker it starts, and its test e-mail. */
  attach(worker: Pick<DeliveryWorker, "nudge">, tester?: TestMailer): void {
    this.worker = worker;
    this.tester = tester;
  }
}

/** The relay's test e-mail: where it goes, and how it is sent. */
export interface TestMailer {
  to: string;
  send(requestedBy: string): Promise<unknown>;
}

/** How a test e-mail went; `reason` as the SMTP library said it (server/relay/mail-failure.ts says it in French). */
export type TestMailOutcome = { sent: true; to: string } | { sent: false; to: string; reason: string };

export interface RelayOptions extends RelaySettings {
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
  /**
   * The built site (build/client): its /contact page frames the pages a
   * browser posting without scripts is answered with (html.ts). Without it,
   * a bare page.
   */
  siteRoot?: string;
  /**
   * The frame and the firm's contact of the build answered (server/services.ts:
   * the live build's), read for each page; default: `siteRoot`'s, fixed.
   */
  buildFacts?: () => BuildFacts;
  /** Counts each message stored (not spam) as a « contact » conversion of the audience (server/app.ts). */
  recordConversion?: RecordConversion;
  /** Given the delivery worker, for the back office's « renvoyer » (server/services.ts). */
  handle?: RelayHandle;
}

function sendText(reply: FastifyReply, status: number, text: string): FastifyReply {
  return reply.code(status).header("cache-control", "no-store").type("text/plain; charset=utf-8").send(text);
}

/**
 * A page for a browser posting the form itself (html.ts). Its answers vary
 * with Accept too; all of them are no-store, so no cache keeps either kind.
 */
function sendHtml(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply
    .code(status)
    .header("cache-control", "no-store")
    .header("vary", "Origin, Accept")
    .type("text/html; charset=utf-8")
    .send(html);
}

/**
 * A log-safe label of what a message is about: one of the form's options, as
 * given. The relay takes any text in that field, so whatever else a request
 * sent there is not logged: it could be anything the visitor typed.
 */
function about(message: ContactMessage, interests: readonly string[]): string {
  if (message.interest === "") return JSON.stringify("no interest given");
  return interests.includes(message.interest)
    ? JSON.stringify(message.interest)
    : JSON.stringify("an interest not among the form's options");
}

/** The relay's error handler: a page for a browser without scripts, else a short text. */
function relayErrorHandler(pages: RelayPages, log: RelayLogger) {
  return (error: Error & { statusCode?: number }, request: FastifyRequest, reply: FastifyReply) => {
    if (wantsHtml(request.headers.accept)) {
      // A browser without scripts: the form again when its fields are refused, else a page saying why.
      if (error instanceof InvalidFormError)
        return sendHtml(reply, 422, pages.invalidForm(error.values, error.errors));
      const status =
        typeof error.statusCode === "number" && error.statusCode >= 400 && error.statusCode < 500
          ? error.statusCode
          : 500;
      if (status === 500) log.error(`relay: ${request.method} ${RELAY_PATH} failed: ${describeError(error)}`);
      return sendHtml(reply, status, pages.refusal(status));
    }
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
  };
}

/** What the relay's routes work with, made once by relayPlugin. */
interface RelayContext {
  store: MessageStore;
  /** The e-mail delivery; none without SMTP. */
  worker: DeliveryWorker | undefined;
  keys: RelayKeys;
  now: () => Date;
  log: RelayLogger;
  pages: RelayPages;
  /** The facts of the build answered (its form's subjects). */
  facts: () => BuildFacts;
  rateLimit: number;
  /** Whether the request's origin may post, and the CORS origin to answer a cross-origin one with. */
  originDecision: (request: FastifyRequest) => ReturnType<typeof decideOrigin>;
  recordConversion?: RecordConversion;
}

/** No-store, the origin check, CORS, the multipart parser and the rate limit of the relay's routes. */
async function relayGuards(
  routes: FastifyInstance,
  { originDecision, rateLimit }: RelayContext,
): Promise<void> {
  // Every relay answer: never cached, and varying with the Origin it was given.
  routes.addHook("onRequest", async (request, reply) => {
    reply.header("cache-control", "no-store").header("vary", "Origin");
    if (!originDecision(request).allowed) throw new RelayHttpError(403, "Cross-origin request refused");
    // Also on the preflight, which @fastify/cors answers in its own hook, below.
    if (request.method === "OPTIONS" && request.routeOptions.url === RELAY_PATH) reply.header("allow", ALLOW);
  });

  // CORS headers for an allowed origin other than the request's own, and the
  // answer to its preflight (Access-Control-Allow-Methods…), before any route.
  await routes.register(fastifyCors, {
    delegator: (request, callback) => {
      const decision = originDecision(request);
      callback(null, {
        origin: (decision.allowed && decision.corsOrigin) || false,
        methods: "POST",
        allowedHeaders: "Content-Type",
        maxAge: PREFLIGHT_MAX_AGE,
        // A cross-origin OPTIONS without Access-Control-Request-Method is answered as a preflight too.
        strictPreflight: false,
      });
    },
  });

  await routes.register(fastifyMultipart, MULTIPART_OPTIONS);
  if (rateLimit > 0) {
    await routes.register(fastifyRateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) =>
        new RelayHttpError(429, `Too many requests: retry in ${context.after}`),
    });
  }
}

/** POST: the form, stored then answered; OPTIONS; any other method: 405. */
function relayRoutes(routes: FastifyInstance, context: RelayContext): void {
  const { store, worker, keys, now, log, pages, facts, rateLimit } = context;
  routes.route({
    method: "POST",
    url: "",
    config: rateLimit > 0 ? { rateLimit: { max: rateLimit, timeWindow: 60_000 } } : {},
    // Before any body is read.
    preParsing: async (request, reply, payload) => {
      checkFormHeaders(request, reply);
      return payload;
    },
    handler: async (request, reply) => {
      const form = await readForm(request, reply);
      const { message, spam } = messageOf(form, keys);
      // Committed (and synced) before the answer: an "OK" is never lost.
      const stored = store.insert(message, spam ? "spam" : worker ? "pending" : "stored", now());
      // A file replaced, or a WAL taken, under the server: the commit may never
      // reach the file on disk, so the visitor is not told it was stored (decision 041).
      const file = store.fileState();
      if (file !== "ok")
        throw new Error(`the inbox's file on disk is no longer the one open (${file}): restart the server`);
      // The page seen before the form's and the visit's entry page, counted with the conversion; never stored with the message.
      if (!spam)
        context.recordConversion?.("contact", request, {
          from: form.values.get(CONVERSION_FROM_FIELD),
          entry: form.values.get(CONVERSION_ENTRY_FIELD),
        });
      if (spam) {
        // A bot filled the hidden field: it is told nothing, the message is kept aside.
        log.info(`relay: message ${stored.id} stored as spam (honeypot filled)`);
      } else if (worker) {
        log.info(
          `relay: message ${stored.id} stored (${about(message, facts().interests)}), delivery pending`,
        );
        worker.nudge();
      } else {
        log.info(
          `relay: message ${stored.id} stored (${about(message, facts().interests)}; no SMTP configured: see npm run inbox)`,
        );
      }
      // A browser that posted the form itself goes on to the confirmation page.
      if (wantsHtml(request.headers.accept))
        return reply.header("vary", "Origin, Accept").redirect(contactSentPath, 303);
      return sendText(reply, 200, "OK");
    },
  });

  // A plain OPTIONS lists the methods (the hook above set Allow; a preflight
  // is answered by @fastify/cors before it gets here).
  routes.route({
    method: "OPTIONS",
    url: "",
    handler: async (_request, reply) => reply.code(204).send(),
  });

  // Any other method: 405, answered before a body is read.
  const refuseMethod = async (request: FastifyRequest, reply: FastifyReply) =>
    wantsHtml(request.headers.accept)
      ? sendHtml(reply.header("allow", ALLOW), 405, pages.refusal(405))
      : sendText(reply.header("allow", ALLOW), 405, "Method not allowed: use POST\n");
  routes.route({
    method: routes.supportedMethods.filter((method) => method !== "POST" && method !== "OPTIONS"),
    url: "",
    onRequest: refuseMethod,
    handler: refuseMethod,
  });
}

/** The relay routes; register with `app.register(relayPlugin, options)`. */
export async function relayPlugin(relay: FastifyInstance, options: RelayOptions): Promise<void> {
  const log = options.log ?? consoleLogger;
  const now = options.now ?? (() => new Date());
  const config = publicConfig();
  const keys = options.keys ?? {
    publicKey: config.EMAILJS_PUBLIC_KEY,
    serviceId: config.EMAILJS_SERVICE_ID,
    templateId: config.EMAILJS_TEMPLATE_ID,
  };
  const rateLimit = options.rateLimit ?? DEFAULT_RELAY_RATE_LIMIT;
  if (!Number.isInteger(rateLimit) || rateLimit < 0) {
    throw new Error(`relay rateLimit must be a whole number, got ${rateLimit}`);
  }
  const allowedOrigins = new Set<string>();
  for (const origin of [options.siteUrl ?? config.SITE_URL, ...(options.allowedOrigins ?? [])]) {
    const normalized = normalizeOrigin(origin);
    if (normalized === undefined)
      throw new Error(`relay: ${JSON.stringify(origin)} is not an http(s) origin`);
    allowedOrigins.add(normalized);
  }

  const facts = options.buildFacts ?? fixedBuildFacts(options.siteRoot);
  const pages = new RelayPages(facts, keys);

  const store = openStore(options.databasePath, () => MessageStore.open(options.databasePath));
  let worker: DeliveryWorker | undefined;
  let tester: TestMailer | undefined;
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
      const transport = smtpTransport(options.smtp.url);
      worker = new DeliveryWorker({
        store,
        transport,
        compose: (message) => composeMail(message, addresses),
        retryDelaysMs: options.retryDelaysMs,
        pollIntervalMs: options.pollIntervalMs,
        now,
        log,
      });
      tester = {
        to: addresses.to,
        send: (requestedBy) => transport.sendMail(composeTestMail(addresses, requestedBy)),
      };
    }
  } catch (error) {
    store.close();
    throw error;
  }

  if (worker) options.handle?.attach(worker, tester);

  relay.addHook("onReady", async () => {
    purge.start();
    worker?.start();
  });
  relay.addHook("onClose", async () => {
    purge.stop();
    await worker?.stop();
    store.close();
  });

  /** Whether the request's origin may post, and the CORS origin to answer a cross-origin one with. */
  const originDecision = (request: FastifyRequest) => {
    const origin = request.headers.origin;
    const secFetchSite = request.headers["sec-fetch-site"];
    return decideOrigin({
      origin: typeof origin === "string" ? origin : undefined,
      secFetchSite: typeof secFetchSite === "string" ? secFetchSite : undefined,
      requestOrigin: `${request.protocol}://${request.host}`,
      allowedOrigins,
    });
  };

  // The routes, under RELAY_PATH: the hooks, parsers and error handler below concern them only.
  const context: RelayContext = {
    store,
    worker,
    keys,
    now,
    log,
    pages,
    facts,
    rateLimit,
    originDecision,
    recordConversion: options.recordConversion,
  };
  await relay.register(
    async (routes) => {
      routes.setErrorHandler(relayErrorHandler(pages, log));
      await relayGuards(routes, context);
      relayRoutes(routes, context);
    },
    { prefix: RELAY_PATH },
  );
}
