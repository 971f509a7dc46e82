/**
 * Dates and times as the firm reads them, in French and in Paris time: the
 * back office, the command-line tools and the booking's e-mails write every
 * instant with these, never with a locale trick. « mardi 1er décembre 2026 »,
 * « mar. 1er déc. », « 8 h 30 », « mardi 1er décembre 2026 à 8 h 30 ».
 *
 * An instant is turned into the wall-clock time of Europe/Paris with
 * Temporal (the zone's rules: +01:00 in winter, +02:00 in summer); the day
 * and the time are written by shared/french-day.ts, the one French writer of
 * days that the browser uses too (« 1er » for the first of the month, narrow
 * no-break spaces in « 8 h 30 »). Server-side only (Temporal).
 */
import { clockTime, longDay, shortDay } from "./french-day.ts";

const PARIS_TIME_ZONE = "Europe/Paris";

/** An instant: a Temporal.Instant, a Date or an ISO 8601 text with its offset ("2026-12-01T07:30:00Z"). */
export type Moment = Temporal.Instant | Date | string;

function instantOf(moment: Moment): Temporal.Instant {
  if (typeof moment === "string") return Temporal.Instant.from(moment);
  if (moment instanceof Date) return Temporal.Instant.fromEpochMilliseconds(moment.getTime());
  return moment;
}

/** The wall-clock date and time of an instant in Paris. */
export function parisTime(moment: Moment): Temporal.ZonedDateTime {
  return instantOf(moment).toZonedDateTimeISO(PARIS_TIME_ZONE);
}

/** « mardi 1er décembre 2026 » (or « mardi 1er décembre » without the year) for a calendar day. */
export function frenchCalendarDay(
  date: Temporal.PlainDate | string,
  options: { year?: boolean } = {},
): string {
  return longDay(date.toString(), options);
}

/** « mardi 1er décembre 2026 »: the day of an instant in Paris (without the year: « mardi 1er décembre »). */
export function frenchDay(moment: Moment, options: { year?: boolean } = {}): string {
  return frenchCalendarDay(parisTime(moment).toPlainDate(), options);
}

/** « mar. 1er déc. » (with the year: « mar. 1er déc. 2026 ») for a calendar day, short. */
export function frenchCalendarDayShort(
  date: Temporal.PlainDate | string,
  options: { year?: boolean } = {},
): string {
  return shortDay(date.toString(), options);
}

/** « mar. 1er déc. » (with the year: « mar. 1er déc. 2026 »): the day of an instant in Paris, short. */
export function frenchDayShort(moment: Moment, options: { year?: boolean } = {}): string {
  return frenchCalendarDayShort(parisTime(moment).toPlainDate(), options);
}

/** « 01/12/2026 08:30 »: an instant in Paris as a French spreadsheet reads a date and time (exports, terminal tables). */
export function numericDateTime(moment: Moment): string {
  const time = parisTime(moment);
  const two = (value: number) => String(value).padStart(2, "0");
  return `${two(time.day)}/${two(time.month)}/${time.year} ${two(time.hour)}:${two(time.minute)}`;
}

/** « 8 h 30 », « 14 h »: the time of an instant in Paris. */
export function frenchTime(moment: Moment): string {
  return clockTime(parisTime(moment).toPlainTime().toString({ smallestUnit: "minute" }));
}

/** « mardi 1er décembre 2026 à 8 h 30 »: an instant in Paris. */
export function frenchDateTime(moment: Moment): string {
  return `${frenchDay(moment)} à ${frenchTime(moment)}`;
}

/** « mar. 1er déc. 2026, 8 h 30 »: an instant in Paris, short (tables). */
export function frenchDateTimeShort(moment: Moment): string {
  return `${frenchDayShort(moment, { year: true })}, ${frenchTime(moment)}`;
}
