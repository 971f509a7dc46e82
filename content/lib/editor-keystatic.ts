/**
 * The content editor's Keystatic configuration (issue 34), made from the
 * serialisable description content/lib/editor-collections.ts writes at build
 * time: the page (admin/editor/) and the server's API (server/admin/editor.ts)
 * build the same configuration from the same description.
 *
 * - Each collection's entries are files named by the entry (`melun.yaml`): the
 *   slug field is the file's name, which Keystatic never writes into the file.
 * - A Markdown body is edited as Markdown text: the file's own text, byte for
 *   byte (facts `{{…}}`, slots `{ville}`, tables and links stay as written).
 * - Storage is local (the working copy's files); the page is in French.
 *
 * No Node module here: this runs in the browser too.
 */

import { TextArea } from "@keystar/ui/text-field";
import {
  type Collection,
  type ComponentSchema,
  type Config,
  type ContentFormField,
  collection,
  config,
  fields,
  type Singleton,
  singleton,
} from "@keystatic/core";
import { createElement } from "react";
import type { EditorCollection, EditorDefinition } from "./editor-collections.ts";
import type { EditorField } from "./editor-fields.ts";

/** The key of the file-name field of every collection (never a key of our schemas: they are camelCase). */
export const FILE_NAME_FIELD = "nom_du_fichier";
/** The key of a Markdown file's body. */
export const BODY_FIELD = "corps_du_texte";

const decoder = new TextDecoder();
const encoder = new TextEncoder();

/** A Markdown body as plain Markdown text. */
function markdownBody(): ContentFormField<string, string, string> {
  return {
    kind: "form",
    formKind: "content",
    contentExtension: ".md",
    Input(props) {
      return createElement(TextArea, {
        label: "Texte de la page (Markdown)",
        description:
          "## pour un intertitre, - pour une liste, [texte](adresse) pour un lien, {{nom}} pour une valeur calculée (prix, durée) : ne jamais recopier un chiffre à la main.",
        value: props.value,
        onChange: props.onChange,
        autoFocus: props.autoFocus,
        height: "scale.6000",
      });
    },
    defaultValue: () => "\n",
    parse: (_value, { content }) => (content ? decoder.decode(content) : ""),
    serialize: (value) => ({
      value: undefined,
      content: encoder.encode(value),
      other: new Map(),
      external: new Map(),
    }),
    validate: (value) => value,
    reader: { parse: (_value, { content }) => (content ? decoder.decode(content) : "") },
  };
}

function textOf(value: unknown): string {
  return typeof value === "string" ? value : "";
}

/** The words an array item shows when folded: its first text. */
function itemLabel(element: EditorField, label: string) {
  return (props: unknown): string => {
    const preview = props as { value?: unknown; fields?: Record<string, { value?: unknown }> };
    let text = textOf(preview.value);
    if (!text && element.kind === "object") {
      for (const [key, field] of Object.entries(element.fields)) {
        if (field.kind === "text") {
          text = textOf(preview.fields?.[key]?.value);
          if (text) break;
        }
      }
    }
    return text ? (text.length > 80 ? `${text.slice(0, 79)}…` : text) : label;
  };
}

/** A field of the description as Keystatic's. */
export function keystaticField(field: EditorField): ComponentSchema {
  const { label } = field;
  const description = field.description;
  switch (field.kind) {
    case "text":
      return fields.text({
        label,
        description,
        multiline: field.multiline,
        validation: {
          isRequired: field.required,
          length: { min: field.minLength, max: field.maxLength },
          ...(field.pattern
            ? {
                pattern: {
                  // An optional text may stay empty: Keystatic tests the pattern on empty texts too.
                  regex: new RegExp(field.required ? field.pattern : `(?:${field.pattern})|^$`, "u"),
                  message: `${label} : la forme attendue n’est pas respectée`,
                },
              }
            : {}),
        },
      });
    case "integer":
      return fields.integer({
        label,
        description,
        validation: { isRequired: field.required, min: field.min, max: field.max },
      } as Parameters<typeof fields.integer>[0]);
    case "number":
      return fields.number({
        label,
        description,
        validation: { isRequired: field.required, min: field.min, max: field.max },
      } as Parameters<typeof fields.number>[0]);
    case "date":
      return fields.date({ label, description, validation: { isRequired: field.required } });
    case "checkbox":
      return fields.checkbox({ label, description });
    case "select":
      return fields.select({
        label,
        description,
        options: field.options.map((value) => ({ label: value, value })),
        defaultValue: field.options[0] ?? "",
      });
    case "array":
      return fields.array(keystaticField(field.element), {
        label,
        description,
        itemLabel: itemLabel(field.element, label),
        validation: { length: { min: field.min, max: field.max } },
      });
    case "object":
      return fields.object(keystaticFields(field.fields), { label, description });
    case "ignored":
      return fields.ignored();
  }
}

function keystaticFields(tree: Record<string, EditorField>): Record<string, ComponentSchema> {
  const result: Record<string, ComponentSchema> = {};
  for (const [key, field] of Object.entries(tree)) result[key] = keystaticField(field);
  return result;
}

function schemaOf(item: EditorCollection): Record<string, ComponentSchema> {
  return {
    ...(item.kind === "collection"
      ? {
          [FILE_NAME_FIELD]: fields.text({
            label: "Nom du fichier",
            description:
              "Minuscules sans accent, chiffres et tirets (par exemple bilan-de-competence-melun) : il ne se change plus une fois la page publiée.",
            validation: {
              isRequired: true,
              pattern: {
                regex: /^[a-z0-9][a-z0-9-]*$/,
                message: "Minuscules sans accent, chiffres et tirets seulement",
              },
            },
          }),
        }
      : {}),
    ...keystaticFields(item.fields),
    ...(item.format === "md" ? { [BODY_FIELD]: markdownBody() } : {}),
  };
}

/** Keystatic's configuration of the editor's description. */
export function keystaticConfig(definition: EditorDefinition): Config {
  const collections: Record<string, Collection<Record<string, ComponentSchema>, string>> = {};
  const singletons: Record<string, Singleton<Record<string, ComponentSchema>>> = {};
  const navigation: Record<string, string[]> = {};
  for (const item of definition.collections) {
    const format =
      item.format === "md" ? { data: "yaml" as const, contentField: BODY_FIELD } : ("yaml" as const);
    if (item.kind === "collection") {
      collections[item.key] = collection({
        label: item.label,
        path: item.path as `${string}/*`,
        format,
        slugField: FILE_NAME_FIELD as never,
        schema: schemaOf(item),
      }) as Collection<Record<string, ComponentSchema>, string>;
    } else {
      singletons[item.key] = singleton({
        label: item.label,
        path: item.path,
        format,
        schema: schemaOf(item),
      });
    }
    const section = navigation[item.section] ?? [];
    section.push(item.key);
    navigation[item.section] = section;
  }
  return config({
    storage: { kind: "local" },
    locale: "fr-FR",
    ui: { brand: { name: "Contenu du site" }, navigation },
    collections,
    singletons,
  });
}
