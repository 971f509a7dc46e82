/**
 * The free slots of a booking format, computed with Temporal in Europe/Paris
 * time from content/booking.ts: the weekly availability of the format, minus
 * French public holidays (shared/public-holidays.ts: date-holidays, country FR, type "public" only),
 * one-off closures, slots closer than the minimum notice, days past the
 * horizon and slots already booked (whatever their format: the firm holds one
 * meeting at a time) and slots overlapping a block of the agenda (a slot, a
 * day or a period the firm closed in the back office, server/booking/agenda-store.ts).
 *
 * Local times are turned into instants with the time zone's rules, so a slot
 * keeps its wall-clock time across a daylight-saving change (08:30 is 08:30
 * +01:00 in winter and 08:30 +02:00 in summer). A local time that does not
 * exist (02:30 on the last Sunday of March) is no slot; one that happens twice
 * (02:30 on the last Sunday of October) is offered once, the first time.
 */
import { DAYS, type OpeningPeriod } from "../../config/values.ts";
import {
  type BookingClosure,
  bookingAvailability,
  bookingClosures,
  bookingRules,
} from "../../content/booking.ts";
import { frenchCalendarDay } from "../../shared/french-date.ts";
import { frenchPublicHolidays } from "../../shared/public-holidays.ts";

export const TIME_ZONE = bookingRules.timeZone;

/** A blocked stretch of time [start, end), for every format or the ones listed. */
interface ScheduleBlock {
  start: Temporal.Instant;
  end: Temporal.Instant;
  formats?: readonly string[];
}

/**
 * What the slots are computed from: content/booking.ts by default, with the
 * agenda's hours and blocks from the database (agenda-store.ts) at each request.
 */
export interface Schedule {
  slotMinutes: number;
  minimumNoticeHours: number;
  horizonDays: number;
  availability: Readonly<Record<string, readonly OpeningPeriod[]>>;
  /** Whole days (content/booking.yaml). */
  closures: readonly BookingClosure[];
  blocks: readonly ScheduleBlock[];
}

export const defaultSchedule: Schedule = {
  slotMinutes: bookingRules.slotMinutes,
  minimumNoticeHours: bookingRules.minimumNoticeHours,
  horizonDays: bookingRules.horizonDays,
  availability: bookingAvailability,
  closures: bookingClosures,
  blocks: [],
};

interface Slot {
  /** "2026-11-26T08:30:00+01:00": local time with its UTC offset. */
  start: string;
  /** "08:30" */
  time: string;
}

export interface SlotDay {
  /** "2026-11-26" (Europe/Paris). */
  date: string;
  /** « jeudi 26 novembre » */
  label: string;
  slots: Slot[];
}

function isHoliday(date: Temporal.PlainDate): boolean {
  return frenchPublicHolidays(date.year).has(date.toString());
}

function isClosed(date: Temporal.PlainDate, formatId: string, closures: readonly BookingClosure[]): boolean {
  const day = date.toString();
  return closures.some(
    (closure) =>
      closure.from <= day && day <= closure.to && (!closure.formats || closure.formats.includes(formatId)),
  );
}

/** "2026-11-26T08:30:00+01:00" */
export function offsetDateTime(zoned: Temporal.ZonedDateTime): string {
  return zoned.toString({ timeZoneName: "never", smallestUnit: "second" });
}

/** The start of a slot as the visitor sent it, if it is an exact instant (an offset or Z is required). */
export function parseSlotStart(value: unknown): Temporal.Instant | undefined {
  if (typeof value !== "string" || value.length > 40) return undefined;
  try {
    return Temporal.Instant.from(value);
  } catch {
    return undefined;
  }
}

/** The local start times of one day's periods (wall-clock), on the slot grid. */
function localStarts(periods: readonly OpeningPeriod[], date: Temporal.PlainDate, slotMinutes: number) {
  const day = DAYS[date.dayOfWeek - 1];
  const starts: Temporal.PlainTime[] = [];
  for (const period of periods) {
    if (!day || !period.days.includes(day)) continue;
    const opens = Temporal.PlainTime.from(period.opens);
    const closes = Temporal.PlainTime.from(period.closes);
    for (
      let time = opens;
      Temporal.PlainTime.compare(time.add({ minutes: slotMinutes }), closes) <= 0 &&
      Temporal.PlainTime.compare(time.add({ minutes: slotMinutes }), time) > 0;
      time = time.add({ minutes: slotMinutes })
    ) {
      starts.push(time);
    }
  }
  return starts.sort(Temporal.PlainTime.compare);
}

export interface SlotQuery {
  formatId: string;
  now: Temporal.Instant;
  /** Starts of the active bookings (any format). */
  taken: readonly Temporal.Instant[];
  schedule?: Schedule;
  /** Stop once this many free days are found (the next free slot needs one). */
  maxDays?: number;
}

/**
 * The days with at least one free slot, from today (Europe/Paris) for
 * `horizonDays` days. Empty for an unknown format.
 */
export function freeSlots({
  formatId,
  now,
  taken,
  schedule = defaultSchedule,
  maxDays = Number.POSITIVE_INFINITY,
}: SlotQuery): SlotDay[] {
  const periods = schedule.availability[formatId];
  if (!periods) return [];
  const slotMs = schedule.slotMinutes * 60_000;
  const earliest = now.add({ hours: schedule.minimumNoticeHours });
  const takenMs = taken.map((instant) => instant.epochMilliseconds);
  const overlapsTaken = (startMs: number) => takenMs.some((other) => Math.abs(other - startMs) < slotMs);
  const blocks = schedule.blocks
    .filter((block) => !block.formats || block.formats.includes(formatId))
    .map((block) => ({ start: block.start.epochMilliseconds, end: block.end.epochMilliseconds }));
  const overlapsBlock = (startMs: number) =>
    blocks.some((block) => block.start < startMs + slotMs && startMs < block.end);
  const today = now.toZonedDateTimeISO(TIME_ZONE).toPlainDate();
  const days: SlotDay[] = [];
  for (let offset = 0; offset < schedule.horizonDays && days.length < maxDays; offset++) {
    const date = today.add({ days: offset });
    if (isHoliday(date) || isClosed(date, formatId, schedule.closures)) continue;
    const slots: Slot[] = [];
    const seen = new Set<number>();
    for (const time of localStarts(periods, date, schedule.slotMinutes)) {
      // "compatible" moves a local time the spring change skips (02:30) past
      // the gap, to another wall-clock time: no slot then. A time the autumn
      // change repeats resolves to its first occurrence.
      const start = date.toPlainDateTime(time).toZonedDateTime(TIME_ZONE, { disambiguation: "compatible" });
      if (!start.toPlainTime().equals(time)) continue;
      const startMs = start.epochMilliseconds;
      if (seen.has(startMs)) continue;
      seen.add(startMs);
      if (Temporal.Instant.compare(start.toInstant(), earliest) < 0) continue;
      if (overlapsTaken(startMs) || overlapsBlock(startMs)) continue;
      slots.push({ start: offsetDateTime(start), time: time.toString({ smallestUnit: "minute" }) });
    }
    if (slots.length > 0)
      days.push({ date: date.toString(), label: frenchCalendarDay(date, { year: false }), slots });
  }
  return days;
}

/**
 * Whether `start` is a slot of the format now, free or booked: on the grid
 * of the format's hours, on an open day within the horizon, past the notice.
 * Whether it is free is the database's answer (its unique index).
 */
export function isOfferedSlot(
  formatId: string,
  start: Temporal.Instant,
  now: Temporal.Instant,
  schedule: Schedule = defaultSchedule,
): boolean {
  const wanted = start.epochMilliseconds;
  return freeSlots({ formatId, now, taken: [], schedule }).some((day) =>
    day.slots.some((slot) => Temporal.Instant.from(slot.start).epochMilliseconds === wanted),
  );
}
