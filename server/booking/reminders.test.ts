import { describe, expect, it } from "vitest";
import { reminderDueAt, reminderIsDue } from "./reminders.ts";
import type { Booking } from "./store.ts";

function booking(start: string, overrides: Partial<Booking> = {}): Booking {
  const instant = Temporal.Instant.from(start);
  return {
    id: 1,
    uid: "u",
    createdAt: "2026-11-20T09:00:00.000Z",
    updatedAt: "2026-11-20T09:00:00.000Z",
    status: "active",
    cancelledAt: null,
    cancelledBy: null,
    start: instant.toString(),
    end: instant.add({ minutes: 30 }).toString(),
    sequence: 0,
    format: "visio",
    interest: "Coaching",
    lastName: "N'Diaye",
    firstName: "Hélène",
    email: "helene@exemple.fr",
    phone: "06 12 34 56 78",
    message: "",
    reminderQueuedAt: null,
    ...overrides,
  };
}

const at = (text: string) => Temporal.Instant.from(text);

describe("the reminder the day before", () => {
  it("is due at 10:00 Paris time the day before, in winter and in summer", () => {
    expect(reminderDueAt(at("2026-11-26T08:30:00+01:00")).toString()).toBe("2026-11-25T09:00:00Z");
    expect(reminderDueAt(at("2026-06-10T19:30:00+02:00")).toString()).toBe("2026-06-09T08:00:00Z");
    // The day before is the last Sunday of March: 10:00 is already summer time.
    expect(reminderDueAt(at("2026-03-30T08:30:00+02:00")).toString()).toBe("2026-03-29T08:00:00Z");
  });

  it("goes from that moment, once, for an active booking made before it", () => {
    const meeting = booking("2026-11-26T08:30:00+01:00");
    expect(reminderIsDue(meeting, at("2026-11-25T09:59:00+01:00"))).toBe(false);
    expect(reminderIsDue(meeting, at("2026-11-25T10:00:00+01:00"))).toBe(true);
    expect(reminderIsDue(meeting, at("2026-11-26T06:00:00+01:00"))).toBe(true);
    expect(
      reminderIsDue(
        { ...meeting, reminderQueuedAt: "2026-11-25T09:00:00.000Z" },
        at("2026-11-25T12:00:00+01:00"),
      ),
    ).toBe(false);
    expect(reminderIsDue({ ...meeting, status: "cancelled" }, at("2026-11-25T12:00:00+01:00"))).toBe(false);
  });

  it("is not sent for a booking made or moved after that moment, nor within 2 hours of the meeting", () => {
    const late = booking("2026-11-26T18:00:00+01:00", { updatedAt: "2026-11-25T11:00:00.000Z" });
    expect(reminderIsDue(late, at("2026-11-25T15:00:00+01:00"))).toBe(false);
    const soon = booking("2026-11-26T08:30:00+01:00");
    expect(reminderIsDue(soon, at("2026-11-26T06:31:00+01:00"))).toBe(false);
  });
});
