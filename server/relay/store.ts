/**
 * The inbox: every message the relay accepts, in SQLite (better-sqlite3).
 * A message is committed, and synced to disk, before the relay answers "OK":
 * journal_mode=WAL with synchronous=FULL syncs the write-ahead log on every
 * commit. No client IP address is stored.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { closeSqlite, openSqlite, type SqliteDatabase } from "../sqlite.ts";

/**
 * - stored:  kept in the inbox only (no SMTP configured when it arrived); never e-mailed later.
 * - pending: waiting for (another) delivery attempt at next_attempt_at.
 * - sent:    accepted by the SMTP server.
 * - failed:  every delivery attempt failed; read it with `npm run inbox`.
 * - spam:    the honeypot field was filled; never delivered.
 */
export const MESSAGE_STATUSES = ["stored", "pending", "sent", "failed", "spam"] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** What the visitor wrote, as stored and delivered. */
export interface ContactMessage {
  whom: string;
  lastName: string;
  firstName: string;
  email: string;
  phone: string;
  interest: string;
  message: string;
}

export interface StoredMessage extends ContactMessage {
  id: number;
  /** ISO 8601, UTC. */
  createdAt: string;
  status: MessageStatus;
  attempts: number;
  nextAttemptAt: string | null;
  lastError: string | null;
  sentAt: string | null;
}

/** Longest last_error kept, in characters. */
const MAX_ERROR_LENGTH = 500;

/**
 * Schema migrations, applied in order; PRAGMA user_version holds how many
 * have run. Append new ones, never edit a released one.
 */
const MIGRATIONS: readonly string[] = [
  `CREATE TABLE messages (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    created_at      TEXT    NOT NULL,
    status          TEXT    NOT NULL CHECK (status IN ('stored', 'pending', 'sent', 'failed', 'spam')),
    attempts        INTEGER NOT NULL DEFAULT 0,
    next_attempt_at TEXT,
    last_error      TEXT,
    sent_at         TEXT,
    whom            TEXT    NOT NULL,
    last_name       TEXT    NOT NULL,
    first_name      TEXT    NOT NULL,
    email           TEXT    NOT NULL,
    phone           TEXT    NOT NULL,
    interest        TEXT    NOT NULL,
    message         TEXT    NOT NULL
  ) STRICT;
  CREATE INDEX messages_due ON messages (status, next_attempt_at);
  CREATE INDEX messages_created ON messages (created_at);`,
  // One row, rewritten by every health check (server/health.ts): a real
  // committed write, nothing personal.
  `CREATE TABLE health (
    id         INTEGER PRIMARY KEY CHECK (id = 1),
    checked_at TEXT    NOT NULL
  ) STRICT;`,
  // Online bookings of the free first meeting (server/booking/store.ts). The
  // partial unique index is the rule "one meeting at a time": two active
  // bookings never share a start, whatever their format. Instants are UTC,
  // written one way only ("2026-11-26T07:30:00Z", Temporal.Instant#toString).
  `CREATE TABLE bookings (
    id                 INTEGER PRIMARY KEY AUTOINCREMENT,
    uid                TEXT    NOT NULL UNIQUE,
    created_at         TEXT    NOT NULL,
    updated_at         TEXT    NOT NULL,
    status             TEXT    NOT NULL CHECK (status IN ('active', 'cancelled')),
    cancelled_at       TEXT,
    cancelled_by       TEXT    CHECK (cancelled_by IN ('visitor', 'firm')),
    start_at           TEXT    NOT NULL,
    end_at             TEXT    NOT NULL,
    sequence           INTEGER NOT NULL DEFAULT 0,
    format             TEXT    NOT NULL,
    interest           TEXT    NOT NULL,
    last_name          TEXT    NOT NULL,
    first_name         TEXT    NOT NULL,
    email              TEXT    NOT NULL,
    phone              TEXT    NOT NULL,
    message            TEXT    NOT NULL,
    reminder_queued_at TEXT
  ) STRICT;
  CREATE UNIQUE INDEX bookings_active_start ON bookings (start_at) WHERE status = 'active';
  CREATE INDEX bookings_start ON bookings (start_at);
  CREATE TABLE booking_mails (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    booking_id      INTEGER NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
    kind            TEXT    NOT NULL CHECK (kind IN ('confirmed', 'moved', 'cancelled', 'reminder')),
    recipient       TEXT    NOT NULL CHECK (recipient IN ('visitor', 'firm')),
    previous_start  TEXT,
    created_at      TEXT    NOT NULL,
    status          TEXT    NOT NULL CHECK (status IN ('pending', 'sent', 'failed', 'skipped')),
    attempts        INTEGER NOT NULL DEFAULT 0,
    next_attempt_at TEXT,
    last_error      TEXT,
    sent_at         TEXT
  ) STRICT;
  CREATE INDEX booking_mails_due ON booking_mails (status, next_attempt_at);
  CREATE INDEX booking_mails_booking ON booking_mails (booking_id);`,
  // The back office (server/admin/, issue 33). A message's handling by the
  // firm and every delivery attempt; the firm's accounts, passkeys, sessions,
  // one-time sign-in links and audit log; the agenda's opening hours and
  // blocked periods (defaults: content/booking.yaml); the calendar feed's key.
  // Secrets (session ids, link tokens, the feed's key) are stored as SHA-256
  // hashes only.
  `ALTER TABLE messages ADD COLUMN handled_at TEXT;
  ALTER TABLE messages ADD COLUMN handled_by TEXT;
  CREATE TABLE message_deliveries (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    message_id INTEGER NOT NULL REFERENCES messages (id) ON DELETE CASCADE,
    at         TEXT    NOT NULL,
    outcome    TEXT    NOT NULL CHECK (outcome IN ('sent', 'failed', 'retry')),
    error      TEXT
  ) STRICT;
  CREATE INDEX message_deliveries_message ON message_deliveries (message_id);
  CREATE TABLE admin_users (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    email       TEXT    NOT NULL UNIQUE COLLATE NOCASE,
    role        TEXT    NOT NULL CHECK (role IN ('gestion', 'lecture')),
    created_at  TEXT    NOT NULL,
    disabled_at TEXT
  ) STRICT;
  CREATE TABLE admin_credentials (
    id           TEXT    PRIMARY KEY,
    user_id      INTEGER NOT NULL REFERENCES admin_users (id) ON DELETE CASCADE,
    public_key   BLOB    NOT NULL,
    counter      INTEGER NOT NULL,
    transports   TEXT    NOT NULL,
    label        TEXT    NOT NULL,
    created_at   TEXT    NOT NULL,
    last_used_at TEXT
  ) STRICT;
  CREATE INDEX admin_credentials_user ON admin_credentials (user_id);
  CREATE TABLE admin_sessions (
    id_hash      TEXT    PRIMARY KEY,
    user_id      INTEGER NOT NULL REFERENCES admin_users (id) ON DELETE CASCADE,
    created_at   TEXT    NOT NULL,
    last_seen_at TEXT    NOT NULL,
    ended_at     TEXT
  ) STRICT;
  CREATE INDEX admin_sessions_user ON admin_sessions (user_id);
  CREATE TABLE admin_links (
    token_hash TEXT    PRIMARY KEY,
    user_id    INTEGER NOT NULL REFERENCES admin_users (id) ON DELETE CASCADE,
    created_at TEXT    NOT NULL,
    expires_at TEXT    NOT NULL,
    used_at    TEXT
  ) STRICT;
  CREATE TABLE admin_challenges (
    id         TEXT    PRIMARY KEY,
    challenge  TEXT    NOT NULL,
    user_id    INTEGER REFERENCES admin_users (id) ON DELETE CASCADE,
    purpose    TEXT    NOT NULL CHECK (purpose IN ('register', 'authenticate')),
    expires_at TEXT    NOT NULL
  ) STRICT;
  CREATE TABLE admin_audit (
    id      INTEGER PRIMARY KEY AUTOINCREMENT,
    at      TEXT    NOT NULL,
    user_id INTEGER,
    email   TEXT,
    action  TEXT    NOT NULL,
    target  TEXT,
    detail  TEXT
  ) STRICT;
  CREATE INDEX admin_audit_at ON admin_audit (at);
  CREATE TABLE booking_hours (
    format     TEXT PRIMARY KEY,
    hours      TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    updated_by TEXT
  ) STRICT;
  CREATE TABLE booking_blocks (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    start_at   TEXT    NOT NULL,
    end_at     TEXT    NOT NULL,
    formats    TEXT,
    reason     TEXT    NOT NULL,
    created_at TEXT    NOT NULL,
    created_by TEXT
  ) STRICT;
  CREATE INDEX booking_blocks_end ON booking_blocks (end_at);
  CREATE TABLE admin_settings (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
  ) STRICT;`,
];

export const SCHEMA_VERSION = MIGRATIONS.length;

interface MessageRow {
  id: number;
  created_at: string;
  status: MessageStatus;
  attempts: number;
  next_attempt_at: string | null;
  last_error: string | null;
  sent_at: string | null;
  whom: string;
  last_name: string;
  first_name: string;
  email: string;
  phone: string;
  interest: string;
  message: string;
}

function fromRow(row: MessageRow): StoredMessage {
  return {
    id: row.id,
    createdAt: row.created_at,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    lastError: row.last_error,
    sentAt: row.sent_at,
    whom: row.whom,
    lastName: row.last_name,
    firstName: row.first_name,
    email: row.email,
    phone: row.phone,
    interest: row.interest,
    message: row.message,
  };
}

export interface OpenStoreOptions {
  /** Refuse to create a missing database (the inbox CLI only reads what the server wrote). */
  mustExist?: boolean;
  /** How long a write waits for another connection's lock, in milliseconds. Default 5000. */
  busyTimeoutMs?: number;
}

export class InboxMissingError extends Error {
  override name = "InboxMissingError";
}

/**
 * Opens (and creates, with its folder, unless `mustExist`) the inbox database
 * at `file`, sets WAL + synchronous=FULL and brings the schema up to date.
 * A new file is created readable by its owner only: it holds personal data.
 * The messages (MessageStore) and the bookings (server/booking/store.ts) each
 * open their own connection with it.
 */
export function openInboxDatabase(
  file: string,
  options: OpenStoreOptions = {},
): { file: string; db: SqliteDatabase } {
  const absolute = path.resolve(file);
  if (options.mustExist && !existsSync(absolute)) throw new InboxMissingError(`no inbox at ${absolute}`);
  return openSqlite(absolute, {
    migrations: MIGRATIONS,
    synchronous: "FULL",
    mustExist: options.mustExist,
    // The inbox CLI may write while the server does: wait for the lock rather than fail.
    busyTimeoutMs: options.busyTimeoutMs,
    // Purged messages are overwritten on disk, not just unlinked from the tree.
    pragmas: ["secure_delete = ON", "foreign_keys = ON"],
  });
}

export class MessageStore {
  readonly file: string;
  private readonly db: SqliteDatabase;
  private readonly statements;

  private constructor(file: string, db: SqliteDatabase) {
    this.file = file;
    this.db = db;
    this.statements = {
      insert: db.prepare<
        [string, MessageStatus, string | null, string, string, string, string, string, string, string],
        MessageRow
      >(
        `INSERT INTO messages (created_at, status, next_attempt_at, whom, last_name, first_name, email, phone, interest, message)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`,
      ),
      get: db.prepare<[number], MessageRow>("SELECT * FROM messages WHERE id = ?"),
      due: db.prepare<[string], MessageRow>(
        `SELECT * FROM messages WHERE status = 'pending' AND next_attempt_at <= ?
         ORDER BY next_attempt_at, id`,
      ),
      nextDue: db.prepare<[], { next_attempt_at: string }>(
        "SELECT min(next_attempt_at) AS next_attempt_at FROM messages WHERE status = 'pending'",
      ),
      sent: db.prepare<[string, number]>(
        `UPDATE messages SET status = 'sent', attempts = attempts + 1, sent_at = ?,
           next_attempt_at = NULL, last_error = NULL
         WHERE id = ? AND status = 'pending'`,
      ),
      failed: db.prepare<[MessageStatus, string, string | null, number]>(
        `UPDATE messages SET status = ?, attempts = attempts + 1, last_error = ?, next_attempt_at = ?
         WHERE id = ? AND status = 'pending'`,
      ),
      list: db.prepare<[number], MessageRow>(
        "SELECT * FROM messages ORDER BY created_at DESC, id DESC LIMIT ?",
      ),
      purge: db.prepare<[string]>("DELETE FROM messages WHERE created_at < ?"),
      health: db.prepare<[string]>(
        `INSERT INTO health (id, checked_at) VALUES (1, ?)
         ON CONFLICT (id) DO UPDATE SET checked_at = excluded.checked_at`,
      ),
      counts: db.prepare<[], { status: MessageStatus; count: number }>(
        "SELECT status, count(*) AS count FROM messages GROUP BY status",
      ),
    };
  }

  /**
   * Opens (and creates, with its folder, unless `mustExist`) the inbox at `file`,
   * sets WAL + synchronous=FULL and brings the schema up to date.
   * A new file is created readable by its owner only: it holds personal data.
   */
  static open(file: string, options: OpenStoreOptions = {}): MessageStore {
    const { file: absolute, db } = openInboxDatabase(file, options);
    return new MessageStore(absolute, db);
  }

  /** The durability settings in force on this connection. */
  settings(): { journalMode: string; synchronous: number; schemaVersion: number } {
    return {
      journalMode: String(this.db.pragma("journal_mode", { simple: true })),
      synchronous: Number(this.db.pragma("synchronous", { simple: true })),
      schemaVersion: Number(this.db.pragma("user_version", { simple: true })),
    };
  }

  /**
   * Stores a message and returns it once committed. A "pending" message is due
   * for delivery at once; the other statuses have no delivery to schedule.
   */
  insert(message: ContactMessage, status: MessageStatus, now: Date): StoredMessage {
    const createdAt = now.toISOString();
    const row = this.statements.insert.get(
      createdAt,
      status,
      status === "pending" ? createdAt : null,
      message.whom,
      message.lastName,
      message.firstName,
      message.email,
      message.phone,
      message.interest,
      message.message,
    );
    if (!row) throw new Error("insert returned no row");
    return fromRow(row);
  }

  get(id: number): StoredMessage | undefined {
    const row = this.statements.get.get(id);
    return row ? fromRow(row) : undefined;
  }

  /** Pending messages whose next attempt is due at `now`, oldest due first. */
  due(now: Date): StoredMessage[] {
    return this.statements.due.all(now.toISOString()).map(fromRow);
  }

  /** When the next pending message is due, if any is pending. */
  nextDueAt(): Date | undefined {
    const value = this.statements.nextDue.get()?.next_attempt_at;
    return value ? new Date(value) : undefined;
  }

  /** Records a successful delivery attempt. False if the message was not pending. */
  recordSent(id: number, now: Date): boolean {
    return this.statements.sent.run(now.toISOString(), id).changes === 1;
  }

  /**
   * Records a failed delivery attempt: the message stays pending until
   * `nextAttemptAt`, or becomes "failed" when there is none.
   */
  recordFailure(id: number, error: string, nextAttemptAt: Date | null): boolean {
    const status: MessageStatus = nextAttemptAt ? "pending" : "failed";
    const text = error.length > MAX_ERROR_LENGTH ? `${error.slice(0, MAX_ERROR_LENGTH - 1)}…` : error;
    return (
      this.statements.failed.run(status, text, nextAttemptAt ? nextAttemptAt.toISOString() : null, id)
        .changes === 1
    );
  }

  /** The newest messages first (all of them without a limit). */
  list(options: { limit?: number } = {}): StoredMessage[] {
    return this.statements.list.all(options.limit ?? -1).map(fromRow);
  }

  /** How many messages there are of each status (absent statuses count 0). */
  countByStatus(): Record<MessageStatus, number> {
    const counts = Object.fromEntries(MESSAGE_STATUSES.map((status) => [status, 0])) as Record<
      MessageStatus,
      number
    >;
    for (const { status, count } of this.statements.counts.all()) counts[status] = count;
    return counts;
  }

  /**
   * Deletes the messages received before `cutoff` and returns how many. With
   * secure_delete on and the write-ahead log checkpointed, their content is
   * gone from the files too, not only from the table.
   */
  purgeOlderThan(cutoff: Date): number {
    const deleted = this.statements.purge.run(cutoff.toISOString()).changes;
    if (deleted > 0) this.db.pragma("wal_checkpoint(TRUNCATE)");
    return deleted;
  }

  /**
   * Proves the inbox can be written now: rewrites the health row and commits
   * (the write-ahead log appended and synced, as for a message). Throws the
   * reason when it cannot: store closed, file system read-only or full, lock
   * held by another connection beyond the busy timeout…
   */
  checkWritable(now: Date): void {
    this.statements.health.run(now.toISOString());
  }

  get isOpen(): boolean {
    return this.db.open;
  }

  close(): void {
    closeSqlite(this.db);
  }
}
