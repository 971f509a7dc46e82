/**
 * The blog pictures for the development server (`react-router dev`), which
 * has no pipeline: a request under /media/blog/ is answered with the file the
 * build's « blog pictures » step would write (scripts/pipeline/pictures.ts),
 * made once per version of its picture into Vite's cache folder.
 */
import { statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Plugin } from "vite";
import { loadArticles } from "../../content/blog/articles.ts";
import { PICTURE_URL, type PictureOutput, pictureFile, writePicture } from "../../content/blog/pictures.ts";

const CONTENT_TYPES: Record<PictureOutput["format"], string> = {
  svg: "image/svg+xml",
  avif: "image/avif",
  webp: "image/webp",
};

export function picturesDevPlugin(): Plugin {
  return {
    name: "cabinet:blog-pictures",
    apply: "serve",
    configureServer(server) {
      const outputDir = path.join(server.config.cacheDir, "blog-pictures");
      const written = new Map<string, Promise<PictureOutput[]>>();
      const outputsOf = (name: string) => {
        const key = `${name} ${statSync(pictureFile(name), { throwIfNoEntry: false })?.mtimeMs ?? 0}`;
        let outputs = written.get(key);
        if (!outputs) {
          outputs = writePicture(name, outputDir);
          written.set(key, outputs);
        }
        return outputs;
      };
      server.middlewares.use(async (request, response, next) => {
        const prefix = `${PICTURE_URL}/`;
        const url = request.url?.split("?")[0] ?? "";
        if (!url.startsWith(prefix)) return next();
        const wanted = decodeURIComponent(url.slice(prefix.length));
        try {
          for (const name of new Set(loadArticles().map((article) => article.picture))) {
            if (wanted !== name && !wanted.startsWith(`${name.replace(/\.[a-z]+$/, "")}-`)) continue;
            const output = (await outputsOf(name)).find((candidate) => candidate.name === wanted);
            if (!output) continue;
            response.setHeader("content-type", CONTENT_TYPES[output.format]);
            response.end(await readFile(path.join(outputDir, output.name)));
            return;
          }
          next();
        } catch (error) {
          next(error);
        }
      });
    },
  };
}
