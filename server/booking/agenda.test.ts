import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parseOpeningHours } from "../../config/values.ts";
import { clockTime } from "../../shared/french-day.ts";
import { describeBlock, readBlock, readWeeklyHours, weeklyHoursText } from "./agenda.ts";
import { AgendaStore } from "./agenda-store.ts";
import { BookingHttpError } from "./answers.ts";
import { freeSlots, type SlotDay } from "./slots.ts";
import { WEEKDAY_MORNINGS, WEEKDAY_MORNINGS_NOW } from "./testing.ts";

const NOW = WEEKDAY_MORNINGS_NOW;
const DEFAULTS = WEEKDAY_MORNINGS;

let dir: string;
let file: string;
const stores: AgendaStore[] = [];

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "agenda-"));
  file = path.join(dir, "inbox.sqlite");
});

afterEach(async () => {
  for (const store of stores.splice(0)) store.close();
  await rm(dir, { recursive: true, force: true });
});

function open(): AgendaStore {
  const store = AgendaStore.open(file, () => DEFAULTS);
  stores.push(store);
  return store;
}

/** The free slots of a format, as the server computes them now from `store`. */
function slotsNow(store: AgendaStore, format = "telephone"): SlotDay[] {
  const now = Temporal.Instant.fromEpochMilliseconds(NOW.getTime());
  return freeSlots({ formatId: format, now, taken: [], schedule: store.schedule(NOW) });
}

const dates = (days: SlotDay[]) => days.map((day) => day.date);
const startsOn = (days: SlotDay[], date: string) =>
  days.find((day) => day.date === date)?.slots.map((slot) => slot.start) ?? [];

/** The error `run` throws: a BookingHttpError. */
function refusal(run: () => unknown): BookingHttpError {
  try {
    run();
  } catch (error) {
    if (error instanceof BookingHttpError) return error;
    throw error;
  }
  throw new Error("no refusal");
}

describe("the schedule from the database", () => {
  it("follows the hours set by another connection at once, and the defaults once reset", () => {
    const server = open();
    const backOffice = open();
    const before = slotsNow(server);
    expect(dates(before)).toContain("2026-11-27"); // a Friday
    backOffice.setHours("telephone", "Sa 10:00-11:00", "gestion@cabinet.example", NOW);
    const changed = slotsNow(server);
    expect(changed.length).toBeGreaterThan(0);
    for (const day of changed) {
      expect(Temporal.PlainDate.from(day.date).dayOfWeek).toBe(6);
      expect(day.slots.map((slot) => slot.time)).toEqual(["10:00", "10:30"]);
    }
    // The other format keeps its hours.
    expect(slotsNow(server, "visio")).toEqual(before);
    expect(server.hoursOverrides()).toEqual([
      {
        format: "telephone",
        hours: "Sa 10:00-11:00",
        updatedAt: NOW.toISOString(),
        updatedBy: "gestion@cabinet.example",
      },
    ]);
    expect(backOffice.resetHours("telephone")).toBe(true);
    expect(backOffice.resetHours("telephone")).toBe(false);
    expect(slotsNow(server)).toEqual(before);
  });

  it("ignores hours of an unknown format and hours that no longer read", () => {
    const store = open();
    const before = slotsNow(store);
    store.setHours("ailleurs", "Sa 10:00-11:00", null, NOW);
    store.setHours("telephone", "n'importe quoi", null, NOW);
    expect(store.schedule(NOW).availability).toEqual(DEFAULTS.availability);
    expect(slotsNow(store)).toEqual(before);
  });

  it("removes exactly one slot for a slot block, at once for another connection", () => {
    const server = open();
    const backOffice = open();
    const [first, second, ...rest] = startsOn(slotsNow(server), "2026-11-26");
    expect(first).toBe("2026-11-26T09:00:00+01:00");
    const block = backOffice.addBlock(
      readBlock({ kind: "slot", start: second, reason: "Réunion d'équipe" }, { slotMinutes: 30, now: NOW }),
      null,
      NOW,
    );
    expect(startsOn(slotsNow(server), "2026-11-26")).toEqual([first, ...rest]);
    // Removed: the slot is back.
    expect(backOffice.removeBlock(block.id)).toBe(true);
    expect(backOffice.removeBlock(block.id)).toBe(false);
    expect(startsOn(slotsNow(server), "2026-11-26")).toEqual([first, second, ...rest]);
  });

  it("closes a whole Paris day, or a period of days inclusive, and nothing around them", () => {
    const store = open();
    const context = { slotMinutes: 30, now: NOW };
    store.addBlock(readBlock({ kind: "day", from: "2026-11-26", reason: "Formation" }, context), null, NOW);
    let days = dates(slotsNow(store));
    expect(days).not.toContain("2026-11-26");
    expect(days).toContain("2026-11-25");
    expect(days).toContain("2026-11-27");
    store.addBlock(
      readBlock({ kind: "period", from: "2026-11-30", to: "2026-12-02", reason: "Congés" }, context),
      null,
      NOW,
    );
    days = dates(slotsNow(store));
    for (const day of ["2026-11-30", "2026-12-01", "2026-12-02"]) expect(days).not.toContain(day);
    expect(days).toContain("2026-11-27");
    expect(days).toContain("2026-12-03");
  });

  it("closes only the formats a block names", () => {
    const store = open();
    store.addBlock(
      readBlock(
        { kind: "day", from: "2026-11-26", formats: ["visio"], reason: "Connexion en panne" },
        { slotMinutes: 30, now: NOW },
      ),
      null,
      NOW,
    );
    expect(dates(slotsNow(store, "visio"))).not.toContain("2026-11-26");
    expect(dates(slotsNow(store, "telephone"))).toContain("2026-11-26");
    expect(store.blocks(NOW)[0]?.formats).toEqual(["visio"]);
  });

  it("lists the blocks not over yet, soonest first", () => {
    const store = open();
    const context = { slotMinutes: 30, now: NOW };
    const later = store.addBlock(
      readBlock({ kind: "day", from: "2026-12-10", reason: "B" }, context),
      null,
      NOW,
    );
    const sooner = store.addBlock(
      readBlock({ kind: "day", from: "2026-12-01", reason: "A" }, context),
      null,
      NOW,
    );
    expect(store.blocks(NOW).map((block) => block.id)).toEqual([sooner.id, later.id]);
    expect(store.blocks(new Date("2026-12-05T00:00:00Z")).map((block) => block.id)).toEqual([later.id]);
    expect(store.schedule(new Date("2026-12-05T00:00:00Z")).blocks).toHaveLength(1);
  });

  it("keeps the calendar feed's key until it is replaced or revoked", () => {
    const store = open();
    expect(store.calendarFeed()).toBeUndefined();
    store.setCalendarFeed("a".repeat(64), NOW);
    store.setCalendarFeed("b".repeat(64), NOW);
    expect(store.calendarFeed()).toEqual({ hash: "b".repeat(64), createdAt: NOW.toISOString() });
    expect(store.revokeCalendarFeed()).toBe(true);
    expect(store.revokeCalendarFeed()).toBe(false);
    expect(store.calendarFeed()).toBeUndefined();
  });
});

describe("weekly hours typed by the firm", () => {
  it("accepts schema.org hours on the slot grid and writes them one way", () => {
    expect(readWeeklyHours("Mo-Fr 09:00-12:00;Sa 09:00-10:00", 30).hours).toBe(
      "Mo-Fr 09:00-12:00; Sa 09:00-10:00",
    );
    expect(readWeeklyHours("  Mo,Tu,We,Fr 14:00-18:00 ", 30).hours).toBe("Mo-We,Fr 14:00-18:00");
    expect(readWeeklyHours("Mo 09:15-12:45", 15).periods).toEqual([
      { days: ["Mo"], opens: "09:15", closes: "12:45" },
    ]);
    for (const text of ["Mo-Sa 08:30-20:00", "Mo,We,Fr 09:00-12:00; Tu-Th 14:00-17:00", "Su 10:00-11:00"]) {
      expect(weeklyHoursText(parseOpeningHours(text))).toBe(text);
    }
  });

  it("refuses anything else with a 422 and a French message", () => {
    for (const value of [
      "",
      "   ",
      42,
      undefined,
      "lundi 9h-12h",
      "Mo 12:00-09:00",
      "Mo 09:15-12:00",
      "x".repeat(300),
    ]) {
      const error = refusal(() => readWeeklyHours(value, 30));
      expect(error.statusCode).toBe(422);
      expect(error.code).toBe("invalid-hours");
      expect(error.message).toMatch(/\p{L}/u);
      // Words for someone using the back office's form, not the syntax to type.
      expect(error.message).not.toMatch(/Mo-|\b(?:Tu|We|Th|Sa|Su)\b|écrivez/);
    }
  });

  it("says what is wrong in days and times written in French", () => {
    const message = (value: string) => refusal(() => readWeeklyHours(value, 30)).message;
    // The range that ends before it starts: its day and both times.
    const backwards = message("Mo-Fr 09:00-12:00; Tu 14:00-12:00");
    expect(backwards).toMatch(/^Le mardi\b/);
    for (const time of ["14:00", "12:00"]) expect(backwards).toContain(clockTime(time));
    expect(message("We 10:00-10:00")).toMatch(/^Le mercredi\b/);
    // Off the grid: the day, the time, and the times around it that are on it.
    const off = message("Mo-Fr 09:00-12:00; Sa 09:10-12:00");
    expect(off).toMatch(/^Le samedi\b/);
    for (const time of ["09:10", "09:00", "09:30"]) expect(off).toContain(clockTime(time));
    expect(message("Mo-Fr 09:00-23:45")).not.toContain(clockTime("00:00"));
    // Several days at once, an hour that is none, days not read.
    expect(message("Mo-Fr 09:00-25:00")).toMatch(/^Du lundi au vendredi\b.*25:00/);
    expect(message("lundi 09:00-12:00")).toContain("lundi");
  });
});

describe("blocks asked by the firm", () => {
  const context = { slotMinutes: 30, now: NOW };

  it("makes a slot, a day (across a daylight-saving change) or a period, and describes them back", () => {
    const slot = readBlock({ kind: "slot", start: "2026-11-26T09:30:00+01:00", reason: "R" }, context);
    expect([slot.start.toString(), slot.end.toString()]).toEqual([
      "2026-11-26T08:30:00Z",
      "2026-11-26T09:00:00Z",
    ]);
    expect(describeBlock({ start: slot.start.toString(), end: slot.end.toString() })).toMatchObject({
      kind: "slot",
      from: "2026-11-26",
    });
    // Sunday 25 October 2026 lasts 25 hours in Paris.
    const day = readBlock(
      { kind: "day", from: "2026-10-25", reason: "R" },
      { ...context, now: new Date("2026-10-01") },
    );
    expect(day.end.epochMilliseconds - day.start.epochMilliseconds).toBe(25 * 3_600_000);
    expect(describeBlock({ start: day.start.toString(), end: day.end.toString() })).toMatchObject({
      kind: "day",
      from: "2026-10-25",
      to: "2026-10-25",
    });
    const period = readBlock(
      { kind: "period", from: "2026-12-24", to: "2027-01-01", reason: "Congés" },
      context,
    );
    const described = describeBlock({ start: period.start.toString(), end: period.end.toString() });
    expect(described).toMatchObject({ kind: "period", from: "2026-12-24", to: "2027-01-01" });
    expect(described.label).toContain("1er janvier 2027");
    expect(period.formats).toBeNull();
  });

  it("reads the formats: every one when absent or empty, duplicates once", () => {
    const base = { kind: "day", from: "2026-12-01", reason: "R" };
    expect(readBlock(base, context).formats).toBeNull();
    expect(readBlock({ ...base, formats: [] }, context).formats).toBeNull();
    expect(readBlock({ ...base, formats: ["visio", "visio", "telephone"] }, context).formats).toEqual([
      "visio",
      "telephone",
    ]);
  });

  it("refuses what is missing, unknown, reversed or over, with a message per field", () => {
    const fieldsOf = (body: Record<string, unknown>) => {
      const error = refusal(() => readBlock(body, context));
      expect(error.statusCode).toBe(422);
      return Object.keys(error.fields ?? {}).sort();
    };
    expect(fieldsOf({ kind: "week", reason: "R" })).toEqual(["kind"]);
    expect(fieldsOf({ kind: "slot", start: "demain", reason: "R" })).toEqual(["start"]);
    expect(fieldsOf({ kind: "slot", start: "2026-11-26T09:30:00", reason: "R" })).toEqual(["start"]);
    expect(fieldsOf({ kind: "day", from: "2026-02-30", reason: "R" })).toEqual(["from"]);
    expect(fieldsOf({ kind: "period", from: "2026-12-02", to: "2026-12-01", reason: "R" })).toEqual(["to"]);
    expect(fieldsOf({ kind: "day", from: "2026-11-23", reason: "R" })).toEqual(["from"]);
    expect(fieldsOf({ kind: "period", from: "2026-11-20", to: "2026-11-23", reason: "R" })).toEqual(["to"]);
    expect(fieldsOf({ kind: "slot", start: "2026-11-24T08:00:00+01:00", reason: "R" })).toEqual(["start"]);
    expect(fieldsOf({ kind: "day", from: "2026-12-01", formats: ["ailleurs"], reason: "R" })).toEqual([
      "formats",
    ]);
    expect(fieldsOf({ kind: "day", from: "2026-12-01", formats: "visio", reason: "R" })).toEqual(["formats"]);
    expect(fieldsOf({ kind: "day", from: "2026-12-01", reason: "  " })).toEqual(["reason"]);
    expect(fieldsOf({ kind: "day", from: "2026-12-01" })).toEqual(["reason"]);
  });
});
