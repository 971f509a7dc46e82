/**
 * An article's picture (issue 32): one file next to its Markdown in
 * content/blog/, named by the frontmatter's `picture`. The author never types
 * its size, the build reads it from the file:
 *
 * - an SVG (a vector drawing) is served at /media/blog/<name> as the
 *   sanitizer writes it again (shared/svg-sanitizer.ts: an allow-list of
 *   drawing elements and attributes; a file that carries code stops the
 *   build); its size is its root element's width and height, or else its
 *   viewBox;
 * - a raster picture (JPG, PNG, WebP) is written by the build in AVIF and in
 *   WebP at each width of PICTURE_WIDTHS narrower than the file, and at the
 *   file's own width when it is narrower than the widest (never enlarged):
 *   /media/blog/<name>-<width>.avif and .webp. Its size is read by sharp,
 *   EXIF orientation applied; the written files keep no metadata (no camera
 *   data, no location).
 *
 * The pages read the sizes here (`readPicture`, in the loaders at pre-render)
 * and the build's « blog pictures » step writes the files
 * (`writePicture`, scripts/pipeline/pictures.ts) with the same widths. Node
 * only; sharp is loaded when a raster picture is met.
 */
import { statSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { sanitizeSvg } from "../../shared/svg-sanitizer.ts";
import { ContentError, contentDir } from "../lib/collection.ts";

/** A picture's file name, as the frontmatter gives it: lower-case ASCII, digits and hyphens, then its type. */
export const PICTURE_FILE = /^[a-z0-9][a-z0-9-]*\.(?:svg|jpe?g|png|webp)$/;

/** The widths the build writes a raster picture at (pixels). */
export const PICTURE_WIDTHS: readonly number[] = [480, 800, 1200];

/** Where the pictures are served. */
export const PICTURE_URL = "/media/blog";

/** The formats written for a raster picture, best first (the browser takes the first it supports). */
const FORMATS = [
  { extension: "avif", type: "image/avif" },
  { extension: "webp", type: "image/webp" },
] as const;

/** One `<source>` of a `<picture>`. */
interface PictureSource {
  type: (typeof FORMATS)[number]["type"];
  /** "/media/blog/x-480.avif 480w, /media/blog/x-800.avif 800w" */
  srcSet: string;
}

/** What a page needs to show a picture: the `<img>`'s address and size, and, for a raster one, its sources. */
export interface ArticlePicture {
  /** The SVG, or the widest WebP. */
  src: string;
  /** The size of `src`, in pixels (the `<img>`'s width and height: its aspect ratio). */
  width: number;
  height: number;
  /** The AVIF and WebP sets of a raster picture; none for an SVG. */
  sources: PictureSource[];
}

/** One file the build writes for a picture. */
export interface PictureOutput {
  /** Its name under /media/blog/. */
  name: string;
  format: "svg" | "avif" | "webp";
  width: number;
  height: number;
}

/** The picture's file in the content folder. */
export function pictureFile(name: string): string {
  return path.join(contentDir(), "blog", name);
}

/** content/blog/x.jpg, as messages name the file. */
function sourceName(file: string): string {
  return path.relative(path.resolve(contentDir(), ".."), file).split(path.sep).join("/");
}

const isVector = (name: string) => name.endsWith(".svg");

/** The widths a raster picture `width` pixels wide is written at. */
export function pictureWidths(width: number): number[] {
  const widest = Math.max(...PICTURE_WIDTHS);
  const widths = PICTURE_WIDTHS.filter((candidate) => candidate < width);
  if (width <= widest) widths.push(width);
  return widths;
}

/** The files written for a raster picture `name` of `width` × `height` pixels (orientation applied). */
function rasterOutputs(name: string, width: number, height: number): PictureOutput[] {
  const base = name.replace(/\.[a-z]+$/, "");
  return FORMATS.flatMap(({ extension }) =>
    pictureWidths(width).map((target) => ({
      name: `${base}-${target}.${extension}`,
      format: extension,
      width: target,
      height: Math.max(1, Math.round((height * target) / width)),
    })),
  );
}

/** A length of an SVG's root element in pixels ("1200", "1200px"), or undefined for another unit. */
function svgLength(value: string | undefined): number | undefined {
  const match = value?.trim().match(/^(\d+(?:\.\d+)?)(?:px)?$/);
  return match ? Number(match[1]) : undefined;
}

/** An SVG's size: its root's width and height, or else its viewBox's. */
function svgSize(svg: string, source: string): { width: number; height: number } {
  const root = svg.match(/<svg\b[^>]*>/)?.[0];
  const attribute = (attributeName: string) =>
    root?.match(new RegExp(`\\s${attributeName}\\s*=\\s*["']([^"']*)["']`))?.[1];
  const viewBox = attribute("viewBox")
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  const width = svgLength(attribute("width")) ?? viewBox?.[2];
  const height = svgLength(attribute("height")) ?? viewBox?.[3];
  if (!width || !height || !Number.isFinite(width) || !Number.isFinite(height)) {
    throw new ContentError(
      `${source} : la taille de l’image est introuvable (l’élément <svg> doit avoir width et height, ou viewBox)`,
    );
  }
  return { width: Math.round(width), height: Math.round(height) };
}

/**
 * An SVG picture as the build writes it: read by a strict XML parser and
 * written again from the allow-list (shared/svg-sanitizer.ts, the editor's
 * uploads' rule); one that carries code stops the build, naming the file.
 */
function safeSvg(text: string, source: string): string {
  const { svg, problem } = sanitizeSvg(text, source);
  if (svg === undefined) throw new ContentError(problem);
  return svg;
}

async function loadSharp() {
  return (await import("sharp")).default;
}

/** A raster picture's size in pixels, as shown (EXIF orientation applied). */
async function rasterSize(file: string): Promise<{ width: number; height: number }> {
  const sharp = await loadSharp();
  try {
    const metadata = await sharp(file).metadata();
    return metadata.autoOrient;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ContentError(`${sourceName(file)} : l’image ne peut pas être lue (${reason})`);
  }
}

const cache = new Map<string, Promise<ArticlePicture>>();

/** What a page shows of picture `name` (read once per version of the file). */
export function readPicture(name: string): Promise<ArticlePicture> {
  const file = pictureFile(name);
  const key = `${file} ${statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0}`;
  let picture = cache.get(key);
  if (!picture) {
    picture = describePicture(name, file);
    cache.set(key, picture);
  }
  return picture;
}

async function describePicture(name: string, file: string): Promise<ArticlePicture> {
  if (isVector(name)) {
    const { width, height } = svgSize(
      safeSvg(await readFile(file, "utf8"), sourceName(file)),
      sourceName(file),
    );
    return { src: `${PICTURE_URL}/${name}`, width, height, sources: [] };
  }
  const { width, height } = await rasterSize(file);
  const outputs = rasterOutputs(name, width, height);
  const widest = outputs.filter((output) => output.format === "webp").at(-1) as PictureOutput;
  return {
    src: `${PICTURE_URL}/${widest.name}`,
    width: widest.width,
    height: widest.height,
    sources: FORMATS.map(({ extension, type }) => ({
      type,
      srcSet: outputs
        .filter((output) => output.format === extension)
        .map((output) => `${PICTURE_URL}/${output.name} ${output.width}w`)
        .join(", "),
    })),
  };
}

/**
 * Writes picture `name` into `outputDir` (build/client/media/blog/): the SVG
 * sanitized, or a raster picture's AVIF and WebP files. Returns what it wrote.
 */
export async function writePicture(name: string, outputDir: string): Promise<PictureOutput[]> {
  const file = pictureFile(name);
  await mkdir(outputDir, { recursive: true });
  if (isVector(name)) {
    const svg = safeSvg(await readFile(file, "utf8"), sourceName(file));
    const { width, height } = svgSize(svg, sourceName(file));
    await writeFile(path.join(outputDir, name), svg);
    return [{ name, format: "svg", width, height }];
  }
  const sharp = await loadSharp();
  const { width, height } = await rasterSize(file);
  const outputs = rasterOutputs(name, width, height);
  for (const output of outputs) {
    const resized = sharp(file).autoOrient().resize(output.width, output.height, { fit: "cover" });
    const encoded = output.format === "avif" ? resized.avif({ quality: 50 }) : resized.webp({ quality: 75 });
    await writeFile(path.join(outputDir, output.name), await encoded.toBuffer());
  }
  return outputs;
}
