import { readFileSync, statSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { InboxMissingError, MessageStore, SCHEMA_VERSION } from "./store.ts";
import { HELENE } from "./testing.ts";

const T0 = new Date("2026-03-02T09:00:00.000Z");

function at(minutes: number): Date {
  return new Date(T0.getTime() + minutes * 60_000);
}

let dir: string;
let file: string;
let store: MessageStore;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "relay-store-"));
  file = path.join(dir, "nested", "var", "inbox.sqlite");
  store = MessageStore.open(file);
});

afterEach(async () => {
  store.close();
  await rm(dir, { recursive: true, force: true });
});

describe("opening", () => {
  it("creates the folder and a file only its owner can read", () => {
    expect(statSync(file).isFile()).toBe(true);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it("sets WAL and synchronous=FULL on its connection, and the schema version", () => {
    expect(store.settings()).toEqual({ journalMode: "wal", synchronous: 2, schemaVersion: SCHEMA_VERSION });
    // WAL is recorded in the file itself.
    const other = new Database(file, { readonly: true });
    expect(other.pragma("journal_mode", { simple: true })).toBe("wal");
    other.close();
  });

  it("keeps the rows across a reopen, without migrating twice", () => {
    const first = store.insert(HELENE, "stored", T0);
    store.close();
    store = MessageStore.open(file);
    expect(store.get(first.id)).toEqual(first);
    expect(store.settings().schemaVersion).toBe(SCHEMA_VERSION);
  });

  it("refuses a database written by a newer schema", () => {
    store.close();
    const other = new Database(file);
    other.pragma(`user_version = ${SCHEMA_VERSION + 1}`);
    other.close();
    expect(() => MessageStore.open(file)).toThrow(/newer than this code knows/);
    store = MessageStore.open(path.join(dir, "other.sqlite"));
  });

  it("does not create a missing inbox when told it must exist", () => {
    const missing = path.join(dir, "absent", "inbox.sqlite");
    expect(() => MessageStore.open(missing, { mustExist: true })).toThrow(InboxMissingError);
  });

  it("refuses an unknown status", () => {
    expect(() => store.insert(HELENE, "lost" as never, T0)).toThrow(/CHECK constraint/);
  });
});

describe("messages", () => {
  it("stores every field and schedules only pending messages", () => {
    const pending = store.insert(HELENE, "pending", T0);
    expect(pending).toEqual({
      id: pending.id,
      createdAt: "2026-03-02T09:00:00.000Z",
      status: "pending",
      attempts: 0,
      nextAttemptAt: "2026-03-02T09:00:00.000Z",
      lastError: null,
      sentAt: null,
      ...HELENE,
    });
    for (const status of ["stored", "spam"] as const) {
      expect(store.insert(HELENE, status, T0).nextAttemptAt).toBeNull();
    }
  });

  it("lists the newest first, with an optional limit", () => {
    const ids = [at(0), at(2), at(1)].map((date) => store.insert(HELENE, "stored", date).id);
    expect(store.list().map((message) => message.id)).toEqual([ids[1], ids[2], ids[0]]);
    expect(store.list({ limit: 2 }).map((message) => message.id)).toEqual([ids[1], ids[2]]);
    // Same second: the later id first.
    const twin = store.insert(HELENE, "stored", at(2)).id;
    expect(store.list({ limit: 1 })[0]?.id).toBe(twin);
  });

  it("counts messages by status", () => {
    store.insert(HELENE, "stored", T0);
    store.insert(HELENE, "spam", T0);
    store.insert(HELENE, "spam", T0);
    expect(store.countByStatus()).toEqual({ stored: 1, pending: 0, sent: 0, failed: 0, spam: 2 });
  });

  it("purges the messages received before a date and says how many", () => {
    const old = store.insert(HELENE, "sent", at(-60 * 24 * 400));
    const edge = store.insert(HELENE, "stored", at(-60 * 24 * 365));
    const recent = store.insert(HELENE, "stored", at(-5));
    expect(store.purgeOlderThan(at(-60 * 24 * 365))).toBe(1);
    expect(store.get(old.id)).toBeUndefined();
    expect(store.list().map((message) => message.id)).toEqual([recent.id, edge.id]);
    expect(store.purgeOlderThan(at(-60 * 24 * 365))).toBe(0);
  });

  it("leaves no trace of a purged message in the files", () => {
    store.insert({ ...HELENE, message: "SECRET-MARKER-4242" }, "stored", at(-60 * 24 * 400));
    store.insert(HELENE, "stored", T0);
    expect(store.purgeOlderThan(at(-60 * 24 * 365))).toBe(1);
    store.close();
    const bytes = [file, `${file}-wal`]
      .map((name) => {
        try {
          return readFileSync(name).toString("latin1");
        } catch {
          return "";
        }
      })
      .join("");
    expect(bytes).not.toContain("SECRET-MARKER-4242");
    expect(bytes).toContain("Bonjour");
    store = MessageStore.open(file);
  });
});

describe("delivery bookkeeping", () => {
  it("returns the pending messages due, oldest due first", () => {
    const first = store.insert(HELENE, "pending", at(0));
    const second = store.insert(HELENE, "pending", at(1));
    store.insert(HELENE, "stored", at(0));
    store.insert(HELENE, "spam", at(0));
    expect(store.due(at(0)).map((message) => message.id)).toEqual([first.id]);
    expect(store.due(at(5)).map((message) => message.id)).toEqual([first.id, second.id]);
    expect(store.nextDueAt()).toEqual(at(0));
  });

  it("records failures with the next attempt, then sent", () => {
    const message = store.insert(HELENE, "pending", T0);
    expect(store.recordFailure(message.id, "ECONNREFUSED: connect ECONNREFUSED", at(1))).toBe(true);
    expect(store.get(message.id)).toMatchObject({
      status: "pending",
      attempts: 1,
      lastError: "ECONNREFUSED: connect ECONNREFUSED",
      nextAttemptAt: at(1).toISOString(),
    });
    expect(store.due(at(0.5))).toEqual([]);
    expect(store.recordSent(message.id, at(1))).toBe(true);
    expect(store.get(message.id)).toMatchObject({
      status: "sent",
      attempts: 2,
      sentAt: at(1).toISOString(),
      nextAttemptAt: null,
      lastError: null,
    });
    // A message that is no longer pending is left alone.
    expect(store.recordFailure(message.id, "late", null)).toBe(false);
    expect(store.get(message.id)?.status).toBe("sent");
  });

  it("marks a message failed when there is no next attempt, and keeps errors short", () => {
    const message = store.insert(HELENE, "pending", T0);
    store.recordFailure(message.id, "x".repeat(2_000), null);
    const failed = store.get(message.id);
    expect(failed).toMatchObject({ status: "failed", attempts: 1, nextAttemptAt: null });
    expect(failed?.lastError).toHaveLength(500);
    expect(store.due(at(10_000))).toEqual([]);
  });
});

describe("health and backups", () => {
  it("brings a first-version inbox up to date, its messages kept", () => {
    store.close();
    const old = path.join(dir, "v1.sqlite");
    const v1 = new Database(old);
    v1.exec(
      `CREATE TABLE messages (id INTEGER PRIMARY KEY AUTOINCREMENT, created_at TEXT NOT NULL, status TEXT NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0, next_attempt_at TEXT, last_error TEXT, sent_at TEXT, whom TEXT NOT NULL,
        last_name TEXT NOT NULL, first_name TEXT NOT NULL, email TEXT NOT NULL, phone TEXT NOT NULL,
        interest TEXT NOT NULL, message TEXT NOT NULL) STRICT;
       INSERT INTO messages (created_at, status, whom, last_name, first_name, email, phone, interest, message)
       VALUES ('2026-01-01T00:00:00.000Z', 'stored', 'particulier', 'N', 'H', 'h@exemple.fr', '01', '', 'Bonjour');
       PRAGMA user_version = 1;`,
    );
    v1.close();
    store = MessageStore.open(old);
    expect(store.settings().schemaVersion).toBe(SCHEMA_VERSION);
    expect(store.list().map((message) => message.message)).toEqual(["Bonjour"]);
    store.checkWritable(T0);
  });

  it("proves a write by committing the health row, visible to another connection", () => {
    store.checkWritable(at(3));
    const other = new Database(file, { readonly: true });
    expect(other.prepare("SELECT id, checked_at FROM health").all()).toEqual([
      { id: 1, checked_at: at(3).toISOString() },
    ]);
    other.close();
  });

  it("fails the write check while another connection holds the write lock, and once closed", () => {
    store.close();
    store = MessageStore.open(file, { busyTimeoutMs: 50 });
    const other = new Database(file);
    other.exec("BEGIN IMMEDIATE");
    // A read still works (WAL): only a write shows the inbox cannot take a message now.
    expect(store.list()).toEqual([]);
    expect(() => store.checkWritable(T0)).toThrow(/database is locked/);
    other.exec("ROLLBACK");
    other.close();
    store.checkWritable(T0);
    store.close();
    expect(() => store.checkWritable(T0)).toThrow(/not open/);
  });
});
