/**
 * The README's « How to add content » recipes as code, one per kind of page
 * (scripts/test-recipes.ts follows them in a copy of the project and builds
 * it). Each recipe does what the README tells an author: copy one file of
 * the kind, change the fields it names, and nothing else.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseDocument } from "yaml";

/** What a recipe added, and where the build must show it. */
export interface AddedPage {
  /** The files the recipe wrote, relative to the project. */
  files: string[];
  /** The new page's path. */
  path: string;
  /** Texts its built page must hold (its title…). */
  texts: string[];
  /** False for a page kept out of the sitemap. */
  indexed?: boolean;
  /** Pages that must link to it. */
  linkedFrom: { from: string; href: string }[];
  /** Further checks on the build: a message when one fails. */
  checks?: ((clientDir: string, html: string) => string | undefined)[];
}

export interface Recipe {
  kind: string;
  add(projectDir: string): AddedPage | Promise<AddedPage>;
}

type Edits = Readonly<Record<string, unknown>>;

/** A YAML text with fields set (dotted paths, e.g. "footer.label"), its comments and layout kept. */
export function editYaml(text: string, edits: Edits): string {
  const document = parseDocument(text);
  for (const [dotted, value] of Object.entries(edits)) {
    const at = dotted.split(".").map((key) => (/^\d+$/.test(key) ? Number(key) : key));
    if (value === undefined) document.deleteIn(at);
    else document.setIn(at, value);
  }
  return document.toString({ lineWidth: 0 });
}

/** Copies a YAML file of the project with fields set. */
export function copyYaml(projectDir: string, from: string, to: string, edits: Edits): string {
  const text = readFileSync(path.join(projectDir, from), "utf8");
  writeFileSync(path.join(projectDir, to), editYaml(text, edits));
  return to;
}

/** Copies a Markdown file of the project with frontmatter fields set and, when given, another body. */
export function copyMarkdown(
  projectDir: string,
  from: string,
  to: string,
  edits: Edits,
  body?: string,
): string {
  const text = readFileSync(path.join(projectDir, from), "utf8");
  const match = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*\r?\n([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`${from} has no frontmatter`);
  const frontmatter = editYaml(match[1] as string, edits).trimEnd();
  writeFileSync(path.join(projectDir, to), `---\n${frontmatter}\n---\n${body ?? (match[2] as string)}`);
  return to;
}

export const recipes: readonly Recipe[] = [];
