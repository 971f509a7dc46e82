/**
 * The visible text of a pre-rendered page, read with htmlparser2: the text
 * nodes of <body> outside scripts, styles and templates, entities decoded,
 * block elements separated. Also the sentences of that text, for the checks
 * that read a page as a visitor would.
 */
import { Parser } from "htmlparser2";

const SKIPPED = new Set(["script", "style", "template", "noscript", "svg"]);
const BLOCKS = new Set([
  "p",
  "li",
  "dt",
  "dd",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "td",
  "th",
  "caption",
  "summary",
  "div",
  "section",
  "figcaption",
  "blockquote",
  "br",
  "a",
  "button",
]);

/** The blocks of visible text of an HTML document (one string per paragraph, list item, cell…). */
export function textBlocks(html: string): string[] {
  const blocks: string[] = [];
  let current = "";
  let inBody = false;
  let skipDepth = 0;
  const flush = () => {
    const text = current.replace(/[ \t\r\n]+/g, " ").trim();
    if (text) blocks.push(text);
    current = "";
  };
  const parser = new Parser(
    {
      onopentag(name) {
        if (name === "body") inBody = true;
        if (SKIPPED.has(name)) skipDepth++;
        if (BLOCKS.has(name)) flush();
      },
      ontext(text) {
        if (inBody && skipDepth === 0) current += text;
      },
      onclosetag(name) {
        if (SKIPPED.has(name)) skipDepth = Math.max(0, skipDepth - 1);
        if (BLOCKS.has(name)) flush();
        if (name === "body") inBody = false;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  flush();
  return blocks;
}

/** The visible text of a page, blocks joined by new lines. */
export function pageText(html: string): string {
  return textBlocks(html).join("\n");
}

/** Splits text into sentences (on . ! ? followed by a space, and on new lines). */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?…])[\s\u00a0\u202f]+(?=[«A-ZÀ-ÖØ-Þ0-9])|\n+/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}
