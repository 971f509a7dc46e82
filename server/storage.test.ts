/**
 * The inbox against other processes (decision 041): the stores of a process
 * share one connection, nothing drops SQLite's locks, so another process's
 * reader cannot take the file for unused and delete its WAL, and a file
 * replaced under the server is noticed.
 */
import { execFile } from "node:child_process";
import { mkdtemp, rename, rm, unlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { AgendaStore } from "./booking/agenda-store.ts";
import { BookingStore } from "./booking/store.ts";
import { openInboxDatabase } from "./inbox.ts";
import { MessageStore } from "./relay/store.ts";
import { HELENE } from "./relay/testing.ts";
import { closeSqlite, sqliteFileState } from "./sqlite.ts";

const repoRoot = fileURLToPath(new URL("..", import.meta.url));
const NOW = new Date("2026-03-02T09:00:00.000Z");

/**
 * Runs `code` (an ES module using better-sqlite3 on `process.argv[1]`) in
 * another Node process, as an operator's client or a command would; resolves
 * with what it printed.
 */
async function inAnotherProcess(code: string, file: string): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, ["--input-type=module", "-e", code, file], {
    cwd: repoRoot,
  });
  return stdout.trim();
}

/** Opens the file, reads, closes: the close checkpoints and deletes the WAL when it believes nobody else uses the file. */
const READ_AND_CLOSE = `
import Database from "better-sqlite3";
const db = new Database(process.argv[1], { fileMustExist: true });
console.log(db.prepare("SELECT count(*) AS n FROM messages").get().n);
db.close();
`;

/** Tries to take the file for itself, as a restore's check does: "busy" while another process has it open. */
const TAKE_EXCLUSIVE = `
import Database from "better-sqlite3";
const db = new Database(process.argv[1], { fileMustExist: true });
db.pragma("busy_timeout = 0");
db.pragma("locking_mode = EXCLUSIVE");
try { db.exec("BEGIN EXCLUSIVE"); db.exec("ROLLBACK"); console.log("taken"); }
catch (error) { console.log(error.code === "SQLITE_BUSY" ? "busy" : error.message); }
finally { db.close(); }
`;

let dir: string;
let file: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "storage-"));
  file = path.join(dir, "inbox.sqlite");
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("the inbox's connection", () => {
  it("is one per process, shared by the stores, closed when the last one lets go", () => {
    const first = openInboxDatabase(file);
    const second = openInboxDatabase(file);
    expect(second.db).toBe(first.db);
    const messages = MessageStore.open(file);
    messages.insert(HELENE, "stored", NOW);
    closeSqlite(first.db);
    messages.close();
    expect(second.db.open).toBe(true);
    expect(second.db.prepare("SELECT count(*) AS n FROM messages").get()).toEqual({ n: 1 });
    closeSqlite(second.db);
    expect(second.db.open).toBe(false);
    // Opened again afresh once closed.
    const again = openInboxDatabase(file);
    expect(again.db).not.toBe(first.db);
    closeSqlite(again.db);
  });

  it("keeps the process's lock while every store opens the file: another process cannot take it, nor delete its WAL", async () => {
    // As the server does: the relay, the booking, the agenda and the back office open the inbox.
    const messages = MessageStore.open(file);
    const bookings = BookingStore.open(file);
    const agenda = AgendaStore.open(file);
    const admin = openInboxDatabase(file);
    try {
      messages.insert(HELENE, "stored", NOW);
      expect(await inAnotherProcess(TAKE_EXCLUSIVE, file)).toBe("busy");
      for (let read = 0; read < 3; read++) expect(await inAnotherProcess(READ_AND_CLOSE, file)).toBe("1");
      expect(sqliteFileState(admin.db)).toBe("ok");
      // What is stored after the reads reaches the file.
      messages.insert({ ...HELENE, message: "Après les lectures" }, "stored", NOW);
      expect(await inAnotherProcess(READ_AND_CLOSE, file)).toBe("2");
    } finally {
      messages.close();
      bookings.close();
      agenda.close();
      closeSqlite(admin.db);
    }
    // Once nobody has it open, another process may take it.
    expect(await inAnotherProcess(TAKE_EXCLUSIVE, file)).toBe("taken");
  });
});

describe("sqliteFileState", () => {
  it("says when the file on disk is no longer the one open, or its WAL is gone", async () => {
    const { db } = openInboxDatabase(file);
    try {
      expect(sqliteFileState(db)).toBe("ok");
      await unlink(`${file}-wal`);
      expect(sqliteFileState(db)).toBe("wal missing");
    } finally {
      closeSqlite(db);
    }
    const { db: reopened } = openInboxDatabase(file);
    try {
      expect(sqliteFileState(reopened)).toBe("ok");
      await rename(file, `${file}.old`);
      expect(sqliteFileState(reopened)).toBe("replaced");
    } finally {
      closeSqlite(reopened);
    }
  });
});
