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

import { ActionButton, ButtonGroup } from "@keystar/ui/button";
import { FieldDescription, FieldLabel, FieldMessage } from "@keystar/ui/field";
import { Flex } from "@keystar/ui/layout";
import { TextArea } from "@keystar/ui/text-field";
import { Text } from "@keystar/ui/typography";
import {
  type AssetFormField,
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
import { createElement, useEffect, useId, useMemo, useRef, useState } from "react";
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
          "## pour un intertitre, - pour une liste, [texte](adresse) pour un lien, {{nom}} pour une valeur calculée (prix, durée) : ne jamais recopier un chiffre à la main.",
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

/** A file beside the entry: its name, and its bytes once the editor chose a new one. */
type BesideFile = { name: string; data?: Uint8Array } | null;

/** The largest picture the server takes (server/admin/editor.ts). */
const PICTURE_MAX_BYTES = 5 * 1024 * 1024;

function extensionOf(name: string): string {
  return /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? "";
}

type ImageField = Extract<EditorField, { kind: "image" }>;

/**
 * The frame of a file kept beside its entry (a picture, a PDF): its label and
 * help, what is there now, a preview, the buttons that choose (a hidden file
 * input) or remove it, and what is wrong.
 */
function BesideFileGroup(props: {
  label: string;
  description: string | undefined;
  required: boolean;
  /** What is there now, in a sentence. */
  status: string;
  preview?: string;
  accept: string;
  chooseLabel: string;
  onFile(file: File): void;
  remove?: { label: string; onRemove(): void };
  problems: readonly (string | undefined | false)[];
}) {
  const input = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const descriptionId = useId();
  return createElement(
    Flex,
    {
      direction: "column",
      gap: "medium",
      role: "group",
      "aria-labelledby": labelId,
      ...(props.description ? { "aria-describedby": descriptionId } : {}),
    },
    createElement(FieldLabel, { id: labelId, elementType: "span", isRequired: props.required }, props.label),
    props.description ? createElement(FieldDescription, { id: descriptionId }, props.description) : null,
    createElement(Text, null, props.status),
    props.preview
      ? createElement("img", {
          src: props.preview,
          alt: "",
          style: { display: "block", maxHeight: 160, maxWidth: "100%" },
        })
      : null,
    createElement("input", {
      ref: input,
      type: "file",
      hidden: true,
      accept: props.accept,
      onChange: (event: { currentTarget: HTMLInputElement }) => {
        const file = event.currentTarget.files?.[0];
        event.currentTarget.value = "";
        if (file) props.onFile(file);
      },
    }),
    createElement(
      ButtonGroup,
      null,
      createElement(ActionButton, { onPress: () => input.current?.click() }, props.chooseLabel),
      props.remove
        ? createElement(ActionButton, { onPress: props.remove.onRemove }, props.remove.label)
        : null,
    ),
    ...props.problems.map((problem) =>
      problem ? createElement(FieldMessage, { key: problem }, problem) : null,
    ),
  );
}

function PictureInput(
  props: { field: ImageField } & {
    value: BesideFile;
    onChange(value: BesideFile): void;
    forceValidation: boolean;
  },
) {
  const { field, value } = props;
  const [problem, setProblem] = useState<string>();
  const types = field.extensions.map((extension) => extension.toUpperCase()).join(", ");
  const data = value?.data;
  const type = value && extensionOf(value.name) === "svg" ? "image/svg+xml" : undefined;
  const preview = useMemo(
    () => (data ? URL.createObjectURL(new Blob([data as BlobPart], type ? { type } : {})) : undefined),
    [data, type],
  );
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);
  const choose = async (file: File) => {
    if (!field.extensions.includes(extensionOf(file.name))) {
      setProblem(`« ${file.name} » : seules les images ${types} sont acceptées.`);
      return;
    }
    if (file.size > PICTURE_MAX_BYTES) {
      setProblem(`« ${file.name} » dépasse 5 Mo : réduisez-la avant de la déposer.`);
      return;
    }
    setProblem(undefined);
    props.onChange({ name: file.name, data: new Uint8Array(await file.arrayBuffer()) });
  };
  const missing = props.forceValidation && field.required && value === null;
  return createElement(BesideFileGroup, {
    label: field.label,
    description: field.description,
    required: field.required,
    status:
      value === null
        ? "Aucune image."
        : value.data
          ? `Nouvelle image : « ${value.name} » (enregistrée à côté de l’article, sous le nom de l’article).`
          : `Image actuelle : « ${value.name} » (à côté de l’article).`,
    preview,
    accept: field.extensions.map((extension) => `.${extension}`).join(","),
    chooseLabel: value === null ? "Choisir une image…" : "Remplacer l’image…",
    onFile: (file) => void choose(file),
    problems: [problem, missing && `${field.label} : une image est obligatoire.`],
  });
}

/**
 * A picture kept beside the entry's file (content/blog/<article>.svg beside
 * content/blog/<article>.md), its bare file name in the entry. Keystatic puts
 * a field's file in the entry's own folder (content/blog/<article>/): the new
 * file is named after the entry, and the server writes it beside the entry
 * instead (server/admin/editor.ts). The current picture is not loaded (it is
 * not where Keystatic looks): only its name is shown and kept.
 */
function besideEntryImage(field: ImageField): AssetFormField<BesideFile, BesideFile, string | null> {
  return {
    kind: "form",
    formKind: "asset",
    label: field.label,
    Input(props) {
      return createElement(PictureInput, {
        field,
        value: props.value,
        onChange: props.onChange,
        forceValidation: props.forceValidation,
      });
    },
    defaultValue: () => null,
    filename: () => undefined,
    parse: (value) => (typeof value === "string" && value !== "" ? { name: value } : null),
    validate(value) {
      if (field.required && value === null) throw new Error(`${field.label} : une image est obligatoire.`);
      return value;
    },
    serialize(value, { slug }) {
      if (value === null) return { value: undefined, asset: undefined };
      if (!value.data) return { value: value.name, asset: undefined };
      const name = `${slug ?? "image"}.${extensionOf(value.name)}`;
      return { value: name, asset: { filename: name, content: value.data } };
    },
    reader: { parse: (value) => (typeof value === "string" && value !== "" ? value : null) },
  };
}

type PdfField = Extract<EditorField, { kind: "pdf" }>;

/** A size in French: « 245 Ko », « 1,2 Mo ». */
function frenchSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} Ko`;
  return `${(bytes / (1024 * 1024)).toLocaleString("fr-FR", { maximumFractionDigits: 1 })} Mo`;
}

/** Why `file` (its first bytes `head`) cannot be the provided PDF, in French; the server checks again. */
function pdfProblem(file: File, head: Uint8Array, maxBytes: number): string | undefined {
  const isPdf = file.type === "application/pdf" || extensionOf(file.name) === "pdf";
  if (!isPdf || String.fromCharCode(...head.subarray(0, 5)) !== "%PDF-") {
    return `« ${file.name} » n’est pas un PDF : enregistrez le document au format PDF, puis déposez-le.`;
  }
  if (file.size > maxBytes) {
    return `« ${file.name} » pèse ${frenchSize(file.size)}, plus que les ${frenchSize(maxBytes)} permis : réduisez-le (enregistrement « pour le web », images moins lourdes), puis déposez-le.`;
  }
  return undefined;
}

function PdfInput(props: { field: PdfField; value: BesideFile; onChange(value: BesideFile): void }) {
  const { field, value } = props;
  const [problem, setProblem] = useState<string>();
  const choose = async (file: File) => {
    const data = new Uint8Array(await file.arrayBuffer());
    const found = pdfProblem(file, data, field.maxBytes);
    setProblem(found);
    if (!found) props.onChange({ name: file.name, data });
  };
  return createElement(BesideFileGroup, {
    label: field.label,
    description: field.description,
    required: false,
    status:
      value === null
        ? "Aucun PDF fourni : le site publie le PDF construit à partir du texte ci-dessous."
        : value.data
          ? `Nouveau PDF : « ${value.name} » (${frenchSize(value.data.byteLength)}), publié à la place du PDF construit une fois le document enregistré puis le site publié.`
          : `PDF fourni : « ${value.name} », publié à la place du PDF construit à partir du texte.`,
    accept: "application/pdf,.pdf",
    chooseLabel: value === null ? "Déposer un PDF…" : "Remplacer le PDF…",
    onFile: (file) => void choose(file),
    ...(value === null
      ? {}
      : {
          remove: {
            label: "Retirer le PDF fourni",
            onRemove: () => {
              setProblem(undefined);
              props.onChange(null);
            },
          },
        }),
    problems: [problem],
  });
}

/**
 * The PDF the firm provides for a document (content/documents/<slug>.pdf
 * beside content/documents/<slug>.md), `pdf: <slug>.pdf` in the entry: like
 * `besideEntryImage`, the new file is named after the entry and the server
 * writes it beside the entry; removing it drops the key, and the server
 * removes the file (the build then generates the PDF from the text again).
 */
function providedPdf(field: PdfField): AssetFormField<BesideFile, BesideFile, string | null> {
  return {
    kind: "form",
    formKind: "asset",
    label: field.label,
    Input(props) {
      return createElement(PdfInput, { field, value: props.value, onChange: props.onChange });
    },
    defaultValue: () => null,
    filename: () => undefined,
    parse: (value) => (typeof value === "string" && value !== "" ? { name: value } : null),
    validate: (value) => value,
    serialize(value, { slug }) {
      if (value === null) return { value: undefined, asset: undefined };
      if (!value.data) return { value: value.name, asset: undefined };
      const name = `${slug ?? "document"}.pdf`;
      return { value: name, asset: { filename: name, content: value.data } };
    },
    reader: { parse: (value) => (typeof value === "string" && value !== "" ? value : null) },
  };
}

function textOf(value: unknown): string {
  return typeof value === "string" ? value : "";
}

/**
 * The words an array item shows when folded: its text; of an object, its
 * first text, or all of them (« /ancienne → /nouvelle ») when each is a
 * single line.
 */
function itemLabel(element: EditorField, label: string) {
  return (props: unknown): string => {
    const preview = props as { value?: unknown; fields?: Record<string, { value?: unknown }> };
    let text = textOf(preview.value);
    // A choice shows its French words, not the stored value.
    if (element.kind === "select")
      text = element.options.find((option) => option.value === text)?.label ?? text;
    if (!text && element.kind === "object") {
      const texts = Object.entries(element.fields).filter(([, field]) => field.kind === "text");
      const values = texts.map(([key]) => textOf(preview.fields?.[key]?.value)).filter(Boolean);
      const short = texts.every(([, field]) => field.kind === "text" && !field.multiline);
      text = (short ? values.join(" → ") : values[0]) ?? "";
    }
    return text ? (text.length > 80 ? `${text.slice(0, 79)}…` : text) : label;
  };
}

/** A field of the description as Keystatic's. */
function keystaticField(field: EditorField): ComponentSchema {
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
                  message: `${label} : la forme attendue n’est pas respectée`,
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
    case "image":
      return besideEntryImage(field);
    case "pdf":
      return providedPdf(field);
    case "select":
      return fields.select({
        label,
        description,
        options: field.options.map(({ value, label: words }) => ({ label: words, value })),
        defaultValue: field.options[0]?.value ?? "",
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
              "Minuscules sans accent, chiffres et tirets (par exemple bilan-de-competence-melun) : il ne se change plus une fois la page publiée.",
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
