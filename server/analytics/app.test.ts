import path from "node:path";
import { describe, expect, it } from "vitest";
import { AUDIENCE_PATH } from "../../shared/audience.ts";
import { CONVERSION_FROM_FIELD } from "../../shared/contact-validation.ts";
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
  return { app, audiencePath };
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
