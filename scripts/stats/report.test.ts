import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { niceMax } from "../../server/analytics/charts.ts";
import {
  conversionPageLabel,
  entryPageLabel,
  escapeHtml,
  formatDay,
  formatLongDay,
} from "../../server/analytics/format.ts";
import { buildReport, entryPagesShown, lastDays } from "../../server/analytics/report.ts";
import { ARRIVED_KEY, AudienceStore, CONVERSION_KINDS, UNKNOWN_KEY } from "../../server/analytics/store.ts";
import { renderHtmlReport } from "./report-html.ts";
import { renderTextReport } from "./report-text.ts";

let directory: string;
let store: AudienceStore;

beforeEach(() => {
  directory = mkdtempSync(path.join(tmpdir(), "wt19-report-"));
  store = AudienceStore.open(path.join(directory, "audience.sqlite"));
  // Three days: 3 views on the 22nd, none on the 23rd, 5 on the 24th.
  store.record(
    { device: "mobile", referrer: "google.com", views: ["/", "/contact"], notFound: [], vitals: [] },
    "2026-11-22",
  );
  store.record(
    {
      device: "desktop",
      views: ["/"],
      notFound: ["/<script>alert(1)</script>"],
      vitals: [
        { path: "/", metric: "LCP", edge: 1200 },
        { path: "/", metric: "LCP", edge: 3100 },
        { path: "/", metric: "INP", edge: 96 },
        { path: "/", metric: "CLS", edge: 0 },
      ],
    },
    "2026-11-22",
  );
  for (let index = 0; index < 5; index++) {
    store.record(
      {
        device: index < 4 ? "mobile" : "desktop",
        views: ["/vae"],
        notFound: [],
        vitals: [{ path: "/vae", metric: "LCP", edge: 4600 }],
      },
      "2026-11-24",
    );
  }
  store.recordConversion("contact", "2026-11-24");
  store.recordConversion("booking", "2026-11-22");
  // Outside the range.
  store.record({ device: "mobile", views: ["/"], notFound: [], vitals: [] }, "2026-11-21");
});
afterEach(() => {
  store.close();
  rmSync(directory, { recursive: true, force: true });
});

describe("buildReport", () => {
  it("sums the range's counters, day by day, with the days without views", () => {
    const report = buildReport(store, lastDays("2026-11-24", 3));
    expect(report.range).toEqual({ from: "2026-11-22", to: "2026-11-24" });
    expect(report.views).toBe(8);
    expect(report.viewsPerDay).toEqual([
      { day: "2026-11-22", views: 3 },
      { day: "2026-11-23", views: 0 },
      { day: "2026-11-24", views: 5 },
    ]);
    expect(report.devices).toEqual({ mobile: 6, desktop: 2 });
    expect(report.pages.map((page) => [page.path, page.views])).toEqual([
      ["/vae", 5],
      ["/", 2],
      ["/contact", 1],
    ]);
    expect(report.conversions).toEqual({ contact: 1, booking: 1, total: 2 });
    expect(report.conversionRate).toBe(2 / 8);
    expect(report.conversionsPerDay.map((day) => day.rate)).toEqual([1 / 3, undefined, 1 / 5]);
    expect(report.notFoundViews).toBe(1);
  });

  it("gives each page's p75 and its rating against Google's thresholds", () => {
    const report = buildReport(store, lastDays("2026-11-24", 3));
    const home = report.vitals.find((page) => page.path === "/");
    // Two LCP values, 1.2 s and 3.1 s: the nearest-rank p75 is the second.
    expect(home?.metrics.LCP).toEqual({ p75: 3100, rating: "needs-improvement", samples: 2 });
    expect(home?.metrics.INP).toEqual({ p75: 96, rating: "good", samples: 1 });
    expect(home?.metrics.CLS).toEqual({ p75: 0, rating: "good", samples: 1 });
    expect(report.vitals.find((page) => page.path === "/vae")?.metrics).toMatchObject({
      LCP: { p75: 4600, rating: "poor", samples: 5 },
      INP: { samples: 0 },
    });
  });
});

describe("conversions per page and the share of visits that booked", () => {
  beforeEach(() => {
    // Arrivals on the 22nd (3) and the 24th (1), none on the 23rd.
    for (const day of ["2026-11-22", "2026-11-22", "2026-11-22", "2026-11-24"]) {
      store.record({ device: "mobile", entry: true, views: ["/vae"], notFound: [], vitals: [] }, day);
    }
    store.recordConversion("booking", "2026-11-22", "/vae");
    store.recordConversion("booking", "2026-11-23", "/vae");
    store.recordConversion("contact", "2026-11-23", ARRIVED_KEY);
    store.recordConversion("contact", "2026-11-24", "/");
    store.recordConversion("booking", "2026-11-21", "/");
  });

  it("adds the conversions per page up to the conversions, kind by kind", () => {
    const report = buildReport(store, lastDays("2026-11-24", 3));
    for (const kind of [...CONVERSION_KINDS, "total"] as const) {
      expect(
        report.conversionsPerPage.reduce((sum, row) => sum + row[kind], 0),
        kind,
      ).toBe(report.conversions[kind]);
    }
    expect(new Set(report.conversionsPerPage.map((row) => row.path)).size).toBe(
      report.conversionsPerPage.length,
    );
    // The site's pages first; the arrivals and the unknown after them.
    const keys = report.conversionsPerPage.map((row) => row.path);
    expect(keys.slice(-2)).toEqual([ARRIVED_KEY, UNKNOWN_KEY]);
  });

  it("divides the bookings by the visits of the days that counted visits, within 0 and 1", () => {
    const report = buildReport(store, lastDays("2026-11-24", 3));
    expect(report.arrivals).toBe(4);
    expect(report.conversionsPerDay.map((day) => day.arrivals)).toEqual([3, 0, 1]);
    // Bookings on the 22nd (2, one of them from the first beforeEach); the one of the 23rd had no visits counted.
    expect(report.bookingShare).toBe(2 / 4);
    expect(buildReport(store, lastDays("2026-11-23", 1)).bookingShare).toBeUndefined();
    for (let index = 0; index < 10; index++) store.recordConversion("booking", "2026-11-24", "/vae");
    const share = buildReport(store, lastDays("2026-11-24", 3)).bookingShare ?? -1;
    expect(share).toBeGreaterThan(0);
    expect(share).toBeLessThanOrEqual(1);
  });

  it("shows every row of the conversions per page in the text and HTML reports", () => {
    const report = buildReport(store, lastDays("2026-11-24", 3));
    const text = renderTextReport(report);
    const page = renderHtmlReport(report, "2026-11-24");
    for (const row of report.conversionsPerPage) {
      expect(text).toContain(conversionPageLabel(row.path));
      expect(page).toContain(escapeHtml(conversionPageLabel(row.path)));
    }
  });
});

describe("the funnel per entry page", () => {
  const city = "/bilan-de-competence/bilan-de-competence-melun";
  beforeEach(() => {
    // The city page: 4 visits, 2 reached the booking page, 1 booked, 1 message; /vae: 6 visits, nothing more;
    // /contact: 1 visit and 3 messages (more conversions than visits counted); a message without an entry page.
    const visit = (landing: string, day = "2026-11-23") =>
      store.record(
        { device: "mobile", entry: true, landing, views: [landing], notFound: [], vitals: [] },
        day,
      );
    for (let index = 0; index < 4; index++) visit(city);
    for (let index = 0; index < 6; index++) visit("/vae");
    visit("/contact");
    visit(city, "2026-11-20");
    for (let index = 0; index < 2; index++) {
      store.record(
        { device: "mobile", reachedBooking: city, views: ["/rendez-vous"], notFound: [], vitals: [] },
        "2026-11-23",
      );
    }
    store.recordConversion("booking", "2026-11-23", "/rendez-vous", city);
    store.recordConversion("contact", "2026-11-24", "/", city);
    for (let index = 0; index < 3; index++)
      store.recordConversion("contact", "2026-11-24", ARRIVED_KEY, "/contact");
  });

  it("gives each entry page its visits, booking page reached, bookings and messages, in the period only, sorted", () => {
    const report = buildReport(store, lastDays("2026-11-24", 3));
    expect(report.entryPages.map((row) => row.path)).toEqual(["/vae", city, "/contact", UNKNOWN_KEY]);
    expect(report.entryPages.find((row) => row.path === city)).toEqual({
      path: city,
      visits: 4,
      bookingPage: 2,
      booking: 1,
      contact: 1,
      rate: 2 / 4,
    });
    expect(report.entryPages.find((row) => row.path === "/vae")).toMatchObject({
      visits: 6,
      booking: 0,
      rate: 0,
    });
    // Capped at 100 %: a conversion is always counted, a visit only when the measurement ran.
    expect(report.entryPages.find((row) => row.path === "/contact")?.rate).toBe(1);
    // The conversions counted before the funnel, or sent without an entry page: no visits, no rate.
    expect(report.entryPages.find((row) => row.path === UNKNOWN_KEY)).toEqual({
      path: UNKNOWN_KEY,
      visits: 0,
      bookingPage: 0,
      booking: 1,
      contact: 1,
    });
  });

  it("adds up: the totals are the rows' sums, its conversions the report's, its visits within the arrivals", () => {
    const report = buildReport(store, lastDays("2026-11-24", 3));
    for (const stage of ["visits", "bookingPage", "booking", "contact"] as const) {
      expect(report.entryTotals[stage], stage).toBe(
        report.entryPages.reduce((sum, row) => sum + row[stage], 0),
      );
    }
    expect(report.entryTotals.booking).toBe(report.conversions.booking);
    expect(report.entryTotals.contact).toBe(report.conversions.contact);
    expect(report.entryTotals.visits).toBeLessThanOrEqual(report.arrivals);
    expect(report.entryTotals.rate).toBe(report.conversions.total / report.entryTotals.visits);
    for (const row of report.entryPages) if (row.rate !== undefined) expect(row.rate).toBeLessThanOrEqual(1);
  });

  it("shows the pages with most visits one by one, the others summed in one row, and still adds up", () => {
    const report = buildReport(store, lastDays("2026-11-24", 3));
    const shown = entryPagesShown(report, 1);
    expect(shown.map((row) => entryPageLabel(row))).toEqual([
      "/vae",
      "2 autres pages",
      entryPageLabel({ path: UNKNOWN_KEY }),
    ]);
    // The city page (4 visits, 2 conversions) and /contact (1 visit, 3 messages): 5 visits, 5 conversions.
    expect(shown[1]).toEqual({
      path: "",
      pages: 2,
      visits: 5,
      bookingPage: 2,
      booking: 1,
      contact: 4,
      rate: 1,
    });
    for (const stage of ["visits", "bookingPage", "booking", "contact"] as const) {
      expect(
        shown.reduce((sum, row) => sum + row[stage], 0),
        stage,
      ).toBe(report.entryTotals[stage]);
    }
    expect(entryPagesShown(report, 10)).toEqual(report.entryPages);
  });

  it("shows the table with its period in the text report", () => {
    const report = buildReport(store, lastDays("2026-11-24", 3));
    const lines = renderTextReport(report).split("\n");
    const title = lines.findIndex((line) => line.startsWith("Parcours des visites selon leur page d’entrée"));
    expect(lines[title]).toContain(`du ${formatLongDay("2026-11-22")} au ${formatLongDay("2026-11-24")}`);
    const rows = lines.slice(title + 2, title + 2 + report.entryPages.length + 1);
    expect(rows.map((line) => line.split(/\s{2,}/)[0])).toEqual([
      ...report.entryPages.map((row) => entryPageLabel(row)),
      "total",
    ]);
    expect(rows[1]).toMatch(new RegExp(`^${city}\\s+4\\s+2\\s+1\\s+1\\s+50\u00a0%$`));
  });

  it("shows the table in the HTML report: a caption with the period, headers with their scope, the totals in its foot", () => {
    const report = buildReport(store, lastDays("2026-11-24", 3));
    const page = renderHtmlReport(report, "2026-11-24");
    const table =
      page.match(
        /<div class="table-scroll" tabindex="0" role="region" aria-labelledby="entry-pages-caption"><table class="visible">(.*?)<\/table><\/div>/,
      )?.[1] ?? "";
    expect(table).toMatch(/^<caption id="entry-pages-caption">[^<]+<\/caption>/);
    expect(table.match(/<caption[^>]*>([^<]*)</)?.[1]).toContain(
      escapeHtml(`du ${formatLongDay("2026-11-22")} au ${formatLongDay("2026-11-24")}`),
    );
    expect(table.match(/<th scope="col"/g)).toHaveLength(6);
    expect(table.match(/<tbody>.*<\/tbody>/)?.[0].match(/<th scope="row">/g)).toHaveLength(
      report.entryPages.length,
    );
    for (const row of report.entryPages)
      expect(table).toContain(`<th scope="row">${escapeHtml(entryPageLabel(row))}</th>`);
    expect(table).toMatch(/<tfoot><tr><th scope="row">Total<\/th><td class="num">11<\/td>/);
  });
});

describe("the text report", () => {
  it("states the figures the firm reads", () => {
    const text = renderTextReport(buildReport(store, lastDays("2026-11-24", 3)));
    expect(text).toContain("Pages vues : 8");
    expect(text).toContain("Conversions : 2");
    expect(text).toContain("25\u00a0% des pages vues");
    expect(text).toMatch(/\/vae\s+5\s+4\s+1/);
    expect(text).toMatch(/google\.com\s+1/);
    expect(text).toMatch(/\/vae\s+4,6\u202fs\s+mauvais/);
  });
});

describe("the HTML report", () => {
  const html = () => renderHtmlReport(buildReport(store, lastDays("2026-11-24", 3)), "2026-11-24");

  it("is one self-contained page: no script, nothing loaded from anywhere", () => {
    const page = html();
    expect(page).toMatch(/^<!DOCTYPE html>\n<html lang="fr">/);
    expect(page).not.toMatch(/<script/i);
    expect(page).not.toMatch(/\b(?:src|href)=/);
    expect(page).not.toMatch(/url\(/);
    expect(page).toContain("default-src 'none'");
  });

  it("escapes what came from beacons", () => {
    const page = html();
    expect(page).not.toContain("<script>alert(1)</script>");
    expect(page).toContain("&#60;script&#62;alert(1)&#60;/script&#62;");
  });

  it("gives each chart a table for screen readers, with the chart itself hidden from them", () => {
    const page = html();
    const charts = page.match(/<svg /g) ?? [];
    // Views per day, top pages, conversion rate, and one per vital.
    expect(charts).toHaveLength(6);
    expect(page.match(/<svg [^>]*aria-hidden="true"/g)).toHaveLength(6);
    expect(page.match(/<div class="sr-only"><table>/g)).toHaveLength(6);
    expect(page).toContain("<caption>Pages vues par jour</caption>");
    expect(page).toMatch(/<th scope="row">lun\. 23 nov\.<\/th><td>0<\/td>/);
  });

  it("writes French numbers and typography", () => {
    const page = html();
    expect(page).toContain("25\u00a0%");
    expect(page).toContain("4,6\u202fs");
    expect(page).toContain("pour 100 pages vues\u00a0:");
  });
});

describe("helpers", () => {
  it("escapes the five HTML characters", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;");
  });

  it("writes the first day of a month « 1er »", () => {
    expect(formatDay("2026-12-01")).toMatch(/ 1er déc\./);
    expect(formatLongDay("2026-12-01")).toMatch(/^1er décembre 2026$/);
    expect(formatLongDay("2026-12-11")).toMatch(/^11 décembre 2026$/);
  });

  it("rounds a chart's scale up to 1, 2 or 5 times a power of ten", () => {
    expect([0, 1, 3, 7, 12, 250, 251, 999].map(niceMax)).toEqual([1, 1, 5, 10, 20, 500, 500, 1000]);
  });
});
