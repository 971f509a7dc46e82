#!/usr/bin/env node
/**
 * The README's « How to add content » recipes, followed to the letter
 * (issue 32): in a temporary copy of the project, add ONE file of each kind
 * of page (a service, a city page, a topic page, an article with its
 * picture, a podcast, a legal page, an FAQ question), each made the way the
 * recipe says (copy a file of the kind, change the fields it names), build
 * the copy, and check that each new page is built with its title, is in the
 * sitemap and is linked from where its kind is listed (the menu, the footer,
 * the blog, the FAQ…). A kind that needs a second file to appear fails here.
 *
 *   npm run test:recipes              (add -- --keep to keep the copy and its build, to look at the pages)
 *
 * CI runs it after test:identity. The copy holds the files git knows
 * (tracked and untracked, not ignored) and links node_modules.
 */
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { recipes } from "./lib/recipes.ts";

const root = process.cwd();
const copy = mkdtempSync(path.join(tmpdir(), "recipes-"));

function run(command: string, args: readonly string[], cwd: string): string {
  const result = spawnSync(command, args, {
    cwd,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
    maxBuffer: 1 << 28,
  });
  if (result.status !== 0) {
    console.error(result.stdout);
    throw new Error(`${command} ${args.join(" ")} failed in ${cwd}`);
  }
  return result.stdout;
}

const files = run("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], root)
  .split("\0")
  .filter((file) => file && existsSync(path.join(root, file)));
for (const file of files) {
  mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
  cpSync(path.join(root, file), path.join(copy, file));
}
symlinkSync(path.join(root, "node_modules"), path.join(copy, "node_modules"), "dir");
console.log(`test:recipes: ${files.length} files copied to ${copy}`);

const added = await Promise.all(recipes.map(async (recipe) => ({ recipe, page: await recipe.add(copy) })));
for (const { recipe, page } of added)
  console.log(`  ${recipe.kind}: ${page.files.join(", ")} → ${page.path}`);

const build = spawnSync("npm", ["run", "build"], {
  cwd: copy,
  stdio: "inherit",
  env: { ...process.env, CONTENT_DIR: "" },
});
if (build.status !== 0) {
  console.error(`test:recipes: the build with the new files failed (copy kept in ${copy})`);
  process.exit(1);
}

const client = path.join(copy, "build", "client");
const pageHtml = (route: string) => {
  for (const candidate of [path.join(client, route, "index.html"), path.join(client, `${route}.html`)]) {
    if (existsSync(candidate)) return readFileSync(candidate, "utf8");
  }
  return undefined;
};
const sitemap = readFileSync(path.join(client, "sitemap.xml"), "utf8");
const failures: string[] = [];
for (const { recipe, page } of added) {
  const html = pageHtml(page.path);
  if (!html) {
    failures.push(`${recipe.kind}: no page built at ${page.path}`);
    continue;
  }
  for (const text of page.texts) {
    if (!html.includes(text)) failures.push(`${recipe.kind}: ${page.path} does not show « ${text} »`);
  }
  if (page.indexed !== false && !sitemap.includes(`${page.path}</loc>`)) {
    failures.push(`${recipe.kind}: ${page.path} is not in the sitemap`);
  }
  for (const { from, href } of page.linkedFrom) {
    const source = pageHtml(from);
    if (!source?.includes(`href="${href}"`)) failures.push(`${recipe.kind}: ${from} has no link to ${href}`);
  }
  for (const check of page.checks ?? []) {
    const problem = check(client, html);
    if (problem) failures.push(`${recipe.kind}: ${problem}`);
  }
}

if (failures.length > 0) {
  console.error(
    `test:recipes: ${failures.length} failures (copy kept in ${copy})\n  ${failures.join("\n  ")}`,
  );
  process.exit(1);
}
if (process.argv.includes("--keep")) console.log(`test:recipes: the copy and its build are kept in ${copy}`);
else rmSync(copy, { recursive: true, force: true });
console.log(`test:recipes: ${added.length} kinds, each added as one file, built, listed and linked`);
