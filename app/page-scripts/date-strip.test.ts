// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { isoLocalDate, startDateStrip } from "./date-strip.ts";

describe("the articles' date strip", () => {
  it("gives the visitor's calendar day for <time dateTime>", () => {
    expect(isoLocalDate(new Date(2025, 0, 5, 23, 59))).toBe("2025-01-05");
  });

  it("writes today's date, day/month/year, into the link to the blog, once", () => {
    document.body.innerHTML =
      '<div class="date-strip"><a class="date-strip__link" href="/blog"><span>Le blog</span></a></div>';
    const now = new Date(2026, 11, 3, 9, 0);
    startDateStrip(document, now);
    startDateStrip(document, now);
    const times = document.querySelectorAll(".date-strip__link time");
    expect(times).toHaveLength(1);
    expect(times[0]?.getAttribute("datetime")).toBe("2026-12-03");
    expect(times[0]?.textContent).toBe("03/12/2026");
  });
});
