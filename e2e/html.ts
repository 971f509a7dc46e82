/** Reading a page's raw, pre-rendered HTML (before any script runs). */
import { decodeHTMLStrict } from "entities";

/** The text of an HTML attribute or text node (or a whole page), with its character references decoded. */
export function decode(text: string): string {
  return decodeHTMLStrict(text);
}

/** Every JSON-LD block of a page's raw HTML. */
export function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.+?)<\/script>/g)].map((match) =>
    JSON.parse(match[1] ?? "{}"),
  );
}
