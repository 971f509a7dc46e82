/**
 * What the firm does with the bookings, one implementation for the back
 * office (server/admin/agenda.ts) and `npm run bookings` (scripts/bookings.ts):
 * the list (by Paris days, with French labels) and the cancellation by the
 * firm. Moving a booking checks the slots, so it is the booking service's
 * (service.ts, moveByFirm).
 */
import { bookingFormatById } from "../../content/booking.ts";
import { frenchDateTime, frenchDay, frenchTime, parisTime } from "../../shared/french-date.ts";
import { offsetDateTime, TIME_ZONE } from "./slots.ts";
import type { Booking, BookingStatus, BookingStore } from "./store.ts";

export interface BookingListQuery {
  /** First Paris day, "YYYY-MM-DD"; without it, the bookings not over yet. */
  from?: string;
  /** Last Paris day, inclusive. */
  to?: string;
  status?: BookingStatus;
}

const dayStart = (date: Temporal.PlainDate) =>
  new Date(date.toZonedDateTime({ timeZone: TIME_ZONE }).epochMilliseconds);

/** The bookings of the query, soonest first (the dates are checked by the caller). */
export function listBookings(store: BookingStore, query: BookingListQuery, now: Date): Booking[] {
  return store.list({
    from: query.from ? dayStart(Temporal.PlainDate.from(query.from)) : now,
    ...(query.to && { until: dayStart(Temporal.PlainDate.from(query.to).add({ days: 1 })) }),
    ...(query.status && { status: query.status }),
  });
}

/** « Confirmé », « Annulé par le cabinet », « Annulé par la personne ». */
function bookingStatusLabel(booking: Pick<Booking, "status" | "cancelledBy">): string {
  if (booking.status === "active") return "Confirmé";
  return booking.cancelledBy === "firm" ? "Annulé par le cabinet" : "Annulé par la personne";
}

/** A booking as the firm reads it: local times with their offset, French labels, everything typed. */
export function firmBookingView(booking: Booking) {
  const local = (instant: string) => offsetDateTime(parisTime(instant));
  return {
    id: booking.id,
    start: local(booking.start),
    end: local(booking.end),
    /** « mardi 1er décembre 2026 à 8 h 30 » */
    startLabel: frenchDateTime(booking.start),
    /** « mardi 1er décembre 2026 » */
    dayLabel: frenchDay(booking.start),
    /** « 8 h 30 » (Paris) */
    time: frenchTime(booking.start),
    format: booking.format,
    formatLabel: bookingFormatById(booking.format)?.label ?? booking.format,
    status: booking.status,
    statusLabel: bookingStatusLabel(booking),
    firstName: booking.firstName,
    lastName: booking.lastName,
    email: booking.email,
    phone: booking.phone,
    interest: booking.interest,
    message: booking.message,
  };
}

export type FirmCancellation =
  | { ok: true; booking: Booking }
  | { ok: false; reason: "unknown" | "cancelled" }
  | { ok: false; reason: "over"; booking: Booking };

/**
 * Cancels booking `id` for the firm: its slot is free again and, when `mail`,
 * the cancellation is queued for the visitor and the firm (sent by the
 * server's worker, or at once by the CLI). Refused for an unknown booking,
 * one already cancelled or one over.
 */
export function cancelAsFirm(
  store: BookingStore,
  id: number,
  now: Date,
  options: { mail: boolean },
): FirmCancellation {
  const before = store.get(id);
  if (!before) return { ok: false, reason: "unknown" };
  if (before.status !== "active") return { ok: false, reason: "cancelled" };
  if (new Date(before.end) <= now) return { ok: false, reason: "over", booking: before };
  const booking = store.cancel(id, "firm", now, options);
  // Cancelled meanwhile, by the visitor or another hand.
  if (!booking) return { ok: false, reason: "cancelled" };
  return { ok: true, booking };
}
