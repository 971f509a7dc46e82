/**
 * Online booking of the free first meeting: the paths, the formats and the
 * availability, shared by the booking page (app) and the server
 * (server/booking/). Pure data: the server computes the free slots from it
 * (Europe/Paris time, French public holidays, closures, notice, horizon,
 * bookings already taken) and is the only judge of whether a slot is free.
 *
 * The firm edits:
 * - `bookingRules`: slot length, minimum notice, how far ahead;
 * - `bookingAvailability`: the weekly hours per format (schema.org opening
 *   hours, "Mo-Sa 08:30-20:00"); an office format follows the office's own
 *   hours (OFFICE_<ID>_HOURS, content/offices.ts), phone and video follow the
 *   firm's hours;
 * - `bookingClosures`: one-off closures (holidays of the firm, training days),
 *   whole days, for every format or some of them.
 * French public holidays are computed (date-holidays), never typed here.
 */
import { publicConfig } from "../config/public.ts";
import type { OpeningPeriod } from "../config/values.ts";
import { lowerFirst, typeset } from "./format.ts";
import { type OfficeId, offices } from "./offices.ts";

/** The booking page (pre-rendered; its « move » mode is `?deplacer=<token>`). */
export const bookingPath = "/rendez-vous";
/** The server-rendered page that shows, cancels or moves a booking: `?jeton=<token>`. */
export const bookingManagePath = "/rendez-vous/gerer";
/** The JSON API (same origin): `/slots`, POST itself, `/manage`, `/cancel`, `/move`. */
export const BOOKING_API = "/api/booking";

export type BookingFormatKind = "phone" | "video" | "office";

export interface BookingFormat {
  /** "telephone", "visio" or "bureau-<officeId>". */
  id: string;
  kind: BookingFormatKind;
  /** « Par téléphone », « En visioconférence », « Au siège de Melun ». */
  label: string;
  officeId?: OfficeId;
}

/** The official time zone of every slot, e-mail and invitation. */
const BOOKING_TIME_ZONE = "Europe/Paris";

export const bookingRules: {
  timeZone: typeof BOOKING_TIME_ZONE;
  slotMinutes: number;
  minimumNoticeHours: number;
  horizonDays: number;
} = {
  timeZone: BOOKING_TIME_ZONE,
  /** The free first meeting lasts 30 minutes: one slot. */
  slotMinutes: 30,
  /** A slot starts at least this long after the booking. */
  minimumNoticeHours: 24,
  /** Slots are offered on this many days, from today (today is day 1). */
  horizonDays: 28,
};

/** The format id of an office. */
export const officeFormatId = (officeId: OfficeId) => `bureau-${officeId}`;

export const bookingFormats: readonly BookingFormat[] = typeset([
  { id: "telephone", kind: "phone", label: "Par téléphone" },
  { id: "visio", kind: "video", label: "En visioconférence" },
  ...offices.map(
    (office): BookingFormat => ({
      id: officeFormatId(office.id),
      kind: "office",
      label: `Au ${lowerFirst(office.name)}`,
      officeId: office.id,
    }),
  ),
]);

/** The firm's hours (content/firm.yaml). */
const firmHours: readonly OpeningPeriod[] = publicConfig().FIRM_HOURS;

/**
 * When a format can be booked, week after week, in Europe/Paris local time.
 * Every period starts and ends on the slot grid (a multiple of `slotMinutes`
 * after midnight). Keyed by format id; every format has an entry.
 */
export const bookingAvailability: Readonly<Record<string, readonly OpeningPeriod[]>> = Object.fromEntries(
  bookingFormats.map((format) => {
    const office = offices.find((entry) => entry.id === format.officeId);
    return [format.id, office ? office.hours : firmHours];
  }),
);

export interface BookingClosure {
  /** First closed day, "2026-12-24" (Europe/Paris). */
  from: string;
  /** Last closed day, inclusive ("2027-01-02"); the same as `from` for one day. */
  to: string;
  /** The formats closed; every format when absent. */
  formats?: readonly string[];
  /** Why (for the firm; not shown to visitors). */
  reason: string;
}

/**
 * One-off closures, whole days, inclusive. For example
 * `{ from: "2026-12-24", to: "2027-01-02", reason: "Congés de fin d’année" }`
 * or, for one office only,
 * `{ from: "2027-02-15", to: "2027-02-15", formats: ["bureau-provins"], reason: "Travaux" }`.
 */
export const bookingClosures: readonly BookingClosure[] = [];

/** The format with this id, or undefined. */
export function bookingFormatById(id: string): BookingFormat | undefined {
  return bookingFormats.find((format) => format.id === id);
}
