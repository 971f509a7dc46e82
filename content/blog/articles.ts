/**
 * The blog articles (spec section 3, "Blog article"): one Markdown file each in
 * content/blog/, with a YAML frontmatter validated here. A missing or bad field
 * stops the build with the file's name. Node only: read by the route table and
 * by build-time loaders, never shipped to the browser.
 *
 * The frontmatter's texts are typeset here (content/format.ts); the body is
 * typeset when it is rendered (app/lib/blog.server.ts), so URLs and code in it
 * are left alone. A figure tied to a rule of law (an amount, a duration) must
 * equal the rule's current value in content/regulation.ts: articles.test.ts
 * checks it, since Markdown cannot import the value.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import { frenchTypography } from "../format.ts";
import { blogCategories } from "./categories.ts";

const labels = blogCategories.map((category) => category.label) as [string, ...string[]];

/** A calendar day, as YAML reads it (a date) or as a string "YYYY-MM-DD". */
const isoDate = z
  .union([z.date(), z.string().regex(/^\d{4}-\d{2}-\d{2}$/)])
  .transform((value) => (typeof value === "string" ? value : value.toISOString().slice(0, 10)));

const frontmatterSchema = z
  .object({
    // Search engines show about 60 and 160 characters (the build checks the head too).
    title: z.string().trim().min(10).max(60),
    /** Short label: the breadcrumb and links to the article (required when it has a page). */
    label: z.string().trim().min(2).max(50).optional(),
    description: z.string().trim().min(80).max(160),
    picture: z
      .string()
      .regex(/^\/media\/blog\/[a-z0-9-]+\.(svg|webp|avif|png|jpg)$/, "a file under /media/blog/"),
    pictureAlt: z.string(),
    PageLink: z.union([
      z.literal(""),
      z.string().regex(/^\/blog\/[A-Za-z0-9_'-]+$/, "a path under /blog/, or empty"),
    ]),
    categorie: z.array(z.enum(labels)).min(1),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    date: isoDate,
    /** The day the text last really changed, when after its publication (shown as « mis à jour le »). */
    updated: isoDate.optional(),
    author: z.string().trim().min(2),
  })
  .strict()
  .refine((data) => !data.updated || data.updated > data.date, {
    message: "must be after the publication date",
    path: ["updated"],
  })
  .refine((data) => !data.PageLink || data.label, {
    message: "an article with a page needs a short label",
    path: ["label"],
  });

type ArticleFrontmatter = z.output<typeof frontmatterSchema>;

export interface Article extends ArticleFrontmatter {
  /** The source file's name, e.g. "trouver-sa-voie.md". */
  file: string;
  /** The article's text, in Markdown. */
  body: string;
}

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

/** Parses and validates one article; any problem is an error naming the file and the field. */
export function parseArticle(file: string, source: string): Article {
  const match = FRONTMATTER.exec(source);
  if (!match) throw new Error(`content/blog/${file}: no frontmatter (the file must start with ---)`);
  let data: unknown;
  try {
    data = parseYaml(match[1] as string);
  } catch (error) {
    throw new Error(`content/blog/${file}: invalid frontmatter: ${(error as Error).message}`);
  }
  const result = frontmatterSchema.safeParse(data);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join(".") || "frontmatter"}: ${issue.message}`,
    );
    throw new Error(`content/blog/${file}: ${problems.join("; ")}`);
  }
  const body = (match[2] as string).trim();
  if (body.length === 0) throw new Error(`content/blog/${file}: the article has no text`);
  const { title, label, description, pictureAlt } = result.data;
  return {
    ...result.data,
    title: frenchTypography(title),
    ...(label ? { label: frenchTypography(label) } : {}),
    description: frenchTypography(description),
    pictureAlt: frenchTypography(pictureAlt),
    file,
    body,
  };
}

/**
 * This folder. Once bundled into the pre-render build, this module no longer
 * lives here: the build runs from the project's root, so the folder is found
 * from there.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const blogDir = existsSync(path.join(here, "categories.ts")) ? here : path.resolve("content/blog");

/** Every article, newest first. Paths must be unique. */
export function loadArticles(dir = blogDir): Article[] {
  const articles = readdirSync(dir)
    .filter((name) => name.endsWith(".md"))
    .sort()
    .map((file) => parseArticle(file, readFileSync(path.join(dir, file), "utf8")));
  const seen = new Map<string, string>();
  for (const article of articles) {
    if (!article.PageLink) continue;
    const other = seen.get(article.PageLink);
    if (other)
      throw new Error(`content/blog/${article.file}: PageLink ${article.PageLink} is also ${other}'s`);
    seen.set(article.PageLink, article.file);
  }
  return articles.sort((a, b) => b.date.localeCompare(a.date) || a.file.localeCompare(b.file));
}

/** The paths of the articles that have a page (an article without a link has none). */
export function articlePaths(articles = loadArticles()): string[] {
  return articles.filter((article) => article.PageLink).map((article) => article.PageLink);
}
