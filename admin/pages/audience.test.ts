import { describe, expect, it } from "vitest";
import { formatVital, periodOf } from "./audience.tsx";

describe("periodOf", () => {
  it("takes 7, 30 or 90 days, and 30 otherwise", () => {
    expect(periodOf(new URLSearchParams("jours=7"))).toBe(7);
    expect(periodOf(new URLSearchParams("jours=90"))).toBe(90);
    for (const query of ["", "jours=", "jours=8", "jours=365", "jours=abc"]) {
      expect(periodOf(new URLSearchParams(query))).toBe(30);
    }
  });
});

describe("formatVital", () => {
  it("shows each metric in its unit, French decimals", () => {
    expect(formatVital("LCP", 2500)).toBe("2,5\u202fs");
    expect(formatVital("INP", 184)).toBe("184\u202fms");
    expect(formatVital("CLS", 50)).toBe("0,05");
  });

  it("shows the overflow bucket as « more than » the histogram's top", () => {
    expect(formatVital("LCP", 10_100)).toBe(">\u00a010,0\u202fs");
    expect(formatVital("INP", 1_004)).toBe(">\u00a01\u202f000\u202fms");
    expect(formatVital("LCP", 10_000)).toBe("10,0\u202fs");
  });
});
