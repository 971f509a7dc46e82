import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { bookingAlertPerHour } from "../../content/booking.ts";
import { openInboxDatabase } from "../inbox.ts";
import { mailFailureNotice } from "../relay/mail-failure.ts";
import { MessageStore } from "../relay/store.ts";
import { HELENE } from "../relay/testing.ts";
import type { SqliteDatabase } from "../sqlite.ts";
import {
  adminStatusRoutes,
  bookingSurge,
  countFailedDeliveries,
  countRetryingDeliveries,
  lastDeliveryError,
} from "./deliveries.ts";

const T0 = new Date("2026-03-02T09:00:00.000Z");

let dir: string;
let db: SqliteDatabase;
let app: FastifyInstance;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "admin-deliveries-"));
  db = openInboxDatabase(path.join(dir, "inbox.sqlite")).db;
  // The route as the lead's guard runs it: `request.admin` set.
  app = Fastify();
  app.decorateRequest("admin", null);
  app.addHook("onRequest", async (request) => {
    request.admin = { userId: 1, email: "equipe@cabinet.example", role: "lecture", sessionHash: "0" };
  });
  await app.register(adminStatusRoutes, { db, now: () => T0, audit: () => undefined });
  await app.ready();
});

afterEach(async () => {
  await app.close();
  db.close();
  await rm(dir, { recursive: true, force: true });
});

/** One booking with mails of the given statuses. */
function bookingMails(...statuses: string[]): void {
  db.exec(
    `INSERT INTO bookings (id, uid, created_at, updated_at, status, start_at, end_at, format, interest,
       last_name, first_name, email, phone, message)
     VALUES (1, 'b1', '2026-05-01T08:00:00Z', '2026-05-01T08:00:00Z', 'active', '2026-05-04T08:00:00Z',
       '2026-05-04T08:30:00Z', 'visio', '', 'N', 'H', 'h@exemple.fr', '', '')`,
  );
  const insert = db.prepare(
    `INSERT INTO booking_mails (booking_id, kind, recipient, created_at, status)
     VALUES (1, 'confirmed', 'visitor', '2026-05-01T08:00:00Z', ?)`,
  );
  for (const status of statuses) insert.run(status);
}

describe("failed deliveries", () => {
  it("counts the failed messages and booking e-mails, nothing else", async () => {
    const store = MessageStore.on(db);
    const status = async () => {
      const response = await app.inject({ method: "GET", url: "/api/admin/status" });
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toBe("no-store");
      return response.json();
    };
    expect(await status()).toMatchObject({
      failedDeliveries: { messages: 0, bookingMails: 0, total: 0 },
      storage: "ok",
    });

    for (const state of ["stored", "sent", "spam", "pending"] as const) store.insert(HELENE, state, T0);
    const failed = store.insert(HELENE, "pending", T0);
    store.recordFailure(failed.id, "ECONNREFUSED", null, T0);
    bookingMails("failed", "failed", "pending", "sent", "skipped");
    expect(await status()).toMatchObject({
      failedDeliveries: { messages: 1, bookingMails: 2, total: 3 },
      storage: "ok",
    });

    // Queued again: no longer failed.
    store.retry(failed.id, T0);
    expect(countFailedDeliveries(db, T0)).toEqual({ messages: 0, bookingMails: 2, total: 2 });
    // Once the meeting has begun, its e-mails no longer count.
    expect(countFailedDeliveries(db, new Date("2026-05-04T08:00:01Z")).bookingMails).toBe(0);
  });

  it("counts from the first failed attempt the e-mails tried again, and says the latest failure in French", async () => {
    const store = MessageStore.on(db);
    const status = async () => (await app.inject({ method: "GET", url: "/api/admin/status" })).json();
    const waiting = store.insert(HELENE, "pending", T0);
    expect(await status()).toMatchObject({
      retryingDeliveries: { messages: 0, bookingMails: 0, total: 0 },
      deliveryProblem: null,
    });

    // One failed attempt, another to come: the banner's case, long before the retries give up.
    store.recordFailure(
      waiting.id,
      "ESOCKET: connect ECONNREFUSED 127.0.0.1:2525",
      new Date(T0.getTime() + 60_000),
      T0,
    );
    const first = await status();
    expect(first).toMatchObject({
      failedDeliveries: { total: 0 },
      retryingDeliveries: { messages: 1, bookingMails: 0, total: 1 },
    });
    expect(first.deliveryProblem).toBe(mailFailureNotice("ECONNREFUSED"));
    expect(lastDeliveryError(db, T0)).toMatch(/ECONNREFUSED/);

    // A booking e-mail that failed once counts too, until its meeting begins.
    bookingMails("pending");
    db.exec("UPDATE booking_mails SET attempts = 1, last_error = 'EAUTH: Invalid login: 535'");
    expect(countRetryingDeliveries(db, T0)).toEqual({ messages: 1, bookingMails: 1, total: 2 });
    expect(countRetryingDeliveries(db, new Date("2026-05-04T08:00:01Z")).bookingMails).toBe(0);

    // Sent at last: nothing to say any more.
    store.recordSent(waiting.id, T0);
    db.exec("UPDATE booking_mails SET status = 'sent'");
    expect(await status()).toMatchObject({ retryingDeliveries: { total: 0 }, deliveryProblem: null });
  });
});

/** A booking made at `createdAt` (its slot: the `index`-th half hour of 4 May 2026). */
function bookingMadeAt(index: number, createdAt: Date, status = "active"): void {
  const start = new Date(Date.parse("2026-05-04T08:00:00Z") + index * 30 * 60_000);
  db.prepare(
    `INSERT INTO bookings (uid, created_at, updated_at, status, start_at, end_at, format, interest,
       last_name, first_name, email, phone, message)
     VALUES (?, ?, ?, ?, ?, ?, 'visio', '', 'N', 'H', 'h@exemple.fr', '', '')`,
  ).run(
    `b${index}`,
    createdAt.toISOString(),
    createdAt.toISOString(),
    status,
    start.toISOString().replace(".000", ""),
    new Date(start.getTime() + 30 * 60_000).toISOString().replace(".000", ""),
  );
}

describe("bookings made in a rush", () => {
  it("counts the bookings of the last hour, cancelled ones too, against the threshold of content/booking.yaml", async () => {
    const minutesAgo = (minutes: number) => new Date(T0.getTime() - minutes * 60_000);
    bookingMadeAt(0, minutesAgo(61));
    bookingMadeAt(1, minutesAgo(60));
    for (let index = 2; index < bookingAlertPerHour; index++) bookingMadeAt(index, minutesAgo(59 - index));
    bookingMadeAt(99, minutesAgo(1), "cancelled");
    const lastHour = bookingAlertPerHour - 1;
    expect(bookingSurge(db, T0)).toEqual({ lastHour, threshold: bookingAlertPerHour, alert: false });
    bookingMadeAt(100, T0);
    const response = await app.inject({ method: "GET", url: "/api/admin/status" });
    expect(response.json().bookingSurge).toEqual({
      lastHour: lastHour + 1,
      threshold: bookingAlertPerHour,
      alert: true,
    });
    // An hour later, the alert is gone by itself.
    expect(bookingSurge(db, new Date(T0.getTime() + 60 * 60_000)).alert).toBe(false);
  });
});
