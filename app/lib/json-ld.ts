import { site } from "../../content/site";
import { absoluteUrl } from "./meta";

/** The firm as a professional service (schema.org ProfessionalService). */
export function organizationJsonLd() {
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    "@id": `${site.url}/#organisation`,
    name: site.name,
    slogan: site.tagline,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/favicon.svg"),
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
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
        opens: site.openingHours.opens,
        closes: site.openingHours.closes,
      },
    ],
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
