/**
 * The « next free slot » line's work once the page is painted and hydrated
 * (components/sections/next-slot.tsx imports this module dynamically, so no
 * page's first load carries it): ask the booking API for the first free slot
 * of each format the page concerns (GET /api/booking/next, content/next-slot.ts
 * says which), take the earliest (on a tie, the first of the page's order),
 * and put it in the page's sentence: the API writes the slot in French itself
 * (`label`, shared/french-day.ts, the formatter of every day a visitor reads),
 * so this code carries no day or month names. Null whenever the API does not answer as expected within
 * NEXT_SLOT_TIMEOUT_MS (a static host, a 5xx, a network failure, a slow
 * server): the line then does not show. No locale data (decision 032).
 */
import {
  bookingApiPath,
  bookingPagePath,
  FORMAT_PARAMETER,
  SLOT_PARAMETER,
} from "../../content/booking-paths.ts";
import type { NextSlotLine } from "../../content/next-slot.ts";

/** The first free slot of each format asked (server/booking/routes.ts), cacheable a minute. */
const NEXT_SLOT_API = `${bookingApiPath}/next`;

/** How long the line waits for the API, in milliseconds. */
export const NEXT_SLOT_TIMEOUT_MS = 4000;

/** A slot of the API's answer: the format's id, its Paris day and time, its start with the offset, its words. */
interface NextSlot {
  format: string;
  date: string;
  time: string;
  start: string;
  /** « mardi 2 décembre à 9 h 30 » */
  label: string;
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

/** A slot of the answer as the API writes them: a format asked, a start in Paris time that says its day and time, words. */
function isNextSlot(value: unknown, formats: readonly string[]): value is NextSlot {
  if (!value || typeof value !== "object") return false;
  const { format, date, time, start, label } = value as Record<string, unknown>;
  return (
    typeof format === "string" &&
    formats.includes(format) &&
    typeof date === "string" &&
    typeof time === "string" &&
    typeof start === "string" &&
    // Paris time with its offset, whose day and time are `date` and `time`.
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2})?[+-]\d{2}:\d{2}$/.test(start) &&
    start.startsWith(`${date}T${time}`) &&
    time.length === 5 &&
    typeof label === "string" &&
    label.trim() !== ""
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

/**
 * The booking page opened on a slot, `/rendez-vous?format=telephone&creneau=2026-12-02T09:30`
 * (the Paris wall-clock time: app/lib/slot-link.ts reads it back).
 */
export function slotLink(format: string, date: string, time: string): string {
  const query = new URLSearchParams({ [FORMAT_PARAMETER]: format, [SLOT_PARAMETER]: `${date}T${time}` });
  return `${bookingPagePath}?${query.toString().replaceAll("%3A", ":")}`;
}

/** The line's sentence, around the slot's day and time, and its link. */
export function shownSlot(line: NextSlotLine, slot: NextSlot): NextSlotShown {
  const name = line.formats.find((format) => format.id === slot.format)?.name ?? "";
  const [before = "", after = ""] = line.text.replace("{format}", name).split("{slot}");
  return { before, slot: slot.label, after, href: slotLink(slot.format, slot.date, slot.time) };
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
