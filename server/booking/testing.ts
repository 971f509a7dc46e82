/**
 * Test helpers for the bookings: an invitation (.ics) read back by a real
 * iCalendar parser (npm ical.js), its time zones registered, so that a test
 * checks the local time, the zone and the UTC offset a calendar would show.
 * Imported by the *.test.ts files only.
 */
import ICAL from "ical.js";
import { parseOpeningHours } from "../../config/values.ts";
import { defaultSchedule, type Schedule } from "./slots.ts";
import type { BookingDetails } from "./store.ts";

/** Tuesday 24 November 2026, 10:00 in Paris: the slots start on Wednesday 25 at 10:00 (24 h notice). */
export const WEEKDAY_MORNINGS_NOW = new Date("2026-11-24T09:00:00Z");

/** Fixed defaults, whatever content/booking.yaml says: weekdays 9:00–12:00 for phone and video. */
export const WEEKDAY_MORNINGS: Schedule = {
  ...defaultSchedule,
  slotMinutes: 30,
  minimumNoticeHours: 24,
  horizonDays: 28,
  availability: {
    telephone: parseOpeningHours("Mo-Fr 09:00-12:00"),
    visio: parseOpeningHours("Mo-Fr 09:00-12:00"),
  },
  closures: [],
  blocks: [],
};

export interface ParsedInvitation {
  method: string;
  uid: string;
  sequence: number;
  status: string;
  /** "2026-03-30T08:30:00": DTSTART as written, local time. */
  localStart: string;
  localEnd: string;
  /** The TZID of DTSTART. */
  zone: string;
  /** DTSTART's UTC offset in seconds (3600 in winter, 7200 in summer in Paris). */
  utcOffset: number;
  /** The instants, ISO 8601 UTC. */
  start: string;
  end: string;
  /** DTSTAMP as written: must end with Z (UTC). */
  stamp: string;
  /** The VTIMEZONE blocks' TZIDs. */
  timeZones: string[];
  summary: string;
  description: string;
  location: string;
  organizer: string;
  attendees: string[];
}

export function parseInvitation(text: string): ParsedInvitation {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zones = calendar.getAllSubcomponents("vtimezone");
  for (const zone of zones) ICAL.TimezoneService.register(zone);
  const vevent = calendar.getFirstSubcomponent("vevent");
  if (!vevent) throw new Error("no VEVENT in the invitation");
  const event = new ICAL.Event(vevent);
  const stamp = vevent.getFirstProperty("dtstamp");
  return {
    method: String(calendar.getFirstPropertyValue("method")),
    uid: event.uid,
    sequence: event.sequence,
    status: String(vevent.getFirstPropertyValue("status")),
    localStart: event.startDate.toString(),
    localEnd: event.endDate.toString(),
    zone: event.startDate.zone?.tzid ?? "",
    utcOffset: event.startDate.utcOffset(),
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    stamp: /^DTSTAMP:(.*)$/m.exec(text)?.[1]?.trim() ?? String(stamp?.getFirstValue()),
    timeZones: zones.map((zone) => String(zone.getFirstPropertyValue("tzid"))),
    summary: event.summary,
    description: event.description,
    location: event.location,
    // URI schemes are case-insensitive: "MAILTO:" is read as "mailto:".
    organizer: String(vevent.getFirstPropertyValue("organizer")).replace(/^mailto:/i, "mailto:"),
    attendees: vevent
      .getAllProperties("attendee")
      .map((property) => String(property.getFirstValue()).replace(/^mailto:/i, "mailto:")),
  };
}

/** A visitor's booking details, for the store's tests. */
export const HELENE_BOOKING: BookingDetails = {
  format: "visio",
  interest: "Bilan de compétences",
  lastName: "N'Diaye",
  firstName: "Hélène",
  email: "helene@exemple.fr",
  phone: "06 12 34 56 78",
  message: "",
};
