import { mkdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import { sectionNotFoundPages } from "../content/routes-data";

/**
 * After the pre-render: moves each section's not-found page (e.g. the
 * « Podcast non trouvé » page) to {section}/404.html, where the server finds
 * it for unknown paths of that section, and removes its pre-rendered
 * address so that it never answers 200.
 */
export async function moveSectionNotFoundPages(clientDir: string): Promise<void> {
  for (const { path: pagePath, scope } of sectionNotFoundPages) {
    const sourceDir = path.join(clientDir, ...pagePath.split("/").filter(Boolean));
    const target = path.join(clientDir, ...scope.split("/").filter(Boolean), "404.html");
    await mkdir(path.dirname(target), { recursive: true });
    await rename(path.join(sourceDir, "index.html"), target).catch((error: unknown) => {
      throw new Error(
        `Cannot move the not-found page ${pagePath} to ${scope}404.html (is it pre-rendered?)`,
        {
          cause: error,
        },
      );
    });
    await rm(sourceDir, { recursive: true, force: true });
    await rm(`${sourceDir}.data`, { force: true });
  }
}
