/**
 * E-mails that failed for good: the contact messages (messages.status) and
 * the bookings' e-mails (booking_mails.status), both in the inbox database.
 * The back office shows them as a banner on every page
 * (GET /api/admin/status) and /healthz reports them (server/health.ts), so
 * that a monitor can alert. A message stops counting once sent again or
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
 * GET /api/admin/status: `{ failedDeliveries: { messages, bookingMails, total }, storage, bookingSurge }`,
 * `storage` being "ok", or "replaced" / "wal missing" when the inbox's file on
 * disk is no longer the one the server has open (server/sqlite.ts): the
 * server must be restarted, and /healthz says "degraded" too; `bookingSurge`
 * the bookings of the last hour (BookingSurge).
 */
export async function adminStatusRoutes(app: FastifyInstance, options: AdminContext): Promise<void> {
  app.get("/api/admin/status", { config: { admin: "lecture" } }, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return {
      failedDeliveries: countFailedDeliveries(options.db, options.now()),
      storage: sqliteFileState(options.db),
      bookingSurge: bookingSurge(options.db, options.now()),
    };
  });
}
