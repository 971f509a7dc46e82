// @vitest-environment happy-dom
import { cleanup, fireEvent, render } from "@testing-library/react";
import type { ComponentProps } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { CONTACT_FIELDS, HONEYPOT_FIELD } from "../../../shared/contact-validation.ts";
import { type ContactFieldName, ContactFields } from "./form-field.tsx";

afterEach(cleanup);

/** Labels of a fixture: the firm's copy stays in content/contact.yaml. */
const LABELS = {
  whom: { legend: "Who", person: "A person", company: "A company" },
  lastName: "Last name",
  firstName: "First name",
  email: "E-mail",
  emailHint: "E-mail hint",
  phone: "Phone",
  phoneHint: "Phone hint",
  interest: "Subject",
  honeypot: "Leave empty",
};
const WHOM = ["person", "company"] as const;
const SUBJECTS = ["One", "Two"];

/** Every field of the block shown, as the contact and callback forms show them. */
const FULL = {
  idPrefix: "test",
  labels: LABELS,
  whom: WHOM,
  interest: SUBJECTS,
  message: { name: "Message", label: "Message", hint: "Message hint", rows: 4 },
  honeypot: "website",
} satisfies ComponentProps<typeof ContactFields<(typeof WHOM)[number]>>;

/** An error on every field: its name, for the name of each field. */
const ALL_ERRORS = Object.fromEntries(
  ["whom", "lastName", "firstName", "email", "phone", "interest", "Message"].map((name) => [
    name,
    `${name} error`,
  ]),
);

function renderFields(props: Partial<ComponentProps<typeof ContactFields<(typeof WHOM)[number]>>> = {}) {
  const { container } = render(
    <form>
      <ContactFields {...FULL} {...props} />
    </form>,
  );
  const form = container.querySelector("form") as HTMLFormElement;
  return { form, controls: [...form.querySelectorAll<HTMLElement>("input, select, textarea")] };
}

const isRequired = (control: Element) => control.hasAttribute("required");

describe("ContactFields", () => {
  it("names its controls as the relay and the booking API read them, in form order", () => {
    const { controls } = renderFields();
    const names = [...new Set(controls.map((control) => control.getAttribute("name")))];
    expect(names).toEqual([...CONTACT_FIELDS, HONEYPOT_FIELD]);
  });

  it("gives every control a label, and every id once", () => {
    const { form, controls } = renderFields({ errors: ALL_ERRORS });
    for (const control of controls) {
      const labelled =
        control.closest("label") !== null ||
        (control.id !== "" && form.querySelector(`label[for="${control.id}"]`) !== null);
      expect(labelled, control.outerHTML).toBe(true);
    }
    const ids = [...form.querySelectorAll("[id]")].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("keeps the ids of two blocks apart on one page (the booking and callback forms)", () => {
    const { container } = render(
      <>
        <ContactFields {...FULL} idPrefix="one" />
        <ContactFields {...FULL} idPrefix="two" />
      </>,
    );
    const ids = [...container.querySelectorAll("[id]")].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("ties each invalid field to its error message, and only invalid ones", () => {
    const { form } = renderFields({ errors: { email: "email error", whom: "whom error" } });
    const invalid = [...form.querySelectorAll('[aria-invalid="true"]')];
    expect(invalid.map((control) => control.getAttribute("name"))).toEqual(["whom", "whom", "email"]);
    for (const [name, error] of [
      ["email", "email error"],
      ["whom", "whom error"],
    ]) {
      const control = form.querySelector(`[name="${name}"]`) as Element;
      // The radios' group carries the description: it is what a screen reader announces.
      const described = name === "whom" ? (control.closest("fieldset") as Element) : control;
      const texts = (described.getAttribute("aria-describedby") ?? "")
        .split(" ")
        .map((id) => form.querySelector(`[id="${id}"]`)?.textContent);
      expect(texts, name).toContain(error);
    }
    expect(form.querySelector('[name="phone"]')?.getAttribute("aria-describedby")).toBe(
      form.querySelector('[name="phone"]')?.id.concat("-hint"),
    );
  });

  it("shows each error once, next to its own field", () => {
    const { form } = renderFields({ errors: ALL_ERRORS });
    for (const [name, error] of Object.entries(ALL_ERRORS)) {
      const holders = [...form.querySelectorAll(".field__error")].filter((p) => p.textContent === error);
      expect(holders, name).toHaveLength(1);
      const field = holders[0]?.closest(".field");
      expect(field?.classList.contains("field--invalid"), name).toBe(true);
      expect(field?.querySelector(`[name="${name}"]`), name).not.toBeNull();
    }
  });

  it("requires the contact form's fields by default, marked with an asterisk", () => {
    const { controls } = renderFields();
    const required = new Set(controls.filter(isRequired).map((control) => control.getAttribute("name")));
    expect([...required]).toEqual(["whom", "lastName", "firstName", "email", "phone"]);
    expect(document.querySelectorAll(".field__required")).toHaveLength(required.size);
  });

  it.each<[string, ContactFieldName[], string[]]>([
    ["the names only", ["lastName", "firstName"], ["lastName", "firstName"]],
    ["the message too", ["email", "phone", "message"], ["email", "phone", "Message"]],
    ["nothing", [], []],
  ])("requires what it is told to: %s", (_, fields, names) => {
    const { controls } = renderFields({ required: fields });
    expect([...new Set(controls.filter(isRequired).map((control) => control.getAttribute("name")))]).toEqual(
      names,
    );
    expect(document.querySelectorAll(".field__required")).toHaveLength(names.length);
  });

  it("shows the choice and the subject only when given their options", () => {
    const { form } = renderFields({ whom: undefined, interest: undefined });
    expect(form.querySelector('[name="whom"]')).toBeNull();
    expect(form.querySelector("select")).toBeNull();
    expect(form.querySelector('[name="lastName"]')).not.toBeNull();
  });

  it("offers the options it is given, with their labels", () => {
    const { form } = renderFields();
    const radios = [...form.querySelectorAll<HTMLInputElement>('input[name="whom"]')];
    expect(radios.map((radio) => [radio.value, radio.closest("label")?.textContent])).toEqual(
      WHOM.map((option) => [option, LABELS.whom[option]]),
    );
    expect([...form.querySelectorAll("option")].map((option) => option.value)).toEqual(SUBJECTS);
  });

  it("asks the browser to fill in the person's details, and never the honeypot", () => {
    const { form } = renderFields();
    const autocomplete = (name: string) =>
      form.querySelector(`[name="${name}"]`)?.getAttribute("autocomplete");
    expect(["lastName", "firstName", "email", "phone", "website"].map(autocomplete)).toEqual([
      "family-name",
      "given-name",
      "email",
      "tel",
      "off",
    ]);
    expect(form.querySelector('[name="email"]')?.getAttribute("type")).toBe("email");
    expect(form.querySelector('[name="phone"]')?.getAttribute("type")).toBe("tel");
  });

  it("keeps the honeypot out of reach: hidden from assistive technology and from the tab order", () => {
    const { form } = renderFields();
    const honeypot = form.querySelector('[name="website"]') as HTMLElement;
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(honeypot.getAttribute("tabindex")).toBe("-1");
  });

  it("names the message field as the form does", () => {
    const { form } = renderFields({ message: { name: "message", label: "Note", rows: 6 } });
    const message = form.querySelector("textarea") as HTMLTextAreaElement;
    expect(message.name).toBe("message");
    expect(message.id).toBe("test-message");
    expect(message.getAttribute("rows")).toBe("6");
    expect(message.hasAttribute("aria-describedby")).toBe(false);
  });

  it("keeps what was typed when errors appear and go", () => {
    const { rerender, container } = render(<ContactFields {...FULL} />);
    const typed = { lastName: "Dupont", email: "not an address", Message: "Hello" };
    for (const [name, value] of Object.entries(typed)) {
      fireEvent.change(container.querySelector(`[name="${name}"]`) as Element, { target: { value } });
    }
    rerender(<ContactFields {...FULL} errors={ALL_ERRORS} />);
    rerender(<ContactFields {...FULL} errors={{}} />);
    for (const [name, value] of Object.entries(typed)) {
      expect((container.querySelector(`[name="${name}"]`) as HTMLInputElement).value, name).toBe(value);
    }
  });
});
