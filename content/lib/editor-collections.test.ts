/**
 * The content editor against every editable file of content/: Keystatic
 * reads each one (its own reader, the fields made from the build's schemas),
 * no key of a file is outside the fields (it would be lost at the first
 * save), and saving a file unchanged through Keystatic's fields and the merge
 * of editor-yaml.ts changes nothing the build reads.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { ComponentSchema } from "@keystatic/core";
import { createReader } from "@keystatic/core/reader";
import { describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { contentDir, parseDocument, parseRecord } from "./collection.ts";
import { EXCLUDED_FILES, editableContents, editorDefinition, filesOf } from "./editor-collections.ts";
import { BODY_FIELD, FILE_NAME_FIELD, keystaticConfig } from "./editor-keystatic.ts";
import { mergeContentFile, splitFrontmatter } from "./editor-yaml.ts";

const root = path.dirname(contentDir());
const definition = editorDefinition(root);
const config = keystaticConfig(definition);
const contents = editableContents();

type Schemas = Record<string, ComponentSchema>;

/** The keys of `value` that no field of `schema` holds (they would be lost when saved). */
function lostKeys(schema: ComponentSchema, value: unknown, at: string): string[] {
  if (schema.kind === "object") {
    if (!value || typeof value !== "object") return [];
    return Object.entries(value as Record<string, unknown>).flatMap(([key, item]) => {
      const field = schema.fields[key];
      return field ? lostKeys(field, item, `${at}.${key}`) : [`${at}.${key}`];
    });
  }
  if (schema.kind === "array") {
    return Array.isArray(value)
      ? value.flatMap((item, index) => lostKeys(schema.element, item, `${at}[${index}]`))
      : [];
  }
  return [];
}

/** What Keystatic writes for `value` when nothing is changed: each field parses it, then serialises it. */
function saved(schema: ComponentSchema, value: unknown): unknown {
  if (schema.kind === "object") {
    const data = (value ?? {}) as Record<string, unknown>;
    const result: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(schema.fields)) {
      if (key === FILE_NAME_FIELD || key === BODY_FIELD) continue;
      const item = saved(field, data[key]);
      if (item !== undefined) result[key] = item;
    }
    return result;
  }
  if (schema.kind === "array") {
    return Array.isArray(value) ? value.map((item) => saved(schema.element, item) ?? null) : [];
  }
  if (schema.kind !== "form") throw new Error(`unexpected field kind ${schema.kind}`);
  const stored = value === null ? undefined : (value as never);
  switch (schema.formKind) {
    case undefined:
      return schema.serialize(schema.parse(stored)).value;
    case "slug":
      return schema.serialize(schema.parse(stored, undefined)).value;
    default:
      throw new Error(`unexpected form field ${schema.formKind}`);
  }
}

function build(item: (typeof contents)[number], file: string, text: string) {
  return item.format === "md"
    ? parseDocument(text, file, item.schema)
    : { data: parseRecord(text, file, item.schema), body: "" };
}

describe("the content editor", () => {
  it("lists the files the build reads and none the server reads", () => {
    const listed = contents.flatMap((item) => filesOf(item, root));
    expect(listed.length).toBeGreaterThan(0);
    for (const excluded of Object.keys(EXCLUDED_FILES)) expect(listed).not.toContain(excluded);
    expect(new Set(listed).size).toBe(listed.length);
  });

  it("reads every editable file with Keystatic's own reader", async () => {
    const reader = createReader(root, config);
    for (const item of definition.collections) {
      if (item.kind === "collection") {
        const collection = reader.collections[item.key as never] as { all(): Promise<unknown[]> };
        const entries = await collection.all();
        const expected = contents.find((content) => content.key === item.key);
        expect(entries.length, item.key).toBe(expected ? filesOf(expected, root).length : -1);
      } else {
        const singleton = reader.singletons[item.key as never] as { read(): Promise<unknown> };
        expect(await singleton.read(), item.key).not.toBeNull();
      }
    }
  });

  for (const item of contents) {
    const collection = definition.collections.find((candidate) => candidate.key === item.key);
    if (!collection) continue;
    const schemas = (
      item.kind === "collection" ? config.collections?.[item.key] : config.singletons?.[item.key]
    )?.schema as Schemas;
    for (const file of filesOf(item, root)) {
      it(`${file}: every key is a field, and a save without change keeps what the build reads`, () => {
        const text = readFileSync(path.join(root, file), "utf8");
        const { frontmatter, body } =
          item.format === "md" ? splitFrontmatter(text) : { frontmatter: text, body: "" };
        // js-yaml (Keystatic's reader) reads unquoted dates as dates: so does YAML 1.1.
        const raw = parse(frontmatter, { schema: "yaml-1.1" }) as unknown;
        const root_ = { kind: "object", fields: schemas } as ComponentSchema;
        expect(lostKeys(root_, raw, file.replace(/^content\//, ""))).toEqual([]);
        const written = stringify(saved(root_, raw));
        const incoming = item.format === "md" ? `---\n${written}---\n${body}` : written;
        const merged = mergeContentFile(file, text, incoming);
        expect(build(item, file, merged)).toEqual(build(item, file, text));
      });
    }
  }
});
