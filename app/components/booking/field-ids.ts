import type { BookingField } from "../../lib/booking.ts";

/** The id of the first day's radio: where the focus goes when no slot is chosen. */
export const DAY_FIELD_ID = "booking-start";

/** The prefix of the ids ContactFields gives the visitor's details. */
export const ID_PREFIX = "booking";

/** The control that gets the focus for a field's error, and the summary's links point to. */
export const fieldId = (field: BookingField) => (field === "start" ? DAY_FIELD_ID : `${ID_PREFIX}-${field}`);
