/**
 * E-mails that failed for good: the contact messages (messages.status) and
 * the bookings' e-mails (booking_mails.status), both in the inbox database.
 * The back office shows them as a banner on every page
 * (GET /api/admin/status) and /healthz reports them (server/health.ts), so
 * that a monitor can alert. A message stops counting once sent again or
 * deleted.
 */
import type { FastifyInstance } from "fastify";
import type { SqliteDatabase } from "../sqlite.ts";
import type { AdminContext } from "./context.ts";

export interface FailedDeliveries {
  /** Contact messages whose every delivery attempt failed. */
  messages: number;
  /** Booking e-mails (confirmation, move, cancellation, reminder) whose every attempt failed. */
  bookingMails: number;
  total: number;
}

/** How many e-mails of the inbox database failed for good. */
export function countFailedDeliveries(db: SqliteDatabase): FailedDeliveries {
  const row = db
    .prepare<[], { messages: number; bookingMails: number }>(
      `SELECT (SELECT count(*) FROM messages WHERE status = 'failed') AS messages,
              (SELECT count(*) FROM booking_mails WHERE status = 'failed') AS bookingMails`,
    )
    .get();
  const messages = row?.messages ?? 0;
  const bookingMails = row?.bookingMails ?? 0;
  return { messages, bookingMails, total: messages + bookingMails };
}

/** GET /api/admin/status: `{ failedDeliveries: { messages, bookingMails, total } }`. */
export async function adminStatusRoutes(app: FastifyInstance, options: AdminContext): Promise<void> {
  app.get("/api/admin/status", { config: { admin: "lecture" } }, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return { failedDeliveries: countFailedDeliveries(options.db) };
  });
}
