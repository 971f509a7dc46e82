/**
 * One of the site's own SVG files (app/assets/) as markup for an HTML page.
 *
 * The files stay standalone documents (the share images are drawn from them,
 * scripts/seo/images.ts), so they carry what an HTML page does not need:
 * the namespace, which the HTML parser gives every `<svg>` anyway, and the
 * line breaks between elements. Every page's first response carries the
 * header's two drawings, and each byte there counts (decision 034).
 */
export function inlineSvg(
  source: string,
  { set = {}, remove = [] }: { set?: Record<string, string>; remove?: readonly string[] } = {},
): string {
  const root = /^\s*<svg\b([^>]*)>/.exec(source);
  const end = source.lastIndexOf("</svg>");
  if (!root || end < root[0].length) throw new Error("not an SVG document: no <svg> root element");
  const attributes = new Map<string, string>();
  for (const [, name = "", value = ""] of root[1]?.matchAll(/([\w:-]+)="([^"]*)"/g) ?? []) {
    attributes.set(name, value);
  }
  for (const name of ["xmlns", ...remove]) attributes.delete(name);
  for (const [name, value] of Object.entries(set)) attributes.set(name, value);
  const content = source.slice(root[0].length, end).replace(/>\s+</g, "><").trim();
  const tag = [...attributes].map(([name, value]) => ` ${name}="${value}"`).join("");
  return `<svg${tag}>${content}</svg>`;
}
