/**
 * What the booking page needs once the slots are shown or the visitor acts:
 * the hours of the chosen day, the submission
 * (checks, POST, what the answer means), the error summary, the notices, the
 * confirmation and the move mode's screens. Fetched once the free days are
 * shown, on the first interaction with the form, or on arrival in move mode
 * (booking-form.tsx): the page's first load carries the form and the days.
 */
import { useEffect, useRef } from "react";
import { flushSync } from "react-dom";
import type { BookingCopy } from "../../../content/booking-page.ts";
import { bookingApiPath, bookingPagePath } from "../../../content/booking-paths.ts";
import { site } from "../../../content/site.ts";
import {
  CONVERSION_ENTRY_FIELD,
  CONVERSION_FROM_FIELD,
  HONEYPOT_FIELD,
  keptEntryPage,
} from "../../../shared/contact-validation.ts";
import type {
  Booking,
  BookingAction,
  BookingErrors,
  BookingField,
  BookingState,
  BookingWhen,
  callApi,
  MoveTarget,
  Notice,
  Slot,
  SlotDay,
} from "../../lib/booking.ts";
import {
  DETAIL_FIELDS,
  erroneousFields,
  moveTarget,
  splitDay,
  submitOutcome,
  validateDetails,
} from "../../lib/booking-late.ts";
import { Icon } from "../ui/icon.tsx";
import { Link } from "../ui/link.tsx";

/** The booking to move, or why it cannot be; null when no booking server answered. */
export async function loadMove(api: typeof callApi, token: string): Promise<MoveTarget | null> {
  return moveTarget(await api(`${bookingApiPath}/manage?token=${encodeURIComponent(token)}`), token);
}

function detailsOf(data: FormData): Record<string, string> {
  return Object.fromEntries(DETAIL_FIELDS.map((field) => [field, String(data.get(field) ?? "").trim()]));
}

/** What the form hands over to submit: its state and the functions of its first load. */
interface SubmitContext {
  form: HTMLFormElement;
  copy: BookingCopy["form"];
  state: BookingState;
  /** Move mode: the token of the booking to move. */
  token?: string;
  /**
   * The API client of the page's first load (booking.ts), handed over rather
   * than imported: this chunk then imports nothing of the first one.
   */
  api: typeof callApi;
  /** The page shown before the booking page, for the audience's count of the booking (app/lib/previous-page.ts). */
  from?: string;
  dispatch: (action: BookingAction) => void;
  loadSlots: (format: string) => void;
  fieldId: (field: BookingField) => string;
}

/**
 * Checks the details and the slot, then books (or moves) it. Each outcome is
 * rendered before the focus moves (flushSync), so what gets the focus is
 * announced with its message: the first invalid field, or the notice that
 * the slot was taken (which focuses itself) while fresh slots load.
 * @public Used through import() (booking-form.tsx).
 */
export async function submit({
  form,
  copy,
  state,
  token,
  api,
  from,
  dispatch,
  loadSlots,
  fieldId,
}: SubmitContext) {
  const data = new FormData(form);
  const details = detailsOf(data);
  const errors: BookingErrors = token ? {} : validateDetails(details);
  if (!state.start) errors.start = copy.slotMissing;
  let outcome: BookingAction = { type: "invalid", errors };
  if (erroneousFields(errors).length === 0) {
    dispatch({ type: "sending", email: details.email ?? "" });
    // The visit's entry page, for the audience's funnel, with the page shown before only (none when refused).
    const entry = from === undefined ? undefined : keptEntryPage();
    const answer = token
      ? await api(`${bookingApiPath}/move`, { token, start: state.start })
      : await api(bookingApiPath, {
          format: state.format,
          interest: String(data.get("interest") ?? ""),
          start: state.start,
          ...details,
          [HONEYPOT_FIELD]: String(data.get(HONEYPOT_FIELD) ?? ""),
          ...(from !== undefined && { [CONVERSION_FROM_FIELD]: from }),
          ...(entry !== undefined && { [CONVERSION_ENTRY_FIELD]: entry }),
        });
    outcome = submitOutcome(answer, token ? 200 : 201);
  }
  flushSync(() => dispatch(outcome));
  if (outcome.type === "taken") loadSlots(state.format);
  if (outcome.type === "invalid") {
    const [first] = erroneousFields(outcome.errors);
    if (first) document.getElementById(fieldId(first))?.focus();
  }
}

/**
 * The slot went to someone else in the meantime: says so, and takes the focus.
 * @public Used through import() (booking-form.tsx).
 */
export function TakenNotice({ text }: { text: BookingCopy["taken"] }) {
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => notice.current?.focus(), []);
  return (
    <div ref={notice} tabIndex={-1} className="form-failure">
      <p className="form-failure__title">
        <Icon name="circle-alert" />
        {text.title}
      </p>
      <p>{text.text}</p>
    </div>
  );
}

/**
 * The booking did not go through (network, server, rate limit): nothing typed is lost.
 * @public Used through import() (booking-form.tsx).
 */
export function FailureNotice({ text, notice }: { text: BookingCopy["failure"]; notice: Notice }) {
  if (notice !== "failed" && notice !== "rate-limited") return null;
  return (
    <div className="form-failure">
      <p className="form-failure__title">
        <Icon name="circle-alert" />
        {text.title}
      </p>
      <p>
        {notice === "rate-limited" ? text.rateLimited : text.text}{" "}
        <a href={site.phoneUri} className="nowrap">
          {site.phone}
        </a>
        .
      </p>
    </div>
  );
}

interface ErrorSummaryProps {
  form: BookingCopy["form"];
  errors: BookingErrors;
  /** The id of each field's control, which the summary links to. */
  fieldId: (field: BookingField) => string;
}

/** @public Used through import() (booking-form.tsx). */
export function ErrorSummary({ form, errors, fieldId }: ErrorSummaryProps) {
  const fields = erroneousFields(errors);
  if (fields.length === 0) return null;
  return (
    <div className="form-summary">
      <p className="form-summary__title">
        {fields.length === 1 ? form.summaryOne : form.summaryMany.replace("{n}", String(fields.length))}
      </p>
      <ul>
        {fields.map((field) => (
          <li key={field}>
            <a href={`#${fieldId(field)}`}>{errors[field]}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

interface ConfirmationProps {
  text: BookingCopy["confirmation"];
  booking: Booking;
  /** Its day and hours in French (app/lib/booking.ts `bookingWhen`). */
  when: BookingWhen;
  email: string;
  moved: boolean;
}

/**
 * Shown once the booking is stored (201) or moved (200); takes the focus.
 * @public Used through import() (booking-form.tsx).
 */
export function Confirmation({ text, booking, when, email, moved }: ConfirmationProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="contact-confirmation">
      <h2 ref={heading} tabIndex={-1}>
        <Icon name="circle-check" className="contact-confirmation__icon" />
        {moved ? text.moved : text.title}
      </h2>
      <dl className="booking-summary">
        <div>
          <dt>{text.date}</dt>
          <dd>{when.date}</dd>
        </div>
        <div>
          <dt>{text.time}</dt>
          <dd>
            {when.start}
            {when.end ? ` – ${when.end}` : ""}
          </dd>
        </div>
        <div>
          <dt>{text.format}</dt>
          <dd>{booking.formatLabel}</dd>
        </div>
        {booking.interest && (
          <div>
            <dt>{text.interest}</dt>
            <dd>{booking.interest}</dd>
          </div>
        )}
      </dl>
      <p>
        {moved ? (
          text.movedEmail
        ) : (
          <>
            {text.email} <strong>{email}</strong>
            {text.emailEnd}
          </>
        )}
      </p>
      <p className="booking-notice__actions">
        {booking.manageUrl && (
          <a href={booking.manageUrl} className="btn btn-outline">
            {text.manage}
          </a>
        )}
        <Link to="/home" className="btn btn-primary">
          {text.back}
        </Link>
      </p>
    </div>
  );
}

/**
 * The booking being moved, above the slots.
 * @public Used through import() (booking-form.tsx).
 */
export function CurrentBooking({
  copy,
  booking,
  when,
}: {
  copy: BookingCopy;
  booking: Booking;
  /** Its day and hours in French (app/lib/booking.ts `bookingWhen`). */
  when: BookingWhen;
}) {
  return (
    <div className="booking-current">
      <p className="booking-current__title">{copy.move.current}</p>
      <p>
        <strong>
          {when.date} {copy.form.at} {when.start}
        </strong>
        , {booking.formatLabel.toLowerCase()}
      </p>
      <p>{copy.move.pick}</p>
    </div>
  );
}

/**
 * Why a booking cannot be moved: an invalid link, a cancelled or past meeting, an unknown one.
 * @public Used through import() (booking-form.tsx).
 */
export function MoveRefused({
  copy,
  reason,
}: {
  copy: BookingCopy["move"];
  reason: "invalid" | "gone" | "unknown";
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="booking-form">
      <h2 ref={heading} tabIndex={-1}>
        {copy.heading}
      </h2>
      <div className="booking-notice">
        <p className="booking-notice__title">
          <Icon name="circle-alert" />
          {copy[reason]}
        </p>
        <p className="booking-notice__actions">
          <a href={bookingPagePath} className="btn btn-primary">
            {copy.book}
          </a>
          <a href={site.phoneUri} className="btn btn-outline">
            <Icon name="phone" />
            <span className="nowrap">{site.phone}</span>
          </a>
        </p>
      </div>
    </div>
  );
}

function Times({
  title,
  slots,
  start,
  onSlot,
  hour,
}: {
  title: string;
  slots: Slot[];
  start: string | null;
  onSlot: (start: string) => void;
  hour: (time: string) => string;
}) {
  if (slots.length === 0) return null;
  return (
    <>
      <p className="slot-picker__group">{title}</p>
      <ul className="time-grid">
        {slots.map((slot) => (
          <li key={slot.start}>
            <label className="slot-tile">
              <input
                type="radio"
                name="start"
                value={slot.start}
                checked={start === slot.start}
                onChange={() => onSlot(slot.start)}
              />
              <span>{hour(slot.time)}</span>
            </label>
          </li>
        ))}
      </ul>
    </>
  );
}

interface DayTimesProps {
  copy: BookingCopy["form"];
  day: SlotDay;
  /** The chosen slot's start, if any. */
  start: string | null;
  onSlot: (start: string) => void;
  /**
   * « 8 h 30 » for "08:30": the page's own writer of hours (shared/french-day.ts),
   * handed down so that this late chunk shares no module with the first load.
   */
  hour: (time: string) => string;
}

/**
 * The free hours of the chosen day, morning then afternoon: one group of radio buttons.
 * @public Used through import() (booking-form.tsx).
 */
export function DayTimes({ copy, day, start, onSlot, hour }: DayTimesProps) {
  const { morning, afternoon } = splitDay(day.slots);
  return (
    <fieldset className="slot-picker__times">
      <legend className="field__label">
        {copy.time} {day.label}
      </legend>
      <Times title={copy.morning} slots={morning} start={start} onSlot={onSlot} hour={hour} />
      <Times title={copy.afternoon} slots={afternoon} start={start} onSlot={onSlot} hour={hour} />
    </fieldset>
  );
}
