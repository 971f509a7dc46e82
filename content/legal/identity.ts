/**
 * The publisher's legal identity and the host, for the legal notice
 * (/mentions-legales) and the privacy and accessibility pages. Apart from
 * content/site.ts so that it stays out of the JavaScript every page loads:
 * only the legal pages' build-time loader reads it.
 */
import { publicConfig } from "../../config/public.ts";
import { toTelUri } from "../site.ts";

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

export interface Mediator {
  name: string;
  /** Postal address, on one line. */
  address: string;
  /** The mediator's site, where a consumer files a request (https). */
  url: string;
}

const config = publicConfig();

/**
 * The identity itself: the `legal` and `mediator` sections of content/firm.yaml
 * checked and with their fictional defaults, in config/public.ts.
 */
export const legalIdentity = {
  /** The registered company name (dénomination sociale); the firm's name unless set. */
  companyName: config.LEGAL_NAME,
  form: config.LEGAL_FORM,
  shareCapitalEuros: config.LEGAL_SHARE_CAPITAL,
  /** Nine digits, no spaces. */
  siren: config.LEGAL_SIREN,
  /** The commercial court's registry the company is registered with (RCS + city). */
  rcsCity: config.LEGAL_RCS_CITY,
  /** Computed from the SIREN, never typed. */
  vatNumber: vatNumber(config.LEGAL_SIREN),
  /** Training-organisation activity declaration number (11 digits, no spaces). */
  trainingDeclaration: config.LEGAL_TRAINING_DECLARATION,
  /** Director of publication, with their role. */
  publicationDirector: config.LEGAL_PUBLICATION_DIRECTOR,
  host: {
    name: config.LEGAL_HOST_NAME,
    address: config.LEGAL_HOST_ADDRESS,
    phone: config.LEGAL_HOST_PHONE,
    phoneUri: toTelUri(config.LEGAL_HOST_PHONE),
  },
  /** The consumer mediator a consumer may turn to, free of charge (legal notice, terms of sale). */
  mediator: {
    name: config.MEDIATOR_NAME,
    address: config.MEDIATOR_ADDRESS,
    url: config.MEDIATOR_URL,
  } satisfies Mediator,
  /** Who carries the contact form's e-mails to the firm (a processor, named in the privacy policy). */
  mailProvider: config.LEGAL_MAIL_PROVIDER,
} as const;
