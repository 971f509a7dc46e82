/**
 * Reading the W3C Nu HTML checker's report (vnu.jar from the vnu-jar package,
 * `--format json`), and the one list of CSS errors it reports that the build
 * checks ignore, each with its reason.
 *
 * The report's format is the checker's documented JSON output
 * (https://github.com/validator/validator/wiki/Output-»-JSON): an object
 * whose `messages` each have a `type` ("error", "info", or
 * "non-document-error" when a file could not be checked at all), the
 * document's `url`, the position (`firstLine` when it differs from
 * `lastLine`, `firstColumn`, `lastColumn`) and the `message`. With
 * `--errors-only` the report holds no "info".
 */
import { fileURLToPath } from "node:url";

export interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  firstLine?: number;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
}

/** The messages of the checker's JSON report; throws on anything else (e.g. its plain-text crash). */
export function parseVnuReport(output: string): VnuMessage[] {
  let report: unknown;
  try {
    report = JSON.parse(output);
  } catch {
    throw new Error(`the HTML checker did not report in JSON:\n${output.slice(0, 2000)}`);
  }
  const messages = (report as { messages?: unknown } | null)?.messages;
  if (!Array.isArray(messages))
    throw new Error(`the HTML checker's report has no messages list: ${output.slice(0, 500)}`);
  return messages.map((entry, index) => {
    if (typeof entry?.type !== "string" || typeof entry.message !== "string") {
      throw new Error(`the HTML checker's message ${index} has no type or text: ${JSON.stringify(entry)}`);
    }
    return entry as VnuMessage;
  });
}

/** A CSS error the build checks ignore: the property it names, what it must say, and why it is ignored. */
export interface IgnoredCss {
  property: string;
  /** "unknown property": « Property “…” doesn't exist »; "parse error": the value did not parse. */
  error: "unknown property" | "parse error";
  /** For a parse error: what the declaration's value must contain. */
  value?: RegExp;
  reason: string;
}

/**
 * The only CSS errors ignored: properties and functions that browsers ship
 * and the stylesheets use, but that the checker's CSS grammar predates.
 * Remove an entry once a vnu-jar update knows it.
 */
export const ignoredCss: readonly IgnoredCss[] = [
  {
    property: "animation-timeline",
    error: "unknown property",
    reason:
      "Scroll-driven Animations: the sticky contact button appears once the page has scrolled most of a screen (app/components/layout/sticky-contact.css), under @supports (animation-timeline: scroll()).",
  },
  {
    property: "animation-range",
    error: "unknown property",
    reason: "Scroll-driven Animations: the scroll range over which that button appears.",
  },
  {
    property: "anchor-name",
    error: "unknown property",
    reason:
      "CSS Anchor Positioning: the navigation bar is the anchor of the phone menu (app/components/layout/site-nav.css).",
  },
  {
    property: "position-anchor",
    error: "unknown property",
    reason:
      "CSS Anchor Positioning: the phone menu, a popover in the top layer, is placed against the navigation bar.",
  },
  {
    property: "top",
    error: "parse error",
    value: /\banchor\(/,
    reason:
      "CSS Anchor Positioning: the phone menu's top is the navigation bar's bottom, calc(anchor(bottom) - 1px); the checker cannot parse anchor().",
  },
];

/** The CSS message's property and kind: « CSS: “top”: Parse Error. » -> top, parse error. */
function cssError(message: string): { property: string; error: IgnoredCss["error"] } | undefined {
  const match = /^CSS: “([^”]+)”: (.*)$/s.exec(message);
  if (!match) return undefined;
  const [, property = "", rest = ""] = match;
  if (rest === `Property “${property}” doesn't exist.`) return { property, error: "unknown property" };
  if (rest === "Parse Error.") return { property, error: "parse error" };
  return undefined;
}

/**
 * The CSS declaration around a message's position in `source` (its last
 * line and column, 1-based, as the checker reports them): from the `{` or
 * `;` before it to the `;` or `}` after it. Inline CSS only: a style element
 * or attribute.
 */
export function declarationAt(source: string, line: number, column: number): string {
  const text = source.split("\n")[line - 1] ?? "";
  const at = Math.min(Math.max(column - 1, 0), text.length);
  const start = Math.max(
    text.lastIndexOf(";", at - 1),
    text.lastIndexOf("{", at - 1),
    text.lastIndexOf('"', at - 1),
  );
  const ends = [";", "}", '"'].map((stop) => text.indexOf(stop, at)).filter((index) => index >= 0);
  const end = ends.length > 0 ? Math.min(...ends) : text.length;
  return text.slice(start + 1, end).trim();
}

/**
 * The ignore-list entry a message matches, if any. `sourceOf` reads a
 * checked file (by the report's url) for the entries that look at the value.
 */
export function ignoredBy(
  message: VnuMessage,
  sourceOf: (url: string) => string,
  list: readonly IgnoredCss[] = ignoredCss,
): IgnoredCss | undefined {
  if (message.type !== "error") return undefined;
  const css = cssError(message.message);
  if (!css) return undefined;
  return list.find((entry) => {
    if (entry.property !== css.property || entry.error !== css.error) return false;
    if (!entry.value) return true;
    if (!message.url || message.lastLine === undefined || message.lastColumn === undefined) return false;
    const declaration = declarationAt(sourceOf(message.url), message.lastLine, message.lastColumn);
    return declaration.startsWith(`${css.property}:`) && entry.value.test(declaration);
  });
}

/** The checked file's path, from the report's `file:` URL. */
export function fileOf(url: string): string {
  return url.startsWith("file:") ? fileURLToPath(url) : url;
}

/** « about/index.html:12.40: Duplicate ID “contenu”. » (the path relative to `root`). */
export function describeMessage(message: VnuMessage, relative: (file: string) => string): string {
  const where = message.url ? relative(fileOf(message.url)) : "(no file)";
  const line = message.lastLine === undefined ? "" : `:${message.lastLine}.${message.lastColumn ?? 0}`;
  const kind =
    message.type === "error" ? "" : `${message.type}${message.subType ? ` (${message.subType})` : ""}: `;
  return `${where}${line}: ${kind}${message.message}`;
}
