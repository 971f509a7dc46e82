/**
 * The booking's paths for the browser: the page's script and the shared
 * chunk (content/static-pages.ts) must not pull content/booking.ts in, which
 * reads the offices' configuration, nor the page's copy. The server's own
 * constants (content/booking.ts) are the reference: booking-paths.test.ts
 * checks that both agree.
 */

/** content/booking.ts `bookingPath` (booking-paths.test.ts checks they agree). */
export const bookingPagePath = "/rendez-vous";
/** content/booking.ts `BOOKING_API`. */
export const bookingApiPath = "/api/booking";
/** The query parameter of the page's move mode: `/rendez-vous?deplacer=<token>`. */
export const MOVE_PARAMETER = "deplacer";
/** A link to one slot (the « next free slot » line): `/rendez-vous?format=telephone&creneau=2026-12-02T09:30`. */
export const FORMAT_PARAMETER = "format";
/** The slot's Paris wall-clock time in that link, "2026-12-02T09:30" (app/lib/slot-link.ts reads it). */
export const SLOT_PARAMETER = "creneau";
