import { type PublicEnv, publicEnv } from "./public-env";

/**
 * The firm's identity: the one place that holds these facts.
 * Defaults are fictional (the spec leaves the real values out): a neutral
 * firm name, a phone number from the range ARCEP reserves for fiction
 * (01 99 00 xx xx) and addresses on the reserved `.example` domain.
 * Every value can be overridden by an environment variable at build time.
 */
declare const __SITE_ENV__: PublicEnv | undefined;

const env: PublicEnv =
  typeof __SITE_ENV__ !== "undefined" ? __SITE_ENV__ : publicEnv(globalThis.process?.env ?? {});

/** "01 99 00 42 77" -> "+33199004277" (the form a tel: link wants). */
export function toTelUri(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, "");
  if (digits.startsWith("+")) return `tel:${digits}`;
  if (digits.startsWith("00")) return `tel:+${digits.slice(2)}`;
  if (digits.startsWith("0")) return `tel:+33${digits.slice(1)}`;
  return `tel:${digits}`;
}

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
 * The legal identity's defaults: FICTIONAL, like the phone and e-mail above.
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
  const clean = value.replace(/[\s\u00a0\u202f]/g, "");
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

const siteUrl = (env.SITE_URL ?? "https://www.cap-parcours.example").replace(/\/+$/, "");
const phone = env.FIRM_PHONE ?? "01 99 00 42 77";
const name = env.FIRM_NAME ?? "Cap Parcours";
const siren = checkedSiren(env.LEGAL_SIREN ?? FICTIONAL_LEGAL_DEFAULTS.siren);
const hostPhone = env.LEGAL_HOST_PHONE ?? FICTIONAL_LEGAL_DEFAULTS.hostPhone;

export const site = {
  name,
  tagline: env.FIRM_TAGLINE ?? "Expert de la relation homme/travail",
  url: siteUrl,
  phone,
  phoneUri: toTelUri(phone),
  email: env.FIRM_EMAIL ?? "contact@cap-parcours.example",
  address: {
    street: env.FIRM_STREET ?? "8 allée des Tanneurs",
    postalCode: env.FIRM_POSTAL_CODE ?? "77000",
    city: env.FIRM_CITY ?? "Melun",
    region: "Île-de-France",
    country: "FR",
  },
  /** Nearby towns where the firm also receives people, by appointment. */
  secondaryOffices: ["Fontainebleau", "Provins", "Montereau-Fault-Yonne"],
  /** Opening hours, Monday to Saturday inclusive. */
  openingHours: { days: "du lundi au samedi", opens: "08:30", closes: "20:00" },
  social: {
    instagram: env.SOCIAL_INSTAGRAM ?? "https://www.instagram.com/cap.parcours.example/",
    facebook: env.SOCIAL_FACEBOOK ?? "https://www.facebook.com/cap.parcours.example",
    x: env.SOCIAL_X ?? "https://x.com/capparcours_ex",
    linkedin: env.SOCIAL_LINKEDIN ?? "https://www.linkedin.com/company/cap-parcours-example/",
    youtube: env.SOCIAL_YOUTUBE ?? "https://www.youtube.com/@cap-parcours-example",
  },
  quality: {
    certifier: env.QUALITY_CERTIFIER ?? "un organisme certificateur accrédité par le Cofrac",
    /** ISO date; shown as "valide jusqu'au 24 novembre 2027". */
    validUntil: env.QUALITY_VALID_UNTIL ?? "2027-11-24",
    categories: [
      "Actions de formation",
      "Bilans de compétences",
      "Actions permettant de faire valider les acquis de l’expérience (VAE)",
    ],
    accessDelayDays: 10,
  },
  reviews: {
    widgetUrl: env.REVIEWS_WIDGET_URL ?? "https://avis.widget.example/embed/cap-parcours",
    rating: 5,
    bestRating: 5,
    count: 170,
  },
  /** The publisher's legal identity and the host, for the legal notice (/mentions-legales). */
  legal: {
    /** The registered company name (dénomination sociale); the firm's name unless set. */
    companyName: env.LEGAL_NAME ?? name,
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
    /** Who carries the contact form's e-mails to the firm (a processor, named in the privacy policy). */
    mailProvider: env.LEGAL_MAIL_PROVIDER ?? FICTIONAL_LEGAL_DEFAULTS.mailProvider,
  },
  relay: {
    /** Empty origin: the self-hosted relay on the same origin as the site. */
    origin: env.RELAY_ORIGIN ?? "",
    publicKey: env.EMAILJS_PUBLIC_KEY ?? "cap-parcours-site",
    serviceId: env.EMAILJS_SERVICE_ID ?? "default_service",
    templateId: env.EMAILJS_TEMPLATE_ID ?? "contact_form",
  },
} as const;

export type Site = typeof site;

/** The head-office address on one line. */
export function fullAddress(): string {
  const { street, postalCode, city } = site.address;
  return `${street}, ${postalCode} ${city}`;
}

/** A map of the head office, opened in a new tab (a link: nothing is embedded). */
export function mapUrl(): string {
  const query = `${site.name}, ${fullAddress()}`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** "08:30" -> "8 h 30", "20:00" -> "20 h" (narrow no-break spaces). */
export function formatHour(time: string): string {
  const [hours = "0", minutes = "00"] = time.split(":");
  const h = String(Number(hours));
  return minutes === "00" ? `${h}\u202fh` : `${h}\u202fh\u202f${minutes}`;
}

/** "du lundi au samedi, de 8 h 30 à 20 h". */
export function openingHoursText(): string {
  const { days, opens, closes } = site.openingHours;
  return `${days}, de ${formatHour(opens)} à ${formatHour(closes)}`;
}
