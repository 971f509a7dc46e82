/**
 * The legal and information pages: one Markdown file each in content/legal/
 * (mentions-legales.md…), its frontmatter checked by the schema below, its
 * body read with the convention of content/legal/markdown.ts. Adding a page
 * is adding a file: the route table (app/routes.ts), the page registry
 * (content/registry.ts: pre-render list, sitemap, breadcrumb) and the route's
 * loader (app/lib/legal.server.ts) read the list from here.
 *
 * Each text is typeset here (content/format.ts), so the files hold plain
 * French with ordinary spaces. Node only (build time): the browser gets a
 * page through its route's loader.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { frenchTypography, typeset } from "../format.ts";
import { ContentError, contentDir, type Entry, parseDocument, readCollection } from "../lib/collection.ts";
import { text } from "../lib/fields.ts";
import { pageDescription, pageTitle } from "../lib/page-head.ts";
import { allRules } from "../regulation.ts";
import { legalBody, type RuleLabels } from "./markdown.ts";
import { sourcesPagePath } from "./paths.ts";
import type { LegalPage } from "./types.ts";

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "doit être une date AAAA-MM-JJ, par exemple 2026-11-23")
  .refine((day) => !Number.isNaN(Date.parse(day)), "n’est pas une date qui existe");

/** The frontmatter of a legal page. */
export const frontmatterSchema = z
  .strictObject({
    path: z
      .string()
      .regex(/^\/[a-z0-9]+(?:-[a-z0-9]+)*$/, "doit être un chemin comme /mentions-legales")
      .meta({
        title: "L’adresse de la page",
        description: frenchTypography(
          "Par exemple /mentions-legales : une barre oblique, puis des minuscules sans accent, des chiffres et des tirets. Elle ne se change plus une fois la page publiée.",
        ),
      }),
    label: text.max(40, "doit compter au plus 40 caractères"),
    footer: z.number().int().positive(),
    title: pageTitle,
    description: pageDescription,
    heading: text,
    lastModified: isoDay
      .meta({
        title: "Date de la dernière mise à jour",
        description: frenchTypography(
          "Le jour où le texte de la page a vraiment changé (pour la déclaration d’accessibilité : le jour où elle a été établie). La page des textes de référence n’en a pas : elle est datée par la vérification de ses règles.",
        ),
      })
      .optional(),
    updatedLabel: text,
    rules: z
      .strictObject({
        others: text,
        text,
        texts: text,
        inForceSince: text,
        checked: text,
        primary: text,
        secondary: text,
      })
      .optional(),
  })
  .superRefine((data, context) => {
    if (!data.rules && !data.lastModified) {
      context.addIssue({ code: "custom", path: ["lastModified"], message: "champ obligatoire absent" });
    }
    if (data.rules && data.lastModified) {
      context.addIssue({
        code: "custom",
        path: ["lastModified"],
        message:
          "la page des textes de référence est datée par la dernière vérification de ses règles : retirez ce champ",
      });
    }
    if (data.rules && data.path !== sourcesPagePath) {
      context.addIssue({
        code: "custom",
        path: ["rules"],
        message: `seule la page ${sourcesPagePath} liste les règles (content/legal/paths.ts)`,
      });
    }
  });

type Frontmatter = z.output<typeof frontmatterSchema>;

/** A legal page with what the site's lists need: its short label and its place. */
interface LegalEntry {
  page: LegalPage;
  label: string;
  /** Its place in the footer's information column. */
  footer: number;
}

/** The line of a Markdown file where its body's text starts (after the frontmatter and blank lines). */
function bodyFirstLine(fileText: string): number {
  const match = /^---\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)(\s*)/.exec(fileText);
  return match ? fileText.slice(0, match[0].length).split("\n").length : 1;
}

/** A legal page's entry as the build reads it: its body's rules checked (sections with their ids). */
export function legalEntry({ data, body, source, firstLine }: Entry<Frontmatter>): LegalEntry {
  return toEntry(data, body, source, firstLine);
}

function toEntry(data: Frontmatter, body: string, source: string, firstLine: number): LegalEntry {
  const { label, footer, rules, lastModified, ...fields } = data;
  const { intro, sections } = legalBody(body, { source, firstLine, rules: rules as RuleLabels | undefined });
  const page: LegalPage = typeset({
    ...fields,
    intro,
    sections,
    // The sources page: the day its list last changed, the latest check of its rules.
    lastModified:
      lastModified ??
      (allRules
        .map((rule) => rule.checked)
        .sort()
        .at(-1) as string),
  });
  return { page, label: typeset(label), footer };
}

/** A legal page's Markdown text (tests, and a broken file's message): its page, or a ContentError naming the file. */
export function parseLegalPage(fileText: string, source: string): LegalPage {
  const { data, body } = parseDocument(fileText, source, frontmatterSchema);
  return toEntry(data, body, source, bodyFirstLine(fileText)).page;
}

/** Every legal page of content/legal/, in their place in the footer. */
function loadLegalEntries(): LegalEntry[] {
  const entries = readCollection("legal", "md", frontmatterSchema).map(({ id, source, data, body }) => {
    if (data.path !== `/${id}`) {
      throw new ContentError(`${source} : le chemin (path) doit être /${id}, le nom du fichier`);
    }
    const fileText = readFileSync(path.resolve(contentDir(), "..", source), "utf8");
    return { source, entry: toEntry(data, body, source, bodyFirstLine(fileText)) };
  });
  return entries.map(({ entry }) => entry).sort((a, b) => a.footer - b.footer);
}

const entries = loadLegalEntries();

/** The legal and information pages, in the footer's order. */
export const legalPages: readonly LegalPage[] = entries.map((entry) => entry.page);

/** The legal pages: path, short label (breadcrumb, footer) and place in the footer, for the page registry. */
export const legalPageEntries: readonly { path: string; label: string; footer: number }[] = entries.map(
  (entry) => ({ path: entry.page.path, label: entry.label, footer: entry.footer }),
);

/** The legal pages' paths: one route each (app/routes.ts). */
export const legalPaths: readonly string[] = legalPages.map((page) => page.path);

/** The legal page at a path (the tests name a page by its path). */
export function legalPage(pagePath: string): LegalPage {
  const page = legalPages.find((candidate) => candidate.path === pagePath);
  if (!page) throw new Error(`No legal page at ${pagePath} (content/legal/*.md)`);
  return page;
}
