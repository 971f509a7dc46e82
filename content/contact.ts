/**
 * The contact page's copy and the form's options: content/contact.yaml, read
 * once and checked by `contactSchema`. The rules of the fields and their
 * messages live in shared/contact-validation.ts (shared with the relay).
 * typeset() adds the no-break spaces; the interest options are kept exactly
 * as written: the relay accepts those strings only (one source, this file).
 *
 * Node only (build time and the relay): the pages get the copy through their
 * loaders. The paths are in content/contact-paths.ts.
 */
import { z } from "zod";
import { FIELD_MAX_LENGTH } from "../shared/contact-validation.ts";
import { disabilityPagePath } from "./compliance-paths.ts";
import { typeset } from "./format.ts";
import { readRecord } from "./lib/collection.ts";
import { text } from "./lib/fields.ts";

const section = <T extends z.ZodRawShape>(shape: T) => z.strictObject(shape);
/** A sentence that must keep a placeholder the code fills. */
const withPlaceholder = (placeholder: string) =>
  text.refine((value) => value.includes(placeholder), `doit contenir ${placeholder}`);

/** An interest option: the relay compares it as it is, within the field's length. */
const interest = z
  .string()
  .min(1, "ne peut pas être vide")
  .max(FIELD_MAX_LENGTH.interest, `doit compter au plus ${FIELD_MAX_LENGTH.interest} caractères`)
  .refine((value) => value === value.trim(), "ne doit commencer ni finir par une espace");

export const contactSchema = z.strictObject({
  meta: section({ title: text, description: text }),
  heading: text,
  intro: section({ title: text, text, booking: text, bookingLink: text }),
  coordinates: section({ title: text, phone: text, email: text, address: text, map: text, hours: text }),
  accessibility: section({ title: text, text, link: text }),
  offices: section({ title: text, text, remote: text }),
  form: section({
    title: text,
    requiredLegend: text,
    whom: section({ legend: text, particulier: text, entreprise: text }),
    lastName: text,
    firstName: text,
    email: text,
    emailHint: text,
    phone: text,
    phoneHint: text,
    interest: text,
    message: text,
    honeypot: text,
    submit: text,
    sending: text,
    summaryOne: text,
    summaryMany: withPlaceholder("{n}"),
    privacy: text,
    privacyLink: text,
    noscript: text,
  }),
  interests: z
    .array(interest)
    .min(1, "doit compter au moins un sujet")
    .refine((list) => new Set(list).size === list.length, "chaque sujet ne doit figurer qu’une fois"),
  failure: section({ title: text, text, rateLimited: text }),
  confirmation: section({ title: text, before: text, middle: text, back: text }),
  sent: section({
    meta: section({ title: text, description: text }),
    heading: text,
    title: text,
    text,
    next: text,
    urgent: text,
    back: text,
  }),
  relayPages: section({
    invalid: section({ title: text, heading: text, text }),
    refused: section({
      title: text,
      heading: text,
      status: text,
      back: text,
      direct: text,
      reasons: section({ "403": text, "413": text, "429": text, other: text }),
    }),
  }),
});

const record = readRecord("contact.yaml", contactSchema);
const { meta, interests, accessibility, ...copy } = record;

/** What the visitor is writing about: the twelve options, in their order, as the relay accepts them. */
export const interestOptions: readonly string[] = interests;

export const contactMeta = typeset(meta);

export const contact = typeset({
  ...copy,
  accessibility: {
    ...accessibility,
    link: { label: accessibility.link, path: disabilityPagePath },
  },
});

/** The contact page's copy. */
export type ContactCopy = typeof contact;
/** The contact form's copy: its labels serve the booking and callback forms too. */
export type ContactFormCopy = ContactCopy["form"];

/** The labels of the contact details fields (app/components/ui/form-field.tsx `ContactFields`). */
export type ContactFieldLabels = Pick<
  ContactFormCopy,
  "whom" | "lastName" | "firstName" | "email" | "emailHint" | "phone" | "phoneHint" | "interest" | "honeypot"
>;

/** The labels of the contact details fields, for a form of another page (the booking's). */
export function contactFieldLabels(): ContactFieldLabels {
  const { whom, lastName, firstName, email, emailHint, phone, phoneHint, interest, honeypot } = contact.form;
  return { whom, lastName, firstName, email, emailHint, phone, phoneHint, interest, honeypot };
}
