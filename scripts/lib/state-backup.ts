/**
 * Backup and restore of the state directory's SQLite files (config/server.ts,
 * stateFiles): the inbox, which holds the messages and the bookings, and the
 * audience's counts. Used by `npm run backup`.
 *
 * Both directions go through SQLite's online backup (better-sqlite3's
 * backup()), never a file copy: a backup is consistent while the server
 * writes, and a restore reads and resets the live file's write-ahead log (its
 * -wal and -shm files) instead of leaving it to replay old pages over the
 * restored ones.
 */
import { chmodSync, existsSync, mkdirSync, renameSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { AUDIENCE_SCHEMA_VERSION, AudienceStore } from "../../server/analytics/store.ts";
import { INBOX_SCHEMA_VERSION } from "../../server/inbox.ts";
import { MessageStore } from "../../server/relay/store.ts";
import { messageOfError } from "./cli.ts";

/** A backup or restore refused before anything was written, with the reason. */
export class RefusedError extends Error {
  override name = "RefusedError";
}

/** A restore refused because a server (or another process) has the file open. */
export class InUseError extends RefusedError {
  override name = "InUseError";
}

/** How many rows of one kind a file holds, with the words to say it. */
export interface Count {
  count: number;
  one: string;
  many: string;
}

/** "12 messages, 1 booking" */
export function describeCounts(counts: readonly Count[]): string {
  return counts.map(({ count, one, many }) => `${count} ${count === 1 ? one : many}`).join(", ");
}

/** One of the state directory's files, as a backup sees it. */
export interface StateFileKind {
  /** "the inbox": named in the messages. */
  label: string;
  /** A table only this kind of file has. */
  table: string;
  /** The schema version (PRAGMA user_version) this code writes. */
  schemaVersion: number;
  /** What the file holds; tables a file made by an older version lacks count 0. */
  counts(db: Database.Database): Count[];
  /** Opens `file` as the server does (its schema brought up to date), then closes it. */
  upgrade(file: string): void;
}

function hasTable(db: Database.Database, table: string): boolean {
  return db.prepare("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = ?").get(table) !== undefined;
}

function countOf(db: Database.Database, sql: string): number {
  const row: unknown = db.prepare(sql).pluck().get();
  return typeof row === "number" ? row : 0;
}

/** The contact messages and the bookings (one file, server/relay/store.ts). */
export const INBOX: StateFileKind = {
  label: "the inbox",
  table: "messages",
  schemaVersion: INBOX_SCHEMA_VERSION,
  counts: (db) => [
    { count: countOf(db, "SELECT count(*) FROM messages"), one: "message", many: "messages" },
    {
      count: hasTable(db, "bookings") ? countOf(db, "SELECT count(*) FROM bookings") : 0,
      one: "booking",
      many: "bookings",
    },
  ],
  upgrade: (file) => MessageStore.open(file, { mustExist: true }).close(),
};

/** The audience's daily counts (server/analytics/store.ts): nothing personal. */
export const AUDIENCE: StateFileKind = {
  label: "the audience counts",
  table: "page_views",
  schemaVersion: AUDIENCE_SCHEMA_VERSION,
  counts: (db) => [
    {
      count: countOf(db, "SELECT count(DISTINCT day) FROM page_views"),
      one: "day of audience counts",
      many: "days of audience counts",
    },
  ],
  upgrade: (file) => AudienceStore.open(file, { mustExist: true }).close(),
};

/** Throws unless `db` passes SQLite's quick_check and is a `kind` whose schema this code knows. */
function checkKind(db: Database.Database, file: string, kind: StateFileKind): Count[] {
  const check = db.pragma("quick_check", { simple: true });
  if (check !== "ok") throw new RefusedError(`${file} fails SQLite's check: ${String(check)}`);
  const version = Number(db.pragma("user_version", { simple: true }));
  if (!hasTable(db, kind.table) || version < 1) {
    throw new RefusedError(`${file} is not ${kind.label} (no ${kind.table} table)`);
  }
  if (version > kind.schemaVersion) {
    throw new RefusedError(
      `${file} has schema version ${version}, newer than this code knows (${kind.schemaVersion}): update the code`,
    );
  }
  return kind.counts(db);
}

/**
 * What the backup `file` holds, if it is a `kind` this code can open; throws
 * a RefusedError saying why not. Opens it read-only: a backup is never changed.
 */
export function checkBackup(file: string, kind: StateFileKind): Count[] {
  if (!existsSync(file) || !statSync(file).isFile()) throw new RefusedError(`${file} is not a file`);
  let db: Database.Database;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new RefusedError(`${file} cannot be opened: ${messageOfError(error)}`);
  }
  try {
    return checkKind(db, file, kind);
  } catch (error) {
    if (error instanceof RefusedError) throw error;
    throw new RefusedError(`${file} is not ${kind.label}: ${messageOfError(error)}`);
  } finally {
    db.close();
  }
}

/**
 * Copies `source` to `target` with SQLite's online backup, consistent even
 * while the server writes. Written to a temporary file first, then renamed:
 * an interrupted backup never leaves a truncated `target`. The copy is a
 * single self-contained file (rollback journal, no -wal/-shm beside it),
 * readable by its owner only (the inbox holds personal data), checked by
 * SQLite before it takes the name; an existing `target` is replaced.
 */
export async function backupFile(source: string, target: string, kind: StateFileKind): Promise<Count[]> {
  if (target === source || target.startsWith(`${source}-`)) {
    throw new RefusedError(`${target} is ${kind.label} itself: choose another place`);
  }
  mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
  const partial = `${target}.partial-${process.pid}`;
  // Created by SQLite and made owner-only by path: no database file is opened with plain fs (server/sqlite.ts).
  rmSync(partial, { force: true });
  new Database(partial).close();
  chmodSync(partial, 0o600);
  try {
    const live = new Database(source, { fileMustExist: true });
    try {
      live.pragma("busy_timeout = 5000");
      await live.backup(partial);
    } finally {
      live.close();
    }
    const copy = new Database(partial);
    let counts: Count[];
    try {
      copy.pragma("journal_mode = DELETE");
      counts = checkKind(copy, partial, kind);
    } finally {
      copy.close();
    }
    chmodSync(partial, 0o600);
    renameSync(partial, target);
    return counts;
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}

/**
 * Refuses while another process (the server) has `file` open: each SQLite
 * connection in WAL mode holds a shared lock for as long as it is open, so an
 * exclusive lock is granted only when nobody else uses the file.
 */
export function checkNobodyUses(file: string): void {
  if (!existsSync(file)) return;
  const db = new Database(file, { fileMustExist: true });
  try {
    db.pragma("busy_timeout = 0");
    db.pragma("locking_mode = EXCLUSIVE");
    db.exec("BEGIN EXCLUSIVE");
    db.exec("ROLLBACK");
  } catch (error) {
    if (error instanceof Error && "code" in error && error.code === "SQLITE_BUSY") {
      throw new InUseError(
        `${file} est ouvert par un autre processus (le serveur ?) : arrêtez-le d’abord (systemctl stop cabinet-site), puis recommencez`,
      );
    }
    throw error;
  } finally {
    db.close();
  }
}

/**
 * Replaces `file`'s content with the backup `source` (checked first, with
 * checkBackup, and `file` with checkNobodyUses), through SQLite's backup in
 * the other direction. A missing `file` is created, readable by its owner
 * only; an existing one keeps its owner and mode. An older backup is then
 * brought up to the current schema. Returns what the restored file holds.
 */
export async function restoreFile(source: string, file: string, kind: StateFileKind): Promise<Count[]> {
  const expected = checkBackup(source, kind);
  if (!existsSync(file)) {
    // Created by SQLite, owner-only, never opened with plain fs (server/sqlite.ts).
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    new Database(file).close();
    chmodSync(file, 0o600);
  }
  const backup = new Database(source, { readonly: true, fileMustExist: true });
  try {
    await backup.backup(file);
  } finally {
    backup.close();
  }
  kind.upgrade(file);
  const restored = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const counts = kind.counts(restored);
    if (describeCounts(counts) !== describeCounts(expected)) {
      throw new Error(`${describeCounts(expected)} in the backup but ${describeCounts(counts)} in ${file}`);
    }
    return counts;
  } finally {
    restored.close();
  }
}
