/**
 * The SQL of the bookings (server/booking/store.ts), prepared once per
 * connection, and the shapes of the rows it returns. The tables are created by
 * the inbox's migrations (server/relay/store.ts).
 */
import type { SqliteDatabase } from "../sqlite.ts";
import type { BookingMailKind, BookingMailRecipient, BookingStatus, CancelledBy } from "./store.ts";

export interface BookingRow {
  id: number;
  uid: string;
  created_at: string;
  updated_at: string;
  status: BookingStatus;
  cancelled_at: string | null;
  cancelled_by: CancelledBy | null;
  start_at: string;
  end_at: string;
  sequence: number;
  format: string;
  interest: string;
  last_name: string;
  first_name: string;
  email: string;
  phone: string;
  message: string;
  reminder_queued_at: string | null;
}

interface MailRow {
  mail_id: number;
  mail_attempts: number;
  mail_kind: BookingMailKind;
  mail_recipient: BookingMailRecipient;
  mail_previous_start: string | null;
}

/** The statements of BookingStore, prepared on `db`. */
export function prepareBookingStatements(db: SqliteDatabase) {
  return {
    insert: db.prepare<
      [string, string, string, string, string, string, string, string, string, string, string, string],
      BookingRow
    >(
      `INSERT INTO bookings (uid, created_at, updated_at, status, start_at, end_at, format, interest,
       last_name, first_name, email, phone, message)
     VALUES (?, ?, ?, 'active', ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`,
    ),
    get: db.prepare<[number], BookingRow>("SELECT * FROM bookings WHERE id = ?"),
    activeContacts: db.prepare<[string], { email: string; phone: string }>(
      "SELECT email, phone FROM bookings WHERE status = 'active' AND end_at > ?",
    ),
    activeFrom: db.prepare<[string], { start_at: string }>(
      "SELECT start_at FROM bookings WHERE status = 'active' AND end_at > ? ORDER BY start_at",
    ),
    list: db.prepare<[{ from: string; until: string | null; status: BookingStatus | null }], BookingRow>(
      `SELECT * FROM bookings WHERE end_at > @from AND (@until IS NULL OR start_at < @until)
       AND (@status IS NULL OR status = @status) ORDER BY start_at, id`,
    ),
    cancel: db.prepare<[string, CancelledBy, string, number], BookingRow>(
      `UPDATE bookings SET status = 'cancelled', cancelled_at = ?, cancelled_by = ?, updated_at = ?,
       sequence = sequence + 1
     WHERE id = ? AND status = 'active' RETURNING *`,
    ),
    move: db.prepare<[string, string, string, number], BookingRow>(
      `UPDATE bookings SET start_at = ?, end_at = ?, updated_at = ?, sequence = sequence + 1,
       reminder_queued_at = NULL
     WHERE id = ? AND status = 'active' RETURNING *`,
    ),
    queueMail: db.prepare<[number, BookingMailKind, BookingMailRecipient, string | null, string, string]>(
      `INSERT INTO booking_mails (booking_id, kind, recipient, previous_start, created_at, status, next_attempt_at)
     VALUES (?, ?, ?, ?, ?, 'pending', ?)`,
    ),
    skipPending: db.prepare<[number]>(
      "UPDATE booking_mails SET status = 'skipped', next_attempt_at = NULL WHERE booking_id = ? AND status = 'pending'",
    ),
    due: db.prepare<[string], BookingRow & MailRow>(
      `SELECT b.*, m.id AS mail_id, m.attempts AS mail_attempts, m.kind AS mail_kind,
       m.recipient AS mail_recipient, m.previous_start AS mail_previous_start
     FROM booking_mails m JOIN bookings b ON b.id = m.booking_id
     WHERE m.status = 'pending' AND m.next_attempt_at <= ?
     ORDER BY m.next_attempt_at, m.id`,
    ),
    mails: db.prepare<
      [number],
      { kind: BookingMailKind; recipient: BookingMailRecipient; status: string; attempts: number }
    >("SELECT kind, recipient, status, attempts FROM booking_mails WHERE booking_id = ? ORDER BY id"),
    sent: db.prepare<[string, number]>(
      `UPDATE booking_mails SET status = 'sent', attempts = attempts + 1, sent_at = ?,
       next_attempt_at = NULL, last_error = NULL
     WHERE id = ? AND status = 'pending'`,
    ),
    failed: db.prepare<["pending" | "failed", string, string | null, number]>(
      `UPDATE booking_mails SET status = ?, attempts = attempts + 1, last_error = ?, next_attempt_at = ?
     WHERE id = ? AND status = 'pending'`,
    ),
    reminderCandidates: db.prepare<[string, string], BookingRow>(
      `SELECT * FROM bookings WHERE status = 'active' AND reminder_queued_at IS NULL
       AND start_at > ? AND start_at <= ? ORDER BY start_at`,
    ),
    markReminder: db.prepare<[string, number]>(
      `UPDATE bookings SET reminder_queued_at = ?
     WHERE id = ? AND status = 'active' AND reminder_queued_at IS NULL`,
    ),
    purge: db.prepare<[string]>("DELETE FROM bookings WHERE start_at < ?"),
  };
}
