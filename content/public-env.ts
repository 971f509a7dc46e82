/**
 * Environment variables that may override the site identity at build time.
 * They end up in public HTML and JavaScript, so nothing secret belongs here.
 */
/** The offices (content/offices.ts), each overridable by OFFICE_<ID>_<SUFFIX>. */
export const OFFICE_IDS = ["head", "fontainebleau", "provins", "montereau"] as const;
export const OFFICE_ENV_SUFFIXES = [
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
type OfficeEnvKey =
  `OFFICE_${Uppercase<(typeof OFFICE_IDS)[number]>}_${(typeof OFFICE_ENV_SUFFIXES)[number]}`;
const OFFICE_ENV_KEYS = OFFICE_IDS.flatMap((id) =>
  OFFICE_ENV_SUFFIXES.map((suffix) => `OFFICE_${id.toUpperCase()}_${suffix}` as OfficeEnvKey),
);

const FIXED_ENV_KEYS = [
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
  "MEDIATOR_NAME",
  "MEDIATOR_ADDRESS",
  "MEDIATOR_URL",
  "LEGAL_NAME",
  "LEGAL_FORM",
  "LEGAL_SHARE_CAPITAL",
  "LEGAL_SIREN",
  "LEGAL_RCS_CITY",
  "LEGAL_TRAINING_DECLARATION",
  "LEGAL_PUBLICATION_DIRECTOR",
  "LEGAL_HOST_NAME",
  "LEGAL_HOST_ADDRESS",
  "LEGAL_HOST_PHONE",
  "LEGAL_MAIL_PROVIDER",
  "RELAY_ORIGIN",
  "EMAILJS_PUBLIC_KEY",
  "EMAILJS_SERVICE_ID",
  "EMAILJS_TEMPLATE_ID",
] as const;

export type PublicEnvKey = (typeof FIXED_ENV_KEYS)[number] | OfficeEnvKey;
export const PUBLIC_ENV_KEYS: readonly PublicEnvKey[] = [...FIXED_ENV_KEYS, ...OFFICE_ENV_KEYS];
export type PublicEnv = Partial<Record<PublicEnvKey, string>>;

/** Keeps only the known, non-empty public keys of an environment. */
export function publicEnv(env: Record<string, string | undefined>): PublicEnv {
  const picked: PublicEnv = {};
  for (const key of PUBLIC_ENV_KEYS) {
    const value = env[key]?.trim();
    if (value) picked[key] = value;
  }
  return picked;
}
