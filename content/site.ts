import { type PublicEnv, publicEnv } from "./public-env";
import { checkedReviews } from "./reviews";

/**
 * The firm's identity: the one place that holds these facts.
 * Defaults are fictional (the spec leaves the real values out): a neutral
 * firm name, a phone number from the range ARCEP reserves for fiction
 * (01 99 00 xx xx) and addresses on the reserved `.example` domain.
 * Every value can be overridden by an environment variable at build time.
 */
declare const __SITE_ENV__: PublicEnv | undefined;

/** The build-time overrides of the site's facts (content/public-env.ts). */
export const env: PublicEnv =
  typeof __SITE_ENV__ !== "undefined" ? __SITE_ENV__ : publicEnv(globalThis.process?.env ?? {});

/** "01 99 00 42 77" -> "+33199004277" (the form a tel: link wants). */
export function toTelUri(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, "");
  if (digits.startsWith("+")) return `tel:${digits}`;
  if (digits.startsWith("00")) return `tel:+${digits.slice(2)}`;
  if (digits.startsWith("0")) return `tel:+33${digits.slice(1)}`;
  return `tel:${digits}`;
}

const siteUrl = (env.SITE_URL ?? "https://www.cap-parcours.example").replace(/\/+$/, "");
const phone = env.FIRM_PHONE ?? "01 99 00 42 77";
const name = env.FIRM_NAME ?? "Cap Parcours";

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
  /**
   * The disability referent (indicator 26 of the national quality framework):
   * named on every service page and on the disability page.
   * FICTIONAL DEFAULT: the firm replaces it with its referent's name.
   */
  disabilityReferent: {
    name: env.DISABILITY_REFERENT_NAME ?? "Nadia Benali",
    title: "référente handicap",
  },
  /**
   * The review score as someone read it on the review platform on `readOn`:
   * the pages show it with its source and that date, never as a live figure,
   * and it stays out of the JSON-LD (content/reviews.ts). Update the four
   * values together when the score is read again.
   */
  reviews: checkedReviews({
    widgetUrl: env.REVIEWS_WIDGET_URL ?? "https://avis.widget.example/embed/cap-parcours",
    // FICTIONAL DEFAULT: the average score the platform shows (REVIEWS_RATING, e.g. 4.8).
    rating: env.REVIEWS_RATING ?? "5",
    bestRating: 5,
    // FICTIONAL DEFAULT: the number of reviews the platform counts (REVIEWS_COUNT).
    count: env.REVIEWS_COUNT ?? "170",
    // FICTIONAL DEFAULT: the platform the score was read on (REVIEWS_SOURCE).
    source: env.REVIEWS_SOURCE ?? "Google",
    // FICTIONAL DEFAULT: the day the score was read (REVIEWS_READ_ON, YYYY-MM-DD).
    readOn: env.REVIEWS_READ_ON ?? "2026-11-01",
  }),
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
