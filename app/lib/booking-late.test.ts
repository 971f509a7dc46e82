import { describe, expect, it } from "vitest";
import { VALIDATION_MESSAGES } from "../../shared/contact-validation.ts";
import { erroneousFields, moveTarget, splitDay, submitOutcome, validateDetails } from "./booking-late.ts";

const helene = {
  lastName: "N'Diaye",
  firstName: "Hélène",
  email: "prenom.nom+rdv@cabinet.paris",
  phone: "06 12 34 56 78",
  message: "",
};

describe("the visitor's details", () => {
  it("pass the contact form's rules, the message being optional", () => {
    expect(validateDetails(helene)).toEqual({});
  });

  it("get the contact form's messages, in form order", () => {
    const errors = validateDetails({ ...helene, firstName: "H3lène", phone: "12", email: "" });
    expect(errors).toEqual({
      firstName: VALIDATION_MESSAGES.firstName,
      email: VALIDATION_MESSAGES.email,
      phone: VALIDATION_MESSAGES.phone,
    });
    expect(erroneousFields({ ...errors, start: "Choisissez" })).toEqual([
      "start",
      "firstName",
      "email",
      "phone",
    ]);
  });

  it("refuse a message past the contact form's limit, with the limit", () => {
    expect(validateDetails({ ...helene, message: "a".repeat(5001) }).message).toMatch(/5000 caractères/);
  });
});

describe("a day's hours", () => {
  it("splits a day into the morning and the afternoon", () => {
    const slots = ["08:30", "11:30", "12:00", "19:30"].map((time) => ({ start: time, time }));
    expect(splitDay(slots)).toEqual({ morning: slots.slice(0, 2), afternoon: slots.slice(2) });
  });
});

describe("what an answer means", () => {
  const booking = { start: "2026-11-26T08:30:00+01:00", format: "visio", formatLabel: "En visioconférence" };

  it("a booking only with the expected status: 201 when booked, 200 when moved", () => {
    expect(submitOutcome({ status: 201, body: { booking } }, 201)).toEqual({ type: "done", booking });
    expect(submitOutcome({ status: 200, body: { booking } }, 200)).toEqual({ type: "done", booking });
    expect(submitOutcome({ status: 200, body: { booking } }, 201).type).toBe("failed");
  });

  it("409: the slot was taken", () => {
    expect(submitOutcome({ status: 409, body: { error: "slot-taken" } }, 201)).toEqual({ type: "taken" });
  });

  it("422: the server's message for each field it names, the unknown ones left out", () => {
    const body = { error: "invalid", fields: { email: "Adresse invalide", start: "Plus libre", whom: "x" } };
    expect(submitOutcome({ status: 422, body }, 201)).toEqual({
      type: "invalid",
      errors: { email: "Adresse invalide", start: "Plus libre" },
    });
    // The honeypot's 422 names no field: a failure, with the phone.
    expect(submitOutcome({ status: 422, body: { error: "invalid", fields: {} } }, 201)).toEqual({
      type: "failed",
      notice: "failed",
    });
  });

  it("429 and other JSON refusals are failures; no JSON at all means no booking server", () => {
    expect(submitOutcome({ status: 429, body: { error: "rate-limited" } }, 201)).toEqual({
      type: "failed",
      notice: "rate-limited",
    });
    expect(submitOutcome({ status: 500, body: { error: "internal" } }, 201).type).toBe("failed");
    expect(submitOutcome({ status: 404, body: null }, 201)).toEqual({ type: "unreachable" });
    expect(submitOutcome(null, 201)).toEqual({ type: "unreachable" });
  });

  it("the booking to move, or why it cannot be moved", () => {
    expect(
      moveTarget({ status: 200, body: { booking: { ...booking, status: "active" } } }, "t"),
    ).toMatchObject({
      status: "ready",
      token: "t",
    });
    expect(moveTarget({ status: 200, body: { booking: { ...booking, status: "cancelled" } } }, "t")).toEqual({
      status: "gone",
    });
    expect(moveTarget({ status: 410, body: { error: "expired" } }, "t")).toEqual({ status: "gone" });
    expect(moveTarget({ status: 404, body: { error: "unknown" } }, "t")).toEqual({ status: "unknown" });
    expect(moveTarget({ status: 403, body: { error: "invalid-token" } }, "t")).toEqual({ status: "invalid" });
    expect(moveTarget({ status: 400, body: { error: "malformed-token" } }, "t")).toEqual({
      status: "invalid",
    });
    expect(moveTarget({ status: 404, body: null }, "t")).toBeNull();
    expect(moveTarget(null, "t")).toBeNull();
  });
});
