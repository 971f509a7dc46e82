import type { MetaDescriptor } from "react-router";
import { SHARE_IMAGE_SIZE, shareFamilyOf, shareImages } from "../../content/share-images.ts";
import { site } from "../../content/site.ts";

export const DEFAULT_TITLE = `${site.name} - Cabinet conseil en ressources humaines`;
export const DEFAULT_DESCRIPTION =
  "Vous cherchez à réaliser un bilan de compétences en Seine et Marne\u00a0? Contactez-nous\u00a0!";

export interface PageMetaInput {
  /** The page's own title, without the firm name; empty for the default title. */
  title?: string;
  description?: string;
  /** The path of the page, e.g. location.pathname. */
  path: string;
  /** Another path that holds the same content (e.g. /home -> /). */
  canonicalPath?: string;
  noindex?: boolean;
  type?: "website" | "article";
  /** Structured data objects, each rendered as its own JSON-LD script. */
  jsonLd?: object[];
}

/** "/about/" -> "/about"; "" -> "/". One form of every path for links in the head. */
export function normalizePath(path: string): string {
  const clean = path.split(/[?#]/)[0] ?? "/";
  if (clean === "" || clean === "/") return "/";
  return clean.replace(/\/+$/, "");
}

/** The absolute URL of a path on the site. */
export function absoluteUrl(path: string): string {
  return `${site.url}${normalizePath(path)}`;
}

/** Search engines show about 60 characters of a title. */
const MAX_TITLE_LENGTH = 60;

/**
 * The page's title followed by the firm's name, or the page's title alone
 * when both would not fit in MAX_TITLE_LENGTH characters (a long article
 * title keeps its words; the name is what a search engine would cut).
 */
export function fullTitle(title: string | undefined): string {
  if (!title) return DEFAULT_TITLE;
  const withName = `${title} | ${site.name}`;
  return [...withName].length <= MAX_TITLE_LENGTH ? withName : title;
}

/** Every head tag of a page: title, description, robots, canonical, Open Graph (with its image), JSON-LD. */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const title = fullTitle(input.title);
  const description = input.description || DEFAULT_DESCRIPTION;
  const canonicalPath = normalizePath(input.canonicalPath ?? input.path);
  const url = absoluteUrl(canonicalPath);
  const image = shareImages[shareFamilyOf(canonicalPath)];
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { name: "robots", content: input.noindex ? "noindex, follow" : "index, follow" },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:url", content: url },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:locale", content: "fr_FR" },
    { property: "og:site_name", content: site.name },
    { property: "og:image", content: absoluteUrl(image.path) },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(SHARE_IMAGE_SIZE.width) },
    { property: "og:image:height", content: String(SHARE_IMAGE_SIZE.height) },
    { property: "og:image:alt", content: image.alt },
    { name: "twitter:card", content: "summary_large_image" },
  ];
  for (const data of input.jsonLd ?? []) tags.push({ "script:ld+json": data });
  return tags;
}

/** What a page says in its head: everything `pageMeta` takes but the path, which the location gives. */
export type PageHead = Omit<PageMetaInput, "path">;

/** What React Router gives a route's `meta` export (the part `familyMeta` reads). */
interface MetaArgsOf<Data> {
  location: { pathname: string };
  loaderData: Data | undefined;
}

/**
 * The `meta` export of a route whose head comes from its loader's data (a
 * page family: one module, one row per page): `head` builds the page's head
 * from that data; without data (an error screen), the site's default head.
 */
export function familyMeta<Data>(head: (data: Data) => PageHead) {
  return ({ location, loaderData }: MetaArgsOf<Data>): MetaDescriptor[] =>
    pageMeta(loaderData ? { ...head(loaderData), path: location.pathname } : { path: location.pathname });
}
