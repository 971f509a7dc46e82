/**
 * Saving through the content editor keeps the files as the firm knows them
 * (issue 34). Keystatic writes a whole new YAML text (js-yaml's dump): no
 * comments, its own key order and quoting. Before such a text replaces a
 * file that exists, its data is merged into the existing YAML document with
 * the `yaml` package's Document API: comments, key order and the style of
 * every value that did not change survive; a key the editor emptied and the
 * file did not have is not added (an unticked box, an empty list).
 *
 * For Markdown, the same is done to the frontmatter; the body is the editor's.
 *
 * A file the editor edits only in part (content/firm.yaml: the server reads
 * the rest, editor-collections.ts's PARTLY_EDITABLE_FILES) is merged with
 * `only`: the values at those paths are taken from the editor's text, every
 * other key, value and comment of the file stays as it is (a merge of the
 * whole would delete the keys the editor does not show).
 */
import {
  type Document,
  isMap,
  isScalar,
  isSeq,
  LineCounter,
  type Node,
  parse,
  parseDocument,
  type Scalar,
} from "yaml";
import { YAML_OPTIONS } from "../../shared/yaml-data.ts";

const FRONTMATTER = /^---(?:\r?\n([\s\S]*?))?\r?\n---\r?\n?/;

/** A Markdown text's frontmatter (without the `---` lines) and the rest, as Keystatic splits them. */
export function splitFrontmatter(text: string): { frontmatter: string; body: string } {
  const match = FRONTMATTER.exec(text);
  if (!match) return { frontmatter: "", body: text };
  return { frontmatter: match[1] ?? "", body: text.slice(match[0].length) };
}

/** Whether a value the editor wrote stands for « nothing » (so it is not added where the file had no key). */
function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === false || value === "") return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === "object" && !(value instanceof Date)) return Object.values(value).every(isEmpty);
  return false;
}

/** A calendar day as text, for a Date js-yaml made of an unquoted date (`date: 2024-11-26`). */
function dayOf(value: Date): string {
  return value.toISOString().slice(0, 10);
}

function sameScalar(before: unknown, after: unknown): boolean {
  if (before === after) return true;
  if (before instanceof Date && after instanceof Date) return before.getTime() === after.getTime();
  if (typeof before === "string" && after instanceof Date) {
    return before === dayOf(after) || before === after.toISOString();
  }
  // Keystatic's reader (js-yaml) makes a Date of an unquoted day and writes it back as its instant,
  // which YAML 1.2 reads as text: the same day.
  if (typeof before === "string" && typeof after === "string" && /^\d{4}-\d{2}-\d{2}$/.test(before)) {
    return after === `${before}T00:00:00.000Z` || after === `${before}T00:00:00Z`;
  }
  return false;
}

/** `node` (a value of `document`) changed to hold `value`; returns the node to keep in its place. */
function mergeNode(document: Document, node: unknown, value: unknown): unknown {
  if (value === undefined) return node;
  if (
    isMap(node) &&
    value !== null &&
    typeof value === "object" &&
    !Array.isArray(value) &&
    !(value instanceof Date)
  ) {
    const data = value as Record<string, unknown>;
    for (const pair of [...node.items]) {
      const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
      // A key the editor leaves out goes, unless the file already said « nothing » there (`""`):
      // the same meaning, and the file keeps its lines (the reverse of isEmpty's rule below).
      const emptyInFile = isScalar(pair.value) && isEmpty(pair.value.value);
      if ((!(key in data) || data[key] === undefined) && !emptyInFile) node.delete(pair.key);
    }
    for (const [key, item] of Object.entries(data)) {
      if (item === undefined) continue;
      const pair = node.items.find((candidate) =>
        isScalar(candidate.key) ? String(candidate.key.value) === key : String(candidate.key) === key,
      );
      if (pair) pair.value = mergeNode(document, pair.value, item) as typeof pair.value;
      else if (!isEmpty(item)) node.set(key, document.createNode(item));
    }
    return node;
  }
  if (isSeq(node) && Array.isArray(value)) {
    node.items = value.map((item, index) =>
      index < node.items.length ? mergeNode(document, node.items[index], item) : document.createNode(item),
    ) as typeof node.items;
    return node;
  }
  if (isScalar(node) && (value === null || typeof value !== "object" || value instanceof Date)) {
    if (!sameScalar(node.value, value)) (node as Scalar).value = value instanceof Date ? dayOf(value) : value;
    return node;
  }
  const replacement = document.createNode(value) as Node;
  if (node && typeof node === "object" && "commentBefore" in node) {
    replacement.commentBefore = (node as Node).commentBefore;
  }
  return replacement;
}

/** The value at `keys` in `data`, or undefined. */
function valueAt(data: unknown, keys: readonly string[]): unknown {
  let value = data;
  for (const key of keys) {
    if (!value || typeof value !== "object" || Array.isArray(value) || value instanceof Date)
      return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** `data`'s values at the dotted paths `only` merged into `document`; nothing else of it changes. */
function mergeOnly(document: Document, data: unknown, only: readonly string[]): void {
  for (const dotted of only) {
    const keys = dotted.split(".");
    const value = valueAt(data, keys);
    if (value === undefined) continue;
    const node = document.getIn(keys, true);
    if (node === undefined) {
      if (!isEmpty(value)) document.setIn(keys, document.createNode(value));
      continue;
    }
    const merged = mergeNode(document, node, value);
    if (merged !== node) document.setIn(keys, merged);
  }
}

/**
 * `incoming` (a YAML text Keystatic wrote) merged into `existing` (the file's
 * YAML text): the existing text itself when the data did not change. With
 * `only` (dotted paths: `reviews.rating`), only the values at those paths are
 * taken from `incoming`: the rest of the file is kept, whatever `incoming` says.
 */
export function mergeYaml(existing: string, incoming: string, only?: readonly string[]): string {
  const data: unknown = parse(incoming, YAML_OPTIONS);
  const document = parseDocument(existing, YAML_OPTIONS);
  if (document.errors.length > 0) return only ? existing : incoming;
  const before = document.toJS();
  if (only) mergeOnly(document, data, only);
  else document.contents = mergeNode(document, document.contents, data) as typeof document.contents;
  const after = document.toJS();
  if (JSON.stringify(before) === JSON.stringify(after)) return existing;
  return document.toString({ lineWidth: 0 });
}

/** `incoming` (a Markdown file Keystatic wrote) with its frontmatter merged into `existing`'s. */
export function mergeMarkdown(existing: string, incoming: string): string {
  const old = splitFrontmatter(existing);
  const next = splitFrontmatter(incoming);
  const frontmatter = mergeYaml(`${old.frontmatter}\n`, next.frontmatter).replace(/\n+$/, "");
  const merged = `---\n${frontmatter}\n---\n${next.body}`;
  return merged === existing.replace(/\r\n/g, "\n") ? existing : merged;
}

/**
 * Why `text`, which the editor sends for `file` (a YAML file, or a Markdown
 * file's frontmatter), is not YAML the build can read (French, with its
 * line), or undefined.
 */
export function unreadableYaml(file: string, text: string): string | undefined {
  const markdown = file.endsWith(".md");
  const yamlText = markdown ? splitFrontmatter(text).frontmatter : text;
  const lineCounter = new LineCounter();
  const [error] = parseDocument(yamlText, { ...YAML_OPTIONS, lineCounter, prettyErrors: false }).errors;
  if (!error) return undefined;
  // A Markdown file's frontmatter starts on its second line.
  const line = lineCounter.linePos(error.pos[0]).line + (markdown ? 1 : 0);
  // The no-break spaces are typed as characters (content/copy.test.ts forbids their escapes here).
  return (
    `« ${file} », ligne ${line} : ce texte n’est pas du YAML lisible (vérifiez l’indentation, ` +
    "les deux-points et les guillemets de cette ligne et de la précédente) ; rien n’a été enregistré."
  );
}

/**
 * The text to write for `file` (a path ending .yaml or .md): Keystatic's,
 * merged into the file's when it exists; with `only`, a YAML file's values
 * at those paths alone (mergeYaml).
 */
export function mergeContentFile(
  file: string,
  existing: string | undefined,
  incoming: string,
  only?: readonly string[],
): string {
  if (existing === undefined) return incoming;
  if (file.endsWith(".yaml") || file.endsWith(".yml")) return mergeYaml(existing, incoming, only);
  if (file.endsWith(".md")) return mergeMarkdown(existing, incoming);
  return incoming;
}
