import path from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { AUDIENCE_PATH } from "../../shared/audience.ts";
import { CONVERSION_ENTRY_FIELD, CONVERSION_FROM_FIELD } from "../../shared/contact-validation.ts";
import { buildServer } from "../app.ts";
import { builtSiteFixture, memoryLogger, postSubmission, submission } from "../relay/testing.ts";
import { ARRIVED_KEY, AudienceStore, parisDay } from "./store.ts";

const built = builtSiteFixture("wt19-audience-app-");
let count = 0;

async function start(withAudience = true) {
  count += 1;
  const audiencePath = path.join(built.dir, `run-${count}`, "audience.sqlite");
  const databasePath = path.join(built.dir, `run-${count}`, "inbox.sqlite");
  const log = memoryLogger();
  const app = await buildServer({
    root: built.root,
    relay: { rateLimit: 0, log, databasePath },
    booking: {
      databasePath,
      secret: "app-test-secret-0123456789abcdefghijkl",
      siteUrl: "https://www.cabinet.example",
      rateLimit: 0,
      log,
    },
    ...(withAudience && { audience: { databasePath: audiencePath, rateLimit: 0, log } }),
  });
  built.track(app);
  await app.ready();
  return { app, audiencePath, inboxPath: databasePath };
}

function conversions(file: string) {
  const store = AudienceStore.open(file, { mustExist: true });
  const day = parisDay(new Date());
  try {
    return store.conversions({ from: day, to: day });
  } finally {
    store.close();
  }
}

describe("the audience in the site's server", () => {
  it("counts a contact message stored as a conversion, but not spam nor a message sent with Sec-GPC: 1", async () => {
    const { app, audiencePath } = await start();
    expect((await postSubmission(app)).statusCode).toBe(200);
    expect((await postSubmission(app)).statusCode).toBe(200);
    expect((await postSubmission(app, submission({ website: "https://spam.example" }))).statusCode).toBe(200);
    expect((await postSubmission(app, submission(), { headers: { "sec-gpc": "1" } })).statusCode).toBe(200);
    expect((await postSubmission(app, submission({ email: "pas-une-adresse" }))).statusCode).toBe(400);
    expect(conversions(audiencePath)).toEqual([expect.objectContaining({ kind: "contact", count: 2 })]);
  });

  it("counts a booking stored as a conversion, but not one refused nor one made with Sec-GPC: 1", async () => {
    const { app, audiencePath } = await start();
    const slots = (await app.inject({ url: "/api/booking/slots?format=telephone" })).json() as {
      days: { slots: { start: string }[] }[];
    };
    const [first, second] = slots.days.flatMap((day) => day.slots).map((slot) => slot.start);
    const book = (start: string | undefined, headers: Record<string, string> = {}) =>
      app.inject({
        method: "POST",
        url: "/api/booking",
        headers,
        payload: {
          format: "telephone",
          interest: "Bilan de compétences",
          start,
          lastName: "Martin",
          firstName: "Claire",
          email: "claire@exemple.fr",
          phone: "06 12 34 56 78",
          message: "",
          website: "",
        },
      });
    expect((await book(first)).statusCode).toBe(201);
    expect((await book(first)).statusCode).toBe(409);
    expect((await book(second, { "sec-gpc": "1" })).statusCode).toBe(201);
    expect(conversions(audiencePath)).toEqual([expect.objectContaining({ kind: "booking", count: 1 })]);
  });

  it("counts a booking under the page its request names, read from the booking's own body", async () => {
    const { app, audiencePath } = await start();
    const slots = (await app.inject({ url: "/api/booking/slots?format=telephone" })).json() as {
      days: { slots: { start: string }[] }[];
    };
    const [first, second] = slots.days.flatMap((day) => day.slots).map((slot) => slot.start);
    const book = (start: string | undefined, from: string) =>
      app.inject({
        method: "POST",
        url: "/api/booking",
        payload: {
          format: "telephone",
          interest: "Bilan de compétences",
          start,
          lastName: "Martin",
          firstName: "Claire",
          email: "claire@exemple.fr",
          phone: "06 12 34 56 78",
          message: "",
          website: "",
          [CONVERSION_FROM_FIELD]: from,
        },
      });
    expect((await book(first, "/vae")).statusCode).toBe(201);
    expect((await book(second, "")).statusCode).toBe(201);
    const store = AudienceStore.open(audiencePath, { mustExist: true });
    const day = parisDay(new Date());
    try {
      expect(store.conversionPaths({ from: day, to: day })).toEqual([
        { path: ARRIVED_KEY, kind: "booking", count: 1 },
        { path: "/vae", kind: "booking", count: 1 },
      ]);
    } finally {
      store.close();
    }
  });

  it("counts a visit landing on a city page, reaching the booking page and booking once in each stage, under that page", async () => {
    const { app, audiencePath, inboxPath } = await start();
    const city = "/bilan-de-competence/bilan-de-competence-melun";
    const beacon = (body: object) =>
      app.inject({
        method: "POST",
        url: AUDIENCE_PATH,
        headers: {
          "content-type": "text/plain",
          "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0",
        },
        payload: JSON.stringify({ device: "mobile", vitals: [], ...body }),
      });
    // The city page loaded from a search engine, then the booking page after a full page load.
    expect(
      (await beacon({ entry: true, referrer: "www.google.com", views: [{ path: city }] })).statusCode,
    ).toBe(202);
    expect((await beacon({ entryPage: city, views: [{ path: "/rendez-vous" }] })).statusCode).toBe(202);
    const slots = (await app.inject({ url: "/api/booking/slots?format=telephone" })).json() as {
      days: { slots: { start: string }[] }[];
    };
    const [first] = slots.days.flatMap((day) => day.slots).map((slot) => slot.start);
    const booked = await app.inject({
      method: "POST",
      url: "/api/booking",
      payload: {
        format: "telephone",
        interest: "Bilan de compétences",
        start: first,
        lastName: "Martin",
        firstName: "Claire",
        email: "claire@exemple.fr",
        phone: "06 12 34 56 78",
        message: "",
        website: "",
        [CONVERSION_FROM_FIELD]: city,
        [CONVERSION_ENTRY_FIELD]: city,
      },
    });
    expect(booked.statusCode).toBe(201);
    // A message from the same visit, through the relay's multipart form.
    const sent = await postSubmission(
      app,
      submission({ [CONVERSION_FROM_FIELD]: "/rendez-vous", [CONVERSION_ENTRY_FIELD]: city }),
    );
    expect(sent.statusCode).toBe(200);
    const store = AudienceStore.open(audiencePath, { mustExist: true });
    const day = parisDay(new Date());
    try {
      expect(store.funnel({ from: day, to: day })).toEqual([
        { entry: city, stage: "booking", count: 1 },
        { entry: city, stage: "booking-page", count: 1 },
        { entry: city, stage: "contact", count: 1 },
        { entry: city, stage: "visit", count: 1 },
      ]);
    } finally {
      store.close();
    }
    // The booking and the message hold nothing of it: no row of the inbox's file names the page.
    const inbox = new Database(inboxPath, { readonly: true });
    try {
      const tables = inbox
        .prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'")
        .all();
      const rows = tables.flatMap(({ name }) => inbox.prepare(`SELECT * FROM "${name}"`).all());
      expect(rows.length).toBeGreaterThan(1);
      expect(JSON.stringify(rows)).not.toContain("melun");
    } finally {
      inbox.close();
    }
  });

  it("answers a beacon 202 with the site's security headers and no cookie", async () => {
    const { app } = await start();
    const response = await app.inject({
      method: "POST",
      url: AUDIENCE_PATH,
      headers: {
        "content-type": "text/plain",
        "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0",
      },
      payload: JSON.stringify({ device: "mobile", views: [{ path: "/" }], vitals: [] }),
    });
    expect(response.statusCode).toBe(202);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["set-cookie"]).toBeUndefined();
  });

  it("without the audience (measurement off), refuses beacons like any POST and the relay still stores", async () => {
    const { app } = await start(false);
    const response = await app.inject({ method: "POST", url: AUDIENCE_PATH, payload: "{}" });
    expect(response.statusCode).toBe(405);
    expect((await postSubmission(app)).statusCode).toBe(200);
  });
});
