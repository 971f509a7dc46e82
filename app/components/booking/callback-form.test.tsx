// @vitest-environment happy-dom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { bookingPage } from "../../../content/booking-page.ts";
import { contact, interestOptions } from "../../../content/contact.ts";
import { CONTACT_FIELDS, HONEYPOT_FIELD, RELAY_PATH } from "../../../shared/contact-validation.ts";
import { CallbackForm } from "./callback-form.tsx";

afterEach(cleanup);

describe("CallbackForm", () => {
  it("posts the contact form's fields to the relay, which reads them by name", () => {
    const { container } = render(
      <CallbackForm copy={bookingPage.callback} labels={contact.form} interests={interestOptions} />,
    );
    const form = container.querySelector("form") as HTMLFormElement;
    expect(form.getAttribute("action")).toBe(RELAY_PATH);
    expect(form.getAttribute("method")).toBe("post");
    const names = [...form.querySelectorAll("input, select, textarea")]
      .filter((control) => control.getAttribute("type") !== "hidden")
      .map((control) => control.getAttribute("name"));
    expect([...new Set(names)]).toEqual([...CONTACT_FIELDS, HONEYPOT_FIELD]);
  });

  it("labels its message field with the callback's own copy", () => {
    const { container } = render(
      <CallbackForm copy={bookingPage.callback} labels={contact.form} interests={interestOptions} />,
    );
    const message = container.querySelector("textarea") as HTMLTextAreaElement;
    expect(container.querySelector(`label[for="${message.id}"]`)?.textContent).toBe(
      bookingPage.callback.message,
    );
    expect(container.querySelector(`[id="${message.getAttribute("aria-describedby")}"]`)?.textContent).toBe(
      bookingPage.callback.messageHint,
    );
  });
});
