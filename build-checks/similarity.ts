/**
 * How much of a landing page is its own (issue 14): the main text of a page,
 * cut into 5-word shingles, compared page with page by Jaccard similarity,
 * and the words of a page that no other page shares.
 *
 * - The main text is the text of <main>, navigation landmarks (<nav>: the
 *   breadcrumb, the related-pages links) left out: they are links, not text.
 * - Words are lower-cased; every city name a landing page is about becomes
 *   one placeholder, so that a page cannot look distinct by its city alone
 *   (« à Melun » and « à Provins » are the same words).
 */
import { Parser } from "htmlparser2";

/** Shingle length, in words. */
const SHINGLE_WORDS = 5;
/** The most two indexable landing pages may share (Jaccard of their shingles). */
export const MAX_SIMILARITY = 0.35;
/** The fewest words a city page must hold that appear on no other page. */
export const MIN_OWN_WORDS = 600;

const SKIPPED = new Set(["script", "style", "template", "noscript", "svg", "nav"]);
/** Elements inside a line of text: they do not separate words (« Un<b>e</b> » is one word). */
const INLINE = new Set([
  "a",
  "abbr",
  "b",
  "bdi",
  "cite",
  "code",
  "em",
  "i",
  "mark",
  "q",
  "s",
  "small",
  "span",
  "strong",
  "sub",
  "sup",
  "time",
  "u",
]);

/** The text of a document's <main>, without its navigation landmarks. */
export function mainText(html: string): string {
  const parts: string[] = [];
  let mainDepth = 0;
  let skipDepth = 0;
  const parser = new Parser(
    {
      onopentag(name) {
        if (name === "main") mainDepth++;
        if (SKIPPED.has(name)) skipDepth++;
        // A block boundary separates words: « <li>a</li><li>b</li> » is two words.
        if (!INLINE.has(name)) parts.push(" ");
      },
      ontext(text) {
        if (mainDepth > 0 && skipDepth === 0) parts.push(text);
      },
      onclosetag(name) {
        if (SKIPPED.has(name)) skipDepth = Math.max(0, skipDepth - 1);
        if (name === "main") mainDepth = Math.max(0, mainDepth - 1);
        if (!INLINE.has(name)) parts.push(" ");
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return parts.join("");
}

const CITY_PLACEHOLDER = "{ville}";

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * The words of a text, lower-cased, with every given city name replaced by
 * one placeholder (the longest names first, so that « Fontainebleau-Avon »
 * is one city, and « d’Avon » reads « de {ville} »).
 */
export function words(text: string, cities: readonly string[] = []): string[] {
  let normalised = text.toLowerCase().normalize("NFC");
  const names = [...new Set(cities.map((city) => city.toLowerCase()))].sort((a, b) => b.length - a.length);
  if (names.length > 0) {
    const pattern = new RegExp(
      `(?<![\\p{L}\\p{N}-])(?:(d|l)['’])?(?:${names.map(escapeRegExp).join("|")})(?![\\p{L}\\p{N}])`,
      "gu",
    );
    normalised = normalised.replace(pattern, (_match, elided: string | undefined) =>
      elided ? `${elided === "d" ? "de" : "le"} ${CITY_PLACEHOLDER}` : CITY_PLACEHOLDER,
    );
  }
  return normalised.match(/\{ville\}|[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? [];
}

/** The shingles of a list of words: every run of `size` consecutive words. */
export function shingles(tokens: readonly string[], size = SHINGLE_WORDS): Set<string> {
  const result = new Set<string>();
  for (let i = 0; i + size <= tokens.length; i++) result.add(tokens.slice(i, i + size).join(" "));
  return result;
}

/** |A ∩ B| / |A ∪ B|; 0 for two empty sets. */
export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let shared = 0;
  for (const item of small) if (large.has(item)) shared++;
  const union = a.size + b.size - shared;
  return union === 0 ? 0 : shared / union;
}

/**
 * The words of a page that appear on no other page: those covered by no
 * shingle that another page also has. A word inside a shared 5-word run is
 * not the page's own, even if the rest of its sentence is.
 */
export function ownWordCount(
  tokens: readonly string[],
  others: readonly ReadonlySet<string>[],
  size = SHINGLE_WORDS,
): number {
  const shared = new Array<boolean>(tokens.length).fill(false);
  for (let i = 0; i + size <= tokens.length; i++) {
    const shingle = tokens.slice(i, i + size).join(" ");
    if (others.some((other) => other.has(shingle))) shared.fill(true, i, i + size);
  }
  return shared.filter((isShared) => !isShared).length;
}

export interface SimilarityPage {
  path: string;
  /** Short name in the table's header. */
  name: string;
  tokens: string[];
  shingles: Set<string>;
}

export interface SimilarityReport {
  pairs: { a: string; b: string; similarity: number }[];
  own: { path: string; words: number; ownWords: number }[];
}

/** Every pair's similarity, and each page's own words against `others` too (the rest of the site). */
export function similarityReport(
  pages: readonly SimilarityPage[],
  otherShingles: readonly ReadonlySet<string>[],
): SimilarityReport {
  const pairs: SimilarityReport["pairs"] = [];
  for (let i = 0; i < pages.length; i++) {
    for (let j = i + 1; j < pages.length; j++) {
      const a = pages[i] as SimilarityPage;
      const b = pages[j] as SimilarityPage;
      pairs.push({ a: a.path, b: b.path, similarity: jaccard(a.shingles, b.shingles) });
    }
  }
  const own = pages.map((page) => ({
    path: page.path,
    words: page.tokens.length,
    ownWords: ownWordCount(page.tokens, [
      ...pages.filter((other) => other !== page).map((other) => other.shingles),
      ...otherShingles,
    ]),
  }));
  return { pairs, own };
}

/** The report as a Markdown table: one row and one column per page, then the words of each page. */
export function formatReport(pages: readonly SimilarityPage[], report: SimilarityReport): string {
  const value = (a: string, b: string) => {
    if (a === b) return "—";
    const pair = report.pairs.find((p) => (p.a === a && p.b === b) || (p.a === b && p.b === a));
    return pair ? pair.similarity.toFixed(2) : "";
  };
  const lines = [
    `| | ${pages.map((page) => page.name).join(" | ")} |`,
    `|---|${pages.map(() => "---:").join("|")}|`,
    ...pages.map((row) => `| ${row.name} | ${pages.map((col) => value(row.path, col.path)).join(" | ")} |`),
    "",
    "| page | words | own words |",
    "|---|---:|---:|",
    ...report.own.map((entry) => {
      const name = pages.find((page) => page.path === entry.path)?.name ?? entry.path;
      return `| ${name} | ${entry.words} | ${entry.ownWords} |`;
    }),
  ];
  return lines.join("\n");
}
