/**
 * The contact form's rules: one module, used by the form in the browser and
 * by the relay on the server (spec section 5). Departures from the spec's
 * literal wording are recorded in docs/decisions/010-contact-validation.md.
 */

/**
 * Where the form posts, on the relay's origin: the path @emailjs/browser's
 * sendForm() uses, which the self-hosted relay (server/relay/plugin.ts)
 * answers, and which the form's own `action` names for a post without scripts.
 */
export const RELAY_PATH = "/api/v1.0/email/send-form";

/** The fields the form sends, in the order the form shows them (spec section 3). */
export const CONTACT_FIELDS = [
  "whom",
  "lastName",
  "firstName",
  "email",
  "phone",
  "interest",
  "Message",
] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** The hidden field a person never fills; a value in it marks the message as spam. */
export const HONEYPOT_FIELD = "website";

/**
 * The field a conversion's own request carries (the contact form's multipart
 * body, the booking's JSON body): the path of the site's page shown just
 * before the form's page in that tab, "" when the form's page was the first
 * one (the visitor arrived on it from outside), absent when the measurement
 * is off or refused. Counted with the conversion, never stored with the
 * message or the booking (docs/audience.md). Here, beside the other field
 * names the forms send, and not in shared/audience.ts: the forms' code would
 * otherwise pull that module into a chunk of its own, one request more on
 * every page.
 */
export const CONVERSION_FROM_FIELD = "audienceFrom";

/**
 * Beside CONVERSION_FROM_FIELD, with the same rules: the path of the page the
 * visit entered the site on (keptEntryPage), absent when it is not known.
 * Counts the conversion in the entry pages' funnel (docs/audience.md).
 */
export const CONVERSION_ENTRY_FIELD = "audienceEntry";

/**
 * The page the visit entered the site on, as the measurement keeps it for
 * the tab (app/audience/measure.ts, ENTRY_KEY: its test checks this reads
 * it), for CONVERSION_ENTRY_FIELD; undefined when none was kept (the
 * measurement off or refused, a visit that began on a page « introuvable »,
 * storage refused, a tab opened from another). For the forms, in the
 * browser: here, so that only the pages with a form carry it. The caller
 * sends it only when the measurement is not refused (CONVERSION_FROM_FIELD
 * defined).
 */
export function keptEntryPage(): string | undefined {
  try {
    const page: unknown = JSON.parse(sessionStorage.getItem("audience-entry") ?? "{}").page;
    return typeof page === "string" ? page : undefined;
  } catch {
    return undefined;
  }
}

export const WHOM_OPTIONS = ["particulier", "entreprise"] as const;
type Whom = (typeof WHOM_OPTIONS)[number];

/** The fields with a rule, in form order (the first invalid one gets the focus). */
const VALIDATED_FIELDS = ["whom", "lastName", "firstName", "email", "phone"] as const;
export type ValidatedField = (typeof VALIDATED_FIELDS)[number];

export const VALIDATION_MESSAGES: Record<ValidatedField, string> = {
  whom: "Merci de choisir une des options ci-dessus",
  firstName: "Merci de préciser votre prénom sans chiffre ou caractères spéciaux",
  lastName: "Merci de préciser votre nom sans chiffre ou caractères spéciaux",
  email: "Merci de préciser un email valide",
  phone: "Merci de préciser un numéro de téléphone valide",
};

/**
 * Longest accepted value of each field, in characters. The form shows a
 * message past them and the relay answers 413, so no one is cut off silently.
 */
export const FIELD_MAX_LENGTH: Record<ContactField, number> = {
  whom: 20,
  lastName: 80,
  firstName: 80,
  email: 254,
  phone: 30,
  interest: 120,
  Message: 5000,
};

export function tooLongMessage(field: ContactField): string {
  return `Ce champ est trop long\u00a0: ${FIELD_MAX_LENGTH[field]} caractères au maximum`;
}

/**
 * Names: letters of any alphabet (accented ones included, composed or not),
 * words joined by a single hyphen, apostrophe or space: "Hélène",
 * "Jean-François", "N'Diaye", "Le Gall". Digits and other symbols fail.
 */
export const NAME_PATTERN = /^\p{L}\p{M}*(?:[-'’ ]?\p{L}\p{M}*)*$/u;

/**
 * E-mail: a local part, "@", dot-separated domain labels and a top-level
 * domain of at least two letters ("prenom.nom+rdv@cabinet.paris" passes).
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9._%+-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/**
 * French phone: 0, +33 or 0033 (then an optional "(0)"), a digit 1 to 9, then
 * four pairs of digits, all separated by the same space, dot or hyphen, or by nothing.
 */
export const PHONE_PATTERN =
  /^(?:0|(?:\+|00)33[ .-]?(?:\(0\)[ .-]?)?)[1-9](?:\d{8}|(?: \d{2}){4}|(?:\.\d{2}){4}|(?:-\d{2}){4})$/;

export function isValidName(value: string): boolean {
  return NAME_PATTERN.test(value.trim());
}

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

export function isValidPhone(value: string): boolean {
  return PHONE_PATTERN.test(value.trim());
}

function isWhom(value: string): value is Whom {
  return (WHOM_OPTIONS as readonly string[]).includes(value);
}

const RULES: Record<ValidatedField, (value: string) => boolean> = {
  whom: isWhom,
  lastName: isValidName,
  firstName: isValidName,
  email: isValidEmail,
  phone: isValidPhone,
};

/** The values of a submission: a FormData, URLSearchParams or plain record. */
export type ContactValues = { get(name: string): unknown } | Partial<Record<string, unknown>>;

function read(values: ContactValues, field: string): string {
  const raw =
    typeof (values as { get?: unknown }).get === "function"
      ? (values as { get(name: string): unknown }).get(field)
      : (values as Partial<Record<string, unknown>>)[field];
  return typeof raw === "string" ? raw : "";
}

export type ContactErrors = Partial<Record<ContactField, string>>;

/**
 * Checks a submission and returns one message per invalid field, in form
 * order; an empty object means the submission is valid. Never throws.
 */
export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    const value = read(values, field);
    if (value.length > FIELD_MAX_LENGTH[field]) {
      errors[field] = tooLongMessage(field);
    } else if (field in RULES && !RULES[field as ValidatedField](value)) {
      errors[field] = VALIDATION_MESSAGES[field as ValidatedField];
    }
  }
  return errors;
}

/** The invalid fields of a result, in form order. */
export function invalidFields(errors: ContactErrors): ContactField[] {
  return CONTACT_FIELDS.filter((field) => errors[field] !== undefined);
}
