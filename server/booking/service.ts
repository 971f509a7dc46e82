/**
 * The booking's operations, whatever the route that asks for them: the free
 * slots, book, find a booking by its signed token (tokens.ts), cancel, move;
 * and the firm's cancel and move (the back office, server/admin/agenda.ts).
 * The slots follow the schedule as it stands at each call (the agenda's
 * hours and blocks, agenda-store.ts). Each checks what it is given (the
 * contact form's field rules, shared/contact-validation.ts; a slot still
 * offered) and refuses with a
 * BookingHttpError (answers.ts) and a French message. A booking is confirmed
 * only once committed; its e-mails are queued with it (store.ts) and the
 * delivery worker nudged (lifecycle.ts).
 */
import type { FastifyRequest } from "fastify";
import { bookingFormatById, bookingManagePath } from "../../content/booking.ts";
import { frenchTypography } from "../../content/format.ts";
import type { FirmContact } from "../../content/site.ts";
import { FIELD_MAX_LENGTH, HONEYPOT_FIELD, validateContact } from "../../shared/contact-validation.ts";
import { dayAndTime } from "../../shared/french-day.ts";
import { describeError, type RelayLogger } from "../relay/delivery.ts";
import { BookingHttpError } from "./answers.ts";
import { cancelAsFirm } from "./firm.ts";
import { manageUrl } from "./mail.ts";
import type { ManageState } from "./pages.ts";
import {
  freeSlots,
  isOfferedSlot,
  offsetDateTime,
  parseSlotStart,
  type Schedule,
  TIME_ZONE,
} from "./slots.ts";
import { type Booking, type BookingStore, SlotTakenError, TooManyBookingsError } from "./store.ts";
import { bookingVersion, verifyToken } from "./tokens.ts";

const SLOT_TAKEN =
  "Ce créneau vient d’être réservé ou n’est plus disponible. Choisissez-en un autre parmi les créneaux libres.";

/**
 * At most this many bookings to come per person (the same e-mail address or
 * phone number, person.ts): each booking holds a slot and e-mails its
 * address in the firm's name, so one person, or someone typing others'
 * addresses, cannot take the agenda or flood a mailbox.
 */
const MAX_ACTIVE_BOOKINGS_PER_PERSON = 2;

/** The refusal beyond MAX_ACTIVE_BOOKINGS_PER_PERSON: a 422 on the field, as the page shows it. */
function tooManyBookings(field: "email" | "phone", contact: FirmContact): BookingHttpError {
  const what = field === "email" ? "cette adresse e-mail" : "ce numéro de téléphone";
  const text = `Vous avez déjà deux rendez-vous à venir avec ${what} : pour en prendre un autre, annulez-en un depuis son e-mail de confirmation, ou appelez-nous au ${contact.phone}`;
  return new BookingHttpError(422, "too-many-bookings", `${text}.`, { [field]: frenchTypography(text) });
}

const stringOf = (value: unknown) => (typeof value === "string" ? value : "");

export type TokenOutcome =
  | { ok: true; booking: Booking }
  | { ok: false; status: 400 | 403 | 404 | 410; state: ManageState; code: string; message: string };

const OVER: TokenOutcome = {
  ok: false,
  status: 410,
  state: { kind: "over" },
  code: "expired",
  message: "Ce rendez-vous est passé : ce lien ne sert plus.",
};

/** The booking as the API shows it: local times with their offset. */
export function publicBooking(booking: Booking) {
  const format = bookingFormatById(booking.format);
  return {
    id: booking.id,
    start: offsetDateTime(Temporal.Instant.from(booking.start).toZonedDateTimeISO(TIME_ZONE)),
    end: offsetDateTime(Temporal.Instant.from(booking.end).toZonedDateTimeISO(TIME_ZONE)),
    format: booking.format,
    formatLabel: format?.label ?? booking.format,
    interest: booking.interest,
  };
}

/** The manage page's path for a token (same origin). */
export function managePath(token: string, extra = ""): string {
  return `${bookingManagePath}?jeton=${encodeURIComponent(token)}${extra}`;
}

/** A 422 with one message per field, French typography applied. */
function invalidFields(fields: Record<string, string>): BookingHttpError {
  const count = Object.keys(fields).length;
  return new BookingHttpError(
    422,
    "invalid",
    count === 1 ? "Un champ est à corriger." : `${count} champs sont à corriger.`,
    Object.fromEntries(Object.entries(fields).map(([name, text]) => [name, frenchTypography(text)])),
  );
}

/** The per-field messages of a booking request (format, interest, slot and the contact fields). */
function bookingFieldErrors(
  body: Record<string, unknown>,
  schedule: Schedule,
  interests: readonly string[],
): { fields: Record<string, string>; start: Temporal.Instant | undefined } {
  const fields: Record<string, string> = {};
  const format = stringOf(body.format);
  if (!bookingFormatById(format) || !schedule.availability[format]) {
    fields.format = "Merci de choisir comment se déroule le rendez-vous";
  }
  if (!interests.includes(stringOf(body.interest))) {
    fields.interest = "Merci de choisir le sujet du rendez-vous";
  }
  const start = parseSlotStart(body.start);
  if (!start) fields.start = "Merci de choisir un créneau";
  const contact = validateContact({
    whom: "particulier",
    lastName: body.lastName,
    firstName: body.firstName,
    email: body.email,
    phone: body.phone,
    interest: "",
    Message: body.message,
  });
  for (const field of ["lastName", "firstName", "email", "phone"] as const) {
    if (contact[field]) fields[field] = contact[field];
  }
  if (contact.Message) fields.message = contact.Message;
  return { fields, start };
}

export interface BookingServiceOptions {
  store: BookingStore;
  /** BOOKING_SECRET: signs and checks the manage links' tokens. */
  secret: string;
  /** Where the e-mailed links point. */
  siteUrl: string;
  /** The schedule as it stands now (read at each call: the agenda changes without a restart). */
  schedule: () => Schedule;
  /** The clock of slots, tokens and stored dates. */
  now: () => Date;
  log: RelayLogger;
  /** Whether the e-mails are sent (SMTP configured): they are queued with each change only then. */
  mail: boolean;
  /** Called after each change, to send its queued e-mails now. */
  nudge: () => void;
  /** Called once a booking is committed (see BookingOptions.onStored); an exception is logged. */
  onStored?: (booking: Booking, request: FastifyRequest) => void;
  /** The firm's contact its refusals give: the build answered's (read at each call). */
  contact: () => FirmContact;
  /** The subjects a booking may be about: those of the build answered (read at each call). */
  interests: () => readonly string[];
}

export class BookingService {
  private readonly options: BookingServiceOptions;

  constructor(options: BookingServiceOptions) {
    this.options = options;
  }

  private instantNow(): Temporal.Instant {
    return Temporal.Instant.fromEpochMilliseconds(this.options.now().getTime());
  }

  /** The free slots of a format, by day; a 400 for a format that is not offered. */
  slots(format: unknown) {
    const { store } = this.options;
    const schedule = this.options.schedule();
    if (typeof format !== "string" || !bookingFormatById(format) || !schedule.availability[format]) {
      throw new BookingHttpError(400, "unknown-format", "Format de rendez-vous inconnu.");
    }
    const now = this.instantNow();
    const days = freeSlots({ formatId: format, now, taken: store.activeStarts(now), schedule });
    return { timeZone: TIME_ZONE, slotMinutes: schedule.slotMinutes, days };
  }

  /**
   * The first free slot of each format asked (one id or a list), in the
   * order asked, without the formats that have none in the horizon, with its
   * words (« mardi 1er décembre à 9 h 30 »: the pages show them as they
   * are, without a formatter of their own); a 400 when a format is not
   * offered or none is asked.
   */
  nextSlots(formats: unknown) {
    const { store } = this.options;
    const schedule = this.options.schedule();
    const asked = Array.isArray(formats) ? formats : formats === undefined ? [] : [formats];
    const ids = [...new Set(asked.filter((id): id is string => typeof id === "string"))];
    if (
      ids.length === 0 ||
      asked.some((id) => typeof id !== "string") ||
      ids.some((id) => !bookingFormatById(id) || !schedule.availability[id])
    ) {
      throw new BookingHttpError(400, "unknown-format", "Format de rendez-vous inconnu.");
    }
    const now = this.instantNow();
    const taken = store.activeStarts(now);
    const slots = ids.flatMap((formatId) => {
      const [day] = freeSlots({ formatId, now, taken, schedule, maxDays: 1 });
      const slot = day?.slots[0];
      return day && slot
        ? [
            {
              format: formatId,
              date: day.date,
              time: slot.time,
              start: slot.start,
              label: dayAndTime(day.date, slot.time),
            },
          ]
        : [];
    });
    return { timeZone: TIME_ZONE, slots };
  }

  /** The booking a token designates, or why it does not work. */
  resolveToken(token: unknown): TokenOutcome {
    const now = this.instantNow();
    const check = verifyToken(this.options.secret, token, now);
    if (!check.ok) {
      if (check.reason === "expired") return OVER;
      return check.reason === "malformed"
        ? {
            ok: false,
            status: 400,
            state: { kind: "invalid" },
            code: "malformed-token",
            message: "Ce lien de rendez-vous est incomplet.",
          }
        : {
            ok: false,
            status: 403,
            state: { kind: "invalid" },
            code: "invalid-token",
            message: "Ce lien de rendez-vous n’est pas valide.",
          };
    }
    const booking = this.options.store.get(check.id);
    if (!booking) {
      return {
        ok: false,
        status: 404,
        state: { kind: "unknown" },
        code: "unknown",
        message: "Ce rendez-vous est introuvable.",
      };
    }
    if (bookingVersion(booking) !== check.version) {
      // A link from before a move: the meeting is no longer the one it was sent for.
      return {
        ok: false,
        status: 403,
        state: { kind: "moved" },
        code: "moved-token",
        message:
          "Ce lien ne sert plus : le rendez-vous a été déplacé depuis. Utilisez le lien du dernier e-mail reçu.",
      };
    }
    if (Temporal.Instant.compare(now, Temporal.Instant.from(booking.end)) >= 0) return OVER;
    return { ok: true, booking };
  }

  /** The booking a token designates; a refusal when it does not work. */
  private bookingOf(token: unknown): Booking {
    const outcome = this.resolveToken(token);
    if (!outcome.ok) throw new BookingHttpError(outcome.status, outcome.code, outcome.message);
    return outcome.booking;
  }

  /** The manage page's path of `booking`, with a token valid until its end. */
  managePathOf(booking: Booking): string {
    const { secret, siteUrl } = this.options;
    return managePath(new URL(manageUrl(booking, secret, siteUrl)).searchParams.get("jeton") ?? "");
  }

  private stored(booking: Booking, what: string): void {
    const { log, mail } = this.options;
    log.info(
      `booking: booking ${booking.id} ${what} (${booking.format}, ${booking.start})${mail ? ", e-mails queued" : "; no SMTP configured: see the back office's agenda or npm run bookings"}`,
    );
    this.options.nudge();
  }

  /** Refuses a slot no longer offered at `now` (taken, past, closed). */
  private checkOffered(format: string, start: Temporal.Instant, now: Date, schedule: Schedule): void {
    if (!isOfferedSlot(format, start, Temporal.Instant.fromEpochMilliseconds(now.getTime()), schedule)) {
      throw new BookingHttpError(409, "slot-taken", SLOT_TAKEN);
    }
  }

  /** Books the slot a visitor asked for (the API's JSON body); the booking once committed. */
  book(body: Record<string, unknown>, request: FastifyRequest): Booking {
    const { store, log, mail } = this.options;
    const schedule = this.options.schedule();
    if (stringOf(body[HONEYPOT_FIELD]) !== "") {
      log.info("booking: refused, honeypot filled");
      throw new BookingHttpError(
        422,
        "invalid",
        `Votre demande n’a pas pu être enregistrée. Appelez-nous au ${this.options.contact().phone} pour prendre rendez-vous.`,
        {},
      );
    }
    const { fields, start } = bookingFieldErrors(body, schedule, this.options.interests());
    if (Object.keys(fields).length > 0 || !start) throw invalidFields(fields);
    const format = stringOf(body.format);
    const now = this.options.now();
    this.checkOffered(format, start, now, schedule);
    const trim = (value: unknown) => stringOf(value).trim();
    let booking: Booking;
    try {
      booking = store.create(
        {
          format,
          interest: stringOf(body.interest),
          lastName: trim(body.lastName),
          firstName: trim(body.firstName),
          email: trim(body.email),
          phone: trim(body.phone),
          message: stringOf(body.message).slice(0, FIELD_MAX_LENGTH.Message),
        },
        { start, end: start.add({ minutes: schedule.slotMinutes }) },
        now,
        { mail, maxPerPerson: MAX_ACTIVE_BOOKINGS_PER_PERSON },
      );
    } catch (error) {
      if (error instanceof SlotTakenError) throw new BookingHttpError(409, "slot-taken", SLOT_TAKEN);
      if (error instanceof TooManyBookingsError) {
        log.info(
          `booking: refused, already ${MAX_ACTIVE_BOOKINGS_PER_PERSON} bookings to come with this ${error.field}`,
        );
        throw tooManyBookings(error.field, this.options.contact());
      }
      throw error;
    }
    this.stored(booking, "stored");
    try {
      this.options.onStored?.(booking, request);
    } catch (error) {
      log.error(`booking: onStored failed for booking ${booking.id}: ${describeError(error)}`);
    }
    return booking;
  }

  /** The booking of a token, for the API; a cancelled one is a 410. */
  active(token: unknown): Booking {
    const booking = this.bookingOf(token);
    if (booking.status === "cancelled") {
      throw new BookingHttpError(410, "cancelled", "Ce rendez-vous est annulé.");
    }
    return booking;
  }

  /** Cancels the booking of a token; a 410 when it already is. */
  cancel(token: unknown): void {
    const booking = this.options.store.cancel(this.bookingOf(token).id, "visitor", this.options.now(), {
      mail: this.options.mail,
    });
    if (!booking) throw new BookingHttpError(410, "cancelled", "Ce rendez-vous est déjà annulé.");
    this.stored(booking, "cancelled by the visitor");
  }

  /**
   * Cancels the booking of a token from the manage page's form, without
   * refusing anything: true when it was cancelled now (the page then shows the
   * outcome).
   */
  cancelFromPage(token: string): boolean {
    const outcome = this.resolveToken(token);
    if (!outcome.ok || outcome.booking.status !== "active") return false;
    const booking = this.options.store.cancel(outcome.booking.id, "visitor", this.options.now(), {
      mail: this.options.mail,
    });
    if (!booking) return false;
    this.stored(booking, "cancelled by the visitor");
    return true;
  }

  /** Moves the booking of a token to the slot starting at `start`; the booking once moved. */
  move(token: unknown, startValue: unknown): Booking {
    return this.moveTo(this.active(token), startValue, "visitor");
  }

  /**
   * Moves `current` to the slot starting at `start`, a free slot of its
   * format offered now; its « moved » e-mails (with the new invitation) are
   * queued for the visitor and the firm.
   */
  private moveTo(current: Booking, startValue: unknown, by: "visitor" | "firm"): Booking {
    const { store, mail } = this.options;
    const schedule = this.options.schedule();
    const start = parseSlotStart(startValue);
    if (!start) throw invalidFields({ start: "Merci de choisir un créneau" });
    if (start.epochMilliseconds === Temporal.Instant.from(current.start).epochMilliseconds) {
      throw invalidFields({
        start:
          by === "visitor"
            ? "C’est déjà l’horaire de votre rendez-vous : choisissez un autre créneau"
            : "C’est déjà l’horaire de ce rendez-vous : choisissez un autre créneau",
      });
    }
    const now = this.options.now();
    this.checkOffered(current.format, start, now, schedule);
    let booking: Booking | undefined;
    try {
      booking = store.move(current.id, { start, end: start.add({ minutes: schedule.slotMinutes }) }, now, {
        mail,
      });
    } catch (error) {
      if (error instanceof SlotTakenError) throw new BookingHttpError(409, "slot-taken", SLOT_TAKEN);
      throw error;
    }
    if (!booking) throw new BookingHttpError(410, "cancelled", "Ce rendez-vous est annulé.");
    this.stored(booking, `moved by the ${by}`);
    return booking;
  }

  /** The active booking `id`, not over yet, for the firm; a 404 or a 409 otherwise. */
  private firmActive(id: number): Booking {
    const booking = this.options.store.get(id);
    if (!booking) throw new BookingHttpError(404, "unknown", "Ce rendez-vous est introuvable.");
    if (booking.status !== "active") {
      throw new BookingHttpError(409, "cancelled", "Ce rendez-vous est annulé.");
    }
    if (new Date(booking.end) <= this.options.now()) {
      throw new BookingHttpError(409, "over", "Ce rendez-vous est passé.");
    }
    return booking;
  }

  /**
   * The firm cancels booking `id` (firm.ts, as `npm run bookings -- --cancel`
   * does): the visitor and the firm get the cancellation when e-mails are sent.
   */
  cancelByFirm(id: number): Booking {
    const outcome = cancelAsFirm(this.options.store, id, this.options.now(), { mail: this.options.mail });
    if (!outcome.ok) {
      if (outcome.reason === "unknown") {
        throw new BookingHttpError(404, "unknown", "Ce rendez-vous est introuvable.");
      }
      throw outcome.reason === "over"
        ? new BookingHttpError(409, "over", "Ce rendez-vous est passé : il ne peut plus être annulé.")
        : new BookingHttpError(409, "cancelled", "Ce rendez-vous est déjà annulé.");
    }
    this.stored(outcome.booking, "cancelled by the firm");
    return outcome.booking;
  }

  /** The firm moves booking `id` to a free slot of its format; the visitor gets the « moved » e-mail. */
  moveByFirm(id: number, startValue: unknown): Booking {
    return this.moveTo(this.firmActive(id), startValue, "firm");
  }

  /** Whether the changes are e-mailed (SMTP configured). */
  get mailEnabled(): boolean {
    return this.options.mail;
  }
}
