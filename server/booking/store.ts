/**
 * The bookings, in the inbox's SQLite database (tables `bookings` and
 * `booking_mails`, created by the inbox's migrations, server/relay/store.ts),
 * on a connection of their own. A booking is committed, and synced to disk,
 * before the visitor is told it is confirmed.
 *
 * One meeting at a time: the partial unique index on the start of active
 * bookings refuses a second active booking of a slot, however close together
 * two requests arrive, from one process or several (SlotTakenError).
 *
 * The e-mails of a booking are rows of `booking_mails`, queued in the same
 * transaction as the change they tell about, and sent by the relay's
 * DeliveryWorker with its retries: none is lost by a restart. A mail is
 * composed when it is sent, from the booking as it is then; a change (move,
 * cancellation) skips the mails still waiting that it makes out of date.
 */
import { randomUUID } from "node:crypto";
import { type OpenStoreOptions, openInboxDatabase } from "../inbox.ts";
import type { DeliveryQueue } from "../relay/delivery.ts";
import { closeSqlite, type SqliteDatabase } from "../sqlite.ts";
import { emailKey, phoneKey } from "./person.ts";
import { type BookingRow, prepareBookingStatements } from "./statements.ts";

export type BookingStatus = "active" | "cancelled";
export type CancelledBy = "visitor" | "firm";
export type BookingMailKind = "confirmed" | "moved" | "cancelled" | "reminder";
export type BookingMailRecipient = "visitor" | "firm";

/** What the visitor chose and typed. */
export interface BookingDetails {
  format: string;
  interest: string;
  lastName: string;
  firstName: string;
  email: string;
  phone: string;
  message: string;
}

export interface Booking extends BookingDetails {
  id: number;
  /** The invitation's UID (RFC 5545), the same for every version of it. */
  uid: string;
  /** ISO 8601, UTC. */
  createdAt: string;
  updatedAt: string;
  status: BookingStatus;
  cancelledAt: string | null;
  cancelledBy: CancelledBy | null;
  /** The meeting's start and end, UTC instants ("2026-11-26T07:30:00Z"). */
  start: string;
  end: string;
  /** The invitation's SEQUENCE: 0, then one more per move or cancellation. */
  sequence: number;
  reminderQueuedAt: string | null;
}

/** A queued e-mail with the booking it is about, as the delivery worker takes it. */
export interface BookingMail {
  id: number;
  attempts: number;
  kind: BookingMailKind;
  recipient: BookingMailRecipient;
  /** The start before a move (for a "moved" mail). */
  previousStart: string | null;
  booking: Booking;
}

/** The slot is held by another active booking. */
export class SlotTakenError extends Error {
  override name = "SlotTakenError";
}

/** The person already has as many active bookings as allowed, under this e-mail address or phone number. */
export class TooManyBookingsError extends Error {
  override name = "TooManyBookingsError";
  readonly field: "email" | "phone";

  constructor(field: "email" | "phone") {
    super(`too many active bookings with this ${field}`);
    this.field = field;
  }
}

function fromRow(row: BookingRow): Booking {
  return {
    id: row.id,
    uid: row.uid,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    status: row.status,
    cancelledAt: row.cancelled_at,
    cancelledBy: row.cancelled_by,
    start: row.start_at,
    end: row.end_at,
    sequence: row.sequence,
    format: row.format,
    interest: row.interest,
    lastName: row.last_name,
    firstName: row.first_name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    reminderQueuedAt: row.reminder_queued_at,
  };
}

/** The one way an instant is written in the database, so that the unique index compares like with like. */
export function instantText(instant: Temporal.Instant): string {
  return instant.toString({ smallestUnit: "second" });
}

/** A Date as the bookings' instants are written, to the second. */
const secondText = (date: Date) => instantText(Temporal.Instant.fromEpochMilliseconds(date.getTime()));

/** Longest last_error kept, in characters. */
const MAX_ERROR_LENGTH = 500;

function isSlotConflict(error: unknown): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  return (
    code === "SQLITE_CONSTRAINT_UNIQUE" &&
    typeof message === "string" &&
    message.includes("bookings.start_at")
  );
}

const RECIPIENTS: readonly BookingMailRecipient[] = ["visitor", "firm"];

export class BookingStore implements DeliveryQueue<BookingMail> {
  readonly file: string;
  private readonly db: SqliteDatabase;
  private readonly statements: ReturnType<typeof prepareBookingStatements>;

  private constructor(file: string, db: SqliteDatabase) {
    this.file = file;
    this.db = db;
    this.statements = prepareBookingStatements(db);
  }

  /** Opens the inbox database at `file` (created unless `mustExist`), schema brought up to date. */
  static open(file: string, options: OpenStoreOptions = {}): BookingStore {
    const { file: absolute, db } = openInboxDatabase(file, options);
    return new BookingStore(absolute, db);
  }

  private queue(
    bookingId: number,
    kind: BookingMailKind,
    now: Date,
    previousStart: string | null = null,
    recipients: readonly BookingMailRecipient[] = RECIPIENTS,
  ): void {
    const at = now.toISOString();
    for (const recipient of recipients) {
      this.statements.queueMail.run(bookingId, kind, recipient, previousStart, at, at);
    }
  }

  /**
   * Stores a booking of the slot [start, end) and returns it once committed,
   * with its confirmations queued for the visitor and the firm when `mail`.
   * Throws SlotTakenError when an active booking holds that start, and
   * TooManyBookingsError when `maxPerPerson` active bookings not over at
   * `now` have the same e-mail address or phone number (person.ts), counted
   * in the same transaction as the insert: two requests at once cannot pass it.
   */
  create(
    details: BookingDetails,
    slot: { start: Temporal.Instant; end: Temporal.Instant },
    now: Date,
    options: { mail: boolean; maxPerPerson?: number },
  ): Booking {
    const at = now.toISOString();
    try {
      return this.db
        .transaction(() => {
          if (options.maxPerPerson !== undefined) this.checkPerson(details, now, options.maxPerPerson);
          const row = this.statements.insert.get(
            randomUUID(),
            at,
            at,
            instantText(slot.start),
            instantText(slot.end),
            details.format,
            details.interest,
            details.lastName,
            details.firstName,
            details.email,
            details.phone,
            details.message,
          );
          if (!row) throw new Error("insert returned no row");
          if (options.mail) this.queue(row.id, "confirmed", now);
          return fromRow(row);
        })
        .immediate();
    } catch (error) {
      if (isSlotConflict(error)) throw new SlotTakenError("slot already booked", { cause: error });
      throw error;
    }
  }

  /** Refuses a booking of a person who has `max` active bookings not over at `now` (TooManyBookingsError). */
  private checkPerson(details: BookingDetails, now: Date, max: number): void {
    const email = emailKey(details.email);
    const phone = phoneKey(details.phone);
    let sameEmail = 0;
    let samePhone = 0;
    for (const row of this.statements.activeContacts.all(secondText(now))) {
      if (emailKey(row.email) === email) sameEmail += 1;
      if (phoneKey(row.phone) === phone) samePhone += 1;
    }
    if (sameEmail >= max) throw new TooManyBookingsError("email");
    if (samePhone >= max) throw new TooManyBookingsError("phone");
  }

  get(id: number): Booking | undefined {
    const row = this.statements.get.get(id);
    return row ? fromRow(row) : undefined;
  }

  /** The starts of the active bookings not over at `from`. */
  activeStarts(from: Temporal.Instant): Temporal.Instant[] {
    return this.statements.activeFrom
      .all(instantText(from))
      .map((row) => Temporal.Instant.from(row.start_at));
  }

  /**
   * The bookings not over at `from` and starting before `until` (when given),
   * of one status or both, soonest first: the firm's list (back office, CLI)
   * and its calendar feed.
   */
  list(query: { from: Date; until?: Date; status?: BookingStatus }): Booking[] {
    return this.statements.list
      .all({
        from: secondText(query.from),
        until: query.until ? secondText(query.until) : null,
        status: query.status ?? null,
      })
      .map(fromRow);
  }

  /**
   * Cancels an active booking: its mails still waiting are skipped, a
   * cancellation is queued for the visitor and the firm when `mail`.
   * Undefined when there is no active booking with this id.
   */
  cancel(id: number, by: CancelledBy, now: Date, options: { mail: boolean }): Booking | undefined {
    const at = now.toISOString();
    return this.db
      .transaction(() => {
        const row = this.statements.cancel.get(at, by, at, id);
        if (!row) return undefined;
        this.statements.skipPending.run(id);
        if (options.mail) this.queue(id, "cancelled", now);
        return fromRow(row);
      })
      .immediate();
  }

  /**
   * Moves an active booking to [start, end): same UID, one more SEQUENCE, a
   * new reminder to come. Mails still waiting are skipped, the news queued.
   * Throws SlotTakenError when the slot is held; undefined when no active booking has this id.
   */
  move(
    id: number,
    slot: { start: Temporal.Instant; end: Temporal.Instant },
    now: Date,
    options: { mail: boolean },
  ): Booking | undefined {
    const at = now.toISOString();
    try {
      return this.db
        .transaction(() => {
          const before = this.statements.get.get(id);
          if (before?.status !== "active") return undefined;
          const row = this.statements.move.get(instantText(slot.start), instantText(slot.end), at, id);
          if (!row) return undefined;
          this.statements.skipPending.run(id);
          if (options.mail) this.queue(id, "moved", now, before.start_at);
          return fromRow(row);
        })
        .immediate();
    } catch (error) {
      if (isSlotConflict(error)) throw new SlotTakenError("slot already booked", { cause: error });
      throw error;
    }
  }

  /** Active bookings without a reminder queued, starting in (after, until]. */
  reminderCandidates(after: Temporal.Instant, until: Temporal.Instant): Booking[] {
    return this.statements.reminderCandidates.all(instantText(after), instantText(until)).map(fromRow);
  }

  /** Queues the visitor's reminder of a booking, once: false when already queued or no longer active. */
  queueReminder(id: number, now: Date): boolean {
    return this.db
      .transaction(() => {
        if (this.statements.markReminder.run(now.toISOString(), id).changes !== 1) return false;
        this.queue(id, "reminder", now, null, ["visitor"]);
        return true;
      })
      .immediate();
  }

  /** The mails of a booking, oldest first (for tests and the CLI). */
  mailsOf(id: number) {
    return this.statements.mails.all(id);
  }

  // DeliveryQueue: what the relay's DeliveryWorker needs.

  due(now: Date): BookingMail[] {
    return this.statements.due.all(now.toISOString()).map((row) => ({
      id: row.mail_id,
      attempts: row.mail_attempts,
      kind: row.mail_kind,
      recipient: row.mail_recipient,
      previousStart: row.mail_previous_start,
      booking: fromRow(row),
    }));
  }

  recordSent(id: number, now: Date): boolean {
    return this.statements.sent.run(now.toISOString(), id).changes === 1;
  }

  recordFailure(id: number, error: string, nextAttemptAt: Date | null): boolean {
    const text = error.length > MAX_ERROR_LENGTH ? `${error.slice(0, MAX_ERROR_LENGTH - 1)}…` : error;
    return (
      this.statements.failed.run(
        nextAttemptAt ? "pending" : "failed",
        text,
        nextAttemptAt ? nextAttemptAt.toISOString() : null,
        id,
      ).changes === 1
    );
  }

  /**
   * Deletes the bookings whose meeting started before `cutoff`, with their
   * mails, and returns how many (secure_delete on, log checkpointed).
   */
  purgeOlderThan(cutoff: Date): number {
    const deleted = this.statements.purge.run(secondText(cutoff)).changes;
    if (deleted > 0) this.db.pragma("wal_checkpoint(TRUNCATE)");
    return deleted;
  }

  get isOpen(): boolean {
    return this.db.open;
  }

  close(): void {
    closeSqlite(this.db);
  }
}
