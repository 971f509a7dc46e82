/**
 * The agenda's rules, for the back office (server/admin/agenda.ts): a
 * format's weekly hours as the firm types them, checked as
 * content/booking.yaml's are (schema.org opening hours, config/values.ts,
 * every time on the slot grid, content/booking.ts); a block from what the
 * firm asks (one slot, one day or a period of whole days, in Paris time); and
 * how both are written back. A refusal is a 422 with a French message.
 */
import { DAYS, isIsoDate, type OpeningPeriod, parseOpeningHours } from "../../config/values.ts";
import { bookingFormatById, offSlotGrid } from "../../content/booking.ts";
import { frenchTypography } from "../../content/format.ts";
import { frenchCalendarDay, frenchDay, frenchTime } from "../../shared/french-date.ts";
import type { AgendaBlock } from "./agenda-store.ts";
import { BookingHttpError } from "./answers.ts";
import { parseSlotStart, TIME_ZONE } from "./slots.ts";

/** Longest hours text and block reason accepted, in characters. */
const MAX_HOURS_LENGTH = 200;
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

/**
 * The weekly hours the firm typed, checked: schema.org hours on the slot
 * grid; written back in one canonical way. A 422 with a French message otherwise.
 */
export function readWeeklyHours(
  value: unknown,
  slotMinutes: number,
): { hours: string; periods: OpeningPeriod[] } {
  const text = typeof value === "string" ? value.trim() : "";
  if (text === "" || text.length > MAX_HOURS_LENGTH) {
    throw new BookingHttpError(
      422,
      "invalid-hours",
      "Indiquez les horaires de la semaine, par exemple « Mo-Fr 09:00-18:00; Sa 09:00-12:00 ».",
    );
  }
  let periods: OpeningPeriod[];
  try {
    periods = parseOpeningHours(text);
  } catch {
    throw new BookingHttpError(
      422,
      "invalid-hours",
      "Ces horaires ne se lisent pas : écrivez-les comme « Mo-Fr 09:00-18:00; Sa 09:00-12:00 » (jours Mo, Tu, We, Th, Fr, Sa, Su ; heures de 00:00 à 23:59).",
    );
  }
  const off = offSlotGrid(periods, slotMinutes);
  if (off) {
    throw new BookingHttpError(
      422,
      "invalid-hours",
      `${off} ne tombe pas sur un début de créneau : les créneaux durent ${slotMinutes} minutes à partir de minuit.`,
    );
  }
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
