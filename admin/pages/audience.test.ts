import { describe, expect, it } from "vitest";
import { periodOf } from "./audience.tsx";

describe("periodOf", () => {
  it("takes 7, 30 or 90 days, and 30 otherwise", () => {
    expect(periodOf(new URLSearchParams("jours=7"))).toBe(7);
    expect(periodOf(new URLSearchParams("jours=90"))).toBe(90);
    for (const query of ["", "jours=", "jours=8", "jours=365", "jours=abc", "jours=30.0"]) {
      expect(periodOf(new URLSearchParams(query))).toBe(30);
    }
  });
});
