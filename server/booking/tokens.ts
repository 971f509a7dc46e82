/**
 * The links that cancel or move a booking carry a signed token:
 *
 *   <booking id>.<expiry, Unix seconds>.<HMAC-SHA256 of "booking:<id>.<expiry>", base64url>
 *   <booking id>.<version>.<expiry>.<HMAC-SHA256 of "booking:<id>.<version>.<expiry>", base64url>
 *
 * keyed with BOOKING_SECRET (config/server.ts). The version is how many times
 * the booking was moved (bookingVersion): the first form is version 0 (so the
 * links of the e-mails already sent keep working), the second any later one.
 * A move makes a new version, so the links of the e-mails before it stop
 * working: whoever was given an old link (a forwarded e-mail, a shared
 * calendar) no longer sees nor changes the meeting. The expiry is the
 * meeting's end: past it the link only says that the meeting is over.
 *
 * Nothing personal is in the token, the signature is compared in constant
 * time, and a token cannot be made for another booking, version or a later
 * expiry without the secret. Each token has one spelling only: a number
 * written with a leading zero, or a signature whose last character carries
 * other unused bits (base64url of 32 bytes has two of them), is refused. The
 * server also checks the booking itself (cancelled, moved, purged).
 */
import { createHmac, timingSafeEqual } from "node:crypto";

const TOKEN = /^([1-9]\d{0,15})(?:\.([1-9]\d{0,5}))?\.([1-9]\d{0,11})\.([A-Za-z0-9_-]{43})$/;

function signature(secret: string, id: number, version: number, expires: number): Buffer {
  const signed = version === 0 ? `booking:${id}.${expires}` : `booking:${id}.${version}.${expires}`;
  return createHmac("sha256", secret).update(signed).digest();
}

/**
 * The version of a booking its links are signed for: one more per move. The
 * booking's SEQUENCE counts the moves and, once, the cancellation (which a
 * cancelled booking's links still show: « ce rendez-vous est annulé »).
 */
export function bookingVersion(booking: { sequence: number; status: "active" | "cancelled" }): number {
  return booking.sequence - (booking.status === "cancelled" ? 1 : 0);
}

/** The token of version `version` of booking `id`, valid until `expiresAt` (the meeting's end). */
export function signToken(secret: string, id: number, version: number, expiresAt: Temporal.Instant): string {
  const expires = Math.ceil(expiresAt.epochMilliseconds / 1000);
  const sign = signature(secret, id, version, expires).toString("base64url");
  return version === 0 ? `${id}.${expires}.${sign}` : `${id}.${version}.${expires}.${sign}`;
}

export type TokenCheck =
  | { ok: true; id: number; version: number; expiresAt: Temporal.Instant }
  /** malformed: not a token at all (400); forged: bad signature (403); expired: past its expiry (410). */
  | { ok: false; reason: "malformed" | "forged" | "expired"; id?: number };

export function verifyToken(secret: string, token: unknown, now: Temporal.Instant): TokenCheck {
  if (typeof token !== "string") return { ok: false, reason: "malformed" };
  const match = TOKEN.exec(token);
  if (!match) return { ok: false, reason: "malformed" };
  const id = Number(match[1]);
  const version = match[2] === undefined ? 0 : Number(match[2]);
  const expires = Number(match[3]);
  const spelled = match[4] ?? "";
  const given = Buffer.from(spelled, "base64url");
  const expected = signature(secret, id, version, expires);
  if (
    !Number.isSafeInteger(id) ||
    // Another spelling of the same bytes is not this token.
    given.toString("base64url") !== spelled ||
    given.length !== expected.length ||
    !timingSafeEqual(given, expected)
  ) {
    return { ok: false, reason: "forged" };
  }
  const expiresAt = Temporal.Instant.fromEpochMilliseconds(expires * 1000);
  if (Temporal.Instant.compare(now, expiresAt) >= 0) return { ok: false, reason: "expired", id };
  return { ok: true, id, version, expiresAt };
}
