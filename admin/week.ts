/** The agenda's week view: the seven days of a week and each day's bookings. */
import { addDays, isDay, mondayOf, parisDate } from "./dates.ts";

export interface WeekDay<T> {
  /** "2026-11-23" */
  day: string;
  /** The day's items, in time order. */
  items: T[];
}

/** The week to show: the one of `requested` ("YYYY-MM-DD", any day of it), or this week. */
export function weekStart(requested: string | null, today: string): string {
  return mondayOf(requested && isDay(requested) ? requested : today);
}

/** The seven days from `monday`, each with the items that start on it (Paris time), in time order. */
export function weekDays<T extends { start: string }>(monday: string, items: readonly T[]): WeekDay<T>[] {
  const days = Array.from({ length: 7 }, (_, index) => ({ day: addDays(monday, index), items: [] as T[] }));
  const byDay = new Map(days.map((entry) => [entry.day, entry.items]));
  const sorted = [...items].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  for (const item of sorted) byDay.get(parisDate(item.start))?.push(item);
  return days;
}
