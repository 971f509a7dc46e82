import { describe, expect, it } from "vitest";
import { firmContactOf, site } from "../../content/site.ts";
import { composeBookingMail, manageUrl } from "./mail.ts";
import type { Booking, BookingMail } from "./store.ts";
import { parseInvitation } from "./testing.ts";
import { signToken, verifyToken } from "./tokens.ts";

const SECRET = "test-secret-0123456789-abcdefghijklmnop";
const SITE_URL = "https://www.cabinet.example";
const ADDRESSES = { to: "equipe@cabinet.example", from: "Site <no-reply@cabinet.example>" };

function booking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: 7,
    uid: "5f0c3b1e-7d1a-4a43-9d7b-0c1f3f1c2a10",
    createdAt: "2026-03-20T10:00:00.000Z",
    updatedAt: "2026-03-20T10:00:00.000Z",
    status: "active",
    cancelledAt: null,
    cancelledBy: null,
    // Monday 30 March 2026, 8:30 in Paris: the day after the change to summer time.
    start: "2026-03-30T06:30:00Z",
    end: "2026-03-30T07:00:00Z",
    sequence: 0,
    format: "bureau-head",
    interest: "Bilan de compétences",
    lastName: "N'Diaye",
    firstName: "Hélène",
    email: "helene@exemple.fr",
    phone: "06 12 34 56 78",
    message: "Bonjour,\nà bientôt.",
    reminderQueuedAt: null,
    ...overrides,
  };
}

function mail(kind: BookingMail["kind"], recipient: BookingMail["recipient"], item = booking()): BookingMail {
  return { id: 1, attempts: 0, kind, recipient, previousStart: null, booking: item };
}

const compose = (item: BookingMail, contact = firmContactOf()) =>
  composeBookingMail(item, {
    addresses: ADDRESSES,
    secret: SECRET,
    siteUrl: SITE_URL,
    contact,
    now: new Date("2026-03-20T10:00:01Z"),
  });

function icsOf(composed: ReturnType<typeof compose>) {
  const attachments = composed.attachments ?? [];
  expect(attachments).toHaveLength(1);
  const [attachment] = attachments;
  expect(attachment?.filename).toBe("rendez-vous.ics");
  return { type: String(attachment?.contentType), ics: parseInvitation(String(attachment?.content)) };
}

describe("the visitor's confirmation", () => {
  it("goes to the visitor, replies to the firm, and tells the date, place and manage link in French", () => {
    const composed = compose(mail("confirmed", "visitor"));
    expect(composed.to).toEqual({ name: "Hélène N'Diaye", address: "helene@exemple.fr" });
    expect(composed.replyTo).toEqual({ name: site.name, address: site.email });
    expect(composed.subject).toBe(
      "Votre premier entretien est confirmé\u00a0: lundi 30 mars 2026 à 8\u202fh\u202f30",
    );
    const text = String(composed.text);
    expect(text).toContain("lundi 30 mars 2026, de 8\u202fh\u202f30 à 9\u202fh (heure de Paris)");
    expect(text).toContain("Au siège de");
    const link = manageUrl(booking(), SECRET, SITE_URL);
    expect(link).toMatch(/^https:\/\/www\.cabinet\.example\/rendez-vous\/gerer\?jeton=7\.\d+\.[\w-]{43}$/);
    expect(text).toContain(link);
    expect(String(composed.html)).toContain(`href="${link}"`);
  });

  it("signs, replies to and organizes with the firm's contact it is given (the build answered's)", () => {
    const contact = {
      name: "Cabinet publié",
      phone: "01 23 45 67 89",
      phoneUri: "tel:+33123456789",
      email: "accueil@publie.example",
    };
    const composed = compose(mail("confirmed", "visitor"), contact);
    expect(composed.replyTo).toEqual({ name: contact.name, address: contact.email });
    expect(String(composed.text)).toContain(`${contact.name}\n${contact.phone} — ${contact.email}`);
    expect(String(composed.text)).not.toContain(site.phone);
    const { ics } = icsOf(composed);
    expect(JSON.stringify(ics)).toContain(contact.email);
  });

  it("carries an invitation in Paris time with the summer offset, METHOD:REQUEST", () => {
    const { type, ics } = icsOf(compose(mail("confirmed", "visitor")));
    expect(type).toBe("text/calendar; charset=utf-8; method=REQUEST");
    expect(ics).toMatchObject({
      method: "REQUEST",
      uid: "5f0c3b1e-7d1a-4a43-9d7b-0c1f3f1c2a10@www.cabinet.example",
      sequence: 0,
      status: "CONFIRMED",
      localStart: "2026-03-30T08:30:00",
      localEnd: "2026-03-30T09:00:00",
      zone: "Europe/Paris",
      utcOffset: 7200,
      start: "2026-03-30T06:30:00.000Z",
      end: "2026-03-30T07:00:00.000Z",
      timeZones: ["Europe/Paris"],
      organizer: `mailto:${site.email}`,
      attendees: ["mailto:helene@exemple.fr"],
    });
    expect(ics.stamp).toMatch(/^\d{8}T\d{6}Z$/);
  });

  it("uses the winter offset for a winter meeting", () => {
    const winter = booking({ start: "2026-11-26T07:30:00Z", end: "2026-11-26T08:00:00Z" });
    const { ics } = icsOf(compose(mail("confirmed", "firm", winter)));
    expect(ics).toMatchObject({
      localStart: "2026-11-26T08:30:00",
      utcOffset: 3600,
      start: "2026-11-26T07:30:00.000Z",
    });
  });
});

describe("the first of a month", () => {
  // Tuesday 1 December 2026, 8:30 to 9:00 in Paris.
  const first = booking({ start: "2026-12-01T07:30:00Z", end: "2026-12-01T08:00:00Z" });
  const DAY = "mardi 1er décembre 2026";

  it("is « 1er » in every e-mail's subject and text, to the visitor and to the firm", () => {
    for (const kind of ["confirmed", "moved", "cancelled", "reminder"] as const) {
      for (const recipient of ["visitor", "firm"] as const) {
        const item = { ...mail(kind, recipient, first), previousStart: "2026-11-01T09:00:00Z" };
        const composed = compose(item);
        const words = `${composed.subject}\n${composed.text}\n${composed.html}`;
        expect(composed.subject, `${kind} → ${recipient}`).toContain(DAY);
        expect(words).not.toMatch(/\b1 (?:décembre|novembre)/);
        if (kind === "moved") expect(String(composed.text)).toContain("dimanche 1er novembre 2026");
      }
    }
    expect(String(compose(mail("confirmed", "visitor", first)).text)).toContain(
      `${DAY}, de 8\u202fh\u202f30 à 9\u202fh (heure de Paris)`,
    );
  });

  it("is « 1er » in the invitation's DESCRIPTION, and the SUMMARY names no bare day", () => {
    for (const recipient of ["visitor", "firm"] as const) {
      const { ics } = icsOf(compose(mail("confirmed", recipient, first)));
      expect(ics.description, recipient).toContain(`${DAY}, de 8\u202fh\u202f30 à 9\u202fh (heure de Paris)`);
      expect(ics.description).toContain("Sujet\u00a0: Bilan de compétences");
      expect(`${ics.summary}\n${ics.description}`).not.toMatch(/\b1 décembre/);
      expect(ics.localStart).toBe("2026-12-01T08:30:00");
    }
  });
});

describe("moves and cancellations", () => {
  it("keeps the UID and raises the SEQUENCE for a move, naming the old time", () => {
    const moved = booking({ sequence: 1, start: "2026-03-31T15:00:00Z", end: "2026-03-31T15:30:00Z" });
    const composed = compose({ ...mail("moved", "visitor", moved), previousStart: "2026-03-30T06:30:00Z" });
    expect(composed.subject).toContain("déplacé");
    expect(String(composed.text)).toContain("il était prévu le lundi 30 mars 2026 à 8\u202fh\u202f30");
    const { ics } = icsOf(composed);
    expect(ics).toMatchObject({ method: "REQUEST", sequence: 1, localStart: "2026-03-31T17:00:00" });
    expect(ics.uid).toBe(icsOf(compose(mail("confirmed", "visitor"))).ics.uid);
  });

  it("sends METHOD:CANCEL with the same UID once cancelled, to both", () => {
    const cancelled = booking({ status: "cancelled", cancelledBy: "visitor", sequence: 1 });
    for (const recipient of ["visitor", "firm"] as const) {
      const composed = compose(mail("cancelled", recipient, cancelled));
      expect(composed.subject).toMatch(/annulé/);
      const { type, ics } = icsOf(composed);
      expect(type).toContain("method=CANCEL");
      expect(ics).toMatchObject({ method: "CANCEL", status: "CANCELLED", sequence: 1 });
      expect(ics.uid).toBe("5f0c3b1e-7d1a-4a43-9d7b-0c1f3f1c2a10@www.cabinet.example");
    }
  });
});

describe("the firm's e-mail and the reminder", () => {
  it("goes to MAIL_TO, replies to the visitor, and holds everything she typed", () => {
    const composed = compose(mail("confirmed", "firm"));
    expect(composed.to).toBe(ADDRESSES.to);
    expect(composed.from).toBe(ADDRESSES.from);
    expect(composed.replyTo).toEqual({ name: "Hélène N'Diaye", address: "helene@exemple.fr" });
    const text = String(composed.text);
    for (const value of [
      "helene@exemple.fr",
      "06 12 34 56 78",
      "Bilan de compétences",
      "Bonjour,\nà bientôt.",
    ]) {
      expect(text).toContain(value);
    }
    expect(icsOf(composed).ics.method).toBe("REQUEST");
  });

  it("reminds the visitor without an invitation, with the manage link", () => {
    const composed = compose(mail("reminder", "visitor"));
    expect(composed.subject).toMatch(/^Rappel/);
    expect(composed.attachments).toBeUndefined();
    expect(String(composed.text)).toContain(manageUrl(booking(), SECRET, SITE_URL));
  });

  it("escapes what the visitor typed in the HTML part", () => {
    const composed = compose(mail("confirmed", "firm", booking({ message: "<script>alert(1)</script>" })));
    expect(String(composed.html)).not.toContain("<script>");
    expect(String(composed.html)).toContain("&lt;script&gt;");
  });
});

describe("the manage tokens", () => {
  const end = Temporal.Instant.from("2026-03-30T07:00:00Z");
  const before = Temporal.Instant.from("2026-03-30T06:59:59Z");

  it("name the booking and its version, and work until the meeting's end", () => {
    const token = signToken(SECRET, 7, 0, end);
    expect(token).toMatch(/^7\.\d+\.[\w-]{43}$/);
    expect(verifyToken(SECRET, token, before)).toMatchObject({ ok: true, id: 7, version: 0 });
    expect(verifyToken(SECRET, token, end)).toEqual({ ok: false, reason: "expired", id: 7 });
    const moved = signToken(SECRET, 7, 2, end);
    expect(moved).toMatch(/^7\.2\.\d+\.[\w-]{43}$/);
    expect(verifyToken(SECRET, moved, before)).toMatchObject({ ok: true, id: 7, version: 2 });
  });

  it("cannot be given another version without the secret", () => {
    const [id, expires, signature] = signToken(SECRET, 7, 0, end).split(".");
    expect(verifyToken(SECRET, `${id}.1.${expires}.${signature}`, before)).toEqual({
      ok: false,
      reason: "forged",
    });
    const [, , laterExpires, laterSignature] = signToken(SECRET, 7, 1, end).split(".");
    expect(verifyToken(SECRET, `${id}.${laterExpires}.${laterSignature}`, before)).toEqual({
      ok: false,
      reason: "forged",
    });
    expect(verifyToken(SECRET, `${id}.0.${expires}.${signature}`, before)).toEqual({
      ok: false,
      reason: "malformed",
    });
  });

  it("have one spelling: the same signature bytes written otherwise are refused", () => {
    const token = signToken(SECRET, 7, 0, end);
    const last = token.at(-1) ?? "";
    // The last of 43 base64url characters carries 4 bits of the signature and 2 unused ones.
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const index = alphabet.indexOf(last);
    const others = [1, 2, 3].map((low) => `${token.slice(0, -1)}${alphabet[(index & ~3) | low]}`);
    for (const other of others) {
      expect(Buffer.from(other.split(".")[2] ?? "", "base64url")).toEqual(
        Buffer.from(token.split(".")[2] ?? "", "base64url"),
      );
      expect(verifyToken(SECRET, other, before)).toEqual({ ok: false, reason: "forged" });
    }
    expect(verifyToken(SECRET, token, before)).toMatchObject({ ok: true });
  });

  it("refuse another secret, another booking, a later expiry or anything malformed", () => {
    const token = signToken(SECRET, 7, 0, end);
    const [id, expires, signature] = token.split(".");
    expect(verifyToken(`${SECRET}x`, token, before)).toEqual({ ok: false, reason: "forged" });
    expect(verifyToken(SECRET, `8.${expires}.${signature}`, before)).toEqual({ ok: false, reason: "forged" });
    expect(verifyToken(SECRET, `${id}.${Number(expires) + 3600}.${signature}`, before)).toEqual({
      ok: false,
      reason: "forged",
    });
    const flipped = `${signature?.startsWith("A") ? "B" : "A"}${signature?.slice(1)}`;
    expect(verifyToken(SECRET, `${id}.${expires}.${flipped}`, before)).toEqual({
      ok: false,
      reason: "forged",
    });
    for (const bad of ["", "7", "7.123", `${token}x`, "0.1.abc", undefined, 7, "<script>"]) {
      expect(verifyToken(SECRET, bad, before)).toEqual({ ok: false, reason: "malformed" });
    }
  });
});
