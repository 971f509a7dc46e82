/** Reading a page's raw, pre-rendered HTML (before any script runs). */

/** The text of an HTML attribute or text node, with React's entities decoded. */
export function decode(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** Every JSON-LD block of a page's raw HTML. */
export function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.+?)<\/script>/g)].map((match) =>
    JSON.parse(match[1] ?? "{}"),
  );
}
