/**
 * Build step: the not-found pages. The pre-rendered /404 page is copied to
 * 404.html, the page the server answers unknown paths with; each section
 * with a not-found page of its own (e.g. « Podcast non trouvé ») gets it as
 * {section}/404.html, and its pre-rendered address is removed so that it
 * never answers 200.
 */
import { copyFile, mkdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import { notFoundPath, sectionNotFoundPages } from "../../content/routes-data.ts";
import type { BuildStep } from "./step.ts";

/** A page's pre-rendered file: /blog/x -> {clientDir}/blog/x/index.html. */
function prerenderedFile(clientDir: string, pagePath: string): string {
  return path.join(clientDir, ...pagePath.split("/").filter(Boolean), "index.html");
}

/** Copies the /404 page to 404.html. */
export async function writeNotFoundPage(clientDir: string, pagePath = notFoundPath): Promise<void> {
  const source = prerenderedFile(clientDir, pagePath);
  await copyFile(source, path.join(clientDir, "404.html")).catch((error: unknown) => {
    throw new Error(`cannot copy ${source} to 404.html (is ${pagePath} pre-rendered?)`, { cause: error });
  });
}

/** Moves each section's not-found page to {scope}/404.html and removes its own address. */
export async function moveSectionNotFoundPages(
  clientDir: string,
  pages: readonly { path: string; scope: string }[] = sectionNotFoundPages,
): Promise<void> {
  for (const { path: pagePath, scope } of pages) {
    const source = prerenderedFile(clientDir, pagePath);
    const target = path.join(clientDir, ...scope.split("/").filter(Boolean), "404.html");
    await mkdir(path.dirname(target), { recursive: true });
    await rename(source, target).catch((error: unknown) => {
      throw new Error(
        `cannot move the not-found page ${pagePath} to ${scope}404.html (is it pre-rendered?)`,
        {
          cause: error,
        },
      );
    });
    await rm(path.dirname(source), { recursive: true, force: true });
    await rm(`${path.dirname(source)}.data`, { force: true });
  }
}

/** The pipeline's step. */
export const notFoundStep: BuildStep = {
  name: "not-found pages",
  async run({ clientDir }) {
    await moveSectionNotFoundPages(clientDir);
    await writeNotFoundPage(clientDir);
    const sections = sectionNotFoundPages.map(({ scope }) => `${scope.slice(1)}404.html`);
    return ["404.html", ...sections].join(", ");
  },
};
