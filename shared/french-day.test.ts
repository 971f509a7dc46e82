import { describe, expect, it } from "vitest";
import { calendarDay, dayAndTime, dayTile, longDate, longDay, shortDay, wallClock } from "./french-day.ts";

const NNBSP = "\u202f";

/** What Intl writes for a calendar day, with « 1er » for the first of the month (Intl writes « 1 »). */
function intlWithFirst(iso: string, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat("fr-FR", { ...options, timeZone: "UTC" })
    .format(new Date(`${iso}T12:00:00Z`))
    .replace(/(^|\s)1(?=\s|$)/, "$11er");
}

/** Every calendar day from 2024 to 2031, as "YYYY-MM-DD". */
function* everyDay(): Generator<string> {
  for (let day = Temporal.PlainDate.from("2024-01-01"); day.year < 2032; day = day.add({ days: 1 })) {
    yield day.toString();
  }
}

describe("French days without Intl", () => {
  it("writes the first of the month « 1er » in every shape, and only the first", () => {
    expect(longDay("2026-12-01")).toBe("mardi 1er décembre 2026");
    expect(longDay("2026-12-01", { year: false })).toBe("mardi 1er décembre");
    expect(longDate("2026-12-01")).toBe("1er décembre 2026");
    expect(longDate("2026-12-01", { year: false })).toBe("1er décembre");
    expect(shortDay("2026-12-01")).toBe("mar. 1er déc.");
    expect(shortDay("2026-12-01", { year: true })).toBe("mar. 1er déc. 2026");
    expect(dayTile("2026-12-01")).toEqual({ weekday: "mar.", day: "1er", month: "déc." });
    expect(dayAndTime("2026-12-01", "09:30")).toBe(`mardi 1er décembre à 9${NNBSP}h${NNBSP}30`);
    expect(dayAndTime("2026-12-01", "14:00", { year: true })).toBe(`mardi 1er décembre 2026 à 14${NNBSP}h`);
    for (const other of ["2026-12-11", "2026-12-21", "2026-12-31", "2026-12-10"]) {
      expect(longDay(other)).not.toContain("er ");
      expect(dayTile(other).day).toBe(String(Number(other.slice(8))));
    }
  });

  it("agrees with Intl's fr-FR on every day from 2024 to 2031, the first apart", () => {
    const long = { weekday: "long", day: "numeric", month: "long", year: "numeric" } as const;
    const short = { weekday: "short", day: "numeric", month: "short" } as const;
    const date = { day: "numeric", month: "long", year: "numeric" } as const;
    let days = 0;
    for (const iso of everyDay()) {
      expect(longDay(iso)).toBe(intlWithFirst(iso, long));
      expect(shortDay(iso)).toBe(intlWithFirst(iso, short));
      expect(longDate(iso)).toBe(intlWithFirst(iso, date));
      days++;
    }
    expect(days).toBe(2922);
  });

  it("refuses what is not a day of the calendar", () => {
    for (const bad of ["2026-02-29", "2026-13-01", "2026-12-1", "01/12/2026", ""]) {
      expect(() => longDay(bad), bad).toThrow(RangeError);
    }
    expect(calendarDay("2028-02-29")).toEqual({ year: 2028, month: 2, day: 29 });
  });
});

describe("wallClock", () => {
  it("reads the day and time an API date-time says, in its own offset", () => {
    expect(wallClock("2026-12-01T08:30:00+01:00")).toEqual({ date: "2026-12-01", time: "08:30" });
    expect(wallClock("2026-07-01T18:00:00+02:00")).toEqual({ date: "2026-07-01", time: "18:00" });
    expect(wallClock("2026-12-01T08:30")).toEqual({ date: "2026-12-01", time: "08:30" });
  });

  it("refuses UTC times and anything else", () => {
    for (const bad of [
      "2026-12-01T07:30:00Z",
      "2026-12-01",
      "2026-02-30T08:30",
      "2026-12-01T24:00",
      "2026-12-01T08:60",
      "demain",
      "2026-12-01T08:30:00+01:00x",
    ]) {
      expect(wallClock(bad), bad).toBeUndefined();
    }
  });
});
