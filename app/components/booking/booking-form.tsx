import type { BookingCopy } from "../../../content/booking-page.ts";
import type { ContactFieldLabels } from "../../../content/contact.ts";
import { bookingWhen } from "../../lib/booking.ts";
import { DetailsStep, type FormatChoice, FormatStep, SlotStep, SubmitActions } from "./booking-steps.tsx";
import { fieldId } from "./field-ids.ts";
import { Built } from "./static-parts.tsx";
import { useBooking } from "./use-booking.ts";

interface BookingFormProps {
  copy: BookingCopy;
  /** The labels of the visitor's details, the contact form's (content/contact.yaml). */
  labels: ContactFieldLabels;
  /** The topics, the contact form's interest options. */
  interests: readonly string[];
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
 * `?deplacer=<token>`, it moves that booking instead. The state and the
 * exchanges with the API are in use-booking.ts, the steps in booking-steps.tsx.
 */
export function BookingForm({
  copy,
  labels,
  interests,
  formats,
  offline,
  honeypot,
  unavailable,
}: BookingFormProps) {
  const form = copy.form;
  const { state, dispatch, hydrated, late, loadLate, loadSlots, moving, handleSubmit } = useBooking(
    form,
    formats.map((format) => format.id),
    offline,
  );
  const move = state.move;

  if (state.done && late) {
    return (
      <late.Confirmation
        text={copy.confirmation}
        booking={state.done}
        when={bookingWhen(state.done)}
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
        late && (
          <late.CurrentBooking copy={copy} booking={moving.booking} when={bookingWhen(moving.booking)} />
        )
      ) : (
        <p className="contact-form__legend">{form.requiredLegend}</p>
      )}
      {late && <late.ErrorSummary form={form} errors={state.errors} fieldId={fieldId} />}
      {!moving && (
        <FormatStep
          form={form}
          formats={formats}
          interests={interests}
          format={state.format}
          errors={state.errors}
          onFormat={(format) => {
            dispatch({ type: "format", format });
            void loadSlots(format);
          }}
        />
      )}
      <SlotStep
        copy={copy}
        state={state}
        late={late}
        moving={Boolean(moving)}
        unavailable={unavailable}
        onRetry={() => void loadSlots(state.format)}
        onDay={(day) => dispatch({ type: "day", day })}
        onSlot={(start) => dispatch({ type: "slot", start })}
      />
      {!moving && <DetailsStep form={form} labels={labels} honeypot={honeypot} errors={state.errors} />}
      <SubmitActions copy={copy} state={state} late={late} moving={Boolean(moving)} hydrated={hydrated} />
    </form>
  );
}
