/** Reading the blog articles: build time only (the blog and article routes' loaders). */
import { Marked, type Token } from "marked";
import { type Article, loadArticles } from "../../content/blog/articles.ts";
import { type ArticlePicture, readPicture } from "../../content/blog/pictures.ts";
import { frenchTypography } from "../../content/format.ts";
import { isSafeUrl, lexSafeMarkdown, type MarkdownOrigin } from "../../content/lib/safe-markdown.ts";
import { pageForPath } from "./page-for-path.ts";

/** An article as a page shows it: its picture's addresses and size read from the file. */
export type ShownArticle = Omit<Article, "body" | "file" | "origin" | "picture"> & {
  picture: ArticlePicture;
};

/** What a card on the blog index needs. */
export type ArticleCard = Omit<ShownArticle, "author">;

/** What a link to an article needs (« À lire aussi »). */
export type ArticleLink = Pick<Article, "PageLink" | "title" | "description">;

/** The article without its text, its picture described. */
export async function showArticle({
  body: _body,
  file: _file,
  origin: _origin,
  picture,
  ...article
}: Article): Promise<ShownArticle> {
  return { ...article, picture: await readPicture(picture) };
}

/** The articles that have a page, newest first (the one without a link stays hidden). */
export async function articleCards(articles = loadArticles()): Promise<ArticleCard[]> {
  const linked = articles.filter((article) => article.PageLink);
  return Promise.all(
    linked.map(async (article) => {
      const { author: _author, ...card } = await showArticle(article);
      return card;
    }),
  );
}

/** The article a path shows, whether its apostrophe comes encoded or not. */
export function articleForPath(pathname: string, articles = loadArticles()): Article {
  return pageForPath(articles, (article) => article.PageLink, pathname, "article");
}

/** Up to `max` other linked articles, those sharing a category first, newest first within each group. */
export function relatedArticles(article: Article, max = 3, articles = loadArticles()): ArticleLink[] {
  const others = articles.filter((row) => row.PageLink && row.PageLink !== article.PageLink);
  const shares = (row: Article) => row.categorie.some((label) => article.categorie.includes(label));
  return [...others.filter(shares), ...others.filter((row) => !shares(row))]
    .slice(0, max)
    .map(({ PageLink, title, description }) => ({ PageLink, title, description }));
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

/**
 * French typography for one run of text, which may start right after a link
 * or an emphasis (« [Contactez-nous](/contact) : nous… »): a run that starts
 * with a space is typeset with a letter before it, so the space before its
 * colon or closing guillemet becomes a no-break one too.
 */
function typesetRun(text: string): string {
  return /^\s/.test(text) ? frenchTypography(`a${text}`).slice(1) : frenchTypography(text);
}

/**
 * Applies French typography to the text of the tokens, in place: plain text
 * only, never a link's address, code, or the text of a bare address
 * (« https://vae.gouv.fr » written in the article).
 */
function typesetTokens(tokens: Token[]): void {
  for (const token of tokens) {
    if (token.type === "code" || token.type === "codespan") continue;
    if (token.type === "link" && token.text === token.href) continue;
    if (token.type === "text" && !("tokens" in token && token.tokens?.length))
      token.text = typesetRun(token.text);
    if ("tokens" in token && token.tokens) typesetTokens(token.tokens);
    if (token.type === "list") for (const item of token.items) typesetTokens(item.tokens);
    if (token.type === "table") {
      for (const cell of [...token.header, ...token.rows.flat()]) typesetTokens(cell.tokens);
    }
  }
}

/**
 * The renderer of the articles: marked's, but for raw HTML, which it never
 * writes (the only HTML the site's Markdown rule lets through is a note for
 * the editors), and addresses, which it checks again as it writes them.
 */
const articleMarked = new Marked({
  renderer: {
    html: () => "",
    link(token) {
      if (!isSafeUrl(token.href)) throw new Error(`unsafe link address in an article: ${token.href}`);
      return false;
    },
    image(token) {
      if (!isSafeUrl(token.href)) throw new Error(`unsafe image address in an article: ${token.href}`);
      return false;
    },
  },
});

/**
 * The article's HTML, typeset. Its text is lexed by the site's Markdown rule
 * (content/lib/safe-markdown.ts): raw HTML or an address that could run a
 * script stops the build, naming `from`'s file and the line.
 */
export function articleHtml(markdown: string, from: MarkdownOrigin): string {
  const tokens = lexSafeMarkdown(markdown, from);
  typesetTokens(tokens);
  return articleMarked.parser(tokens);
}
