import type { MetaDescriptor } from "react-router";
import { site } from "../../content/site";

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

/** Every head tag of a page: title, description, robots, canonical, Open Graph, JSON-LD. */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const title = input.title ? `${input.title} | ${site.name}` : DEFAULT_TITLE;
  const description = input.description || DEFAULT_DESCRIPTION;
  const url = absoluteUrl(input.canonicalPath ?? input.path);
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
  ];
  for (const data of input.jsonLd ?? []) tags.push({ "script:ld+json": data });
  return tags;
}
