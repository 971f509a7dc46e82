import { describe, expect, it } from "vitest";
import { parseOpeningHours } from "../../config/values.ts";
import {
  defaultSchedule,
  freeSlots,
  isOfferedSlot,
  parseSlotStart,
  type Schedule,
  type SlotDay,
} from "./slots.ts";

/** An instant given in Paris local time with its offset, e.g. "2026-11-24T10:07:00+01:00". */
const at = (text: string) => Temporal.Instant.from(text);

const slotsOf = (days: SlotDay[], date: string) => days.find((day) => day.date === date)?.slots ?? [];
const dates = (days: SlotDay[]) => days.map((day) => day.date);

function phoneSlots(now: string, schedule: Schedule = defaultSchedule, taken: Temporal.Instant[] = []) {
  return freeSlots({ formatId: "telephone", now: at(now), taken, schedule });
}

/** Every slot's label is the local time of its start, and its offset is Paris's at that instant. */
function expectConsistent(days: SlotDay[]): void {
  for (const day of days) {
    for (const slot of day.slots) {
      const zoned = Temporal.Instant.from(slot.start).toZonedDateTimeISO("Europe/Paris");
      expect(slot.start).toBe(`${day.date}T${slot.time}:00${zoned.offset}`);
      expect(zoned.toPlainDate().toString()).toBe(day.date);
    }
  }
}

describe("the weekly grid", () => {
  it("offers 30-minute slots from 8:30 to 19:30, Monday to Saturday, none on Sunday", () => {
    const days = phoneSlots("2026-11-02T07:00:00+01:00");
    const thursday = slotsOf(days, "2026-11-05");
    expect(thursday[0]).toEqual({ start: "2026-11-05T08:30:00+01:00", time: "08:30" });
    expect(thursday.at(-1)).toEqual({ start: "2026-11-05T19:30:00+01:00", time: "19:30" });
    expect(thursday).toHaveLength(23);
    expect(slotsOf(days, "2026-11-07")).toHaveLength(23); // Saturday
    expect(slotsOf(days, "2026-11-08")).toEqual([]); // Sunday
    for (const day of days) expect(Temporal.PlainDate.from(day.date).dayOfWeek).not.toBe(7);
    expectConsistent(days);
  });

  it("labels days in French", () => {
    const days = phoneSlots("2026-11-24T09:00:00+01:00");
    expect(days[0]).toMatchObject({ date: "2026-11-25", label: "mercredi 25 novembre" });
  });

  it("answers nothing for an unknown format", () => {
    expect(freeSlots({ formatId: "nowhere", now: at("2026-11-24T09:00:00+01:00"), taken: [] })).toEqual([]);
  });
});

describe("daylight saving time", () => {
  it("keeps the wall-clock hours across the last Sunday of March (+01:00 before, +02:00 after)", () => {
    const days = phoneSlots("2026-03-25T12:00:00+01:00");
    expect(slotsOf(days, "2026-03-28")[0]?.start).toBe("2026-03-28T08:30:00+01:00");
    expect(slotsOf(days, "2026-03-30")[0]?.start).toBe("2026-03-30T08:30:00+02:00");
    expect(at("2026-03-30T08:30:00+02:00").toString()).toBe("2026-03-30T06:30:00Z");
    expect(slotsOf(days, "2026-03-30").at(-1)?.start).toBe("2026-03-30T19:30:00+02:00");
    expectConsistent(days);
  });

  it("keeps the wall-clock hours across the last Sunday of October (+02:00 before, +01:00 after)", () => {
    const days = phoneSlots("2026-10-21T12:00:00+02:00");
    expect(slotsOf(days, "2026-10-24")[0]?.start).toBe("2026-10-24T08:30:00+02:00");
    expect(slotsOf(days, "2026-10-26")[0]?.start).toBe("2026-10-26T08:30:00+01:00");
    expect(at("2026-10-26T08:30:00+01:00").toString()).toBe("2026-10-26T07:30:00Z");
    expectConsistent(days);
  });

  /** A schedule open on Sunday nights, across the change itself. */
  const night: Schedule = {
    ...defaultSchedule,
    minimumNoticeHours: 1,
    availability: { telephone: parseOpeningHours("Su 01:00-04:00") },
  };

  it("offers no 02:00 or 02:30 on the night they do not exist (29 March 2026)", () => {
    const slots = slotsOf(phoneSlots("2026-03-27T12:00:00+01:00", night), "2026-03-29");
    expect(slots).toEqual([
      { start: "2026-03-29T01:00:00+01:00", time: "01:00" },
      { start: "2026-03-29T01:30:00+01:00", time: "01:30" },
      { start: "2026-03-29T03:00:00+02:00", time: "03:00" },
      { start: "2026-03-29T03:30:00+02:00", time: "03:30" },
    ]);
  });

  it("offers 02:00 and 02:30 once on the night they happen twice (25 October 2026)", () => {
    const slots = slotsOf(phoneSlots("2026-10-23T12:00:00+02:00", night), "2026-10-25");
    expect(slots.map((slot) => slot.start)).toEqual([
      "2026-10-25T01:00:00+02:00",
      "2026-10-25T01:30:00+02:00",
      "2026-10-25T02:00:00+02:00",
      "2026-10-25T02:30:00+02:00",
      "2026-10-25T03:00:00+01:00",
      "2026-10-25T03:30:00+01:00",
    ]);
    const instants = slots.map((slot) => Temporal.Instant.from(slot.start).epochMilliseconds);
    expect(new Set(instants).size).toBe(instants.length);
  });
});

describe("French public holidays", () => {
  it.each([
    ["Easter Monday", "2026-04-02T12:00:00+02:00", "2026-04-06", "2026-04-04", "2026-04-07"],
    ["Ascension", "2026-05-11T12:00:00+02:00", "2026-05-14", "2026-05-13", "2026-05-15"],
    ["14 July", "2026-07-10T12:00:00+02:00", "2026-07-14", "2026-07-13", "2026-07-15"],
    ["11 November", "2026-11-07T12:00:00+01:00", "2026-11-11", "2026-11-10", "2026-11-12"],
    ["1 November 2027 (a Monday)", "2027-10-27T12:00:00+02:00", "2027-11-01", "2027-10-30", "2027-11-02"],
    ["Christmas", "2026-12-21T12:00:00+01:00", "2026-12-25", "2026-12-24", "2026-12-26"],
  ])("closes %s, and opens the days around it", (_name, now, holiday, before, after) => {
    const days = dates(phoneSlots(now));
    expect(days).not.toContain(holiday);
    expect(days).toContain(before);
    expect(days).toContain(after);
    const tenOClock = Temporal.PlainDate.from(holiday)
      .toZonedDateTime({ timeZone: "Europe/Paris", plainTime: "10:00" })
      .toInstant();
    expect(isOfferedSlot("telephone", tenOClock, at(now))).toBe(false);
    expect(isOfferedSlot("telephone", tenOClock.add({ hours: 24 }), at(now))).toBe(true);
  });
});

describe("closures, notice, horizon and bookings", () => {
  it("closes the days of a closure, for every format or the ones it names", () => {
    const schedule: Schedule = {
      ...defaultSchedule,
      closures: [
        { from: "2026-12-28", to: "2026-12-31", reason: "Congés" },
        { from: "2027-01-04", to: "2027-01-04", formats: ["telephone"], reason: "Formation" },
      ],
    };
    const now = at("2026-12-21T12:00:00+01:00");
    const phone = dates(freeSlots({ formatId: "telephone", now, taken: [], schedule }));
    const video = dates(freeSlots({ formatId: "visio", now, taken: [], schedule }));
    for (const day of ["2026-12-28", "2026-12-29", "2026-12-30", "2026-12-31"]) {
      expect(phone).not.toContain(day);
      expect(video).not.toContain(day);
    }
    expect(phone).toContain("2027-01-02");
    expect(phone).not.toContain("2027-01-04");
    expect(video).toContain("2027-01-04");
  });

  it("starts no slot sooner than the minimum notice", () => {
    const now = "2026-11-24T10:07:00+01:00";
    const days = phoneSlots(now);
    expect(days[0]?.date).toBe("2026-11-25");
    expect(days[0]?.slots[0]?.start).toBe("2026-11-25T10:30:00+01:00");
    const earliest = at(now).add({ hours: 24 });
    for (const day of days) {
      for (const slot of day.slots)
        expect(Temporal.Instant.compare(slot.start, earliest)).toBeGreaterThanOrEqual(0);
    }
    // Exactly 24 hours ahead is bookable.
    expect(phoneSlots("2026-11-24T10:30:00+01:00")[0]?.slots[0]?.start).toBe("2026-11-25T10:30:00+01:00");
    // After the last slot of the day, the day after tomorrow opens at 8:30.
    expect(phoneSlots("2026-11-24T19:45:00+01:00")[0]?.slots[0]?.start).toBe("2026-11-26T08:30:00+01:00");
  });

  it("offers the next 28 days only, today included", () => {
    const days = phoneSlots("2026-11-24T10:00:00+01:00");
    expect(days.at(-1)?.date).toBe("2026-12-21");
    expect(isOfferedSlot("telephone", at("2026-12-21T10:00:00+01:00"), at("2026-11-24T10:00:00+01:00"))).toBe(
      true,
    );
    expect(isOfferedSlot("telephone", at("2026-12-22T10:00:00+01:00"), at("2026-11-24T10:00:00+01:00"))).toBe(
      false,
    );
  });

  it("leaves out a booked slot, for every format", () => {
    const now = "2026-11-24T10:00:00+01:00";
    const taken = [at("2026-11-26T09:00:00+01:00")];
    for (const formatId of ["telephone", "visio", "bureau-head"]) {
      const thursday = slotsOf(freeSlots({ formatId, now: at(now), taken }), "2026-11-26").map((s) => s.time);
      expect(thursday).toContain("08:30");
      expect(thursday).not.toContain("09:00");
      expect(thursday).toContain("09:30");
    }
  });

  it("knows an offered slot from anything else", () => {
    const now = at("2026-11-24T10:00:00+01:00");
    expect(isOfferedSlot("telephone", at("2026-11-26T09:00:00+01:00"), now)).toBe(true);
    // The same instant written in UTC.
    expect(isOfferedSlot("telephone", at("2026-11-26T08:00:00Z"), now)).toBe(true);
    expect(isOfferedSlot("telephone", at("2026-11-26T09:15:00+01:00"), now)).toBe(false); // off the grid
    expect(isOfferedSlot("telephone", at("2026-11-26T20:00:00+01:00"), now)).toBe(false); // closing time
    expect(isOfferedSlot("telephone", at("2026-11-29T10:00:00+01:00"), now)).toBe(false); // Sunday
    expect(isOfferedSlot("telephone", at("2026-11-24T16:00:00+01:00"), now)).toBe(false); // too soon
    expect(isOfferedSlot("nowhere", at("2026-11-26T09:00:00+01:00"), now)).toBe(false);
  });

  it("reads a start only with its offset", () => {
    expect(parseSlotStart("2026-11-26T09:00:00+01:00")?.toString()).toBe("2026-11-26T08:00:00Z");
    expect(parseSlotStart("2026-11-26T09:00:00")).toBeUndefined();
    expect(parseSlotStart("demain")).toBeUndefined();
    expect(parseSlotStart(42)).toBeUndefined();
  });
});
