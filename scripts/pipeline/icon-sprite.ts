/**
 * Build step: in the stylesheets, every icon is drawn from one SVG image, a
 * sprite, instead of one image each (decision 030).
 *
 * Icons are CSS masks (app/styles/icons.css): `.icon` masks the element with
 * `var(--icon)`, and `.icon--menu{--icon:url("data:image/svg+xml,…")}` names
 * the image. For each SVG image a stylesheet names, Chromium builds an SVG
 * document (a frame, a parser, a document: about 1 ms each on this machine,
 * 4 ms on a slow phone), during the style recalculation that resolves it.
 * Each page's inlined CSS (./critical-css.ts) holds the first screen's icons;
 * when the stylesheets are enabled after the first paint, their own rules
 * name the images again, and one recalculation built 13 SVG documents on
 * the home page: more than half of the longest task after the paint.
 *
 * This step, run after the critical CSS was extracted, rewrites each
 * stylesheet's icon rules: `.icon--menu{--icon-y:…}` gives the icon's place
 * in one sprite, and a last `.icon` rule masks with the sprite, sized so that
 * one cell fills the element, and moved to that place. The enabled
 * stylesheets then build one SVG document, whatever the page shows. The
 * inlined CSS keeps the first screen's own images, so the first paint needs
 * no more than before; the icons are the same drawings either way.
 *
 * The sprite is a column of 24 × 24 cells, one icon every other cell: the
 * empty cells between them keep a neighbour's edge out of a box whose size in
 * pixels is not whole. It is a file, `assets/icons-<hash>.svg` (cached for
 * good), not a `data:` URL in the stylesheet: Chromium then builds its SVG
 * document when the file arrives, in a task of its own, instead of inside
 * the style recalculation that enabling the stylesheets causes, which it
 * made half as long again (decision 031).
 */
import { createHash } from "node:crypto";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { iconSources } from "../../app/components/ui/icon-names.ts";
import { findElements } from "./html.ts";
import type { BuildStep } from "./step.ts";

/** One icon rule as the CSS minifier writes it. */
const ICON_RULE = /\.icon--([\w-]+)\{--icon:url\("data:image\/svg\+xml,([^"]*)"\)\}/g;

/** The root attributes an icon's drawing depends on (lucide sets its strokes on the root). */
const PRESENTATION = [
  "fill",
  "fill-rule",
  "clip-rule",
  "stroke",
  "stroke-width",
  "stroke-linecap",
  "stroke-linejoin",
];

const CELL = 24;

export interface Icon {
  name: string;
  /** The SVG document, as in its file. */
  svg: string;
}

function escapeAttribute(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;")
    .replaceAll("<", "&lt;");
}

/**
 * The icon's root `<svg>` element: its `viewBox` and the attributes its
 * drawing depends on, written between `quote`s, and its content.
 */
function drawingOf(icon: Icon, quote = '"'): { attributes: string[]; content: string } {
  const root = findElements(icon.svg, ["svg"])[0];
  if (root?.content === undefined) throw new Error(`icon ${icon.name}: no <svg> element`);
  const viewBox = root.attributes.viewbox ?? `0 0 ${CELL} ${CELL}`;
  const attributes = [
    `viewBox=${quote}${escapeAttribute(viewBox)}${quote}`,
    ...PRESENTATION.flatMap((name) => {
      const value = root.attributes[name];
      return value === undefined ? [] : [`${name}=${quote}${escapeAttribute(value)}${quote}`];
    }),
  ];
  return { attributes, content: root.content.replace(/>\s+</g, "><").trim() };
}

/** The icon as a nested `<svg>` in the cell at `y`. */
function cellOf(icon: Icon, y: number): string {
  const { attributes, content } = drawingOf(icon);
  return `<svg ${[`y="${y}"`, `width="${CELL}"`, `height="${CELL}"`, ...attributes].join(" ")}>${content}</svg>`;
}

/**
 * The icon as a standalone SVG image: the drawing only, without the file's
 * comment, class and size, which a mask sized by CSS does not use.
 */
function iconImageOf(icon: Icon): string {
  // Vite writes a file's quotes as single ones in its data URL: the root's follow, so that the
  // image has one kind of quote and none is percent-encoded (see svgDataUrl).
  const quote = icon.svg.includes('"') ? '"' : "'";
  const { attributes, content } = drawingOf(icon, quote);
  return `<svg ${[`xmlns=${quote}http://www.w3.org/2000/svg${quote}`, ...attributes].join(" ")}>${content}</svg>`;
}

/**
 * A `data:` URL for an SVG image inside a double-quoted CSS `url("…")`:
 * percent-encoded, but for the characters a data URL and a CSS string both
 * keep as they are (spaces, `=`, `/`, `:`, `'`, `,`, `;`). `<`, `>`, `#`,
 * `%`, backslashes and line breaks are encoded; double quotes become single
 * ones when the image has none, and are encoded otherwise.
 */
export function svgDataUrl(svg: string): string {
  const quoted = svg.includes("'") ? svg : svg.replaceAll('"', "'");
  const encoded = encodeURIComponent(quoted).replace(/%(20|3D|2F|3A|27|2C|3B)/g, (sequence) =>
    decodeURIComponent(sequence),
  );
  return `data:image/svg+xml,${encoded}`;
}

/** The stylesheet with each icon rule's image reduced to its drawing (see iconImageOf). */
export function withCompactIconImages(css: string): string {
  return css.replace(ICON_RULE, (_rule, name: string, data: string) => {
    const image = iconImageOf({ name, svg: decodeURIComponent(data) });
    return `.icon--${name}{--icon:url("${svgDataUrl(image)}")}`;
  });
}

/** The sprite: the icons in a column, icon `i` in the cell at y = 2 × i × 24. */
export function spriteOf(icons: readonly Icon[]): string {
  const height = (2 * icons.length - 1) * CELL;
  const cells = icons.map((icon, index) => cellOf(icon, 2 * index * CELL));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${CELL} ${height}" width="${CELL}" height="${height}">${cells.join("")}</svg>`;
}

/** The vertical mask position that shows icon `index` of `count`, in percent (see the comment above). */
function positionOf(index: number, count: number): string {
  return count === 1 ? "0%" : `${Number(((100 * index) / (count - 1)).toFixed(4))}%`;
}

/** The sprite's file name under assets/, named by its content like Vite's files (cached for good). */
export function spriteFileName(sprite: string): string {
  return `icons-${createHash("sha256").update(sprite).digest("base64url").slice(0, 10)}.svg`;
}

/**
 * The stylesheet with its icon rules drawn from one sprite, whose URL
 * `urlOf` gives; the names of its icons in sprite order; and the sprite. The
 * stylesheet as it was, no names and no sprite when it has no icon rule.
 */
export function withIconSprite(
  css: string,
  urlOf: (sprite: string) => string,
): { css: string; icons: string[]; sprite?: string } {
  const icons: Icon[] = [...css.matchAll(ICON_RULE)].map(([, name = "", data = ""]) => ({
    name,
    svg: decodeURIComponent(data),
  }));
  if (icons.length === 0) return { css, icons: [] };
  const names = icons.map((icon) => icon.name);
  const duplicate = names.find((name, index) => names.indexOf(name) !== index);
  if (duplicate) throw new Error(`icon ${duplicate} has two rules`);
  const svg = spriteOf(icons);
  const sprite = `url("${urlOf(svg)}")`;
  const size = `100% ${(2 * icons.length - 1) * 100}%`;
  const rules = css.replace(ICON_RULE, (_rule, name: string) => {
    return `.icon--${name}{--icon-y:${positionOf(names.indexOf(name), icons.length)}}`;
  });
  const mask = [
    `-webkit-mask-image:${sprite}`,
    `mask-image:${sprite}`,
    `-webkit-mask-size:${size}`,
    `mask-size:${size}`,
    "-webkit-mask-position:0 var(--icon-y)",
    "mask-position:0 var(--icon-y)",
    "-webkit-mask-repeat:no-repeat",
    "mask-repeat:no-repeat",
  ];
  return { css: `${rules}\n.icon{${mask.join(";")}}\n`, icons: names, sprite: svg };
}

/** Rewrites the stylesheets under `clientDir`; returns the names of the icons in their sprites. */
async function spriteStylesheets(clientDir: string): Promise<{ files: number; icons: Set<string> }> {
  const assets = path.join(clientDir, "assets");
  const icons = new Set<string>();
  let files = 0;
  for (const file of (await readdir(assets)).filter((name) => name.endsWith(".css"))) {
    const target = path.join(assets, file);
    const result = withIconSprite(
      await readFile(target, "utf8"),
      (sprite) => `/assets/${spriteFileName(sprite)}`,
    );
    if (result.sprite === undefined) continue;
    await writeFile(path.join(assets, spriteFileName(result.sprite)), result.sprite);
    await writeFile(target, result.css);
    files += 1;
    for (const name of result.icons) icons.add(name);
  }
  return { files, icons };
}

/** The pipeline's step: fails when an icon of icon-names.ts is in no sprite. */
export const iconSpriteStep: BuildStep = {
  name: "icon sprite",
  async run({ clientDir }) {
    const { files, icons } = await spriteStylesheets(clientDir);
    const missing = Object.keys(iconSources).filter((name) => !icons.has(name));
    if (missing.length > 0) {
      throw new Error(`icons without a rule in the built stylesheets: ${missing.join(", ")}`);
    }
    return `${icons.size} icons drawn from one sprite in ${files} stylesheet${files === 1 ? "" : "s"}`;
  },
};
