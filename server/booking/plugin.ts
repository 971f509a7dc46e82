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
 *
 * This plugin checks its options and wires the parts together:
 *
 *   routes.ts     the routes: read the request, call the service, answer
 *   service.ts    the operations: slots, book, resolve a token, cancel, move
 *   answers.ts    JSON and HTML answers, the French refusals
 *   lifecycle.ts  the e-mail worker, the reminders, the retention purge
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { publicConfig } from "../../config/public.ts";
import type { BookingSettings } from "../../config/server.ts";
import { DEFAULT_BOOKING_RATE_LIMIT } from "../../config/server-env.ts";
import { openStore } from "../open-store.ts";
import { consoleLogger, type RelayLogger } from "../relay/delivery.ts";
import { loadPageFrame } from "../relay/html.ts";
import { decideOrigin, normalizeOrigin } from "../relay/origin.ts";
import { BookingLifecycle } from "./lifecycle.ts";
import { bookingRoutes } from "./routes.ts";
import { BookingService } from "./service.ts";
import { defaultSchedule, type Schedule } from "./slots.ts";
import { type Booking, BookingStore } from "./store.ts";

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

/** The site's origin and the other allowed ones, normalized; throws on one that is not an http(s) origin. */
function allowedOriginsOf(siteUrl: string, others: readonly string[]): Set<string> {
  const allowed = new Set<string>();
  for (const origin of [siteUrl, ...others]) {
    const normalized = normalizeOrigin(origin);
    if (normalized === undefined)
      throw new Error(`booking: ${JSON.stringify(origin)} is not an http(s) origin`);
    allowed.add(normalized);
  }
  return allowed;
}

/** The booking routes; register with `app.register(bookingPlugin, options)`. */
export async function bookingPlugin(app: FastifyInstance, options: BookingOptions): Promise<void> {
  const log = options.log ?? consoleLogger;
  const now = options.now ?? (() => new Date());
  const siteUrl = options.siteUrl ?? publicConfig().SITE_URL;
  const { secret } = options;
  if (secret.length === 0) throw new Error("booking: a secret is required (BOOKING_SECRET)");
  const rateLimit = options.rateLimit ?? DEFAULT_BOOKING_RATE_LIMIT;
  if (!Number.isInteger(rateLimit) || rateLimit < 0) {
    throw new Error(`booking rateLimit must be a whole number, got ${rateLimit}`);
  }
  const allowedOrigins = allowedOriginsOf(siteUrl, options.allowedOrigins ?? []);
  const frame = loadPageFrame(options.siteRoot);

  const store = openStore(options.databasePath, () => BookingStore.open(options.databasePath));
  const lifecycle = new BookingLifecycle({ ...options, store, secret, siteUrl, now, log });
  app.addHook("onReady", async () => lifecycle.start());
  app.addHook("onClose", async () => lifecycle.stop());

  const service = new BookingService({
    store,
    secret,
    siteUrl,
    schedule: options.schedule ?? defaultSchedule,
    now,
    log,
    mail: options.smtp !== undefined,
    nudge: () => lifecycle.nudge(),
    onStored: options.onStored,
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
  await bookingRoutes(app, { service, frame, rateLimit, originAllowed, log });
}
