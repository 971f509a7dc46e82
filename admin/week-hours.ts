/**
 * The « Horaires » page's week, day by day, without React: the rows its form
 * shows, read from the API's days (FormatHours["days"], Monday first); what
 * the buttons do to them; each day's fault before sending, in a French
 * sentence that names the day; and the schema.org hours that
 * PUT /api/admin/agenda/hours/:format takes ("Mo-Fr 09:00-12:00; Mo-Fr 14:00-18:00"),
 * the days with the same range grouped.
 */
import { clockTime } from "../shared/french-day.ts";
import type { FormatHours } from "./types.ts";

export type DayCode = FormatHours["days"][number]["day"];

/** A range as the form holds it: "HH:MM" each end, "" while not filled. */
export interface TimeRange {
  opens: string;
  closes: string;
}

export interface DayRow {
  day: DayCode;
  ranges: TimeRange[];
}

/** The ranges a day may be given here: a morning and an afternoon (more sent by a script stay). */
export const MAX_RANGES = 2;

/** The week, Monday first, with each day's French name. */
const WEEK: readonly { day: DayCode; name: string }[] = [
  { day: "Mo", name: "lundi" },
  { day: "Tu", name: "mardi" },
  { day: "We", name: "mercredi" },
  { day: "Th", name: "jeudi" },
  { day: "Fr", name: "vendredi" },
  { day: "Sa", name: "samedi" },
  { day: "Su", name: "dimanche" },
];

/** The working days after Monday, which « Copier le lundi » fills. */
const AFTER_MONDAY: readonly DayCode[] = ["Tu", "We", "Th", "Fr"];

const indexOf = (day: DayCode) => WEEK.findIndex((entry) => entry.day === day);

/** « lundi » for "Mo". */
export const dayName = (day: DayCode): string => WEEK[indexOf(day)]?.name ?? day;

/** « Lundi » for "Mo": a legend, or the start of a sentence. */
export function dayTitle(day: DayCode): string {
  const name = dayName(day);
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** « 1er », « 2e »: a range's rank in its day, from its index. */
export const rank = (index: number): string => (index === 0 ? "1er" : `${index + 1}e`);

/** "09:00" from a time field's value ("09:00" or "09:00:00"); "" when it is not a time. */
function clock(value: string): string {
  return /^(?:[01]\d|2[0-3]):[0-5]\d/.exec(value)?.[0] ?? "";
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

const byOpening = (a: TimeRange, b: TimeRange) =>
  a.opens.localeCompare(b.opens) || a.closes.localeCompare(b.closes);

/** The seven rows, Monday first, from the API's days: a day it leaves out is closed. */
export function weekRows(days: FormatHours["days"]): DayRow[] {
  return WEEK.map(({ day }) => ({
    day,
    ranges: (days.find((entry) => entry.day === day)?.ranges ?? [])
      .map(({ opens, closes }) => ({ opens, closes }))
      .sort(byOpening),
  }));
}

const changeDay = (rows: readonly DayRow[], day: DayCode, change: (ranges: TimeRange[]) => TimeRange[]) =>
  rows.map((row) => (row.day === day ? { day, ranges: change(row.ranges) } : row));

/**
 * `day` with one more range: 9 h to 12 h for a closed day; 14 h to 18 h after
 * a morning; empty ends when that afternoon would not fit.
 */
export function withRange(rows: readonly DayRow[], day: DayCode): DayRow[] {
  return changeDay(rows, day, (ranges) => {
    if (ranges.length === 0) return [{ opens: "09:00", closes: "12:00" }];
    const fits = ranges.every((range) => clock(range.closes) !== "" && clock(range.closes) <= "14:00");
    return [...ranges, fits ? { opens: "14:00", closes: "18:00" } : { opens: "", closes: "" }];
  });
}

/** `day` without its range `index` (without any, the day is closed). */
export function withoutRange(rows: readonly DayRow[], day: DayCode, index: number): DayRow[] {
  return changeDay(rows, day, (ranges) => ranges.filter((_, i) => i !== index));
}

/** `day`'s range `index` with the end `end` set to `value`, as typed. */
export function withTime(
  rows: readonly DayRow[],
  day: DayCode,
  index: number,
  end: keyof TimeRange,
  value: string,
): DayRow[] {
  return changeDay(rows, day, (ranges) =>
    ranges.map((range, i) => (i === index ? { ...range, [end]: value } : range)),
  );
}

/** Tuesday to Friday with Monday's ranges (closed if Monday is). */
export function withMondayCopied(rows: readonly DayRow[]): DayRow[] {
  const monday = rows.find((row) => row.day === "Mo")?.ranges ?? [];
  return rows.map((row) =>
    AFTER_MONDAY.includes(row.day) ? { day: row.day, ranges: monday.map((range) => ({ ...range })) } : row,
  );
}

/** A day's fault: its French sentence, and the field to correct (its range's index and end). */
export interface DayFault {
  day: DayCode;
  message: string;
  range: number;
  end: keyof TimeRange;
}

/** The times on the grid on either side of `time`, for a sentence: « 9 h ou 9 h 30 ». */
function gridChoices(time: string, slotMinutes: number): string {
  const before = Math.floor(minutesOf(time) / slotMinutes) * slotMinutes;
  const after = before + slotMinutes;
  return [before, ...(after < 24 * 60 ? [after] : [])]
    .map((minutes) => clockTime(timeOf(minutes)))
    .join(" ou ");
}

/** The first fault of a day, if any: an end not filled, an end before its start, a time off the grid, two ranges that overlap. */
function dayFault(row: DayRow, slotMinutes: number): DayFault | undefined {
  const title = dayTitle(row.day);
  const fault = (range: number, end: keyof TimeRange, text: string): DayFault => ({
    day: row.day,
    message: `${title} : ${text}`,
    range,
    end,
  });
  const which = (index: number) => (row.ranges.length > 1 ? `du ${rank(index)} créneau` : "du créneau");
  for (const [index, range] of row.ranges.entries()) {
    const opens = clock(range.opens);
    const closes = clock(range.closes);
    if (opens === "") return fault(index, "opens", `indiquez l’heure de début ${which(index)}.`);
    if (closes === "") return fault(index, "closes", `indiquez l’heure de fin ${which(index)}.`);
    if (closes <= opens) {
      return fault(
        index,
        "closes",
        `la fin (${clockTime(closes)}) doit venir après le début (${clockTime(opens)}).`,
      );
    }
    for (const [end, time] of [
      ["opens", opens],
      ["closes", closes],
    ] as const) {
      if (minutesOf(time) % slotMinutes !== 0) {
        return fault(
          index,
          end,
          `${clockTime(time)} ne tombe pas sur un début de créneau (toutes les ${slotMinutes} minutes à partir de minuit) ; choisissez ${gridChoices(time, slotMinutes)}.`,
        );
      }
    }
  }
  // Every range reads: in order of opening, each must start once the ones before have ended.
  const ordered = row.ranges
    .map((range, index) => ({ opens: clock(range.opens), closes: clock(range.closes), index }))
    .sort(byOpening);
  let latest = ordered[0];
  for (const range of ordered.slice(1)) {
    if (latest && range.opens < latest.closes) {
      const [first, second] = [latest, range].sort((a, b) => a.index - b.index);
      return fault(
        range.index,
        "opens",
        `les créneaux de ${clockTime(first?.opens ?? "")} à ${clockTime(first?.closes ?? "")} et de ${clockTime(second?.opens ?? "")} à ${clockTime(second?.closes ?? "")} se chevauchent.`,
      );
    }
    if (!latest || range.closes > latest.closes) latest = range;
  }
  return undefined;
}

/** Each day's first fault, Monday first; none when the week can be sent. */
export function weekFaults(rows: readonly DayRow[], slotMinutes: number): DayFault[] {
  return rows.flatMap((row) => dayFault(row, slotMinutes) ?? []);
}

/** Why a week closed every day cannot be sent (the server keeps at least one day). */
export function closedWeekFault(rows: readonly DayRow[]): string | undefined {
  return rows.every((row) => row.ranges.length === 0)
    ? "Ouvrez au moins un jour : sans horaires, aucun rendez-vous ne pourrait plus être pris en ligne."
    : undefined;
}

/** "Mo-Fr", "Mo,We,Fr", "Mo-We,Fr": day indexes in order, runs joined by a hyphen. */
function dayList(indexes: readonly number[]): string {
  const runs: number[][] = [];
  for (const index of indexes) {
    const run = runs.at(-1);
    if (run && run.at(-1) === index - 1) run.push(index);
    else runs.push([index]);
  }
  const code = (index: number | undefined) => WEEK[index ?? 0]?.day ?? "Mo";
  return runs
    .map((run) => (run.length === 1 ? code(run[0]) : `${code(run[0])}-${code(run.at(-1))}`))
    .join(",");
}

/**
 * The schema.org hours of a week without faults: one period per distinct
 * range with the days that have it, in order of their first day, then of
 * opening ("Mo-Sa 09:00-12:00; Mo-Fr 14:00-18:00"); "" for a closed week.
 */
export function weekHoursText(rows: readonly DayRow[]): string {
  const periods = new Map<string, { range: TimeRange; days: number[] }>();
  for (const row of rows) {
    const index = indexOf(row.day);
    for (const typed of row.ranges) {
      const range = { opens: clock(typed.opens), closes: clock(typed.closes) };
      const key = `${range.opens}-${range.closes}`;
      const period = periods.get(key) ?? { range, days: [] };
      if (!period.days.includes(index)) period.days.push(index);
      periods.set(key, period);
    }
  }
  return [...periods.values()]
    .map(({ range, days }) => ({ range, days: days.sort((a, b) => a - b) }))
    .sort((a, b) => (a.days[0] ?? 0) - (b.days[0] ?? 0) || byOpening(a.range, b.range))
    .map(({ range, days }) => `${dayList(days)} ${range.opens}-${range.closes}`)
    .join("; ");
}
