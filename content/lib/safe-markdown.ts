/**
 * The one rule every Markdown of the site obeys, whatever renders it (the
 * articles, the legal and information pages, the FAQ, the documents' source
 * texts, a record's Markdown field): nothing in it can become a script.
 *
 * - No raw HTML at any depth: a tag in a paragraph, a list item, a
 *   blockquote, an emphasis, a table cell or a link's text is refused. The
 *   only HTML allowed is a note for the editors: one comment `<!-- … -->`
 *   alone between blank lines, which no renderer shows.
 * - A link's or an image's address is a path of the site (`/contact`,
 *   `#section`, `?question`, `page`), `https://…` or `http://…`, `mailto:…`
 *   or `tel:…`; a renderer may resolve its own pseudo-schemes first
 *   (`document:`, `regle:` on the legal pages). Anything else
 *   (`javascript:`, `data:`, `vbscript:`…) is refused, however it is
 *   written: the address is read as a browser reads it (character
 *   references decoded as in an attribute, then the WHATWG URL parser,
 *   which drops tabs, line breaks and leading control characters and
 *   ignores case).
 *
 * A problem stops the build with the file and the line, in French, as the
 * other content errors (content/lib/collection.ts).
 */
import { decodeHTMLAttribute } from "entities";
import { Lexer, type Token, type TokensList } from "marked";
import { DataFileError } from "../../shared/yaml-data.ts";

/** Where a Markdown text comes from, for the messages. */
export interface MarkdownOrigin {
  /** The file, as messages name it (content/blog/trouver-sa-voie.md). */
  source: string;
  /** The line of the file where the text starts. */
  firstLine: number;
}

export interface MarkdownRules {
  /** GitHub-flavoured Markdown (tables, bare addresses): marked's default, true. */
  gfm?: boolean;
  /** Pseudo-schemes the caller resolves to an address itself, e.g. "document:" (lower case, with the colon). */
  schemes?: readonly string[];
}

/** One thing the rule refuses, at a line counted from the text's first (1). */
export interface MarkdownProblem {
  line: number;
  message: string;
}

/** The schemes an address may have once a browser has read it. */
const ALLOWED_PROTOCOLS = new Set(["http:", "https:", "mailto:", "tel:"]);

/** A base that only a relative address resolves against (never written out). */
const RELATIVE_BASE = "https://relative.invalid/";

/** A comment alone, nothing before or after it: `<!-- note -->`. */
const EDITOR_NOTE = /^<!--(?:(?!-->)[\s\S])*-->\s*$/;

/**
 * True when a browser would follow `href`, as written in an `href` or `src`
 * attribute, with one of the allowed schemes (relative addresses resolve to
 * the page's own, https:). Character references are decoded first, as the
 * HTML parser does in an attribute; the URL parser then strips what a
 * browser strips (tabs, line breaks, leading and trailing C0 controls and
 * spaces) and lowers the scheme.
 */
export function isSafeUrl(href: string, schemes: readonly string[] = []): boolean {
  const decoded = decodeHTMLAttribute(href);
  let url: URL;
  try {
    url = new URL(decoded, RELATIVE_BASE);
  } catch {
    return false;
  }
  if (ALLOWED_PROTOCOLS.has(url.protocol)) return true;
  return schemes.includes(url.protocol) && decoded.trim().toLowerCase().startsWith(url.protocol);
}

function newlines(text: string): number {
  return text.split("\n").length - 1;
}

/** The tokens inside a token: its inline or block tokens, a list's items, a table's cells. */
function childrenOf(token: Token): Token[] {
  const children: Token[] = [];
  if ("tokens" in token && Array.isArray(token.tokens)) children.push(...token.tokens);
  if (token.type === "list") children.push(...token.items);
  if (token.type === "table") {
    for (const cell of [...token.header, ...token.rows.flat()]) children.push(...cell.tokens);
  }
  return children;
}

const shorten = (text: string) => {
  const line = text.trim().replace(/\s+/g, " ");
  return line.length > 60 ? `${line.slice(0, 59)}…` : line;
};

/**
 * Every problem of a lexed Markdown text (marked's tokens, in document
 * order), each at its line counted from the text's first (1).
 */
function markdownTokenProblems(tokens: readonly Token[], rules: MarkdownRules = {}): MarkdownProblem[] {
  const problems: MarkdownProblem[] = [];
  let line = 1;
  for (const top of tokens) {
    // A nested token's line: where its first line of source sits in its
    // top-level block, searched from the previous token's place on.
    let cursor = 0;
    const lineOf = (token: Token) => {
      const first = token.raw.split("\n")[0] ?? "";
      const at = first ? top.raw.indexOf(first, cursor) : -1;
      if (at < 0) return line + newlines(top.raw.slice(0, cursor));
      cursor = at;
      return line + newlines(top.raw.slice(0, at));
    };
    const visit = (token: Token, depth: number) => {
      const at = depth === 0 ? line : lineOf(token);
      if (token.type === "html") {
        if (!(depth === 0 && EDITOR_NOTE.test(token.raw))) {
          problems.push({
            line: at,
            message: `« ${shorten(token.raw)} » : le HTML n’est pas permis dans le texte (écrivez du Markdown ; seul un commentaire « <!-- … --> » seul entre deux lignes vides est permis, pour les rédacteurs)`,
          });
        }
      } else if (token.type === "link" || token.type === "image" || token.type === "def") {
        if (!isSafeUrl(token.href, rules.schemes)) {
          problems.push({
            line: at,
            message: `l’adresse « ${shorten(token.href)} » n’est pas permise : seulement un chemin du site (/contact, #section), https://…, http://…, mailto:… ou tel:…`,
          });
        }
      }
      for (const child of childrenOf(token)) visit(child, depth + 1);
    };
    visit(top, 0);
    line += newlines(top.raw);
  }
  return problems;
}

/** Every problem of a Markdown text, lexed as the renderers lex it. */
export function markdownProblems(markdown: string, rules: MarkdownRules = {}): MarkdownProblem[] {
  return markdownTokenProblems(new Lexer({ gfm: rules.gfm ?? true }).lex(markdown), rules);
}

/**
 * A Markdown text's tokens (marked's lexer), once the rule holds; otherwise
 * a content error naming the file and the line of each problem:
 * « content/blog/x.md, ligne 12 : « <script> » : le HTML n’est pas permis… ».
 * Every renderer of the site's Markdown lexes through here.
 */
export function lexSafeMarkdown(
  markdown: string,
  from: MarkdownOrigin,
  rules: MarkdownRules = {},
): TokensList {
  const tokens = new Lexer({ gfm: rules.gfm ?? true }).lex(markdown);
  const problems = markdownTokenProblems(tokens, rules);
  if (problems.length > 0) {
    throw new DataFileError(
      problems
        .map((problem) => `${from.source}, ligne ${from.firstLine + problem.line - 1} : ${problem.message}`)
        .join("\n"),
    );
  }
  return tokens;
}

/** Stops the build, naming the file and the line, when a Markdown text breaks the rule. */
export function checkMarkdown(markdown: string, from: MarkdownOrigin, rules: MarkdownRules = {}): void {
  lexSafeMarkdown(markdown, from, rules);
}
