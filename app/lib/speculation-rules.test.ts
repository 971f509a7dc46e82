import { describe, expect, it } from "vitest";
import { BOOKING_API, bookingManagePath } from "../../content/booking.ts";
import { NOT_PRERENDERED, speculationRules } from "./speculation-rules.ts";

/** Whether one of the patterns matches the address, as the browser's URL Pattern reads them against the site. */
const excluded = (path: string) =>
  NOT_PRERENDERED.some((pattern) =>
    new URLPattern(pattern, "https://site.test").test(`https://site.test${path}`),
  );

describe("speculation rules", () => {
  it("never prerender the back office, the API, a booking's own page or a file", () => {
    for (const path of [
      "/admin",
      "/admin/messages",
      `${BOOKING_API}/slots`,
      bookingManagePath,
      `${bookingManagePath}/abc`,
      "/documents/programme.pdf",
      "/media/blog/a.svg",
    ])
      expect(excluded(path), path).toBe(true);
  });

  it("prerender the site's pages, a query included", () => {
    for (const path of [
      "/",
      "/about",
      "/rendez-vous",
      "/blog?categorie=vae",
      "/bilan-de-competence/bilan-de-competence-melun",
    ])
      expect(excluded(path), path).toBe(false);
  });

  it("are JSON the browser reads: one prerender rule of moderate eagerness, documents of this site only", () => {
    const rules = JSON.parse(JSON.stringify(speculationRules));
    expect(Object.keys(rules)).toEqual(["prerender"]);
    expect(rules.prerender).toHaveLength(1);
    expect(rules.prerender[0].eagerness).toBe("moderate");
    expect(rules.prerender[0].where.and[0]).toEqual({ href_matches: "/*" });
  });
});
