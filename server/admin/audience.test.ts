import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { AudienceReport } from "../analytics/report.ts";
import { ARRIVED_KEY, AudienceStore, CONVERSION_KINDS, UNKNOWN_KEY } from "../analytics/store.ts";
import { adminAudienceRoutes } from "./audience.ts";
import type { AdminPrincipal } from "./context.ts";

const TODAY = "2026-12-01";
const principal: AdminPrincipal = {
  userId: 1,
  email: "lecture@cabinet.example",
  role: "lecture",
  sessionHash: "x",
};

let directory: string;
let store: AudienceStore;
let app: FastifyInstance;
let configs: Record<string, unknown>;

/** The module in a tiny server whose guard is a fake: every request is the signed-in `principal`. */
async function start({ measured = true } = {}): Promise<void> {
  app = Fastify();
  app.decorateRequest("admin", null);
  app.addHook("onRequest", async (request) => {
    request.admin = principal;
  });
  configs = {};
  app.addHook("onRoute", (route) => {
    configs[`${route.method} ${route.url}`] = route.config;
  });
  await app.register(adminAudienceRoutes, {
    db: undefined as never,
    now: () => new Date(`${TODAY}T10:00:00Z`),
    audit: () => {
      throw new Error("reading the audience is not audited");
    },
    ...(measured && { audience: store }),
  });
  await app.ready();
}

interface AudienceAnswer {
  days: number;
  period: string;
  report: AudienceReport;
  labels: { days: Record<string, string>; conversionPages: Record<string, string> };
  entryPages: {
    label: string;
    visits: number;
    bookingPage: number;
    booking: number;
    contact: number;
    rate?: number;
  }[];
  charts: {
    viewsPerDay: string;
    topPages: string | null;
    conversionRate: string;
    vitals: Record<string, string | null>;
  };
}

const get = (query = "") => app.inject({ url: `/api/admin/audience${query}` });

beforeEach(() => {
  directory = mkdtempSync(path.join(tmpdir(), "admin-audience-"));
  store = AudienceStore.open(path.join(directory, "audience.sqlite"));
  for (const day of ["2026-11-05", "2026-11-28", "2026-12-01"]) {
    store.record(
      {
        device: "mobile",
        entry: true,
        landing: "/",
        reachedBooking: "/",
        // The store counts what the endpoint checked; a path with markup here checks the escaping.
        views: ["/", "/vae", "/rendez-vous", "/<b>ancienne</b>"],
        notFound: [],
        vitals: [{ path: "/", metric: "LCP", edge: 2100 }],
      },
      day,
    );
    store.recordConversion("booking", day, "/vae", "/");
    store.recordConversion("contact", day, ARRIVED_KEY);
    store.recordConversion("contact", day);
  }
});
afterEach(async () => {
  await app?.close();
  store.close();
  rmSync(directory, { recursive: true, force: true });
});

describe("GET /api/admin/audience", () => {
  it("is a reading route of the back office", async () => {
    await start();
    expect(configs["GET /api/admin/audience"]).toMatchObject({ admin: "lecture" });
  });

  it.each([7, 30, 90])("gives the report of the last %i days, ending today in Paris", async (days) => {
    await start();
    const response = await get(`?days=${days}`);
    expect(response.statusCode).toBe(200);
    const answer = response.json() as AudienceAnswer;
    expect(answer.days).toBe(days);
    expect(answer.report.days).toHaveLength(days);
    expect(answer.report.range.to).toBe(TODAY);
    expect(Object.keys(answer.labels.days)).toEqual(answer.report.days);
    expect(answer.labels.days[TODAY]).toMatch(/1er/);
  });

  it("reads 30 days when no period is asked", async () => {
    await start();
    expect((await get()).json<AudienceAnswer>().report.days).toHaveLength(30);
  });

  it.each(["?days=15", "?days=abc", "?days=", "?days=7.0", "?days=07", "?days=7&days=30", "?days=-7"])(
    "refuses %s with a JSON 400 and a French message",
    async (query) => {
      await start();
      const response = await get(query);
      expect(response.statusCode).toBe(400);
      const body = response.json() as { error: string; message: string };
      expect(body.error).toBe("invalid-days");
      expect(body.message).toMatch(/\S/);
    },
  );

  it("adds the conversions per page up to the conversions, and keeps the share of visits that booked within 0 and 1", async () => {
    await start();
    for (const days of [7, 30, 90]) {
      const { report } = (await get(`?days=${days}`)).json() as AudienceAnswer;
      expect(report.conversions.total).toBeGreaterThan(0);
      for (const kind of [...CONVERSION_KINDS, "total"] as const) {
        expect(report.conversionsPerPage.reduce((sum, row) => sum + row[kind], 0)).toBe(
          report.conversions[kind],
        );
      }
      expect(report.bookingShare).toBeGreaterThanOrEqual(0);
      expect(report.bookingShare).toBeLessThanOrEqual(1);
    }
    const { report, labels } = (await get("?days=90")).json() as AudienceAnswer;
    expect(report.arrivals).toBe(3);
    expect(Object.keys(labels.conversionPages).sort()).toEqual(
      report.conversionsPerPage.map((row) => row.path).sort(),
    );
    expect(labels.conversionPages[UNKNOWN_KEY]).not.toBe(UNKNOWN_KEY);
  });

  it("gives the funnel per entry page, in the period, adding up to the conversions, with a French label for each row", async () => {
    await start();
    const week = (await get("?days=7")).json() as AudienceAnswer;
    expect(week.report.entryPages).toEqual([
      { path: "/", visits: 2, bookingPage: 2, booking: 2, contact: 0, rate: 1 },
      { path: UNKNOWN_KEY, visits: 0, bookingPage: 0, booking: 0, contact: 4 },
    ]);
    const { report, entryPages } = (await get("?days=90")).json() as AudienceAnswer;
    expect(report.entryTotals).toMatchObject({ visits: 3, bookingPage: 3, booking: 3, contact: 6 });
    expect(report.entryTotals.booking + report.entryTotals.contact).toBe(report.conversions.total);
    // As the page shows it: French labels, the same figures.
    expect(entryPages).toEqual([
      { label: "/", visits: 3, bookingPage: 3, booking: 3, contact: 0, rate: 1 },
      { label: expect.stringMatching(/^inconnue/), visits: 0, bookingPage: 0, booking: 0, contact: 6 },
    ]);
  });

  it("sends the HTML report's charts, hidden from screen readers, with what came from beacons escaped", async () => {
    await start();
    const { charts } = (await get("?days=30")).json() as AudienceAnswer;
    const drawn = [charts.viewsPerDay, charts.topPages, charts.conversionRate, charts.vitals.LCP];
    for (const chart of drawn) {
      expect(chart).toMatch(/^<div class="chart"[^>]*role="img"[^>]*><svg [^>]*aria-hidden="true"/);
      expect(chart).not.toMatch(/<script|style=/i);
    }
    // No INP nor CLS was measured: nothing to draw.
    expect(charts.vitals.INP).toBeNull();
    expect(charts.topPages).toContain("&#60;b&#62;");
    expect(JSON.stringify(charts)).not.toContain("<b>");
  });

  it("answers a JSON 404 when the site measures no audience", async () => {
    await start({ measured: false });
    const response = await get("?days=7");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: "audience-off" });
  });
});
