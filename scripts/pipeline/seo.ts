/**
 * Build step: the findability files of the built site (decision 018):
 * sitemap.xml, robots.txt, manifest.webmanifest, the share images and the PNG
 * icons. Everything comes from the route data, the content and the site's
 * SVG artwork (../seo/), so the same sources give the same files. It runs
 * before the precompression, which compresses the sitemap and the manifest.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { manifestPath, SHARE_IMAGE_SIZE, shareImages, siteIcons } from "../../content/share-images.ts";
import { site } from "../../content/site.ts";
import { type IconShape, iconSvg, interFonts, readArtwork, renderPng, shareCardSvg } from "../seo/images.ts";
import { webManifest } from "../seo/manifest.ts";
import { robotsTxt, sitemapEntries, sitemapXml } from "../seo/sitemap.ts";
import type { BuildStep } from "./step.ts";

const ICONS: readonly { file: string; size: number; shape: IconShape }[] = [
  { file: siteIcons.png32, size: 32, shape: "round" },
  { file: siteIcons.appleTouch, size: 180, shape: "tile" },
  { file: siteIcons.png192, size: 192, shape: "round" },
  { file: siteIcons.png512, size: 512, shape: "round" },
  { file: siteIcons.maskable512, size: 512, shape: "maskable" },
];

function put(clientDir: string, urlPath: string, data: string | Buffer): void {
  const file = path.join(clientDir, ...urlPath.split("/").filter(Boolean));
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, data);
}

/**
 * Writes every file; returns a one-line summary. Throws (naming the path) on
 * a page without a date, and when the sitemap would list no page.
 */
function writeSeoFiles(clientDir: string): string {
  const entries = sitemapEntries();
  if (entries.length === 0) throw new Error("the sitemap would list no page");
  put(clientDir, "/sitemap.xml", sitemapXml(entries));
  put(clientDir, "/robots.txt", robotsTxt());
  put(clientDir, manifestPath, `${JSON.stringify(webManifest(), null, 2)}\n`);

  const art = readArtwork();
  for (const icon of ICONS) put(clientDir, icon.file, renderPng(iconSvg(art.favicon, icon.shape), icon.size));

  const fonts = interFonts();
  try {
    const text = { siteName: site.name, host: new URL(site.url).host };
    for (const image of Object.values(shareImages)) {
      put(
        clientDir,
        image.path,
        renderPng(shareCardSvg(image, text, art), SHARE_IMAGE_SIZE.width, fonts.files),
      );
    }
  } finally {
    fonts.dispose();
  }
  return `sitemap.xml (${entries.length} pages), robots.txt, manifest, ${ICONS.length} icons, ${Object.keys(shareImages).length} share images`;
}

/** The pipeline's step. */
export const seoStep: BuildStep = {
  name: "SEO files",
  async run({ clientDir }) {
    return writeSeoFiles(clientDir);
  },
};
