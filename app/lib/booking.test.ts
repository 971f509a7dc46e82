import { afterEach, describe, expect, it, vi } from "vitest";
import {
  type BookingState,
  bookingReducer,
  bookingWhen,
  callApi,
  chosenDay,
  dayParts,
  groupByWeek,
  initialBookingState,
  type SlotDay,
  shortDate,
  slotDate,
  slotsOf,
  slotTime,
  weekStart,
} from "./booking.ts";

/** A free day with slots at the given Paris times (winter: +01:00). */
function day(date: string, ...times: string[]): SlotDay {
  return { date, label: date, slots: times.map((time) => ({ start: `${date}T${time}:00+01:00`, time })) };
}

const thursday = day("2026-11-26", "08:30", "09:00", "14:00");
const friday = day("2026-11-27", "10:00");
const monday = day("2026-11-30", "18:30");

function ready(days: SlotDay[] = [thursday, friday]): BookingState {
  return bookingReducer(initialBookingState("telephone"), { type: "slots", days });
}

describe("the booking state", () => {
  it("starts loading the slots of the first format, or unreachable where no server answers", () => {
    expect(initialBookingState("visio")).toMatchObject({
      format: "visio",
      slots: "loading",
      day: null,
      start: null,
    });
    expect(initialBookingState("visio", true).slots).toBe("unreachable");
  });

  it("chooses a day, then a slot of that day; another day drops the slot", () => {
    let state = bookingReducer(ready(), { type: "day", day: thursday.date });
    state = bookingReducer(state, { type: "slot", start: "2026-11-26T09:00:00+01:00" });
    expect(state).toMatchObject({ day: thursday.date, start: "2026-11-26T09:00:00+01:00" });
    expect(chosenDay(state)).toBe(thursday);
    expect(bookingReducer(state, { type: "day", day: thursday.date })).toBe(state);
    expect(bookingReducer(state, { type: "day", day: friday.date })).toMatchObject({
      day: friday.date,
      start: null,
    });
  });

  it("forgets the day and slot when the format changes: another format has other slots", () => {
    let state = bookingReducer(ready(), { type: "day", day: friday.date });
    state = bookingReducer(state, { type: "slot", start: friday.slots[0]?.start ?? "" });
    expect(bookingReducer(state, { type: "format", format: "visio" })).toMatchObject({
      format: "visio",
      day: null,
      start: null,
    });
  });

  it("keeps the day and slot through fresh slots while they are still free, and only then", () => {
    let state = bookingReducer(ready(), { type: "day", day: thursday.date });
    state = bookingReducer(state, { type: "slot", start: "2026-11-26T14:00:00+01:00" });
    const still = bookingReducer(state, { type: "slots", days: [thursday, monday] });
    expect(still).toMatchObject({ day: thursday.date, start: "2026-11-26T14:00:00+01:00" });
    const slotGone = bookingReducer(state, { type: "slots", days: [day(thursday.date, "08:30"), monday] });
    expect(slotGone).toMatchObject({ day: thursday.date, start: null });
    const dayGone = bookingReducer(state, { type: "slots", days: [monday] });
    expect(dayGone).toMatchObject({ day: null, start: null, days: [monday] });
  });

  it("after « slot taken », drops the slot and reloads, with the notice", () => {
    let state = bookingReducer(ready(), { type: "day", day: friday.date });
    state = bookingReducer(state, { type: "slot", start: friday.slots[0]?.start ?? "" });
    state = bookingReducer(state, { type: "sending", email: "a@b.fr" });
    expect(state).toMatchObject({ sending: true, email: "a@b.fr" });
    state = bookingReducer(state, { type: "taken" });
    expect(state).toMatchObject({
      sending: false,
      notice: "taken",
      start: null,
      slots: "loading",
      day: friday.date,
    });
  });

  it("keeps field messages until the field is fixed, and clears them on a new submission", () => {
    let state = bookingReducer(ready(), {
      type: "invalid",
      errors: { start: "Choisissez", email: "Mauvais" },
    });
    expect(state.errors).toEqual({ start: "Choisissez", email: "Mauvais" });
    state = bookingReducer(state, { type: "day", day: thursday.date });
    state = bookingReducer(state, { type: "slot", start: thursday.slots[0]?.start ?? "" });
    expect(state.errors).toEqual({ email: "Mauvais" });
    expect(bookingReducer(state, { type: "sending", email: "" }).errors).toEqual({});
  });

  it("stores the booking once done, and the failures without losing the choice", () => {
    let state = bookingReducer(ready(), { type: "day", day: friday.date });
    state = bookingReducer(state, { type: "slot", start: friday.slots[0]?.start ?? "" });
    const failed = bookingReducer(state, { type: "failed", notice: "rate-limited" });
    expect(failed).toMatchObject({ notice: "rate-limited", start: friday.slots[0]?.start, sending: false });
    const booking = {
      start: friday.slots[0]?.start ?? "",
      format: "telephone",
      formatLabel: "Par téléphone",
    };
    expect(bookingReducer(failed, { type: "done", booking })).toMatchObject({ done: booking, notice: null });
  });

  it("chooses the day and hour a link asks for when still free, and names it as gone otherwise", () => {
    const linked = bookingReducer(initialBookingState("telephone"), {
      type: "want",
      start: "2026-11-26T09:00",
    });
    expect(bookingReducer(linked, { type: "slots", days: [thursday, friday] })).toMatchObject({
      slots: "ready",
      day: thursday.date,
      start: "2026-11-26T09:00:00+01:00",
      wanted: null,
      gone: null,
    });
    const taken = bookingReducer(linked, { type: "slots", days: [day(thursday.date, "08:30"), friday] });
    expect(taken).toMatchObject({ day: null, start: null, wanted: null, gone: "2026-11-26T09:00" });
    // Only the first answer: fresh slots later keep the visitor's own choice.
    const chosen = bookingReducer(taken, { type: "slot", start: "2026-11-26T08:30:00+01:00" });
    expect(chosen.gone).toBeNull();
    expect(bookingReducer(taken, { type: "format", format: "visio" }).gone).toBeNull();
  });

  it("in move mode, takes the format of the booking being moved", () => {
    let state = bookingReducer(initialBookingState("telephone"), { type: "move-loading" });
    expect(state.move).toEqual({ status: "loading" });
    const booking = {
      start: "2026-12-01T10:00:00+01:00",
      format: "bureau-provins",
      formatLabel: "Au bureau",
    };
    state = bookingReducer(state, { type: "move", target: { status: "ready", token: "t", booking } });
    expect(state).toMatchObject({ format: "bureau-provins", move: { status: "ready", token: "t" } });
    expect(bookingReducer(state, { type: "move", target: { status: "gone" } }).move).toEqual({
      status: "gone",
    });
  });
});

describe("the free days, week by week", () => {
  it("starts each week on Monday, across months and years", () => {
    expect(weekStart("2026-11-26")).toBe("2026-11-23");
    expect(weekStart("2026-11-23")).toBe("2026-11-23");
    expect(weekStart("2026-11-29")).toBe("2026-11-23");
    expect(weekStart("2027-01-02")).toBe("2026-12-28");
    // Across the change to summer time (Sunday 28 March 2027): calendar days, no hour lost.
    expect(weekStart("2027-03-29")).toBe("2027-03-29");
    expect(weekStart("2027-03-28")).toBe("2027-03-22");
  });

  it("groups consecutive days of one week, in order", () => {
    const saturday = day("2026-11-28", "09:00");
    expect(groupByWeek([thursday, friday, saturday, monday])).toEqual([
      { week: "2026-11-23", days: [thursday, friday, saturday] },
      { week: "2026-11-30", days: [monday] },
    ]);
    expect(groupByWeek([])).toEqual([]);
  });
});

describe("a slot in French, in Paris time", () => {
  it("says the date and the hour, in winter and in summer", () => {
    expect(slotDate("2026-11-26T08:30:00+01:00")).toBe("jeudi 26 novembre 2026");
    expect(slotTime("2026-11-26T08:30:00+01:00")).toBe("8\u202fh\u202f30");
    expect(slotTime("2027-03-29T10:00:00+02:00")).toBe("10\u202fh");
    // The first of the month, as the confirmation says it.
    expect(slotDate("2026-12-01T08:30:00+01:00")).toBe("mardi 1er décembre 2026");
    // The API writes Paris time with its offset; a UTC time is not read as Paris time.
    expect(slotTime("2026-11-26T07:30:00Z")).toBe("");
    expect(slotDate("2026-11-26T23:30:00Z")).toBe("");
  });

  it("writes a booking's day and hours for the confirmation", () => {
    expect(
      bookingWhen({
        start: "2026-12-01T08:30:00+01:00",
        end: "2026-12-01T09:00:00+01:00",
        format: "telephone",
        formatLabel: "Par téléphone",
      }),
    ).toEqual({ date: "mardi 1er décembre 2026", start: "8\u202fh\u202f30", end: "9\u202fh" });
  });
});

describe("the French dates of the tiles", () => {
  it("gives the short weekday, the day and the short month of a calendar day", () => {
    expect(dayParts("2026-11-26")).toEqual({ weekday: "jeu.", day: "26", month: "nov." });
    expect(dayParts("2027-03-01")).toEqual({ weekday: "lun.", day: "1er", month: "mars" });
    expect(shortDate("2026-11-23")).toBe("23 novembre");
    expect(shortDate("2027-03-01")).toBe("1er mars");
  });
});

describe("the API client", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("reads a JSON answer, and says null when nothing answered", async () => {
    const fetch = vi.fn(async () => Response.json({ days: [thursday] }, { status: 200 }));
    vi.stubGlobal("fetch", fetch);
    const answer = await callApi("/api/booking/slots?format=visio");
    expect(answer).toEqual({ status: 200, body: { days: [thursday] } });
    expect(slotsOf(answer)).toEqual([thursday]);
    expect(fetch).toHaveBeenCalledWith("/api/booking/slots?format=visio", {
      headers: { accept: "application/json" },
    });

    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    expect(await callApi("/api/booking")).toBeNull();
  });

  it("posts JSON", async () => {
    const fetch = vi.fn(async () => Response.json({ booking: {} }, { status: 201 }));
    vi.stubGlobal("fetch", fetch);
    await callApi("/api/booking", { format: "visio" });
    expect(fetch).toHaveBeenCalledWith("/api/booking", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: '{"format":"visio"}',
    });
  });

  it("takes an HTML page (a static host's 404) or a failed status for no slots at all", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () =>
          new Response("<!DOCTYPE html>", { status: 404, headers: { "content-type": "text/html" } }),
      ),
    );
    const answer = await callApi("/api/booking/slots?format=visio");
    expect(answer).toEqual({ status: 404, body: null });
    expect(slotsOf(answer)).toBeNull();
    expect(slotsOf({ status: 500, body: { error: "internal" } })).toBeNull();
    expect(slotsOf({ status: 200, body: { days: [] } })).toEqual([]);
  });
});
