/**
 * The booking page opened on one slot, as the « next free slot » line of the
 * service, city and bilan pages links to it (app/lib/next-slot.ts writes the
 * link): `/rendez-vous?format=telephone&creneau=2026-12-02T09:30`. The slot
 * is written as its Paris wall-clock time (readable, and the same in winter
 * and summer), which the booking page finds among the free slots of the format.
 */
import { FORMAT_PARAMETER, SLOT_PARAMETER } from "../../content/booking-paths.ts";
import { wallClock } from "../../shared/french-day.ts";

/**
 * "2026-12-02T09:30": the key of a slot in a link, its Paris wall-clock time,
 * read off its start as the API writes it ("2026-12-02T09:30:00+01:00": Paris
 * time with its offset); "" for any other text (a "Z" time is UTC). One slot
 * per key: the server offers a time the autumn change repeats only once.
 */
export function slotKey(start: string): string {
  const clock = wallClock(start);
  return clock ? `${clock.date}T${clock.time}` : "";
}

/** What a link asks for: an offered format, and a slot written as `slotKey` writes it; nothing else. */
export function linkedSlot(search: string, formats: readonly string[]): { format?: string; wanted?: string } {
  const params = new URLSearchParams(search);
  const format = params.get(FORMAT_PARAMETER) ?? "";
  const wanted = params.get(SLOT_PARAMETER) ?? "";
  return {
    ...(formats.includes(format) && { format }),
    ...(slotKey(wanted) === wanted && wanted !== "" && { wanted }),
  };
}
