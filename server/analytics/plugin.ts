/**
 * The audience endpoint (decision 029): POST /api/audience, the beacon of
 * app/audience/measure.ts. Checks, in this order, before any body is read:
 * Sec-GPC: 1 and bots (isbot on the User-Agent) are answered 202 and nothing
 * is counted; a request from another site is refused (403); then the rate
 * limit (429), the type (text/plain or application/json, else 415) and the
 * size (413). The body is checked (server/analytics/beacon.ts: 400 when it is
 * not a beacon) and its counts added to today's (Europe/Paris) in one small
 * transaction, then 202 with no body. Nothing about the request is kept: no
 * address, no header, no time of day; the log has its usual request line.
 *
 * The store's counts are purged after AUDIENCE_RETENTION_MONTHS (25) by the
 * relay's retention mechanism (server/relay/retention.ts), daily.
 */
import type { IncomingHttpHeaders } from "node:http";
import fastifyRateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isbot } from "isbot";
import { publicConfig } from "../../config/public.ts";
import type { AudienceSettings } from "../../config/server.ts";
import { DEFAULT_AUDIENCE_RATE_LIMIT } from "../../config/server-env.ts";
import { bookingPagePath } from "../../content/booking-paths.ts";
import { AUDIENCE_RETENTION_MONTHS } from "../../content/legal/retention.ts";
import { pagePaths } from "../../content/routes-data.ts";
import { AUDIENCE_PATH, BEACON_LIMITS } from "../../shared/audience.ts";
import { CONVERSION_ENTRY_FIELD, CONVERSION_FROM_FIELD } from "../../shared/contact-validation.ts";
import { consoleLogger, describeError, type RelayLogger } from "../relay/delivery.ts";
import { decideOrigin, normalizeOrigin } from "../relay/origin.ts";
import { RetentionPurge } from "../relay/retention.ts";
import { InvalidBeaconError, parseBeacon } from "./beacon.ts";
import { ARRIVED_KEY, type AudienceStore, type ConversionKind, parisDay, UNKNOWN_KEY } from "./store.ts";

export interface AudienceOptions extends AudienceSettings {
  /** Months the counts are kept. Default AUDIENCE_RETENTION_MONTHS (25, the CNIL's maximum). */
  retentionMonths?: number;
  /** Time between two purges (the first runs on start). Default one day. */
  purgeIntervalMs?: number;
  /** The clock: the day a beacon counts for, the purge. */
  now?: () => Date;
  log?: RelayLogger;
}

/**
 * The audience's fields of a conversion's request (shared/contact-validation.ts),
 * as read by a caller that parses the body itself (the relay's multipart form).
 */
interface ConversionFields {
  /** CONVERSION_FROM_FIELD: the page shown before the form's. */
  from?: unknown;
  /** CONVERSION_ENTRY_FIELD: the page the visit entered the site on. */
  entry?: unknown;
}

/**
 * Counts a conversion (a contact message or a booking, once stored) for
 * today, under the page the visitor saw before the form's page (the
 * request's CONVERSION_FROM_FIELD; see conversionPath) and, in the entry
 * pages' funnel, under the page the visit entered the site on (its
 * CONVERSION_ENTRY_FIELD; see entryPath). The fields are given by a caller
 * that reads the body itself (the relay's multipart form), else read from the
 * request's parsed body (the booking's JSON). Given the request, it counts
 * nothing when the browser sent Sec-GPC: 1. Never throws: a failed count is
 * logged, the message or the booking it follows is not affected. Wired by
 * server/services.ts into the relay (server/relay/plugin.ts) and the booking.
 */
export type RecordConversion = (
  kind: ConversionKind,
  request?: { headers: IncomingHttpHeaders; body?: unknown },
  fields?: ConversionFields,
) => void;

/**
 * Where a conversion is counted, from its request's CONVERSION_FROM_FIELD: a
 * page of the site as it is, "" (the form's page was the first one shown) as
 * ARRIVED_KEY, anything else or nothing as UNKNOWN_KEY.
 */
export function conversionPath(from: unknown, pages: ReadonlySet<string>): string {
  if (from === "") return ARRIVED_KEY;
  return typeof from === "string" && pages.has(from) ? from : UNKNOWN_KEY;
}

/**
 * Where a conversion is counted in the entry pages' funnel, from its
 * request's CONVERSION_ENTRY_FIELD: a page of the site as it is, anything
 * else or nothing as UNKNOWN_KEY. Never the value as sent.
 */
export function entryPath(entry: unknown, pages: ReadonlySet<string>): string {
  return typeof entry === "string" && pages.has(entry) ? entry : UNKNOWN_KEY;
}

function fieldsOfBody(body: unknown): ConversionFields {
  if (typeof body !== "object" || body === null) return {};
  const fields = body as Record<string, unknown>;
  return { from: fields[CONVERSION_FROM_FIELD], entry: fields[CONVERSION_ENTRY_FIELD] };
}

/** True when the request asks not to be measured: Global Privacy Control (Sec-GPC: 1). */
function refusesMeasurement(headers: IncomingHttpHeaders): boolean {
  return headers["sec-gpc"]?.toString().trim() === "1";
}

/** The conversion counter of a store (see RecordConversion); `pages`: the site's page paths. */
export function conversionRecorder(
  store: AudienceStore,
  now: () => Date = () => new Date(),
  log: RelayLogger = consoleLogger,
  pages: ReadonlySet<string> = new Set(pagePaths),
): RecordConversion {
  return (kind, request, fields) => {
    if (request && refusesMeasurement(request.headers)) return;
    try {
      const { from, entry } = fields ?? fieldsOfBody(request?.body);
      store.recordConversion(kind, parisDay(now()), conversionPath(from, pages), entryPath(entry, pages));
    } catch (error) {
      log.error(`audience: could not count a ${kind} conversion: ${describeError(error)}`);
    }
  };
}

function sendEmpty(reply: FastifyReply, status: number): FastifyReply {
  return reply.code(status).header("cache-control", "no-store").send();
}

function sendText(reply: FastifyReply, status: number, text: string): FastifyReply {
  return reply
    .code(status)
    .header("cache-control", "no-store")
    .type("text/plain; charset=utf-8")
    .send(`${text}\n`);
}

/** The endpoint; register with `app.register(analyticsPlugin, { ...options, store })`. */
export async function analyticsPlugin(
  app: FastifyInstance,
  options: AudienceOptions & { store: AudienceStore },
): Promise<void> {
  const { store } = options;
  const log = options.log ?? consoleLogger;
  const now = options.now ?? (() => new Date());
  const rateLimit = options.rateLimit ?? DEFAULT_AUDIENCE_RATE_LIMIT;
  if (!Number.isInteger(rateLimit) || rateLimit < 0) {
    throw new Error(`audience rateLimit must be a whole number, got ${rateLimit}`);
  }
  const siteOrigin = normalizeOrigin(options.siteUrl ?? publicConfig().SITE_URL);
  const allowedOrigins = new Set(siteOrigin ? [siteOrigin] : []);
  const pages = new Set(pagePaths);

  const purge = new RetentionPurge({
    store,
    retentionMonths: options.retentionMonths ?? AUDIENCE_RETENTION_MONTHS,
    intervalMs: options.purgeIntervalMs,
    now,
    log,
    label: { scope: "audience", item: "daily count dated", items: "daily counts dated" },
  });
  app.addHook("onReady", async () => purge.start());
  app.addHook("onClose", async () => purge.stop());

  await app.register(
    async (routes) => {
      // Only these two types, read as text, within the size limit; any other is answered 415.
      routes.removeAllContentTypeParsers();
      routes.addContentTypeParser(
        ["text/plain", "application/json"],
        { parseAs: "string", bodyLimit: BEACON_LIMITS.bytes },
        (_request, body, done) => done(null, body),
      );

      routes.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
        if (error instanceof InvalidBeaconError)
          return sendText(reply, 400, `Invalid beacon: ${error.message}`);
        const status =
          typeof error.statusCode === "number" && error.statusCode >= 400 && error.statusCode < 500
            ? error.statusCode
            : 500;
        if (status === 500)
          log.error(`audience: ${request.method} ${AUDIENCE_PATH} failed: ${describeError(error)}`);
        return sendText(reply, status, status === 500 ? "Internal error" : error.message);
      });

      // Before the rate limit and before any body is read: refusals cost nothing and count nothing.
      routes.addHook("onRequest", async (request, reply) => {
        if (request.method !== "POST") return;
        // Every browser names itself: no User-Agent is a script, not a visitor.
        const agent = request.headers["user-agent"];
        if (refusesMeasurement(request.headers) || !agent || isbot(agent)) {
          return sendEmpty(reply, 202);
        }
        const origin = request.headers.origin;
        const secFetchSite = request.headers["sec-fetch-site"];
        const decision = decideOrigin({
          origin: typeof origin === "string" ? origin : undefined,
          secFetchSite: typeof secFetchSite === "string" ? secFetchSite : undefined,
          requestOrigin: `${request.protocol}://${request.host}`,
          allowedOrigins,
        });
        if (!decision.allowed) return sendText(reply, 403, "Cross-origin beacon refused");
      });

      if (rateLimit > 0) {
        await routes.register(fastifyRateLimit, {
          global: false,
          errorResponseBuilder: (_request, context) =>
            Object.assign(new Error(`Too many beacons: retry in ${context.after}`), { statusCode: 429 }),
        });
      }

      routes.route({
        method: "POST",
        url: "",
        bodyLimit: BEACON_LIMITS.bytes,
        config: rateLimit > 0 ? { rateLimit: { max: rateLimit, timeWindow: 60_000 } } : {},
        handler: async (request: FastifyRequest<{ Body: string | undefined }>, reply) => {
          if (typeof request.body !== "string") return sendText(reply, 415, "Send the beacon as text/plain");
          store.record(parseBeacon(request.body, pages, bookingPagePath), parisDay(now()));
          return sendEmpty(reply, 202);
        },
      });

      const refuseMethod = async (_request: FastifyRequest, reply: FastifyReply) =>
        sendText(reply.header("allow", "POST"), 405, "Method not allowed: use POST");
      routes.route({
        method: routes.supportedMethods.filter((method) => method !== "POST"),
        url: "",
        onRequest: refuseMethod,
        handler: refuseMethod,
      });
    },
    { prefix: AUDIENCE_PATH },
  );
}
