/**
 * Dates for the firm, in French and Paris time: the API labels most of them
 * (`…Label`); these format the others (ISO instants and days) and do the
 * agenda's day arithmetic. The first of the month is « 1er ».
 */

import { formatHour } from "../config/hours.ts";
import { longDate } from "../content/format.ts";

const TIME_ZONE = "Europe/Paris";

/** An instant's Paris day and time, as digits. */
const instantParts = new Intl.DateTimeFormat("en-CA", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

const WEEKDAYS = ["dimanche", "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi"] as const;

const parisDay = new Intl.DateTimeFormat("en-CA", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

type Parts = Partial<Record<Intl.DateTimeFormatPartTypes, string>>;

function partsOf(format: Intl.DateTimeFormat, date: Date): Parts {
  const parts: Parts = {};
  for (const part of format.formatToParts(date)) parts[part.type] = part.value;
  return parts;
}

/** « mardi » for a day "2026-12-01". */
const weekdayOf = (day: string) => WEEKDAYS[new Date(`${day}T12:00:00Z`).getUTCDay()] ?? "";

/**
 * An instant as « mar. 1er décembre 2026, 8 h 30 » (Paris time); "" for an
 * invalid one. The day and the time are written by the site's own formatters
 * (content/format.ts, config/hours.ts), as the server's labels are.
 */
export function formatInstant(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const { year, month, day, hour, minute } = partsOf(instantParts, date);
  const calendarDay = `${year}-${month}-${day}`;
  return `${weekdayOf(calendarDay).slice(0, 3)}. ${longDate(calendarDay)}, ${formatHour(`${hour}:${minute}`)}`;
}

/** A day "2026-12-01" as « mardi 1er décembre 2026 », or without the year. */
export function formatDay(day: string, { year = true }: { year?: boolean } = {}): string {
  const long = longDate(day);
  return `${weekdayOf(day)} ${year ? long : long.slice(0, long.lastIndexOf(" "))}`;
}

/** The Paris day ("2026-12-01") of an instant. */
export function parisDate(instant: string | Date): string {
  return parisDay.format(typeof instant === "string" ? new Date(instant) : instant);
}

/** `day` plus `count` days (negative to go back), both "YYYY-MM-DD". */
export function addDays(day: string, count: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + count);
  return date.toISOString().slice(0, 10);
}

/** The Monday of `day`'s week. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/** True for a real calendar day written "YYYY-MM-DD". */
export function isDay(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && addDays(value, 0) === value;
}

/** Minutes Paris is ahead of UTC at `epoch` (60 in winter, 120 in summer). */
function parisOffsetMinutes(epoch: number): number {
  const { year, month, day, hour, minute } = partsOf(instantParts, new Date(epoch));
  const asUtc = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute));
  return Math.round((asUtc - Math.floor(epoch / 60_000) * 60_000) / 60_000);
}

/**
 * A Paris wall-clock time ("2026-12-01", "08:30") as an instant with its
 * offset, "2026-12-01T08:30:00+01:00", as the API reads a slot's start.
 * A time the clocks skip in spring is taken after the change.
 */
export function parisInstant(day: string, time: string): string {
  const wall = Date.parse(`${day}T${time}:00Z`);
  let offset = parisOffsetMinutes(wall - 60 * 60_000);
  offset = parisOffsetMinutes(wall - offset * 60_000);
  const sign = offset < 0 ? "-" : "+";
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, "0");
  const minutes = String(Math.abs(offset) % 60).padStart(2, "0");
  return `${day}T${time}:00${sign}${hours}:${minutes}`;
}
