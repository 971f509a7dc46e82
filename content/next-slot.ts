/**
 * The « Prochain créneau libre » line of the service, city and bilan pages
 * (app/components/sections/next-slot.tsx, in their call-to-action band):
 * which booking formats a page concerns, in the order that wins a tie, the
 * words that name each, and the line's copy (content/booking-page.yaml,
 * `nextSlot`). One rule, from the pages' own data, never chosen page by page:
 *
 * - a city page: the meeting at the town's office (its `office`), then by
 *   phone and by video;
 * - a service given only at a distance (its programme's `courseMode` is
 *   only `online`): by phone and by video;
 * - every other page (the bilan, the topic pages, the other services): every
 *   format, phone and video first, then each office.
 *
 * The browser asks the booking API for the first free slot of each
 * (GET /api/booking/next) and shows the earliest. Read by the routes'
 * build-time loaders: the pages get the result as data, never this module.
 */
import { type BookingFormat, bookingFormats, officeFormatId } from "./booking.ts";
import { bookingPage } from "./booking-page.ts";
import { lowerFirst } from "./format.ts";
import type { OfficeId } from "./offices.ts";

/** A format the line may name: its id and its words after the time (« par téléphone »). */
interface NextSlotFormat {
  id: string;
  name: string;
}

/** What a page's line needs: its formats, in the order that wins a tie, and its copy. */
export interface NextSlotLine {
  formats: readonly NextSlotFormat[];
  /** « Prochain créneau libre : {slot}, {format}. » */
  text: string;
  /** The link's words: « Réserver ce créneau ». */
  link: string;
}

/** What a page says of itself that the rule reads. */
export interface NextSlotPage {
  /** A city page's office (content/cities/*.yaml `office`). */
  office?: OfficeId;
  /** A training's modes (content/services/*.yaml `schema.courseMode`). */
  courseMode?: readonly string[];
}

const isRemote = (format: BookingFormat) => format.kind === "phone" || format.kind === "video";

/** The formats a page concerns, in the order that wins a tie (the rule above). */
export function nextSlotFormats(page: NextSlotPage): BookingFormat[] {
  const remote = bookingFormats.filter(isRemote);
  const { office } = page;
  if (office) {
    const own = bookingFormats.filter((format) => format.id === officeFormatId(office));
    return [...own, ...remote];
  }
  const onlineOnly = page.courseMode?.every((mode) => mode === "online") === true;
  return onlineOnly ? remote : [...remote, ...bookingFormats.filter((format) => !isRemote(format))];
}

/** The line of a page, as its loader hands it to the call-to-action band. */
export function nextSlotLine(page: NextSlotPage = {}): NextSlotLine {
  return {
    formats: nextSlotFormats(page).map((format) => ({ id: format.id, name: lowerFirst(format.label) })),
    ...bookingPage.nextSlot,
  };
}
