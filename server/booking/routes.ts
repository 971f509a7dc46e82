/**
 * The booking's routes (the list is in plugin.ts): each reads its request,
 * asks the booking service (service.ts) and answers (answers.ts). Under
 * BOOKING_API, every answer is no-store but the next free slots (a minute), a POST from another site is refused
 * (403), the POSTs are rate-limited (@fastify/rate-limit), and the JSON routes
 * refuse any other type (415); the manage page's form posts urlencoded.
 */
import fastifyRateLimit from "@fastify/rate-limit";
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from "fastify";
import { BOOKING_API, bookingManagePath } from "../../content/booking.ts";
import { frenchTypography } from "../../content/format.ts";
import type { BuildFacts } from "../build-facts.ts";
import type { RelayLogger } from "../relay/delivery.ts";
import {
  BODY_LIMIT,
  bodyObject,
  bookingErrorHandler,
  mediaType,
  refusal,
  refusalError,
  sendHtml,
  sendJson,
} from "./answers.ts";
import { managePage } from "./pages.ts";
import { type BookingService, managePath, publicBooking } from "./service.ts";

export interface BookingRoutesOptions {
  service: BookingService;
  /** The frame and contact of the manage page and of the HTML refusals: the build answered's (relay/html.ts). */
  buildFacts: () => BuildFacts;
  /** POSTs per minute per client address; 0: no limit. */
  rateLimit: number;
  /** True when the request may post (relay/origin.ts). */
  originAllowed: (request: FastifyRequest) => boolean;
  log: RelayLogger;
}

/** GET /rendez-vous/gerer?jeton=<t>: the manage page, server-rendered (no JSON here). */
function manageRoute(app: FastifyInstance, { service, buildFacts }: BookingRoutesOptions): void {
  app.get(bookingManagePath, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const token = query.jeton;
    const outcome = service.resolveToken(token);
    const frame = buildFacts();
    reply.header("x-robots-tag", "noindex");
    if (!outcome.ok) return sendHtml(reply, outcome.status, managePage(frame, outcome.state));
    const { booking } = outcome;
    if (booking.status === "cancelled") {
      const justNow = query.annule === "1";
      return sendHtml(reply, justNow ? 200 : 410, managePage(frame, { kind: "cancelled", booking, justNow }));
    }
    return sendHtml(reply, 200, managePage(frame, { kind: "active", booking, token: String(token) }));
  });
}

/** The API's refusals, its no-store and origin check, and the manage page's urlencoded form. */
async function apiGuards(api: FastifyInstance, options: BookingRoutesOptions): Promise<void> {
  api.setErrorHandler(bookingErrorHandler(options.buildFacts, options.log));
  api.setNotFoundHandler((_request, reply) =>
    sendJson(reply, 404, { error: "not-found", message: frenchTypography(refusal(404).message) }),
  );
  api.addHook("onRequest", async (request, reply) => {
    reply.header("cache-control", "no-store");
    if (request.method === "POST" && !options.originAllowed(request)) throw refusalError(403);
  });
  // The manage page's form posts urlencoded; the JSON routes refuse it (415).
  api.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: BODY_LIMIT },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
  if (options.rateLimit > 0) {
    await api.register(fastifyRateLimit, { global: false, errorResponseBuilder: () => refusalError(429) });
  }
}

const requireJson = async (request: FastifyRequest) => {
  if (mediaType(request.headers["content-type"]) !== "application/json") throw refusalError(415);
};

/** How long the next free slots may be kept by the browser or a cache, in seconds. */
const NEXT_SLOT_MAX_AGE = 60;

/** The JSON API: slots, the next free slots, book, manage, cancel, move. */
function apiRoutes(api: FastifyInstance, { service, rateLimit }: BookingRoutesOptions): void {
  const limited: FastifyContextConfig =
    rateLimit > 0 ? { rateLimit: { max: rateLimit, timeWindow: 60_000 } } : {};
  const post = { bodyLimit: BODY_LIMIT, config: limited };

  api.get("/slots", async (request, reply) =>
    sendJson(reply, 200, service.slots((request.query as Record<string, unknown>).format)),
  );

  // The pages' « next free slot » line: the same for every visitor, so a
  // minute in a cache is fine (a slot booked meanwhile: the booking page says so).
  api.get("/next", async (request, reply) =>
    sendJson(
      reply,
      200,
      service.nextSlots((request.query as Record<string, unknown>).format),
      `public, max-age=${NEXT_SLOT_MAX_AGE}`,
    ),
  );

  api.post("", { ...post, preValidation: requireJson }, async (request, reply) => {
    const booking = service.book(bodyObject(request), request);
    return sendJson(reply, 201, {
      booking: { ...publicBooking(booking), manageUrl: service.managePathOf(booking) },
    });
  });

  api.get("/manage", async (request, reply) => {
    const booking = service.active((request.query as Record<string, unknown>).token);
    return sendJson(reply, 200, { booking: { ...publicBooking(booking), status: booking.status } });
  });

  api.post("/cancel", post, async (request, reply) => {
    const type = mediaType(request.headers["content-type"]);
    const body = bodyObject(request);
    if (type === "application/x-www-form-urlencoded") {
      // The manage page's form, without scripts: back to that page, which shows the outcome.
      const token = typeof body.jeton === "string" ? body.jeton : "";
      const cancelled = service.cancelFromPage(token);
      return reply
        .header("cache-control", "no-store")
        .redirect(managePath(token, cancelled ? "&annule=1" : ""), 303);
    }
    if (type !== "application/json") throw refusalError(415);
    service.cancel(body.token);
    return sendJson(reply, 200, { status: "cancelled" });
  });

  api.post("/move", { ...post, preValidation: requireJson }, async (request, reply) => {
    const body = bodyObject(request);
    const booking = service.move(body.token, body.start);
    return sendJson(reply, 200, {
      booking: { ...publicBooking(booking), manageUrl: service.managePathOf(booking) },
    });
  });
}

/** Registers the manage page and, under BOOKING_API, the JSON API. */
export async function bookingRoutes(app: FastifyInstance, options: BookingRoutesOptions): Promise<void> {
  manageRoute(app, options);
  await app.register(
    async (api) => {
      await apiGuards(api, options);
      apiRoutes(api, options);
    },
    { prefix: BOOKING_API },
  );
}
