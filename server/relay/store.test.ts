import { readFileSync, statSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { INBOX_SCHEMA_VERSION, InboxMissingError, openInboxDatabase } from "../inbox.ts";
import { foldForSearch, MessageStore } from "./store.ts";
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
    expect(store.settings()).toEqual({
      journalMode: "wal",
      synchronous: 2,
      schemaVersion: INBOX_SCHEMA_VERSION,
    });
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
    expect(store.settings().schemaVersion).toBe(INBOX_SCHEMA_VERSION);
  });

  it("refuses a database written by a newer schema", () => {
    store.close();
    const other = new Database(file);
    other.pragma(`user_version = ${INBOX_SCHEMA_VERSION + 1}`);
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
      handledAt: null,
      handledBy: null,
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
    const bytes = fileBytes();
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

/** The bytes of the database and its write-ahead log (what a stolen disk would show). */
function fileBytes(): string {
  return [file, `${file}-wal`]
    .map((name) => {
      try {
        return readFileSync(name).toString("latin1");
      } catch {
        return "";
      }
    })
    .join("");
}

describe("the list of the back office and npm run inbox", () => {
  const ZOE = {
    ...HELENE,
    firstName: "Zoé",
    lastName: "Lefèvre",
    email: "zoe.lefevre@exemple.fr",
    phone: "06 12 34 56 78",
    interest: "Reconversion",
    message: "Je voudrais changer de métier, c’est urgent.",
  };

  /** Hélène (stored, 0), Zoé (failed, 1), Hélène (sent, 2), Zoé (spam, 3): minutes after T0. */
  function fill(): number[] {
    const ids = [
      store.insert(HELENE, "stored", at(0)).id,
      store.insert(ZOE, "pending", at(1)).id,
      store.insert(HELENE, "pending", at(2)).id,
      store.insert(ZOE, "spam", at(3)).id,
    ];
    store.recordFailure(ids[1] as number, "ECONNREFUSED", null, at(1));
    store.recordSent(ids[2] as number, at(2));
    return ids;
  }

  it("folds case, accents, ligatures and apostrophes", () => {
    expect(foldForSearch("Hélène N’Diaye ŒUVRE")).toBe("helene n'diaye oeuvre");
  });

  it("lists newest first, filtered by status, subject and handling, with a total", () => {
    const [stored, failed, sent, spam] = fill();
    expect(store.find().map((message) => message.id)).toEqual([spam, sent, failed, stored]);
    expect(store.count()).toBe(4);
    const inbox = { statuses: ["stored", "pending", "sent", "failed"] as const };
    expect(store.find(inbox).map((message) => message.id)).toEqual([sent, failed, stored]);
    expect(store.find({ statuses: ["failed"] }).map((message) => message.id)).toEqual([failed]);
    expect(store.find({ statuses: [] })).toEqual([]);
    expect(store.find({ interest: "Reconversion" }).map((message) => message.id)).toEqual([spam, failed]);
    expect(store.count({ interest: "Reconversion", ...inbox })).toBe(1);
    expect(store.interests()).toEqual(["Bilan de compétences", "Reconversion"]);
    store.setHandled(sent as number, { by: "equipe@cabinet.example", now: at(5) });
    expect(store.find({ handled: true }).map((message) => message.id)).toEqual([sent]);
    expect(store.count({ handled: false })).toBe(3);
  });

  it("searches every word in names, e-mail, phone, subject and message, whatever the case and accents", () => {
    const [stored, failed, sent, spam] = fill();
    const ids = (search: string) => store.find({ search }).map((message) => message.id);
    expect(ids("HELENE")).toEqual([sent, stored]);
    expect(ids("lefevre zoe")).toEqual([spam, failed]);
    expect(ids("n'diaye")).toEqual([sent, stored]);
    expect(ids("ZOE.LEFEVRE@exemple")).toEqual([spam, failed]);
    expect(ids("métier")).toEqual([spam, failed]);
    expect(ids("c'est urgent")).toEqual([spam, failed]);
    expect(ids("reconversion")).toEqual([spam, failed]);
    expect(ids("0612345678")).toEqual([spam, failed]);
    expect(ids("06.12.34")).toEqual([spam, failed]);
    expect(ids("zoé bilan")).toEqual([]);
    // Not a LIKE pattern.
    expect(ids("%")).toEqual([]);
    expect(ids("   ")).toEqual([spam, sent, failed, stored]);
    expect(store.count({ search: "zoe", statuses: ["failed"] })).toBe(1);
  });

  it("pages through the list", () => {
    const ids = Array.from({ length: 7 }, (_, index) => store.insert(HELENE, "stored", at(index)).id);
    const newest = [...ids].reverse();
    expect(store.find({}, { limit: 3 }).map((message) => message.id)).toEqual(newest.slice(0, 3));
    expect(store.find({}, { limit: 3, offset: 3 }).map((message) => message.id)).toEqual(newest.slice(3, 6));
    expect(store.find({}, { limit: 3, offset: 6 }).map((message) => message.id)).toEqual(newest.slice(6));
    expect(store.find({}, { limit: 3, offset: 9 })).toEqual([]);
    expect(store.list({ limit: 2 })).toEqual(store.find({}, { limit: 2 }));
  });

  it("marks a message handled by an account, keeps the first mark, and unmarks it", () => {
    const message = store.insert(HELENE, "stored", T0);
    expect(store.setHandled(message.id, { by: "a@cabinet.example", now: at(1) })).toMatchObject({
      handledAt: at(1).toISOString(),
      handledBy: "a@cabinet.example",
    });
    expect(store.setHandled(message.id, { by: "b@cabinet.example", now: at(2) })).toMatchObject({
      handledAt: at(1).toISOString(),
      handledBy: "a@cabinet.example",
    });
    expect(store.setHandled(message.id, null)).toMatchObject({ handledAt: null, handledBy: null });
    expect(store.setHandled(message.id + 1, null)).toBeUndefined();
  });
});

describe("delivery history, retry and erasure", () => {
  it("writes one history row per attempt: retry, then failed, then sent after a retry", () => {
    const message = store.insert(HELENE, "pending", T0);
    store.recordFailure(message.id, "ETIMEDOUT", at(1), at(0));
    store.recordFailure(message.id, "550 refused", null, at(1));
    // Not pending any more: nothing recorded.
    expect(store.recordSent(message.id, at(2))).toBe(false);
    expect(store.deliveries(message.id)).toEqual([
      { at: at(0).toISOString(), outcome: "retry", error: "ETIMEDOUT" },
      { at: at(1).toISOString(), outcome: "failed", error: "550 refused" },
    ]);
    expect(store.retry(message.id, at(3))).toBe(true);
    expect(store.get(message.id)).toMatchObject({ status: "pending", nextAttemptAt: at(3).toISOString() });
    expect(store.due(at(3)).map((due) => due.id)).toEqual([message.id]);
    store.recordSent(message.id, at(3));
    expect(store.deliveries(message.id).map((row) => row.outcome)).toEqual(["retry", "failed", "sent"]);
    expect(store.deliveries(message.id)[2]).toEqual({
      at: at(3).toISOString(),
      outcome: "sent",
      error: null,
    });
  });

  it("retries only a failed message", () => {
    for (const status of ["stored", "pending", "spam"] as const) {
      const message = store.insert(HELENE, status, T0);
      expect(store.retry(message.id, at(1))).toBe(false);
      expect(store.get(message.id)?.status).toBe(status);
    }
    expect(store.retry(999, at(1))).toBe(false);
  });

  it("deletes one message with its history, leaving no trace in the files", () => {
    const gone = store.insert({ ...HELENE, message: "SECRET-MARKER-4242" }, "pending", T0);
    store.recordFailure(gone.id, "ERROR-MARKER-1717", null, T0);
    const kept = store.insert(HELENE, "stored", T0);
    expect(store.delete(gone.id)).toBe(true);
    expect(store.get(gone.id)).toBeUndefined();
    expect(store.deliveries(gone.id)).toEqual([]);
    expect(store.get(kept.id)).toBeDefined();
    expect(store.delete(gone.id)).toBe(false);
    store.close();
    const bytes = fileBytes();
    expect(bytes).not.toContain("SECRET-MARKER-4242");
    expect(bytes).not.toContain("ERROR-MARKER-1717");
    expect(bytes).toContain("Bonjour");
    store = MessageStore.open(file);
  });

  it("works on a connection opened by someone else, and leaves it open", () => {
    const { db } = openInboxDatabase(file);
    const shared = MessageStore.on(db);
    const message = shared.insert(HELENE, "stored", T0);
    expect(store.find({ search: "hélène" }).map((found) => found.id)).toEqual([message.id]);
    expect(shared.find({ search: "HELENE" }).map((found) => found.id)).toEqual([message.id]);
    expect(db.open).toBe(true);
    db.close();
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
    expect(store.settings().schemaVersion).toBe(INBOX_SCHEMA_VERSION);
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
