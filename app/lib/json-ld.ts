import { shareImages, siteIcons } from "../../content/share-images.ts";
import { site } from "../../content/site.ts";
import { absoluteUrl } from "./meta.ts";

/**
 * The firm as a professional service (schema.org ProfessionalService).
 * No `aggregateRating` or `review`: the firm's score is a figure read by hand
 * on a review platform (content/reviews.ts), and a score a business publishes
 * about itself is no proof; search engines ignore such self-serving reviews.
 */
export function organizationJsonLd() {
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    "@id": `${site.url}/#organisation`,
    name: site.name,
    slogan: site.tagline,
    url: absoluteUrl("/"),
    logo: absoluteUrl(siteIcons.png512),
    image: absoluteUrl(shareImages.default.path),
    telephone: site.phone,
    email: site.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      postalCode: site.address.postalCode,
      addressLocality: site.address.city,
      addressRegion: site.address.region,
      addressCountry: site.address.country,
    },
    areaServed: { "@type": "AdministrativeArea", name: "Seine-et-Marne" },
    openingHoursSpecification: site.openingHours,
    sameAs: Object.values(site.social),
  };
}

/** The contact page (schema.org ContactPage), about the firm with its contact point. */
export function contactPageJsonLd() {
  return {
    "@context": "https://schema.org",
    "@type": "ContactPage",
    url: absoluteUrl("/contact"),
    inLanguage: "fr-FR",
    about: {
      "@type": "ProfessionalService",
      "@id": `${site.url}/#organisation`,
      name: site.name,
      contactPoint: {
        "@type": "ContactPoint",
        contactType: "customer service",
        telephone: site.phone,
        email: site.email,
        areaServed: "FR",
        availableLanguage: "French",
      },
    },
  };
}

/** A question and its answer as plain text (paragraphs joined). */
export interface JsonLdQuestion {
  question: string;
  answer: string;
}

/** schema.org FAQPage for the questions a page shows. */
export function faqPageJsonLd(questions: readonly JsonLdQuestion[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: questions.map(({ question, answer }) => ({
      "@type": "Question",
      name: question,
      acceptedAnswer: { "@type": "Answer", text: answer },
    })),
  };
}

/** What a price buys, in euros taxes included: a fixed price, or a range. */
type JsonLdOffer = { name: string; price: number } | { name: string; lowPrice: number; highPrice: number };

function offerJsonLd(offer: JsonLdOffer) {
  return "price" in offer
    ? {
        "@type": "Offer",
        name: offer.name,
        price: offer.price.toFixed(2),
        priceCurrency: "EUR",
        category: "Paid",
      }
    : {
        "@type": "AggregateOffer",
        name: offer.name,
        lowPrice: offer.lowPrice.toFixed(2),
        highPrice: offer.highPrice.toFixed(2),
        priceCurrency: "EUR",
        category: "Paid",
      };
}

const provider = () => ({
  "@type": "ProfessionalService",
  "@id": `${site.url}/#organisation`,
  name: site.name,
});

export interface ServiceJsonLdInput {
  name: string;
  description: string;
  path: string;
  /** schema.org serviceType, e.g. "Bilan de compétences". */
  serviceType?: string;
  offers?: readonly JsonLdOffer[];
}

/** schema.org Service provided by the firm, with its prices. */
export function serviceJsonLd(input: ServiceJsonLdInput) {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: input.name,
    description: input.description,
    url: absoluteUrl(input.path),
    ...(input.serviceType ? { serviceType: input.serviceType } : {}),
    provider: provider(),
    areaServed: { "@type": "AdministrativeArea", name: "Seine-et-Marne" },
    ...(input.offers?.length ? { offers: input.offers.map(offerJsonLd) } : {}),
  };
}

export interface CourseJsonLdInput {
  name: string;
  description: string;
  path: string;
  /** Total workload, ISO 8601 ("PT21H", "P3W"). */
  workload: string;
  /** schema.org courseMode values: "onsite", "online", "blended". */
  courseMode: readonly string[];
  offers?: readonly JsonLdOffer[];
  /** What the trainee receives at the end. */
  credential?: string;
}

/** schema.org Course given by the firm: how it is delivered, its workload and prices. */
export function courseJsonLd(input: CourseJsonLdInput) {
  return {
    "@context": "https://schema.org",
    "@type": "Course",
    name: input.name,
    description: input.description,
    url: absoluteUrl(input.path),
    inLanguage: "fr-FR",
    provider: provider(),
    ...(input.credential ? { educationalCredentialAwarded: input.credential } : {}),
    hasCourseInstance: {
      "@type": "CourseInstance",
      courseMode: input.courseMode,
      courseWorkload: input.workload,
    },
    ...(input.offers?.length ? { offers: input.offers.map(offerJsonLd) } : {}),
  };
}

/** schema.org WebPage with the true date its content last changed. */
export function webPageJsonLd(input: { name: string; path: string; dateModified: string }) {
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    name: input.name,
    url: absoluteUrl(input.path),
    inLanguage: "fr-FR",
    dateModified: input.dateModified,
    isPartOf: { "@type": "WebSite", url: absoluteUrl("/"), name: site.name },
  };
}

export interface Crumb {
  label: string;
  path: string;
}

/** schema.org BreadcrumbList for a trail of crumbs. */
export function breadcrumbJsonLd(trail: Crumb[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.label,
      item: absoluteUrl(crumb.path),
    })),
  };
}

/** JSON for an inline script: "<" escaped so no content can close the script element. */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

export interface BlogPostingJsonLdInput {
  headline: string;
  description: string;
  path: string;
  /** The picture's address on the site. */
  image: string;
  datePublished: string;
  /** When the article last changed (its `updated` frontmatter), if after publication. */
  dateModified?: string;
  author: string;
  wordCount: number;
}

/** schema.org BlogPosting for an article, published by the firm. */
export function blogPostingJsonLd(input: BlogPostingJsonLdInput) {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: input.headline,
    description: input.description,
    url: absoluteUrl(input.path),
    mainEntityOfPage: absoluteUrl(input.path),
    image: absoluteUrl(input.image),
    datePublished: input.datePublished,
    dateModified: input.dateModified ?? input.datePublished,
    inLanguage: "fr-FR",
    wordCount: input.wordCount,
    author: { "@type": "Person", name: input.author },
    publisher: provider(),
  };
}

export interface VideoObjectJsonLdInput {
  name: string;
  description: string;
  path: string;
  youtubeId: string;
  embedUrl: string;
  uploadDate: string;
}

/** schema.org VideoObject for a video the page embeds (on click). */
export function videoObjectJsonLd(input: VideoObjectJsonLdInput) {
  return {
    "@context": "https://schema.org",
    "@type": "VideoObject",
    name: input.name,
    description: input.description,
    url: absoluteUrl(input.path),
    embedUrl: input.embedUrl,
    // Only a search engine reads this address; the page itself never requests it.
    thumbnailUrl: `https://i.ytimg.com/vi/${input.youtubeId}/hqdefault.jpg`,
    uploadDate: input.uploadDate,
    inLanguage: "fr-FR",
    publisher: provider(),
  };
}
