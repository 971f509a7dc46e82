#!/usr/bin/env node
/**
 * The README's « How to add content » recipes, followed to the letter
 * (issue 32): in a temporary copy of the project, add ONE file of each kind
 * of page (a service, a city page, a topic page, an article with its
 * picture, a podcast, a legal page, an FAQ question), each made the way the
 * recipe says (copy a file of the kind, change the fields it names), build
 * the copy's pages (`--site-only`), and check that each new page is built
 * with its title, is in the sitemap and is linked from where its kind is
 * listed (the menu, the footer, the blog, the FAQ…). A kind that needs a
 * second file to appear fails here.
 *
 *   npm run test:recipes              (add -- --keep to keep the copy and its build, to look at the pages)
 *
 * CI follows the same recipes in `npm run test:identity`'s copy, with one
 * build for both (scripts/test-identity.ts).
 */
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { addRecipes, copyProject, recipeFailures } from "./lib/project-copy.ts";

const copy = copyProject(process.cwd(), "test-recipes");
const added = await addRecipes(copy);

const build = spawnSync("npm", ["run", "build", "--", "--site-only"], {
  cwd: copy,
  stdio: "inherit",
  env: { ...process.env, CONTENT_DIR: "" },
});
if (build.status !== 0) {
  console.error(`test:recipes: the build with the new files failed (copy kept in ${copy})`);
  process.exit(1);
}

const failures = recipeFailures(copy, added);
if (failures.length > 0) {
  console.error(
    `test:recipes: ${failures.length} failures (copy kept in ${copy})\n  ${failures.join("\n  ")}`,
  );
  process.exit(1);
}
if (process.argv.includes("--keep")) console.log(`test:recipes: the copy and its build are kept in ${copy}`);
else rmSync(copy, { recursive: true, force: true });
console.log(`test:recipes: ${added.length} kinds, each added as one file, built, listed and linked`);
