import { describe, expect, it } from "vitest";
import { landingPages, landingPath } from "../content/landing-pages.ts";
import { builtPages } from "./built-site.ts";
import {
  formatReport,
  jaccard,
  MAX_SIMILARITY,
  MIN_OWN_WORDS,
  mainText,
  ownWordCount,
  type SimilarityPage,
  shingles,
  similarityReport,
  words,
} from "./similarity.ts";

/** Every town a landing page is about: one placeholder for all of them. */
const cities = [...new Set(landingPages.flatMap((page) => (page.city ? [page.city] : [])))];

describe("the similarity check can fail", () => {
  it("reads the main text only, without its navigation", () => {
    const html =
      "<body><header>Menu</header><main><nav>Accueil</nav><h1>Titre</h1><p>Un<b>e</b> phrase</p><ul><li>a</li><li>b</li></ul></main><footer>Pied</footer></body>";
    expect(words(mainText(html))).toEqual(["titre", "une", "phrase", "a", "b"]);
  });

  it("gives every city the same placeholder, elided forms included", () => {
    expect(
      words("Bilan à Melun, près d’Avon et de Montereau-Fault-Yonne", [
        "Melun",
        "Avon",
        "Montereau-Fault-Yonne",
      ]),
    ).toEqual(["bilan", "à", "{ville}", "près", "de", "{ville}", "et", "de", "{ville}"]);
    // Two pages that differ only by their city are the same page.
    const a = shingles(words("Votre bilan de compétences à Melun avec un consultant", cities));
    const b = shingles(words("Votre bilan de compétences à Provins avec un consultant", cities));
    expect(jaccard(a, b)).toBe(1);
  });

  it("measures shared shingles and own words", () => {
    const a = words("un deux trois quatre cinq six sept huit");
    const b = words("un deux trois quatre cinq neuf dix onze");
    expect(jaccard(shingles(a), shingles(b))).toBeCloseTo(1 / 7);
    expect(ownWordCount(a, [shingles(b)])).toBe(3);
    expect(ownWordCount(a, [shingles(a)])).toBe(0);
  });
});

describe("every indexable landing page is its own", () => {
  const built = builtPages();
  const landingPaths = new Set(landingPages.map((page) => landingPath(page.slug)));
  const toPage = (path: string, html: string): SimilarityPage => {
    const tokens = words(mainText(html), cities);
    return { path, name: path.replace(/^.*\/bilan-de-competence-/, ""), tokens, shingles: shingles(tokens) };
  };
  const indexable = landingPages.filter((page) => !page.noindex);
  const pages = indexable.map((page) => {
    const path = landingPath(page.slug);
    const html = built.find((entry) => entry.path === path)?.html;
    if (!html) throw new Error(`${path} was not built`);
    return toPage(path, html);
  });
  // The rest of the site: a city page's own words appear on no other page at all.
  const others = built
    .filter(
      (entry) => !landingPaths.has(entry.path) || !indexable.some((p) => landingPath(p.slug) === entry.path),
    )
    .map((entry) => toPage(entry.path, entry.html).shingles);
  const report = similarityReport(pages, others);
  console.info(`Landing pages, Jaccard similarity of 5-word shingles:\n${formatReport(pages, report)}`);

  it("has pages to compare", () => {
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) expect(page.tokens.length).toBeGreaterThan(300);
  });

  it(`shares at most ${MAX_SIMILARITY} of its shingles with any other`, () => {
    const tooSimilar = report.pairs.filter((pair) => pair.similarity > MAX_SIMILARITY);
    expect(tooSimilar.map((pair) => `${pair.a} ~ ${pair.b}: ${pair.similarity.toFixed(2)}`)).toEqual([]);
  });

  it(`holds, on a city page, at least ${MIN_OWN_WORDS} words that appear on no other page`, () => {
    const cityPaths = new Set(landingPages.filter((p) => p.kind === "city").map((p) => landingPath(p.slug)));
    const short = report.own.filter((entry) => cityPaths.has(entry.path) && entry.ownWords < MIN_OWN_WORDS);
    expect(short.map((entry) => `${entry.path}: ${entry.ownWords} own words`)).toEqual([]);
  });
});
