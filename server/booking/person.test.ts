/** The limit of bookings to come per person: who counts as the same person, and the store's check. */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { emailKey, phoneKey } from "./person.ts";
import { type BookingDetails, BookingStore, TooManyBookingsError } from "./store.ts";
import { HELENE_BOOKING as HELENE } from "./testing.ts";

const NOW = new Date("2026-11-24T09:00:00Z");

const slot = (start: string) => {
  const instant = Temporal.Instant.from(start);
  return { start: instant, end: instant.add({ minutes: 30 }) };
};

describe("the same person", () => {
  it("is the same e-mail address, whatever its case and spaces", () => {
    expect(emailKey("  Helene@Exemple.FR ")).toBe(emailKey("helene@exemple.fr"));
    expect(emailKey("helene+rdv@exemple.fr")).not.toBe(emailKey("helene@exemple.fr"));
  });

  it("is the same French number, whether written with 0, +33, 0033 or +33 (0)", () => {
    const keys = [
      "06 12 34 56 78",
      "0612345678",
      "06.12.34.56.78",
      "06-12-34-56-78",
      "+33 6 12 34 56 78",
      "+33612345678",
      "0033 6 12 34 56 78",
      "+33 (0)6 12 34 56 78",
      "+33(0)612345678",
    ].map(phoneKey);
    expect(new Set(keys)).toEqual(new Set(["+33612345678"]));
    expect(phoneKey("06 12 34 56 79")).not.toBe(phoneKey("06 12 34 56 78"));
    expect(phoneKey("01 12 34 56 78")).not.toBe(phoneKey("06 12 34 56 78"));
  });
});

describe("the store's limit of bookings to come per person", () => {
  let dir: string;
  let store: BookingStore;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "booking-person-"));
    store = BookingStore.open(path.join(dir, "inbox.sqlite"));
  });

  afterEach(async () => {
    store.close();
    await rm(dir, { recursive: true, force: true });
  });

  const create = (details: Partial<BookingDetails>, start: string, now = NOW) =>
    store.create({ ...HELENE, ...details }, slot(start), now, { mail: false, maxPerPerson: 2 });

  const refusal = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      return error instanceof TooManyBookingsError ? error.field : error;
    }
    return undefined;
  };

  it("refuses a third booking to come with the same e-mail address or phone number", () => {
    create({}, "2026-11-26T09:00:00Z");
    create({ email: " HELENE@exemple.fr", phone: "07 00 00 00 01" }, "2026-11-26T09:30:00Z");
    expect(refusal(() => create({ phone: "07 00 00 00 02" }, "2026-11-26T10:00:00Z"))).toBe("email");
    expect(
      refusal(() => create({ email: "autre@exemple.fr", phone: "07 00 00 00 01" }, "2026-11-26T10:00:00Z")),
    ).toBe(undefined);
    expect(
      refusal(() =>
        create({ email: "tierce@exemple.fr", phone: "+33 7 00 00 00 01" }, "2026-11-26T10:30:00Z"),
      ),
    ).toBe("phone");
    // Nothing was stored by the refusals.
    expect(store.list({ from: NOW })).toHaveLength(3);
  });

  it("counts only bookings to come and not cancelled", () => {
    const first = create({}, "2026-11-26T09:00:00Z");
    create({}, "2026-11-26T09:30:00Z");
    store.cancel(first.id, "visitor", NOW, { mail: false });
    expect(refusal(() => create({}, "2026-11-26T10:00:00Z"))).toBe(undefined);
    expect(refusal(() => create({}, "2026-11-26T10:30:00Z"))).toBe("email");
    // Once the meetings are over, the person may book again.
    const later = new Date("2026-11-26T11:00:00Z");
    expect(refusal(() => create({}, "2026-11-27T09:00:00Z", later))).toBe(undefined);
  });

  it("has no limit unless asked for one (the firm's own tools)", () => {
    for (const start of ["2026-11-26T09:00:00Z", "2026-11-26T09:30:00Z", "2026-11-26T10:00:00Z"]) {
      store.create(HELENE, slot(start), NOW, { mail: false });
    }
    expect(store.list({ from: NOW })).toHaveLength(3);
  });
});
