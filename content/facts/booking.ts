/**
 * Facts of the booking page (content/booking-page.yaml): the free first
 * meeting's length and how far ahead it can be booked, computed from the
 * booking rules (content/booking.yaml through content/booking.ts), never
 * typed. content/booking.ts reads its file without the facts
 * (content/lib/figures.ts), so this module can import it.
 */
import { bookingRules } from "../booking.ts";
import { countInWords, upperFirst } from "../format.ts";

/** « quatre prochaines semaines » when the horizon is whole weeks, else « 10 prochains jours » (today only: « prochaines 24 heures »). */
function horizonText(days: number): string {
  const weeks = days / 7;
  if (Number.isInteger(weeks) && weeks >= 2) return `${countInWords(weeks, "feminine")} prochaines semaines`;
  return days >= 2 ? `${days} prochains jours` : "prochaines 24 heures";
}

/** The booking page's facts, by name (content/facts/index.ts merges every section). */
export function bookingFacts(): Record<string, string> {
  const { slotMinutes, horizonDays } = bookingRules;
  const inWords = `${countInWords(slotMinutes, "feminine")} minutes`;
  return {
    /** The first meeting's length (one slot): « 30 minutes ». */
    bookingSlotMinutes: `${slotMinutes} minutes`,
    /** The same in words: « trente minutes »; capitalised to open a sentence: « Trente minutes ». */
    bookingSlotMinutesWords: inWords,
    bookingSlotMinutesWordsTitle: upperFirst(inWords),
    /** The days offered, to follow « des » or « dans les »: « quatre prochaines semaines ». */
    bookingHorizon: horizonText(horizonDays),
  };
}
