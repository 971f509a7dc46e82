import fc from "fast-check";
import { check } from "recheck";
import { describe, expect, it } from "vitest";
import {
  EMAIL_PATTERN,
  FIELD_MAX_LENGTH,
  invalidFields,
  isValidEmail,
  isValidName,
  isValidPhone,
  NAME_PATTERN,
  PHONE_PATTERN,
  tooLongMessage,
  VALIDATION_MESSAGES,
  validateContact,
} from "./contact-validation.ts";

const valid = {
  whom: "particulier",
  lastName: "Dupont",
  firstName: "Hélène",
  email: "helene.dupont@example.fr",
  phone: "06 12 34 56 78",
  interest: "Bilan de compétences",
  Message: "Bonjour,\nje souhaite un rendez-vous.",
};

describe("names", () => {
  it.each([
    "Hélène",
    "François",
    "Zoé",
    "Jean-Pierre",
    "N'Diaye",
    "N’Diaye",
    "Le Gall",
    "D'Artagnan-Lefèvre",
    "Ælfred",
    "Łukasz",
    "Müller",
    "Иван",
    "Nguyễn",
    "He\u0301le\u0300ne", // decomposed accents
    "  Dupont ", // surrounding spaces are ignored
  ])("accepts %j", (name) => {
    expect(isValidName(name)).toBe(true);
  });

  it.each([
    "",
    " ",
    "Dupont2",
    "J3an",
    "Jean_Pierre",
    "Jean--Pierre",
    "Le  Gall",
    "-Dupont",
    "Dupont-",
    "'Dupont",
    "Dupont.",
    "Dupont!",
    "<script>",
    "Jean @ Pierre",
    "Marie - Claire",
    "😀",
  ])("rejects %j", (name) => {
    expect(isValidName(name)).toBe(false);
  });
});

describe("e-mails", () => {
  it.each([
    "a@b.fr",
    "helene.dupont@example.fr",
    "prenom.nom+rdv@cabinet.paris",
    "contact@sous.domaine.example.com",
    "x_y%z-1@mon-cabinet.co.uk",
    "ADMIN@EXEMPLE.FR",
    "nom@exemple.photography",
  ])("accepts %j", (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    "",
    "helene",
    "helene@",
    "@exemple.fr",
    "helene@exemple",
    "helene@exemple.f",
    "helene@exemple.fr2",
    "helene@-exemple.fr",
    "helene@exemple-.fr",
    "helene dupont@exemple.fr",
    "helene@@exemple.fr",
    "helene@exemple..fr",
    "hélène@exemple.fr",
  ])("rejects %j", (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});

describe("phones", () => {
  it.each([
    "0612345678",
    "06 12 34 56 78",
    "06.12.34.56.78",
    "06-12-34-56-78",
    "01 99 00 42 77",
    "+33612345678",
    "+33 6 12 34 56 78",
    "+33 (0)6 12 34 56 78",
    "+33(0)612345678",
    "0033 6 12 34 56 78",
    "0033612345678",
    "+33.6.12.34.56.78",
    "09-87-65-43-21",
  ])("accepts %j", (phone) => {
    expect(isValidPhone(phone)).toBe(true);
  });

  it.each([
    "",
    "061234567",
    "06123456789",
    "0012345678",
    "06 12 34 56 7 8",
    "06 12.34 56 78",
    "06  12 34 56 78",
    "+44 6 12 34 56 78",
    "+33 06 12 34 56 78",
    "0612 34 56 78",
    "06 12 34 56 78 90",
    "telephone",
    "+33 (1)6 12 34 56 78",
  ])("rejects %j", (phone) => {
    expect(isValidPhone(phone)).toBe(false);
  });
});

describe("validateContact", () => {
  it("accepts a complete, valid submission", () => {
    expect(validateContact(valid)).toEqual({});
  });

  it("reports the five spec messages for an empty submission, in form order", () => {
    const errors = validateContact({});
    expect(errors).toEqual({
      whom: "Merci de choisir une des options ci-dessus",
      lastName: "Merci de préciser votre nom sans chiffre ou caractères spéciaux",
      firstName: "Merci de préciser votre prénom sans chiffre ou caractères spéciaux",
      email: "Merci de préciser un email valide",
      phone: "Merci de préciser un numéro de téléphone valide",
    });
    expect(invalidFields(errors)).toEqual(["whom", "lastName", "firstName", "email", "phone"]);
  });

  it.each([
    ["whom", "autre"],
    ["lastName", "Dupont3"],
    ["firstName", "H@lène"],
    ["email", "helene@exemple"],
    ["phone", "12 34 56 78"],
  ] as const)("flags only %s when it alone is wrong", (field, value) => {
    expect(validateContact({ ...valid, [field]: value })).toEqual({
      [field]: VALIDATION_MESSAGES[field],
    });
  });

  it("leaves interest and message free, but bounded", () => {
    expect(validateContact({ ...valid, interest: "", Message: "" })).toEqual({});
    expect(validateContact({ ...valid, Message: "x".repeat(FIELD_MAX_LENGTH.Message) })).toEqual({});
    const errors = validateContact({ ...valid, Message: "x".repeat(FIELD_MAX_LENGTH.Message + 1) });
    expect(errors).toEqual({ Message: tooLongMessage("Message") });
    expect(errors.Message).toBe("Ce champ est trop long\u00a0: 5000 caractères au maximum");
  });

  it("reads a FormData as well as a record, and ignores non-string values", () => {
    const form = new FormData();
    for (const [key, value] of Object.entries(valid)) form.append(key, value);
    expect(validateContact(form)).toEqual({});
    expect(validateContact({ ...valid, email: 42, phone: null })).toEqual({
      email: VALIDATION_MESSAGES.email,
      phone: VALIDATION_MESSAGES.phone,
    });
  });
});

// Property runs take seconds on a busy machine: not a measure of anything.
describe("properties", { timeout: 30_000 }, () => {
  const letters = fc.constantFrom(..."abcdefghijklmnopqrstuvwxyzéèêëàâäîïôöûüùçœæÉÈÀÇ".split(""));
  const word = fc.array(letters, { minLength: 1, maxLength: 12 }).map((chars) => chars.join(""));
  const separators = [" ", ".", "-", ""];

  it("rejects every name that holds a digit", () => {
    fc.assert(
      fc.property(word, fc.integer({ min: 0, max: 9 }), word, (before, digit, after) => {
        expect(isValidName(`${before}${digit}${after}`)).toBe(false);
      }),
    );
  });

  it("accepts every name made of letter words joined by a hyphen, apostrophe or space", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom("-", "'", " "), word), { maxLength: 3 }),
        word,
        (rest, first) => {
          const name = first + rest.map(([sep, w]) => sep + w).join("");
          expect(isValidName(name)).toBe(true);
        },
      ),
    );
  });

  it("accepts every spec phone format with each separator", () => {
    const prefix = fc.constantFrom("0", "+33", "+33 ", "0033", "0033 ", "+33 (0)", "+33(0)", "0033 (0)");
    const pairs = fc.array(fc.integer({ min: 0, max: 99 }), { minLength: 4, maxLength: 4 });
    fc.assert(
      fc.property(
        prefix,
        fc.integer({ min: 1, max: 9 }),
        pairs,
        fc.constantFrom(...separators),
        (start, first, rest, sep) => {
          const body = rest.map((n) => sep + String(n).padStart(2, "0")).join("");
          expect(isValidPhone(`${start}${first}${body}`)).toBe(true);
        },
      ),
    );
  });

  it("rejects phones whose separators are mixed", () => {
    fc.assert(
      fc.property(fc.constantFrom(...separators), fc.constantFrom(...separators), (a, b) => {
        fc.pre(a !== b);
        expect(isValidPhone(`06${a}12${a}34${b}56${b}78`)).toBe(false);
      }),
    );
  });

  it("never throws on arbitrary Unicode", () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom("whom", "lastName", "firstName", "email", "phone", "interest", "Message"),
          fc.string({ unit: "binary", maxLength: 300 }),
        ),
        (values) => {
          const errors = validateContact(values);
          expect(typeof errors).toBe("object");
        },
      ),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (value) => {
        isValidName(value);
        isValidEmail(value);
        isValidPhone(value);
      }),
    );
  });
});

describe("regular expressions", () => {
  it.each([
    ["name", NAME_PATTERN],
    ["email", EMAIL_PATTERN],
    ["phone", PHONE_PATTERN],
  ])("the %s pattern is safe from catastrophic backtracking", async (_, pattern) => {
    const result = await check(pattern.source, pattern.flags);
    expect(result.status).toBe("safe");
  });

  it("the checker does catch a vulnerable pattern", async () => {
    const result = await check("^(a+)+$", "");
    expect(result.status).toBe("vulnerable");
  });
});
