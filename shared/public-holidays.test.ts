import { describe, expect, it } from "vitest";
import { frenchPublicHolidayDates, frenchPublicHolidays } from "./public-holidays.ts";

describe("French public holidays", () => {
  it("computes the eleven nationwide ones, not observances nor Alsace-Moselle's", () => {
    expect([...frenchPublicHolidays(2026).keys()].sort()).toEqual([
      "2026-01-01",
      "2026-04-06", // Easter Monday
      "2026-05-01",
      "2026-05-08",
      "2026-05-14", // Ascension
      "2026-05-25", // Whit Monday
      "2026-07-14",
      "2026-08-15",
      "2026-11-01",
      "2026-11-11",
      "2026-12-25",
    ]);
    // Easter moves: 28 March 2027 is Easter Sunday.
    expect(frenchPublicHolidays(2027).get("2027-03-29")).toBe("Lundi de Pâques");
    expect(frenchPublicHolidays(2027).has("2027-03-26")).toBe(false); // Good Friday: Alsace-Moselle only
  });

  it("lists every year's dates in a range, in order", () => {
    const dates = frenchPublicHolidayDates(2026, 2028);
    expect(dates).toEqual([...dates].sort());
    for (const year of [2026, 2027, 2028]) {
      expect(dates.filter((date) => date.startsWith(`${year}-`))).toEqual(
        [...frenchPublicHolidays(year).keys()].sort(),
      );
    }
    expect(dates.every((date) => /^202[678]-\d{2}-\d{2}$/.test(date))).toBe(true);
  });
});
