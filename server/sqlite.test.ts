import { existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { closeSqlite, openSqlite } from "./sqlite.ts";

const MIGRATIONS = [
  "CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL) STRICT;",
  "ALTER TABLE notes ADD COLUMN done INTEGER NOT NULL DEFAULT 0;",
];

describe("openSqlite", () => {
  let dir: string;

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "sqlite-"));
  });

  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it("creates the file and its folder, owner-only, in WAL with the settings asked for", () => {
    const file = path.join(dir, "state", "notes.sqlite");
    const { file: absolute, db } = openSqlite(file, {
      migrations: MIGRATIONS,
      synchronous: "FULL",
      busyTimeoutMs: 1234,
      pragmas: ["foreign_keys = ON"],
    });
    try {
      expect(absolute).toBe(path.resolve(file));
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
      expect(db.pragma("journal_mode", { simple: true })).toBe("wal");
      expect(db.pragma("synchronous", { simple: true })).toBe(2);
      expect(db.pragma("busy_timeout", { simple: true })).toBe(1234);
      expect(db.pragma("foreign_keys", { simple: true })).toBe(1);
      expect(db.pragma("user_version", { simple: true })).toBe(2);
    } finally {
      closeSqlite(db);
    }
  });

  it("applies only the migrations a file lacks, and keeps its rows", () => {
    const file = path.join(dir, "notes.sqlite");
    const first = openSqlite(file, { migrations: MIGRATIONS.slice(0, 1), synchronous: "NORMAL" });
    first.db.prepare("INSERT INTO notes (text) VALUES (?)").run("kept");
    closeSqlite(first.db);

    const second = openSqlite(file, { migrations: MIGRATIONS, synchronous: "NORMAL" });
    try {
      expect(second.db.pragma("user_version", { simple: true })).toBe(2);
      expect(second.db.prepare("SELECT text, done FROM notes").all()).toEqual([{ text: "kept", done: 0 }]);
    } finally {
      closeSqlite(second.db);
    }
  });

  it("refuses a file whose schema is newer than the code, naming it", () => {
    const file = path.join(dir, "notes.sqlite");
    closeSqlite(openSqlite(file, { migrations: MIGRATIONS, synchronous: "NORMAL" }).db);
    expect(() => openSqlite(file, { migrations: MIGRATIONS.slice(0, 1), synchronous: "NORMAL" })).toThrow(
      `${file} has schema version 2, newer than this code knows (1)`,
    );
  });

  it("rolls back a failing migration as a whole", () => {
    const file = path.join(dir, "notes.sqlite");
    expect(() =>
      openSqlite(file, { migrations: [...MIGRATIONS, "NOT SQL"], synchronous: "NORMAL" }),
    ).toThrow();
    const { db } = openSqlite(file, { migrations: [], synchronous: "NORMAL" });
    try {
      expect(db.pragma("user_version", { simple: true })).toBe(0);
      expect(db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all()).toEqual([]);
    } finally {
      closeSqlite(db);
    }
  });

  it("does not create a missing file when it must exist", () => {
    const file = path.join(dir, "missing.sqlite");
    expect(() =>
      openSqlite(file, { migrations: MIGRATIONS, synchronous: "NORMAL", mustExist: true }),
    ).toThrow();
    expect(existsSync(file)).toBe(false);
  });

  it("closes a connection once; a second close does nothing", () => {
    const { db } = openSqlite(path.join(dir, "notes.sqlite"), { migrations: [], synchronous: "NORMAL" });
    closeSqlite(db);
    expect(db.open).toBe(false);
    expect(() => closeSqlite(db)).not.toThrow();
  });
});
