/**
 * The part of shared/french-day.ts that every page needs, kept in a module
 * of its own so that the pages that only write « 1er décembre 2026 »
 * (content/format.ts's longDate: articles, legal pages, the quality block)
 * do not load the weekdays, the short names and the slot helpers, which only
 * the booking page and the « next free slot » line use. Pure, no Intl.
 */

const MONTHS = [
  "janvier",
  "février",
  "mars",
  "avril",
  "mai",
  "juin",
  "juillet",
  "août",
  "septembre",
  "octobre",
  "novembre",
  "décembre",
] as const;
export interface CalendarDay {
  year: number;
  /** 1 to 12. */
  month: number;
  /** 1 to 31. */
  day: number;
}

/** The year, month and day of "YYYY-MM-DD"; a RangeError when it is not a day of the calendar. */
export function calendarDay(iso: string): CalendarDay {
  const [, year = "", month = "", day = ""] = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso) ?? [];
  const date = new Date(`${iso}T00:00:00Z`);
  if (!year || Number.isNaN(date.getTime()) || date.getUTCDate() !== Number(day)) {
    throw new RangeError(`${iso} is not a calendar day`);
  }
  return { year: Number(year), month: Number(month), day: Number(day) };
}

/** « 1er », « 2 », « 21 »: the day of the month (only the first takes « er »). */
export const dayOfMonth = (day: number): string => (day === 1 ? "1er" : String(day));

/** « 1er décembre 2026 » (« 1er décembre » with `year: false`). */
export function longDate(iso: string, options: { year?: boolean } = {}): string {
  const { year, month, day } = calendarDay(iso);
  const text = `${dayOfMonth(day)} ${MONTHS[month - 1]}`;
  return options.year === false ? text : `${text} ${year}`;
}
