/**
 * Content as data (issue 32): every page's words are Markdown or YAML files
 * in content/, each kind a collection (a folder, or one file) checked by one
 * zod schema. This module reads them:
 *
 * - a YAML file is a record (`readRecord`);
 * - a Markdown file is a frontmatter record (between two `---` lines) and a
 *   body in Markdown (`readDocument`);
 * - a folder of either is a collection (`readCollection`): one file per
 *   page or entry, so adding one is adding a file.
 *
 * Every string may name a fact as `{{name}}` (content/facts/index.ts: prices,
 * durations, rules of law, the firm's identity); it is replaced by the
 * fact's text when the file is read, and an unknown name stops the build
 * with the file and the line. A file that breaks its schema stops the build
 * with a message in French naming the file, the line and the field.
 * Typography (no-break spaces) is added by the code that uses the text
 * (`typeset`, content/format.ts), so the files hold plain French.
 *
 * The records the facts are computed from (prices, durations, results) are
 * read without facts by content/lib/figures.ts, which imports nothing from
 * content/ (this module imports the facts).
 *
 * Node only (build time and the server): the browser gets content through
 * the routes' loaders.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import type { z } from "zod";
import {
  DataFileError,
  type DataIssue,
  dataIssues,
  frenchIssue,
  issueLine,
  type LineOf,
  problemsMessage,
  readYamlText,
} from "../../shared/yaml-data.ts";
import { factText } from "../facts/index.ts";
import { contentDir, readText, sourceName } from "./figures.ts";

export { contentDir, DataFileError as ContentError };

const PLACEHOLDER = /\{\{\s*([A-Za-z][\w.:/-]*)\s*\}\}/g;

/** The line of `text` where `offset` falls. */
function lineAt(text: string, offset: number): number {
  return text.slice(0, offset).split("\n").length;
}

/** Every {{name}} of `text` that names no fact: « ligne 12 : {{prixBilan}} n’est pas une valeur connue ». */
function unknownPlaceholders(text: string, firstLine: number, known: (name: string) => boolean): DataIssue[] {
  const issues: DataIssue[] = [];
  for (const match of text.matchAll(PLACEHOLDER)) {
    const name = match[1] as string;
    if (name.includes(":") || known(name)) continue;
    issues.push({
      path: [],
      line: lineAt(text, match.index) + firstLine - 1,
      message: `{{${name}}} ne nomme aucune valeur connue (voir content/facts/)`,
    });
  }
  return issues;
}

/** `text` with each {{name}} replaced by its fact (names with a colon, like {{programme:/vae}}, are left to their reader). */
function fillFacts(text: string): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    name.includes(":") ? whole : (factText(name) ?? whole),
  );
}

/** A data value with every string's {{name}} filled. */
function fillDeep<T>(value: T): T {
  if (typeof value === "string") return fillFacts(value) as T;
  if (Array.isArray(value)) return value.map((item) => fillDeep(item)) as T;
  if (value !== null && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    const result: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) result[key] = fillDeep(item);
    return result as T;
  }
  return value;
}

function check<S extends z.ZodType>(
  schema: S,
  data: unknown,
  source: string,
  lineOf: LineOf,
  extra: DataIssue[],
) {
  const result = schema.safeParse(data, { error: frenchIssue });
  const issues = [...(result.success ? [] : dataIssues(result.error, lineOf)), ...extra];
  if (!result.success || issues.length > 0) {
    throw new DataFileError(
      problemsMessage(source, "dans ce fichier de contenu", issues.map(issueLine)),
      issues,
    );
  }
  return result.data as z.output<S>;
}

/** A YAML file's text as its schema's data, facts filled. */
export function parseRecord<S extends z.ZodType>(text: string, source: string, schema: S): z.output<S> {
  const { data, lineOf } = readYamlText(text, source);
  const unknown = unknownPlaceholders(text, 1, (name) => factText(name) !== undefined);
  return check(schema, fillDeep(data), source, lineOf, unknown);
}

/** A YAML file (a path under content/, or absolute) as its schema's data, facts filled. */
export function readRecord<S extends z.ZodType>(file: string, schema: S): z.output<S> {
  const absolute = path.resolve(contentDir(), file);
  return parseRecord(readText(absolute), sourceName(absolute), schema);
}

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)([\s\S]*)$/;

/** A Markdown file: its frontmatter's data and its body (both with their facts filled). */
export interface MarkdownDocument<T> {
  data: T;
  /** The text after the frontmatter, trimmed, in Markdown. */
  body: string;
  /** The line of the file where the body's text starts (its first line once trimmed). */
  firstLine: number;
}

/** A Markdown file's text as its frontmatter's data and its body, facts filled. */
export function parseDocument<S extends z.ZodType>(
  text: string,
  source: string,
  schema: S,
): MarkdownDocument<z.output<S>> {
  const match = FRONTMATTER.exec(text);
  if (!match) {
    throw new DataFileError(
      `${source}, ligne 1 : le fichier doit commencer par ses champs, entre deux lignes « --- »`,
    );
  }
  const frontmatter = match[1] as string;
  const body = match[2] as string;
  const bodyLine = lineAt(text, text.length - body.length);
  const { data, lineOf } = readYamlText(frontmatter, source, 2);
  const known = (name: string) => factText(name) !== undefined;
  const unknown = [
    ...unknownPlaceholders(frontmatter, 2, known),
    ...unknownPlaceholders(body, bodyLine, known),
  ];
  const firstLine = bodyLine + (/^\s*/.exec(body)?.[0] ?? "").split("\n").length - 1;
  return {
    data: check(schema, fillDeep(data), source, lineOf, unknown),
    body: fillFacts(body).trim(),
    firstLine,
  };
}

/** A Markdown file (a path under content/, or absolute) as its frontmatter's data and its body. */
function readDocument<S extends z.ZodType>(file: string, schema: S): MarkdownDocument<z.output<S>> {
  const absolute = path.resolve(contentDir(), file);
  return parseDocument(readText(absolute), sourceName(absolute), schema);
}

/** An entry of a collection: its id (the file's name without extension), its data and, for Markdown, its body. */
export interface Entry<T> {
  id: string;
  /** The file, as messages name it (content/cities/avon.yaml). */
  source: string;
  data: T;
  body: string;
  /** The line of the file where the body starts (1 for a YAML record). */
  firstLine: number;
}

/**
 * Every file of a collection's folder (content/<folder>/*.yaml or *.md),
 * sorted by name; a file of another extension is an error (an image's place
 * is public/ or the article's folder, not among the records).
 */
export function readCollection<S extends z.ZodType>(
  folder: string,
  extension: "yaml" | "md",
  schema: S,
): Entry<z.output<S>>[] {
  const directory = path.resolve(contentDir(), folder);
  const files = readdirSync(directory)
    .filter((name) => name.endsWith(`.${extension}`))
    .sort();
  return files.map((name) => {
    const id = name.slice(0, -(extension.length + 1));
    if (!/^[a-z0-9][a-z0-9-]*$/.test(id)) {
      throw new DataFileError(
        `${sourceName(path.join(directory, name))} : le nom du fichier ne doit contenir que des minuscules sans accent, des chiffres et des tirets`,
      );
    }
    const file = path.join(directory, name);
    if (extension === "yaml")
      return { id, source: sourceName(file), data: readRecord(file, schema), body: "", firstLine: 1 };
    const { data, body, firstLine } = readDocument(file, schema);
    return { id, source: sourceName(file), data, body, firstLine };
  });
}
