import type { ReactNode } from "react";
import type { BookingCopy } from "../../../content/booking-page.ts";
import { type BookingState, chosenDay, dayParts, groupByWeek, shortDate } from "../../lib/booking.ts";
import { errorId, FieldError } from "../ui/form-field.tsx";
import { DAY_FIELD_ID } from "./field-ids.ts";

interface SlotPickerProps {
  copy: BookingCopy["form"];
  state: BookingState;
  onDay: (day: string) => void;
  /** The hours of the chosen day (booking-late.tsx `DayTimes`), once a day is chosen. */
  times: ReactNode;
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

/**
 * The free days, week by week, then the hours of the chosen day: two groups
 * of radio buttons (one tab stop each, arrows move within), every tile a
 * target of at least 44 px. The hours come with the code loaded after the
 * first load (booking-late.tsx), fetched as soon as the slots are shown.
 */
export function SlotPicker({ copy, state, onDay, times }: SlotPickerProps) {
  if (state.slots === "loading") return <Skeleton />;
  if (state.days.length === 0) return null;
  const day = chosenDay(state);
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
      {day ? times : <p className="slot-picker__hint">{copy.chooseDay}</p>}
    </div>
  );
}
