import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { AUDIENCE_PATH, BEACON_LIMITS } from "../../shared/audience.ts";
import { CONVERSION_ENTRY_FIELD, CONVERSION_FROM_FIELD } from "../../shared/contact-validation.ts";
import { analyticsPlugin, conversionPath, conversionRecorder, entryPath } from "./plugin.ts";
import { ARRIVED_KEY, AudienceStore, UNKNOWN_KEY } from "./store.ts";

const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36";
const DAY = { from: "2026-11-24", to: "2026-11-24" };
const pages = new Set(["/", "/contact", "/vae"]);
const beacon = JSON.stringify({
  device: "desktop",
  referrer: "www.bing.com",
  views: [{ path: "/" }, { path: "/contact" }],
  vitals: [{ path: "/", metric: "INP", value: 120 }],
});

let directory: string;
let store: AudienceStore;
let app: FastifyInstance;

async function start(rateLimit = 0): Promise<void> {
  app = Fastify();
  await app.register(analyticsPlugin, {
    databasePath: store.file,
    store,
    rateLimit,
    siteUrl: "https://www.cap-parcours.example",
    now: () => new Date("2026-11-24T09:30:00Z"),
    log: { info: () => undefined, error: () => undefined },
  });
  await app.ready();
}

function post(body: string, headers: Record<string, string> = {}) {
  return app.inject({
    method: "POST",
    url: AUDIENCE_PATH,
    headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": BROWSER, ...headers },
    payload: body,
  });
}

beforeEach(() => {
  directory = mkdtempSync(path.join(tmpdir(), "wt19-audience-plugin-"));
  store = AudienceStore.open(path.join(directory, "audience.sqlite"));
});
afterEach(async () => {
  await app?.close();
  store.close();
  rmSync(directory, { recursive: true, force: true });
});

describe("POST /api/audience", () => {
  it("counts a beacon and answers 202 with no body, no cookie and nothing to cache", async () => {
    await start();
    const response = await post(beacon, { origin: "http://localhost:80" });
    expect(response.statusCode).toBe(202);
    expect(response.body).toBe("");
    expect(response.headers["set-cookie"]).toBeUndefined();
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(store.views(DAY).map((row) => [row.path, row.device, row.views])).toEqual([
      ["/", "desktop", 1],
      ["/contact", "desktop", 1],
    ]);
    expect(store.referrers(DAY)).toEqual([{ domain: "bing.com", views: 1 }]);
    expect(store.vitals(DAY)).toEqual([{ path: "/", metric: "INP", edge: 120, count: 1 }]);
  });

  it("counts an arrival for the first beacon of a page loaded from outside the site", async () => {
    await start();
    const arrival = JSON.stringify({ device: "mobile", entry: true, views: [{ path: "/vae" }], vitals: [] });
    expect((await post(arrival)).statusCode).toBe(202);
    expect((await post(beacon)).statusCode).toBe(202);
    expect(store.arrivals(DAY)).toEqual([{ day: "2026-11-24", count: 1 }]);
  });

  it("counts a visit under its entry page, and the booking page reached under the entry page the beacon names", async () => {
    await start();
    const city = "/bilan-de-competence/bilan-de-competence-melun";
    const send = (body: object) => post(JSON.stringify({ device: "mobile", vitals: [], ...body }));
    // A visit lands on the city page, then a later beacon holds its first view of the booking page.
    expect((await send({ entry: true, views: [{ path: city }, { path: "/vae" }] })).statusCode).toBe(202);
    expect((await send({ entryPage: city, views: [{ path: "/rendez-vous" }] })).statusCode).toBe(202);
    // Not counted, never kept: an entry page that is not a page of the site, or without the booking page's view.
    expect((await send({ entryPage: "/page-inventee", views: [{ path: "/rendez-vous" }] })).statusCode).toBe(
      202,
    );
    expect((await send({ entryPage: city, views: [{ path: "/vae" }] })).statusCode).toBe(202);
    // Refused: an entry page that is not a path.
    expect(
      (await send({ entryPage: "https://evil.example/", views: [{ path: "/rendez-vous" }] })).statusCode,
    ).toBe(400);
    expect((await send({ entryPage: 42, views: [{ path: "/rendez-vous" }] })).statusCode).toBe(400);
    // A visit that lands on a page « introuvable » has no entry page.
    expect((await send({ entry: true, views: [{ path: "/ancienne", notFound: true }] })).statusCode).toBe(
      202,
    );
    expect(store.funnel(DAY)).toEqual([
      { entry: city, stage: "booking-page", count: 1 },
      { entry: city, stage: "visit", count: 1 },
    ]);
    expect(store.arrivals(DAY)).toEqual([{ day: "2026-11-24", count: 2 }]);
  });

  it("accepts the site's canonical origin too, and application/json", async () => {
    await start();
    const response = await post(beacon, {
      origin: "https://www.cap-parcours.example",
      "content-type": "application/json",
    });
    expect(response.statusCode).toBe(202);
    expect(store.views(DAY)).toHaveLength(2);
  });

  it("counts nothing from a browser that sends Sec-GPC: 1, or from a bot, and tells them nothing", async () => {
    await start();
    const refusals: Record<string, string>[] = [
      { "sec-gpc": "1" },
      { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" },
      { "user-agent": "curl/8.5.0" },
      { "user-agent": "" },
    ];
    for (const headers of refusals) {
      const response = await post(beacon, headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(202);
    }
    expect(store.views(DAY)).toEqual([]);
    expect(store.vitals(DAY)).toEqual([]);
  });

  it.each([
    ["another site", { origin: "https://evil.example" }, beacon, 403],
    ["a form post", { "content-type": "application/x-www-form-urlencoded" }, "a=1", 415],
    [
      "a body over the limit",
      {},
      `{"device":"mobile","views":[],"vitals":[],"x":"${"a".repeat(BEACON_LIMITS.bytes)}"}`,
      413,
    ],
    ["a body that is not a beacon", {}, '{"device":"mobile"}', 400],
    ["JSON that is not valid", {}, "{", 400],
  ])("refuses %s", async (_what, headers: Record<string, string>, body, status) => {
    await start();
    const response = await post(body, headers);
    expect(response.statusCode).toBe(status);
    expect(store.views(DAY)).toEqual([]);
  });

  it("answers other methods 405 with Allow: POST", async () => {
    await start();
    const response = await app.inject({ method: "GET", url: AUDIENCE_PATH });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe("POST");
  });

  it("limits the beacons of one address per minute", async () => {
    await start(3);
    const statuses: number[] = [];
    for (let index = 0; index < 5; index++) statuses.push((await post(beacon)).statusCode);
    expect(statuses).toEqual([202, 202, 202, 429, 429]);
    expect(store.views(DAY).find((row) => row.path === "/")?.views).toBe(3);
  });
});

describe("conversionRecorder", () => {
  it("counts a conversion for today in Paris, except for a request with Sec-GPC: 1", () => {
    const record = conversionRecorder(store, () => new Date("2026-11-24T23:30:00Z"));
    record("contact");
    record("booking", { headers: {} });
    record("contact", { headers: { "sec-gpc": "1" } });
    expect(store.conversions({ from: "2026-11-24", to: "2026-11-25" })).toEqual([
      { day: "2026-11-25", kind: "booking", count: 1 },
      { day: "2026-11-25", kind: "contact", count: 1 },
    ]);
  });

  it("counts each conversion under the page its request names: a page of the site, an arrival, or unknown", () => {
    const record = conversionRecorder(store, () => new Date("2026-11-24T10:00:00Z"), undefined, pages);
    record("contact", { headers: {} }, { from: "/vae" });
    record("booking", { headers: {}, body: { [CONVERSION_FROM_FIELD]: "/vae" } });
    record("booking", { headers: {}, body: { [CONVERSION_FROM_FIELD]: "" } });
    record("contact", { headers: {} }, { from: "/page-inventee" });
    record("contact", { headers: {}, body: { [CONVERSION_FROM_FIELD]: ["/vae"] } });
    record("contact", { headers: {}, body: "/vae" });
    record("contact");
    record("booking", { headers: { "sec-gpc": "1" }, body: { [CONVERSION_FROM_FIELD]: "/vae" } });
    expect(store.conversionPaths(DAY)).toEqual([
      { path: ARRIVED_KEY, kind: "booking", count: 1 },
      { path: UNKNOWN_KEY, kind: "contact", count: 4 },
      { path: "/vae", kind: "booking", count: 1 },
      { path: "/vae", kind: "contact", count: 1 },
    ]);
    expect(conversionPath("/vae?email=a@b.fr", pages)).toBe(UNKNOWN_KEY);
    expect(conversionPath(undefined, pages)).toBe(UNKNOWN_KEY);
  });

  it("counts each conversion in the funnel under the visit's entry page its request names, or as unknown", () => {
    const record = conversionRecorder(store, () => new Date("2026-11-24T10:00:00Z"), undefined, pages);
    record("contact", { headers: {} }, { from: "/vae", entry: "/" });
    record("booking", {
      headers: {},
      body: { [CONVERSION_FROM_FIELD]: "/vae", [CONVERSION_ENTRY_FIELD]: "/vae" },
    });
    record("booking", { headers: {}, body: { [CONVERSION_ENTRY_FIELD]: "/page-inventee" } });
    record("booking", { headers: {}, body: { [CONVERSION_ENTRY_FIELD]: ["/vae"] } });
    record("contact", { headers: {} }, { from: "" });
    record("booking", { headers: { "sec-gpc": "1" }, body: { [CONVERSION_ENTRY_FIELD]: "/vae" } });
    expect(store.funnel(DAY)).toEqual([
      { entry: UNKNOWN_KEY, stage: "booking", count: 2 },
      { entry: UNKNOWN_KEY, stage: "contact", count: 1 },
      { entry: "/", stage: "contact", count: 1 },
      { entry: "/vae", stage: "booking", count: 1 },
    ]);
    // Every conversion counted is in the funnel once.
    const total = (rows: { count: number }[]) => rows.reduce((sum, row) => sum + row.count, 0);
    expect(total(store.funnel(DAY))).toBe(total(store.conversions(DAY)));
    expect(entryPath("/vae?email=a@b.fr", pages)).toBe(UNKNOWN_KEY);
    expect(entryPath(undefined, pages)).toBe(UNKNOWN_KEY);
  });

  it("never throws: a count that fails is logged, the message it follows is not affected", () => {
    const errors: string[] = [];
    const record = conversionRecorder(store, () => new Date(), {
      info: () => undefined,
      error: (line) => errors.push(line),
    });
    store.close();
    expect(() => record("contact")).not.toThrow();
    expect(errors.join("\n")).toMatch(/audience: could not count a contact conversion/);
  });
});
