/**
 * What each schema.org type the site publishes must carry, as zod schemas:
 * the properties search engines require or recommend for rich results
 * (Organization/LocalBusiness, BreadcrumbList, FAQPage, Service, Course,
 * BlogPosting, VideoObject, WebPage, ContactPage). Extra properties are
 * allowed; a missing or malformed one is reported with its path.
 */
import { z } from "zod";
import { site } from "../content/site.ts";

const text = z.string().trim().min(1, "must not be empty");
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/, "an ISO 8601 date");
const isoDuration = z
  .string()
  .regex(/^P(?!$)(\d+Y)?(\d+M)?(\d+W)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+S)?)?$/, "an ISO 8601 duration");
const absolute = z.string().regex(/^https?:\/\/[^\s]+$/, "an absolute URL");
/** An address on this site (SITE_URL). */
const onSite = z
  .string()
  .refine(
    (value) => value === `${site.url}/` || value.startsWith(`${site.url}/`),
    `an absolute URL on ${site.url}`,
  );
const context = z.literal("https://schema.org");
const typed = <T extends string>(type: T) => z.literal(type);

const organisationRef = z.object({
  "@type": z.enum(["ProfessionalService", "Organization", "LocalBusiness"]),
  name: text,
});

const postalAddress = z.object({
  "@type": typed("PostalAddress"),
  streetAddress: text,
  postalCode: z.string().regex(/^\d{5}$/, "a French postal code"),
  addressLocality: text,
  addressCountry: text,
});

const offer = z.union([
  z.object({
    "@type": typed("Offer"),
    price: z.string().regex(/^\d+(\.\d+)?$/),
    priceCurrency: typed("EUR"),
  }),
  z.object({
    "@type": typed("AggregateOffer"),
    lowPrice: z.string().regex(/^\d+(\.\d+)?$/),
    highPrice: z.string().regex(/^\d+(\.\d+)?$/),
    priceCurrency: typed("EUR"),
  }),
]);

const organisationSchema = z.object({
  "@context": context,
  "@type": typed("ProfessionalService"),
  "@id": onSite,
  name: text,
  url: onSite,
  logo: onSite,
  image: onSite,
  telephone: text,
  email: z.email(),
  address: postalAddress,
  areaServed: z.object({ name: text }),
  sameAs: z.array(absolute).optional(),
});

/** One office of the firm, on the city page it serves (a LocalBusiness linked to the firm). */
const localOfficeSchema = z.object({
  "@context": context,
  "@type": typed("ProfessionalService"),
  "@id": onSite,
  name: text,
  url: onSite,
  telephone: text,
  address: postalAddress,
  geo: z.object({
    "@type": typed("GeoCoordinates"),
    // Metropolitan France.
    latitude: z.number().min(41).max(51.2),
    longitude: z.number().min(-5.3).max(9.6),
  }),
  openingHoursSpecification: z
    .array(
      z.object({
        "@type": typed("OpeningHoursSpecification"),
        dayOfWeek: z
          .array(z.enum(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]))
          .min(1),
        opens: z.string().regex(/^\d\d:\d\d$/, "a time HH:MM"),
        closes: z.string().regex(/^\d\d:\d\d$/, "a time HH:MM"),
      }),
    )
    .min(1),
  areaServed: z.array(z.object({ "@type": typed("City"), name: text })).min(2),
  parentOrganization: z.object({ "@id": onSite }),
});

const breadcrumbListSchema = z.object({
  "@context": context,
  "@type": typed("BreadcrumbList"),
  itemListElement: z
    .array(
      z.object({
        "@type": typed("ListItem"),
        position: z.number().int().positive(),
        name: text,
        item: onSite,
      }),
    )
    .min(2, "a trail of at least two crumbs")
    .refine(
      (items) => items.every((item, index) => item.position === index + 1),
      "positions must be 1, 2, 3… in order",
    ),
});

const faqPageSchema = z.object({
  "@context": context,
  "@type": typed("FAQPage"),
  mainEntity: z
    .array(
      z.object({
        "@type": typed("Question"),
        name: text,
        acceptedAnswer: z.object({ "@type": typed("Answer"), text }),
      }),
    )
    .min(1, "at least one question"),
});

const serviceSchema = z.object({
  "@context": context,
  "@type": typed("Service"),
  name: text,
  description: text,
  url: onSite,
  provider: organisationRef,
  areaServed: z.object({ name: text }),
  serviceType: text.optional(),
  offers: z.array(offer).min(1).optional(),
});

const courseSchema = z.object({
  "@context": context,
  "@type": typed("Course"),
  name: text,
  description: text,
  url: onSite,
  provider: organisationRef,
  inLanguage: text,
  hasCourseInstance: z.object({
    "@type": typed("CourseInstance"),
    courseMode: z.array(z.enum(["onsite", "online", "blended"])).min(1),
    courseWorkload: isoDuration,
  }),
  offers: z.array(offer).min(1).optional(),
});

const blogPostingSchema = z.object({
  "@context": context,
  "@type": typed("BlogPosting"),
  headline: text.max(110, "at most 110 characters"),
  description: text,
  url: onSite,
  mainEntityOfPage: onSite,
  image: onSite,
  datePublished: isoDate,
  dateModified: isoDate,
  author: z.object({ "@type": z.enum(["Person", "Organization"]), name: text }),
  publisher: organisationRef,
  inLanguage: text,
});

const videoObjectSchema = z
  .object({
    "@context": context,
    "@type": typed("VideoObject"),
    name: text,
    description: text,
    thumbnailUrl: z.union([absolute, z.array(absolute).min(1)]),
    uploadDate: isoDate,
    embedUrl: absolute.optional(),
    contentUrl: absolute.optional(),
  })
  .refine((video) => video.embedUrl !== undefined || video.contentUrl !== undefined, {
    message: "embedUrl or contentUrl is required",
    path: ["embedUrl"],
  });

const webPageSchema = z.object({
  "@context": context,
  "@type": typed("WebPage"),
  name: text,
  url: onSite,
  inLanguage: text,
  dateModified: isoDate,
  isPartOf: z.object({ "@type": typed("WebSite"), url: onSite, name: text }),
});

const contactPageSchema = z.object({
  "@context": context,
  "@type": typed("ContactPage"),
  url: onSite,
  about: organisationRef.extend({
    contactPoint: z.object({
      "@type": typed("ContactPoint"),
      contactType: text,
      telephone: text,
      email: z.email(),
    }),
  }),
});

const schemasByType: Readonly<Record<string, z.ZodType>> = {
  // The firm (home page) or one of its offices (city pages): an office names its parent organisation.
  ProfessionalService: z.union([localOfficeSchema, organisationSchema]),
  BreadcrumbList: breadcrumbListSchema,
  FAQPage: faqPageSchema,
  Service: serviceSchema,
  Course: courseSchema,
  BlogPosting: blogPostingSchema,
  VideoObject: videoObjectSchema,
  WebPage: webPageSchema,
  ContactPage: contactPageSchema,
};

export interface StructuredData {
  types: string[];
  /** "path: Type: property: message", one per problem. */
  problems: string[];
}

/** Parses and validates the JSON-LD blocks of one page. */
export function checkStructuredData(pagePath: string, sources: readonly string[]): StructuredData {
  const types: string[] = [];
  const problems: string[] = [];
  sources.forEach((source, index) => {
    let data: unknown;
    try {
      data = JSON.parse(source);
    } catch (error) {
      problems.push(
        `${pagePath}: JSON-LD block ${index + 1} is not valid JSON (${(error as Error).message})`,
      );
      return;
    }
    const type = typeof data === "object" && data !== null && "@type" in data ? String(data["@type"]) : "";
    types.push(type);
    const schema = schemasByType[type];
    if (!schema) {
      problems.push(`${pagePath}: JSON-LD block ${index + 1} has no known @type ("${type}")`);
      return;
    }
    const result = schema.safeParse(data);
    if (!result.success) {
      for (const issue of result.error.issues) {
        problems.push(`${pagePath}: ${type}: ${issue.path.join(".") || "(block)"}: ${issue.message}`);
      }
    }
  });
  return { types, problems };
}
