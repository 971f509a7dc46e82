/** Reading the blog articles: build time only (the blog and article routes' loaders). */
import { marked } from "marked";
import { type Article, loadArticles } from "../../content/blog/articles";
import { normalizePath } from "./meta";

/** What a card or a link to an article needs. */
export type ArticleCard = Omit<Article, "body" | "file" | "author">;

const toCard = ({ body: _body, file: _file, author: _author, ...card }: Article): ArticleCard => card;

/** The articles that have a page, newest first (the one without a link stays hidden). */
export function articleCards(articles = loadArticles()): ArticleCard[] {
  return articles.filter((article) => article.PageLink).map(toCard);
}

/** The article a path shows, whether its apostrophe comes encoded or not. */
export function articleForPath(pathname: string, articles = loadArticles()): Article {
  let path = normalizePath(pathname);
  try {
    path = decodeURIComponent(path);
  } catch {
    // Keep the raw path: it then matches no article.
  }
  const article = articles.find((row) => row.PageLink === path);
  if (!article) throw new Error(`No article for ${pathname}`);
  return article;
}

/** Up to `max` other linked articles, those sharing a category first, newest first within each group. */
export function relatedArticles(article: Article, max = 3, articles = loadArticles()): ArticleCard[] {
  const others = articles.filter((row) => row.PageLink && row.PageLink !== article.PageLink);
  const shares = (row: Article) => row.categorie.some((label) => article.categorie.includes(label));
  return [...others.filter(shares), ...others.filter((row) => !shares(row))].slice(0, max).map(toCard);
}

/** The words of a Markdown text, markup left out. */
export function wordCount(markdown: string): number {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[#*_>`|-]/g, " ")
    .split(/\s+/)
    .filter((word) => /\p{L}/u.test(word)).length;
}

/** Minutes to read, at 200 words a minute, at least 1. */
export function readingMinutes(markdown: string): number {
  return Math.max(1, Math.round(wordCount(markdown) / 200));
}

/** The article's HTML (its sources are the firm's own files, written without raw HTML). */
export function articleHtml(markdown: string): string {
  const tokens = marked.lexer(markdown);
  const html = tokens.find((token) => token.type === "html");
  if (html) throw new Error(`Raw HTML is not allowed in an article: ${html.raw.slice(0, 60)}`);
  return marked.parser(tokens);
}
