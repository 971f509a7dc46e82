/**
 * A content file checked as the build reads it, with each problem said in the
 * editor's words: the page (the collection's French name and the entry) and
 * the field (its label in the editor), never a key path or a server path.
 * The editor's save runs it on the file it is about to write
 * (server/admin/editor.ts), « Publier » on every file of the working copy
 * before it builds (server/publish/publisher.ts): a file the build would
 * refuse is refused at once, in the firm's words, and so is a sentence that
 * states a rule of law that changed (build-checks/regulation.ts, the rule the
 * build's checks apply to the pages). Files the editor does not edit, and
 * rules only the built pages show (links, typography), are the build's and
 * its checks'.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { supersededFindings } from "../../build-checks/regulation.ts";
import { DataFileError, type DataIssue } from "../../shared/yaml-data.ts";
import { frenchTypography } from "../format.ts";
import { type Entry, parseDocument, parseRecord } from "./collection.ts";
import {
  type EditableContent,
  type EditorCollection,
  type EditorDefinition,
  editableContents,
  editorDefinition,
  filesOf,
} from "./editor-collections.ts";
import type { EditorField } from "./editor-fields.ts";
import { contentDir } from "./figures.ts";

/** One thing to correct in a content file. */
export interface ContentProblem {
  /** The file, under the project (content/cities/melun.yaml). */
  file: string;
  /** The page or record, in French: « Pages des villes : melun ». */
  page: string;
  /** The field's label in the editor (« Questions › n° 2 › Sujets »), when the problem is a field's. */
  field?: string;
  /** Why, in French. */
  message: string;
}

/**
 * The editable contents a file belongs to, and its entry's name (the file's,
 * for a collection): one, but for a file the server reads, edited in parts
 * by several (each with its `only`).
 */
export function contentsOf(
  file: string,
  contents: readonly EditableContent[],
): { content: EditableContent; entry?: string }[] {
  const extension = path.posix.extname(file).slice(1);
  const withoutExtension = file.slice(0, -(extension.length + 1));
  return contents.flatMap((content) => {
    if (content.format !== extension) return [];
    if (content.kind === "singleton" && withoutExtension === `content/${content.path}`) return [{ content }];
    if (content.kind === "collection" && path.posix.dirname(file) === `content/${content.path}`) {
      return [{ content, entry: path.posix.basename(withoutExtension) }];
    }
    return [];
  });
}

/** The (first) editable content a file belongs to, and its entry's name. */
function contentOf(
  file: string,
  contents: readonly EditableContent[],
): { content: EditableContent; entry?: string } | undefined {
  return contentsOf(file, contents)[0];
}

/** The labels along a data path: « Questions › n° 2 › Sujets »; undefined for the file as a whole. */
export function fieldLabel(
  fields: Record<string, EditorField>,
  at: readonly (string | number)[],
): string | undefined {
  const labels: string[] = [];
  let tree: Record<string, EditorField> | undefined = fields;
  let current: EditorField | undefined;
  for (const key of at) {
    if (typeof key === "number") {
      labels.push(`n° ${key + 1}`);
      current = current?.kind === "array" ? current.element : undefined;
      tree = current?.kind === "object" ? current.fields : undefined;
      continue;
    }
    current = tree?.[key];
    labels.push(current?.label ?? key);
    tree = current?.kind === "object" ? current.fields : undefined;
  }
  return labels.length > 0 ? labels.join(" › ") : undefined;
}

/**
 * The problems of `text`, the new text of `file` (a path under the project:
 * content/…): none when the build would read it, or when the file is not one
 * the editor edits (the build checks those).
 */
export function checkContentText(
  file: string,
  text: string,
  contents: readonly EditableContent[],
  definition: EditorDefinition,
): ContentProblem[] {
  const found = contentOf(file, contents);
  if (!found) return [];
  const { content, entry } = found;
  const collection: EditorCollection | undefined = definition.collections.find(
    (item) => item.key === content.key,
  );
  const page = entry ? `${content.label} : ${entry}` : content.label;
  const labelOf = (at: readonly (string | number)[]) => collection && fieldLabel(collection.fields, at);
  try {
    const document =
      content.format === "md"
        ? parseDocument(text, file, content.schema)
        : { data: parseRecord(text, file, content.schema), body: "", firstLine: 1 };
    const refused = entryRefusal(content, { id: entry ?? "", source: file, ...document });
    if (refused) return [{ file, page, message: refused }];
    const texts: FieldText[] = [
      ...textsOf(document.data),
      ...(content.format === "md" ? [{ label: BODY_LABEL, text: document.body }] : []),
    ];
    const stale = texts.flatMap(({ at, label, text: value }) =>
      supersededFindings(value).map(({ sentence, why }) => {
        const field = label ?? (at && labelOf(at));
        return { file, page, ...(field ? { field } : {}), message: staleMessage(sentence, why) };
      }),
    );
    const ties = tiesOf(file, text, content).map(({ key, value, other }) => {
      const field = labelOf([key]);
      return {
        file,
        page,
        ...(field ? { field } : {}),
        message: `${value} est déjà celui de « ${other} » ; donnez à chaque entrée une valeur différente`,
      };
    });
    return [...stale, ...ties];
  } catch (error) {
    if (!(error instanceof DataFileError)) throw error;
    const issues: readonly DataIssue[] =
      error.issues.length > 0
        ? error.issues
        : [{ path: [], message: error.message.replace(`${file} : `, "") }];
    return issues.map((issue) => {
      const field = labelOf(issue.path);
      return { file, page, ...(field ? { field } : {}), message: issue.message };
    });
  }
}

/** Why the loader's own rule for one entry refuses it (its message without the file's name), or undefined. */
function entryRefusal(content: EditableContent, entry: Entry<unknown>): string | undefined {
  try {
    content.entry?.(entry as Entry<never>);
    return undefined;
  } catch (error) {
    if (!(error instanceof DataFileError)) throw error;
    return error.message.replace(`${entry.source}, `, "").replace(`${entry.source} : `, "");
  }
}

/** A file's top-level YAML data (a Markdown file's frontmatter), or undefined when it is not YAML. */
function topLevelData(text: string, format: "yaml" | "md"): Record<string, unknown> | undefined {
  const yamlText = format === "md" ? /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] : text;
  try {
    const data: unknown = yamlText === undefined ? undefined : parse(yamlText);
    return data && typeof data === "object" ? (data as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The values of `file`'s unique keys that another entry of its collection
 * already has, in the content folder being checked (a working copy's).
 */
function tiesOf(
  file: string,
  text: string,
  content: EditableContent,
): { key: string; value: unknown; other: string }[] {
  if (content.kind !== "collection" || !content.unique) return [];
  const data = topLevelData(text, content.format);
  if (!data) return [];
  const root = path.dirname(contentDir());
  const others = filesOf(content, root)
    .filter((other) => other !== file)
    .map((other) => ({
      name: path.posix.basename(other, `.${content.format}`),
      data: topLevelData(readFileSync(path.join(root, other), "utf8"), content.format),
    }));
  return content.unique.flatMap((key) => {
    const tie = others.find((other) => data[key] !== undefined && other.data?.[key] === data[key]);
    return tie ? [{ key, value: data[key], other: tie.name }] : [];
  });
}

/** The label of a Markdown file's body in the editor (editor-keystatic.ts's body field). */
const BODY_LABEL = "Texte de la page";

/** A text of a file, and where it is: a data path, or the label of the body. */
interface FieldText {
  at?: (string | number)[];
  label?: string;
  text: string;
}

/** Every text of a file's data, with its path. */
function textsOf(value: unknown, at: (string | number)[] = []): FieldText[] {
  if (typeof value === "string") return [{ at, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => textsOf(item, [...at, index]));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => textsOf(item, [...at, key]));
  }
  return [];
}

/** What the firm reads of a sentence that states a rule that changed: the sentence, and today's rule. */
function staleMessage(sentence: string, why: string): string {
  return `la phrase « ${sentence.length > 120 ? `${sentence.slice(0, 117)}…` : sentence} » n’est plus vraie : ${why}`;
}

/** The problems in one French sentence per problem, for a screen that shows one line. */
export function problemsSentence(problems: readonly ContentProblem[]): string {
  const byPage = new Map<string, string[]>();
  for (const problem of problems) {
    const list = byPage.get(problem.page) ?? [];
    list.push(problem.field ? `« ${problem.field} » : ${problem.message}` : problem.message);
    byPage.set(problem.page, list);
  }
  return frenchTypography(
    [...byPage].map(([page, list]) => `${page} — à corriger : ${list.join(" ; ")}.`).join(" "),
  );
}

/**
 * Runs `check` with the content folder at `root`'s (a working copy's): the
 * schemas look there for the files an entry names (an article's picture). The
 * check must be synchronous, so that nothing else runs meanwhile.
 */
export function inContentOf<T>(root: string, check: () => T): T {
  const previous = process.env.CONTENT_DIR;
  process.env.CONTENT_DIR = path.join(root, "content");
  try {
    return check();
  } finally {
    if (previous === undefined) delete process.env.CONTENT_DIR;
    else process.env.CONTENT_DIR = previous;
  }
}

/** Every problem of the files the editor edits under `root` (the folder holding content/), as the build reads them. */
export function checkContentFolder(root: string): ContentProblem[] {
  const contents = editableContents();
  return inContentOf(root, () => {
    const definition = editorDefinition(root);
    return contents.flatMap((content) =>
      filesOf(content, root).flatMap((file) =>
        checkContentText(file, readFileSync(path.join(root, file), "utf8"), contents, definition),
      ),
    );
  });
}

/** The problems of a working copy as « Publier » lists them: one per field, the check « Contenu ». */
export function contentRefusals(root: string): { check: string; message: string }[] {
  return checkContentFolder(root).map((problem) => ({
    check: "Contenu",
    message: problemsSentence([problem]),
  }));
}
