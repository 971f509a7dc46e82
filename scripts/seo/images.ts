/**
 * The share images (Open Graph, 1200×630) and the PNG icons, drawn from the
 * site's own SVG artwork (app/assets/banner.svg, logo.svg, public/favicon.svg)
 * and rendered with resvg. The text is set in Inter (the @fontsource/inter
 * files, decoded from WOFF), with system fonts turned off: the same sources
 * give the same pixels on every machine.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Resvg, type ResvgRenderOptions } from "@resvg/resvg-js";
import { BACKGROUND_COLOR, SHARE_IMAGE_SIZE, type ShareImage } from "../../content/share-images.ts";
import { woffToSfnt } from "./woff.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const require = createRequire(import.meta.url);

/** The site's colours (app/styles/tokens.css). */
const colors = {
  ink: "#1b2629",
  inkSoft: "#45555a",
  primary: "#0d5261",
  accent: "#e0712c",
  sand: BACKGROUND_COLOR,
  white: "#ffffff",
} as const;

export interface Artwork {
  banner: string;
  logo: string;
  favicon: string;
}

/** The SVG sources the images are drawn from. */
export function readArtwork(): Artwork {
  return {
    banner: readFileSync(path.join(root, "app/assets/banner.svg"), "utf8"),
    logo: readFileSync(path.join(root, "app/assets/logo.svg"), "utf8"),
    favicon: readFileSync(path.join(root, "public/favicon.svg"), "utf8"),
  };
}

/** The inside of an SVG document and its viewBox, to nest it in another drawing. */
export function svgParts(source: string): { viewBox: string; body: string } {
  const open = /<svg\b[^>]*>/.exec(source);
  if (!open) throw new Error("Not an SVG document");
  const viewBox = /viewBox="([^"]+)"/.exec(open[0])?.[1];
  if (!viewBox) throw new Error("The SVG document has no viewBox");
  const body = source.slice(open.index + open[0].length).replace(/<\/svg>\s*$/, "");
  return { viewBox, body };
}

/** An SVG document drawn inside a box of another one. */
function nested(source: string, box: { x: number; y: number; width: number; height: number }): string {
  const { viewBox, body } = svgParts(source);
  return `<svg x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" viewBox="${viewBox}">${body}</svg>`;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

export interface ShareCardText {
  siteName: string;
  /** The site's host, shown in a corner: "www.cap-parcours.example". */
  host: string;
}

export const HEADLINE_SIZE = 66;
export const TEXT_LEFT = 80;
export const TEXT_MAX_WIDTH = SHARE_IMAGE_SIZE.width - 2 * TEXT_LEFT;

/** The share card of a page family: logo and name, headline, subline, over the site's banner. */
export function shareCardSvg(image: ShareImage, text: ShareCardText, art: Artwork): string {
  const { width, height } = SHARE_IMAGE_SIZE;
  const bannerHeight = (width * 320) / 1600;
  const headline = image.headline
    .map(
      (line, index) =>
        `<text x="${TEXT_LEFT}" y="${252 + index * 80}" font-size="${HEADLINE_SIZE}" font-weight="700" fill="${colors.ink}">${escapeXml(line)}</text>`,
    )
    .join("");
  const sublineY = 252 + (image.headline.length - 1) * 80 + 62;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="Inter">`,
    `<rect width="${width}" height="${height}" fill="${colors.sand}"/>`,
    nested(art.banner, { x: 0, y: height - bannerHeight, width, height: bannerHeight }),
    nested(art.logo, { x: TEXT_LEFT, y: 60, width: 84, height: 84 }),
    `<text x="${TEXT_LEFT + 108}" y="117" font-size="44" font-weight="700" fill="${colors.primary}">${escapeXml(text.siteName)}</text>`,
    `<text x="${width - TEXT_LEFT}" y="114" font-size="24" font-weight="400" fill="${colors.inkSoft}" text-anchor="end">${escapeXml(text.host)}</text>`,
    `<rect x="${TEXT_LEFT}" y="168" width="96" height="8" rx="4" fill="${colors.accent}"/>`,
    headline,
    `<text x="${TEXT_LEFT}" y="${sublineY}" font-size="32" font-weight="400" fill="${colors.inkSoft}">${escapeXml(image.subline)}</text>`,
    "</svg>",
  ].join("\n");
}

export type IconShape = "round" | "tile" | "maskable";

/**
 * The favicon's mark at any size: "round" as drawn (transparent corners),
 * "tile" on a full square of the primary colour (apple-touch-icon), and
 * "maskable" with the mark inside the safe zone (the inner 80 % circle).
 */
export function iconSvg(favicon: string, shape: IconShape): string {
  const { viewBox, body } = svgParts(favicon);
  if (shape === "round") return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}">${body}</svg>`;
  const scale = shape === "tile" ? 0.9 : 0.78;
  const size = 100 * scale;
  const offset = (100 - size) / 2;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100">',
    `<rect width="100" height="100" fill="${colors.primary}"/>`,
    `<svg x="${offset}" y="${offset}" width="${size}" height="${size}" viewBox="${viewBox}">${body}</svg>`,
    "</svg>",
  ].join("");
}

/** The typeface's files, decoded for the renderer, in a temporary folder removed by `dispose`. */
export function interFonts(): { files: string[]; dispose: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), "seo-fonts-"));
  const files = [400, 700].map((weight) => {
    const woff = readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));
    const file = path.join(dir, `inter-${weight}.ttf`);
    writeFileSync(file, woffToSfnt(woff));
    return file;
  });
  return { files, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}

function options(width: number, fontFiles: readonly string[]): ResvgRenderOptions {
  return {
    fitTo: { mode: "width", value: width },
    font: { loadSystemFonts: false, fontFiles: [...fontFiles], defaultFontFamily: "Inter" },
    logLevel: "off",
  };
}

/** An SVG drawing as a PNG `width` pixels wide. */
export function renderPng(svg: string, width: number, fontFiles: readonly string[] = []): Buffer {
  return new Resvg(svg, options(width, fontFiles)).render().asPng();
}

/** The width in pixels a line of text takes in Inter, as the renderer sets it. */
export function textWidth(
  line: string,
  fontSize: number,
  weight: 400 | 700,
  fontFiles: readonly string[],
): number {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="200" viewBox="0 0 4000 200"><text x="0" y="150" font-family="Inter" font-size="${fontSize}" font-weight="${weight}">${escapeXml(line)}</text></svg>`;
  return new Resvg(svg, options(4000, fontFiles)).getBBox()?.width ?? 0;
}

/** A PNG's size, read from its header. */
export function pngSize(png: Buffer): { width: number; height: number } {
  if (png.readUInt32BE(0) !== 0x89504e47) throw new Error("Not a PNG file");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}
