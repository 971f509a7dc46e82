/**
 * The inbox, `<state directory>/inbox.sqlite`: the messages of the contact
 * form (server/relay/store.ts), the bookings (server/booking/store.ts), the
 * agenda (server/booking/agenda-store.ts) and the back office's accounts
 * (server/admin/accounts.ts). Each owns its tables and their migrations
 * (server/relay/schema.ts, server/booking/schema.ts, server/admin/schema.ts);
 * this module keeps the one thing they share, the order in which the file
 * received them, counted by PRAGMA user_version: a file's history is linear
 * (a backup is checked against one number), so a new step of any store is
 * appended here.
 *
 * In a process, every store of the inbox shares one connection
 * (server/sqlite.ts, shareSqlite): WAL, synchronous=FULL (a message
 * acknowledged is on disk), foreign keys, secure_delete. A new file is
 * readable by its owner only: it holds personal data.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { ADMIN_MIGRATIONS } from "./admin/schema.ts";
import { AGENDA_MIGRATIONS, BOOKING_MIGRATIONS } from "./booking/schema.ts";
import { RELAY_MIGRATIONS } from "./relay/schema.ts";
import { type SqliteDatabase, shareSqlite } from "./sqlite.ts";

/**
 * The inbox's migrations in the order files received them. The fourth step
 * was released as one (the back office, issue 33): its three parts stay one
 * step. Append, never reorder or edit.
 */
const INBOX_MIGRATIONS: readonly string[] = [
  RELAY_MIGRATIONS.messages,
  RELAY_MIGRATIONS.health,
  BOOKING_MIGRATIONS.bookings,
  [RELAY_MIGRATIONS.handling, ADMIN_MIGRATIONS.accounts, AGENDA_MIGRATIONS.agenda].join("\n"),
];

/** The inbox's schema version this code writes (PRAGMA user_version). */
export const INBOX_SCHEMA_VERSION = INBOX_MIGRATIONS.length;

export interface OpenStoreOptions {
  /** Refuse to create a missing database (the command-line tools only read what the server wrote). */
  mustExist?: boolean;
  /** How long a write waits for another connection's lock, in milliseconds. Default 5000. */
  busyTimeoutMs?: number;
}

export class InboxMissingError extends Error {
  override name = "InboxMissingError";
}

/**
 * This process's connection to the inbox at `file` (opened, and created with
 * its folder unless `mustExist`, by the first store that asks; the schema
 * brought up to date). Each caller lets go with closeSqlite(db); the last
 * one closes it.
 */
export function openInboxDatabase(
  file: string,
  options: OpenStoreOptions = {},
): { file: string; db: SqliteDatabase } {
  const absolute = path.resolve(file);
  if (options.mustExist && !existsSync(absolute)) throw new InboxMissingError(`no inbox at ${absolute}`);
  return shareSqlite(absolute, {
    migrations: INBOX_MIGRATIONS,
    synchronous: "FULL",
    mustExist: options.mustExist,
    // A command may write while the server does: wait for the lock rather than fail.
    busyTimeoutMs: options.busyTimeoutMs,
    // Purged messages are overwritten on disk, not just unlinked from the tree.
    pragmas: ["secure_delete = ON", "foreign_keys = ON"],
  });
}
