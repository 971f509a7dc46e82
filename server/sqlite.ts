/**
 * How the stores open their SQLite files (better-sqlite3): the inbox's
 * messages, bookings, agenda and accounts (server/inbox.ts), and the
 * audience's counts (server/analytics/store.ts). One place for the set-up
 * they share: the folder created owner-only, WAL, a busy timeout, the schema
 * migrations counted by PRAGMA user_version, the connection closed again
 * when any of it fails. A failure here reaches server/open-store.ts, which
 * names the file.
 *
 * Two rules keep SQLite's locks (decision 041):
 * - Nothing here opens or closes a database file with plain `fs`. On POSIX,
 *   closing *any* descriptor of a file drops every lock the process holds on
 *   it, so opening and closing the file with `fs` next to a live connection let
 *   another process (a backup's restore, an operator's `sqlite3`) believe
 *   nobody used the file: it checkpointed and deleted the live WAL, and the
 *   messages acknowledged since were lost. SQLite creates the file itself;
 *   its mode is set by path (chmod), which opens nothing.
 * - One connection per file per process: shareSqlite hands the same
 *   connection to every store of a file, counted, and closes it when the last
 *   one lets go (closeSqlite). The file's identity (device and inode, its WAL's
 *   too) is kept from the opening, so that /healthz can tell when the file on
 *   disk is no longer the one open (sqliteFileState).
 */
import { chmodSync, existsSync, mkdirSync, statSync } from "node:fs";
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

/** A file's device and inode: which file a path names now. */
interface Identity {
  dev: number;
  ino: number;
}

function identityOf(file: string): Identity | undefined {
  try {
    const { dev, ino } = statSync(file);
    return { dev, ino };
  } catch {
    return undefined;
  }
}

const sameIdentity = (a: Identity | undefined, b: Identity | undefined) =>
  a !== undefined && b !== undefined && a.dev === b.dev && a.ino === b.ino;

/** What each open connection was opened on: the file's identity and its WAL's. */
const identities = new WeakMap<SqliteDatabase, { file: string; db: Identity; wal: Identity | undefined }>();

/**
 * Opens the SQLite file at `file` (created by SQLite, with its folder, unless
 * `mustExist`; a new file is made readable by its owner only, and SQLite gives
 * its -wal and -shm files the same permissions), sets WAL, `synchronous`,
 * the busy timeout and `pragmas`, and brings the schema up to date. Returns
 * the absolute path and a connection of its own; closes it again if any step
 * fails. The server's stores share theirs through shareSqlite.
 */
export function openSqlite(file: string, options: OpenSqliteOptions): { file: string; db: SqliteDatabase } {
  const absolute = path.resolve(file);
  const created = !options.mustExist && !existsSync(absolute);
  if (created) mkdirSync(path.dirname(absolute), { recursive: true, mode: 0o700 });
  const db = new Database(absolute, { fileMustExist: options.mustExist === true });
  try {
    // A new file is made owner-only by path before anything is written in it
    // (its folder, created above, is owner-only already); its -wal and -shm
    // files, created by the WAL pragma below, take the same mode.
    if (created) chmodSync(absolute, 0o600);
    db.pragma("journal_mode = WAL");
    db.pragma(`synchronous = ${options.synchronous}`);
    db.pragma(`busy_timeout = ${Math.trunc(options.busyTimeoutMs ?? DEFAULT_BUSY_TIMEOUT_MS)}`);
    for (const pragma of options.pragmas ?? []) db.pragma(pragma);
    migrate(db, absolute, options.migrations);
    // A read makes sure this connection has opened the WAL before its identity is taken.
    db.prepare("SELECT count(*) FROM sqlite_schema").get();
    const own = identityOf(absolute);
    if (own) identities.set(db, { file: absolute, db: own, wal: identityOf(`${absolute}-wal`) });
    return { file: absolute, db };
  } catch (error) {
    db.close();
    throw error;
  }
}

/** A connection shared by the stores of one file in this process. */
interface Shared {
  db: SqliteDatabase;
  users: number;
}

const shared = new Map<string, Shared>();
const sharedByDb = new WeakMap<SqliteDatabase, { file: string; entry: Shared }>();

/**
 * The process's one connection to `file`, opened with `options` by the first
 * store that asks (later options but `mustExist` are those of the first), and
 * counted: each caller lets go with closeSqlite, and the last one closes it.
 */
export function shareSqlite(file: string, options: OpenSqliteOptions): { file: string; db: SqliteDatabase } {
  const absolute = path.resolve(file);
  const existing = shared.get(absolute);
  if (existing?.db.open) {
    existing.users += 1;
    return { file: absolute, db: existing.db };
  }
  const { db } = openSqlite(absolute, options);
  const entry: Shared = { db, users: 1 };
  shared.set(absolute, entry);
  sharedByDb.set(db, { file: absolute, entry });
  return { file: absolute, db };
}

/**
 * Lets go of the connection: a shared one is closed when its last user lets
 * go, any other at once; a call on a closed connection does nothing.
 */
export function closeSqlite(db: SqliteDatabase): void {
  const owner = sharedByDb.get(db);
  if (owner) {
    if (owner.entry.users > 0) owner.entry.users -= 1;
    if (owner.entry.users > 0) return;
    if (shared.get(owner.file) === owner.entry) shared.delete(owner.file);
  }
  if (db.open) db.close();
}

/**
 * Whether the file the connection was opened on is still the one its path
 * names, with the WAL it opened: "ok"; "replaced" when the path now names
 * another file or none (moved, deleted, restored by a copy); "wal missing"
 * when the write-ahead log was deleted or replaced under the connection (by
 * another process that took the file for unused): what is written from then
 * on may never reach the file. Reads nothing but the files' metadata.
 */
export function sqliteFileState(db: SqliteDatabase): "ok" | "replaced" | "wal missing" {
  const opened = identities.get(db);
  if (!opened) return "ok";
  if (!sameIdentity(identityOf(opened.file), opened.db)) return "replaced";
  if (opened.wal && !sameIdentity(identityOf(`${opened.file}-wal`), opened.wal)) return "wal missing";
  return "ok";
}
