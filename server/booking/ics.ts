/**
 * The invitation of a booking (RFC 5545), made by ical-generator: a VEVENT in
 * Europe/Paris time (DTSTART;TZID=Europe/Paris:…, with the zone's VTIMEZONE
 * from @touch4it/ical-timezones), METHOD:REQUEST while the booking holds and
 * METHOD:CANCEL once cancelled. Every version keeps the booking's UID; a move
 * or a cancellation raises the SEQUENCE, so calendars replace the event
 * instead of adding one (RFC 5546).
 */
import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from "ical-generator";
import type { FirmContact } from "../../content/site.ts";
import { TIME_ZONE } from "./slots.ts";
import type { Booking } from "./store.ts";

export interface InvitationOptions {
  /** The canonical site URL: its host completes the UID. */
  siteUrl: string;
  /** DTSTAMP: when this version of the invitation is made. */
  now: Date;
  summary: string;
  description: string;
  location: string;
  /** The page that manages the booking (the visitor's invitation only). */
  url?: string;
  /** The organizer: the firm's name and e-mail. */
  firm: FirmContact;
}

/** The UID of a booking's invitation: its random UUID at the site's host. */
function invitationUid(booking: Booking, siteUrl: string): string {
  return `${booking.uid}@${new URL(siteUrl).hostname}`;
}

/** The .ics text of `booking` as it stands: a request, or a cancellation once cancelled. */
export function invitation(booking: Booking, options: InvitationOptions): string {
  const cancelled = booking.status === "cancelled";
  const calendar = ical({
    prodId: { company: options.firm.name, product: "rendez-vous", language: "FR" },
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  // The generator alone, no calendar-wide zone: VTIMEZONE blocks are added
  // for the events' zones, and DTSTAMP stays in UTC as RFC 5545 requires.
  calendar.timezone({ name: null, generator: getVtimezoneComponent });
  calendar.createEvent({
    id: invitationUid(booking, options.siteUrl),
    sequence: booking.sequence,
    stamp: options.now,
    start: Temporal.Instant.from(booking.start).toZonedDateTimeISO(TIME_ZONE),
    end: Temporal.Instant.from(booking.end).toZonedDateTimeISO(TIME_ZONE),
    timezone: TIME_ZONE,
    summary: options.summary,
    description: options.description,
    location: options.location,
    url: options.url ?? null,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: options.firm.name, email: options.firm.email },
    attendees: [
      {
        name: `${booking.firstName} ${booking.lastName}`.replace(/\s+/g, " ").trim(),
        email: booking.email,
        role: ICalAttendeeRole.REQ,
        status: cancelled ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.ACCEPTED,
        rsvp: false,
      },
    ],
  });
  return calendar.toString();
}

/** A booking in the firm's calendar feed, with its words. */
export interface FeedEntry {
  booking: Booking;
  summary: string;
  description: string;
  location: string;
}

/**
 * The firm's calendar feed (a subscription, server/admin/agenda.ts): one
 * VEVENT per booking, in Europe/Paris time. No METHOD: a published calendar,
 * not an invitation; its UIDs differ from the invitations' so that a
 * calendar application holding both does not merge them.
 */
export function bookingsFeed(
  entries: readonly FeedEntry[],
  options: { siteUrl: string; now: Date; name: string; firm: FirmContact },
): string {
  const calendar = ical({
    prodId: { company: options.firm.name, product: "agenda", language: "FR" },
    name: options.name,
    // How often a calendar application should fetch it again, in seconds.
    ttl: 15 * 60,
  });
  calendar.timezone({ name: null, generator: getVtimezoneComponent });
  for (const { booking, summary, description, location } of entries) {
    calendar.createEvent({
      id: `agenda-${invitationUid(booking, options.siteUrl)}`,
      sequence: booking.sequence,
      stamp: options.now,
      start: Temporal.Instant.from(booking.start).toZonedDateTimeISO(TIME_ZONE),
      end: Temporal.Instant.from(booking.end).toZonedDateTimeISO(TIME_ZONE),
      timezone: TIME_ZONE,
      summary,
      description,
      location,
      status: ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
