import type { BookingCopy } from "../../../content/booking-page.ts";
import type { ContactFieldLabels } from "../../../content/contact.ts";
import { clockTime, dayAndTime, wallClock } from "../../../shared/french-day.ts";
import { type BookingErrors, type BookingState, chosenDay } from "../../lib/booking.ts";
import { ContactFields, errorId, FieldError, RequiredMark, SelectField } from "../ui/form-field.tsx";
import { Link } from "../ui/link.tsx";
import { fieldId, ID_PREFIX } from "./field-ids.ts";
import { SlotPicker } from "./slot-picker.tsx";
import { Built } from "./static-parts.tsx";
import type { Late } from "./use-booking.ts";

/** A format the visitor can choose: id and label from content/booking.ts, the office's address. */
export interface FormatChoice {
  id: string;
  label: string;
  detail?: string;
}

type FormCopy = BookingCopy["form"];

/** The id of a step's heading, which labels its section. */
const stepId = (n: 1 | 2 | 3) => `etape-${n}`;

interface FormatStepProps {
  form: FormCopy;
  formats: readonly FormatChoice[];
  /** The topics, the contact form's interest options (content/contact.yaml). */
  interests: readonly string[];
  format: string;
  errors: BookingErrors;
  onFormat: (format: string) => void;
}

/** Step 1: the format of the meeting (radio buttons) and the topic. */
export function FormatStep({ form, formats, interests, format: chosen, errors, onFormat }: FormatStepProps) {
  return (
    <section className="booking-step" aria-labelledby={stepId(1)}>
      <h3 id={stepId(1)}>{form.step1}</h3>
      <fieldset
        className={`field${errors.format ? " field--invalid" : ""}`}
        aria-describedby={errors.format ? errorId(fieldId("format")) : undefined}
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
                checked={chosen === format.id}
                onChange={() => onFormat(format.id)}
              />
              <span>
                {format.label}
                {format.detail && <small>{format.detail}</small>}
              </span>
            </label>
          ))}
        </div>
        <FieldError id={fieldId("format")} error={errors.format} />
      </fieldset>
      <SelectField
        id={fieldId("interest")}
        name="interest"
        label={form.interest}
        options={interests}
        error={errors.interest}
      />
    </section>
  );
}

/**
 * What the status line under step 2 says: loading, the slot chosen, or how
 * many days are free, after the slot a link asked for when it is gone.
 */
export function slotStatus(form: FormCopy, state: BookingState): string {
  if (state.slots === "loading") return form.loading;
  const day = chosenDay(state);
  const slot = day?.slots.find((entry) => entry.start === state.start);
  if (slot && day) return form.chosen.replace("{slot}", `${day.label} ${form.at} ${clockTime(slot.time)}`);
  if (state.slots !== "ready") return "";
  const clock = state.gone ? wallClock(state.gone) : undefined;
  const gone = clock ? `${form.gone.replace("{slot}", dayAndTime(clock.date, clock.time))} ` : "";
  if (state.days.length === 0) return gone + form.none;
  if (state.days.length === 1) return gone + form.loadedOne;
  return gone + form.loaded.replace("{n}", String(state.days.length));
}

interface SlotStepProps {
  copy: BookingCopy;
  state: BookingState;
  late: Late | null;
  moving: boolean;
  /** The notice that no booking server answers, as HTML rendered at build time. */
  unavailable: string;
  onRetry: () => void;
  onDay: (day: string) => void;
  onSlot: (start: string) => void;
}

/** Step 2: the free slots, or the notice that the server is unreachable with a retry button. */
export function SlotStep({ copy, state, late, moving, unavailable, onRetry, onDay, onSlot }: SlotStepProps) {
  const form = copy.form;
  const day = chosenDay(state);
  return (
    <section className="booking-step" aria-labelledby={stepId(2)}>
      <h3 id={stepId(2)}>{moving ? copy.move.step : form.step2}</h3>
      <p className="field__hint">{form.step2Hint}</p>
      {state.notice === "taken" && late && <late.TakenNotice text={copy.taken} />}
      <p role="status" className="slot-status">
        {slotStatus(form, state)}
      </p>
      {state.slots === "unreachable" ? (
        <>
          <Built html={unavailable} />
          <button type="button" className="btn btn-outline" onClick={onRetry}>
            {copy.unavailable.retry}
          </button>
        </>
      ) : (
        <SlotPicker
          copy={form}
          state={state}
          onDay={onDay}
          times={
            day &&
            (late ? (
              <late.DayTimes copy={form} day={day} start={state.start} onSlot={onSlot} hour={clockTime} />
            ) : (
              <p className="slot-picker__hint">{form.loading}</p>
            ))
          }
        />
      )}
    </section>
  );
}

/** Step 3: the visitor's details (uncontrolled: what was typed stays, whatever happens). */
export function DetailsStep({
  form,
  labels,
  honeypot,
  errors,
}: {
  form: FormCopy;
  /** The labels the contact form gives the same fields. */
  labels: ContactFieldLabels;
  honeypot: string;
  errors: BookingErrors;
}) {
  return (
    <section className="booking-step" aria-labelledby={stepId(3)}>
      <h3 id={stepId(3)}>{form.step3}</h3>
      <ContactFields
        idPrefix={ID_PREFIX}
        labels={labels}
        message={{ name: "message", label: form.message, rows: 4 }}
        honeypot={honeypot}
        errors={errors}
      />
    </section>
  );
}

interface SubmitActionsProps {
  copy: BookingCopy;
  state: BookingState;
  late: Late | null;
  moving: boolean;
  hydrated: boolean;
}

/** The failure notice, the submit button (disabled until hydrated) and, for a new booking, the privacy note. */
export function SubmitActions({ copy, state, late, moving, hydrated }: SubmitActionsProps) {
  const form = copy.form;
  const move = copy.move;
  return (
    <>
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
          {moving ? (state.sending ? move.sending : move.submit) : state.sending ? form.sending : form.submit}
        </button>
      </div>
      {!moving && (
        <p className="contact-form__privacy">
          {form.privacy} <Link to="/politique-de-confidentialite">{form.privacyLink}</Link>
        </p>
      )}
    </>
  );
}
