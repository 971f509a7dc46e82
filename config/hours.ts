/**
 * Opening hours written for people and for search engines: « du lundi au
 * samedi, de 8 h 30 à 20 h » and schema.org's OpeningHoursSpecification, from
 * the periods config/values.ts reads ("Mo-Sa 08:30-20:00"). The firm's own
 * are written once, at build (config/public.ts), so that the browser gets the
 * text and not these tables.
 */
import { DAYS, type Day, type OpeningPeriod } from "./values.ts";

/** schema.org day names, in the order of DAYS. */
const SCHEMA_DAYS: Record<Day, string> = {
  Mo: "Monday",
  Tu: "Tuesday",
  We: "Wednesday",
  Th: "Thursday",
  Fr: "Friday",
  Sa: "Saturday",
  Su: "Sunday",
};
/** The days' French names, lower case (« lundi »). */
export const FRENCH_DAYS: Record<Day, string> = {
  Mo: "lundi",
  Tu: "mardi",
  We: "mercredi",
  Th: "jeudi",
  Fr: "vendredi",
  Sa: "samedi",
  Su: "dimanche",
};

/** "08:30" -> "8 h 30", "20:00" -> "20 h" (narrow no-break spaces). */
export function formatHour(time: string): string {
  const [hours = "0", minutes = "00"] = time.split(":");
  const h = String(Number(hours));
  return minutes === "00" ? `${h}\u202fh` : `${h}\u202fh\u202f${minutes}`;
}

function daysText(days: readonly Day[]): string {
  const indexes = days.map((day) => DAYS.indexOf(day));
  const consecutive = indexes.every((index, i) => i === 0 || index === (indexes[i - 1] ?? -2) + 1);
  const names = days.map((day) => FRENCH_DAYS[day]);
  if (names.length === 1) return `le ${names[0]}`;
  if (consecutive && names.length > 2) return `du ${names[0]} au ${names.at(-1)}`;
  return `le ${names.slice(0, -1).join(", le ")} et le ${names.at(-1)}`;
}

/** « du lundi au samedi, de 8 h 30 à 20 h » (periods joined by « ; »). */
export function hoursText(hours: readonly OpeningPeriod[]): string {
  return hours
    .map(
      (period) => `${daysText(period.days)}, de ${formatHour(period.opens)} à ${formatHour(period.closes)}`,
    )
    .join(" ; ");
}

/** schema.org OpeningHoursSpecification for an office's hours. */
export function openingHoursSpecification(hours: readonly OpeningPeriod[]) {
  return hours.map((period) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: period.days.map((day) => SCHEMA_DAYS[day]),
    opens: period.opens,
    closes: period.closes,
  }));
}
