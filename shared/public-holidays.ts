/**
 * French public holidays (jours fériés), computed by date-holidays (country
 * FR, type "public" only: the eleven nationwide days, not observances nor
 * Alsace-Moselle's own), never typed. The server's booking slots skip them;
 * the build hands their dates to the pages that count working days in the
 * browser (the cost simulator's earliest start), so date-holidays never
 * ships to the browser. Node only.
 */
import Holidays from "date-holidays";

const holidayCalendar = new Holidays("FR", { types: ["public"] });
const holidayYears = new Map<number, Map<string, string>>();

/** The French public holidays of `year`: ISO date -> name (« Lundi de Pâques »). */
export function frenchPublicHolidays(year: number): ReadonlyMap<string, string> {
  let days = holidayYears.get(year);
  if (!days) {
    days = new Map();
    for (const holiday of holidayCalendar.getHolidays(year, "fr")) {
      if (holiday.type === "public") days.set(holiday.date.slice(0, 10), holiday.name);
    }
    holidayYears.set(year, days);
  }
  return days;
}

/** The public holidays' dates ("2026-12-25") from the first of January of `fromYear` to the end of `toYear`, sorted. */
export function frenchPublicHolidayDates(fromYear: number, toYear: number): string[] {
  const dates: string[] = [];
  for (let year = fromYear; year <= toYear; year += 1) dates.push(...frenchPublicHolidays(year).keys());
  return dates.sort();
}
