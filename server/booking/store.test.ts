import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { INBOX_SCHEMA_VERSION } from "../inbox.ts";
import { MessageStore } from "../relay/store.ts";
import { BookingStore, SlotTakenError } from "./store.ts";
import { HELENE_BOOKING as HELENE } from "./testing.ts";

const slot = (start: string) => {
  const instant = Temporal.Instant.from(start);
  return { start: instant, end: instant.add({ minutes: 30 }) };
};

const NOW = new Date("2026-11-24T09:00:00Z");

let dir: string;
let file: string;
let store: BookingStore;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "wt18s-bookings-"));
  file = path.join(dir, "inbox.sqlite");
  store = BookingStore.open(file);
});

afterEach(async () => {
  store.close();
  await rm(dir, { recursive: true, force: true });
});

describe("the bookings table", () => {
  it("lives in the inbox, created by its migrations, next to the messages", () => {
    const messages = MessageStore.open(file);
    try {
      expect(messages.settings()).toMatchObject({
        journalMode: "wal",
        synchronous: 2,
        schemaVersion: INBOX_SCHEMA_VERSION,
      });
    } finally {
      messages.close();
    }
    const db = new Database(file, { readonly: true });
    try {
      const names = db.prepare("SELECT name FROM sqlite_schema ORDER BY name").all() as { name: string }[];
      expect(names.map((row) => row.name)).toEqual(
        expect.arrayContaining(["bookings", "booking_mails", "bookings_active_start", "messages"]),
      );
    } finally {
      db.close();
    }
  });

  it("upgrades an inbox made before bookings existed, keeping its messages", async () => {
    const old = path.join(dir, "old.sqlite");
    const db = new Database(old);
    db.exec(`CREATE TABLE messages (id INTEGER PRIMARY KEY AUTOINCREMENT, created_at TEXT NOT NULL,
      status TEXT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, next_attempt_at TEXT, last_error TEXT,
      sent_at TEXT, whom TEXT NOT NULL, last_name TEXT NOT NULL, first_name TEXT NOT NULL, email TEXT NOT NULL,
      phone TEXT NOT NULL, interest TEXT NOT NULL, message TEXT NOT NULL) STRICT;
      CREATE TABLE health (id INTEGER PRIMARY KEY CHECK (id = 1), checked_at TEXT NOT NULL) STRICT;
      INSERT INTO messages (created_at, status, whom, last_name, first_name, email, phone, interest, message)
        VALUES ('2026-01-01T00:00:00.000Z', 'stored', 'particulier', 'A', 'B', 'a@b.fr', '0612345678', '', 'x');
      PRAGMA user_version = 2;`);
    db.close();
    const upgraded = BookingStore.open(old);
    try {
      expect(upgraded.create(HELENE, slot("2026-11-26T09:00:00+01:00"), NOW, { mail: false }).id).toBe(1);
    } finally {
      upgraded.close();
    }
    const messages = MessageStore.open(old, { mustExist: true });
    try {
      expect(messages.list()).toHaveLength(1);
    } finally {
      messages.close();
    }
  });
});

describe("one meeting at a time", () => {
  it("refuses a second active booking of a start, whatever its format; a cancellation frees it", () => {
    const first = store.create(HELENE, slot("2026-11-26T09:00:00+01:00"), NOW, { mail: false });
    expect(first).toMatchObject({
      status: "active",
      start: "2026-11-26T08:00:00Z",
      end: "2026-11-26T08:30:00Z",
    });
    // The same instant written another way is the same slot.
    expect(() =>
      store.create({ ...HELENE, format: "telephone" }, slot("2026-11-26T08:00:00Z"), NOW, { mail: false }),
    ).toThrow(SlotTakenError);
    expect(store.cancel(first.id, "visitor", NOW, { mail: false })).toMatchObject({
      status: "cancelled",
      cancelledBy: "visitor",
      sequence: 1,
    });
    expect(store.cancel(first.id, "visitor", NOW, { mail: false })).toBeUndefined();
    const second = store.create(HELENE, slot("2026-11-26T09:00:00+01:00"), NOW, { mail: false });
    expect(second.id).not.toBe(first.id);
    expect(store.activeStarts(Temporal.Instant.from("2026-11-24T00:00:00Z")).map(String)).toEqual([
      "2026-11-26T08:00:00Z",
    ]);
  });

  it("moves a booking to a free slot only, with the same UID and one more SEQUENCE", () => {
    const mine = store.create(HELENE, slot("2026-11-26T09:00:00+01:00"), NOW, { mail: true });
    store.create(HELENE, slot("2026-11-26T10:00:00+01:00"), NOW, { mail: false });
    expect(() => store.move(mine.id, slot("2026-11-26T10:00:00+01:00"), NOW, { mail: true })).toThrow(
      SlotTakenError,
    );
    const moved = store.move(mine.id, slot("2026-11-26T11:00:00+01:00"), NOW, { mail: true });
    expect(moved).toMatchObject({ uid: mine.uid, sequence: 1, start: "2026-11-26T10:00:00Z" });
    // The confirmations still waiting are out of date: skipped, the move is queued for both.
    expect(store.mailsOf(mine.id).map((mail) => `${mail.kind}/${mail.recipient}/${mail.status}`)).toEqual([
      "confirmed/visitor/skipped",
      "confirmed/firm/skipped",
      "moved/visitor/pending",
      "moved/firm/pending",
    ]);
    expect(store.due(NOW).find((mail) => mail.kind === "moved")?.previousStart).toBe("2026-11-26T08:00:00Z");
  });

  it("gives a slot to exactly one of many connections booking it at the same moment", async () => {
    const workers = 8;
    const rounds = 5;
    const starts = Array.from({ length: rounds }, (_, index) =>
      Temporal.Instant.from("2026-12-01T08:30:00+01:00")
        .add({ minutes: 30 * index })
        .toString(),
    );
    // Every worker opens its own connection, then all start together (a shared barrier).
    const barrier = new Int32Array(new SharedArrayBuffer(4));
    const code = `
      const { workerData, parentPort } = require("node:worker_threads");
      import(workerData.storeUrl).then(({ BookingStore, SlotTakenError }) => {
        const store = BookingStore.open(workerData.file, { busyTimeoutMs: 20000 });
        const barrier = workerData.barrier;
        Atomics.add(barrier, 0, 1);
        while (Atomics.load(barrier, 0) < workerData.workers) Atomics.wait(barrier, 0, Atomics.load(barrier, 0), 10);
        const results = [];
        for (const start of workerData.starts) {
          const instant = Temporal.Instant.from(start);
          try {
            store.create(workerData.details, { start: instant, end: instant.add({ minutes: 30 }) }, new Date(), { mail: true });
            results.push("won");
          } catch (error) {
            results.push(error instanceof SlotTakenError ? "taken" : String(error));
          }
        }
        store.close();
        parentPort.postMessage(results);
      });
    `;
    const outcomes = await Promise.all(
      Array.from(
        { length: workers },
        (_, index) =>
          new Promise<string[]>((resolve, reject) => {
            const worker = new Worker(code, {
              eval: true,
              workerData: {
                storeUrl: new URL("./store.ts", import.meta.url).href,
                file,
                barrier,
                workers,
                starts,
                details: { ...HELENE, email: `visiteur${index}@exemple.fr` },
              },
            });
            worker.once("message", resolve);
            worker.once("error", reject);
          }),
      ),
    );
    for (let round = 0; round < rounds; round++) {
      const answers = outcomes.map((results) => results[round]);
      expect(
        answers.filter((answer) => answer === "won"),
        `slot ${starts[round]}`,
      ).toHaveLength(1);
      expect(answers.filter((answer) => answer === "taken")).toHaveLength(workers - 1);
    }
    // And the database agrees: one active booking per slot, each with its two confirmations.
    const db = new Database(file, { readonly: true });
    try {
      const rows = db
        .prepare("SELECT start_at, count(*) AS count FROM bookings WHERE status = 'active' GROUP BY start_at")
        .all() as { start_at: string; count: number }[];
      expect(rows.map((row) => row.count)).toEqual(Array(rounds).fill(1));
      expect(
        (db.prepare("SELECT count(*) AS count FROM booking_mails").get() as { count: number }).count,
      ).toBe(rounds * 2);
    } finally {
      db.close();
    }
  }, 60_000);
});

describe("mails, reminders and purge", () => {
  it("queues the confirmations with the booking, for the visitor and the firm, only when asked", () => {
    const mailed = store.create(HELENE, slot("2026-11-26T09:00:00+01:00"), NOW, { mail: true });
    const silent = store.create(HELENE, slot("2026-11-26T10:00:00+01:00"), NOW, { mail: false });
    expect(store.mailsOf(mailed.id).map((mail) => `${mail.kind}/${mail.recipient}`)).toEqual([
      "confirmed/visitor",
      "confirmed/firm",
    ]);
    expect(store.mailsOf(silent.id)).toEqual([]);
    const due = store.due(NOW);
    expect(due.map((mail) => mail.booking.id)).toEqual([mailed.id, mailed.id]);
    const [first] = due;
    if (!first) throw new Error("no mail due");
    expect(store.recordFailure(first.id, "ECONNREFUSED", new Date(NOW.getTime() + 60_000))).toBe(true);
    expect(store.due(NOW)).toHaveLength(1);
    expect(store.due(new Date(NOW.getTime() + 60_000))).toHaveLength(2);
    expect(store.recordSent(first.id, NOW)).toBe(true);
    expect(store.recordSent(first.id, NOW)).toBe(false);
  });

  it("queues a reminder once, never for a cancelled booking", () => {
    const kept = store.create(HELENE, slot("2026-11-26T09:00:00+01:00"), NOW, { mail: true });
    const dropped = store.create(HELENE, slot("2026-11-26T10:00:00+01:00"), NOW, { mail: true });
    store.cancel(dropped.id, "firm", NOW, { mail: true });
    expect(store.queueReminder(kept.id, NOW)).toBe(true);
    expect(store.queueReminder(kept.id, NOW)).toBe(false);
    expect(store.queueReminder(dropped.id, NOW)).toBe(false);
    expect(store.mailsOf(kept.id).filter((mail) => mail.kind === "reminder")).toEqual([
      { kind: "reminder", recipient: "visitor", status: "pending", attempts: 0 },
    ]);
    expect(
      store.reminderCandidates(
        Temporal.Instant.from("2026-11-25T00:00:00Z"),
        Temporal.Instant.from("2026-11-27T00:00:00Z"),
      ),
    ).toEqual([]);
  });

  it("purges the bookings held before the cutoff, with their mails", () => {
    const old = store.create(HELENE, slot("2025-10-01T09:00:00+02:00"), NOW, { mail: true });
    const recent = store.create(HELENE, slot("2026-11-26T09:00:00+01:00"), NOW, { mail: true });
    expect(store.purgeOlderThan(new Date("2025-11-24T09:00:00Z"))).toBe(1);
    expect(store.get(old.id)).toBeUndefined();
    expect(store.mailsOf(old.id)).toEqual([]);
    expect(store.get(recent.id)).toBeDefined();
    expect(store.purgeOlderThan(new Date("2025-11-24T09:00:00Z"))).toBe(0);
  });
});
