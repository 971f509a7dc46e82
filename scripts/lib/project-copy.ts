/**
 * A copy of the project to build in, for the commands that build the site
 * another way than the checkout's own build (scripts/test-recipes.ts,
 * scripts/test-identity.ts): the files git knows (tracked and untracked, not
 * ignored), copied as a release copies them (deploy/release.ts), with
 * node_modules linked. The checkout's build/ is never touched.
 */
import { existsSync, mkdtempSync, readFileSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { copyWorkingTree } from "../../deploy/release.ts";
import { type AddedPage, recipes } from "./recipes.ts";

/** Copies the project at `root` (as a release copies it) into a new temporary folder named after `prefix`; returns the folder. */
export function copyProject(root: string, prefix: string): string {
  const copy = mkdtempSync(path.join(tmpdir(), `${prefix}-`));
  copyWorkingTree(root, copy);
  symlinkSync(path.join(root, "node_modules"), path.join(copy, "node_modules"), "dir");
  console.log(`${prefix}: the project copied to ${copy}`);
  return copy;
}

/** A recipe's kind and what it added. */
export interface AddedRecipe {
  kind: string;
  page: AddedPage;
}

/** Follows every recipe of the README's « How to add content » in `copy`: one new file of each kind. */
export async function addRecipes(copy: string): Promise<AddedRecipe[]> {
  const added = await Promise.all(
    recipes.map(async (recipe) => ({ kind: recipe.kind, page: await recipe.add(copy) })),
  );
  for (const { kind, page } of added) console.log(`  ${kind}: ${page.files.join(", ")} → ${page.path}`);
  return added;
}

/**
 * What is wrong with the new pages in the copy's build: each must be built
 * with its texts, be in the sitemap (unless kept out of it), and be linked
 * from where its kind is listed. An empty list when all is well.
 */
export function recipeFailures(copy: string, added: readonly AddedRecipe[]): string[] {
  const client = path.join(copy, "build", "client");
  const pageHtml = (route: string) => {
    for (const candidate of [path.join(client, route, "index.html"), path.join(client, `${route}.html`)]) {
      if (existsSync(candidate)) return readFileSync(candidate, "utf8");
    }
    return undefined;
  };
  const sitemap = readFileSync(path.join(client, "sitemap.xml"), "utf8");
  const failures: string[] = [];
  for (const { kind, page } of added) {
    const html = pageHtml(page.path);
    if (!html) {
      failures.push(`${kind}: no page built at ${page.path}`);
      continue;
    }
    for (const text of page.texts) {
      if (!html.includes(text)) failures.push(`${kind}: ${page.path} does not show « ${text} »`);
    }
    if (page.indexed !== false && !sitemap.includes(`${page.path}</loc>`)) {
      failures.push(`${kind}: ${page.path} is not in the sitemap`);
    }
    for (const { from, href } of page.linkedFrom) {
      const source = pageHtml(from);
      if (!source?.includes(`href="${href}"`)) failures.push(`${kind}: ${from} has no link to ${href}`);
    }
    for (const check of page.checks ?? []) {
      const problem = check(client, html);
      if (problem) failures.push(`${kind}: ${problem}`);
    }
  }
  return failures;
}
