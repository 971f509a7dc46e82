import { describe, expect, it } from "vitest";
import { formatHour } from "../config/hours.ts";
import { addDays, formatDay, formatInstant, isDay, mondayOf, parisDate, parisInstant } from "./dates.ts";

describe("formatInstant", () => {
  it("shows Paris time, winter and summer", () => {
    expect(formatInstant("2026-12-01T07:30:00Z")).toMatch(/8\u202fh\u202f30$/);
    expect(formatInstant("2026-07-15T07:30:00Z")).toMatch(/9\u202fh\u202f30$/);
  });

  it("writes the first of the month « 1er », and other days as numbers", () => {
    expect(formatInstant("2026-12-01T07:30:00Z")).toMatch(/ 1er /);
    expect(formatInstant("2026-12-02T07:30:00Z")).toMatch(/ 2 /);
    expect(formatInstant("2026-12-11T07:30:00Z")).not.toMatch(/1er/);
  });

  it("takes the Paris day of an instant late in the UTC evening", () => {
    // 23:30 UTC on 30 November is 00:30 on 1 December in Paris.
    expect(formatInstant("2026-11-30T23:30:00Z")).toMatch(/^mar\. 1er .* 2026, 0\u202fh\u202f30$/);
  });

  it("gives nothing for an invalid instant", () => {
    expect(formatInstant("not a date")).toBe("");
  });
});

describe("formatDay", () => {
  it("writes the first « 1er », with or without the year", () => {
    expect(formatDay("2026-12-01")).toMatch(/ 1er .* 2026$/);
    expect(formatDay("2026-12-01", { year: false })).not.toMatch(/2026/);
  });
});

describe("day arithmetic", () => {
  it("adds days across months, years and the clock changes", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-29", 1)).toBe("2026-03-30");
    expect(addDays("2026-10-25", -1)).toBe("2026-10-24");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
  });

  it("finds a day's Monday, a Sunday included", () => {
    expect(mondayOf("2026-11-23")).toBe("2026-11-23");
    expect(mondayOf("2026-11-29")).toBe("2026-11-23");
    expect(mondayOf("2026-12-01")).toBe("2026-11-30");
  });

  it("tells real days from look-alikes", () => {
    expect(isDay("2026-02-28")).toBe(true);
    expect(isDay("2026-02-30")).toBe(false);
    expect(isDay("2026-2-3")).toBe(false);
    expect(isDay("")).toBe(false);
  });

  it("gives the Paris day of an instant", () => {
    expect(parisDate("2026-11-30T23:30:00Z")).toBe("2026-12-01");
    expect(parisDate("2026-07-14T21:59:00Z")).toBe("2026-07-14");
    expect(parisDate("2026-07-14T22:00:00Z")).toBe("2026-07-15");
  });
});

describe("parisInstant", () => {
  it("gives a Paris wall-clock time its offset, which is the same instant", () => {
    for (const [day, time, offset] of [
      ["2026-12-01", "08:30", "+01:00"],
      ["2026-07-15", "08:30", "+02:00"],
      ["2026-03-29", "03:30", "+02:00"],
      ["2026-03-28", "23:30", "+01:00"],
      ["2026-10-25", "12:00", "+01:00"],
      ["2026-10-24", "12:00", "+02:00"],
    ] as const) {
      const instant = parisInstant(day, time);
      expect(instant).toBe(`${day}T${time}:00${offset}`);
      expect(parisDate(instant)).toBe(day);
      expect(formatInstant(instant).endsWith(formatHour(time))).toBe(true);
    }
  });
});
