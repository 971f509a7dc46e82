/**
 * Small readers of the pre-rendered HTML's head, for the build-output
 * checks. The HTML is React's own output, so its shape is regular: a tag per
 * head element, attributes in double quotes; character references are
 * decoded by the `entities` package.
 */
import { decodeHTML, decodeHTMLAttribute } from "entities";

/** The attributes of one tag, decoded. */
function attributes(tag: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const match of tag.matchAll(/([a-zA-Z:-]+)="([^"]*)"/g)) {
    result[match[1] as string] = decodeHTMLAttribute(match[2] as string);
  }
  return result;
}

/** The <head> part of a document. */
function headOf(html: string): string {
  const end = html.indexOf("</head>");
  if (end < 0) throw new Error("No </head> in the document");
  return html.slice(0, end);
}

/** The text of every <title> in the head. */
export function titlesOf(html: string): string[] {
  return [...headOf(html).matchAll(/<title>([^<]*)<\/title>/g)].map((match) =>
    decodeHTML(match[1] as string),
  );
}

/** The content of every <meta> whose name or property is `key`. */
export function metaContents(html: string, key: string): string[] {
  return [...headOf(html).matchAll(/<meta\b[^>]*>/g)]
    .map((match) => attributes(match[0]))
    .filter((attrs) => attrs.name === key || attrs.property === key)
    .map((attrs) => attrs.content ?? "");
}

/** The attributes of every <link> of the head with this rel. */
export function linksOf(html: string, rel: string): Record<string, string>[] {
  return [...headOf(html).matchAll(/<link\b[^>]*>/g)]
    .map((match) => attributes(match[0]))
    .filter((attrs) => attrs.rel === rel);
}

/** The raw text of every application/ld+json script of the document (head and body). */
export function jsonLdSources(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => match[1] as string,
  );
}

/** Length as a reader counts it: characters (code points), a no-break space being one. */
export function textLength(text: string): number {
  return [...text].length;
}
