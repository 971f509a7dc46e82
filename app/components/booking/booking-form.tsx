import { type FormEvent, useEffect, useReducer, useRef, useState } from "react";
import { formatHour } from "../../../config/hours.ts";
import type { BookingCopy } from "../../../content/booking-page.ts";
import { bookingApiPath, MOVE_PARAMETER } from "../../../content/booking-paths.ts";
import { contact, interestOptions } from "../../../content/contact.ts";
import { bookingReducer, callApi, chosenDay, initialBookingState, slotsOf } from "../../lib/booking.ts";
import { ContactFields, errorId, FieldError, RequiredMark, SelectField } from "../ui/form-field.tsx";
import { Link } from "../ui/link.tsx";
import { fieldId, ID_PREFIX } from "./field-ids.ts";
import { SlotPicker } from "./slot-picker.tsx";
import { Built } from "./static-parts.tsx";

type Late = typeof import("./booking-late.tsx");

/** The labels the contact form gives the same fields. */
const labels = contact.form;

/** A format the visitor can choose: id and label from content/booking.ts, the office's address. */
interface FormatChoice {
  id: string;
  label: string;
  detail?: string;
}

interface BookingFormProps {
  copy: BookingCopy;
  formats: readonly FormatChoice[];
  /** No booking server (static host, RELAY_ORIGIN set): say so at once. */
  offline: boolean;
  /**
   * The honeypot field's name (shared/contact-validation.ts), from the
   * loader: the rules stay out of the first load, with the submission's code.
   */
  honeypot: string;
  /** The notice that no booking server answers (static-parts.tsx), as HTML rendered at build time. */
  unavailable: string;
}

/**
 * The booking of the free first meeting, in three steps on one form: the
 * format and topic, a free slot (loaded from the API on arrival and at each
 * change of format), the visitor's details. The details are uncontrolled:
 * whatever happens (errors, slot taken, server down), what was typed stays.
 * The confirmation shows only once the API answered 201 (stored). With
 * `?deplacer=<token>`, it moves that booking instead.
 */
export function BookingForm({ copy, formats, offline, honeypot, unavailable }: BookingFormProps) {
  const form = copy.form;
  const [state, dispatch] = useReducer(bookingReducer, initialBookingState(formats[0]?.id ?? "", offline));
  const [hydrated, setHydrated] = useState(false);
  const [late, setLate] = useState<Late | null>(null);
  const request = useRef(0);

  /** The code for submissions and the move mode, fetched once, on the first need. */
  const lateModule = useRef<Promise<Late> | null>(null);
  function loadLate(): Promise<Late> {
    lateModule.current ??= import("./booking-late.tsx").then((module) => {
      setLate(module);
      return module;
    });
    return lateModule.current;
  }

  async function loadSlots(format: string) {
    const id = ++request.current;
    dispatch({ type: "slots-loading" });
    const days = slotsOf(await callApi(`${bookingApiPath}/slots?format=${encodeURIComponent(format)}`));
    if (id !== request.current) return;
    dispatch(days ? { type: "slots", days } : { type: "unreachable" });
    // The hours and the submission come next: fetched now, while the visitor reads the days.
    if (days) void loadLate();
  }

  // On arrival: the booking to move, or the free slots of the first format.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on arrival.
  useEffect(() => {
    setHydrated(true);
    if (offline) return;
    const token = new URLSearchParams(window.location.search).get(MOVE_PARAMETER);
    if (token === null) {
      void loadSlots(state.format);
      return;
    }
    dispatch({ type: "move-loading" });
    void loadLate()
      .then((module) => module.loadMove(callApi, token))
      .then((target) => {
        if (!target) return dispatch({ type: "unreachable" });
        dispatch({ type: "move", target });
        if (target.status === "ready") void loadSlots(target.booking.format);
      });
  }, []);

  const move = state.move;
  const moving = move?.status === "ready" ? move : null;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const target = event.currentTarget;
    if (state.sending) return;
    (await loadLate()).submit({
      form: target,
      copy: form,
      state,
      token: moving?.token,
      api: callApi,
      dispatch,
      loadSlots,
      fieldId,
    });
  }

  if (state.done && late) {
    return (
      <late.Confirmation
        text={copy.confirmation}
        booking={state.done}
        email={state.email}
        moved={Boolean(moving)}
      />
    );
  }

  if (move && move.status !== "ready") {
    return move.status === "loading" || !late ? (
      <div className="booking-form">
        <h2>{copy.move.heading}</h2>
        <p role="status">{copy.move.loading}</p>
      </div>
    ) : (
      <late.MoveRefused copy={copy.move} reason={move.status} />
    );
  }

  if (offline) {
    return (
      <div className="booking-form">
        <h2>{form.title}</h2>
        <Built html={unavailable} />
      </div>
    );
  }

  const day = chosenDay(state);
  const slot = day?.slots.find((entry) => entry.start === state.start);
  const status =
    state.slots === "loading"
      ? form.loading
      : slot && day
        ? form.chosen.replace("{slot}", `${day.label} ${form.at} ${formatHour(slot.time)}`)
        : state.slots === "ready"
          ? state.days.length === 0
            ? form.none
            : state.days.length === 1
              ? form.loadedOne
              : form.loaded.replace("{n}", String(state.days.length))
          : "";
  const step = (n: 1 | 2 | 3) => `etape-${n}`;

  return (
    <form
      className="booking-form"
      noValidate
      onSubmit={handleSubmit}
      onFocus={() => void loadLate()}
      aria-labelledby="reservation"
    >
      <h2 id="reservation">{moving ? copy.move.heading : form.title}</h2>
      {moving ? (
        late && <late.CurrentBooking copy={copy} booking={moving.booking} />
      ) : (
        <p className="contact-form__legend">{form.requiredLegend}</p>
      )}
      {late && <late.ErrorSummary form={form} errors={state.errors} fieldId={fieldId} />}

      {!moving && (
        <section className="booking-step" aria-labelledby={step(1)}>
          <h3 id={step(1)}>{form.step1}</h3>
          <fieldset
            className={`field${state.errors.format ? " field--invalid" : ""}`}
            aria-describedby={state.errors.format ? errorId(fieldId("format")) : undefined}
          >
            <legend className="field__label">
              {form.format}
              <RequiredMark />
            </legend>
            <div className="format-choices">
              {formats.map((format, index) => (
                <label key={format.id} className="format-choice">
                  <input
                    type="radio"
                    name="format"
                    value={format.id}
                    id={index === 0 ? fieldId("format") : undefined}
                    checked={state.format === format.id}
                    onChange={() => {
                      dispatch({ type: "format", format: format.id });
                      void loadSlots(format.id);
                    }}
                  />
                  <span>
                    {format.label}
                    {format.detail && <small>{format.detail}</small>}
                  </span>
                </label>
              ))}
            </div>
            <FieldError id={fieldId("format")} error={state.errors.format} />
          </fieldset>
          <SelectField
            id={fieldId("interest")}
            name="interest"
            label={form.interest}
            options={interestOptions}
            error={state.errors.interest}
          />
        </section>
      )}

      <section className="booking-step" aria-labelledby={step(2)}>
        <h3 id={step(2)}>{moving ? copy.move.step : form.step2}</h3>
        <p className="field__hint">{form.step2Hint}</p>
        {state.notice === "taken" && late && <late.TakenNotice text={copy.taken} />}
        <p role="status" className="slot-status">
          {status}
        </p>
        {state.slots === "unreachable" ? (
          <>
            <Built html={unavailable} />
            <button type="button" className="btn btn-outline" onClick={() => void loadSlots(state.format)}>
              {copy.unavailable.retry}
            </button>
          </>
        ) : (
          <SlotPicker
            copy={form}
            state={state}
            onDay={(date) => dispatch({ type: "day", day: date })}
            times={
              day &&
              (late ? (
                <late.DayTimes
                  copy={form}
                  day={day}
                  start={state.start}
                  onSlot={(start) => dispatch({ type: "slot", start })}
                />
              ) : (
                <p className="slot-picker__hint">{form.loading}</p>
              ))
            }
          />
        )}
      </section>

      {!moving && (
        <section className="booking-step" aria-labelledby={step(3)}>
          <h3 id={step(3)}>{form.step3}</h3>
          <ContactFields
            idPrefix={ID_PREFIX}
            labels={labels}
            message={{ name: "message", label: form.message, rows: 4 }}
            honeypot={honeypot}
            errors={state.errors}
          />
        </section>
      )}

      <div className="contact-form__actions">
        <div aria-live="assertive" className="contact-form__live">
          {late && <late.FailureNotice text={copy.failure} notice={state.notice} />}
        </div>
        <button
          type="submit"
          className="btn btn-accent contact-form__submit"
          disabled={!hydrated}
          aria-disabled={state.sending || undefined}
        >
          {moving
            ? state.sending
              ? copy.move.sending
              : copy.move.submit
            : state.sending
              ? form.sending
              : form.submit}
        </button>
      </div>
      {!moving && (
        <p className="contact-form__privacy">
          {form.privacy} <Link to="/politique-de-confidentialite">{form.privacyLink}</Link>
        </p>
      )}
    </form>
  );
}
