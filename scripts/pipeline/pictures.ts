/**
 * Build step: the blog's pictures (issue 32). Each article names a picture
 * next to its Markdown in content/blog/; this step writes what the pages
 * show into build/client/media/blog/: an SVG as it is, a raster picture
 * (JPG, PNG, WebP) in AVIF and WebP at a few widths, never wider than the
 * file (content/blog/pictures.ts). The pages, pre-rendered just before, read
 * the same widths and sizes from the same files, so their srcset names
 * exactly the files written here.
 */

import { statSync } from "node:fs";
import path from "node:path";
import { loadArticles } from "../../content/blog/articles.ts";
import { PICTURE_URL, type PictureOutput, writePicture } from "../../content/blog/pictures.ts";
import { formatBytes } from "./precompress.ts";
import type { BuildStep } from "./step.ts";

/**
 * Writes every picture of `names` into `outputDir`. Two pictures whose files
 * would have the same name (x.jpg and x.png) stop the build.
 */
export async function writePictures(names: readonly string[], outputDir: string): Promise<PictureOutput[]> {
  const written = new Map<string, string>();
  const outputs: PictureOutput[] = [];
  for (const name of [...new Set(names)].sort()) {
    for (const output of await writePicture(name, outputDir)) {
      const other = written.get(output.name);
      if (other)
        throw new Error(
          `content/blog/${name} and content/blog/${other} both give ${output.name}: rename one`,
        );
      written.set(output.name, name);
      outputs.push(output);
    }
  }
  return outputs;
}

/** The pipeline's step; it fails when no article names a picture. */
export const picturesStep: BuildStep = {
  name: "blog pictures",
  async run({ root, clientDir }) {
    const names = loadArticles().map((article) => article.picture);
    if (names.length === 0) throw new Error("no article of content/blog/ names a picture");
    const outputDir = path.join(clientDir, ...PICTURE_URL.split("/").filter(Boolean));
    const outputs = await writePictures(names, outputDir);
    const bytes = outputs.reduce((sum, output) => sum + statSync(path.join(outputDir, output.name)).size, 0);
    const vectors = outputs.filter((output) => output.format === "svg").length;
    const rasters = new Set(names.filter((name) => !name.endsWith(".svg"))).size;
    return (
      `${vectors} SVG copied, ${rasters} raster picture(s) as ${outputs.length - vectors} AVIF/WebP files ` +
      `(${formatBytes(bytes)} in all) in ${path.relative(root, outputDir)}/`
    );
  },
};
