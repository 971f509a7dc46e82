/**
 * The JSON-LD of the office that serves a city page: build time only (the
 * landing route's loader), so the office records never ship in the
 * JavaScript.
 */
import { type OfficeId, officeById, openingHoursSpecification } from "../../content/offices.ts";
import { site } from "../../content/site.ts";
import { absoluteUrl } from "./meta.ts";

export interface LocalOfficeInput {
  officeId: OfficeId;
  /** The page the office is described on. */
  path: string;
  /** The town the page is about (it may have no office of its own: Avon). */
  town: string;
  /** The communes around it that the office serves. */
  nearbyTowns: readonly string[];
}

/**
 * schema.org ProfessionalService (a LocalBusiness) for one office: its
 * address, coordinates, hours, phone, the communes it serves, and the firm
 * it belongs to (the organisation's @id, described on every page).
 */
export function localOfficeJsonLd({ officeId, path, town, nearbyTowns }: LocalOfficeInput) {
  const office = officeById(officeId);
  const served = [...new Set([town, office.city, ...nearbyTowns])];
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    "@id": `${absoluteUrl(path)}#lieu-${office.id}`,
    name: `${site.name} – ${office.name}`,
    url: absoluteUrl(path),
    telephone: office.phone,
    email: site.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: office.street,
      postalCode: office.postalCode,
      addressLocality: office.city,
      addressRegion: site.address.region,
      addressCountry: site.address.country,
    },
    geo: {
      "@type": "GeoCoordinates",
      latitude: office.geo.latitude,
      longitude: office.geo.longitude,
    },
    openingHoursSpecification: openingHoursSpecification(office.hours),
    areaServed: served.map((name) => ({ "@type": "City", name })),
    parentOrganization: { "@id": `${site.url}/#organisation` },
  };
}
