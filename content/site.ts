import { REVIEWS_BEST_RATING, type SiteConfig, siteConfig } from "../config/public.ts";
import type { Reviews } from "./reviews.ts";

/**
 * The firm's identity: the one place the pages read these facts from. The
 * values come from content/firm.yaml (config/firm.ts: the fields and their
 * rules; config/public.ts: the flat record): baked into the build by
 * vite.config.ts (`__SITE_ENV__`), read from the file elsewhere (the server,
 * tests, scripts).
 */
declare const __SITE_ENV__: SiteConfig | undefined;

const config: SiteConfig = typeof __SITE_ENV__ !== "undefined" ? __SITE_ENV__ : siteConfig();

/** "01 99 00 42 77" -> "+33199004277" (the form a tel: link wants). */
export function toTelUri(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, "");
  if (digits.startsWith("+")) return `tel:${digits}`;
  if (digits.startsWith("00")) return `tel:+${digits.slice(2)}`;
  if (digits.startsWith("0")) return `tel:+33${digits.slice(1)}`;
  return `tel:${digits}`;
}

/**
 * The review score as someone read it on the review platform on `readOn`:
 * the pages show it with its source and that date, never as a live figure,
 * and it stays out of the JSON-LD (content/reviews.ts).
 */
function reviewsOf(config: SiteConfig): Reviews {
  return {
    widgetUrl: config.REVIEWS_WIDGET_URL,
    rating: config.REVIEWS_RATING,
    bestRating: REVIEWS_BEST_RATING,
    count: config.REVIEWS_COUNT,
    source: config.REVIEWS_SOURCE,
    readOn: config.REVIEWS_READ_ON,
  };
}

/** The firm's identity as `config` (a build's configuration) gives it. */
export function siteOf(config: SiteConfig) {
  return {
    name: config.FIRM_NAME,
    tagline: config.FIRM_TAGLINE,
    /** The canonical origin, without a trailing slash. */
    url: config.SITE_URL,
    phone: config.FIRM_PHONE,
    phoneUri: toTelUri(config.FIRM_PHONE),
    email: config.FIRM_EMAIL,
    address: {
      street: config.FIRM_STREET,
      postalCode: config.FIRM_POSTAL_CODE,
      city: config.FIRM_CITY,
      region: "Île-de-France",
      country: "FR",
    },
    /** The firm's (and the head office's) opening hours, as schema.org writes them. */
    openingHours: config.FIRM_OPENING_HOURS,
    social: {
      instagram: config.SOCIAL_INSTAGRAM,
      facebook: config.SOCIAL_FACEBOOK,
      x: config.SOCIAL_X,
      linkedin: config.SOCIAL_LINKEDIN,
      youtube: config.SOCIAL_YOUTUBE,
    },
    quality: {
      certifier: config.QUALITY_CERTIFIER,
      /** ISO date; shown as "valide jusqu'au 24 novembre 2027". */
      validUntil: config.QUALITY_VALID_UNTIL,
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
     */
    disabilityReferent: {
      name: config.DISABILITY_REFERENT_NAME,
      title: "référente handicap",
    },
    reviews: reviewsOf(config),
    relay: {
      /** Empty origin: the self-hosted relay on the same origin as the site. */
      origin: config.RELAY_ORIGIN,
      publicKey: config.EMAILJS_PUBLIC_KEY,
      serviceId: config.EMAILJS_SERVICE_ID,
      templateId: config.EMAILJS_TEMPLATE_ID,
    },
    /** The first-party audience measurement (decision 029): off on a static host. */
    audience: config.AUDIENCE_MEASUREMENT === "on",
  } as const;
}

export const site = siteOf(config);

export type Site = typeof site;

/**
 * What the server writes of the firm in its own answers (its e-mails, the
 * pages it answers to a browser without scripts): the values of the build it
 * answers with (server/site-build.ts), so that they change with a publication.
 */
export type FirmContact = Pick<Site, "name" | "phone" | "phoneUri" | "email">;

/** The firm's contact of `identity`. */
export function firmContactOf(identity: Site = site): FirmContact {
  const { name, phone, phoneUri, email } = identity;
  return { name, phone, phoneUri, email };
}

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

/** "du lundi au samedi, de 8 h 30 à 20 h". */
export function openingHoursText(): string {
  return config.FIRM_HOURS_TEXT;
}
