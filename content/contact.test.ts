import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { FIELD_MAX_LENGTH } from "../shared/contact-validation.ts";
import { bookingPageSchema } from "./booking-page.ts";
import { contact, contactSchema, interestOptions } from "./contact.ts";
import { parseRecord } from "./lib/collection.ts";

const read = (name: string) => readFileSync(new URL(`./${name}`, import.meta.url), "utf8");

describe("the contact form's interest options", () => {
  it("are the spec's twelve, each once, as typed (the relay compares them as they are)", () => {
    expect(interestOptions).toHaveLength(12);
    expect(new Set(interestOptions).size).toBe(interestOptions.length);
    for (const option of interestOptions) {
      expect(option.length).toBeLessThanOrEqual(FIELD_MAX_LENGTH.interest);
      expect(option).toBe(option.trim());
    }
  });
});

describe("the contact page's copy", () => {
  it("links the accessibility paragraph to the disability page", () => {
    expect(contact.accessibility.link.path).toMatch(/^\//);
    expect(contact.accessibility.link.label).not.toBe("");
  });

  it("stops with the file, the line and the field when content/contact.yaml is broken", () => {
    const file = read("contact.yaml");
    const broken = (from: RegExp, to: string) => () =>
      parseRecord(file.replace(from, to), "content/contact.yaml", contactSchema);
    expect(broken(/^ {2}summaryMany: .*$/m, "  summaryMany: Des erreurs.")).toThrow(
      /content\/contact\.yaml : une erreur[\s\S]*ligne \d+, « form\.summaryMany » : doit contenir \{n\}/,
    );
    expect(broken(/^ {2}- Coaching$/m, "  - Coaching\n  - Coaching")).toThrow(
      /« interests » : chaque sujet ne doit figurer qu’une fois/,
    );
    expect(broken(/^ {2}bookingLink: .*$/m, "  bookingLien: Réserver")).toThrow(
      /« intro\.bookingLink » : champ obligatoire absent[\s\S]*« intro » : champ inconnu : « bookingLien »/,
    );
  });
});

describe("the booking page's copy", () => {
  it("stops with the file, the line and the field when content/booking-page.yaml is broken", () => {
    const file = read("booking-page.yaml");
    expect(() =>
      parseRecord(
        file.replace(/^ {2}chosen: .*$/m, '  chosen: "Créneau choisi."'),
        "content/booking-page.yaml",
        bookingPageSchema,
      ),
    ).toThrow(/content\/booking-page\.yaml : une erreur[\s\S]*« form\.chosen » : doit contenir \{slot\}/);
  });
});
