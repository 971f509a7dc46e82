/**
 * The publisher's legal identity and the host, for the legal notice
 * (/mentions-legales) and the privacy and accessibility pages. Apart from
 * content/site.ts so that it stays out of the JavaScript every page loads:
 * only the legal pages' build-time loader reads it.
 */
import type { PublicEnv } from "../public-env";
import { env, site, toTelUri } from "../site";

/** "999999998" or "999 999 998" -> true: nine digits with a valid Luhn check digit (La Poste's SIREN is the one exception). */
export function isValidSiren(value: string): boolean {
  const digits = value.replace(/\s/g, "");
  if (!/^\d{9}$/.test(digits)) return false;
  if (digits === "356000000") return true;
  let sum = 0;
  for (let i = 0; i < 9; i++) {
    let digit = Number(digits[8 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** "999999998" -> "999 999 998", the way the register writes it. */
export function formatSiren(siren: string): string {
  return siren.replace(/\s/g, "").replace(/^(\d{3})(\d{3})(\d{3})$/, "$1 $2 $3");
}

/** "11779999977" -> "11 77 99999 77": a training organisation's activity declaration number as the prefecture writes it. */
export function formatTrainingDeclaration(number: string): string {
  return number.replace(/\s/g, "").replace(/^(\d{2})(\d{2})(\d{5})(\d{2})$/, "$1 $2 $3 $4");
}

/** The French intra-EU VAT number of a SIREN: FR + key + SIREN, key = (12 + 3 × (SIREN mod 97)) mod 97. */
export function vatNumber(siren: string): string {
  const digits = siren.replace(/\s/g, "");
  const key = (12 + 3 * (Number(digits) % 97)) % 97;
  return `FR${String(key).padStart(2, "0")}${digits}`;
}

/**
 * The legal identity's defaults: FICTIONAL, like the phone and e-mail of content/site.ts.
 * The SIREN 999 999 998 and the activity declaration 11 77 99999 77 are
 * made-up numbers of the right shape, the host's address has a postal code
 * Paris does not use (75000) and its phone is in the range reserved for
 * fiction. Set the real values with the LEGAL_* variables before going live.
 */
const FICTIONAL_LEGAL_DEFAULTS = {
  form: "société à responsabilité limitée (SARL)",
  shareCapitalEuros: "8000",
  siren: "999999998",
  rcsCity: "Melun",
  trainingDeclaration: "11779999977",
  publicationDirector: "Claire Morel, gérante",
  hostName: "Hébergeur Exemple SAS",
  hostAddress: "10 rue de l’Exemple, 75000 Paris",
  hostPhone: "01 99 00 12 34",
  mailProvider: "Messagerie Exemple SAS",
} as const;

function checkedSiren(value: string): string {
  const digits = value.replace(/\s/g, "");
  if (!isValidSiren(digits))
    throw new Error(
      `LEGAL_SIREN must be a valid SIREN (9 digits, the last one a Luhn check digit), got ${JSON.stringify(value)}`,
    );
  return digits;
}

function checkedCapital(value: string): number {
  const clean = value.replace(/\s/g, "");
  if (!/^\d+$/.test(clean)) {
    throw new Error(`LEGAL_SHARE_CAPITAL must be a whole number of euros, got ${JSON.stringify(value)}`);
  }
  return Number(clean);
}

function checkedDeclaration(value: string): string {
  const digits = value.replace(/\s/g, "");
  if (!/^\d{11}$/.test(digits)) {
    throw new Error(`LEGAL_TRAINING_DECLARATION must have 11 digits, got ${JSON.stringify(value)}`);
  }
  return digits;
}

/**
 * FICTIONAL DEFAULT: the consumer mediator (Code de la consommation, L612-1
 * and L616-1, regulation.consumerMediation). A clearly made-up body with an
 * address Paris does not use (75000) and a site on the reserved .example
 * domain. The firm names its real mediator, the one it has signed up with,
 * with MEDIATOR_NAME, MEDIATOR_ADDRESS and MEDIATOR_URL.
 */
const FICTIONAL_MEDIATOR = {
  name: "Médiateur Exemple de la consommation",
  address: "1 place de l’Exemple, 75000 Paris",
  url: "https://www.mediateur-exemple.example",
} as const;

export interface Mediator {
  name: string;
  /** Postal address, on one line. */
  address: string;
  /** The mediator's site, where a consumer files a request (https). */
  url: string;
}

/** The consumer mediator from the environment, or the fictional default; a bad value stops the build. */
export function mediatorFromEnv(values: PublicEnv): Mediator {
  const name = values.MEDIATOR_NAME ?? FICTIONAL_MEDIATOR.name;
  const address = values.MEDIATOR_ADDRESS ?? FICTIONAL_MEDIATOR.address;
  const url = values.MEDIATOR_URL ?? FICTIONAL_MEDIATOR.url;
  if (name.trim().length < 3)
    throw new Error(`MEDIATOR_NAME must name the mediator, got ${JSON.stringify(name)}`);
  if (!/\b\d{5}\b/.test(address)) {
    throw new Error(
      `MEDIATOR_ADDRESS must be a postal address with its 5-digit postal code, got ${JSON.stringify(address)}`,
    );
  }
  if (!URL.canParse(url) || new URL(url).protocol !== "https:") {
    throw new Error(`MEDIATOR_URL must be an https:// address, got ${JSON.stringify(url)}`);
  }
  return { name, address, url };
}

const siren = checkedSiren(env.LEGAL_SIREN ?? FICTIONAL_LEGAL_DEFAULTS.siren);
const hostPhone = env.LEGAL_HOST_PHONE ?? FICTIONAL_LEGAL_DEFAULTS.hostPhone;

export const legalIdentity = {
  /** The registered company name (dénomination sociale); the firm's name unless set. */
  companyName: env.LEGAL_NAME ?? site.name,
  form: env.LEGAL_FORM ?? FICTIONAL_LEGAL_DEFAULTS.form,
  shareCapitalEuros: checkedCapital(env.LEGAL_SHARE_CAPITAL ?? FICTIONAL_LEGAL_DEFAULTS.shareCapitalEuros),
  /** Nine digits, no spaces. */
  siren,
  /** The commercial court's registry the company is registered with (RCS + city). */
  rcsCity: env.LEGAL_RCS_CITY ?? FICTIONAL_LEGAL_DEFAULTS.rcsCity,
  /** Computed from the SIREN, never typed. */
  vatNumber: vatNumber(siren),
  /** Training-organisation activity declaration number (11 digits, no spaces). */
  trainingDeclaration: checkedDeclaration(
    env.LEGAL_TRAINING_DECLARATION ?? FICTIONAL_LEGAL_DEFAULTS.trainingDeclaration,
  ),
  /** Director of publication, with their role. */
  publicationDirector: env.LEGAL_PUBLICATION_DIRECTOR ?? FICTIONAL_LEGAL_DEFAULTS.publicationDirector,
  host: {
    name: env.LEGAL_HOST_NAME ?? FICTIONAL_LEGAL_DEFAULTS.hostName,
    address: env.LEGAL_HOST_ADDRESS ?? FICTIONAL_LEGAL_DEFAULTS.hostAddress,
    phone: hostPhone,
    phoneUri: toTelUri(hostPhone),
  },
  /** The consumer mediator a consumer may turn to, free of charge (legal notice, terms of sale). */
  mediator: mediatorFromEnv(env),
  /** Who carries the contact form's e-mails to the firm (a processor, named in the privacy policy). */
  mailProvider: env.LEGAL_MAIL_PROVIDER ?? FICTIONAL_LEGAL_DEFAULTS.mailProvider,
} as const;
