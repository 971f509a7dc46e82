/**
 * The links that cancel or move a booking carry a signed token:
 *
 *   <booking id>.<expiry, Unix seconds>.<HMAC-SHA256 of "booking:<id>.<expiry>", base64url>
 *
 * keyed with BOOKING_SECRET (config/server.ts). The expiry is the meeting's
 * end: past it the link only says that the meeting is over. Nothing personal
 * is in the token, the signature is compared in constant time, and a token
 * cannot be made for another booking or a later expiry without the secret.
 * The server also checks the booking itself (cancelled, moved earlier, purged).
 */
import { createHmac, timingSafeEqual } from "node:crypto";

const TOKEN = /^([1-9]\d{0,15})\.([1-9]\d{0,11})\.([A-Za-z0-9_-]{43})$/;

function signature(secret: string, id: number, expires: number): Buffer {
  return createHmac("sha256", secret).update(`booking:${id}.${expires}`).digest();
}

/** The token of booking `id`, valid until `expiresAt` (the meeting's end). */
export function signToken(secret: string, id: number, expiresAt: Temporal.Instant): string {
  const expires = Math.ceil(expiresAt.epochMilliseconds / 1000);
  return `${id}.${expires}.${signature(secret, id, expires).toString("base64url")}`;
}

export type TokenCheck =
  | { ok: true; id: number; expiresAt: Temporal.Instant }
  /** malformed: not a token at all (400); forged: bad signature (403); expired: past its expiry (410). */
  | { ok: false; reason: "malformed" | "forged" | "expired"; id?: number };

export function verifyToken(secret: string, token: unknown, now: Temporal.Instant): TokenCheck {
  if (typeof token !== "string") return { ok: false, reason: "malformed" };
  const match = TOKEN.exec(token);
  if (!match) return { ok: false, reason: "malformed" };
  const id = Number(match[1]);
  const expires = Number(match[2]);
  const given = Buffer.from(match[3] ?? "", "base64url");
  const expected = signature(secret, id, expires);
  if (!Number.isSafeInteger(id) || given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: "forged" };
  }
  const expiresAt = Temporal.Instant.fromEpochMilliseconds(expires * 1000);
  if (Temporal.Instant.compare(now, expiresAt) >= 0) return { ok: false, reason: "expired", id };
  return { ok: true, id, expiresAt };
}
