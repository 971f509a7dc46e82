import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { frenchPublicHolidayDates, frenchPublicHolidays } from "./public-holidays.ts";
import { addDays, addWorkingDays, isWorkingDay, parisToday } from "./working-days.ts";

/** A calendar day between 2024 and 2033, as Temporal writes it. */
const calendarDay = fc
  .integer({ min: 0, max: 3650 })
  .map((offset) => Temporal.PlainDate.from("2024-01-01").add({ days: offset }).toString());

/** Temporal's own reading of a working day: the oracle the pure functions are checked against. */
const temporalWorkingDay = (day: Temporal.PlainDate) =>
  day.dayOfWeek <= 5 && !frenchPublicHolidays(day.year).has(day.toString());

const holidays = new Set(frenchPublicHolidayDates(2024, 2034));

describe("working days", () => {
  it("counts exactly `count` working days after the day, and lands on one", () => {
    fc.assert(
      fc.property(calendarDay, fc.integer({ min: 0, max: 40 }), (day, count) => {
        const result = addWorkingDays(day, count, holidays);
        let current = Temporal.PlainDate.from(day);
        let counted = 0;
        while (Temporal.PlainDate.compare(current, Temporal.PlainDate.from(result)) < 0) {
          current = current.add({ days: 1 });
          if (temporalWorkingDay(current)) counted += 1;
        }
        expect(counted).toBe(count);
        if (count > 0) expect(temporalWorkingDay(Temporal.PlainDate.from(result))).toBe(true);
        else expect(result).toBe(day);
      }),
      { numRuns: 500 },
    );
  });

  it("skips weekends and public holidays, and only them", () => {
    fc.assert(
      fc.property(calendarDay, (day) => {
        expect(isWorkingDay(day, holidays)).toBe(temporalWorkingDay(Temporal.PlainDate.from(day)));
      }),
      { numRuns: 500 },
    );
    // Without the holidays, a holiday on a weekday counts: the list is what makes the difference.
    expect(isWorkingDay("2026-12-25", new Set())).toBe(true);
    expect(isWorkingDay("2026-12-25", holidays)).toBe(false);
  });

  it("takes the holidays as a list or a set", () => {
    const list = frenchPublicHolidayDates(2026, 2027);
    expect(addWorkingDays("2026-12-18", 11, list)).toBe(addWorkingDays("2026-12-18", 11, new Set(list)));
  });

  it("adds calendar days across months, years and leap days", () => {
    fc.assert(
      fc.property(calendarDay, fc.integer({ min: -800, max: 800 }), (day, count) => {
        expect(addDays(day, count)).toBe(Temporal.PlainDate.from(day).add({ days: count }).toString());
      }),
    );
  });

  it("refuses what is not a calendar day or a count of days", () => {
    expect(() => addWorkingDays("2026-02-30", 1, holidays)).toThrow(RangeError);
    expect(() => addWorkingDays("2026-12-01", -1, holidays)).toThrow(RangeError);
    expect(() => addWorkingDays("2026-12-01", 1.5, holidays)).toThrow(RangeError);
  });
});

describe("today in Paris", () => {
  const parisDate = (time: number) =>
    Temporal.Instant.fromEpochMilliseconds(time).toZonedDateTimeISO("Europe/Paris").toPlainDate().toString();

  it("is the day Temporal gives in Europe/Paris, at any instant", () => {
    const from = Date.UTC(1997, 0, 1);
    const to = Date.UTC(2099, 11, 31);
    fc.assert(
      fc.property(fc.integer({ min: from, max: to }), (time) => {
        expect(parisToday(new Date(time))).toBe(parisDate(time));
      }),
      { numRuns: 5000 },
    );
  });

  it("changes day at midnight in Paris, on both sides of each daylight-saving change", () => {
    for (let year = 2024; year <= 2032; year += 1) {
      // Every quarter of an hour of the last eight days of March and of October.
      for (const month of [2, 9]) {
        const start = Date.UTC(year, month, 24);
        for (let time = start; time < start + 8 * 86_400_000; time += 900_000) {
          expect(parisToday(new Date(time)), new Date(time).toISOString()).toBe(parisDate(time));
        }
      }
    }
  });
});
