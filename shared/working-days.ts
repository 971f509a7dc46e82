/**
 * Calendar days for the browser: today in Paris and working days (Monday to
 * Friday, not a French public holiday); shared/french-day.ts writes them
 * (« mardi 1er décembre 2026 »). Pure and browser-safe: no Temporal (not in
 * every browser yet), no Intl (decision 032: loading a locale costs a long
 * task), no date-holidays (the build passes the holidays' dates, from
 * shared/public-holidays.ts). A day is an ISO calendar day, "2026-12-01";
 * arithmetic runs on UTC midnights, where no daylight-saving change exists.
 */
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** UTC midnight of a calendar day; a RangeError when `day` is not one. */
function utcMidnight(day: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const time = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : Number.NaN;
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== day) {
    throw new RangeError(`${day} is not a calendar day`);
  }
  return time;
}

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The day `count` calendar days after `day` (before it when negative). */
export function addDays(day: string, count: number): string {
  return isoDay(utcMidnight(day) + count * DAY_MS);
}

/** 0 for Sunday to 6 for Saturday, as Date#getDay counts. */
function weekdayIndex(day: string): number {
  return new Date(utcMidnight(day)).getUTCDay();
}

/** A working day: Monday to Friday, and not one of `holidays`. */
export function isWorkingDay(day: string, holidays: ReadonlySet<string>): boolean {
  const weekday = weekdayIndex(day);
  return weekday !== 0 && weekday !== 6 && !holidays.has(day);
}

/**
 * The day `count` working days after `day` (0: `day` itself): « au plus tôt
 * 11 jours ouvrés après la commande » counts the working days that follow the
 * day of the order, whatever that day is.
 */
export function addWorkingDays(
  day: string,
  count: number,
  holidays: ReadonlySet<string> | readonly string[],
): string {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`${count} is not a number of working days`);
  const closed = new Set(holidays);
  let current = isoDay(utcMidnight(day));
  for (let left = count; left > 0; ) {
    current = addDays(current, 1);
    if (isWorkingDay(current, closed)) left -= 1;
  }
  return current;
}

/** The last Sunday of a month (0-based), as a UTC midnight. */
function lastSunday(year: number, month: number): number {
  const last = Date.UTC(year, month + 1, 0);
  return last - new Date(last).getUTCDay() * DAY_MS;
}

/**
 * Today's calendar day in Paris at the instant `now`. France keeps the
 * European Union's summer time: UTC+2 from 01:00 UTC on the last Sunday of
 * March to 01:00 UTC on the last Sunday of October, UTC+1 otherwise.
 */
export function parisToday(now: Date): string {
  const time = now.getTime();
  const year = now.getUTCFullYear();
  const summer = time >= lastSunday(year, 2) + HOUR_MS && time < lastSunday(year, 9) + HOUR_MS;
  return isoDay(time + (summer ? 2 : 1) * HOUR_MS);
}
