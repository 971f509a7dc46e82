/**
 * How the stores open their SQLite files (better-sqlite3): the inbox's
 * messages (server/relay/store.ts) and bookings (server/booking/store.ts),
 * and the audience's counts (server/analytics/store.ts). One place for the
 * set-up they share: the file created with its folder and owner-only
 * permissions, WAL, a busy timeout, the schema migrations counted by
 * PRAGMA user_version, and the connection closed again when any of it fails.
 * A failure here reaches server/open-store.ts, which names the file.
 */
import { closeSync, mkdirSync, openSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";

export type SqliteDatabase = Database.Database;

export interface OpenSqliteOptions {
  /**
   * Schema migrations, applied in order; PRAGMA user_version holds how many
   * have run. Append new ones, never edit a released one.
   */
  migrations: readonly string[];
  /** FULL syncs every commit (personal data: nothing acknowledged is lost); NORMAL may lose the last commits on a power cut. */
  synchronous: "FULL" | "NORMAL";
  /** Refuse to create a missing file (the command-line tools only read what the server wrote). */
  mustExist?: boolean;
  /** How long a write waits for another connection's lock, in milliseconds. Default 5000. */
  busyTimeoutMs?: number;
  /** Further PRAGMA statements, set before the migrations ("foreign_keys = ON"). */
  pragmas?: readonly string[];
}

/** A write waits this long for another connection (the server's, a command's) to release its lock. */
const DEFAULT_BUSY_TIMEOUT_MS = 5000;

/**
 * Brings `db` up to date with `migrations` (PRAGMA user_version counts those
 * applied), in one transaction. A file newer than the code is refused.
 */
function migrate(db: SqliteDatabase, file: string, migrations: readonly string[]): void {
  const version = db.pragma("user_version", { simple: true }) as number;
  if (version > migrations.length) {
    throw new Error(
      `${file} has schema version ${version}, newer than this code knows (${migrations.length}): update the code`,
    );
  }
  if (version === migrations.length) return;
  db.transaction(() => {
    for (let index = version; index < migrations.length; index++) {
      db.exec(migrations[index] as string);
      db.pragma(`user_version = ${index + 1}`);
    }
  }).immediate();
}

/**
 * Opens the SQLite file at `file` (created, with its folder, unless
 * `mustExist`; a new file is readable by its owner only, and SQLite gives its
 * -wal and -shm files the same permissions), sets WAL, `synchronous`, the
 * busy timeout and `pragmas`, and brings the schema up to date. Returns the
 * absolute path and the connection; closes it again if any step fails.
 */
export function openSqlite(file: string, options: OpenSqliteOptions): { file: string; db: SqliteDatabase } {
  const absolute = path.resolve(file);
  if (!options.mustExist) {
    mkdirSync(path.dirname(absolute), { recursive: true, mode: 0o700 });
    closeSync(openSync(absolute, "a", 0o600));
  }
  const db = new Database(absolute, { fileMustExist: options.mustExist === true });
  try {
    db.pragma("journal_mode = WAL");
    db.pragma(`synchronous = ${options.synchronous}`);
    db.pragma(`busy_timeout = ${Math.trunc(options.busyTimeoutMs ?? DEFAULT_BUSY_TIMEOUT_MS)}`);
    for (const pragma of options.pragmas ?? []) db.pragma(pragma);
    migrate(db, absolute, options.migrations);
    return { file: absolute, db };
  } catch (error) {
    db.close();
    throw error;
  }
}

/** Closes the connection; a second call does nothing. */
export function closeSqlite(db: SqliteDatabase): void {
  if (db.open) db.close();
}
