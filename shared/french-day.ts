/**
 * The one way the site writes a day and a time in French for a visitor:
 * « mardi 1er décembre 2026 », « 1er décembre 2026 », « mar. 1er déc. »,
 * « 9 h 30 ». Pure and browser-safe: it takes a calendar day "YYYY-MM-DD"
 * and a wall-clock time "HH:MM" and uses neither `Intl` (decision 032: its
 * locale data costs the browser 15–35 ms on first use) nor Temporal.
 *
 * Its users:
 * - shared/french-date.ts, which turns an instant into the day and time of
 *   Europe/Paris with Temporal (the server: the e-mails, the invitations,
 *   the relay's mail, the back office, the server's pages);
 * - content/format.ts's longDate (the pages' dates) and the PDFs;
 * - the browser: the booking page and the « next free slot » line, whose
 *   API (server/booking/) writes every instant in Paris time with its offset
 *   ("2026-12-01T08:30:00+01:00"), so that `wallClock` reads the Paris day
 *   and time off the text, without any time-zone arithmetic.
 *
 * The first of the month is « 1er », as French typography writes it (Intl
 * writes « 1 »). french-day.test.ts compares every day of eight years with
 * Intl's fr-FR, the first apart. The calendar day and « 1er décembre 2026 »
 * are in ./calendar-day.ts, which every page loads; the rest only where used.
 */
import { formatHour } from "../config/hours.ts";
import { calendarDay, dayOfMonth, longDate } from "./calendar-day.ts";

export { calendarDay, longDate };

/** Monday first, as ISO 8601 numbers the days (1 = Monday). */
const WEEKDAYS = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"] as const;
/** The months as Intl.DateTimeFormat("fr-FR", { month: "short" }) writes them. */
const SHORT_MONTHS = [
  "janv.",
  "févr.",
  "mars",
  "avr.",
  "mai",
  "juin",
  "juil.",
  "août",
  "sept.",
  "oct.",
  "nov.",
  "déc.",
] as const;

/** 1 (Monday) to 7 (Sunday), as ISO 8601 and Temporal number them. */
function isoWeekday(iso: string): number {
  return ((new Date(`${iso}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
}

/** « mardi 1er décembre 2026 » (« mardi 1er décembre » with `year: false`). */
export function longDay(iso: string, options: { year?: boolean } = {}): string {
  const date = longDate(iso, options);
  return `${WEEKDAYS[isoWeekday(iso) - 1]} ${date}`;
}

/** « mar. 1er déc. » (« mar. 1er déc. 2026 » with `year: true`). */
export function shortDay(iso: string, options: { year?: boolean } = {}): string {
  const { weekday, day, month } = dayTile(iso);
  const text = `${weekday} ${day} ${month}`;
  return options.year ? `${text} ${calendarDay(iso).year}` : text;
}

/** The three lines of a day's tile: « mar. », « 1er », « déc. ». */
export function dayTile(iso: string): { weekday: string; day: string; month: string } {
  const { month, day } = calendarDay(iso);
  return {
    // « lun. » … « dim. »: the first three letters of every French weekday.
    weekday: `${WEEKDAYS[isoWeekday(iso) - 1]?.slice(0, 3)}.`,
    day: dayOfMonth(day),
    month: SHORT_MONTHS[month - 1] ?? "",
  };
}

/** « 9 h 30 », « 14 h » for a wall-clock time "09:30" (narrow no-break spaces: config/hours.ts). */
export const clockTime = (time: string): string => formatHour(time);

/** « mardi 1er décembre à 9 h 30 » (with `year: true`, « mardi 1er décembre 2026 à 9 h 30 »). */
export function dayAndTime(date: string, time: string, options: { year?: boolean } = {}): string {
  return `${longDay(date, { year: options.year === true })} à ${clockTime(time)}`;
}

/**
 * The day "2026-12-01" and time "08:30" a date-time text reads, as written:
 * "2026-12-01T08:30:00+01:00" (or "2026-12-01T08:30"). The booking API
 * writes every instant in Paris time with its offset, so this is the Paris
 * day and time. Undefined for any other text (a "Z" time is UTC: refused).
 */
export function wallClock(text: string): { date: string; time: string } | undefined {
  const [, date = "", time = ""] =
    /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::\d{2})?(?:[+-]\d{2}:\d{2})?$/.exec(text) ?? [];
  // A real day and time: read as UTC, the instant writes them back unchanged (not « 30 février », « 24 h »).
  const instant = new Date(`${date}T${time}:00Z`);
  const valid = !Number.isNaN(instant.getTime()) && instant.toISOString().startsWith(`${date}T${time}`);
  return valid ? { date, time } : undefined;
}
