import type { BookingCopy } from "../../../content/booking-page.ts";
import { formatHour } from "../../../content/site.ts";
import {
  type BookingState,
  chosenDay,
  dayParts,
  groupByWeek,
  type Slot,
  shortDate,
  splitDay,
} from "../../lib/booking.ts";
import { errorId, FieldError } from "../ui/form-field.tsx";
import { DAY_FIELD_ID } from "./field-ids.ts";

interface SlotPickerProps {
  copy: BookingCopy["form"];
  state: BookingState;
  onDay: (day: string) => void;
  onSlot: (start: string) => void;
}

/** Placeholder tiles while the slots load: the room the days will take, so nothing moves when they come. */
function Skeleton() {
  return (
    <ul className="day-grid day-grid--loading" aria-hidden="true">
      {Array.from({ length: 12 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered.
        <li key={index} className="day-tile day-tile--placeholder" />
      ))}
    </ul>
  );
}

function Times({
  title,
  slots,
  state,
  onSlot,
}: { title: string; slots: Slot[] } & Omit<SlotPickerProps, "onDay" | "copy">) {
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
                checked={state.start === slot.start}
                onChange={() => onSlot(slot.start)}
              />
              <span>{formatHour(slot.time)}</span>
            </label>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * The free days, week by week, then the hours of the chosen day: two groups
 * of radio buttons (one tab stop each, arrows move within), every tile a
 * target of at least 44 px.
 */
export function SlotPicker({ copy, state, onDay, onSlot }: SlotPickerProps) {
  if (state.slots === "loading") return <Skeleton />;
  if (state.days.length === 0) return null;
  const day = chosenDay(state);
  const { morning, afternoon } = splitDay(day?.slots ?? []);
  const error = state.errors.start;
  return (
    <div className={`slot-picker${error ? " field--invalid" : ""}`}>
      <fieldset className="slot-picker__days" aria-describedby={error ? errorId(DAY_FIELD_ID) : undefined}>
        <legend className="field__label">{copy.day}</legend>
        {groupByWeek(state.days).map(({ week, days }) => (
          <div key={week}>
            <p className="slot-picker__group">
              {copy.week} {shortDate(week)}
            </p>
            <ul className="day-grid">
              {days.map((entry) => {
                const parts = dayParts(entry.date);
                return (
                  <li key={entry.date}>
                    <label className="day-tile">
                      <input
                        type="radio"
                        name="day"
                        value={entry.date}
                        id={entry.date === state.days[0]?.date ? DAY_FIELD_ID : undefined}
                        checked={state.day === entry.date}
                        onChange={() => onDay(entry.date)}
                      />
                      <span aria-hidden="true">{parts.weekday}</span>
                      <strong aria-hidden="true">{parts.day}</strong>
                      <span aria-hidden="true">{parts.month}</span>
                      <span className="sr-only">{entry.label}</span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
        <FieldError id={DAY_FIELD_ID} error={error} />
      </fieldset>
      {day ? (
        <fieldset className="slot-picker__times">
          <legend className="field__label">
            {copy.time} {day.label}
          </legend>
          <Times title={copy.morning} slots={morning} state={state} onSlot={onSlot} />
          <Times title={copy.afternoon} slots={afternoon} state={state} onSlot={onSlot} />
        </fieldset>
      ) : (
        <p className="slot-picker__hint">{copy.chooseDay}</p>
      )}
    </div>
  );
}
