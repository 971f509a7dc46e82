/**
 * Online booking of the free first meeting: the JSON API under BOOKING_API
 * and the server-rendered manage page (content/booking.ts has the paths, the
 * contract is docs/decisions/028-online-booking.md).
 *
 *   GET  /api/booking/slots?format=<id>   the free slots (slots.ts)
 *   GET  /api/booking/next?format=<id>…   the first free slot of each format (cached a minute)
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
 * `Cache-Control: no-store` but the next free slots'. A booking is confirmed only once committed; its
 * e-mails are queued with it and sent by the relay's DeliveryWorker.
 *
 * createBooking checks the options and builds the parts once; the plugin
 * registers the routes over them, and the back office (server/admin/agenda.ts)
 * is given the same parts:
 *
 *   routes.ts        the routes: read the request, call the service, answer
 *   service.ts       the operations: slots, book, resolve a token, cancel, move
 *   agenda-store.ts  the hours and blocks of the back office, read at each request
 *   answers.ts       JSON and HTML answers, the French refusals
 *   lifecycle.ts     the e-mail worker, the reminders, the retention purge
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { publicConfig } from "../../config/public.ts";
import type { BookingSettings } from "../../config/server.ts";
import { DEFAULT_BOOKING_RATE_LIMIT } from "../../config/server-env.ts";
import { interestOptions } from "../../content/contact.ts";
import { type FirmContact, firmContactOf } from "../../content/site.ts";
import { type BuildFacts, fixedBuildFacts } from "../build-facts.ts";
import { openStore } from "../open-store.ts";
import { consoleLogger, type RelayLogger } from "../relay/delivery.ts";
import { decideOrigin, normalizeOrigin } from "../relay/origin.ts";
import { AgendaStore } from "./agenda-store.ts";
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
  /** The default availability, which the agenda's hours and blocks override; default content/booking.ts. */
  schedule?: Schedule;
  /** The clock of everything: slots, tokens, stored dates, reminders, purge. */
  now?: () => Date;
  log?: RelayLogger;
  /** The built site (build/client): its /contact page frames the manage page. */
  siteRoot?: string;
  /**
   * The frame and the firm's contact of the build answered, read for each
   * page and e-mail (server/services.ts: the live build's); default:
   * `siteRoot`'s frame and this process's contact, fixed.
   */
  buildFacts?: () => BuildFacts;
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

/** The parts of the booking, built once (createBooking) and shared by its routes and the back office. */
export interface BookingParts {
  store: BookingStore;
  /** The hours and blocks the firm sets, and the calendar feed's key. */
  agenda: AgendaStore;
  service: BookingService;
  lifecycle: BookingLifecycle;
  /** The canonical site URL (links, the calendar feed's address). */
  siteUrl: string;
  /** The firm's contact of the build answered, read for each use (its calendar feed's name). */
  contact: () => FirmContact;
  now: () => Date;
  log: RelayLogger;
  /** Starts the lifecycle (the server is ready). */
  start(): void;
  /** Stops the lifecycle and closes the stores (the server closes). */
  stop(): Promise<void>;
}

/** Checks the options and opens the stores; the lifecycle starts with `start()`. */
export function createBooking(options: BookingOptions): BookingParts {
  const log = options.log ?? consoleLogger;
  const now = options.now ?? (() => new Date());
  const siteUrl = options.siteUrl ?? publicConfig().SITE_URL;
  const { secret, databasePath } = options;
  const contact = (): FirmContact => options.buildFacts?.().contact ?? firmContactOf();
  const interests = (): readonly string[] => options.buildFacts?.().interests ?? interestOptions;
  // A schedule given (the tests') is fixed; otherwise the slot rules are those of the build answered.
  const { schedule } = options;
  const defaults = schedule
    ? () => schedule
    : () => ({ ...defaultSchedule, ...options.buildFacts?.().booking });
  if (secret.length === 0) throw new Error("booking: a secret is required (BOOKING_SECRET)");
  const store = openStore(databasePath, () => BookingStore.open(databasePath));
  let agenda: AgendaStore;
  try {
    agenda = openStore(databasePath, () => AgendaStore.open(databasePath, defaults));
  } catch (error) {
    store.close();
    throw error;
  }
  let lifecycle: BookingLifecycle;
  try {
    lifecycle = new BookingLifecycle({ ...options, store, secret, siteUrl, contact, now, log });
  } catch (error) {
    agenda.close();
    throw error;
  }
  const service = new BookingService({
    store,
    secret,
    siteUrl,
    schedule: () => agenda.schedule(now()),
    now,
    log,
    mail: options.smtp !== undefined,
    nudge: () => lifecycle.nudge(),
    onStored: options.onStored,
    contact,
    interests,
  });
  return {
    store,
    agenda,
    service,
    lifecycle,
    siteUrl,
    contact,
    now,
    log,
    start: () => lifecycle.start(),
    stop: async () => {
      await lifecycle.stop();
      agenda.close();
    },
  };
}

/**
 * The booking routes; register with `app.register(bookingPlugin, options)`.
 * With `booking` (createBooking's, shared with the back office) the plugin
 * uses those parts; otherwise it builds its own. Either way it starts their
 * lifecycle when the server is ready and stops it when the server closes.
 */
export async function bookingPlugin(
  app: FastifyInstance,
  options: BookingOptions & { booking?: BookingParts },
): Promise<void> {
  const rateLimit = options.rateLimit ?? DEFAULT_BOOKING_RATE_LIMIT;
  let allowedOrigins: Set<string>;
  let buildFacts: () => BuildFacts;
  try {
    if (!Number.isInteger(rateLimit) || rateLimit < 0) {
      throw new Error(`booking rateLimit must be a whole number, got ${rateLimit}`);
    }
    const siteUrl = options.booking?.siteUrl ?? options.siteUrl ?? publicConfig().SITE_URL;
    allowedOrigins = allowedOriginsOf(siteUrl, options.allowedOrigins ?? []);
    buildFacts = options.buildFacts ?? fixedBuildFacts(options.siteRoot);
  } catch (error) {
    // The parts given are the plugin's to stop.
    await options.booking?.stop();
    throw error;
  }
  const booking = options.booking ?? createBooking(options);
  app.addHook("onReady", async () => booking.start());
  app.addHook("onClose", async () => booking.stop());

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
  await bookingRoutes(app, {
    service: booking.service,
    buildFacts,
    rateLimit,
    originAllowed,
    log: booking.log,
  });
}
