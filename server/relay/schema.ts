/**
 * The relay's tables in the inbox (server/inbox.ts keeps the file's order of
 * migrations): the messages, the health check's row, each message's handling
 * by the firm and its delivery attempts. Append new steps, never edit a
 * released one.
 */
export const RELAY_MIGRATIONS = {
  messages: `CREATE TABLE messages (
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
  health: `CREATE TABLE health (
    id         INTEGER PRIMARY KEY CHECK (id = 1),
    checked_at TEXT    NOT NULL
  ) STRICT;`,
  // A message's handling by the firm and every delivery attempt (issue 33).
  handling: `ALTER TABLE messages ADD COLUMN handled_at TEXT;
  ALTER TABLE messages ADD COLUMN handled_by TEXT;
  CREATE TABLE message_deliveries (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    message_id INTEGER NOT NULL REFERENCES messages (id) ON DELETE CASCADE,
    at         TEXT    NOT NULL,
    outcome    TEXT    NOT NULL CHECK (outcome IN ('sent', 'failed', 'retry')),
    error      TEXT
  ) STRICT;
  CREATE INDEX message_deliveries_message ON message_deliveries (message_id);`,
} as const;
