/**
 * The booking page's logic, without React, for its first load: the state of
 * the page and its transitions (`bookingReducer`), the calls to the booking
 * API (same origin, content/booking-paths.ts) and the free slots they bring,
 * the grouping of the free days by week, the short French dates of the day
 * tiles (shared/french-day.ts, without Intl) and the slot a link asks for
 * (`?format=telephone&creneau=2026-12-02T09:30`, the « next free slot » of the
 * service, city and bilan pages). What only a submission or the move
 * mode needs is in booking-late.ts, loaded on the first interaction; it
 * imports nothing but types from here, so that each part stays in its chunk.
 */
import { clockTime, dayTile, longDate, longDay, wallClock } from "../../shared/french-day.ts";
import { slotKey } from "./slot-link.ts";

export interface Slot {
  /** "2026-11-26T08:30:00+01:00": Paris wall-clock time with its offset. */
  start: string;
  /** "08:30" */
  time: string;
}

export interface SlotDay {
  /** "2026-11-26" */
  date: string;
  /** « jeudi 26 novembre » */
  label: string;
  slots: Slot[];
}

/** A booking as the API describes it. */
export interface Booking {
  start: string;
  end?: string;
  format: string;
  formatLabel: string;
  interest?: string;
  manageUrl?: string;
  status?: string;
}

/** The fields the visitor types (the API's names). */
export type DetailField = "lastName" | "firstName" | "email" | "phone" | "message";
/** Every field a message can be about. */
export type BookingField = "format" | "interest" | "start" | DetailField;
export type BookingErrors = Partial<Record<BookingField, string>>;

/** Where the free slots stand. `unreachable`: no booking server answers (static host, network, 404). */
type SlotsStatus = "loading" | "ready" | "unreachable";

/** A banner about the last submission. */
export type Notice = "taken" | "failed" | "rate-limited" | null;

/** The booking being moved (`?deplacer=<token>`), once loaded, or why it cannot be. */
export type MoveTarget =
  | { status: "loading" }
  | { status: "ready"; token: string; booking: Booking }
  | { status: "invalid" | "gone" | "unknown" };

export interface BookingState {
  format: string;
  slots: SlotsStatus;
  days: SlotDay[];
  /** The chosen day ("2026-11-26") and slot start, if any. */
  day: string | null;
  start: string | null;
  sending: boolean;
  /** The e-mail address of the last submission, for the confirmation. */
  email: string;
  notice: Notice;
  errors: BookingErrors;
  /** Set once the booking is stored (201) or moved (200). */
  done: Booking | null;
  /** Move mode only. */
  move: MoveTarget | null;
  /** The slot a link asks for (Paris wall-clock time, "2026-12-02T09:30"), until the slots come. */
  wanted: string | null;
  /** The slot a link asked for when it was no longer free, until another is chosen. */
  gone: string | null;
}

export type BookingAction =
  | { type: "format"; format: string }
  | { type: "want"; start: string }
  | { type: "slots-loading" }
  | { type: "slots"; days: SlotDay[] }
  | { type: "unreachable" }
  | { type: "day"; day: string }
  | { type: "slot"; start: string }
  | { type: "invalid"; errors: BookingErrors }
  | { type: "sending"; email: string }
  | { type: "failed"; notice: Exclude<Notice, null> }
  | { type: "taken" }
  | { type: "done"; booking: Booking }
  | { type: "move-loading" }
  | { type: "move"; target: MoveTarget };

export function initialBookingState(format: string, unreachable = false): BookingState {
  return {
    format,
    slots: unreachable ? "unreachable" : "loading",
    days: [],
    day: null,
    start: null,
    sending: false,
    email: "",
    notice: null,
    errors: {},
    done: null,
    move: null,
    wanted: null,
    gone: null,
  };
}

/** The errors without the one of `field`. */
function without(errors: BookingErrors, field: BookingField): BookingErrors {
  const { [field]: _removed, ...rest } = errors;
  return rest;
}

export function bookingReducer(state: BookingState, action: BookingAction): BookingState {
  switch (action.type) {
    case "format":
      // Another format has other slots: the choice of day and hour goes.
      return {
        ...state,
        format: action.format,
        day: null,
        start: null,
        gone: null,
        errors: without(state.errors, "format"),
      };
    case "want":
      return { ...state, wanted: action.start, gone: null };
    case "slots-loading":
      return { ...state, slots: "loading" };
    case "slots": {
      if (state.wanted) {
        // The slot a link asked for: chosen when it is still free, named as gone otherwise.
        const wanted = state.wanted;
        const day = action.days.find((entry) => entry.slots.some((slot) => slotKey(slot.start) === wanted));
        const start = day?.slots.find((slot) => slotKey(slot.start) === wanted)?.start ?? null;
        return {
          ...state,
          slots: "ready",
          days: action.days,
          day: day && start ? day.date : null,
          start,
          wanted: null,
          gone: start ? null : wanted,
        };
      }
      // Fresh slots keep the visitor's day and hour while they are still free.
      const day = action.days.find((entry) => entry.date === state.day);
      const start = day?.slots.some((slot) => slot.start === state.start) ? state.start : null;
      return { ...state, slots: "ready", days: action.days, day: day ? day.date : null, start };
    }
    case "unreachable":
      return { ...state, slots: "unreachable", sending: false };
    case "day":
      return action.day === state.day ? state : { ...state, day: action.day, start: null };
    case "slot":
      return { ...state, start: action.start, gone: null, errors: without(state.errors, "start") };
    case "invalid":
      return { ...state, sending: false, notice: null, errors: action.errors };
    case "sending":
      return { ...state, sending: true, email: action.email, notice: null, errors: {} };
    case "failed":
      return { ...state, sending: false, notice: action.notice };
    case "taken":
      // The slot is gone: choose again among fresh slots (loaded next).
      return { ...state, sending: false, notice: "taken", start: null, slots: "loading" };
    case "done":
      return { ...state, sending: false, notice: null, done: action.booking };
    case "move-loading":
      return { ...state, move: { status: "loading" } };
    case "move":
      return action.target.status === "ready"
        ? { ...state, move: action.target, format: action.target.booking.format }
        : { ...state, move: action.target };
  }
}

/** The chosen day of the state, with its slots. */
export function chosenDay(state: BookingState): SlotDay | undefined {
  return state.days.find((day) => day.date === state.day);
}

/** Monday of the week of an ISO day, as an ISO day. */
export function weekStart(date: string): string {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

/** The free days, week by week (Monday first), in order. */
export function groupByWeek(days: readonly SlotDay[]): { week: string; days: SlotDay[] }[] {
  const weeks: { week: string; days: SlotDay[] }[] = [];
  for (const day of days) {
    const week = weekStart(day.date);
    const last = weeks.at(-1);
    if (last?.week === week) last.days.push(day);
    else weeks.push({ week, days: [day] });
  }
  return weeks;
}

/**
 * « 8 h 30 »: the time of a start the API wrote (Paris time with its offset,
 * "2026-11-26T08:30:00+01:00"): read off the text, no time-zone arithmetic.
 */
export function slotTime(start: string): string {
  const clock = wallClock(start);
  return clock ? clockTime(clock.time) : "";
}

/** « jeudi 26 novembre 2026 », « mardi 1er décembre 2026 »: the day of a start the API wrote. */
export function slotDate(start: string): string {
  const clock = wallClock(start);
  return clock ? longDay(clock.date) : "";
}

/** A booking's day and hours in French, as the confirmation and the move mode show them. */
export interface BookingWhen {
  /** « mardi 1er décembre 2026 » */
  date: string;
  /** « 8 h 30 » */
  start: string;
  /** « 9 h », or "" without an end. */
  end: string;
}

/**
 * The day and hours of a booking, written here for the late code
 * (booking-late.tsx), which so needs no day or month names of its own.
 */
export function bookingWhen(booking: Booking): BookingWhen {
  return {
    date: slotDate(booking.start),
    start: slotTime(booking.start),
    end: booking.end ? slotTime(booking.end) : "",
  };
}

/** « jeu. », « 26 », « nov. » (« mar. », « 1er », « déc. ») for a day tile. */
export const dayParts = (date: string) => dayTile(date);

/** « 23 novembre », « 1er décembre »: the first day of a week, for its heading. */
export const shortDate = (date: string): string => longDate(date, { year: false });

/** An answer of the API: its status and its JSON body, or null when it sent none. */
export interface ApiAnswer {
  status: number;
  body: Record<string, unknown> | null;
}

/** Calls the booking API; null when nothing answered (network error). */
export async function callApi(path: string, body?: object): Promise<ApiAnswer | null> {
  try {
    const response = await fetch(
      path,
      body
        ? {
            method: "POST",
            headers: { "content-type": "application/json", accept: "application/json" },
            body: JSON.stringify(body),
          }
        : { headers: { accept: "application/json" } },
    );
    const json = (response.headers.get("content-type") ?? "").includes("application/json")
      ? await response.json().catch(() => null)
      : null;
    return { status: response.status, body: json && typeof json === "object" ? json : null };
  } catch {
    return null;
  }
}

/** The free days of an answer to GET /slots, or null when no booking server gave it. */
export function slotsOf(answer: ApiAnswer | null): SlotDay[] | null {
  const days = answer?.status === 200 ? answer.body?.days : undefined;
  return Array.isArray(days) ? (days as SlotDay[]) : null;
}
