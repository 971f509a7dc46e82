import { describe, expect, it } from "vitest";
import { isoLocalDate } from "./today.ts";

describe("the articles' date strip", () => {
  it("gives the visitor's calendar day for <time dateTime>", () => {
    expect(isoLocalDate(new Date(2025, 0, 5, 23, 59))).toBe("2025-01-05");
  });
});
