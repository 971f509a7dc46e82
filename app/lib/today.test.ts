import { describe, expect, it } from "vitest";
import { formatShortDate, isoLocalDate } from "./today.ts";

describe("the articles' date strip", () => {
  it("writes the date fr-FR, day/month/year, two digits", () => {
    expect(formatShortDate(new Date(2026, 10, 21))).toBe("21/11/2026");
    expect(formatShortDate(new Date(2025, 0, 5))).toBe("05/01/2025");
  });

  it("gives the visitor's calendar day for <time dateTime>", () => {
    expect(isoLocalDate(new Date(2025, 0, 5, 23, 59))).toBe("2025-01-05");
  });
});
