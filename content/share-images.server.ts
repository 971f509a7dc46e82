/**
 * The share images' loader (content/share-images.yaml): one card per family
 * of pages, read and checked at build. The browser gets them baked into the
 * site map (content/registry.ts `clientSiteMap`, content/share-images.ts).
 * Node only. French typography as in content/home.ts.
 */
import { z } from "zod";
import { typeset } from "./format.ts";
import { readRecord } from "./lib/collection.ts";
import { text } from "./lib/fields.ts";
import type { ShareFamily, ShareImage } from "./share-images.ts";

const shareImageSchema = z.strictObject({
  image: z.string().regex(/^\/og\/[a-z0-9-]+\.png$/, "doit être une adresse /og/nom-du-fichier.png"),
  headline: z.array(text.max(26, "doit compter au plus 26 caractères, pour tenir sur l’image")).min(1).max(2),
  subline: text.max(60, "doit compter au plus 60 caractères, pour tenir sur l’image"),
  alt: text,
});

export const shareImagesSchema = z.strictObject({
  default: shareImageSchema,
  bilan: shareImageSchema,
  services: shareImageSchema,
  blog: shareImageSchema,
} satisfies Record<ShareFamily, typeof shareImageSchema>);

/** The share images, by family of pages. */
export function readShareImages(): Record<ShareFamily, ShareImage> {
  const images = readRecord("share-images.yaml", shareImagesSchema);
  const byFamily = {} as Record<ShareFamily, ShareImage>;
  for (const [family, { image, headline, subline, alt }] of Object.entries(images) as [
    ShareFamily,
    z.output<typeof shareImageSchema>,
  ][]) {
    byFamily[family] = typeset({ path: image, headline, subline, alt });
  }
  return byFamily;
}
