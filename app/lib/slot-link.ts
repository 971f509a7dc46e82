/**
 * The booking page opened on one slot, as the « next free slot » line of the
 * service, city and bilan pages links to it:
 * `/rendez-vous?format=telephone&creneau=2026-12-02T09:30`. The slot is
 * written as its Paris wall-clock time (readable, and the same in winter and
 * summer), which the booking page finds among the free slots of the format.
 */
import { bookingPagePath } from "../../content/booking-paths.ts";
import { wallClock } from "../../shared/french-day.ts";

/** The query parameters of a link to one slot: the format's id… */
const FORMAT_PARAMETER = "format";
/** …and the slot's Paris wall-clock time, "2026-12-02T09:30". */
const SLOT_PARAMETER = "creneau";

/**
 * "2026-12-02T09:30": the key of a slot in a link, its Paris wall-clock time
 * (the API writes every start in Paris time with its offset). One slot per
 * key: the server offers a time the autumn change repeats only once.
 */
export function slotKey(start: string): string {
  const clock = wallClock(start);
  return clock ? `${clock.date}T${clock.time}` : "";
}

/** The booking page opened on a slot: `/rendez-vous?format=telephone&creneau=2026-12-02T09:30`. */
export function slotLink(format: string, start: string): string {
  const query = new URLSearchParams({ [FORMAT_PARAMETER]: format, [SLOT_PARAMETER]: slotKey(start) });
  return `${bookingPagePath}?${query.toString().replaceAll("%3A", ":")}`;
}

/** What a link asks for: an offered format, and a slot written as `slotKey` writes it; nothing else. */
export function linkedSlot(search: string, formats: readonly string[]): { format?: string; wanted?: string } {
  const params = new URLSearchParams(search);
  const format = params.get(FORMAT_PARAMETER) ?? "";
  const wanted = params.get(SLOT_PARAMETER) ?? "";
  return {
    ...(formats.includes(format) && { format }),
    ...(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(wanted) && slotKey(wanted) === wanted && { wanted }),
  };
}
