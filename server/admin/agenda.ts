/**
 * The agenda of the back office (issue 33): the bookings, the weekly hours
 * and the blocks that the public slots follow at once, and the calendar feed.
 * Every route works on the booking's own parts (server/booking/plugin.ts,
 * createBooking), so a change here is what the public API sees next.
 *
 *   GET    /api/admin/bookings?from=&to=&status=   the bookings (default: not over yet)
 *   POST   /api/admin/bookings/:id/cancel          the firm cancels: both are e-mailed
 *   POST   /api/admin/bookings/:id/move {start}    to a free slot: the « moved » e-mails
 *   GET    /api/admin/agenda/slots?format=         the free slots, as the public API gives them
 *   GET    /api/admin/agenda/hours                 each format's hours, default and current, day by day too
 *   PUT    /api/admin/agenda/hours/:format {hours} schema.org hours on the slot grid
 *   DELETE /api/admin/agenda/hours/:format         back to content/booking.yaml's
 *   GET    /api/admin/agenda/blocks                the blocks not over yet
 *   POST   /api/admin/agenda/blocks                a slot, a day or a period (booking/agenda.ts)
 *   DELETE /api/admin/agenda/blocks/:id
 *   GET    /api/admin/agenda/feed                  { active, createdAt }
 *   POST   /api/admin/agenda/feed                  a new secret address (the old one stops)
 *   DELETE /api/admin/agenda/feed                  revokes it
 *
 * and, outside the back office's guard, the feed itself (agendaFeedRoutes):
 * GET /api/agenda.ics?cle=<key>, the active bookings of the last 30 days and
 * to come. Its key is 32 random bytes (base64url) shown once; only its
 * SHA-256 is stored, and a key is compared through its hash in constant time.
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hoursText } from "../../config/hours.ts";
import { DAYS, isIsoDate, type OpeningPeriod } from "../../config/values.ts";
import { bookingFormatById, bookingFormats } from "../../content/booking.ts";
import { frenchTypography, joinList, lowerFirst } from "../../content/format.ts";
import { frenchDateTime, parisTime } from "../../shared/french-date.ts";
import { describeBlock, readBlock, readWeeklyHours, weeklyHoursText } from "../booking/agenda.ts";
import type { AgendaBlock } from "../booking/agenda-store.ts";
import { BookingHttpError, sendJson } from "../booking/answers.ts";
import { type BookingListQuery, firmBookingView, listBookings } from "../booking/firm.ts";
import { bookingsFeed } from "../booking/ics.ts";
import { formatDetails } from "../booking/mail.ts";
import type { BookingParts } from "../booking/plugin.ts";
import { offsetDateTime } from "../booking/slots.ts";
import type { Booking } from "../booking/store.ts";
import type { AdminContext } from "./context.ts";

export interface AgendaRoutesOptions extends AdminContext {
  /** The booking's parts, shared with its public routes (createBooking). */
  booking: BookingParts;
}

/**
 * The calendar feed's path: `${FEED_PATH}?cle=<key>`. The key is in the query
 * string, which the server's log lines leave out (server/logging.ts).
 */
const FEED_PATH = "/api/agenda.ics";
/** How far back the feed goes. */
const FEED_PAST_DAYS = 30;
/** A key as POST /api/admin/agenda/feed makes it: 32 bytes in base64url. */
const FEED_KEY = /^[A-Za-z0-9_-]{43}$/;

const sha256 = (text: string) => createHash("sha256").update(text).digest();

const ID = /^[1-9]\d{0,15}$/;

/** The number in a route's `:id`; a 404 when it is none. */
function idOf(request: FastifyRequest, what: string): number {
  const { id } = request.params as { id?: string };
  if (!id || !ID.test(id)) throw new BookingHttpError(404, "unknown", `${what} introuvable.`);
  return Number(id);
}

/** The request's JSON body as an object; a 400 otherwise. */
function bodyOf(request: FastifyRequest): Record<string, unknown> {
  const { body } = request;
  if (body === null || typeof body !== "object" || Array.isArray(body)) {
    throw new BookingHttpError(400, "bad-request", "La demande doit être un objet JSON.");
  }
  return body as Record<string, unknown>;
}

/** The list's query: Paris days "YYYY-MM-DD" and a status; a 400 in French otherwise. */
function listQuery(query: Record<string, unknown>): BookingListQuery {
  const result: BookingListQuery = {};
  for (const name of ["from", "to"] as const) {
    const value = query[name];
    if (value === undefined || value === "") continue;
    if (typeof value !== "string" || !isIsoDate(value)) {
      throw new BookingHttpError(400, "bad-request", "Les dates s’écrivent AAAA-MM-JJ, au calendrier.");
    }
    result[name] = value;
  }
  if (result.from && result.to && result.to < result.from) {
    throw new BookingHttpError(400, "bad-request", "La fin de la période précède son début.");
  }
  const { status } = query;
  if (status === "active" || status === "cancelled") result.status = status;
  else if (status !== undefined && status !== "") {
    throw new BookingHttpError(400, "bad-request", "Statut inconnu : « active » ou « cancelled ».");
  }
  return result;
}

const formatList = () => bookingFormats.map((format) => ({ id: format.id, label: format.label }));

/** « par téléphone et en visioconférence », or « tous les formats ». */
function formatsLabel(formats: readonly string[] | null): string {
  if (!formats) return "tous les formats";
  return joinList(formats.map((id) => lowerFirst(bookingFormatById(id)?.label ?? id)));
}

function blockView(block: AgendaBlock) {
  const local = (instant: string) => offsetDateTime(parisTime(instant));
  return {
    id: block.id,
    ...describeBlock(block),
    start: local(block.start),
    end: local(block.end),
    formats: block.formats,
    formatsLabel: formatsLabel(block.formats),
    reason: block.reason,
    createdAt: block.createdAt,
    createdBy: block.createdBy,
  };
}

/** The refusals of these routes as { error, message, fields? }; anything else goes to the guard's handler. */
function agendaErrors(error: Error, _request: FastifyRequest, reply: FastifyReply) {
  if (!(error instanceof BookingHttpError)) throw error;
  return sendJson(reply, error.statusCode, {
    error: error.code,
    message: error.message,
    ...(error.fields && { fields: error.fields }),
  });
}

/** The bookings: list, cancel, move, and the free slots of the move's picker. */
function bookingRoutes(app: FastifyInstance, options: AgendaRoutesOptions): void {
  const { booking, audit } = options;
  const { service, store } = booking;
  const bookingTarget = (id: number) => `rendez-vous ${id}`;

  app.get("/api/admin/bookings", { config: { admin: "lecture" } }, async (request, reply) => {
    const query = listQuery(request.query as Record<string, unknown>);
    const items = listBookings(store, query, options.now()).map(firmBookingView);
    return sendJson(reply, 200, { items, formats: formatList() });
  });

  app.post("/api/admin/bookings/:id/cancel", { config: { admin: "gestion" } }, async (request, reply) => {
    const cancelled = service.cancelByFirm(idOf(request, "Rendez-vous"));
    const mailed = service.mailEnabled;
    audit(
      request,
      "booking-cancelled",
      bookingTarget(cancelled.id),
      `Rendez-vous du ${frenchDateTime(cancelled.start)} annulé${mailed ? " ; la personne en est prévenue par e-mail" : " ; aucun e-mail (envoi non configuré)"}.`,
    );
    return sendJson(reply, 200, { booking: firmBookingView(cancelled), mailed });
  });

  app.post("/api/admin/bookings/:id/move", { config: { admin: "gestion" } }, async (request, reply) => {
    const id = idOf(request, "Rendez-vous");
    const before = store.get(id);
    const moved = service.moveByFirm(id, bodyOf(request).start);
    const mailed = service.mailEnabled;
    const from = before ? `du ${frenchDateTime(before.start)} ` : "";
    audit(
      request,
      "booking-moved",
      bookingTarget(moved.id),
      `Déplacé ${from}au ${frenchDateTime(moved.start)}${mailed ? " ; la personne en est prévenue par e-mail" : ""}.`,
    );
    return sendJson(reply, 200, { booking: firmBookingView(moved), mailed });
  });

  app.get("/api/admin/agenda/slots", { config: { admin: "lecture" } }, async (request, reply) =>
    sendJson(reply, 200, service.slots((request.query as Record<string, unknown>).format)),
  );
}

/**
 * The week day by day, Monday first, for the back office's form: each day's
 * ranges in order, without repeats (none when closed), so that it reads them
 * without parsing schema.org's syntax, and two ways of writing the same week
 * compare equal.
 */
function weekDays(periods: readonly OpeningPeriod[]) {
  return DAYS.map((day) => {
    const ranges = new Map<string, { opens: string; closes: string }>();
    for (const { days, opens, closes } of periods) {
      if (days.includes(day)) ranges.set(`${opens}-${closes}`, { opens, closes });
    }
    return { day, ranges: [...ranges.keys()].sort().flatMap((key) => ranges.get(key) ?? []) };
  });
}

const sameWeek = (a: readonly OpeningPeriod[], b: readonly OpeningPeriod[]) =>
  JSON.stringify(weekDays(a)) === JSON.stringify(weekDays(b));

/** The weekly hours of each format: content/booking.yaml's, or the firm's from here. */
function hoursRoutes(app: FastifyInstance, options: AgendaRoutesOptions): void {
  const { agenda } = options.booking;

  const formatOf = (request: FastifyRequest) => {
    const { format } = request.params as { format?: string };
    const found = format === undefined ? undefined : bookingFormatById(format);
    if (!found || !agenda.defaults().availability[found.id]) {
      throw new BookingHttpError(404, "unknown-format", "Format de rendez-vous inconnu.");
    }
    return found;
  };

  const hoursItems = () => {
    const overrides = new Map(agenda.hoursOverrides().map((override) => [override.format, override]));
    const current = agenda.schedule(options.now()).availability;
    const base = agenda.defaults();
    return bookingFormats.flatMap((format) => {
      const defaults = base.availability[format.id];
      if (!defaults) return [];
      const periods: readonly OpeningPeriod[] = current[format.id] ?? defaults;
      const override = overrides.get(format.id);
      return [
        {
          format: format.id,
          label: format.label,
          hours: weeklyHoursText(periods),
          hoursLabel: hoursText(periods),
          days: weekDays(periods),
          slotMinutes: base.slotMinutes,
          defaultHours: weeklyHoursText(defaults),
          defaultHoursLabel: hoursText(defaults),
          changed: !sameWeek(periods, defaults),
          updatedAt: override?.updatedAt ?? null,
          updatedBy: override?.updatedBy ?? null,
        },
      ];
    });
  };
  const itemOf = (format: string) => hoursItems().find((item) => item.format === format);

  app.get("/api/admin/agenda/hours", { config: { admin: "lecture" } }, async (_request, reply) =>
    sendJson(reply, 200, hoursItems()),
  );

  app.put("/api/admin/agenda/hours/:format", { config: { admin: "gestion" } }, async (request, reply) => {
    const format = formatOf(request);
    const base = agenda.defaults();
    const { hours, periods } = readWeeklyHours(bodyOf(request).hours, base.slotMinutes);
    const defaults = base.availability[format.id] ?? [];
    // The default hours again, however written: no override.
    if (sameWeek(periods, defaults)) agenda.resetHours(format.id);
    else agenda.setHours(format.id, hours, request.admin?.email ?? null, options.now());
    options.audit(request, "hours-changed", `horaires ${format.id}`, `${format.label} : ${hours}`);
    return sendJson(reply, 200, itemOf(format.id));
  });

  app.delete("/api/admin/agenda/hours/:format", { config: { admin: "gestion" } }, async (request, reply) => {
    const format = formatOf(request);
    if (agenda.resetHours(format.id)) {
      options.audit(
        request,
        "hours-changed",
        `horaires ${format.id}`,
        `${format.label} : retour aux horaires par défaut.`,
      );
    }
    return sendJson(reply, 200, itemOf(format.id));
  });
}

/** The blocks: slots, days and periods closed to bookings. */
function blockRoutes(app: FastifyInstance, options: AgendaRoutesOptions): void {
  const { agenda, store } = options.booking;

  app.get("/api/admin/agenda/blocks", { config: { admin: "lecture" } }, async (_request, reply) =>
    sendJson(reply, 200, { items: agenda.blocks(options.now()).map(blockView), formats: formatList() }),
  );

  app.post("/api/admin/agenda/blocks", { config: { admin: "gestion" } }, async (request, reply) => {
    const now = options.now();
    const block = agenda.addBlock(
      readBlock(bodyOf(request), { slotMinutes: agenda.defaults().slotMinutes, now }),
      request.admin?.email ?? null,
      now,
    );
    const view = blockView(block);
    options.audit(request, "block-added", `blocage ${block.id}`, `${view.label} (${view.formatsLabel}).`);
    // The bookings the block does not cancel: the firm moves or cancels them.
    const held = store
      .list({ from: new Date(block.start), until: new Date(block.end), status: "active" })
      .filter((booking) => !block.formats || block.formats.includes(booking.format));
    return sendJson(reply, 201, { block: view, bookings: held.map(firmBookingView) });
  });

  app.delete("/api/admin/agenda/blocks/:id", { config: { admin: "gestion" } }, async (request, reply) => {
    const id = idOf(request, "Blocage");
    const block = agenda.getBlock(id);
    if (!block || !agenda.removeBlock(id)) throw new BookingHttpError(404, "unknown", "Blocage introuvable.");
    const view = blockView(block);
    options.audit(request, "block-removed", `blocage ${id}`, `${view.label} (${view.formatsLabel}).`);
    return sendJson(reply, 200, { removed: id });
  });
}

/** The calendar feed's secret address: made, shown once, revoked. */
function feedRoutes(app: FastifyInstance, options: AgendaRoutesOptions): void {
  const { agenda, siteUrl } = options.booking;

  app.get("/api/admin/agenda/feed", { config: { admin: "lecture" } }, async (_request, reply) => {
    const feed = agenda.calendarFeed();
    return sendJson(reply, 200, { active: feed !== undefined, createdAt: feed?.createdAt ?? null });
  });

  app.post("/api/admin/agenda/feed", { config: { admin: "gestion" } }, async (request, reply) => {
    const key = randomBytes(32).toString("base64url");
    agenda.setCalendarFeed(sha256(key).toString("hex"), options.now());
    options.audit(
      request,
      "calendar-feed-created",
      "agenda",
      "Nouvelle adresse d’abonnement ; l’ancienne ne sert plus.",
    );
    return sendJson(reply, 201, { url: `${siteUrl.replace(/\/$/, "")}${FEED_PATH}?cle=${key}` });
  });

  app.delete("/api/admin/agenda/feed", { config: { admin: "gestion" } }, async (request, reply) => {
    if (agenda.revokeCalendarFeed()) {
      options.audit(request, "calendar-feed-revoked", "agenda", "Adresse d’abonnement révoquée.");
    }
    return sendJson(reply, 200, { active: false, createdAt: null });
  });
}

/**
 * The agenda's routes of the back office; registered in the guarded scope
 * (server/admin/plugin.ts) with `register`, so that their error handler stays theirs.
 */
export async function adminAgendaRoutes(app: FastifyInstance, options: AgendaRoutesOptions): Promise<void> {
  app.setErrorHandler(agendaErrors);
  // The audit's details are French sentences: their punctuation spaced as French wants.
  const routeOptions: AgendaRoutesOptions = {
    ...options,
    audit: (request, action, target, detail) =>
      options.audit(request, action, target, detail === undefined ? undefined : frenchTypography(detail)),
  };
  bookingRoutes(app, routeOptions);
  hoursRoutes(app, routeOptions);
  blockRoutes(app, routeOptions);
  feedRoutes(app, routeOptions);
}

/** Whether `key` is the feed's active key: compared through its hash, in constant time. */
function isFeedKey(booking: BookingParts, key: string): boolean {
  const feed = booking.agenda.calendarFeed();
  if (!feed || !FEED_KEY.test(key)) return false;
  const expected = Buffer.from(feed.hash, "hex");
  const given = sha256(key);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** A booking's words in the firm's calendar: the person and the format, then how to reach her. */
function feedEntry(booking: Booking, siteUrl: string) {
  const { label, where } = formatDetails(booking);
  const office = bookingFormatById(booking.format)?.kind === "office";
  const name = `${booking.firstName} ${booking.lastName}`.replace(/\s+/g, " ").trim();
  return {
    booking,
    summary: `${name} — ${label}`,
    description: [
      `Premier entretien, rendez-vous n° ${booking.id}. ${label}.`,
      `Sujet : ${booking.interest}`,
      `Téléphone : ${booking.phone}`,
      `E-mail : ${booking.email}`,
      ...(booking.message ? [`Message :\n${booking.message}`] : []),
      `Agenda : ${siteUrl.replace(/\/$/, "")}/admin/agenda`,
    ].join("\n"),
    location: office ? where : label,
  };
}

/**
 * GET /api/agenda.ics?cle=<key>, outside the back office's guard (a calendar
 * application has no session): the active bookings of the last 30 days and
 * to come; 404 for any other key, or when the feed is revoked. Never cached.
 */
export async function agendaFeedRoutes(
  app: FastifyInstance,
  options: { booking: BookingParts },
): Promise<void> {
  const { booking } = options;
  app.get(FEED_PATH, async (request, reply) => {
    const { cle } = request.query as { cle?: unknown };
    const key = typeof cle === "string" ? cle : "";
    if (!isFeedKey(booking, key)) {
      return sendJson(reply, 404, { error: "not-found", message: "Adresse inconnue." });
    }
    const now = booking.now();
    const bookings = booking.store.list({
      from: new Date(now.getTime() - FEED_PAST_DAYS * 24 * 60 * 60 * 1000),
      status: "active",
    });
    const firm = booking.contact();
    const text = bookingsFeed(
      bookings.map((entry) => feedEntry(entry, booking.siteUrl)),
      { siteUrl: booking.siteUrl, now, name: `Rendez-vous — ${firm.name}`, firm },
    );
    return reply
      .code(200)
      .header("cache-control", "no-store")
      .header("x-robots-tag", "noindex")
      .type("text/calendar; charset=utf-8")
      .send(text);
  });
}
