import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import Fastify, { type FastifyInstance, type FastifyRequest } from "fastify";
import ICAL from "ical.js";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { frenchTime } from "../../shared/french-date.ts";
import { type BookingOptions, bookingPlugin, createBooking } from "../booking/plugin.ts";
import type { BookingDetails } from "../booking/store.ts";
import {
  HELENE_BOOKING,
  parseInvitation,
  WEEKDAY_MORNINGS,
  WEEKDAY_MORNINGS_NOW,
} from "../booking/testing.ts";
import { openInboxDatabase } from "../inbox.ts";
import { memoryLogger, parseMail, startSmtpServer, type TestSmtpServer } from "../relay/testing.ts";
import { closeSqlite } from "../sqlite.ts";
import { adminAgendaRoutes, agendaFeedRoutes } from "./agenda.ts";
import type { AdminPrincipal, AuditAction } from "./context.ts";

const SECRET = "agenda-test-secret-0123456789abcdefghij";
const SITE_URL = "https://www.cabinet.example";
const T0 = WEEKDAY_MORNINGS_NOW;
const DEFAULTS = WEEKDAY_MORNINGS;

const PRINCIPAL: AdminPrincipal = {
  userId: 1,
  email: "gestion@cabinet.example",
  role: "gestion",
  sessionHash: "0".repeat(64),
};

const HELENE: BookingDetails = { ...HELENE_BOOKING, message: "Bonjour" };

interface Audited {
  action: AuditAction;
  target?: string;
  detail?: string;
  email?: string;
}

let dir: string;
let databasePath: string;
let clock: { now: Date };
const cleanups: (() => Promise<void> | void)[] = [];

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "admin-agenda-"));
  databasePath = path.join(dir, "inbox.sqlite");
  clock = { now: T0 };
});

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  await rm(dir, { recursive: true, force: true });
});

/**
 * The public booking routes, the public feed and the agenda's admin routes on
 * one shared createBooking, the admin ones behind a fake guard that signs
 * every request in as PRINCIPAL (the lead's guard does the real checks).
 */
async function launch(options: Partial<BookingOptions> = {}) {
  const now = () => clock.now;
  const booking = createBooking({
    databasePath,
    secret: SECRET,
    siteUrl: SITE_URL,
    now,
    log: memoryLogger(),
    schedule: DEFAULTS,
    ...options,
  });
  const { db } = openInboxDatabase(databasePath);
  cleanups.push(() => closeSqlite(db));
  const audits: Audited[] = [];
  const routes: { method: string; url: string; admin: unknown }[] = [];
  const app = Fastify();
  app.decorateRequest("admin", null);
  await app.register(bookingPlugin, { databasePath, secret: SECRET, rateLimit: 0, booking });
  await app.register(agendaFeedRoutes, { booking });
  await app.register(async (scope) => {
    scope.addHook("onRoute", (route) => {
      routes.push({ method: String(route.method), url: route.url, admin: route.config?.admin });
    });
    scope.addHook("onRequest", async (request) => {
      request.admin = PRINCIPAL;
    });
    await scope.register(adminAgendaRoutes, {
      db,
      now,
      audit: (request: FastifyRequest, action, target, detail) =>
        audits.push({ action, target, detail, email: request.admin?.email }),
      booking,
    });
  });
  await app.ready();
  cleanups.push(() => app.close());
  return { app, booking, audits, routes };
}

interface SlotsAnswer {
  days: { date: string; slots: { start: string; time: string }[] }[];
}

async function publicSlots(app: FastifyInstance, format = "telephone"): Promise<SlotsAnswer> {
  const response = await app.inject({ url: `/api/booking/slots?format=${format}` });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const datesOf = (answer: SlotsAnswer) => answer.days.map((day) => day.date);

function post(app: FastifyInstance, url: string, payload: unknown = {}) {
  return app.inject({ method: "POST", url, payload: payload as Record<string, unknown> });
}

/** A booking stored as the public API would, at the slot starting `start`. */
function seed(
  booking: ReturnType<typeof createBooking>,
  start: string,
  details: Partial<BookingDetails> = {},
) {
  const instant = Temporal.Instant.from(start);
  return booking.store.create(
    { ...HELENE, ...details },
    { start: instant, end: instant.add({ minutes: 30 }) },
    T0,
    {
      mail: false,
    },
  );
}

/** Everything a visitor typed: none of it may reach the audit log (whose details are typeset French). */
const PERSONAL = [HELENE.firstName, HELENE.lastName, HELENE.email, HELENE.phone, HELENE.message];

function expectNoPersonalData(audits: Audited[]): void {
  for (const entry of audits) {
    for (const value of PERSONAL) expect(`${entry.target} ${entry.detail}`).not.toContain(value);
    expect(entry.detail).toMatch(/\p{L}/u);
    expect(entry.detail).not.toMatch(/ [;:!?]/);
  }
}

describe("the routes of the agenda", () => {
  it("all declare who may call them: reading for GET, « gestion » for any change", async () => {
    const { routes } = await launch();
    const admin = routes.filter((route) => route.url.startsWith("/api/admin/"));
    expect(admin.length).toBeGreaterThanOrEqual(13);
    for (const route of admin) {
      expect(route.admin, `${route.method} ${route.url}`).toBe(
        route.method === "GET" || route.method === "HEAD" ? "lecture" : "gestion",
      );
    }
  });
});

describe("the public slots follow the back office at once", () => {
  it("a closed day, a period, a blocked slot, a format's block, new hours: no restart", async () => {
    const { app, audits } = await launch();
    const before = await publicSlots(app);
    expect(datesOf(before).slice(0, 3)).toEqual(["2026-11-25", "2026-11-26", "2026-11-27"]);

    const day = await post(app, "/api/admin/agenda/blocks", {
      kind: "day",
      from: "2026-11-26",
      reason: "Formation",
    });
    expect(day.statusCode).toBe(201);
    expect(datesOf(await publicSlots(app))).not.toContain("2026-11-26");

    const period = await post(app, "/api/admin/agenda/blocks", {
      kind: "period",
      from: "2026-11-30",
      to: "2026-12-01",
      reason: "Congés",
    });
    expect(period.statusCode).toBe(201);
    const afterPeriod = datesOf(await publicSlots(app));
    expect(afterPeriod).not.toContain("2026-11-30");
    expect(afterPeriod).not.toContain("2026-12-01");
    expect(afterPeriod).toContain("2026-12-02");

    const friday = before.days.find((entry) => entry.date === "2026-11-27")?.slots ?? [];
    const slot = await post(app, "/api/admin/agenda/blocks", {
      kind: "slot",
      start: friday[1]?.start,
      reason: "RDV",
    });
    expect(slot.statusCode).toBe(201);
    const fridayNow = (await publicSlots(app)).days.find((entry) => entry.date === "2026-11-27")?.slots ?? [];
    expect(fridayNow.map((entry) => entry.start)).toEqual(
      friday.filter((_, index) => index !== 1).map((entry) => entry.start),
    );
    // Booking or moving onto a blocked slot is refused too.
    const refused = await post(app, "/api/booking", {
      ...HELENE,
      format: "telephone",
      start: friday[1]?.start,
      website: "",
    });
    expect(refused.statusCode).toBe(409);

    const visioOnly = await post(app, "/api/admin/agenda/blocks", {
      kind: "day",
      from: "2026-11-25",
      formats: ["visio"],
      reason: "Connexion en panne",
    });
    expect(visioOnly.statusCode).toBe(201);
    expect(datesOf(await publicSlots(app, "visio"))).not.toContain("2026-11-25");
    expect(datesOf(await publicSlots(app, "telephone"))).toContain("2026-11-25");

    const hours = await app.inject({
      method: "PUT",
      url: "/api/admin/agenda/hours/telephone",
      payload: { hours: "Sa 10:00-11:00" },
    });
    expect(hours.statusCode).toBe(200);
    const saturdays = await publicSlots(app);
    expect(saturdays.days.length).toBeGreaterThan(0);
    for (const entry of saturdays.days) {
      expect(Temporal.PlainDate.from(entry.date).dayOfWeek).toBe(6);
      expect(entry.slots.map((item) => item.time)).toEqual(["10:00", "10:30"]);
    }

    // Undone: the blocks removed and the hours reset, the slots are the first ones again.
    const blocks = (await app.inject({ url: "/api/admin/agenda/blocks" })).json() as {
      items: { id: number }[];
    };
    expect(blocks.items).toHaveLength(4);
    for (const block of blocks.items) {
      expect(
        (await app.inject({ method: "DELETE", url: `/api/admin/agenda/blocks/${block.id}` })).statusCode,
      ).toBe(200);
    }
    expect(
      (await app.inject({ method: "DELETE", url: "/api/admin/agenda/hours/telephone" })).statusCode,
    ).toBe(200);
    expect(await publicSlots(app)).toEqual(before);

    expect(audits.map((entry) => entry.action)).toEqual([
      "block-added",
      "block-added",
      "block-added",
      "block-added",
      "hours-changed",
      "block-removed",
      "block-removed",
      "block-removed",
      "block-removed",
      "hours-changed",
    ]);
    expect(new Set(audits.map((entry) => entry.email))).toEqual(new Set([PRINCIPAL.email]));
  });

  it("lists the blocks with what they cover, and tells which bookings a new block leaves in place", async () => {
    const { app, booking } = await launch();
    const held = seed(booking, "2026-12-03T09:00:00+01:00");
    seed(booking, "2026-12-03T10:00:00+01:00", { format: "telephone" });
    const response = await post(app, "/api/admin/agenda/blocks", {
      kind: "day",
      from: "2026-12-03",
      formats: ["visio"],
      reason: "Formation",
    });
    expect(response.statusCode).toBe(201);
    const body = response.json() as { block: Record<string, unknown>; bookings: { id: number }[] };
    expect(body.block).toMatchObject({
      kind: "day",
      from: "2026-12-03",
      to: "2026-12-03",
      start: "2026-12-03T00:00:00+01:00",
      end: "2026-12-04T00:00:00+01:00",
      formats: ["visio"],
      reason: "Formation",
      createdBy: PRINCIPAL.email,
    });
    expect(body.block.label).toEqual(expect.any(String));
    expect(body.bookings.map((entry) => entry.id)).toEqual([held.id]);
    const list = (await app.inject({ url: "/api/admin/agenda/blocks" })).json() as {
      items: { id: number }[];
      formats: { id: string; label: string }[];
    };
    expect(list.items).toHaveLength(1);
    expect(list.formats.map((format) => format.id)).toContain("visio");
    // Over, it is no longer listed.
    clock.now = new Date("2026-12-04T00:00:00+01:00");
    expect(
      ((await app.inject({ url: "/api/admin/agenda/blocks" })).json() as { items: unknown[] }).items,
    ).toEqual([]);
  });

  it("refuses a block that is invalid (422), and an unknown one (404)", async () => {
    const { app, audits } = await launch();
    const invalid = await post(app, "/api/admin/agenda/blocks", { kind: "day", from: "hier" });
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(invalid.json().fields).sort()).toEqual(["from", "reason"]);
    expect(invalid.json().message).toEqual(expect.any(String));
    expect((await post(app, "/api/admin/agenda/blocks", [1, 2])).statusCode).toBe(400);
    for (const id of ["999", "abc", "0"]) {
      const response = await app.inject({ method: "DELETE", url: `/api/admin/agenda/blocks/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: "unknown", message: expect.any(String) });
    }
    expect(audits).toEqual([]);
  });
});

describe("weekly hours", () => {
  it("lists each format's hours and defaults; sets, validates and resets them", async () => {
    const { app, audits } = await launch();
    type Range = { opens: string; closes: string };
    type Item = {
      format: string;
      hours: string;
      days: { day: string; ranges: Range[] }[];
      slotMinutes: number;
      defaultHours: string;
      changed: boolean;
      updatedBy: string | null;
    };
    const list = async () => (await app.inject({ url: "/api/admin/agenda/hours" })).json() as Item[];
    expect((await list()).map((item) => [item.format, item.hours, item.changed])).toEqual([
      ["telephone", "Mo-Fr 09:00-12:00", false],
      ["visio", "Mo-Fr 09:00-12:00", false],
    ]);
    // Day by day for the form, Monday first, and the slot length its time fields step by.
    const morning = [{ opens: "09:00", closes: "12:00" }];
    expect((await list())[0]).toMatchObject({
      slotMinutes: DEFAULTS.slotMinutes,
      days: [
        { day: "Mo", ranges: morning },
        { day: "Tu", ranges: morning },
        { day: "We", ranges: morning },
        { day: "Th", ranges: morning },
        { day: "Fr", ranges: morning },
        { day: "Sa", ranges: [] },
        { day: "Su", ranges: [] },
      ],
    });
    const put = (format: string, hours: unknown) =>
      app.inject({ method: "PUT", url: `/api/admin/agenda/hours/${format}`, payload: { hours } });

    const set = await put("visio", "Mo-Th 14:00-17:00;Fr 09:00-11:00");
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({
      format: "visio",
      hours: "Mo-Th 14:00-17:00; Fr 09:00-11:00",
      defaultHours: "Mo-Fr 09:00-12:00",
      changed: true,
      updatedBy: PRINCIPAL.email,
    });
    expect((await list()).find((item) => item.format === "visio")?.changed).toBe(true);
    // Two ranges a day, in order of the day whatever the order sent.
    const split = await put("visio", "Mo 14:00-17:00; Mo-Tu 09:00-12:00");
    expect((split.json() as Item).days.slice(0, 3)).toEqual([
      { day: "Mo", ranges: [...morning, { opens: "14:00", closes: "17:00" }] },
      { day: "Tu", ranges: morning },
      { day: "We", ranges: [] },
    ]);
    await put("visio", "Mo-Th 14:00-17:00;Fr 09:00-11:00");

    for (const hours of ["lundi 9h-12h", "Mo 09:10-12:00", "", 12]) {
      const refused = await put("visio", hours);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ error: "invalid-hours", message: expect.any(String) });
    }
    expect((await put("ailleurs", "Mo 09:00-10:00")).statusCode).toBe(404);
    expect((await list()).find((item) => item.format === "visio")?.hours).toBe(
      "Mo-Th 14:00-17:00; Fr 09:00-11:00",
    );

    // The defaults typed again, however written: no longer changed.
    expect((await put("visio", "Mo,Tu 09:00-12:00; We-Fr 09:00-12:00")).json()).toMatchObject({
      hours: "Mo-Fr 09:00-12:00",
      changed: false,
      updatedBy: null,
    });
    await put("visio", "Sa 09:00-10:00");
    const reset = await app.inject({ method: "DELETE", url: "/api/admin/agenda/hours/visio" });
    expect(reset.json()).toMatchObject({ hours: "Mo-Fr 09:00-12:00", changed: false });
    expect(audits.map((entry) => [entry.action, entry.target])).toEqual(
      Array.from({ length: 6 }, () => ["hours-changed", "horaires visio"]),
    );
  });
});

describe("the bookings", () => {
  it("lists the bookings not over yet by default, soonest first, with French labels; by days and status", async () => {
    const { app, booking } = await launch();
    const later = seed(booking, "2026-12-01T09:00:00+01:00");
    const sooner = seed(booking, "2026-11-26T10:00:00+01:00", { format: "telephone" });
    const past = seed(booking, "2026-11-20T10:00:00+01:00");
    booking.store.cancel(later.id, "visitor", T0, { mail: false });
    type Answer = { items: Record<string, unknown>[]; formats: { id: string; label: string }[] };
    const list = async (query = "") => {
      const response = await app.inject({ url: `/api/admin/bookings${query}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toBe("no-store");
      return response.json() as Answer;
    };
    const all = await list();
    expect(all.items.map((item) => item.id)).toEqual([sooner.id, later.id]);
    expect(all.items[0]).toMatchObject({
      start: "2026-11-26T10:00:00+01:00",
      end: "2026-11-26T10:30:00+01:00",
      time: frenchTime("2026-11-26T10:00:00+01:00"),
      format: "telephone",
      status: "active",
      firstName: HELENE.firstName,
      lastName: HELENE.lastName,
      email: HELENE.email,
      phone: HELENE.phone,
      interest: HELENE.interest,
      message: HELENE.message,
    });
    for (const name of ["startLabel", "dayLabel", "formatLabel", "statusLabel"]) {
      expect(all.items[0]?.[name]).toMatch(/\p{L}/u);
    }
    expect(all.items[1]?.dayLabel).toContain("1er");
    expect(all.items[0]?.statusLabel).not.toBe(all.items[1]?.statusLabel);
    expect(all.formats.map((format) => format.id)).toEqual(expect.arrayContaining(["telephone", "visio"]));

    expect((await list("?status=active")).items.map((item) => item.id)).toEqual([sooner.id]);
    expect((await list("?status=cancelled")).items.map((item) => item.id)).toEqual([later.id]);
    expect((await list("?from=2026-11-01&to=2026-11-26")).items.map((item) => item.id)).toEqual([
      past.id,
      sooner.id,
    ]);
    expect((await list("?from=2026-12-01&to=2026-12-01")).items.map((item) => item.id)).toEqual([later.id]);
    for (const query of [
      "?from=2026-13-01",
      "?from=demain",
      "?from=2026-12-02&to=2026-12-01",
      "?status=tous",
    ]) {
      const response = await app.inject({ url: `/api/admin/bookings${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ error: "bad-request", message: expect.any(String) });
    }
  });

  it("gives the move's picker the public free slots", async () => {
    const { app } = await launch();
    const admin = await app.inject({ url: "/api/admin/agenda/slots?format=visio" });
    expect(admin.statusCode).toBe(200);
    expect(admin.json()).toEqual(await publicSlots(app, "visio"));
    expect((await app.inject({ url: "/api/admin/agenda/slots?format=ailleurs" })).statusCode).toBe(400);
  });

  it("cancels for the firm: the slot is free again; once; never one that is over or unknown", async () => {
    const { app, booking, audits } = await launch();
    const held = seed(booking, "2026-11-26T10:00:00+01:00", { format: "telephone" });
    const past = seed(booking, "2026-11-20T10:00:00+01:00");
    const taken = (await publicSlots(app)).days.flatMap((day) => day.slots.map((slot) => slot.start));
    expect(taken).not.toContain("2026-11-26T10:00:00+01:00");

    const response = await post(app, `/api/admin/bookings/${held.id}/cancel`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      booking: { id: held.id, status: "cancelled" },
      mailed: false,
    });
    expect(booking.store.get(held.id)).toMatchObject({ status: "cancelled", cancelledBy: "firm" });
    const free = (await publicSlots(app)).days.flatMap((day) => day.slots.map((slot) => slot.start));
    expect(free).toContain("2026-11-26T10:00:00+01:00");

    for (const [id, status] of [
      [held.id, 409],
      [past.id, 409],
      [999, 404],
    ] as const) {
      const refused = await post(app, `/api/admin/bookings/${id}/cancel`);
      expect(refused.statusCode).toBe(status);
      expect(refused.json()).toMatchObject({ message: expect.any(String) });
    }
    expect(audits).toEqual([
      expect.objectContaining({ action: "booking-cancelled", target: `rendez-vous ${held.id}` }),
    ]);
    expectNoPersonalData(audits);
  });

  it("moves for the firm only to a free slot of the booking's format offered now", async () => {
    const { app, booking, audits } = await launch();
    const held = seed(booking, "2026-11-26T10:00:00+01:00");
    const other = seed(booking, "2026-11-26T11:00:00+01:00", { format: "telephone" });
    const move = (id: number, start: unknown) => post(app, `/api/admin/bookings/${id}/move`, { start });

    // Taken by another booking, a Sunday, within the notice, blocked: 409.
    await post(app, "/api/admin/agenda/blocks", { kind: "day", from: "2026-11-27", reason: "Fermé" });
    for (const start of [
      "2026-11-26T11:00:00+01:00",
      "2026-11-29T10:00:00+01:00",
      "2026-11-24T11:00:00+01:00",
      "2026-11-27T10:00:00+01:00",
      "2026-11-26T10:15:00+01:00",
    ]) {
      const refused = await move(held.id, start);
      expect(refused.statusCode, start).toBe(409);
      expect(refused.json()).toMatchObject({ error: "slot-taken", message: expect.any(String) });
    }
    expect((await move(held.id, "demain")).statusCode).toBe(422);
    expect((await move(held.id, "2026-11-26T10:00:00+01:00")).statusCode).toBe(422);
    expect((await move(999, "2026-11-30T10:00:00+01:00")).statusCode).toBe(404);

    const moved = await move(held.id, "2026-11-30T10:00:00+01:00");
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      booking: { id: held.id, start: "2026-11-30T10:00:00+01:00", status: "active" },
    });
    expect(booking.store.get(held.id)).toMatchObject({ start: "2026-11-30T09:00:00Z", sequence: 1 });
    // The old slot is free again, the new one is taken.
    const free = (await publicSlots(app, "visio")).days.flatMap((day) => day.slots.map((slot) => slot.start));
    expect(free).toContain("2026-11-26T10:00:00+01:00");
    expect(free).not.toContain("2026-11-30T10:00:00+01:00");
    // Cancelled, it cannot be moved.
    await post(app, `/api/admin/bookings/${other.id}/cancel`);
    expect((await move(other.id, "2026-12-01T10:00:00+01:00")).statusCode).toBe(409);

    expect(audits.map((entry) => entry.action)).toEqual([
      "block-added",
      "booking-moved",
      "booking-cancelled",
    ]);
    expectNoPersonalData(audits);
  });
});

describe("e-mails through a real SMTP server", () => {
  let smtp: TestSmtpServer;

  beforeEach(async () => {
    smtp = await startSmtpServer();
    cleanups.push(() => smtp.close());
  });

  const smtpOptions = () => ({
    smtp: { url: smtp.url, to: "equipe@cabinet.example", from: "Site <no-reply@cabinet.example>" },
    pollIntervalMs: 60_000,
  });

  async function attached(raw: string) {
    const mail = await parseMail(raw);
    const ics = mail.attachments.find((attachment) => attachment.filename === "rendez-vous.ics");
    const text = typeof ics?.content === "string" ? ics.content : new TextDecoder().decode(ics?.content);
    return { mail, invitation: parseInvitation(text) };
  }

  it("a move by the firm sends the visitor and the firm the « moved » e-mail with the new .ics", async () => {
    const { app, booking } = await launch(smtpOptions());
    const held = seed(booking, "2026-11-26T10:00:00+01:00");
    const response = await post(app, `/api/admin/bookings/${held.id}/move`, {
      start: "2026-11-30T10:00:00+01:00",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().mailed).toBe(true);
    // Sent at once (nudged), not at the next poll.
    const mails = await smtp.waitForMails(2, 10_000);
    const visitor = mails.find((mail) => mail.envelopeTo.includes(HELENE.email));
    const firm = mails.find((mail) => mail.envelopeTo.includes("equipe@cabinet.example"));
    expect(visitor && firm).toBeTruthy();
    for (const mail of [visitor, firm]) {
      const { invitation } = await attached(mail?.raw ?? "");
      expect(invitation).toMatchObject({
        method: "REQUEST",
        sequence: 1,
        localStart: "2026-11-30T10:00:00",
        zone: "Europe/Paris",
        uid: expect.stringContaining(held.uid),
      });
    }
    await expect
      .poll(() => booking.store.mailsOf(held.id).map((mail) => [mail.kind, mail.status]))
      .toEqual([
        ["moved", "sent"],
        ["moved", "sent"],
      ]);
  });

  it("a cancellation by the firm is e-mailed to both with METHOD:CANCEL", async () => {
    const { app, booking } = await launch(smtpOptions());
    const held = seed(booking, "2026-11-26T10:00:00+01:00");
    const response = await post(app, `/api/admin/bookings/${held.id}/cancel`);
    expect(response.json().mailed).toBe(true);
    const mails = await smtp.waitForMails(2, 10_000);
    const visitor = mails.find((mail) => mail.envelopeTo.includes(HELENE.email));
    const { invitation } = await attached(visitor?.raw ?? "");
    expect(invitation).toMatchObject({ method: "CANCEL", sequence: 1, status: "CANCELLED" });
  });
});

describe("the calendar feed", () => {
  function parseFeed(text: string) {
    const calendar = new ICAL.Component(ICAL.parse(text));
    for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
    return calendar.getAllSubcomponents("vevent").map((vevent) => {
      const event = new ICAL.Event(vevent);
      return {
        uid: event.uid,
        summary: event.summary,
        description: event.description,
        zone: event.startDate.zone?.tzid ?? "",
        start: event.startDate.toJSDate().toISOString(),
      };
    });
  }

  it("serves the active bookings of the last 30 days and to come at its secret address, until revoked", async () => {
    const { app, booking, audits } = await launch();
    const state = async () => (await app.inject({ url: "/api/admin/agenda/feed" })).json();
    expect(await state()).toEqual({ active: false, createdAt: null });

    const upcoming = seed(booking, "2026-11-26T10:00:00+01:00");
    seed(booking, "2026-11-02T10:00:00+01:00", { format: "telephone" });
    seed(booking, "2026-10-01T10:00:00+02:00"); // more than 30 days ago
    const cancelled = seed(booking, "2026-11-27T10:00:00+01:00");
    booking.store.cancel(cancelled.id, "visitor", T0, { mail: false });

    const created = await post(app, "/api/admin/agenda/feed");
    expect(created.statusCode).toBe(201);
    const { url } = created.json() as { url: string };
    const match = /^https:\/\/www\.cabinet\.example\/api\/agenda\.ics\?cle=([A-Za-z0-9_-]{43})$/.exec(url);
    expect(match).not.toBeNull();
    const feedPath = `${new URL(url).pathname}${new URL(url).search}`;
    expect(await state()).toEqual({ active: true, createdAt: T0.toISOString() });
    // Only its hash is stored.
    const { db } = openInboxDatabase(databasePath);
    try {
      const stored = db.prepare("SELECT value FROM admin_settings").all() as { value: string }[];
      expect(JSON.stringify(stored)).not.toContain(match?.[1]);
    } finally {
      closeSqlite(db);
    }

    const feed = await app.inject({ url: feedPath });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(feed.headers["cache-control"]).toBe("no-store");
    const events = parseFeed(feed.body);
    expect(events.map((event) => event.start)).toEqual([
      "2026-11-02T09:00:00.000Z",
      "2026-11-26T09:00:00.000Z",
    ]);
    for (const event of events) {
      expect(event.summary).toContain(`${HELENE.firstName} ${HELENE.lastName}`);
      expect(event.zone).toBe("Europe/Paris");
    }
    expect(events[0]?.summary).not.toBe(events[1]?.summary); // the format differs
    expect(events[1]?.uid).toContain(upcoming.uid);
    expect(events[1]?.uid).not.toBe(`${upcoming.uid}@www.cabinet.example`); // not the invitation's
    expect(new Set(events.map((event) => event.uid)).size).toBe(2);

    // Another key of the same shape, a malformed one: 404.
    const key = match?.[1] ?? "";
    const otherKey = `${key.slice(0, -1)}${key.endsWith("A") ? "B" : "A"}`;
    for (const other of [
      `/api/agenda.ics?cle=${otherKey}`,
      "/api/agenda.ics?cle=court",
      "/api/agenda.ics",
      `/api/agenda.ics?cle=${key}x`,
    ]) {
      const refused = await app.inject({ url: other });
      expect(refused.statusCode, other).toBe(404);
    }
    expect((await app.inject({ url: `/api/agenda.ics?cle=${otherKey}` })).json()).toMatchObject({
      error: "not-found",
      message: expect.any(String),
    });

    // A new address replaces the old one.
    const renewed = (await post(app, "/api/admin/agenda/feed")).json() as { url: string };
    expect(renewed.url).not.toBe(url);
    expect((await app.inject({ url: feedPath })).statusCode).toBe(404);
    const renewedPath = `${new URL(renewed.url).pathname}${new URL(renewed.url).search}`;
    expect((await app.inject({ url: renewedPath })).statusCode).toBe(200);

    // Revoked: nothing answers.
    expect((await app.inject({ method: "DELETE", url: "/api/admin/agenda/feed" })).statusCode).toBe(200);
    expect((await app.inject({ url: renewedPath })).statusCode).toBe(404);
    expect(await state()).toEqual({ active: false, createdAt: null });

    expect(audits.map((entry) => entry.action)).toEqual([
      "calendar-feed-created",
      "calendar-feed-created",
      "calendar-feed-revoked",
    ]);
  });
});
