/**
 * The blog articles (spec section 3, "Blog article"): one Markdown file each in
 * content/blog/, with a YAML frontmatter validated here, and its picture next
 * to it (content/blog/pictures.ts: its size is read from the file). A missing
 * or bad field stops the build with the file's name, the line and the field.
 * Node only: read by the route table and by build-time loaders, never shipped
 * to the browser.
 *
 * The frontmatter's texts are typeset here (content/format.ts); the body is
 * typeset when it is rendered (app/lib/blog.server.ts), so URLs and code in it
 * are left alone. A figure tied to a rule of law (an amount, a duration) must
 * equal the rule's current value in content/regulation.ts: articles.test.ts
 * checks it, since Markdown cannot import the value.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { frenchTypography } from "../format.ts";
import { ContentError, contentDir, type Entry, parseDocument, readCollection } from "../lib/collection.ts";
import { checkMarkdown, type MarkdownOrigin } from "../lib/safe-markdown.ts";
import { blogCategories } from "./categories.ts";
import { PICTURE_FILE } from "./pictures.ts";

/** The folder of the articles and their pictures, under content/. */
const FOLDER = "blog";

/**
 * A calendar day, "AAAA-MM-JJ" (YAML 1.2 reads `2026-11-27` as that text): one
 * shape, which the content editor shows as a date field.
 */
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "doit être une date AAAA-MM-JJ");

/** A category's label, as categories.yaml writes it (an ASCII apostrophe is accepted). */
const category = z
  .string()
  .transform((label) => label.trim().replace(/'/g, "’"))
  .refine((label) => blogCategories.some((known) => known.label === label), {
    message: `doit être l’une des catégories de content/blog/categories.yaml : ${blogCategories.map((known) => `« ${known.label} »`).join(", ")}`,
  });

export const frontmatterSchema = z
  .strictObject({
    // Search engines show about 60 and 160 characters (the build checks the head too).
    title: z.string().trim().min(10).max(60),
    /** Short label: the breadcrumb and links to the article (required when it has a page). */
    label: z.string().trim().min(2).max(50).optional(),
    description: z.string().trim().min(80).max(160),
    /** The picture's file, next to the article. */
    picture: z
      .string()
      .trim()
      .regex(
        PICTURE_FILE,
        "doit être le nom d’une image posée à côté de l’article (minuscules, chiffres et tirets, puis .svg, .jpg, .png ou .webp)",
      )
      .refine((name) => existsSync(path.join(contentDir(), FOLDER, name)), {
        message: "aucune image de ce nom à côté de l’article (dans content/blog/)",
      }),
    pictureAlt: z.string(),
    /**
     * The article's address; empty or left out, the article has no page (it is kept, not
     * listed). One optional text, not a union, so that the content editor shows it.
     */
    PageLink: z
      .string()
      .trim()
      .regex(
        /^(\/blog\/[A-Za-z0-9_'-]+)?$/,
        "doit être une adresse sous /blog/ (lettres, chiffres, _ ' -), ou rester vide",
      )
      .optional()
      .transform((link) => link ?? ""),
    categorie: z.array(category).min(1),
    date: isoDate,
    /** The day the text last really changed, when after its publication (shown as « mis à jour le »). */
    updated: isoDate.optional(),
    author: z.string().trim().min(2),
  })
  .refine((data) => !data.updated || data.updated > data.date, {
    message: "doit être après la date de publication",
    path: ["updated"],
  })
  .refine((data) => !data.PageLink || data.label, {
    message: "un article publié (avec une adresse) a besoin d’un titre court",
    path: ["label"],
  });

type ArticleFrontmatter = z.output<typeof frontmatterSchema>;

export interface Article extends ArticleFrontmatter {
  /** The source file's name, e.g. "trouver-sa-voie.md". */
  file: string;
  /** The article's text, in Markdown. */
  body: string;
  /** Where the text is, for the renderer's messages (content/lib/safe-markdown.ts). */
  origin: MarkdownOrigin;
}

/**
 * The article of a file's frontmatter and body: its texts typeset, its body
 * required and within the site's Markdown rule (no HTML, no address that
 * could run a script), checked here so a bad file stops the build with its
 * line before any page is rendered.
 */
/** An article's entry as the build reads it: its body required and within the site's Markdown rule. */
export function articleEntry({ id, source, data, body, firstLine }: Entry<ArticleFrontmatter>): Article {
  return toArticle(`${id}.md`, source, data, body, firstLine);
}

function toArticle(
  file: string,
  source: string,
  data: ArticleFrontmatter,
  body: string,
  firstLine: number,
): Article {
  if (body.length === 0) throw new ContentError(`${source} : l’article n’a pas de texte après ses champs`);
  const origin = { source, firstLine };
  checkMarkdown(body, origin);
  const { title, label, description, pictureAlt } = data;
  return {
    ...data,
    title: frenchTypography(title),
    ...(label ? { label: frenchTypography(label) } : {}),
    description: frenchTypography(description),
    pictureAlt: frenchTypography(pictureAlt),
    file,
    body,
    origin,
  };
}

/** Parses and validates one article's text; any problem is an error naming the file, the line and the field. */
export function parseArticle(file: string, text: string): Article {
  const source = `content/${FOLDER}/${file}`;
  const { data, body, firstLine } = parseDocument(text, source, frontmatterSchema);
  return toArticle(file, source, data, body, firstLine);
}

/** Every article, newest first. Paths must be unique. */
export function loadArticles(): Article[] {
  const articles = readCollection(FOLDER, "md", frontmatterSchema).map(articleEntry);
  const seen = new Map<string, string>();
  for (const article of articles) {
    if (!article.PageLink) continue;
    const other = seen.get(article.PageLink);
    if (other) {
      throw new ContentError(
        `content/${FOLDER}/${article.file} : l’adresse ${article.PageLink} est déjà celle de content/${FOLDER}/${other}`,
      );
    }
    seen.set(article.PageLink, article.file);
  }
  return articles.sort((a, b) => b.date.localeCompare(a.date) || a.file.localeCompare(b.file));
}

/** The paths of the articles that have a page (an article without a link has none). */
export function articlePaths(articles = loadArticles()): string[] {
  return articles.filter((article) => article.PageLink).map((article) => article.PageLink);
}
