/**
 * The agenda's rules, for the back office (server/admin/agenda.ts): a
 * format's weekly hours as the firm types them, checked as
 * content/booking.yaml's are (schema.org opening hours, config/values.ts,
 * every time on the slot grid, content/booking.ts); a block from what the
 * firm asks (one slot, one day or a period of whole days, in Paris time); and
 * how both are written back. A refusal is a 422 with a French message.
 */
import { FRENCH_DAYS } from "../../config/hours.ts";
import { DAYS, type Day, isIsoDate, type OpeningPeriod, parseOpeningHours } from "../../config/values.ts";
import { bookingFormatById, offSlotGrid } from "../../content/booking.ts";
import { frenchTypography } from "../../content/format.ts";
import { frenchCalendarDay, frenchDay, frenchTime } from "../../shared/french-date.ts";
import { clockTime } from "../../shared/french-day.ts";
import type { AgendaBlock } from "./agenda-store.ts";
import { BookingHttpError } from "./answers.ts";
import { parseSlotStart, TIME_ZONE } from "./slots.ts";

/** Longest hours text and block reason accepted, in characters. */
const MAX_HOURS_LENGTH = 400;
const MAX_REASON_LENGTH = 200;

/** Periods written back as schema.org opening hours: "Mo-Fr 09:00-18:00; Sa 09:00-12:00". */
export function weeklyHoursText(periods: readonly OpeningPeriod[]): string {
  return periods
    .map((period) => {
      const indexes = period.days.map((day) => DAYS.indexOf(day));
      const runs: number[][] = [];
      for (const index of indexes) {
        const run = runs.at(-1);
        if (run && run.at(-1) === index - 1) run.push(index);
        else runs.push([index]);
      }
      const days = runs
        .map((run) => {
          const first = DAYS[run[0] ?? 0];
          return run.length === 1 ? first : `${first}-${DAYS[run.at(-1) ?? 0]}`;
        })
        .join(",");
      return `${days} ${period.opens}-${period.closes}`;
    })
    .join("; ");
}

/** « Le mardi », « Du lundi au vendredi », « Le lundi et le jeudi »: a period's days, to begin a sentence. */
function daysPhrase(days: readonly Day[]): string {
  const names = days.map((day) => FRENCH_DAYS[day]);
  const indexes = days.map((day) => DAYS.indexOf(day));
  const consecutive = indexes.every((index, i) => i === 0 || index === (indexes[i - 1] ?? -2) + 1);
  if (names.length === 1) return `Le ${names[0]}`;
  if (consecutive && names.length > 2) return `Du ${names[0]} au ${names.at(-1)}`;
  return `Le ${names.slice(0, -1).join(", le ")} et le ${names.at(-1)}`;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/**
 * Why hours that parseOpeningHours refused do not read, in plain French for
 * whoever sent them (the back office's form never sends such hours; a
 * script may): the first part at fault, its days named in French.
 */
function unreadableHours(text: string): string {
  for (const part of text.split(";").map((item) => item.trim())) {
    if (part === "") continue;
    const match = /^(\S+)\s+(\S+)-(\S+)$/.exec(part);
    const [, dayList = "", opens = "", closes = ""] = match ?? [];
    let days: readonly Day[];
    try {
      // The days alone, with a range that reads.
      days = parseOpeningHours(`${dayList} 00:00-01:00`)[0]?.days ?? [];
    } catch {
      return match
        ? `Ces horaires ne se lisent pas : « ${dayList} » n’est pas une suite de jours que le site reconnaît.`
        : `Ces horaires ne se lisent pas : « ${part} » ne donne pas des jours, une heure de début et une heure de fin.`;
    }
    const wrong = [opens, closes].find((time) => !TIME.test(time));
    if (wrong !== undefined) {
      return `${daysPhrase(days)}, « ${wrong} » n’est pas une heure de la journée.`;
    }
    if (opens >= closes) {
      return `${daysPhrase(days)}, le créneau de ${clockTime(opens)} à ${clockTime(closes)} ${opens === closes ? "finit dès qu’il commence" : "se termine avant de commencer"}.`;
    }
  }
  return "Ces horaires ne se lisent pas : indiquez pour chaque jour ouvert l’heure de début et l’heure de fin de ses créneaux.";
}

/** Why `off`, a time of `periods`, is not on the slot grid, and the nearest times that are. */
function offGridHours(periods: readonly OpeningPeriod[], off: string, slotMinutes: number): string {
  const period = periods.find((item) => item.opens === off || item.closes === off);
  const before = Math.floor(minutesOf(off) / slotMinutes) * slotMinutes;
  const after = before + slotMinutes;
  const choices = [before, ...(after < 24 * 60 ? [after] : [])].map((minutes) => clockTime(timeOf(minutes)));
  return `${period ? `${daysPhrase(period.days)}, ` : ""}${clockTime(off)} ne tombe pas sur un début de créneau (toutes les ${slotMinutes} minutes à partir de minuit) : choisissez ${choices.join(" ou ")}.`;
}

/**
 * The weekly hours the firm sent, checked: schema.org hours on the slot
 * grid; written back in one canonical way. A 422 with a French message
 * otherwise, which says what is wrong in the words of the back office's form
 * (days and times, never the syntax's codes).
 */
export function readWeeklyHours(
  value: unknown,
  slotMinutes: number,
): { hours: string; periods: OpeningPeriod[] } {
  const text = typeof value === "string" ? value.trim() : "";
  if (text === "") {
    throw new BookingHttpError(
      422,
      "invalid-hours",
      "Indiquez les horaires de la semaine : au moins un jour ouvert, avec l’heure de début et l’heure de fin de chaque créneau.",
    );
  }
  if (text.length > MAX_HOURS_LENGTH) {
    throw new BookingHttpError(
      422,
      "invalid-hours",
      "Ces horaires comptent trop de créneaux différents pour être enregistrés : donnez les mêmes heures à plusieurs jours.",
    );
  }
  let periods: OpeningPeriod[];
  try {
    periods = parseOpeningHours(text);
  } catch {
    throw new BookingHttpError(422, "invalid-hours", unreadableHours(text));
  }
  const off = offSlotGrid(periods, slotMinutes);
  if (off) throw new BookingHttpError(422, "invalid-hours", offGridHours(periods, off, slotMinutes));
  return { hours: weeklyHoursText(periods), periods };
}

export type BlockKind = "slot" | "day" | "period";

export interface NewBlock {
  start: Temporal.Instant;
  end: Temporal.Instant;
  formats: string[] | null;
  reason: string;
}

/** The first instant of a Paris day. */
const startOfDay = (date: string) => Temporal.PlainDate.from(date).toZonedDateTime({ timeZone: TIME_ZONE });

/** A 422 with one French message per field. */
function invalidBlock(fields: Record<string, string>): BookingHttpError {
  return new BookingHttpError(
    422,
    "invalid",
    Object.keys(fields).length === 1 ? "Un champ est à corriger." : "Des champs sont à corriger.",
    Object.fromEntries(Object.entries(fields).map(([name, text]) => [name, frenchTypography(text)])),
  );
}

/** The formats a block closes: null for every format (absent or empty list). */
function blockFormats(value: unknown, fields: Record<string, string>): string[] | null {
  if (value === undefined || value === null) return null;
  if (!Array.isArray(value) || value.some((id) => typeof id !== "string" || !bookingFormatById(id))) {
    fields.formats = "Choisissez les formats parmi ceux du cabinet, ou aucun pour les fermer tous.";
    return null;
  }
  const ids = [...new Set(value.map(String))];
  return ids.length > 0 ? ids : null;
}

/**
 * A block from the firm's request: `kind` "slot" (one slot from `start`, an
 * instant with its offset), "day" (the Paris day `from`, "YYYY-MM-DD") or
 * "period" (the Paris days `from` to `to`, inclusive); `formats` (ids, every
 * format when absent); `reason` (required). Refused when it is over at `now`.
 */
export function readBlock(
  body: Record<string, unknown>,
  context: { slotMinutes: number; now: Date },
): NewBlock {
  const fields: Record<string, string> = {};
  const formats = blockFormats(body.formats, fields);
  const reason = typeof body.reason === "string" ? body.reason.trim() : "";
  if (reason === "" || reason.length > MAX_REASON_LENGTH) {
    fields.reason = `Indiquez la raison (pour le cabinet, ${MAX_REASON_LENGTH} caractères au plus).`;
  }
  const date = (name: "from" | "to") => {
    const value = body[name];
    if (typeof value === "string" && isIsoDate(value)) return value;
    fields[name] = "Indiquez une date du calendrier.";
    return undefined;
  };
  let span: { start: Temporal.Instant; end: Temporal.Instant } | undefined;
  if (body.kind === "slot") {
    const start = parseSlotStart(body.start);
    if (start) span = { start, end: start.add({ minutes: context.slotMinutes }) };
    else fields.start = "Choisissez le créneau à bloquer.";
  } else if (body.kind === "day" || body.kind === "period") {
    const from = date("from");
    const to = body.kind === "day" ? from : date("to");
    if (from && to && to < from) fields.to = "Le dernier jour ne peut pas précéder le premier.";
    else if (from && to) {
      span = {
        start: startOfDay(from).toInstant(),
        end: startOfDay(Temporal.PlainDate.from(to).add({ days: 1 }).toString()).toInstant(),
      };
    }
  } else {
    fields.kind = "Choisissez ce qui est bloqué : un créneau, une journée ou une période.";
  }
  if (span && span.end.epochMilliseconds <= context.now.getTime()) {
    const field = body.kind === "slot" ? "start" : body.kind === "day" ? "from" : "to";
    fields[field] = "Ce moment est déjà passé.";
  }
  if (Object.keys(fields).length > 0 || !span) throw invalidBlock(fields);
  return { ...span, formats, reason };
}

/** Whether `time` is the first instant of its Paris day. */
const isMidnight = (time: Temporal.ZonedDateTime) =>
  time.epochMilliseconds === time.toPlainDate().toZonedDateTime({ timeZone: TIME_ZONE }).epochMilliseconds;

/**
 * What a stored block covers, in Paris time: whole days (one: "day", several:
 * "period", with the first and last day) or a stretch within a day ("slot"),
 * with a French label (« mardi 1er décembre 2026, de 8 h 30 à 9 h »).
 */
export function describeBlock(block: Pick<AgendaBlock, "start" | "end">): {
  kind: BlockKind;
  from: string;
  to: string;
  label: string;
} {
  const start = Temporal.Instant.from(block.start).toZonedDateTimeISO(TIME_ZONE);
  const end = Temporal.Instant.from(block.end).toZonedDateTimeISO(TIME_ZONE);
  if (isMidnight(start) && isMidnight(end)) {
    const from = start.toPlainDate();
    const to = end.toPlainDate().subtract({ days: 1 });
    if (from.equals(to)) {
      return { kind: "day", from: from.toString(), to: to.toString(), label: frenchCalendarDay(from) };
    }
    return {
      kind: "period",
      from: from.toString(),
      to: to.toString(),
      label: `du ${frenchCalendarDay(from)} au ${frenchCalendarDay(to)}`,
    };
  }
  const day = start.toPlainDate().toString();
  const sameDay = start.toPlainDate().equals(end.toPlainDate());
  return {
    kind: "slot",
    from: day,
    to: end.toPlainDate().toString(),
    label: sameDay
      ? `${frenchDay(block.start)}, de ${frenchTime(block.start)} à ${frenchTime(block.end)}`
      : `du ${frenchDay(block.start)} à ${frenchTime(block.start)} au ${frenchDay(block.end)} à ${frenchTime(block.end)}`,
  };
}
