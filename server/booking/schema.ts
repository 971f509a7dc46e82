/**
 * The booking's tables in the inbox (server/inbox.ts keeps the file's order
 * of migrations). Append new steps, never edit a released one.
 */
export const BOOKING_MIGRATIONS = {
  // Online bookings of the free first meeting (server/booking/store.ts). The
  // partial unique index is the rule "one meeting at a time": two active
  // bookings never share a start, whatever their format. Instants are UTC,
  // written one way only ("2026-11-26T07:30:00Z", Temporal.Instant#toString).
  bookings: `CREATE TABLE bookings (
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
} as const;

/**
 * The agenda's tables (server/booking/agenda-store.ts): the opening hours and
 * blocked periods the firm sets (defaults: content/booking.yaml), and its
 * settings (the calendar feed's key, stored as a SHA-256 hash).
 */
export const AGENDA_MIGRATIONS = {
  agenda: `CREATE TABLE booking_hours (
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
} as const;
