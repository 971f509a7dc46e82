import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { RetentionPurge } from "../relay/retention.ts";
import { closeSqlite, openSqlite } from "../sqlite.ts";
import {
  ARRIVED_KEY,
  AUDIENCE_MIGRATIONS,
  AudienceStore,
  addDays,
  DISTINCT_PER_DAY,
  OTHER_KEY,
  parisDay,
  UNKNOWN_KEY,
} from "./store.ts";

let directory: string;
let store: AudienceStore;

beforeEach(() => {
  directory = mkdtempSync(path.join(tmpdir(), "wt19-audience-"));
  store = AudienceStore.open(path.join(directory, "audience.sqlite"));
});
afterEach(() => {
  store.close();
  rmSync(directory, { recursive: true, force: true });
});

const hit = (overrides = {}) => ({
  device: "mobile" as const,
  views: ["/", "/contact"],
  notFound: [],
  vitals: [{ path: "/", metric: "LCP" as const, edge: 1200 }],
  ...overrides,
});

describe("the audience store", () => {
  it("adds each beacon to the day's counters", () => {
    store.record(hit({ referrer: "google.com" }), "2026-11-20");
    store.record(hit({ device: "desktop", views: ["/"], notFound: ["/tarifs"] }), "2026-11-20");
    store.record(hit(), "2026-11-21");
    store.recordConversion("contact", "2026-11-21");
    store.recordConversion("contact", "2026-11-21");
    store.recordConversion("booking", "2026-11-21");
    const range = { from: "2026-11-20", to: "2026-11-21" };
    expect(store.views(range)).toEqual([
      { day: "2026-11-20", path: "/", device: "desktop", views: 1 },
      { day: "2026-11-20", path: "/", device: "mobile", views: 1 },
      { day: "2026-11-20", path: "/contact", device: "mobile", views: 1 },
      { day: "2026-11-21", path: "/", device: "mobile", views: 1 },
      { day: "2026-11-21", path: "/contact", device: "mobile", views: 1 },
    ]);
    expect(store.referrers(range)).toEqual([{ domain: "google.com", views: 1 }]);
    expect(store.notFound(range)).toEqual([{ path: "/tarifs", views: 1 }]);
    expect(store.conversions(range)).toEqual([
      { day: "2026-11-21", kind: "booking", count: 1 },
      { day: "2026-11-21", kind: "contact", count: 2 },
    ]);
    expect(store.vitals(range)).toEqual([{ path: "/", metric: "LCP", edge: 1200, count: 3 }]);
    expect(store.vitals({ from: "2026-11-21", to: "2026-11-21" })).toEqual([
      { path: "/", metric: "LCP", edge: 1200, count: 1 },
    ]);
  });

  it("counts an arrival once per beacon that says so and carries a view, and conversions per page", () => {
    store.record(hit({ entry: true }), "2026-11-20");
    store.record(hit({ entry: true, views: [], notFound: ["/tarifs"] }), "2026-11-20");
    store.record(hit({ entry: true, views: [] }), "2026-11-20");
    store.record(hit(), "2026-11-20");
    store.recordConversion("booking", "2026-11-20", "/vae");
    store.recordConversion("booking", "2026-11-20", "/vae");
    store.recordConversion("contact", "2026-11-20", ARRIVED_KEY);
    store.recordConversion("contact", "2026-11-20");
    const range = { from: "2026-11-20", to: "2026-11-20" };
    expect(store.arrivals(range)).toEqual([{ day: "2026-11-20", count: 2 }]);
    expect(store.conversionPaths(range)).toEqual([
      { path: ARRIVED_KEY, kind: "contact", count: 1 },
      { path: UNKNOWN_KEY, kind: "contact", count: 1 },
      { path: "/vae", kind: "booking", count: 2 },
    ]);
    expect(store.conversions(range)).toEqual([
      { day: "2026-11-20", kind: "booking", count: 2 },
      { day: "2026-11-20", kind: "contact", count: 2 },
    ]);
  });

  it("counts the stages of the visits per entry page, and each conversion once in them", () => {
    const city = "/bilan-de-competence/bilan-de-competence-melun";
    store.record(hit({ entry: true, landing: city, views: [city, "/vae"] }), "2026-11-20");
    store.record(hit({ entry: true, landing: city, views: [city] }), "2026-11-20");
    store.record(hit({ reachedBooking: city, views: ["/rendez-vous"] }), "2026-11-20");
    store.record(hit({ entry: true, landing: "/vae", views: ["/vae"] }), "2026-11-21");
    store.recordConversion("booking", "2026-11-20", "/rendez-vous", city);
    store.recordConversion("contact", "2026-11-21", "/vae", "/vae");
    store.recordConversion("contact", "2026-11-21", ARRIVED_KEY);
    const range = { from: "2026-11-20", to: "2026-11-21" };
    expect(store.funnel(range)).toEqual([
      { entry: UNKNOWN_KEY, stage: "contact", count: 1 },
      { entry: city, stage: "booking", count: 1 },
      { entry: city, stage: "booking-page", count: 1 },
      { entry: city, stage: "visit", count: 2 },
      { entry: "/vae", stage: "contact", count: 1 },
      { entry: "/vae", stage: "visit", count: 1 },
    ]);
    expect(store.funnel({ from: "2026-11-21", to: "2026-11-21" })).toHaveLength(3);
    // Read back from the file by another connection: the counts are in the file.
    const db = new Database(store.file, { readonly: true });
    const total = db.prepare<[], { n: number }>("SELECT sum(count) AS n FROM funnel").get()?.n;
    db.close();
    expect(total).toBe(7);
  });

  it("keeps the conversions of a file made before they had a page, as of an unknown page", () => {
    const file = path.join(directory, "version-1.sqlite");
    const old = openSqlite(file, { migrations: AUDIENCE_MIGRATIONS.slice(0, 1), synchronous: "NORMAL" }).db;
    old.exec("INSERT INTO conversions VALUES ('2026-11-20', 'contact', 3), ('2026-11-21', 'booking', 2)");
    closeSqlite(old);
    const migrated = AudienceStore.open(file);
    try {
      const range = { from: "2026-11-20", to: "2026-11-21" };
      expect(migrated.conversions(range)).toEqual([
        { day: "2026-11-20", kind: "contact", count: 3 },
        { day: "2026-11-21", kind: "booking", count: 2 },
      ]);
      expect(migrated.conversionPaths(range)).toEqual([
        { path: UNKNOWN_KEY, kind: "booking", count: 2 },
        { path: UNKNOWN_KEY, kind: "contact", count: 3 },
      ]);
      migrated.recordConversion("contact", "2026-11-21", "/vae");
      expect(migrated.arrivals(range)).toEqual([]);
      // The funnel adds up to the conversions: those made before it have no entry page.
      expect(migrated.funnel(range)).toEqual([
        { entry: UNKNOWN_KEY, stage: "booking", count: 2 },
        { entry: UNKNOWN_KEY, stage: "contact", count: 4 },
      ]);
    } finally {
      migrated.close();
    }
  });

  it("holds counters only: no column for an address, a time, an agent or an identifier", () => {
    const db = new Database(store.file, { readonly: true });
    const columns = db
      .prepare<[], { name: string; tbl: string }>(
        "SELECT p.name, m.name AS tbl FROM sqlite_master m JOIN pragma_table_info(m.name) p WHERE m.type = 'table'",
      )
      .all()
      .map((column) => column.name);
    db.close();
    expect(new Set(columns)).toEqual(
      new Set([
        "day",
        "path",
        "device",
        "views",
        "domain",
        "kind",
        "count",
        "metric",
        "edge",
        "entry",
        "stage",
      ]),
    );
  });

  it("caps the distinct referrers and 404 paths of a day, counting the rest together", () => {
    for (let index = 0; index < DISTINCT_PER_DAY + 3; index++) {
      store.record(
        hit({ referrer: `site${index}.example`, views: [], notFound: [`/junk-${index}`] }),
        "2026-11-20",
      );
    }
    store.record(hit({ referrer: "site0.example", views: ["/"] }), "2026-11-20");
    const range = { from: "2026-11-20", to: "2026-11-20" };
    const referrers = store.referrers(range);
    expect(referrers).toHaveLength(DISTINCT_PER_DAY + 1);
    expect(referrers.find((row) => row.domain === OTHER_KEY)?.views).toBe(3);
    expect(referrers.find((row) => row.domain === "site0.example")?.views).toBe(2);
    expect(store.notFound(range).find((row) => row.path === OTHER_KEY)?.views).toBe(3);
  });

  it("caps the distinct entry pages of a day the same way", () => {
    for (let index = 0; index < DISTINCT_PER_DAY + 3; index++) {
      store.record(hit({ entry: true, landing: `/page-${index}` }), "2026-11-20");
    }
    store.record(hit({ reachedBooking: "/page-0", views: ["/rendez-vous"] }), "2026-11-20");
    store.recordConversion("booking", "2026-11-20", "/rendez-vous", "/page-9999");
    const rows = store.funnel({ from: "2026-11-20", to: "2026-11-20" });
    expect(new Set(rows.map((row) => row.entry)).size).toBe(DISTINCT_PER_DAY + 1);
    expect(rows.filter((row) => row.entry === OTHER_KEY)).toEqual([
      { entry: OTHER_KEY, stage: "booking", count: 1 },
      { entry: OTHER_KEY, stage: "visit", count: 3 },
    ]);
    expect(rows.find((row) => row.entry === "/page-0" && row.stage === "booking-page")?.count).toBe(1);
  });

  it("purges every counter of the days before the cutoff (25 months, through the relay's purge)", () => {
    const now = new Date("2028-12-15T10:00:00Z");
    store.record(
      hit({ referrer: "old.example", notFound: ["/old"], entry: true, landing: "/" }),
      "2026-11-14",
    );
    store.recordConversion("contact", "2026-11-14", "/vae", "/");
    store.record(hit(), "2026-11-15");
    const log: string[] = [];
    const purge = new RetentionPurge({
      store,
      retentionMonths: 25,
      now: () => now,
      log: { info: (line) => log.push(line), error: (line) => log.push(line) },
      label: { scope: "audience", item: "daily count dated", items: "daily counts dated" },
    });
    expect(purge.runOnce()).toBe(9);
    expect(store.oldestDay()).toBe("2026-11-15");
    expect(log.join("\n")).toMatch(
      /^audience: deleted 9 daily counts dated before 2026-11-15T10:00:00\.000Z/,
    );
    expect(purge.runOnce()).toBe(0);
  });

  it("dates a count by the day in Paris", () => {
    expect(parisDay(new Date("2026-11-24T22:59:00Z"))).toBe("2026-11-24");
    expect(parisDay(new Date("2026-11-24T23:00:00Z"))).toBe("2026-11-25");
    expect(parisDay(new Date("2026-07-14T21:59:00Z"))).toBe("2026-07-14");
    expect(parisDay(new Date("2026-07-14T22:00:00Z"))).toBe("2026-07-15");
    expect(addDays("2026-03-28", 2)).toBe("2026-03-30");
    expect(addDays("2026-01-01", -1)).toBe("2025-12-31");
  });
});
