/**
 * The inbox: every message the relay accepts, in SQLite (better-sqlite3).
 * A message is committed, and synced to disk, before the relay answers "OK":
 * journal_mode=WAL with synchronous=FULL syncs the write-ahead log on every
 * commit. No client IP address is stored.
 */
import { type OpenStoreOptions, openInboxDatabase } from "../inbox.ts";
import { closeSqlite, type SqliteDatabase, sqliteFileState } from "../sqlite.ts";

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
  /** When the firm marked it handled (« traité »), ISO 8601 UTC; null while it is to be handled. */
  handledAt: string | null;
  /** The e-mail of the back-office account that marked it handled. */
  handledBy: string | null;
}

/** How one delivery attempt of a message went (message_deliveries). */
export type DeliveryOutcome = "sent" | "retry" | "failed";

/** One delivery attempt: sent, failed with another attempt scheduled (retry), or failed for good. */
export interface DeliveryRecord {
  /** ISO 8601, UTC. */
  at: string;
  outcome: DeliveryOutcome;
  error: string | null;
}

/**
 * Which messages a list shows (the back office's and `npm run inbox`'s):
 * every condition given must hold.
 */
export interface MessageFilter {
  /** Words that must each appear in the names, e-mail, phone, message or interest (case and accents ignored). */
  search?: string;
  /** Only these statuses. */
  statuses?: readonly MessageStatus[];
  /** Only this subject (the form's « demande »), exactly. */
  interest?: string;
  /** Only the handled (true) or the unhandled (false) ones. */
  handled?: boolean;
}

/** Longest last_error kept, in characters. */
const MAX_ERROR_LENGTH = 500;

interface MessageRow {
  id: number;
  created_at: string;
  status: MessageStatus;
  attempts: number;
  next_attempt_at: string | null;
  last_error: string | null;
  sent_at: string | null;
  handled_at: string | null;
  handled_by: string | null;
  whom: string;
  last_name: string;
  first_name: string;
  email: string;
  phone: string;
  interest: string;
  message: string;
}

/**
 * Lower case, without accents or ligatures, one kind of apostrophe: what a
 * search compares (« Hélène N’Diaye » and « helene n'diaye » are the same).
 */
export function foldForSearch(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[’ʼ‘]/g, "'")
    .toLocaleLowerCase("fr")
    .replace(/œ/g, "oe")
    .replace(/æ/g, "ae");
}

/** The SQL function giving the text a search looks in (registered on each connection of a MessageStore). */
const SEARCH_TEXT = "inbox_search_text";

/** The folded names, e-mail, phone (also without its separators), interest and message of a row. */
function searchText(
  firstName: string,
  lastName: string,
  email: string,
  phone: string,
  interest: string,
  message: string,
): string {
  const digits = phone.replace(/[\s.()+-]/g, "");
  return foldForSearch([firstName, lastName, email, phone, digits, interest, message].join("\n"));
}

const frenchOrder = new Intl.Collator("fr");

function fromRow(row: MessageRow): StoredMessage {
  return {
    id: row.id,
    createdAt: row.created_at,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    lastError: row.last_error,
    sentAt: row.sent_at,
    handledAt: row.handled_at,
    handledBy: row.handled_by,
    whom: row.whom,
    lastName: row.last_name,
    firstName: row.first_name,
    email: row.email,
    phone: row.phone,
    interest: row.interest,
    message: row.message,
  };
}

export class MessageStore {
  readonly file: string;
  private readonly db: SqliteDatabase;
  private readonly statements;

  private constructor(file: string, db: SqliteDatabase) {
    this.file = file;
    this.db = db;
    db.function(SEARCH_TEXT, { deterministic: true }, searchText);
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
      delivery: db.prepare<[number, string, DeliveryOutcome, string | null]>(
        "INSERT INTO message_deliveries (message_id, at, outcome, error) VALUES (?, ?, ?, ?)",
      ),
      deliveries: db.prepare<[number], DeliveryRecord>(
        "SELECT at, outcome, error FROM message_deliveries WHERE message_id = ? ORDER BY id",
      ),
      // The first account to mark it handled keeps the credit; a second mark changes nothing.
      handled: db.prepare<[string, string, number], MessageRow>(
        `UPDATE messages SET handled_at = coalesce(handled_at, ?),
           handled_by = CASE WHEN handled_at IS NULL THEN ? ELSE handled_by END
         WHERE id = ? RETURNING *`,
      ),
      unhandled: db.prepare<[number], MessageRow>(
        "UPDATE messages SET handled_at = NULL, handled_by = NULL WHERE id = ? RETURNING *",
      ),
      retry: db.prepare<[string, number]>(
        "UPDATE messages SET status = 'pending', next_attempt_at = ? WHERE id = ? AND status = 'failed'",
      ),
      deleteDeliveries: db.prepare<[number]>("DELETE FROM message_deliveries WHERE message_id = ?"),
      delete: db.prepare<[number]>("DELETE FROM messages WHERE id = ?"),
      interests: db.prepare<[], { interest: string }>(
        "SELECT DISTINCT interest FROM messages WHERE interest <> ''",
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

  /**
   * The messages on a connection opened with openInboxDatabase (the back
   * office's): whoever opened it closes it, not this store.
   */
  static on(db: SqliteDatabase): MessageStore {
    return new MessageStore(db.name, db);
  }

  /** Whether the file on disk is still the one this connection writes (server/sqlite.ts). */
  fileState(): ReturnType<typeof sqliteFileState> {
    return sqliteFileState(this.db);
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

  /**
   * Records a successful delivery attempt, in the message and its delivery
   * history. False (and nothing recorded) if the message was not pending.
   */
  recordSent(id: number, now: Date): boolean {
    return this.db.transaction(() => {
      const at = now.toISOString();
      if (this.statements.sent.run(at, id).changes !== 1) return false;
      this.statements.delivery.run(id, at, "sent", null);
      return true;
    })();
  }

  /**
   * Records a failed delivery attempt at `now`: the message stays pending
   * until `nextAttemptAt` (history: "retry"), or becomes "failed" when there
   * is none (history: "failed").
   */
  recordFailure(id: number, error: string, nextAttemptAt: Date | null, now: Date = new Date()): boolean {
    const status: MessageStatus = nextAttemptAt ? "pending" : "failed";
    const text = error.length > MAX_ERROR_LENGTH ? `${error.slice(0, MAX_ERROR_LENGTH - 1)}…` : error;
    return this.db.transaction(() => {
      const next = nextAttemptAt ? nextAttemptAt.toISOString() : null;
      if (this.statements.failed.run(status, text, next, id).changes !== 1) return false;
      this.statements.delivery.run(id, now.toISOString(), nextAttemptAt ? "retry" : "failed", text);
      return true;
    })();
  }

  /** Every delivery attempt of a message, oldest first. */
  deliveries(id: number): DeliveryRecord[] {
    return this.statements.deliveries.all(id);
  }

  /** The WHERE clause of `filter`, with its parameters. */
  private where(filter: MessageFilter): { sql: string; params: (string | number)[] } {
    const conditions: string[] = [];
    const params: (string | number)[] = [];
    for (const word of foldForSearch(filter.search ?? "").split(/\s+/)) {
      // « 06.12.34 » finds « 06 12 34 56 78 » (a phone number is also searched without separators).
      const token = /^[\d.()+-]*\d[\d.()+-]*$/.test(word) ? word.replace(/[.()+-]/g, "") : word;
      if (token === "") continue;
      conditions.push(`instr(${SEARCH_TEXT}(first_name, last_name, email, phone, interest, message), ?) > 0`);
      params.push(token);
    }
    if (filter.statuses) {
      conditions.push(
        filter.statuses.length === 0 ? "0" : `status IN (${filter.statuses.map(() => "?").join(", ")})`,
      );
      params.push(...filter.statuses);
    }
    if (filter.interest !== undefined) {
      conditions.push("interest = ?");
      params.push(filter.interest);
    }
    if (filter.handled !== undefined) {
      conditions.push(filter.handled ? "handled_at IS NOT NULL" : "handled_at IS NULL");
    }
    return { sql: conditions.length ? `WHERE ${conditions.join(" AND ")}` : "", params };
  }

  /**
   * The messages `filter` selects, newest first: `limit` of them (all without
   * one) after skipping `offset`. The list of the back office and of `npm run inbox`.
   */
  find(filter: MessageFilter = {}, page: { limit?: number; offset?: number } = {}): StoredMessage[] {
    const { sql, params } = this.where(filter);
    return this.db
      .prepare<(string | number)[], MessageRow>(
        `SELECT * FROM messages ${sql} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
      )
      .all(...params, page.limit ?? -1, page.offset ?? 0)
      .map(fromRow);
  }

  /** How many messages `filter` selects. */
  count(filter: MessageFilter = {}): number {
    const { sql, params } = this.where(filter);
    const row = this.db
      .prepare<(string | number)[], { total: number }>(`SELECT count(*) AS total FROM messages ${sql}`)
      .get(...params);
    return row?.total ?? 0;
  }

  /** The newest messages first (all of them without a limit). */
  list(options: { limit?: number } = {}): StoredMessage[] {
    return this.find({}, { limit: options.limit });
  }

  /** The subjects (the form's « demande ») the messages have, in French alphabetical order. */
  interests(): string[] {
    return this.statements.interests
      .all()
      .map((row) => row.interest)
      .sort(frenchOrder.compare);
  }

  /**
   * Marks a message handled by `by` (an account's e-mail) at `now`, or to be
   * handled again with `null`. Returns it, or undefined when there is no such message.
   */
  setHandled(id: number, handled: { by: string; now: Date } | null): StoredMessage | undefined {
    const row = handled
      ? this.statements.handled.get(handled.now.toISOString(), handled.by, id)
      : this.statements.unhandled.get(id);
    return row ? fromRow(row) : undefined;
  }

  /**
   * Queues a failed message for one more delivery attempt at `now` (the
   * DeliveryWorker takes it on its next pass: nudge it). False when the
   * message is absent or not "failed".
   */
  retry(id: number, now: Date): boolean {
    return this.statements.retry.run(now.toISOString(), id).changes === 1;
  }

  /**
   * Deletes one message and its delivery history (a visitor's erasure
   * request). As for the purge, secure_delete and a checkpoint of the
   * write-ahead log leave no trace of it in the files. False when absent.
   */
  delete(id: number): boolean {
    const deleted = this.db.transaction(() => {
      this.statements.deleteDeliveries.run(id);
      return this.statements.delete.run(id).changes === 1;
    })();
    if (deleted) this.db.pragma("wal_checkpoint(TRUNCATE)");
    return deleted;
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
