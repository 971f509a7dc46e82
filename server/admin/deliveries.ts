/**
 * E-mails that failed for good: the contact messages (messages.status) and
 * the bookings' e-mails (booking_mails.status), both in the inbox database.
 * The back office shows them as a banner on every page
 * (GET /api/admin/status) and /healthz reports them (server/health.ts), so
 * that a monitor can alert. A message stops counting once sent again or
 * deleted; a booking's e-mail once its meeting has begun (it no longer
 * serves, and the firm cannot send it again: it sees the booking in its agenda).
 */
import type { FastifyInstance } from "fastify";
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

/**
 * GET /api/admin/status: `{ failedDeliveries: { messages, bookingMails, total }, storage }`,
 * `storage` being "ok", or "replaced" / "wal missing" when the inbox's file on
 * disk is no longer the one the server has open (server/sqlite.ts): the
 * server must be restarted, and /healthz says "degraded" too.
 */
export async function adminStatusRoutes(app: FastifyInstance, options: AdminContext): Promise<void> {
  app.get("/api/admin/status", { config: { admin: "lecture" } }, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return {
      failedDeliveries: countFailedDeliveries(options.db, options.now()),
      storage: sqliteFileState(options.db),
    };
  });
}
