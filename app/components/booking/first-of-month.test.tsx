// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { bookingPage } from "../../../content/booking-page.ts";
import { bookingReducer, bookingWhen, initialBookingState, type SlotDay } from "../../lib/booking.ts";
import { Confirmation, CurrentBooking } from "./booking-late.tsx";
import { slotStatus } from "./booking-steps.tsx";
import { SlotPicker } from "./slot-picker.tsx";

afterEach(cleanup);

const NNBSP = "\u202f";

/** Free days as the API writes them (Paris time, winter offset), labelled by the server. */
const day = (date: string, label: string, ...times: string[]): SlotDay => ({
  date,
  label,
  slots: times.map((time) => ({ start: `${date}T${time}:00+01:00`, time })),
});
/** Monday 1 March 2027 opens its week; Tuesday 1 December 2026 is inside one. */
const DAYS = [
  day("2026-12-01", "mardi 1er décembre", "09:30", "10:00"),
  day("2027-03-01", "lundi 1er mars", "14:00"),
];

/** The confirmation and the « current booking » of a meeting on Tuesday 1 December 2026, 8:30. */
function ConfirmedOnTheFirst() {
  const booking = {
    start: "2026-12-01T08:30:00+01:00",
    end: "2026-12-01T09:00:00+01:00",
    format: "telephone",
    formatLabel: "Par téléphone",
  };
  return (
    <>
      <Confirmation
        text={bookingPage.confirmation}
        booking={booking}
        when={bookingWhen(booking)}
        email="a@exemple.fr"
        moved={false}
      />
      <CurrentBooking copy={bookingPage} booking={booking} when={bookingWhen(booking)} />
    </>
  );
}

describe("the booking page on the first of a month", () => {
  it("writes « 1er » on the day's tile and in its week's heading, never a bare 1", () => {
    const state = bookingReducer(initialBookingState("telephone"), { type: "slots", days: DAYS });
    render(<SlotPicker copy={bookingPage.form} state={state} onDay={() => undefined} times={null} />);
    const days = screen.getByRole("group", { name: bookingPage.form.day });
    expect(within(days).getByRole("radio", { name: "mardi 1er décembre" })).toBeTruthy();
    const tiles = [...days.querySelectorAll(".day-tile")].map((tile) => tile.textContent);
    expect(tiles[0]).toContain("mar.1erdéc.");
    expect(tiles[1]).toContain("lun.1ermars");
    expect(days.textContent).toContain(`${bookingPage.form.week} 1er mars`);
    expect(days.textContent).not.toMatch(/(?:^|\D)1 (?:décembre|mars)/);
  });

  it("says « 1er » in the status line once the slot is chosen, and when a linked slot is gone", () => {
    let state = bookingReducer(initialBookingState("telephone"), { type: "want", start: "2026-12-01T09:00" });
    state = bookingReducer(state, { type: "slots", days: DAYS });
    const gone = slotStatus(bookingPage.form, state);
    expect(gone).toContain(`1er décembre à 9${NNBSP}h`);
    expect(gone).toContain(bookingPage.form.loaded.replace("{n}", "2"));
    state = bookingReducer(initialBookingState("telephone"), { type: "want", start: "2026-12-01T09:30" });
    state = bookingReducer(state, { type: "slots", days: DAYS });
    expect(slotStatus(bookingPage.form, state)).toBe(
      bookingPage.form.chosen.replace(
        "{slot}",
        `mardi 1er décembre ${bookingPage.form.at} 9${NNBSP}h${NNBSP}30`,
      ),
    );
  });

  it("confirms « mardi 1er décembre 2026 », and shows it so when the booking is moved", async () => {
    const Stub = createRoutesStub([{ path: "/", Component: ConfirmedOnTheFirst }]);
    render(<Stub initialEntries={["/"]} />);
    await screen.findByRole("heading", { name: bookingPage.confirmation.title });
    const text = document.body.textContent ?? "";
    expect(text).toContain("mardi 1er décembre 2026");
    expect(text).toContain(`8${NNBSP}h${NNBSP}30 – 9${NNBSP}h`);
    expect(text).toContain(`mardi 1er décembre 2026 ${bookingPage.form.at} 8${NNBSP}h${NNBSP}30`);
    expect(text).not.toMatch(/(?:^|\D)1 décembre/);
  });
});
