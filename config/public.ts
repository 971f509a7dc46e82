/**
 * The public configuration: every build-time variable of the site, with its
 * default and its rule. The values end up in the public HTML and JavaScript,
 * so nothing secret belongs here. A bad value stops the build with a message
 * that names the variable and says what it expects.
 *
 * Read once per process (`publicConfig()`). The build bakes the part the
 * browser needs (`siteConfig()`) into the bundle as `__SITE_ENV__`
 * (vite.config.ts, read by content/site.ts) and writes the whole, as it used
 * it, to build/site-config.json (config/public-file.ts), against which the
 * server checks its relay keys (config/server.ts).
 *
 * The defaults are FICTIONAL (the spec leaves the real values out): a neutral
 * firm name, phone numbers from the range ARCEP reserves for fiction
 * (01 99 00 xx xx), addresses on the reserved `.example` domain, made-up
 * numbers of the right shape. Set the real values before going live.
 *
 * Nothing runs when this module is imported (the schema is built on first
 * use): in the browser bundle, where `__SITE_ENV__` replaces the call to
 * `siteConfig()`, the bundler then leaves this module and zod out
 * (config/browser-bundle.test.ts).
 */
import { z } from "zod";
import { configError, pickVariables } from "./errors.ts";
import { isBareOrigin, isHttpUrl, isIsoDate, isValidSiren, parseGeo, parseOpeningHours } from "./values.ts";

/** The offices (content/offices.ts), each overridable by OFFICE_<ID>_<SUFFIX>. */
export const OFFICE_IDS = ["head", "fontainebleau", "provins", "montereau"] as const;
export type OfficeId = (typeof OFFICE_IDS)[number];
const OFFICE_ENV_SUFFIXES = [
  "STREET",
  "POSTAL_CODE",
  "CITY",
  "GEO",
  "HOURS",
  "PHONE",
  "ACCESS",
  "PARKING",
  "ACCESSIBILITY",
] as const;
export type OfficeEnvSuffix = (typeof OFFICE_ENV_SUFFIXES)[number];
type OfficeEnvKey = `OFFICE_${Uppercase<OfficeId>}_${OfficeEnvSuffix}`;

/** OFFICE_PROVINS_GEO for ("provins", "GEO"). */
export function officeEnvKey<Suffix extends OfficeEnvSuffix>(
  id: OfficeId,
  suffix: Suffix,
): `OFFICE_${Uppercase<OfficeId>}_${Suffix}` {
  // toUpperCase() is typed string: the template type says what it gives here.
  return `OFFICE_${id.toUpperCase()}_${suffix}` as `OFFICE_${Uppercase<OfficeId>}_${Suffix}`;
}

/**
 * FICTIONAL DEFAULTS of the offices: the spec names the head office's town
 * and three towns with a secondary office, nothing more. Every street,
 * coordinate, door and parking below is invented for the demonstration.
 * Written with ordinary spaces: content/offices.ts applies French typography.
 * The head office's address is FIRM_STREET, FIRM_POSTAL_CODE and FIRM_CITY;
 * every office's phone is FIRM_PHONE and its hours the firm's (content/site.ts),
 * unless set.
 */
const OFFICE_DEFAULTS: Record<OfficeId, Partial<Record<OfficeEnvSuffix, string>>> = {
  head: {
    // The centre of Melun, north bank.
    GEO: "48.5397,2.6554",
    ACCESS:
      "À environ quinze minutes à pied de la gare de Melun, en traversant la Seine vers le centre-ville | Plusieurs lignes de bus urbaines relient la gare au centre-ville",
    PARKING:
      "Parkings publics payants du centre-ville à quelques minutes à pied | Une place réservée aux personnes handicapées devant l’immeuble, sur demande",
    ACCESSIBILITY:
      "Bureaux de plain-pied, sans marche depuis la rue | Porte d’entrée de 90 cm, bureaux d’entretien fermés et accessibles en fauteuil | Toilettes adaptées aux personnes à mobilité réduite | Documents en gros caractères et séances plus courtes sur demande",
  },
  fontainebleau: {
    STREET: "5 rue des Grès",
    POSTAL_CODE: "77300",
    CITY: "Fontainebleau",
    // The centre of Fontainebleau.
    GEO: "48.4047,2.7016",
    ACCESS:
      "Depuis la gare de Fontainebleau-Avon, les bus vers le centre-ville s’arrêtent à quelques minutes à pied du bureau | Compter environ trente minutes à pied depuis la gare",
    PARKING: "Stationnement payant en centre-ville ; parkings publics à proximité",
    ACCESSIBILITY:
      "Bureau au rez-de-chaussée, accès sans marche | Toilettes adaptées aux personnes à mobilité réduite | Séances possibles à distance si le déplacement est difficile",
  },
  provins: {
    STREET: "2 rue des Roses",
    POSTAL_CODE: "77160",
    CITY: "Provins",
    // The lower town of Provins.
    GEO: "48.5597,3.2994",
    ACCESS: "À une dizaine de minutes à pied de la gare de Provins, dans la ville basse",
    PARKING:
      "Stationnement gratuit ou en zone bleue dans les rues voisines ; parkings publics de la ville basse",
    ACCESSIBILITY:
      "Bureau au rez-de-chaussée, une rampe à l’entrée | Toilettes adaptées aux personnes à mobilité réduite | Séances possibles à distance si le déplacement est difficile",
  },
  montereau: {
    STREET: "11 quai du Confluent",
    POSTAL_CODE: "77130",
    CITY: "Montereau-Fault-Yonne",
    // The centre of Montereau-Fault-Yonne.
    GEO: "48.3853,2.9508",
    ACCESS: "À une quinzaine de minutes à pied de la gare de Montereau, de l’autre côté de l’Yonne",
    PARKING: "Parkings publics gratuits près des quais",
    ACCESSIBILITY:
      "Bureau au rez-de-chaussée, accès sans marche | Toilettes adaptées aux personnes à mobilité réduite | Séances possibles à distance si le déplacement est difficile",
  },
};

/** The highest review score (REVIEWS_RATING is read out of it). */
export const REVIEWS_BEST_RATING = 5;

/** A value that must pass `check`; `expected` completes « NAME must be … ». */
function rule(check: (value: string) => boolean, expected: string) {
  return z.string().refine(check, `must be ${expected}`);
}

/** A value `parse` accepts; the message is `parse`'s, which says what it expected. */
function parsed(parse: (value: string) => unknown) {
  return z.string().superRefine((value, context) => {
    try {
      parse(value);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      context.addIssue({ code: "custom", message: `is not valid: ${reason}` });
    }
  });
}

/** A whole number written with or without spaces ("1 204"), or a number (build/site-config.json). */
function wholeNumber(expected: string, min: number) {
  return z.union([z.number(), z.string()]).transform((value, context) => {
    const clean = String(value).replace(/\s/g, "");
    if (!/^\d+$/.test(clean) || Number(clean) < min) {
      context.addIssue({ code: "custom", message: `must be ${expected}` });
      return z.NEVER;
    }
    return Number(clean);
  });
}

type OfficeHoursKey = `OFFICE_${Uppercase<OfficeId>}_HOURS`;

/** The offices' values: every one set or defaulted, except the hours (unset: the firm's, content/offices.ts). */
type OfficeValues = Record<Exclude<OfficeEnvKey, OfficeHoursKey>, string> &
  Partial<Record<OfficeHoursKey, string>>;

/**
 * The defaults that follow another value: the registered name is the firm's
 * name, the head office's address the firm's, every office's phone the firm's.
 */
function resolveFollowingDefaults<T extends FollowedValues>(config: T) {
  const offices: Partial<Record<OfficeEnvKey, string>> = {
    OFFICE_HEAD_STREET: config.OFFICE_HEAD_STREET ?? config.FIRM_STREET,
    OFFICE_HEAD_POSTAL_CODE: config.OFFICE_HEAD_POSTAL_CODE ?? config.FIRM_POSTAL_CODE,
    OFFICE_HEAD_CITY: config.OFFICE_HEAD_CITY ?? config.FIRM_CITY,
  };
  for (const id of OFFICE_IDS) {
    offices[officeEnvKey(id, "PHONE")] = config[officeEnvKey(id, "PHONE")] ?? config.FIRM_PHONE;
  }
  // Every office key but the hours has a value now: a default above or in OFFICE_DEFAULTS.
  return {
    ...config,
    ...(offices as OfficeValues),
    LEGAL_NAME: config.LEGAL_NAME ?? config.FIRM_NAME,
    AUDIENCE_MEASUREMENT: config.AUDIENCE_MEASUREMENT ?? (config.RELAY_ORIGIN === "" ? "on" : "off"),
  };
}

interface FollowedValues extends Partial<Record<OfficeEnvKey, string>> {
  FIRM_NAME: string;
  FIRM_PHONE: string;
  FIRM_STREET: string;
  FIRM_POSTAL_CODE: string;
  FIRM_CITY: string;
  LEGAL_NAME?: string;
  RELAY_ORIGIN: string;
  AUDIENCE_MEASUREMENT?: "on" | "off";
}

function buildPublicSchema() {
  const text = z.string();
  const url = rule(isHttpUrl, "an http:// or https:// address");
  const date = rule(isIsoDate, "a date written YYYY-MM-DD");
  const phone = rule(
    (value) => /^\+?[\d\s.()-]+$/.test(value) && value.replace(/\D/g, "").length >= 6,
    "a phone number (digits, spaces, dots or dashes, an optional leading +)",
  );
  const postalCode = rule((value) => /^\d{5}$/.test(value), "a 5-digit postal code");
  const list = rule((value) => value.split("|").some((item) => item.trim() !== ""), "items separated by |");
  const officeRules: Record<OfficeEnvSuffix, z.ZodType<string>> = {
    STREET: text,
    POSTAL_CODE: postalCode,
    CITY: text,
    GEO: parsed(parseGeo),
    HOURS: parsed(parseOpeningHours),
    PHONE: phone,
    ACCESS: list,
    PARKING: list,
    ACCESSIBILITY: list,
  };
  const offices: Partial<Record<OfficeEnvKey, z.ZodType<string | undefined>>> = {};
  for (const id of OFFICE_IDS) {
    for (const suffix of OFFICE_ENV_SUFFIXES) {
      const fallback = OFFICE_DEFAULTS[id][suffix];
      const field = officeRules[suffix];
      offices[officeEnvKey(id, suffix)] =
        fallback === undefined ? field.optional() : field.prefault(fallback);
    }
  }

  return z
    .object({
      /** The canonical origin of every page, without a trailing slash. */
      SITE_URL: url
        .transform((value) => value.replace(/\/+$/, ""))
        .prefault("https://www.cap-parcours.example"),
      FIRM_NAME: text.prefault("Cap Parcours"),
      FIRM_TAGLINE: text.prefault("Expert de la relation homme/travail"),
      FIRM_PHONE: phone.prefault("01 99 00 42 77"),
      FIRM_EMAIL: rule((value) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), "an e-mail address").prefault(
        "contact@cap-parcours.example",
      ),
      FIRM_STREET: text.prefault("8 allée des Tanneurs"),
      FIRM_POSTAL_CODE: postalCode.prefault("77000"),
      FIRM_CITY: text.prefault("Melun"),
      SOCIAL_INSTAGRAM: url.prefault("https://www.instagram.com/cap.parcours.example/"),
      SOCIAL_FACEBOOK: url.prefault("https://www.facebook.com/cap.parcours.example"),
      SOCIAL_X: url.prefault("https://x.com/capparcours_ex"),
      SOCIAL_LINKEDIN: url.prefault("https://www.linkedin.com/company/cap-parcours-example/"),
      SOCIAL_YOUTUBE: url.prefault("https://www.youtube.com/@cap-parcours-example"),
      /** Shown as « valide jusqu’au 24 novembre 2027 ». */
      QUALITY_VALID_UNTIL: date.prefault("2027-11-24"),
      QUALITY_CERTIFIER: text.prefault("un organisme certificateur accrédité par le Cofrac"),
      // The review score as someone read it on the platform on REVIEWS_READ_ON (content/reviews.ts):
      // FICTIONAL DEFAULTS; update the four values together when the score is read again.
      REVIEWS_WIDGET_URL: url.prefault("https://avis.widget.example/embed/cap-parcours"),
      /** The average score the platform shows, e.g. 4.8 (or 4,8). */
      REVIEWS_RATING: z
        .union([z.number(), z.string()])
        .transform((value, context) => {
          const clean = String(value).trim();
          const rating = Number(clean.replace(",", "."));
          if (!/^\d+(?:[.,]\d+)?$/.test(clean) || rating <= 0 || rating > REVIEWS_BEST_RATING) {
            context.addIssue({
              code: "custom",
              message: `must be a score between 0 and ${REVIEWS_BEST_RATING} (e.g. 4.8)`,
            });
            return z.NEVER;
          }
          return rating;
        })
        .prefault("5"),
      REVIEWS_COUNT: wholeNumber("a whole number of reviews", 1).prefault("170"),
      REVIEWS_SOURCE: text.prefault("Google"),
      REVIEWS_READ_ON: rule(isIsoDate, "the day the score was read (YYYY-MM-DD)").prefault("2026-11-01"),
      /** The disability referent (indicator 26 of the national quality framework). FICTIONAL DEFAULT. */
      DISABILITY_REFERENT_NAME: text.prefault("Nadia Benali"),
      // FICTIONAL DEFAULT: the consumer mediator (Code de la consommation, L612-1 and L616-1,
      // regulation.consumerMediation). A clearly made-up body with an address Paris does not use
      // (75000) and a site on the reserved .example domain. The firm names the mediator it has
      // signed up with.
      MEDIATOR_NAME: rule((value) => value.length >= 3, "the mediator's name").prefault(
        "Médiateur Exemple de la consommation",
      ),
      MEDIATOR_ADDRESS: rule(
        (value) => /\b\d{5}\b/.test(value),
        "a postal address with its 5-digit postal code",
      ).prefault("1 place de l’Exemple, 75000 Paris"),
      MEDIATOR_URL: rule(
        (value) => isHttpUrl(value) && new URL(value).protocol === "https:",
        "an https:// address",
      ).prefault("https://www.mediateur-exemple.example"),
      // The legal identity (content/legal/identity.ts), FICTIONAL DEFAULTS: the SIREN 999 999 998
      // and the activity declaration 11 77 99999 77 are made-up numbers of the right shape, the
      // host's address has a postal code Paris does not use (75000) and its phone is in the
      // range reserved for fiction.
      /** The registered company name (dénomination sociale); the firm's name unless set. */
      LEGAL_NAME: text.optional(),
      LEGAL_FORM: text.prefault("société à responsabilité limitée (SARL)"),
      /** Share capital in euros. */
      LEGAL_SHARE_CAPITAL: wholeNumber("a whole number of euros", 0).prefault("8000"),
      /** Nine digits, no spaces. */
      LEGAL_SIREN: rule(isValidSiren, "a valid SIREN (9 digits, the last one a Luhn check digit)")
        .transform((value) => value.replace(/\s/g, ""))
        .prefault("999999998"),
      LEGAL_RCS_CITY: text.prefault("Melun"),
      /** Eleven digits, no spaces. */
      LEGAL_TRAINING_DECLARATION: rule((value) => /^\d{11}$/.test(value.replace(/\s/g, "")), "11 digits")
        .transform((value) => value.replace(/\s/g, ""))
        .prefault("11779999977"),
      LEGAL_PUBLICATION_DIRECTOR: text.prefault("Claire Morel, gérante"),
      LEGAL_HOST_NAME: text.prefault("Hébergeur Exemple SAS"),
      LEGAL_HOST_ADDRESS: text.prefault("10 rue de l’Exemple, 75000 Paris"),
      LEGAL_HOST_PHONE: phone.prefault("01 99 00 12 34"),
      LEGAL_MAIL_PROVIDER: text.prefault("Messagerie Exemple SAS"),
      /** Where the contact form posts; empty: the self-hosted relay on the site's own origin. */
      RELAY_ORIGIN: rule(
        (value) => value === "" || isBareOrigin(value),
        "an origin such as https://api.emailjs.com (scheme, host and optional port), or empty",
      ).prefault(""),
      /** The keys the form sends; the self-hosted relay accepts only these (config/server.ts). */
      EMAILJS_PUBLIC_KEY: text.prefault(RELAY_KEY_DEFAULTS.EMAILJS_PUBLIC_KEY),
      EMAILJS_SERVICE_ID: text.prefault(RELAY_KEY_DEFAULTS.EMAILJS_SERVICE_ID),
      EMAILJS_TEMPLATE_ID: text.prefault(RELAY_KEY_DEFAULTS.EMAILJS_TEMPLATE_ID),
      /**
       * The audience measurement (decision 029): "on" sends the beacon to the
       * site's own server, "off" loads no measurement script. Unset: "on" when
       * the site's server serves the pages (RELAY_ORIGIN empty), "off" on a
       * static host (RELAY_ORIGIN set), which has no endpoint to receive it.
       */
      AUDIENCE_MEASUREMENT: z.enum(["on", "off"], 'must be "on" or "off"').optional(),
      // Built in the loop above: the loop cannot tell the compiler which keys it wrote.
      ...(offices as Record<OfficeEnvKey, z.ZodType<string | undefined>>),
    })
    .superRefine((values, context) => {
      if (values.AUDIENCE_MEASUREMENT === "on" && values.RELAY_ORIGIN !== "") {
        context.addIssue({
          code: "custom",
          path: ["AUDIENCE_MEASUREMENT"],
          message:
            "AUDIENCE_MEASUREMENT is on but RELAY_ORIGIN is set: a static host has no endpoint for the audience beacon (decision 029); unset AUDIENCE_MEASUREMENT or RELAY_ORIGIN",
        });
      }
    })
    .transform(resolveFollowingDefaults);
}

/** The keys the relay checks, and their defaults (the server's are the same: config/server.ts). */
export const RELAY_KEY_DEFAULTS = {
  EMAILJS_PUBLIC_KEY: "cap-parcours-site",
  EMAILJS_SERVICE_ID: "default_service",
  EMAILJS_TEMPLATE_ID: "contact_form",
} as const;
export type RelayKeyName = keyof typeof RELAY_KEY_DEFAULTS;

/**
 * The configuration: every variable, checked, with its value or default;
 * an office's hours are `undefined` where it keeps the firm's.
 */
export type PublicConfig = z.output<ReturnType<typeof buildPublicSchema>>;
type PublicEnvKey = keyof PublicConfig;

let schema: ReturnType<typeof buildPublicSchema> | undefined;

function publicSchema(): ReturnType<typeof buildPublicSchema> {
  schema ??= buildPublicSchema();
  return schema;
}

/** Every public variable's name. */
export function publicEnvKeys(): PublicEnvKey[] {
  return Object.keys(publicSchema().in.shape) as PublicEnvKey[];
}

/**
 * Reads and checks the public variables of `env` (an environment, or
 * build/site-config.json): blank values count as unset. Throws a ConfigError
 * naming every bad variable.
 */
export function readPublicConfig(env: Readonly<Record<string, unknown>>): PublicConfig {
  const values = pickVariables(env, publicEnvKeys());
  const result = publicSchema().safeParse(values);
  if (!result.success) throw configError("Invalid build-time configuration", result.error, values);
  return result.data;
}

let current: PublicConfig | undefined;

/** This process's public configuration, read from its environment once. */
export function publicConfig(): PublicConfig {
  current ??= readPublicConfig(globalThis.process?.env ?? {});
  return current;
}

/** The values content/site.ts reads: the only ones baked into the browser bundle. */
const SITE_KEYS = [
  "SITE_URL",
  "FIRM_NAME",
  "FIRM_TAGLINE",
  "FIRM_PHONE",
  "FIRM_EMAIL",
  "FIRM_STREET",
  "FIRM_POSTAL_CODE",
  "FIRM_CITY",
  "SOCIAL_INSTAGRAM",
  "SOCIAL_FACEBOOK",
  "SOCIAL_X",
  "SOCIAL_LINKEDIN",
  "SOCIAL_YOUTUBE",
  "QUALITY_VALID_UNTIL",
  "QUALITY_CERTIFIER",
  "REVIEWS_WIDGET_URL",
  "REVIEWS_RATING",
  "REVIEWS_COUNT",
  "REVIEWS_SOURCE",
  "REVIEWS_READ_ON",
  "DISABILITY_REFERENT_NAME",
  "RELAY_ORIGIN",
  "EMAILJS_PUBLIC_KEY",
  "EMAILJS_SERVICE_ID",
  "EMAILJS_TEMPLATE_ID",
  "AUDIENCE_MEASUREMENT",
] as const satisfies readonly PublicEnvKey[];

export type SiteConfig = Pick<PublicConfig, (typeof SITE_KEYS)[number]>;

/** The part of the configuration the site's shared code (content/site.ts) reads, browser included. */
export function siteConfig(config: PublicConfig = publicConfig()): SiteConfig {
  return Object.fromEntries(SITE_KEYS.map((key) => [key, config[key]])) as SiteConfig;
}
