/**
 * Finding elements in an HTML page with a real HTML parser (htmlparser2),
 * keeping where each one sits in the source, and editing the page by
 * replacing those sources only. The build steps (scripts/pipeline/) and the
 * relay's pages (server/relay/html.ts) leave every other byte as it was
 * written; a parse-and-serialize round trip would rewrite quotes, void tags
 * and entities.
 */
import { Parser } from "htmlparser2";

/** An element of a page and where its source lies. */
export interface SourceElement {
  /** Its tag name, in lower case. */
  name: string;
  /** Its attributes: names in lower case, values with their character references decoded. */
  attributes: Record<string, string>;
  /** Offset of the "<" that opens its start tag. */
  start: number;
  /** Offset just past its end tag (past its start tag when it has none: a void element). */
  end: number;
  /** Its content's source as written, undefined for a void element; a script's text is never decoded. */
  content: string | undefined;
}

interface OpenElement {
  name: string;
  attributes: Record<string, string>;
  start: number;
  contentStart: number;
}

/**
 * The elements named `names` of a page, in document order (by start tag).
 * Script and style content is raw text for the parser, as for a browser: a
 * "<p>" inside a script is not an element.
 */
export function findElements(html: string, names: readonly string[]): SourceElement[] {
  const wanted = new Set(names);
  const stack: OpenElement[] = [];
  const found: SourceElement[] = [];
  const parser = new Parser({
    onopentag(name, attributes) {
      // The tag's "<": the parser's start index can sit just before it after an
      // irregular end tag ("</script >"), never after it.
      const start = html.indexOf("<", parser.startIndex);
      stack.push({ name, attributes, start, contentStart: parser.endIndex + 1 });
    },
    onclosetag(name, isImplied) {
      const index = stack.findLastIndex((element) => element.name === name);
      if (index < 0) return;
      const [element] = stack.splice(index);
      if (!element || !wanted.has(name)) return;
      // An implied end (a void element, or one the document never closes)
      // ends where its start tag or the parser's position does.
      const end = isImplied
        ? Math.max(element.contentStart, parser.startIndex)
        : html.indexOf(">", parser.endIndex) + 1;
      const content =
        isImplied && end === element.contentStart
          ? undefined
          : html.slice(element.contentStart, isImplied ? end : parser.startIndex);
      found.push({ name, attributes: element.attributes, start: element.start, end, content });
    },
  });
  parser.end(html);
  return found.sort((a, b) => a.start - b.start);
}

/** A piece of a page's source to put in place of `start`…`end`. */
export interface SourceEdit {
  start: number;
  end: number;
  text: string;
}

/** The page with each edit applied; the edits must not overlap. */
export function applyEdits(html: string, edits: readonly SourceEdit[]): string {
  const ordered = [...edits].sort((a, b) => a.start - b.start);
  let result = "";
  let position = 0;
  for (const edit of ordered) {
    if (edit.start < position) throw new Error("applyEdits: overlapping edits");
    result += html.slice(position, edit.start) + edit.text;
    position = edit.end;
  }
  return result + html.slice(position);
}
