/**
 * How long the contact form's messages are kept: the one value behind the
 * privacy policy (/politique-de-confidentialite), the RGPD notice (PDF) and
 * the relay's automatic purge (server/relay/retention.ts). Change it here and
 * all three follow; bump the privacy page's lastModified in the same commit.
 */
import { monthsText } from "../format.ts";

export const MESSAGE_RETENTION_MONTHS = 12;

/**
 * How long a booking of the free first meeting is kept after the meeting
 * (server/booking/store.ts purges it then): as long as a contact message,
 * since it serves the same purpose, answering a prospect's request, and the
 * firm may need it for a question about that meeting in the months after
 * (decision 028).
 */
export const BOOKING_RETENTION_MONTHS = 12;

/**
 * How long the audience measurement's daily counts are kept (decision 029):
 * at most the 25 months the CNIL sets for an audience measurement exempt
 * from consent. The privacy policy states it; the server purges after it
 * (server/analytics/plugin.ts).
 */
export const AUDIENCE_RETENTION_MONTHS = 25;

/** "12 mois" (no-break space): the period as the privacy texts write it. */
export function retentionText(months: number = MESSAGE_RETENTION_MONTHS): string {
  return monthsText(months);
}

/**
 * The instant before which a message is older than `months` calendar months:
 * 2027-03-15T10:00Z minus 12 months is 2026-03-15T10:00Z. A day the earlier
 * month lacks rolls over (31 May minus 3 months is 3 March), as in JavaScript.
 */
export function retentionCutoff(now: Date, months: number = MESSAGE_RETENTION_MONTHS): Date {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}
