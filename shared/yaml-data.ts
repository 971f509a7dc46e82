/**
 * Reading a YAML text checked by a zod schema, with messages in French that
 * name the file, the line and the field: the firm edits these files (its
 * identity, content/firm.yaml, and every content collection, content/lib/),
 * so a mistake must say where it is in words a non-developer reads.
 */
import { isMap, isScalar, isSeq, LineCounter, parseDocument } from "yaml";
import type { z } from "zod";

/**
 * The one YAML every reader of the content uses, the build's (readYamlText)
 * and the content editor's (content/lib/editor-yaml.ts, server/admin/editor.ts):
 * YAML 1.2 and its core schema, where `yes`, `on`, `9:30` and `2026-11-01` are
 * text and `010` is ten (YAML 1.1 reads true, true, 570, a date and eight).
 */
export const YAML_OPTIONS = { version: "1.2", schema: "core" } as const;

/** A path in the data: keys and list positions. */
type DataPath = readonly (string | number)[];

/** Where a field is in the YAML text, as a line number of the file, when it can be found. */
export type LineOf = (path: DataPath) => number | undefined;

/** One problem of a file: where (the field's path in the data, its line) and why, in French. */
export interface DataIssue {
  /** Keys and list positions; empty for the file as a whole. */
  path: readonly (string | number)[];
  line?: number;
  message: string;
}

/**
 * A file that cannot be read, or breaks its schema: the message is for the
 * person who edits it; `issues` the same problems one by one, for a screen
 * that names each field in its own words (content/lib/content-check.ts).
 */
export class DataFileError extends Error {
  override name = "DataFileError";
  readonly issues: readonly DataIssue[];
  constructor(message: string, issues: readonly DataIssue[] = []) {
    super(message);
    this.issues = issues;
  }
}

const TYPE_NAMES: Record<string, string> = {
  string: "un texte",
  number: "un nombre",
  int: "un nombre entier",
  boolean: "oui ou non (true ou false)",
  array: "une liste",
  object: "une section de champs",
};

/** French messages for the issues a schema does not word itself (pass as zod's `error`). */
export function frenchIssue(issue: z.core.$ZodRawIssue): string | undefined {
  if (issue.code === "invalid_type") {
    if (issue.input === undefined) return "champ obligatoire absent";
    return `doit être ${TYPE_NAMES[issue.expected] ?? issue.expected}`;
  }
  if (issue.code === "unrecognized_keys") {
    return `${issue.keys.length > 1 ? "champs inconnus" : "champ inconnu"} : ${issue.keys.map((key) => `« ${key} »`).join(", ")} (une faute de frappe ?)`;
  }
  if (issue.code === "invalid_value")
    return `doit être l’une des valeurs : ${issue.values.map((value) => `« ${String(value)} »`).join(", ")}`;
  if (issue.code === "too_small" && issue.origin === "string")
    return `doit compter au moins ${issue.minimum} caractères`;
  if (issue.code === "too_big" && issue.origin === "string")
    return `doit compter au plus ${issue.maximum} caractères`;
  if (issue.code === "too_small" && issue.origin === "array")
    return `doit compter au moins ${issue.minimum} élément(s)`;
  if (issue.code === "too_big" && issue.origin === "array")
    return `doit compter au plus ${issue.maximum} élément(s)`;
  return undefined;
}

/** "offices.provins.access[1]" */
function pathText(path: DataPath): string {
  return path.reduce<string>(
    (text, key) => (typeof key === "number" ? `${text}[${key}]` : text ? `${text}.${key}` : key),
    "",
  );
}

/** A schema's issues with their lines. */
export function dataIssues(error: z.ZodError, lineOf: LineOf): DataIssue[] {
  return error.issues.map((issue) => {
    const at = issue.path.filter((key): key is string | number => typeof key !== "symbol");
    const line = lineOf(at);
    return { path: at, ...(line ? { line } : {}), message: issue.message };
  });
}

/** One line per problem: « ligne 12, « venue.title » : ne peut pas être vide ». */
export function issueLine(issue: DataIssue): string {
  const where = [
    issue.line ? `ligne ${issue.line}` : undefined,
    issue.path.length > 0 ? `« ${pathText(issue.path)} »` : undefined,
  ]
    .filter(Boolean)
    .join(", ");
  return `${where ? `${where} : ` : ""}${issue.message}`;
}

/** One line per problem of a schema: « ligne 12, « venue.title » : ne peut pas être vide ». */
export function problems(error: z.ZodError, lineOf: LineOf): string[] {
  return dataIssues(error, lineOf).map(issueLine);
}

/** The message for a file with problems: its name, how many, then one line each. */
export function problemsMessage(source: string, what: string, lines: readonly string[]): string {
  return `${source} : ${lines.length > 1 ? `${lines.length} erreurs` : "une erreur"} ${what}\n  ${lines.join("\n  ")}`;
}

/**
 * A YAML text as data, with a way to find a field's line. `firstLine` is the
 * line of the file where the text starts (a Markdown file's frontmatter
 * starts on line 2). Throws a DataFileError when the text is not YAML.
 */
export function readYamlText(text: string, source: string, firstLine = 1): { data: unknown; lineOf: LineOf } {
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { ...YAML_OPTIONS, lineCounter, prettyErrors: false });
  const shift = firstLine - 1;
  if (document.errors.length > 0) {
    const [first] = document.errors;
    const line = first ? lineCounter.linePos(first.pos[0]).line + shift : undefined;
    const why = `le fichier n’est pas du YAML valide (${first?.message ?? "erreur de syntaxe"})`;
    throw new DataFileError(`${source}${line ? `, ligne ${line}` : ""} : ${why}`, [
      { path: [], ...(line ? { line } : {}), message: why },
    ]);
  }
  const lineOf: LineOf = (at) => {
    // The deepest node that exists along the path: a missing field points at its section.
    for (let length = at.length; length > 0; length -= 1) {
      const node = document.getIn(at.slice(0, length), true);
      if (isScalar(node) || isMap(node) || isSeq(node)) {
        const offset = node.range?.[0];
        if (offset !== undefined) return lineCounter.linePos(offset).line + shift;
      }
    }
    return undefined;
  };
  return { data: document.toJS(), lineOf };
}
