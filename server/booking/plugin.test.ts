import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type BuildFacts, fixedBuildFacts } from "../build-facts.ts";
import { memoryLogger, parseMail, startSmtpServer, type TestSmtpServer } from "../relay/testing.ts";
import { type BookingOptions, bookingPlugin } from "./plugin.ts";
import { reminderDueAt } from "./reminders.ts";
import { type Booking, BookingStore } from "./store.ts";
import { parseInvitation } from "./testing.ts";

const SECRET = "plugin-test-secret-0123456789abcdefghij";
const SITE_URL = "https://www.cabinet.example";
/** Tuesday 24 November 2026, 10:00 in Paris. */
const T0 = new Date("2026-11-24T09:00:00Z");

let dir: string;
let databasePath: string;
let clock: { now: Date };
const apps: FastifyInstance[] = [];

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "wt18s-plugin-"));
  databasePath = path.join(dir, "inbox.sqlite");
  clock = { now: T0 };
});

afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
  await rm(dir, { recursive: true, force: true });
});

async function launch(options: Partial<BookingOptions> = {}) {
  const log = memoryLogger();
  const app = Fastify();
  await app.register(bookingPlugin, {
    databasePath,
    secret: SECRET,
    siteUrl: SITE_URL,
    rateLimit: 0,
    now: () => clock.now,
    log,
    ...options,
  });
  await app.ready();
  apps.push(app);
  return { app, log };
}

interface SlotsAnswer {
  timeZone: string;
  slotMinutes: number;
  days: { date: string; label: string; slots: { start: string; time: string }[] }[];
}

async function slots(app: FastifyInstance, format = "visio"): Promise<SlotsAnswer> {
  const response = await app.inject({ url: `/api/booking/slots?format=${format}` });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const VISITOR = {
  format: "visio",
  interest: "Bilan de compétences",
  lastName: "N'Diaye",
  firstName: "Hélène",
  email: "helene@exemple.fr",
  phone: "06 12 34 56 78",
  message: "Bonjour",
  website: "",
};

function book(app: FastifyInstance, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return app.inject({ method: "POST", url: "/api/booking", payload: body, headers });
}

/** Resolves once `condition` holds; rejects after `timeoutMs`. */
async function until(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const tokenOf = (manageUrl: string) => new URL(manageUrl, SITE_URL).searchParams.get("jeton") ?? "";

describe("GET /api/booking/slots", () => {
  it("lists the free days and slots in Paris time, never cached", async () => {
    const { app } = await launch();
    const response = await app.inject({ url: "/api/booking/slots?format=telephone" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
    const body = response.json() as SlotsAnswer;
    expect(body).toMatchObject({ timeZone: "Europe/Paris", slotMinutes: 30 });
    expect(body.days[0]).toEqual({
      date: "2026-11-25",
      label: "mercredi 25 novembre",
      slots: expect.arrayContaining([{ start: "2026-11-25T10:00:00+01:00", time: "10:00" }]),
    });
  });

  it("answers 400 in French for an unknown or missing format", async () => {
    const { app } = await launch();
    for (const url of ["/api/booking/slots?format=ailleurs", "/api/booking/slots"]) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: "unknown-format", message: "Format de rendez-vous inconnu." });
    }
  });
});

interface NextAnswer {
  timeZone: string;
  slots: { format: string; date: string; time: string; start: string; label: string }[];
}

describe("GET /api/booking/next", () => {
  it("gives the first free slot of each format asked, in order, cacheable a minute", async () => {
    const { app } = await launch();
    const response = await app.inject({ url: "/api/booking/next?format=visio&format=telephone" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=60");
    expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
    const body = response.json() as NextAnswer;
    expect(body.timeZone).toBe("Europe/Paris");
    expect(body.slots.map((slot) => slot.format)).toEqual(["visio", "telephone"]);
    for (const slot of body.slots) {
      const [first] = (await slots(app, slot.format)).days;
      expect(slot).toEqual({
        format: slot.format,
        date: first?.date,
        time: first?.slots[0]?.time,
        start: first?.slots[0]?.start,
        // The day as /slots names it (Wednesday 25 November, 24 hours after T0), and the time.
        label: `${first?.label} à 10\u202fh`,
      });
      expect(slot.time).toBe("10:00");
    }
    // One format alone, and the same format twice: one answer.
    const one = await app.inject({ url: "/api/booking/next?format=visio&format=visio" });
    expect((one.json() as NextAnswer).slots).toEqual(body.slots.slice(0, 1));
  });

  it("moves on once that slot is booked, for every format: the firm holds one meeting at a time", async () => {
    const { app } = await launch();
    const next = async () =>
      ((await app.inject({ url: "/api/booking/next?format=visio&format=telephone" })).json() as NextAnswer)
        .slots;
    const before = await next();
    const booked = before[0]?.start ?? "";
    expect((await book(app, { ...VISITOR, start: booked })).statusCode).toBe(201);
    const after = await next();
    expect(after.map((slot) => slot.start)).not.toContain(booked);
    expect(after[0]?.start).toBe((await slots(app, "visio")).days[0]?.slots[0]?.start);
  });

  it("answers 400 in French for an unknown, missing or malformed format", async () => {
    const { app } = await launch();
    for (const query of ["?format=ailleurs", "?format=visio&format=ailleurs", "", "?format="]) {
      const response = await app.inject({ url: `/api/booking/next${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(response.json()).toEqual({ error: "unknown-format", message: "Format de rendez-vous inconnu." });
    }
  });
});

describe("POST /api/booking", () => {
  it("stores the booking before answering 201, and the slot is gone for every format", async () => {
    const stored: Booking[] = [];
    const { app } = await launch({ onStored: (booking) => stored.push(booking) });
    const start = (await slots(app)).days[0]?.slots[0]?.start ?? "";
    const response = await book(app, { ...VISITOR, start });
    expect(response.statusCode).toBe(201);
    expect(response.headers["cache-control"]).toBe("no-store");
    const { booking } = response.json();
    expect(booking).toMatchObject({
      start,
      end: Temporal.Instant.from(start).add({ minutes: 30 }).toZonedDateTimeISO("Europe/Paris").toString({
        timeZoneName: "never",
      }),
      format: "visio",
      formatLabel: "En visioconférence",
      interest: "Bilan de compétences",
    });
    expect(booking.manageUrl).toMatch(/^\/rendez-vous\/gerer\?jeton=\d+\.\d+\.[\w-]{43}$/);
    // Committed: another connection sees it.
    const other = BookingStore.open(databasePath, { mustExist: true });
    try {
      expect(other.get(booking.id)).toMatchObject({
        status: "active",
        email: "helene@exemple.fr",
        lastName: "N'Diaye",
      });
    } finally {
      other.close();
    }
    expect(stored.map((entry) => entry.id)).toEqual([booking.id]);
    for (const format of ["visio", "telephone", "bureau-head"]) {
      const all = (await slots(app, format)).days.flatMap((day) => day.slots.map((slot) => slot.start));
      expect(all).not.toContain(start);
    }
  });

  it("accepts the subjects and gives the phone of the build answered, read at each request", async () => {
    const base = fixedBuildFacts(undefined)();
    let facts: BuildFacts = base;
    const { app } = await launch({ buildFacts: () => facts });
    const start = (await slots(app)).days[0]?.slots[0]?.start ?? "";
    const published = {
      ...base,
      interests: ["Un sujet publié"],
      contact: { ...base.contact, phone: "01 23 45 67 89" },
    };
    const refused = await book(app, { ...VISITOR, interest: "Un sujet publié", start });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().fields.interest).toBeDefined();
    facts = published;
    // The old subject is gone with the build that offered it; the honeypot's refusal gives the new phone.
    expect((await book(app, { ...VISITOR, start })).json().fields?.interest).toBeDefined();
    const robot = await book(app, { ...VISITOR, start, website: "https://spam.example" });
    expect(robot.json().message).toContain("01 23 45 67 89");
    const accepted = await book(app, { ...VISITOR, interest: "Un sujet publié", start });
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json().booking.interest).toBe("Un sujet publié");
  });

  it("offers and books the slots of the length, notice and horizon of the build answered, switched with it", async () => {
    const base = fixedBuildFacts(undefined)();
    let facts: BuildFacts = base;
    const { app } = await launch({ buildFacts: () => facts });
    const before = await slots(app);
    expect(before.slotMinutes).toBe(base.booking.slotMinutes);
    const length = base.booking.slotMinutes / 2;
    const notice = base.booking.minimumNoticeHours * 2;
    facts = { ...base, booking: { slotMinutes: length, minimumNoticeHours: notice, horizonDays: 7 } };
    const after = await slots(app);
    expect(after.slotMinutes).toBe(length);
    const starts = after.days.flatMap((day) => day.slots.map((slot) => Date.parse(slot.start)));
    expect(starts.length).toBeGreaterThan(0);
    expect(Math.min(...starts)).toBeGreaterThanOrEqual(T0.getTime() + notice * 3_600_000);
    expect(Math.max(...starts)).toBeLessThan(T0.getTime() + 7 * 86_400_000);
    // Two starts one new slot apart: a time the old grid did not offer is offered and booked, one slot long.
    const offGrid = after.days
      .flatMap((day) => day.slots)
      .find((slot) => Number(slot.time.slice(3)) % base.booking.slotMinutes !== 0);
    expect(offGrid, "a start only the new length offers").toBeDefined();
    const booked = await book(app, { ...VISITOR, start: offGrid?.start });
    expect(booked.statusCode, booked.body).toBe(201);
    const { start, end } = booked.json().booking as { start: string; end: string };
    expect(Date.parse(end) - Date.parse(start)).toBe(length * 60_000);
    facts = base;
    expect((await slots(app)).slotMinutes).toBe(base.booking.slotMinutes);
  });

  it("answers 409 with a French message when the slot was taken meanwhile, or is no slot", async () => {
    const stored: Booking[] = [];
    const { app } = await launch({ onStored: (booking) => stored.push(booking) });
    const start = (await slots(app)).days[0]?.slots[0]?.start ?? "";
    expect((await book(app, { ...VISITOR, start })).statusCode).toBe(201);
    const again = await book(app, { ...VISITOR, start, format: "telephone", email: "autre@exemple.fr" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: "slot-taken",
      message: expect.stringMatching(/^Ce créneau vient d’être réservé/),
    });
    for (const offGrid of [
      "2026-11-25T10:15:00+01:00",
      "2026-11-29T10:00:00+01:00",
      "2026-11-24T16:00:00+01:00",
    ]) {
      expect((await book(app, { ...VISITOR, start: offGrid })).statusCode).toBe(409);
    }
    expect(stored).toHaveLength(1);
  });

  it("refuses invalid fields with 422 and a French message per field, storing nothing", async () => {
    const { app } = await launch();
    const response = await book(app, {
      ...VISITOR,
      format: "ailleurs",
      interest: "Autre chose",
      start: "demain",
      lastName: "R2D2",
      email: "helene@",
      phone: "12",
      message: "x".repeat(5001),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: "invalid",
      message: "7 champs sont à corriger.",
      fields: {
        format: "Merci de choisir comment se déroule le rendez-vous",
        interest: "Merci de choisir le sujet du rendez-vous",
        start: "Merci de choisir un créneau",
        lastName: "Merci de préciser votre nom sans chiffre ou caractères spéciaux",
        email: "Merci de préciser un email valide",
        phone: "Merci de préciser un numéro de téléphone valide",
        message: "Ce champ est trop long\u00a0: 5000 caractères au maximum",
      },
    });
    const store = BookingStore.open(databasePath, { mustExist: true });
    try {
      expect(store.list({ from: T0 })).toEqual([]);
    } finally {
      store.close();
    }
  });

  it("refuses a filled honeypot without booking the slot", async () => {
    const { app, log } = await launch();
    const start = (await slots(app)).days[0]?.slots[0]?.start ?? "";
    const response = await book(app, { ...VISITOR, start, website: "https://spam.example" });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ error: "invalid", fields: {} });
    expect(response.json().message).toMatch(/Appelez-nous/);
    expect(log.lines).toContain("booking: refused, honeypot filled");
    expect((await book(app, { ...VISITOR, start })).statusCode).toBe(201);
  });

  it("answers every malformed request with a clean 4xx and a French message", async () => {
    const { app } = await launch();
    const cases: [string, { payload: string | object; headers: Record<string, string> }, number, string][] = [
      [
        "broken JSON",
        { payload: '{"format":', headers: { "content-type": "application/json" } },
        400,
        "bad-request",
      ],
      ["empty body", { payload: "", headers: { "content-type": "application/json" } }, 400, "bad-request"],
      ["an array", { payload: "[]", headers: { "content-type": "application/json" } }, 400, "bad-request"],
      [
        "plain text",
        { payload: "bonjour", headers: { "content-type": "text/plain" } },
        415,
        "unsupported-type",
      ],
      [
        "a form",
        { payload: "a=b", headers: { "content-type": "application/x-www-form-urlencoded" } },
        415,
        "unsupported-type",
      ],
      ["XML", { payload: "<a/>", headers: { "content-type": "application/xml" } }, 415, "unsupported-type"],
      [
        "a huge body",
        {
          payload: JSON.stringify({ ...VISITOR, message: "x".repeat(40_000) }),
          headers: { "content-type": "application/json" },
        },
        413,
        "too-large",
      ],
      [
        "another site",
        { payload: VISITOR, headers: { origin: "https://ailleurs.example", "sec-fetch-site": "cross-site" } },
        403,
        "forbidden-origin",
      ],
      ["a null origin", { payload: VISITOR, headers: { origin: "null" } }, 403, "forbidden-origin"],
    ];
    for (const [name, request, status, code] of cases) {
      const response = await app.inject({ method: "POST", url: "/api/booking", ...request });
      expect(response.statusCode, name).toBe(status);
      expect(response.headers["cache-control"], name).toBe("no-store");
      const body = response.json();
      expect(body.error, name).toBe(code);
      expect(body.message, name).toMatch(/^[A-ZÀ-Ý].+[.:]/u);
    }
    // The site's own origin passes.
    const start = (await slots(app)).days[0]?.slots[0]?.start ?? "";
    expect((await book(app, { ...VISITOR, start }, { origin: SITE_URL })).statusCode).toBe(201);
  });

  it("limits the POSTs per address with a French 429, when a limit is set", async () => {
    const { app } = await launch({ rateLimit: 2 });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await book(app, { ...VISITOR, start: "demain" })).statusCode);
    expect(statuses).toEqual([422, 422, 429]);
    const limited = await book(app, VISITOR);
    expect(limited.json()).toEqual({
      error: "rate-limited",
      message: expect.stringMatching(/^Trop de demandes/),
    });
    // Reading the slots is not limited.
    expect((await app.inject({ url: "/api/booking/slots?format=visio" })).statusCode).toBe(200);
  });
  it("refuses a third booking to come for the same e-mail address or phone number, in French on the field", async () => {
    const { app } = await launch();
    const starts = (await slots(app)).days[0]?.slots.map((slot) => slot.start) ?? [];
    expect((await book(app, { ...VISITOR, start: starts[0] })).statusCode).toBe(201);
    expect(
      (
        await book(app, {
          ...VISITOR,
          email: "Helene@Exemple.fr ",
          phone: "+33 6 12 34 56 78",
          start: starts[1],
        })
      ).statusCode,
    ).toBe(201);
    const byEmail = await book(app, {
      ...VISITOR,
      email: " HELENE@exemple.fr",
      phone: "07 00 00 00 02",
      start: starts[2],
    });
    expect(byEmail.statusCode).toBe(422);
    expect(byEmail.json()).toEqual({
      error: "too-many-bookings",
      message: expect.stringContaining(
        "Vous avez déjà deux rendez-vous à venir avec cette adresse e-mail\u00a0:",
      ),
      fields: {
        email: expect.stringMatching(
          /^Vous avez déjà deux rendez-vous à venir avec cette adresse e-mail\u00a0: .*annulez-en un/,
        ),
      },
    });
    const byPhone = await book(app, {
      ...VISITOR,
      email: "autre@exemple.fr",
      phone: "+33 (0)6 12 34 56 78",
      start: starts[2],
    });
    expect(byPhone.statusCode).toBe(422);
    expect(Object.keys(byPhone.json().fields)).toEqual(["phone"]);
    expect(byPhone.json().fields.phone).toContain("ce numéro de téléphone");
    // Nothing was booked by the refusals: the slot is still free.
    expect((await slots(app)).days[0]?.slots.map((slot) => slot.start)).toContain(starts[2]);
    // Another person books it.
    expect(
      (await book(app, { ...VISITOR, email: "autre@exemple.fr", phone: "07 00 00 00 03", start: starts[2] }))
        .statusCode,
    ).toBe(201);
  });
});

describe("managing a booking", () => {
  async function booked(app: FastifyInstance, index = 0) {
    const start = (await slots(app)).days[0]?.slots[index]?.start ?? "";
    const response = await book(app, { ...VISITOR, start });
    expect(response.statusCode).toBe(201);
    const { booking } = response.json() as { booking: { id: number; start: string; manageUrl: string } };
    return { ...booking, token: tokenOf(booking.manageUrl) };
  }

  it("shows the booking for its token; 400, 403, 404 or 410 otherwise", async () => {
    const { app } = await launch();
    const booking = await booked(app);
    const manage = (token: string) =>
      app.inject({ url: `/api/booking/manage?token=${encodeURIComponent(token)}` });
    const ok = await manage(booking.token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().booking).toMatchObject({ id: booking.id, start: booking.start, status: "active" });
    expect((await manage("n'importe quoi")).statusCode).toBe(400);
    const [id, expires, signature = ""] = booking.token.split(".");
    expect((await manage(`${id}.${expires}.${signature.slice(1)}A`)).statusCode).toBe(403);
    // A well-signed token of a booking that is no longer there (purged): 404.
    const store = BookingStore.open(databasePath, { mustExist: true });
    try {
      store.purgeOlderThan(new Date("2027-12-01T00:00:00Z"));
    } finally {
      store.close();
    }
    expect((await manage(booking.token)).statusCode).toBe(404);
  });

  it("expires the link at the meeting's end", async () => {
    const { app } = await launch();
    const booking = await booked(app);
    clock.now = new Date(Temporal.Instant.from(booking.start).add({ minutes: 30 }).epochMilliseconds);
    const response = await app.inject({ url: `/api/booking/manage?token=${booking.token}` });
    expect(response.statusCode).toBe(410);
    expect(response.json().error).toBe("expired");
    const page = await app.inject({ url: `/rendez-vous/gerer?jeton=${booking.token}` });
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain("Ce rendez-vous est passé");
  });

  it("renders the manage page: details, a form that cancels without scripts, a link to move", async () => {
    const { app } = await launch();
    const booking = await booked(app);
    const page = await app.inject({ url: `/rendez-vous/gerer?jeton=${booking.token}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(page.headers["x-robots-tag"]).toBe("noindex");
    expect(page.body).toContain('<meta name="robots" content="noindex"/>');
    expect(page.body).toContain('<html lang="fr"');
    expect(page.body).toContain('<h1 id="gerer-titre">Votre premier entretien</h1>');
    expect(page.body).toContain('<form method="post" action="/api/booking/cancel"');
    expect(page.body).toContain(`<input type="hidden" name="jeton" value="${booking.token}"/>`);
    expect(page.body).toContain(">Annuler ce rendez-vous</button>");
    expect(page.body).toContain(`href="/rendez-vous?deplacer=${booking.token}"`);
    expect(page.body).not.toMatch(/<script|<style| on[a-z]+=/i);
    for (const [token, status, text] of [
      ["abc", 400, "Ce lien n’est pas valide"],
      [
        `${booking.token.slice(0, -1)}${booking.token.endsWith("A") ? "B" : "A"}`,
        403,
        "Ce lien n’est pas valide",
      ],
    ] as const) {
      const refused = await app.inject({ url: `/rendez-vous/gerer?jeton=${encodeURIComponent(token)}` });
      expect(refused.statusCode).toBe(status);
      expect(refused.body).toContain(text);
    }
  });

  it("cancels from the page's form with a 303 back to it, and frees the slot", async () => {
    const { app } = await launch();
    const booking = await booked(app);
    const response = await app.inject({
      method: "POST",
      url: "/api/booking/cancel",
      payload: `jeton=${encodeURIComponent(booking.token)}`,
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html", origin: SITE_URL },
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/rendez-vous/gerer?jeton=${booking.token}&annule=1`);
    const page = await app.inject({ url: response.headers.location as string });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Votre rendez-vous est annulé");
    const later = await app.inject({ url: `/rendez-vous/gerer?jeton=${booking.token}` });
    expect(later.statusCode).toBe(410);
    expect(later.body).toContain("Ce rendez-vous est annulé");
    expect((await slots(app)).days[0]?.slots[0]?.start).toBe(booking.start);
  });

  it("cancels with JSON once: 200, then 410", async () => {
    const { app } = await launch();
    const booking = await booked(app);
    const cancel = () =>
      app.inject({ method: "POST", url: "/api/booking/cancel", payload: { token: booking.token } });
    const first = await cancel();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: "cancelled" });
    const second = await cancel();
    expect(second.statusCode).toBe(410);
    expect((await app.inject({ url: `/api/booking/manage?token=${booking.token}` })).json().error).toBe(
      "cancelled",
    );
  });

  it("moves to a free slot (the old one is freed), never to a taken one", async () => {
    const { app } = await launch();
    const mine = await booked(app, 0);
    const other = await booked(app, 1);
    const move = (start: string) =>
      app.inject({ method: "POST", url: "/api/booking/move", payload: { token: mine.token, start } });
    const taken = await move(other.start);
    expect(taken.statusCode).toBe(409);
    expect((await move(mine.start)).statusCode).toBe(422);
    const target = (await slots(app)).days[1]?.slots[3]?.start ?? "";
    const moved = await move(target);
    expect(moved.statusCode).toBe(200);
    const { booking } = moved.json();
    expect(booking).toMatchObject({ id: mine.id, start: target });
    expect(tokenOf(booking.manageUrl)).not.toBe(mine.token);
    const free = (await slots(app)).days.flatMap((day) => day.slots.map((slot) => slot.start));
    expect(free).toContain(mine.start);
    expect(free).not.toContain(target);
  });
  it("stops the links sent before a move, even once moved back to the first slot", async () => {
    const { app } = await launch();
    const mine = await booked(app, 0);
    const move = async (token: string, start: string) => {
      const response = await app.inject({
        method: "POST",
        url: "/api/booking/move",
        payload: { token, start },
      });
      expect(response.statusCode).toBe(200);
      return tokenOf(response.json().booking.manageUrl);
    };
    const target = (await slots(app)).days[1]?.slots[3]?.start ?? "";
    const second = await move(mine.token, target);
    const third = await move(second, mine.start);
    for (const old of [mine.token, second]) {
      const manage = await app.inject({ url: `/api/booking/manage?token=${old}` });
      expect(manage.statusCode).toBe(403);
      expect(manage.json()).toEqual({
        error: "moved-token",
        message: expect.stringMatching(/^Ce lien ne sert plus/),
      });
      const page = await app.inject({ url: `/rendez-vous/gerer?jeton=${old}` });
      expect(page.statusCode).toBe(403);
      expect(page.body).toContain("Ce lien ne sert plus");
      expect(page.body).not.toContain("Annuler ce rendez-vous");
      const cancel = await app.inject({
        method: "POST",
        url: "/api/booking/cancel",
        payload: { token: old },
      });
      expect(cancel.statusCode).toBe(403);
      const again = await app.inject({
        method: "POST",
        url: "/api/booking/move",
        payload: { token: old, start: target },
      });
      expect(again.statusCode).toBe(403);
    }
    // The last link works, and still shows the booking once cancelled.
    const manage = await app.inject({ url: `/api/booking/manage?token=${third}` });
    expect(manage.json().booking).toMatchObject({ id: mine.id, start: mine.start, status: "active" });
    const cancel = await app.inject({
      method: "POST",
      url: "/api/booking/cancel",
      payload: { token: third },
    });
    expect(cancel.statusCode).toBe(200);
    const page = await app.inject({ url: `/rendez-vous/gerer?jeton=${third}` });
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain("Ce rendez-vous est annulé");
  });

  it("refuses every other spelling of a token's signature", async () => {
    const { app } = await launch();
    const booking = await booked(app);
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const index = alphabet.indexOf(booking.token.at(-1) ?? "");
    for (const low of [1, 2, 3]) {
      const other = `${booking.token.slice(0, -1)}${alphabet[(index & ~3) | low]}`;
      const response = await app.inject({ url: `/api/booking/manage?token=${other}` });
      expect(response.statusCode).toBe(403);
    }
    expect((await app.inject({ url: `/api/booking/manage?token=${booking.token}` })).statusCode).toBe(200);
  });
});

describe("e-mails through a real SMTP server", () => {
  let smtp: TestSmtpServer;

  beforeEach(async () => {
    smtp = await startSmtpServer();
  });

  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    await smtp.close();
  });

  const smtpOptions = () => ({
    smtp: { url: smtp.url, to: "equipe@cabinet.example", from: "Site <no-reply@cabinet.example>" },
    pollIntervalMs: 50,
    reminderIntervalMs: 50,
  });

  it("sends the confirmations once stored, and retries after a refusal", { timeout: 20_000 }, async () => {
    smtp.rejectWith = { code: 451, message: "Try again later" };
    const { app, log } = await launch({ ...smtpOptions(), retryDelaysMs: [100] });
    const start = (await slots(app)).days[0]?.slots[0]?.start ?? "";
    expect((await book(app, { ...VISITOR, start })).statusCode).toBe(201);
    await until(() =>
      log.lines.some((line) =>
        /^booking: confirmed mail \d+ of booking 1 to the \w+ attempt 1\/2 failed/.test(line),
      ),
    );
    smtp.rejectWith = undefined;
    clock.now = new Date(T0.getTime() + 1000);
    const mails = await smtp.waitForMails(2, 10_000);
    expect(mails.map((mail) => mail.envelopeTo).sort()).toEqual([
      ["equipe@cabinet.example"],
      ["helene@exemple.fr"],
    ]);
    for (const mail of mails) {
      const parsed = await parseMail(mail.raw);
      const ics = parsed.attachments.find((attachment) => attachment.filename === "rendez-vous.ics");
      const text = typeof ics?.content === "string" ? ics.content : new TextDecoder().decode(ics?.content);
      expect(parseInvitation(text)).toMatchObject({
        method: "REQUEST",
        localStart: start.slice(0, 19),
        utcOffset: 3600,
      });
    }
  });

  it("reminds the day before, once, across a restart; never a cancelled booking", {
    timeout: 30_000,
  }, async () => {
    const first = await launch(smtpOptions());
    const days = (await slots(first.app)).days;
    // Two bookings on the same day, the 26th; one is cancelled.
    const day = days.find((entry) => entry.date === "2026-11-26");
    const keep = day?.slots[0]?.start ?? "";
    const drop = day?.slots[1]?.start ?? "";
    const kept = (await book(first.app, { ...VISITOR, start: keep })).json().booking;
    const dropped = (await book(first.app, { ...VISITOR, start: drop, email: "autre@exemple.fr" })).json()
      .booking;
    // The confirmations (4) go before the cancellation (one still waiting would be skipped).
    await smtp.waitForMails(4, 10_000);
    expect(
      (
        await first.app.inject({
          method: "POST",
          url: "/api/booking/cancel",
          payload: { token: tokenOf(dropped.manageUrl) },
        })
      ).statusCode,
    ).toBe(200);
    // Confirmations (4) and cancellations (2).
    await smtp.waitForMails(6, 10_000);
    // Not yet: the day before, before 10:00.
    clock.now = new Date("2026-11-25T08:30:00Z");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received).toHaveLength(6);
    // The day before at 10:00 Paris time: the reminder goes.
    expect(reminderDueAt(Temporal.Instant.from(keep)).toString()).toBe("2026-11-25T09:00:00Z");
    clock.now = new Date("2026-11-25T09:00:00Z");
    const all = await smtp.waitForMails(7, 10_000);
    const reminder = all[6];
    expect(reminder?.envelopeTo).toEqual(["helene@exemple.fr"]);
    expect((await parseMail(reminder?.raw ?? "")).subject).toMatch(
      /^Rappel\u00a0: votre premier entretien jeudi 26 novembre 2026 à 8\u202fh\u202f30/,
    );
    expect(kept.id).toBe(1);
    // A restart later that day sends nothing more.
    await first.app.close();
    apps.splice(apps.indexOf(first.app), 1);
    clock.now = new Date("2026-11-25T15:00:00Z");
    await launch(smtpOptions());
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(smtp.received).toHaveLength(7);
  });
});
