/**
 * E-mails that failed for good, and those whose last attempt failed and that
 * are tried again: the contact messages (messages.status) and the bookings'
 * e-mails (booking_mails.status), both in the inbox database. The back office
 * shows them as a banner on every page from the first failed attempt
 * (GET /api/admin/status), with what the failure means in French, and
 * /healthz reports them (server/health.ts), so that a monitor can alert. A message stops counting once sent again or
 * deleted; a booking's e-mail once its meeting has begun (it no longer
 * serves, and the firm cannot send it again: it sees the booking in its agenda).
 *
 * The same banner place tells of bookings made in a rush: as many as
 * content/booking.yaml's `alertBookingsPerHour` or more in the last hour
 * (someone booking one slot after another, perhaps with others' addresses:
 * each booking e-mails its address in the firm's name).
 */
import type { FastifyInstance } from "fastify";
import { bookingAlertPerHour } from "../../content/booking.ts";
import { instantText } from "../booking/store.ts";
import { mailFailureNotice } from "../relay/mail-failure.ts";
import { type SqliteDatabase, sqliteFileState } from "../sqlite.ts";
import type { AdminContext } from "./context.ts";

export interface FailedDeliveries {
  /** Contact messages whose every delivery attempt failed. */
  messages: number;
  /** Booking e-mails (confirmation, move, cancellation, reminder) whose every attempt failed. */
  bookingMails: number;
  total: number;
}

/** How many e-mails of the inbox database failed for good. */
export function countFailedDeliveries(db: SqliteDatabase, now: Date): FailedDeliveries {
  const row = db
    .prepare<[string], { messages: number; bookingMails: number }>(
      `SELECT (SELECT count(*) FROM messages WHERE status = 'failed') AS messages,
              (SELECT count(*) FROM booking_mails JOIN bookings ON bookings.id = booking_mails.booking_id
                WHERE booking_mails.status = 'failed' AND bookings.start_at > ?) AS bookingMails`,
    )
    .get(instantText(Temporal.Instant.fromEpochMilliseconds(now.getTime())));
  const messages = row?.messages ?? 0;
  const bookingMails = row?.bookingMails ?? 0;
  return { messages, bookingMails, total: messages + bookingMails };
}

/** E-mails still being tried after at least one failed attempt (the workers try again later). */
export function countRetryingDeliveries(db: SqliteDatabase, now: Date): FailedDeliveries {
  const row = db
    .prepare<[string], { messages: number; bookingMails: number }>(
      `SELECT (SELECT count(*) FROM messages WHERE status = 'pending' AND attempts > 0) AS messages,
              (SELECT count(*) FROM booking_mails JOIN bookings ON bookings.id = booking_mails.booking_id
                WHERE booking_mails.status = 'pending' AND booking_mails.attempts > 0
                  AND bookings.start_at > ?) AS bookingMails`,
    )
    .get(instantText(Temporal.Instant.fromEpochMilliseconds(now.getTime())));
  const messages = row?.messages ?? 0;
  const bookingMails = row?.bookingMails ?? 0;
  return { messages, bookingMails, total: messages + bookingMails };
}

/**
 * The reason of the latest failed attempt among the e-mails that count
 * (failed for good, or being tried again), as the worker recorded it; null
 * when none does. A contact message's attempts are dated (message_deliveries);
 * a booking e-mail's are not, so the newest booking e-mail that failed speaks
 * only when no message does.
 */
export function lastDeliveryError(db: SqliteDatabase, now: Date): string | null {
  const message = db
    .prepare<[], { error: string | null }>(
      `SELECT message_deliveries.error AS error FROM message_deliveries
         JOIN messages ON messages.id = message_deliveries.message_id
        WHERE message_deliveries.outcome IN ('retry', 'failed')
          AND (messages.status = 'failed' OR (messages.status = 'pending' AND messages.attempts > 0))
        ORDER BY message_deliveries.at DESC, message_deliveries.id DESC LIMIT 1`,
    )
    .get();
  if (message?.error) return message.error;
  const mail = db
    .prepare<[string], { error: string | null }>(
      `SELECT booking_mails.last_error AS error FROM booking_mails
         JOIN bookings ON bookings.id = booking_mails.booking_id
        WHERE booking_mails.last_error IS NOT NULL AND bookings.start_at > ?
          AND (booking_mails.status = 'failed' OR (booking_mails.status = 'pending' AND booking_mails.attempts > 0))
        ORDER BY booking_mails.id DESC LIMIT 1`,
    )
    .get(instantText(Temporal.Instant.fromEpochMilliseconds(now.getTime())));
  return mail?.error ?? null;
}

const HOUR_MS = 60 * 60 * 1000;

export interface BookingSurge {
  /** Bookings made in the last hour, cancelled ones included. */
  lastHour: number;
  /** content/booking.yaml `alertBookingsPerHour`. */
  threshold: number;
  /** Whether the back office shows the alert: `lastHour` reached `threshold`. */
  alert: boolean;
}

/** How many bookings were made in the hour before `now`, against the alert's threshold. */
export function bookingSurge(db: SqliteDatabase, now: Date, threshold = bookingAlertPerHour): BookingSurge {
  const lastHour =
    db
      .prepare<[string], { count: number }>("SELECT count(*) AS count FROM bookings WHERE created_at > ?")
      .get(new Date(now.getTime() - HOUR_MS).toISOString())?.count ?? 0;
  return { lastHour, threshold, alert: lastHour >= threshold };
}

/**
 * GET /api/admin/status: `{ failedDeliveries: { messages, bookingMails, total },
 * retryingDeliveries: { … }, deliveryProblem, storage, bookingSurge }`:
 * `retryingDeliveries` the e-mails whose last attempt failed and that the
 * workers will try again, `deliveryProblem` what the latest failure means in
 * French (server/relay/mail-failure.ts) or null, so that the banner shows from
 * the first failed attempt;
 * `storage` being "ok", or "replaced" / "wal missing" when the inbox's file on
 * disk is no longer the one the server has open (server/sqlite.ts): the
 * server must be restarted, and /healthz says "degraded" too; `bookingSurge`
 * the bookings of the last hour (BookingSurge).
 */
export async function adminStatusRoutes(app: FastifyInstance, options: AdminContext): Promise<void> {
  app.get("/api/admin/status", { config: { admin: "lecture" } }, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    const now = options.now();
    const failedDeliveries = countFailedDeliveries(options.db, now);
    const retryingDeliveries = countRetryingDeliveries(options.db, now);
    const lastError =
      failedDeliveries.total + retryingDeliveries.total > 0 ? lastDeliveryError(options.db, now) : null;
    return {
      failedDeliveries,
      retryingDeliveries,
      deliveryProblem: lastError === null ? null : mailFailureNotice(lastError),
      storage: sqliteFileState(options.db),
      bookingSurge: bookingSurge(options.db, options.now()),
    };
  });
}
