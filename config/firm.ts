/**
 * The firm's public identity: content/firm.yaml, the one file that says who
 * the firm is (name, phone, offices, legal identity, mediator, host, review
 * score…). The build and the server both read it with this module, so the
 * pages, the e-mails and the pages the server answers always agree; the
 * server never takes a public value from its own environment.
 *
 * The file is checked by one schema whose messages are in French (the firm
 * edits the file) and name the file, the line and the field. Values the
 * repository ships as examples are listed under `fictional` at the top of the
 * file: a production build refuses them (scripts/pipeline/identity.ts), as it
 * refuses any address on the reserved `.example` domain.
 *
 * Node only: the browser bundle gets the values baked in (content/site.ts).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import {
  DataFileError,
  frenchIssue,
  type LineOf,
  problems,
  problemsMessage,
  readYamlText,
} from "../shared/yaml-data.ts";
import { ConfigError } from "./errors.ts";
import { REVIEWS_BEST_RATING } from "./firm-keys.ts";
import { isHttpUrl, isIsoDate, isValidSiren, parseGeo, parseOpeningHours } from "./values.ts";

/**
 * The identity file: FIRM_FILE (a path, for a build or a test made as another
 * firm, e.g. `npm run test:identity`), else content/firm.yaml, found from this
 * module (outside a bundle: the pre-render's gets the configuration baked in,
 * vite.config.ts).
 */
export function firmFilePath(env: Readonly<Record<string, string | undefined>> = process.env): string {
  const value = env.FIRM_FILE?.trim();
  if (value) return path.resolve(value);
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "content", "firm.yaml");
}

/** A number written where a text is expected (`77000`, a SIREN) is read as that text. */
function textOf(schema: z.ZodString) {
  return z.preprocess((value) => (typeof value === "number" ? String(value) : value), schema);
}

function buildFirmSchema() {
  const text = z.string().trim().min(1, "ne peut pas être vide");
  const rule = (check: (value: string) => boolean, expected: string) =>
    z.string().trim().refine(check, `doit être ${expected}`);
  /** A value `parse` accepts; the message says what `parse` could not read. */
  const parsed = (parse: (value: string) => unknown, expected: string) =>
    z
      .string()
      .trim()
      .refine((value) => {
        try {
          parse(value);
          return true;
        } catch {
          return false;
        }
      }, `doit être ${expected}`);
  const url = rule(isHttpUrl, "une adresse commençant par https:// (ou http://)");
  const httpsUrl = rule(
    (value) => isHttpUrl(value) && new URL(value).protocol === "https:",
    "une adresse commençant par https://",
  );
  const date = rule(isIsoDate, "une date écrite AAAA-MM-JJ (par exemple 2027-11-24)");
  const phone = rule(
    (value) => /^\+?[\d\s.()-]+$/.test(value) && value.replace(/\D/g, "").length >= 6,
    "un numéro de téléphone (chiffres, espaces, points ou tirets, un + au début si besoin)",
  );
  const email = rule((value) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), "une adresse e-mail");
  const postalCode = textOf(
    rule((value) => /^\d{5}$/.test(value), 'un code postal à 5 chiffres, entre guillemets ("77000")'),
  );
  const hours = parsed(parseOpeningHours, "des horaires comme « Mo-Fr 09:00-18:00; Sa 09:00-12:00 »");
  const geo = parsed(parseGeo, "« latitude,longitude » en degrés décimaux, en Seine-et-Marne");
  const list = z
    .array(text, "doit être une liste (une ligne « - … » par élément)")
    .min(1, "ne peut pas être vide");
  const officePlace = {
    geo,
    /** Unset: the firm's hours. */
    hours: hours.optional(),
    /** Unset: the firm's phone. */
    phone: phone.optional(),
    access: list,
    parking: list,
    accessibility: list,
  };
  const office = z.strictObject({
    street: text,
    postalCode,
    city: text,
    ...officePlace,
  });
  const wholeNumber = (min: number) =>
    z.int("doit être un nombre entier").min(min, `doit être un nombre entier d’au moins ${min}`);

  return z.strictObject({
    /** The paths of the values that are still examples (see fictionalValues). */
    fictional: z.array(z.string().trim(), "doit être une liste de champs").default([]),
    name: text,
    tagline: text,
    /** The canonical origin of every page, without a trailing slash. */
    siteUrl: url.transform((value) => value.replace(/\/+$/, "")),
    phone,
    email,
    hours,
    address: z.strictObject({ street: text, postalCode, city: text }),
    social: z.strictObject({ instagram: url, facebook: url, x: url, linkedin: url, youtube: url }),
    offices: z.strictObject({
      head: z.strictObject(officePlace),
      fontainebleau: office,
      provins: office,
      montereau: office,
    }),
    quality: z.strictObject({ certifier: text, validUntil: date }),
    reviews: z.strictObject({
      widgetUrl: url,
      rating: z
        .number("doit être une note, par exemple 4.8")
        .gt(0, `doit être une note entre 0 et ${REVIEWS_BEST_RATING}`)
        .max(REVIEWS_BEST_RATING, `doit être une note entre 0 et ${REVIEWS_BEST_RATING}`),
      count: wholeNumber(1),
      source: text,
      readOn: date,
    }),
    disabilityReferent: text,
    mediator: z.strictObject({
      name: text,
      address: rule((value) => /\b\d{5}\b/.test(value), "une adresse postale avec son code postal"),
      url: httpsUrl,
    }),
    legal: z.strictObject({
      /** The registered name (dénomination sociale); unset: the firm's name. */
      name: text.optional(),
      form: text,
      shareCapital: wholeNumber(0),
      siren: textOf(
        rule(isValidSiren, "un SIREN valide (9 chiffres, le dernier étant la clé de contrôle)"),
      ).transform((value) => value.replace(/\s/g, "")),
      rcsCity: text,
      trainingDeclaration: textOf(
        rule((value) => /^\d{11}$/.test(value.replace(/\s/g, "")), "un numéro de 11 chiffres"),
      ).transform((value) => value.replace(/\s/g, "")),
      publicationDirector: text,
      mailProvider: text,
      host: z.strictObject({ name: text, address: text, phone }),
    }),
  });
}

export type Firm = z.output<ReturnType<typeof buildFirmSchema>>;

let schema: ReturnType<typeof buildFirmSchema> | undefined;

function firmSchema(): ReturnType<typeof buildFirmSchema> {
  schema ??= buildFirmSchema();
  return schema;
}

/** The schema of the identity's `reviews` block: the content editor edits its display-only values. */
export function reviewsSchema(): ReturnType<typeof buildFirmSchema>["shape"]["reviews"] {
  return firmSchema().shape.reviews;
}

/**
 * The schema of the firm's contact details the content editor edits: its
 * phone, e-mail, tagline and social pages. The pages show them; the server's
 * e-mails and pages take the phone and e-mail of the build they answer with
 * (server/site-build.ts), so a publication reaches them too.
 */
export function contactDetailsSchema() {
  return firmSchema().pick({ phone: true, email: true, tagline: true, social: true });
}

/** The fictional paths that name no field of the file. */
function unknownFictionalPaths(data: unknown): string[] {
  if (typeof data !== "object" || data === null || !("fictional" in data) || !Array.isArray(data.fictional)) {
    return [];
  }
  return data.fictional.filter(
    (entry): entry is string => typeof entry === "string" && valueAt(data, entry.trim()) === undefined,
  );
}

function check(data: unknown, source: string, lineOf: LineOf): Firm {
  const result = firmSchema().safeParse(data, { error: frenchIssue });
  const lines = result.success ? [] : problems(result.error, lineOf);
  for (const entry of unknownFictionalPaths(data)) {
    lines.push(`« fictional » nomme « ${entry} », qui n’est pas un champ du fichier`);
  }
  if (!result.success || lines.length > 0) {
    throw new ConfigError(problemsMessage(source, "dans l’identité du cabinet", lines));
  }
  return result.data;
}

/** Reads the identity file's text; `source` names it in the messages. Throws a ConfigError in French. */
export function parseFirm(text: string, source: string): Firm {
  try {
    const { data, lineOf } = readYamlText(text, source);
    return check(data, source, lineOf);
  } catch (error) {
    throw error instanceof DataFileError ? new ConfigError(error.message) : error;
  }
}

/** Checks an identity already read (build/site-config.json's copy); `source` names it. */
export function checkFirm(data: unknown, source: string): Firm {
  return check(data, source, () => undefined);
}

const loaded = new Map<string, Firm>();

/** The identity in `file` (default: firmFilePath()), read and checked once per process. */
export function loadFirm(file: string = firmFilePath()): Firm {
  const cached = loaded.get(file);
  if (cached) return cached;
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ConfigError(`${file} : impossible de lire l’identité du cabinet (${reason})`);
  }
  const firm = parseFirm(text, path.relative(process.cwd(), file) || file);
  loaded.set(file, firm);
  return firm;
}

/** The value at "offices.provins.street" in `data`, or undefined. */
function valueAt(data: unknown, dotted: string): unknown {
  let value: unknown = data;
  for (const key of dotted.split(".")) {
    if (typeof value !== "object" || value === null || !(key in value)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** Every text or number of `value`, written as text, with its dotted path ("offices.provins.access.0"). */
function textsOf(value: unknown, at: string): { path: string; text: string }[] {
  if (typeof value === "string" || typeof value === "number") return [{ path: at, text: String(value) }];
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => textsOf(inner, at ? `${at}.${key}` : key));
}

/** A host name on a domain reserved for examples and documentation (RFC 2606). */
const EXAMPLE_DOMAIN = /(?:^|[.@])example$/i;

function isExampleAddress(text: string): boolean {
  const email = /^[^\s@]+@([^\s@]+)$/.exec(text);
  if (email?.[1]) return EXAMPLE_DOMAIN.test(email[1]);
  return isHttpUrl(text) && EXAMPLE_DOMAIN.test(new URL(text).hostname);
}

export interface FictionalValue {
  /** The field, as the file names it ("legal.siren"). */
  path: string;
  value: string;
  /** « valeur fictive » or « adresse fictive (domaine .example) ». */
  reason: string;
}

/**
 * What a production site must not publish: every value listed under
 * `fictional` (a section listed means all of its values), and every address
 * on the `.example` domain, listed or not.
 */
export function fictionalValues(firm: Firm): FictionalValue[] {
  const found = new Map<string, FictionalValue>();
  const { fictional, ...identity } = firm;
  for (const entry of fictional) {
    for (const { path: at, text } of textsOf(valueAt(identity, entry), entry)) {
      found.set(at, { path: at, value: text, reason: "valeur fictive" });
    }
  }
  for (const { path: at, text } of textsOf(identity, "")) {
    if (isExampleAddress(text)) {
      found.set(at, { path: at, value: text, reason: "adresse fictive (domaine réservé .example)" });
    }
  }
  return [...found.values()];
}
