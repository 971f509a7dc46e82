/**
 * The relay's pages, for a browser that posts the contact form without
 * scripts: a native form submission asks for text/html (its Accept header),
 * where @emailjs/browser's fetch() accepts any type and keeps getting the
 * short texts of plugin.ts.
 *
 * - Sent: 303 See Other to the pre-rendered confirmation page (plugin.ts).
 * - Refused by the form's rules: 422 and the form again, with the French
 *   messages of shared/contact-validation.ts, an error summary linking to the
 *   fields, and what the visitor typed. Nothing personal goes in a URL.
 * - Any other refusal (origin, size, rate, method, failure): a page saying
 *   why, with the status, the firm's phone and e-mail and a way back.
 *
 * Every page is the pre-rendered /contact page (header, navigation, footer,
 * stylesheets) with its <main> replaced and its scripts removed: these pages
 * are answers to a POST, never hydrated, and the server gives them its base
 * CSP, which allows no inline script or <style> element. Everything a request
 * brought is escaped.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { contact } from "../../content/contact.ts";
import type { FirmContact } from "../../content/site.ts";
import {
  type ContactErrors,
  type ContactField,
  HONEYPOT_FIELD,
  invalidFields,
  RELAY_PATH,
  WHOM_OPTIONS,
} from "../../shared/contact-validation.ts";
import { applyEdits, findElements, type SourceEdit } from "../../shared/html.ts";
import type { BuildFacts } from "../build-facts.ts";

/** The relay's keys, as hidden fields of the form it shows again. */
interface FormKeys {
  publicKey: string;
  serviceId: string;
  templateId: string;
}

/**
 * True when the Accept header names an HTML document: a browser navigating,
 * as it does when it submits a form itself. fetch() accepts any type unless
 * told otherwise, and @emailjs/browser does not tell it.
 */
export function wantsHtml(accept: string | string[] | undefined): boolean {
  if (typeof accept !== "string") return false;
  return accept.split(",").some((range) => {
    const [type = "", ...parameters] = range.split(";").map((part) => part.trim().toLowerCase());
    const refused = parameters.some((parameter) => /^q=0(?:\.0{0,3})?$/.test(parameter));
    return !refused && (type === "text/html" || type === "application/xhtml+xml");
  });
}

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Text or an attribute value, safe to put between tags or in double quotes. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

const TITLE_SLOT = "\u0000title\u0000";
const MAIN_SLOT = "\u0000main\u0000";

/** The frame when the built contact page is not at hand (tests, a bare relay). */
const BARE_PAGE =
  '<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/>' +
  '<meta name="viewport" content="width=device-width, initial-scale=1"/><title></title>' +
  '<meta name="robots" content="noindex"/></head><body><main id="contenu" tabindex="-1"></main></body></html>';

function isInside(element: { start: number; end: number }, container: { start: number; end: number }) {
  return element.start >= container.start && element.end <= container.end;
}

/** Each <noscript> outside <main> replaced by its content: these pages never run a script. */
function unwrapNoscript(html: string, main: { start: number; end: number } | undefined): string {
  const edits = findElements(html, ["noscript"])
    .filter((element) => !(main && isInside(element, main)))
    // The outermost only (a <noscript> is not nested in practice).
    .filter((element, index, all) => !all.slice(0, index).some((outer) => isInside(element, outer)))
    .map((element) => ({ start: element.start, end: element.end, text: element.content ?? "" }));
  return applyEdits(html, edits);
}

/**
 * A page of the site turned into the relay pages' frame: no script, no
 * <style> element, every stylesheet a plain <link>, a noindex robots tag, and
 * slots for the title and the content of <main>. Undefined when it has no
 * <title> or <main>.
 */
function pageFrame(page: string): string | undefined {
  const mainOf = (html: string) => findElements(html, ["main"])[0];
  const html = unwrapNoscript(page, mainOf(page));
  const elements = findElements(html, ["script", "style", "link", "meta", "title", "main"]);
  const main = elements.find((element) => element.name === "main");
  const title = elements.find((element) => element.name === "title");
  if (!main || main.content === undefined || !title) return undefined;

  const edits: SourceEdit[] = [];
  const stylesheets = new Set<string>();
  const isRobots = (element: (typeof elements)[number]) =>
    element.name === "meta" && element.attributes.name?.toLowerCase() === "robots";
  const hasRobots = elements.some((element) => isRobots(element) && !isInside(element, main));
  for (const element of elements) {
    if (element !== main && isInside(element, main)) continue;
    const { name, attributes, start, end } = element;
    const rel = (attributes.rel ?? "").toLowerCase().split(/\s+/);
    const as = (attributes.as ?? "").toLowerCase();
    const href = attributes.href ?? "";
    if (name === "script" || name === "style") {
      edits.push({ start, end, text: "" });
    } else if (
      name === "link" &&
      /\.css(?:[?#]|$)/.test(href) &&
      (rel.includes("stylesheet") || as === "style")
    ) {
      // Preloaded or deferred stylesheets (media="print" onload=…) load plainly here.
      edits.push({
        start,
        end,
        text: stylesheets.has(href) ? "" : `<link rel="stylesheet" href="${escapeHtml(href)}"/>`,
      });
      stylesheets.add(href);
    } else if (name === "link" && (rel.includes("modulepreload") || as === "script")) {
      edits.push({ start, end, text: "" });
    } else if (isRobots(element)) {
      edits.push({ start, end, text: '<meta name="robots" content="noindex"/>' });
    } else if (name === "title") {
      const robots = hasRobots ? "" : '<meta name="robots" content="noindex"/>';
      edits.push({ start, end, text: `<title>${TITLE_SLOT}</title>${robots}` });
    } else if (name === "main") {
      const contentStart = end - "</main>".length - main.content.length;
      edits.push({ start: contentStart, end: contentStart + main.content.length, text: MAIN_SLOT });
    }
  }
  return applyEdits(html, edits);
}

/** The relay pages' frame from a built site: its /contact page, else a bare page. */
export function loadPageFrame(siteRoot: string | undefined): string {
  if (siteRoot !== undefined) {
    let page: string | undefined;
    try {
      page = readFileSync(path.join(siteRoot, "contact", "index.html"), "utf8");
    } catch {
      page = undefined;
    }
    const frame = page === undefined ? undefined : pageFrame(page);
    if (frame !== undefined) return frame;
  }
  return pageFrame(BARE_PAGE) as string;
}

/** A page in a frame of loadPageFrame: `title` (escaped here, followed by the firm's name) and the HTML of <main>. */
export function fillFrame(source: BuildFacts, title: string, main: string): string {
  return source.frame
    .split(TITLE_SLOT)
    .join(escapeHtml(`${title} | ${source.contact.name}`))
    .split(MAIN_SLOT)
    .join(main);
}

// The form, as app/components/contact/contact-form.tsx renders it (same ids,
// classes and ARIA), filled in. Rendered here because the page answers a POST.

const copy = contact.form;
const fieldId = (field: ContactField) => `contact-${field}`;
const errorId = (id: string) => `${id}-error`;
const REQUIRED_MARK = '<span class="field__required" aria-hidden="true"> *</span>';

function attributes(list: Record<string, string | true | undefined>): string {
  return Object.entries(list)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${escapeHtml(value as string)}"`))
    .join("");
}

function fieldError(id: string, error: string | undefined): string {
  return error ? `<p id="${errorId(id)}" class="field__error">${escapeHtml(error)}</p>` : "";
}

interface ControlOptions {
  field: ContactField;
  label: string;
  required?: boolean;
  hint?: string;
  error: string | undefined;
  control: (aria: Record<string, string | undefined>) => string;
}

function fieldFrame({ field, label, required, hint, error, control }: ControlOptions): string {
  const id = fieldId(field);
  const hintHtml = hint ? `<p id="${id}-hint" class="field__hint">${escapeHtml(hint)}</p>` : "";
  const describedBy = [hint && `${id}-hint`, error && errorId(id)].filter(Boolean).join(" ") || undefined;
  return (
    `<div class="field${error ? " field--invalid" : ""}">` +
    `<label for="${id}" class="field__label">${escapeHtml(label)}${required ? REQUIRED_MARK : ""}</label>` +
    hintHtml +
    control({ id, "aria-invalid": error ? "true" : undefined, "aria-describedby": describedBy }) +
    fieldError(id, error) +
    "</div>"
  );
}

type TextField = "lastName" | "firstName" | "email" | "phone";

function textField(
  field: TextField,
  options: { type?: string; label: string; hint?: string; autocomplete: string; spellcheck?: string },
  values: ReadonlyMap<string, string>,
  errors: ContactErrors,
): string {
  return fieldFrame({
    field,
    label: options.label,
    required: true,
    hint: options.hint,
    error: errors[field],
    control: (aria) =>
      `<input${attributes({
        class: "field__control",
        required: true,
        ...aria,
        name: field,
        type: options.type ?? "text",
        autocomplete: options.autocomplete,
        spellcheck: options.spellcheck,
        value: values.get(field) ?? "",
      })}/>`,
  });
}

function errorSummary(errors: ContactErrors): string {
  const fields = invalidFields(errors);
  if (fields.length === 0) return "";
  const title =
    fields.length === 1 ? copy.summaryOne : copy.summaryMany.replace("{n}", String(fields.length));
  const items = fields
    .map((field) => `<li><a href="#${fieldId(field)}">${escapeHtml(errors[field] ?? "")}</a></li>`)
    .join("");
  // Focused on load (no script needed): the first thing a screen reader reads.
  return (
    `<div class="form-summary" id="erreurs" tabindex="-1" autofocus aria-labelledby="erreurs-titre">` +
    `<p class="form-summary__title" id="erreurs-titre">${escapeHtml(title)}</p><ul>${items}</ul></div>`
  );
}

/** The contact form with what was typed and the message of each invalid field. */
function filledForm(
  values: ReadonlyMap<string, string>,
  errors: ContactErrors,
  keys: FormKeys,
  interests: readonly string[],
): string {
  const whom = values.get("whom");
  const whomError = errors.whom;
  const choices = WHOM_OPTIONS.map(
    (option, index) =>
      `<label class="choice"><input${attributes({
        type: "radio",
        name: "whom",
        value: option,
        id: index === 0 ? fieldId("whom") : undefined,
        required: true,
        "aria-invalid": whomError ? "true" : undefined,
        checked: whom === option ? true : undefined,
      })}/>${escapeHtml(copy.whom[option])}</label>`,
  ).join("");
  const interest = values.get("interest");
  const options = interests
    .map(
      (option) =>
        `<option${attributes({ value: option, selected: option === interest ? true : undefined })}>${escapeHtml(option)}</option>`,
    )
    .join("");

  return (
    `<form class="contact-form" method="post" action="${RELAY_PATH}" enctype="multipart/form-data" novalidate aria-labelledby="ecrivez-nous">` +
    `<h2 id="ecrivez-nous">${escapeHtml(copy.title)}</h2>` +
    `<p class="contact-form__legend">${escapeHtml(copy.requiredLegend)}</p>` +
    errorSummary(errors) +
    `<input type="hidden" name="user_id" value="${escapeHtml(keys.publicKey)}"/>` +
    `<input type="hidden" name="service_id" value="${escapeHtml(keys.serviceId)}"/>` +
    `<input type="hidden" name="template_id" value="${escapeHtml(keys.templateId)}"/>` +
    `<fieldset class="field field--choices${whomError ? " field--invalid" : ""}"${attributes({
      "aria-describedby": whomError ? errorId(fieldId("whom")) : undefined,
    })}>` +
    `<legend class="field__label">${escapeHtml(copy.whom.legend)}${REQUIRED_MARK}</legend>` +
    `<div class="choices">${choices}</div>${fieldError(fieldId("whom"), whomError)}</fieldset>` +
    '<div class="contact-form__row">' +
    textField("lastName", { label: copy.lastName, autocomplete: "family-name" }, values, errors) +
    textField("firstName", { label: copy.firstName, autocomplete: "given-name" }, values, errors) +
    "</div>" +
    '<div class="contact-form__row">' +
    textField(
      "email",
      { type: "email", label: copy.email, hint: copy.emailHint, autocomplete: "email", spellcheck: "false" },
      values,
      errors,
    ) +
    textField(
      "phone",
      { type: "tel", label: copy.phone, hint: copy.phoneHint, autocomplete: "tel" },
      values,
      errors,
    ) +
    "</div>" +
    fieldFrame({
      field: "interest",
      label: copy.interest,
      error: errors.interest,
      control: (aria) =>
        `<select${attributes({ class: "field__control", ...aria, name: "interest" })}>${options}</select>`,
    }) +
    fieldFrame({
      field: "Message",
      label: copy.message,
      error: errors.Message,
      // A newline right after <textarea> is dropped by the parser: one more keeps the value's own.
      control: (aria) =>
        `<textarea${attributes({ class: "field__control", ...aria, name: "Message", rows: "6" })}>\n${escapeHtml(values.get("Message") ?? "")}</textarea>`,
    }) +
    `<div class="honeypot" aria-hidden="true"><label for="contact-website">${escapeHtml(copy.honeypot)}</label>` +
    `<input id="contact-website" name="${HONEYPOT_FIELD}" type="text" tabindex="-1" autocomplete="off"/></div>` +
    `<div class="contact-form__actions"><button type="submit" class="btn btn-accent contact-form__submit">${escapeHtml(copy.submit)}</button></div>` +
    `<p class="contact-form__privacy">${escapeHtml(copy.privacy)} <a href="/politique-de-confidentialite">${escapeHtml(copy.privacyLink)}</a></p>` +
    "</form>"
  );
}

/** The firm's phone and e-mail as links, as the site's contact blocks show them. */
export function directContact(contact: FirmContact): string {
  return (
    '<ul class="direct-contact">' +
    `<li><span aria-hidden="true" class="icon icon--phone"></span><a href="${escapeHtml(contact.phoneUri)}" class="nowrap">${escapeHtml(contact.phone)}</a></li>` +
    `<li><span aria-hidden="true" class="icon icon--mail"></span><a href="mailto:${escapeHtml(contact.email)}">${escapeHtml(contact.email)}</a></li>` +
    "</ul>"
  );
}

const pages = contact.relayPages;

/** The relay's pages, in the frame of the contact page of the build answered (`source`, read once per page). */
export class RelayPages {
  readonly #source: () => BuildFacts;
  readonly #keys: FormKeys;

  constructor(source: () => BuildFacts, keys: FormKeys) {
    this.#source = source;
    this.#keys = keys;
  }

  /** The form again, filled in, with its errors (status 422). */
  invalidForm(values: ReadonlyMap<string, string>, errors: ContactErrors): string {
    const source = this.#source();
    const main =
      '<section class="section contact" aria-labelledby="relay-titre"><div class="container contact-single">' +
      `<h1 id="relay-titre">${escapeHtml(pages.invalid.heading)}</h1>` +
      `<p>${escapeHtml(pages.invalid.text)}</p>` +
      `<div class="contact__form card">${filledForm(values, errors, this.#keys, source.interests)}</div>` +
      "</div></section>";
    return fillFrame(source, pages.invalid.title, main);
  }

  /** Why the message was refused, with the status and the firm's phone and e-mail. */
  refusal(status: number): string {
    const source = this.#source();
    const reasons: Record<number, string | undefined> = pages.refused.reasons;
    const main =
      '<section class="section contact" aria-labelledby="relay-titre"><div class="container contact-single">' +
      `<h1 id="relay-titre">${escapeHtml(pages.refused.heading)}</h1>` +
      `<div class="form-failure"><p>${escapeHtml(reasons[status] ?? pages.refused.reasons.other)}</p>` +
      `<p>${escapeHtml(pages.refused.direct)}\u00a0:</p>${directContact(source.contact)}</div>` +
      `<p class="contact-single__status">${escapeHtml(pages.refused.status)}\u00a0: ${status}</p>` +
      `<p><a href="/contact" class="btn btn-primary">${escapeHtml(pages.refused.back)}</a></p>` +
      "</div></section>";
    return fillFrame(source, pages.refused.title, main);
  }
}
