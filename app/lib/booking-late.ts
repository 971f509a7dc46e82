/**
 * The booking page's logic that comes after the first load (with
 * components/booking/booking-late.tsx): the hours of a day by half-day, the checks of
 * the visitor's details (the contact form's rules,
 * shared/contact-validation.ts) and what each answer of the API means.
 */

import {
  FIELD_MAX_LENGTH,
  isValidEmail,
  isValidName,
  isValidPhone,
  tooLongMessage,
  VALIDATION_MESSAGES,
} from "../../shared/contact-validation.ts";
import type {
  ApiAnswer,
  Booking,
  BookingAction,
  BookingErrors,
  BookingField,
  DetailField,
  MoveTarget,
  Slot,
} from "./booking.ts";

/** The fields the visitor types, in form order. */
export const DETAIL_FIELDS: readonly DetailField[] = ["lastName", "firstName", "email", "phone", "message"];
/** Every field a message can be about, in form order: the first one gets the focus. */
const BOOKING_FIELDS: readonly BookingField[] = ["format", "interest", "start", ...DETAIL_FIELDS];

/** A day's slots split into the morning (before noon) and the afternoon and evening. */
export function splitDay(slots: readonly Slot[]): { morning: Slot[]; afternoon: Slot[] } {
  return {
    morning: slots.filter((slot) => slot.time < "12:00"),
    afternoon: slots.filter((slot) => slot.time >= "12:00"),
  };
}

/** The visitor's details, checked with the contact form's rules; no entry when valid. */
export function validateDetails(values: Partial<Record<DetailField, string>>): BookingErrors {
  const errors: BookingErrors = {};
  const rules: Partial<Record<DetailField, [(value: string) => boolean, string]>> = {
    lastName: [isValidName, VALIDATION_MESSAGES.lastName],
    firstName: [isValidName, VALIDATION_MESSAGES.firstName],
    email: [isValidEmail, VALIDATION_MESSAGES.email],
    phone: [isValidPhone, VALIDATION_MESSAGES.phone],
  };
  for (const field of DETAIL_FIELDS) {
    const value = values[field] ?? "";
    const limit = field === "message" ? "Message" : field;
    const rule = rules[field];
    if (value.length > FIELD_MAX_LENGTH[limit]) errors[field] = tooLongMessage(limit);
    else if (rule && !rule[0](value)) errors[field] = rule[1];
  }
  return errors;
}

/** The fields with an error, in form order. */
export function erroneousFields(errors: BookingErrors): BookingField[] {
  return BOOKING_FIELDS.filter((field) => errors[field] !== undefined);
}

/** What an answer to POST /api/booking or /move means for the page. */
export function submitOutcome(answer: ApiAnswer | null, expected: number): BookingAction {
  const booking = answer?.body?.booking as Booking | undefined;
  if (answer?.status === expected && booking) return { type: "done", booking };
  if (answer?.status === 409) return { type: "taken" };
  const fields = answer?.body?.fields;
  if (answer?.status === 422 && fields && typeof fields === "object") {
    const errors: BookingErrors = {};
    for (const field of BOOKING_FIELDS) {
      const message = (fields as Record<string, unknown>)[field];
      if (typeof message === "string") errors[field] = message;
    }
    if (Object.keys(errors).length > 0) return { type: "invalid", errors };
  }
  // No JSON at all: no booking server behind this address (static host, 404, network).
  if (!answer?.body) return { type: "unreachable" };
  return { type: "failed", notice: answer.status === 429 ? "rate-limited" : "failed" };
}

/** What an answer to GET /manage means: the booking to move, or why it cannot be. */
export function moveTarget(answer: ApiAnswer | null, token: string): MoveTarget | null {
  if (!answer?.body) return null;
  const booking = answer.body.booking as Booking | undefined;
  if (answer.status === 200 && booking) {
    return booking.status === "cancelled" ? { status: "gone" } : { status: "ready", token, booking };
  }
  if (answer.status === 410) return { status: "gone" };
  if (answer.status === 404) return { status: "unknown" };
  return { status: "invalid" };
}
