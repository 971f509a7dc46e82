/**
 * The « next free slot » line's work once the page is painted and hydrated
 * (components/sections/next-slot.tsx imports this module dynamically, so no
 * page's first load carries it): ask the booking API for the first free slot
 * of each format the page concerns (GET /api/booking/next, content/next-slot.ts
 * says which), take the earliest (on a tie, the first of the page's order),
 * and write it in French with shared/french-day.ts, the booking page's
 * formatter. Null whenever the API does not answer as expected within
 * NEXT_SLOT_TIMEOUT_MS (a static host, a 5xx, a network failure, a slow
 * server): the line then does not show. No locale data (decision 032).
 */
import { bookingApiPath } from "../../content/booking-paths.ts";
import type { NextSlotLine } from "../../content/next-slot.ts";
import { dayAndTime } from "../../shared/french-day.ts";
import { slotKey, slotLink } from "./slot-link.ts";

/** The first free slot of each format asked (server/booking/routes.ts), cacheable a minute. */
const NEXT_SLOT_API = `${bookingApiPath}/next`;

/** How long the line waits for the API, in milliseconds. */
export const NEXT_SLOT_TIMEOUT_MS = 4000;

/** A slot of the API's answer: the format's id, its Paris day and time, and its start with the offset. */
interface NextSlot {
  format: string;
  date: string;
  time: string;
  start: string;
}

/** What the line shows: « Prochain créneau libre : » + « mardi 2 décembre à 9 h 30 » + « , par téléphone. » */
export interface NextSlotShown {
  before: string;
  /** The day and time, kept on one line. */
  slot: string;
  after: string;
  /** The booking page on that slot. */
  href: string;
}

/** A slot of the answer as the API writes them: a format asked, a start in Paris time that says its day and time. */
function isNextSlot(value: unknown, formats: readonly string[]): value is NextSlot {
  if (!value || typeof value !== "object") return false;
  const { format, date, time, start } = value as Record<string, unknown>;
  return (
    typeof format === "string" &&
    formats.includes(format) &&
    typeof date === "string" &&
    typeof time === "string" &&
    typeof start === "string" &&
    slotKey(start) === `${date}T${time}`
  );
}

/** The earliest slot of an answer's `slots`, a tie going to the first of `formats`; null if none is valid. */
export function earliestSlot(slots: unknown, formats: readonly string[]): NextSlot | null {
  if (!Array.isArray(slots)) return null;
  const valid = slots.filter((slot) => isNextSlot(slot, formats));
  const rank = (slot: NextSlot) => formats.indexOf(slot.format);
  valid.sort((a, b) => Date.parse(a.start) - Date.parse(b.start) || rank(a) - rank(b));
  return valid[0] ?? null;
}

/** The line's sentence, around the slot's day and time, and its link. */
export function shownSlot(line: NextSlotLine, slot: NextSlot): NextSlotShown {
  const name = line.formats.find((format) => format.id === slot.format)?.name ?? "";
  const [before = "", after = ""] = line.text.replace("{format}", name).split("{slot}");
  return { before, slot: dayAndTime(slot.date, slot.time), after, href: slotLink(slot.format, slot.start) };
}

/** Asks the API and returns what the line shows, or null: never throws, never logs. */
export async function findNextSlot(
  line: NextSlotLine,
  signal?: AbortSignal,
  fetcher: typeof fetch = fetch,
): Promise<NextSlotShown | null> {
  const formats = line.formats.map((format) => format.id);
  if (formats.length === 0) return null;
  const query = new URLSearchParams(formats.map((format) => ["format", format]));
  const timeout = AbortSignal.timeout(NEXT_SLOT_TIMEOUT_MS);
  try {
    const response = await fetcher(`${NEXT_SLOT_API}?${query}`, {
      headers: { accept: "application/json" },
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    if (response.status !== 200) return null;
    const body: unknown = await response.json();
    const slots = body && typeof body === "object" ? (body as Record<string, unknown>).slots : undefined;
    const slot = earliestSlot(slots, formats);
    return slot ? shownSlot(line, slot) : null;
  } catch {
    return null;
  }
}
