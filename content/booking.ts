/**
 * Online booking of the free first meeting: the paths, the formats and the
 * availability, shared by the booking page (app) and the server
 * (server/booking/). The server computes the free slots from it (Europe/Paris
 * time, French public holidays, closures, notice, horizon, bookings already
 * taken) and is the only judge of whether a slot is free.
 *
 * The firm edits content/booking.yaml (checked by `bookingSchema`, read once
 * at build and when the server starts; the booking page quotes its figures
 * as facts, content/facts/booking.ts); the back office's agenda
 * (server/admin/agenda.ts) overrides a format's weekly hours and closes
 * slots, days or periods in the database, and the slots follow at once:
 * - the rules: slot length, minimum notice, how far ahead;
 * - the formats' labels and, for phone and video, their weekly hours
 *   (schema.org opening hours, "Mo-Sa 08:30-20:00"), the firm's hours when
 *   absent; an office format follows the office's own hours
 *   (content/firm.yaml, content/offices.ts);
 * - the one-off closures (holidays of the firm, training days), whole days,
 *   for every format or some of them.
 * French public holidays are computed (date-holidays), never typed.
 * The format ids are the bookings' records (server/booking/store.ts): they
 * stay here, not in the file.
 */

import { z } from "zod";
import { formatHour } from "../config/hours.ts";
import { publicConfig } from "../config/public.ts";
import { isIsoDate, type OpeningPeriod, parseOpeningHours } from "../config/values.ts";
import { lowerFirst, typeset } from "./format.ts";
import { text } from "./lib/fields.ts";
import { readFigures } from "./lib/figures.ts";
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

/** The placeholder of the office formats' label: the office's name, lower-cased first. */
const OFFICE_PLACEHOLDER = "{bureau}";

const count = z.number().int("doit être un nombre entier").positive("doit être plus grand que zéro");

/** Schema.org opening hours, read into periods; the message says what is expected. */
const weeklyHours = z.string().transform((value, context) => {
  try {
    return parseOpeningHours(value);
  } catch {
    context.addIssue({
      code: "custom",
      message: "doit donner des horaires comme « Mo-Fr 09:00-18:00; Sa 09:00-12:00 »",
    });
    return z.NEVER;
  }
});

const isoDate = z.string().refine(isIsoDate, "doit être une date comme 2026-12-24");

/** The format id of an office. */
export const officeFormatId = (officeId: OfficeId) => `bureau-${officeId}`;

/** The formats' ids (the bookings record them): phone, video, then one per office. */
const PHONE_FORMAT = "telephone";
const VIDEO_FORMAT = "visio";
const formatIds = [PHONE_FORMAT, VIDEO_FORMAT, ...offices.map((office) => officeFormatId(office.id))];

const closureSchema = z
  .strictObject({
    from: isoDate,
    to: isoDate,
    formats: z.array(z.enum(formatIds)).min(1, "doit compter au moins un format (ou être retiré)").optional(),
    reason: text,
  })
  .refine((closure) => closure.from <= closure.to, {
    message: "doit être le même jour que « from » ou un jour suivant",
    path: ["to"],
  });

const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return hours * 60 + minutes;
};

/**
 * The first opening or closing time of `periods` that is not the start of a
 * slot of `slotMinutes` (a multiple of it after midnight), if any: every
 * period must start and end on the slot grid (here and in the back office).
 */
export function offSlotGrid(periods: readonly OpeningPeriod[], slotMinutes: number): string | undefined {
  return periods
    .flatMap((period) => [period.opens, period.closes])
    .find((time) => minutesOf(time) % slotMinutes !== 0);
}

export const bookingSchema = z
  .strictObject({
    slotMinutes: count.refine(
      (minutes) => 60 % minutes === 0,
      "doit diviser 60 (par exemple 15, 20, 30 ou 60)",
    ),
    minimumNoticeHours: count,
    horizonDays: count,
    phone: z.strictObject({ label: text, hours: weeklyHours.optional() }),
    video: z.strictObject({ label: text, hours: weeklyHours.optional() }),
    office: z.strictObject({
      label: text.refine(
        (value) => value.includes(OFFICE_PLACEHOLDER),
        `doit contenir ${OFFICE_PLACEHOLDER}`,
      ),
    }),
    closures: z.array(closureSchema),
    alertBookingsPerHour: count,
  })
  .superRefine((data, context) => {
    if (data.minimumNoticeHours >= data.horizonDays * 24) {
      context.addIssue({
        code: "custom",
        path: ["minimumNoticeHours"],
        message: "doit laisser au moins un jour réservable avant la fin de horizonDays",
      });
    }
    for (const kind of ["phone", "video"] as const) {
      const off = offSlotGrid(data[kind].hours ?? [], data.slotMinutes);
      if (off) {
        context.addIssue({
          code: "custom",
          path: [kind, "hours"],
          message: `${off} ne tombe pas sur un début de créneau de ${data.slotMinutes} minutes`,
        });
      }
    }
    // The hours of another file a format follows (the firm's, an office's) must fall on the grid too.
    const followed = [
      ...(["phone", "video"] as const)
        .filter((kind) => data[kind].hours === undefined)
        .map(() => ({ whose: "du cabinet", hours: publicConfig().FIRM_HOURS })),
      ...offices.map((office) => ({ whose: `du bureau « ${office.name} »`, hours: office.hours })),
    ];
    for (const { whose, hours } of followed) {
      const off = offSlotGrid(hours, data.slotMinutes);
      if (off) {
        context.addIssue({
          code: "custom",
          path: ["slotMinutes"],
          message: `ne convient pas aux horaires ${whose} : ${formatHour(off)} ne tombe pas sur un début de créneau de ${data.slotMinutes} minutes`,
        });
        return;
      }
    }
  });

/** The values of content/booking.yaml the firm changes in the editor (« Rendez-vous en ligne »), with the schema's rules. */
export const BOOKING_LENGTH_PATHS = ["slotMinutes", "minimumNoticeHours", "horizonDays"] as const;

/**
 * Read without the facts (content/lib/figures.ts): the booking page's facts
 * (content/facts/booking.ts) are computed from these rules.
 */
const settings = readFigures("booking.yaml", bookingSchema);

export const bookingRules: {
  timeZone: typeof BOOKING_TIME_ZONE;
  slotMinutes: number;
  minimumNoticeHours: number;
  horizonDays: number;
} = {
  timeZone: BOOKING_TIME_ZONE,
  /** The free first meeting lasts one slot. */
  slotMinutes: settings.slotMinutes,
  /** A slot starts at least this long after the booking. */
  minimumNoticeHours: settings.minimumNoticeHours,
  /** Slots are offered on this many days, from today (today is day 1). */
  horizonDays: settings.horizonDays,
};

export const bookingFormats: readonly BookingFormat[] = typeset([
  { id: PHONE_FORMAT, kind: "phone", label: settings.phone.label },
  { id: VIDEO_FORMAT, kind: "video", label: settings.video.label },
  ...offices.map(
    (office): BookingFormat => ({
      id: officeFormatId(office.id),
      kind: "office",
      label: settings.office.label.split(OFFICE_PLACEHOLDER).join(lowerFirst(office.name)),
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
    const own = format.kind === "phone" || format.kind === "video" ? settings[format.kind].hours : undefined;
    return [format.id, office ? office.hours : (own ?? firmHours)];
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

/** The one-off closures (content/booking.yaml `closures`). */
export const bookingClosures: readonly BookingClosure[] = settings.closures;

/**
 * The back office shows an alert once this many bookings were made within an
 * hour (content/booking.yaml `alertBookingsPerHour`; server/admin/deliveries.ts).
 */
export const bookingAlertPerHour: number = settings.alertBookingsPerHour;

/** The format with this id, or undefined. */
export function bookingFormatById(id: string): BookingFormat | undefined {
  return bookingFormats.find((format) => format.id === id);
}
