/**
 * The public configuration: every value the pages are built with. The values
 * end up in the public HTML and JavaScript, so nothing secret belongs here.
 *
 * Two sources, one each:
 * - the firm's identity, content/firm.yaml (config/firm.ts), read alike by
 *   the build and by the server;
 * - the build settings, variables of the build's environment: where the
 *   contact form posts (RELAY_ORIGIN, EMAILJS_*) and whether the audience
 *   measurement is built (AUDIENCE_MEASUREMENT). They describe how the site is
 *   deployed, not who the firm is.
 *
 * `publicConfig()` joins them into one flat record, read once per process.
 * The build bakes the part the browser needs (`siteConfig()`) into the bundle
 * as `__SITE_ENV__` (vite.config.ts, read by content/site.ts) and writes both
 * sources to build/site-config.json (config/public-file.ts), against which
 * the server checks its identity file and its relay keys (config/server.ts).
 *
 * Nothing runs when this module is imported: in the browser bundle, where
 * `__SITE_ENV__` replaces the call to `siteConfig()`, the bundler then leaves
 * this module and zod out; the identity file's reader is not even reached,
 * the browser resolving "#firm" to config/firm.browser.ts (package.json
 * `imports`; config/public.test.ts).
 */
import { z } from "zod";
// The identity file's reader; the browser's bundle gets a stand-in that never reads (config/firm.browser.ts).
import { loadFirm } from "#firm";
import { configError, pickVariables } from "./errors.ts";
import type { Firm } from "./firm.ts";
import { OFFICE_IDS, type OfficeId, REVIEWS_BEST_RATING } from "./firm-keys.ts";
import { hoursText, openingHoursSpecification } from "./hours.ts";
import { isBareOrigin, parseOpeningHours } from "./values.ts";

export { OFFICE_IDS, type OfficeId, REVIEWS_BEST_RATING };

/** The keys the relay checks, and their defaults (the server's are the same: config/server.ts). */
export const RELAY_KEY_DEFAULTS = {
  EMAILJS_PUBLIC_KEY: "cap-parcours-site",
  EMAILJS_SERVICE_ID: "default_service",
  EMAILJS_TEMPLATE_ID: "contact_form",
} as const;
export type RelayKeyName = keyof typeof RELAY_KEY_DEFAULTS;

function buildSettingsSchema() {
  const text = z.string();
  return z
    .object({
      /** Where the contact form posts; empty: the self-hosted relay on the site's own origin. */
      RELAY_ORIGIN: text
        .refine(
          (value) => value === "" || isBareOrigin(value),
          "must be an origin such as https://api.emailjs.com (scheme, host and optional port), or empty",
        )
        .prefault(""),
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
    .transform((values) => ({
      ...values,
      AUDIENCE_MEASUREMENT: values.AUDIENCE_MEASUREMENT ?? (values.RELAY_ORIGIN === "" ? "on" : "off"),
    }));
}

/** How this build is deployed: the relay it posts to and whether it measures its audience. */
export type BuildSettings = z.output<ReturnType<typeof buildSettingsSchema>>;

let settingsSchema: ReturnType<typeof buildSettingsSchema> | undefined;

/** The build-setting variables' names. */
export function buildSettingKeys(): string[] {
  settingsSchema ??= buildSettingsSchema();
  return Object.keys(settingsSchema.in.shape);
}

/**
 * Reads and checks the build settings of `env` (an environment, or the copy
 * in build/site-config.json): blank values count as unset. Throws a
 * ConfigError naming every bad variable.
 */
export function readBuildSettings(env: Readonly<Record<string, unknown>>): BuildSettings {
  settingsSchema ??= buildSettingsSchema();
  const values = pickVariables(env, buildSettingKeys());
  const result = settingsSchema.safeParse(values);
  if (!result.success) throw configError("Invalid build settings", result.error, values);
  return result.data;
}

/** An office's values in the flat record: OFFICE_PROVINS_STREET… */
type OfficeKey<Suffix extends string> = `OFFICE_${Uppercase<OfficeId>}_${Suffix}`;
type OfficeValues = Record<OfficeKey<"STREET" | "POSTAL_CODE" | "CITY" | "GEO" | "PHONE">, string> &
  Record<OfficeKey<"ACCESS" | "PARKING" | "ACCESSIBILITY">, readonly string[]> &
  Partial<Record<OfficeKey<"HOURS">, string>>;

/** OFFICE_PROVINS_GEO for ("provins", "GEO"). */
export function officeKey<Suffix extends string>(id: OfficeId, suffix: Suffix): OfficeKey<Suffix> {
  // toUpperCase() is typed string: the template type says what it gives here.
  return `OFFICE_${id.toUpperCase()}_${suffix}` as OfficeKey<Suffix>;
}

function officeValues(firm: Firm): OfficeValues {
  const values: Record<string, string | readonly string[] | undefined> = {};
  for (const id of OFFICE_IDS) {
    const office = firm.offices[id];
    const place = "street" in office ? office : firm.address;
    Object.assign(values, {
      [officeKey(id, "STREET")]: place.street,
      [officeKey(id, "POSTAL_CODE")]: place.postalCode,
      [officeKey(id, "CITY")]: place.city,
      [officeKey(id, "GEO")]: office.geo,
      [officeKey(id, "HOURS")]: office.hours,
      [officeKey(id, "PHONE")]: office.phone ?? firm.phone,
      [officeKey(id, "ACCESS")]: office.access,
      [officeKey(id, "PARKING")]: office.parking,
      [officeKey(id, "ACCESSIBILITY")]: office.accessibility,
    });
  }
  // Every key of OfficeValues was set in the loop, which the compiler cannot follow.
  return values as OfficeValues;
}

/**
 * The flat record the pages and the server read, from the identity and the
 * build settings: the registered name is the firm's unless set, the head
 * office is at the firm's address, every office has the firm's phone and
 * hours unless set.
 */
export function publicConfigFrom(firm: Firm, build: BuildSettings) {
  return {
    SITE_URL: firm.siteUrl,
    FIRM_NAME: firm.name,
    FIRM_TAGLINE: firm.tagline,
    FIRM_PHONE: firm.phone,
    FIRM_EMAIL: firm.email,
    FIRM_HOURS: parseOpeningHours(firm.hours),
    /** Written here, so that the browser gets the text and not the tables that write it. */
    FIRM_HOURS_TEXT: hoursText(parseOpeningHours(firm.hours)),
    FIRM_OPENING_HOURS: openingHoursSpecification(parseOpeningHours(firm.hours)),
    FIRM_STREET: firm.address.street,
    FIRM_POSTAL_CODE: firm.address.postalCode,
    FIRM_CITY: firm.address.city,
    SOCIAL_INSTAGRAM: firm.social.instagram,
    SOCIAL_FACEBOOK: firm.social.facebook,
    SOCIAL_X: firm.social.x,
    SOCIAL_LINKEDIN: firm.social.linkedin,
    SOCIAL_YOUTUBE: firm.social.youtube,
    QUALITY_VALID_UNTIL: firm.quality.validUntil,
    QUALITY_CERTIFIER: firm.quality.certifier,
    REVIEWS_WIDGET_URL: firm.reviews.widgetUrl,
    REVIEWS_RATING: firm.reviews.rating,
    REVIEWS_COUNT: firm.reviews.count,
    REVIEWS_SOURCE: firm.reviews.source,
    REVIEWS_READ_ON: firm.reviews.readOn,
    DISABILITY_REFERENT_NAME: firm.disabilityReferent,
    MEDIATOR_NAME: firm.mediator.name,
    MEDIATOR_ADDRESS: firm.mediator.address,
    MEDIATOR_URL: firm.mediator.url,
    LEGAL_NAME: firm.legal.name ?? firm.name,
    LEGAL_FORM: firm.legal.form,
    LEGAL_SHARE_CAPITAL: firm.legal.shareCapital,
    LEGAL_SIREN: firm.legal.siren,
    LEGAL_RCS_CITY: firm.legal.rcsCity,
    LEGAL_TRAINING_DECLARATION: firm.legal.trainingDeclaration,
    LEGAL_PUBLICATION_DIRECTOR: firm.legal.publicationDirector,
    LEGAL_HOST_NAME: firm.legal.host.name,
    LEGAL_HOST_ADDRESS: firm.legal.host.address,
    LEGAL_HOST_PHONE: firm.legal.host.phone,
    LEGAL_MAIL_PROVIDER: firm.legal.mailProvider,
    ...officeValues(firm),
    ...build,
  };
}

/** Every public value, flat: the identity's and the build settings'. */
export type PublicConfig = ReturnType<typeof publicConfigFrom>;

/** The whole configuration, baked into the pre-render's bundle by vite.config.ts. */
declare const __PUBLIC_CONFIG__: PublicConfig | undefined;

let current: PublicConfig | undefined;

/**
 * This process's public configuration: the identity file (content/firm.yaml,
 * or FIRM_FILE) and the build settings of its environment, read once; in the
 * pre-render's bundle, the one the build read (vite.config.ts).
 */
export function publicConfig(): PublicConfig {
  if (typeof __PUBLIC_CONFIG__ !== "undefined") return __PUBLIC_CONFIG__;
  current ??= publicConfigFrom(loadFirm(), readBuildSettings(globalThis.process?.env ?? {}));
  return current;
}

/** The values content/site.ts reads: the only ones baked into the browser bundle. */
const SITE_KEYS = [
  "SITE_URL",
  "FIRM_NAME",
  "FIRM_TAGLINE",
  "FIRM_PHONE",
  "FIRM_EMAIL",
  "FIRM_HOURS_TEXT",
  "FIRM_OPENING_HOURS",
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
] as const satisfies readonly (keyof PublicConfig)[];

export type SiteConfig = Pick<PublicConfig, (typeof SITE_KEYS)[number]>;

/** The part of the configuration the site's shared code (content/site.ts) reads, browser included. */
export function siteConfig(config: PublicConfig = publicConfig()): SiteConfig {
  return Object.fromEntries(SITE_KEYS.map((key) => [key, config[key]])) as SiteConfig;
}
