import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { isIsoDate } from "../config/values.ts";
import {
  BOOKING_API,
  type BookingFormatKind,
  bookingAvailability,
  bookingClosures,
  bookingFormatById,
  bookingFormats,
  bookingManagePath,
  bookingPath,
  bookingRules,
  bookingSchema,
  officeFormatId,
} from "./booking.ts";
import { interestOptions } from "./contact.ts";
import { facts } from "./facts/index.ts";
import { countInWords } from "./format.ts";
import { parseRecord } from "./lib/collection.ts";
import { offices } from "./offices.ts";

const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return hours * 60 + minutes;
};

describe("booking paths and rules", () => {
  it("keeps the paths of the contract", () => {
    expect(bookingPath).toBe("/rendez-vous");
    expect(bookingManagePath).toBe(`${bookingPath}/gerer`);
    expect(BOOKING_API).toMatch(/^\/api\/[a-z-]+$/);
  });

  it("has rules a slot grid can be built from", () => {
    const { slotMinutes, minimumNoticeHours, horizonDays, timeZone } = bookingRules;
    expect(timeZone).toBe("Europe/Paris");
    for (const value of [slotMinutes, minimumNoticeHours, horizonDays]) {
      expect(Number.isInteger(value) && value > 0).toBe(true);
    }
    // The grid is the same every day and every hour.
    expect(60 % slotMinutes).toBe(0);
    // The notice leaves at least one day of the horizon bookable.
    expect(minimumNoticeHours).toBeLessThan(horizonDays * 24);
  });
});

describe("booking formats", () => {
  it("offers phone, video and one format per office, with unique ids and labels", () => {
    const ids = bookingFormats.map((format) => format.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(bookingFormats.map((format) => format.label)).size).toBe(ids.length);
    expect(bookingFormats.filter((format) => format.kind === "phone").map((f) => f.id)).toEqual([
      "telephone",
    ]);
    expect(bookingFormats.filter((format) => format.kind === "video").map((f) => f.id)).toEqual(["visio"]);
    const officeFormats = bookingFormats.filter((format) => format.kind === "office");
    expect(officeFormats.map((format) => format.officeId)).toEqual(offices.map((office) => office.id));
    for (const format of officeFormats) {
      expect(format.id).toBe(`bureau-${format.officeId}`);
      if (format.officeId) expect(format.id).toBe(officeFormatId(format.officeId));
    }
    const kinds: BookingFormatKind[] = ["phone", "video", "office"];
    expect(new Set(bookingFormats.map((format) => format.kind))).toEqual(new Set(kinds));
    for (const format of bookingFormats) {
      expect(format.id).toMatch(/^[a-z0-9-]+$/);
      expect(format.label).not.toMatch(/'/);
      expect(bookingFormatById(format.id)).toBe(format);
      if (format.kind !== "office") expect(format.officeId).toBeUndefined();
    }
    expect(bookingFormatById("nowhere")).toBeUndefined();
  });

  it("names the office in an office format's label", () => {
    for (const format of bookingFormats.filter((entry) => entry.kind === "office")) {
      const office = offices.find((entry) => entry.id === format.officeId);
      expect(format.label).toContain(office?.city);
    }
  });

  it("shares the contact form's interest list as topics (non-empty)", () => {
    expect(interestOptions.length).toBeGreaterThan(0);
  });
});

describe("weekly availability", () => {
  it("gives every format periods on the slot grid, each holding at least one slot", () => {
    expect(Object.keys(bookingAvailability).sort()).toEqual(bookingFormats.map((format) => format.id).sort());
    for (const format of bookingFormats) {
      const periods = bookingAvailability[format.id] ?? [];
      expect(periods.length).toBeGreaterThan(0);
      for (const period of periods) {
        expect(period.days.length).toBeGreaterThan(0);
        const opens = minutesOf(period.opens);
        const closes = minutesOf(period.closes);
        expect(opens % bookingRules.slotMinutes, `${format.id} opens on the grid`).toBe(0);
        expect(closes % bookingRules.slotMinutes, `${format.id} closes on the grid`).toBe(0);
        expect(closes - opens).toBeGreaterThanOrEqual(bookingRules.slotMinutes);
      }
    }
  });

  it("defaults phone and video to the firm's hours, Monday to Saturday, 8:30 to 20:00", () => {
    for (const id of ["telephone", "visio"]) {
      expect(bookingAvailability[id]).toEqual([
        { days: ["Mo", "Tu", "We", "Th", "Fr", "Sa"], opens: "08:30", closes: "20:00" },
      ]);
    }
  });

  it("follows each office's own hours for its format", () => {
    for (const office of offices) expect(bookingAvailability[`bureau-${office.id}`]).toEqual(office.hours);
  });
});

describe("one-off closures", () => {
  it("are whole days, in order, of known formats", () => {
    const known = new Set(bookingFormats.map((format) => format.id));
    for (const closure of bookingClosures) {
      expect(isIsoDate(closure.from) && isIsoDate(closure.to)).toBe(true);
      expect(closure.from <= closure.to).toBe(true);
      expect(closure.reason.trim()).not.toBe("");
      for (const id of closure.formats ?? []) expect(known.has(id), id).toBe(true);
    }
  });
});

describe("content/booking.yaml", () => {
  const file = readFileSync(new URL("./booking.yaml", import.meta.url), "utf8");
  /** The file with one line replaced, read with the booking's schema. */
  const readWith = (line: RegExp, replacement: string) => {
    expect(file).toMatch(line);
    return () => parseRecord(file.replace(line, replacement), "content/booking.yaml", bookingSchema);
  };

  it("gives phone or video hours of their own when the file sets them", () => {
    const settings = readWith(
      /^ {2}label: Par téléphone$/m,
      "  label: Par téléphone\n  hours: Mo-Fr 09:00-12:30",
    )();
    expect(settings.phone.hours).toEqual([
      { days: ["Mo", "Tu", "We", "Th", "Fr"], opens: "09:00", closes: "12:30" },
    ]);
    expect(settings.video.hours).toBeUndefined();
  });

  it("stops with the file, the line and the field when a rule, an hour or a closure is wrong", () => {
    const cases: [RegExp, string, RegExp][] = [
      [/^slotMinutes: .*$/m, "slotMinutes: 25", /ligne \d+, « slotMinutes » : doit diviser 60/],
      [/^horizonDays: .*$/m, "horizonDays: 1", /« minimumNoticeHours » : doit laisser au moins un jour/],
      [
        /^ {2}label: Par téléphone$/m,
        "  label: Par téléphone\n  hours: Mo-Sa 8h-20h",
        /« phone\.hours » : doit donner des horaires comme/,
      ],
      [
        /^ {2}label: En visioconférence$/m,
        "  label: En visioconférence\n  hours: Mo 08:15-12:00",
        /« video\.hours » : 08:15 ne tombe pas sur un début de créneau de 30 minutes/,
      ],
      [/^ {2}label: Au \{bureau\}$/m, "  label: Au bureau", /« office\.label » : doit contenir \{bureau\}/],
      [
        /^closures: \[\]$/m,
        "closures:\n  - from: 2026-12-24\n    to: 2026-12-24\n    formats: [bureau-nulle-part]\n    reason: Congés",
        /content\/booking\.yaml : une erreur[\s\S]*ligne 40, « closures\[0\]\.formats\[0\] » : doit être l’une des valeurs/,
      ],
      [
        /^closures: \[\]$/m,
        "closures:\n  - from: 2027-01-02\n    to: 2026-12-24\n    reason: Congés",
        /ligne 39, « closures\[0\]\.to » : doit être le même jour que « from » ou un jour suivant/,
      ],
      [
        /^alertBookingsPerHour: .*$/m,
        "alertBookingsPerHour: 0",
        /« alertBookingsPerHour » : doit être plus grand que zéro/,
      ],
      [
        /^alertBookingsPerHour: .*$/m,
        "alertBookingsPerHour: 2.5",
        /« alertBookingsPerHour » : doit être un nombre entier/,
      ],
      [/^alertBookingsPerHour: .*\n/m, "", /« alertBookingsPerHour »/],
    ];
    for (const [line, replacement, message] of cases) {
      expect(readWith(line, replacement), message.source).toThrow(message);
    }
  });
});

describe("the booking page's figures (content/facts/booking.ts)", () => {
  const page = readFileSync(new URL("./booking-page.yaml", import.meta.url), "utf8");
  /** The page's text without its comments: what the visitor reads. */
  const copy = page
    .split("\n")
    .filter((line) => !line.trimStart().startsWith("#"))
    .join("\n");

  it("are the rules of content/booking.yaml", () => {
    const { slotMinutes, horizonDays } = bookingRules;
    expect(facts().bookingSlotMinutes).toBe(`${slotMinutes} minutes`);
    expect(facts().bookingSlotMinutesWordsTitle?.toLowerCase()).toBe(facts().bookingSlotMinutesWords);
    expect(facts().bookingSlotMinutesWords).toBe(`${countInWords(slotMinutes, "feminine")} minutes`);
    expect(facts().bookingHorizon).toMatch(
      horizonDays % 7 === 0 && horizonDays >= 14
        ? new RegExp(`^${countInWords(horizonDays / 7, "feminine")} prochaines semaines$`)
        : new RegExp(`^${horizonDays} prochains jours$`),
    );
  });

  it("are quoted by the page, never typed in it", () => {
    const { slotMinutes } = bookingRules;
    for (const name of ["bookingSlotMinutes", "bookingHorizon"]) expect(copy).toContain(`{{${name}}}`);
    for (const typed of [
      `${slotMinutes} minutes`,
      `${slotMinutes} min`,
      countInWords(slotMinutes),
      "semaines",
    ]) {
      expect(copy.toLowerCase(), typed).not.toContain(typed);
    }
  });
});
