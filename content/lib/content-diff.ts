/**
 * A content file's change in the firm's words, for « Modifications à
 * publier »: the page (« Pages des villes : melun ») and what changed in it,
 * by the fields' labels in the editor, with the old and the new value when
 * they are short (« Bilan classique payé par un particulier : 1800 → 1850 »),
 * rather than a file's path.
 */
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import { parse } from "yaml";
import { YAML_OPTIONS } from "../../shared/yaml-data.ts";
import { frenchTypography } from "../format.ts";
import { contentsOf, fieldLabel } from "./content-check.ts";
import type { EditableContent, EditorDefinition } from "./editor-collections.ts";
import { splitFrontmatter } from "./editor-yaml.ts";

/** One pending file, said in words. */
export interface DescribedChange {
  file: string;
  /** « Pages des villes : melun »; the file's name for a file the editor does not edit. */
  page: string;
  /** « ajoutée », « modifiée » or « supprimée ». */
  what: "ajout" | "modification" | "suppression";
  /** What changed, one entry per field: « Titre principal », « Prix : 1800 → 1850 ». */
  fields: string[];
}

/** The longest value written out in full beside its field. */
const SHORT = 40;

function readData(file: string, text: string | undefined): { data: unknown; body?: string } {
  if (text === undefined) return { data: undefined };
  try {
    if (file.endsWith(".md")) {
      const { frontmatter, body } = splitFrontmatter(text);
      return { data: parse(frontmatter, YAML_OPTIONS), body: body.trim() };
    }
    return { data: parse(text, YAML_OPTIONS) };
  } catch {
    return { data: undefined };
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/** The paths where `before` and `after` differ: the deepest record keys, a list as a whole. */
function changedPaths(before: unknown, after: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (isDeepStrictEqual(before, after)) return [];
  if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => changedPaths(before[key], after[key], [...at, key]));
  }
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length) {
    return before.flatMap((item, index) => changedPaths(item, after[index], [...at, index]));
  }
  return [at];
}

function valueAt(data: unknown, at: readonly (string | number)[]): unknown {
  let value = data;
  for (const key of at) value = isRecord(value) || Array.isArray(value) ? (value as never)[key] : undefined;
  return value;
}

/** A value short enough to write beside its field, as the firm typed it; undefined otherwise. */
function shortValue(value: unknown): string | undefined {
  if (value === undefined || value === null || value === "") return "(vide)";
  if (typeof value === "number" || typeof value === "boolean")
    return value === true ? "oui" : value === false ? "non" : String(value);
  if (typeof value === "string" && value.length <= SHORT && !value.includes("\n")) return `« ${value} »`;
  return undefined;
}

/** `file`'s change from `before` to `after` (undefined: absent), in words. */
export function describeChange(
  file: string,
  before: string | undefined,
  after: string | undefined,
  contents: readonly EditableContent[],
  definition: EditorDefinition,
): DescribedChange {
  const what = before === undefined ? "ajout" : after === undefined ? "suppression" : "modification";
  const matches = contentsOf(file, contents);
  const found = matches[0];
  if (!found) {
    // A picture or a PDF beside an entry (content/blog/<entry>.jpg): that entry's.
    const beside = contents.find(
      (content) => content.kind === "collection" && path.posix.dirname(file) === `content/${content.path}`,
    );
    const name = path.posix.basename(file);
    if (!beside) return { file, page: name, what, fields: [] };
    const entry = name.slice(0, name.length - path.posix.extname(name).length);
    const kind = name.endsWith(".pdf") ? "le PDF fourni" : "l’image";
    return {
      file,
      page: frenchTypography(`${beside.label} : ${entry}`),
      what: "modification",
      fields: [kind],
    };
  }
  const { content, entry } = found;
  const page = frenchTypography(entry ? `${content.label} : ${entry}` : content.label);
  if (what !== "modification") return { file, page, what, fields: [] };
  const old = readData(file, before);
  const next = readData(file, after);
  // A file edited in parts (content/firm.yaml): each value is named by the content that edits it.
  const pages = new Set<string>();
  const described = changedPaths(old.data, next.data).map((at) => {
    const dotted = at.join(".");
    const owner =
      matches.find(({ content: candidate }) =>
        candidate.only?.some((only) => dotted === only || dotted.startsWith(`${only}.`)),
      )?.content ?? content;
    pages.add(owner.label);
    const fields = definition.collections.find((item) => item.key === owner.key)?.fields ?? {};
    const label = fieldLabel(fields, at) ?? "le fichier entier";
    const from = shortValue(valueAt(old.data, at));
    const to = shortValue(valueAt(next.data, at));
    return from !== undefined && to !== undefined ? `${label} : ${from} → ${to}` : label;
  });
  if (old.body !== next.body) described.push("le texte");
  const named = entry || pages.size === 0 ? page : frenchTypography([...pages].join(" et "));
  return { file, page: named, what, fields: [...new Set(described)].map(frenchTypography) };
}
