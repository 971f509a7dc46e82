import { type FormEvent, useEffect, useReducer, useRef, useState } from "react";
import type { BookingCopy } from "../../../content/booking-page.ts";
import { bookingApiPath, MOVE_PARAMETER } from "../../../content/booking-paths.ts";
import { bookingReducer, callApi, initialBookingState, slotsOf } from "../../lib/booking.ts";
import { previousPage } from "../../lib/previous-page.ts";
import { linkedSlot } from "../../lib/slot-link.ts";
import { fieldId } from "./field-ids.ts";

/** The code loaded after the first load: submissions, the move mode, the hours of a day. */
export type Late = typeof import("./booking-late.tsx");

/**
 * The booking form's state and its exchanges with the API: the free slots
 * (on arrival and at each change of format), the booking to move
 * (`?deplacer=<token>`), the slot a link asks for
 * (`?format=telephone&creneau=2026-12-02T09:30`, app/lib/slot-link.ts), the
 * submission. The late code (booking-late.tsx)
 * is fetched once, on the first need; `late` is set once it is here.
 */
export function useBooking(form: BookingCopy["form"], formats: readonly string[], offline: boolean) {
  const [state, dispatch] = useReducer(bookingReducer, initialBookingState(formats[0] ?? "", offline));
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

  // On arrival: the booking to move, or the free slots of the format a link
  // asks for (then its slot), or of the first format.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on arrival.
  useEffect(() => {
    setHydrated(true);
    if (offline) return;
    const search = window.location.search;
    const token = new URLSearchParams(search).get(MOVE_PARAMETER);
    if (token === null) {
      const { format = state.format, wanted } = linkedSlot(search, formats);
      if (format !== state.format) dispatch({ type: "format", format });
      if (wanted) dispatch({ type: "want", start: wanted });
      void loadSlots(format);
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
  /** The booking being moved, once loaded and movable. */
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
      from: previousPage(),
      dispatch,
      loadSlots,
      fieldId,
    });
  }

  return { state, dispatch, hydrated, late, loadLate, loadSlots, moving, handleSubmit };
}
