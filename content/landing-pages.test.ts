import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { landingFaqBlock } from "../app/lib/faq.server.ts";
import { withCity } from "../app/lib/faq.ts";
import { bilanCosts } from "./bilan-costs.ts";
import { bilanClaims, bilanFacts } from "./bilan-facts.ts";
import { durationText, type FundingRoute, fundingOptions } from "./bilan-pricing.ts";
import { DEFAULT_FAQ_CITY, FAQ_TAGS } from "./faq.ts";
import { elidedDe, formatEuros, frenchTypography } from "./format.ts";
import { counters } from "./key-numbers.ts";
import {
  type LandingPage,
  landingCommon,
  landingPages,
  landingPath,
  readLandingPages,
} from "./landing-pages.ts";
import { contentDir } from "./lib/collection.ts";
import { pageLabels } from "./pages.ts";
import { decree2017, regulation } from "./regulation.ts";

/** The landing pages of spec section 2, in its order, slugs exactly as written there. */
const SPEC_SLUGS = [
  "Landing-Page",
  "bilan-de-competence-avon",
  "bilan-de-competence-CPF",
  "bilan-de-competence-Apec",
  "bilan-de-competence-melun",
  "bilan-de-competence-provins",
  "bilan-de-competence-en-ligne",
  "bilan-de-competence-reconversion",
  "bilan-de-competence-fontainebleau",
  "bilan-de-competence-montereau-fault-yonne",
];

const CITY_SLUGS: Record<string, string> = {
  "bilan-de-competence-avon": "Avon",
  "bilan-de-competence-melun": "Melun",
  "bilan-de-competence-provins": "Provins",
  "bilan-de-competence-fontainebleau": "Fontainebleau",
  "bilan-de-competence-montereau-fault-yonne": "Montereau-Fault-Yonne",
};

const TOPIC_SLUGS = [
  "bilan-de-competence-CPF",
  "bilan-de-competence-Apec",
  "bilan-de-competence-en-ligne",
  "bilan-de-competence-reconversion",
];

/** The values that occur more than once. */
function duplicates(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const value of values) {
    if (seen.has(value)) repeated.add(value);
    seen.add(value);
  }
  return [...repeated];
}

const rows = landingPages.map((page) => [page.slug, page] as const);

describe("the landing-page table", () => {
  it("holds the spec's ten slugs, each once", () => {
    expect(landingPages.map((page) => page.slug)).toEqual(expect.arrayContaining(SPEC_SLUGS));
    expect(duplicates(landingPages.map((page) => page.slug))).toEqual([]);
  });

  it("builds the page path from a slug", () => {
    expect(landingPath("bilan-de-competence-melun")).toBe("/bilan-de-competence/bilan-de-competence-melun");
    expect(landingPath("Landing-Page")).toBe("/bilan-de-competence/Landing-Page");
  });

  it("gives the spec's rows the kind their slug calls for", () => {
    for (const page of landingPages) {
      if (page.slug === "Landing-Page") expect(page.kind).toBe("ad");
      if (page.slug in CITY_SLUGS) expect(page.kind, page.slug).toBe("city");
      if (TOPIC_SLUGS.includes(page.slug)) expect(page.kind, page.slug).toBe("topic");
    }
  });

  it("keeps only the ad page out of search engines", () => {
    expect(landingPages.filter((page) => page.noindex).map((page) => page.slug)).toEqual(["Landing-Page"]);
  });
});

describe.each(rows)("%s", (slug, page: LandingPage) => {
  it("uses the label of content/pages.ts", () => {
    expect(pageLabels[landingPath(slug)]).toBeDefined();
    expect(page.label).toBe(pageLabels[landingPath(slug)]);
  });

  it("has a title of at most 45 characters and a description of 120 to 155", () => {
    expect(page.title.length).toBeGreaterThan(0);
    expect(page.title.length).toBeLessThanOrEqual(45);
    expect(page.description.length).toBeGreaterThanOrEqual(120);
    expect(page.description.length).toBeLessThanOrEqual(155);
  });

  it("has a heading more explicit than its title", () => {
    expect(page.heading.length).toBeGreaterThan(page.title.length);
  });

  it("has intro paragraphs, videos and an ISO date", () => {
    expect(page.intro.length).toBeGreaterThan(0);
    expect(page.videos.length).toBeGreaterThan(0);
    for (const video of page.videos) {
      expect(video.youtubeId).toMatch(/^[A-Za-z0-9_-]{11}$/);
      expect(video.title.length).toBeGreaterThan(0);
    }
    expect(page.lastModified).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number.isNaN(Date.parse(page.lastModified))).toBe(false);
  });

  it("has an FAQ block with known tags and its own heading", () => {
    const tags = typeof page.faq.tag === "string" ? [page.faq.tag] : page.faq.tag;
    expect(tags.length).toBeGreaterThan(0);
    for (const tag of tags) expect(FAQ_TAGS).toContain(tag);
    expect(page.faq.mainTitleFaq?.length ?? 0).toBeGreaterThan(0);
  });

  it("is complete for its kind", () => {
    if (page.kind === "city") {
      // The spec's cities keep their town; a city the firm adds names its own.
      if (CITY_SLUGS[slug]) expect(page.city).toBe(CITY_SLUGS[slug]);
      expect(page.city).toBeDefined();
      expect(page.title).toContain(page.city);
      expect(page.sections).toBeUndefined();
      expect(page.ownFaq).toBeUndefined();
      // The town's own content is checked in content/landing-cities.test.ts.
      expect(page.local).toBeDefined();
    } else {
      expect(page.local).toBeUndefined();
      // Topic pages are about no town: their questions name none.
      expect(page.city).toBeUndefined();
      const sections = page.sections ?? [];
      expect(sections.length).toBeGreaterThan(0);
      for (const section of sections) {
        expect(section.title.length).toBeGreaterThan(0);
        expect(section.paragraphs.length).toBeGreaterThan(0);
      }
      if (page.kind === "topic") expect(page.ownFaq?.length ?? 0).toBeGreaterThan(0);
    }
  });
});

describe("uniqueness across rows (no doorway pages)", () => {
  it("gives every row its own title, description and heading", () => {
    expect(duplicates(landingPages.map((page) => page.title))).toEqual([]);
    expect(duplicates(landingPages.map((page) => page.description))).toEqual([]);
    expect(duplicates(landingPages.map((page) => page.heading))).toEqual([]);
    expect(duplicates(landingPages.map((page) => page.faq.mainTitleFaq ?? ""))).toEqual([]);
  });

  it("shares no paragraph between rows", () => {
    const paragraphs = landingPages.flatMap((page) => [
      ...page.intro,
      ...(page.sections ?? []).flatMap((section) => section.paragraphs),
      ...(page.local ? [...page.local.venue.paragraphs, ...page.local.market.paragraphs] : []),
      ...(page.local?.reconversions.items.map((item) => item.text) ?? []),
      ...[...(page.local?.faq ?? []), ...(page.ownFaq ?? [])].flatMap((entry) => entry.answer),
    ]);
    expect(duplicates(paragraphs)).toEqual([]);
  });
});

describe("the copy shared by all landing pages", () => {
  it("has a label for each of its buttons", () => {
    for (const [button, label] of Object.entries(landingCommon.buttons))
      expect(label.trim(), button).not.toBe("");
  });

  it("lists exactly the funding routes of bilanFacts", () => {
    expect(landingCommon.funding.routes.map((route) => route.name)).toEqual([...bilanFacts.funding]);
  });

  it("tells the phases of the assessment", () => {
    expect(landingCommon.steps.items.map((item) => item.title)).toEqual([...bilanFacts.phases]);
  });

  it("has the reasons, the company-creation link label and the decree sentence", () => {
    expect(landingCommon.reasons.items.length).toBeGreaterThan(0);
    expect(landingCommon.reasons.companyCreation.linkLabel.length).toBeGreaterThan(0);
    expect(landingCommon.decree.text).toContain(String(decree2017.title.match(/\d{4}-\d+/)));
    expect(landingCommon.whoCan.audiences.length).toBeGreaterThan(0);
  });

  it("writes no link address in the copy (links are given apart, as a contact's or a source's url)", () => {
    const copy = landingPages.map((page) => ({
      ...page,
      local: page.local && {
        ...page.local,
        contacts: {
          ...page.local.contacts,
          items: page.local.contacts.items.map(({ url: _, ...item }) => item),
        },
        sources: [],
      },
    }));
    const text = JSON.stringify([landingCommon, copy]);
    expect(text).not.toMatch(/https?:/);
  });
});

/** Every string of a data value. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

/** The text a landing page shows: its row, the shared copy and cost block, its FAQ, all with its city placed. */
function pageText(page: LandingPage): string {
  const city = page.city ?? DEFAULT_FAQ_CITY;
  return [
    ...strings({ ...page, local: page.local && { ...page.local, sources: [] } }),
    `${landingCommon.local.nearbyTowns} ${elidedDe(city)}`,
    ...strings([landingCommon, bilanCosts]),
    ...strings(
      landingFaqBlock({ own: page.local?.faq ?? page.ownFaq ?? [], tag: page.faq.tag, ville: page.city })
        .items,
    ),
  ]
    .map((text) => withCity(text, city))
    .join("\n");
}

describe.each(rows)("%s says only what is true in 2026", (_slug, page: LandingPage) => {
  const text = pageText(page);

  it("never presents 24 hours as a fixed or legal duration", () => {
    expect(text).not.toMatch(/durée légale de 24|même durée légale|le bilan dure 24|dure 24 h/i);
  });

  it("states the CPF cap and the participation wherever it speaks of the CPF", () => {
    if (!/CPF|compte personnel de formation/.test(text)) return;
    expect(text).toContain(formatEuros(regulation.cpfBilanCap.value));
    expect(text).toContain(formatEuros(regulation.cpfParticipation.value.amount));
  });

  it("never tells a public-sector agent the CPF needs no agreement", () => {
    expect(text).not.toMatch(/sans que votre employeur en soit informé/);
    for (const sentence of text.split(/(?<=[.;])\s/)) {
      if (/sans (?:demander )?l’accord de votre employeur|pas à demander l’accord/.test(sentence)) {
        expect(sentence, sentence).toMatch(/secteur privé/);
      }
    }
  });

  it("elides « de » before a vowel and writes the French terms right", () => {
    expect(text).not.toMatch(/\bde (?:Avon|[AEIOUÉ]\w)/);
    expect(text).not.toMatch(/\(PMSM\)|entretien d’informations|nos psychologues|accompagnons des bilans/);
    expect(text).not.toMatch(/connaissent une évolution professionnelle/);
  });

  it("was last changed on or after the 2026 rules", () => {
    expect(page.lastModified >= "2026-11-23").toBe(true);
  });
});

describe("the facts the landing pages share", () => {
  it("give the duration of both formulas", () => {
    const text = strings([landingCommon, bilanCosts]).join("\n");
    for (const formula of ["classic", "flash"] as const) {
      expect(text).toContain(frenchTypography(durationText(formula)));
    }
  });

  it("count the people supported as the key-numbers counter does", () => {
    expect(counters.find((counter) => counter.id === "personnes")?.to).toBe(bilanClaims.peopleSupported);
  });

  it("say « d’Avon », « de Melun »", () => {
    expect(elidedDe("Avon")).toBe("d’Avon");
    expect(withCity("Je veux me reconvertir près de {ville}", "Avon")).toBe(
      "Je veux me reconvertir près d’Avon",
    );
    expect(withCity("Je veux me reconvertir près de {ville}", "Melun")).toBe(
      "Je veux me reconvertir près de Melun",
    );
  });
});

describe("the CPF page and the pricing", () => {
  /** The CPF page's questions that say a route leaves nothing to pay, and that route. */
  const nothingToPay: Record<string, FundingRoute> = {
    "cpf-demandeur-emploi-reste-a-charge": "cpf-job-seeker",
    "cpf-complement-employeur": "cpf-employer-top-up",
  };

  it("says a route leaves nothing to pay only while the pricing says so", () => {
    const cpf = landingPages.find((page) => page.slug === "bilan-de-competence-CPF");
    for (const entry of cpf?.ownFaq ?? []) {
      if (!/rien à payer/.test(entry.answer.join(" "))) continue;
      const route = nothingToPay[entry.id];
      expect(route, `${entry.id}: which funding route does it speak of?`).toBeDefined();
      const option = fundingOptions("classic").find((candidate) => candidate.route === route);
      expect(option?.visitorPays, `${entry.id} (content/topics/cpf.yaml)`).toBe(0);
    }
  });
});

describe("the files of the landing pages", () => {
  afterEach(() => vi.unstubAllEnvs());

  /** A copy of content/ to change, read in place of the real one. */
  function contentCopy(): string {
    const root = mkdtempSync(path.join(tmpdir(), "landing-"));
    const copy = path.join(root, "content");
    cpSync(contentDir(), copy, { recursive: true });
    vi.stubEnv("CONTENT_DIR", copy);
    return copy;
  }

  it("are read again to the same pages", () => {
    contentCopy();
    expect(readLandingPages()).toEqual(landingPages);
  });

  it("take a new page from one new file, placed by its order; a copy's footer place shared, listed by label", () => {
    const copy = contentCopy();
    const melun = readFileSync(path.join(copy, "cities", "melun.yaml"), "utf8");
    writeFileSync(
      path.join(copy, "cities", "vaux-le-penil.yaml"),
      melun
        .replace("slug: bilan-de-competence-melun", "slug: bilan-de-competence-vaux-le-penil")
        .replace(/^order: \d+$/m, "order: 11"),
    );
    const pages = readLandingPages();
    expect(pages).toHaveLength(landingPages.length + 1);
    expect(pages.at(-1)?.slug).toBe("bilan-de-competence-vaux-le-penil");
  });

  it("stop with the file, the line and the field when one breaks its schema", () => {
    const copy = contentCopy();
    const file = path.join(copy, "cities", "provins.yaml");
    writeFileSync(
      file,
      readFileSync(file, "utf8")
        .replace(/^title: .*$/m, "title: Bilan de compétences à Provins, au cœur de la ville médiévale")
        .replace(/^office: .*$/m, "office: nemours"),
    );
    const read = () => readLandingPages();
    expect(read).toThrow(/content\/cities\/provins\.yaml : 2 erreurs/);
    expect(read).toThrow(/ligne \d+, « office » : doit être l’une des valeurs : « head »/);
    expect(read).toThrow(/ligne \d+, « title » : doit compter au plus 45 caractères/);
  });

  it("stop when a page names a video videos.yaml lacks", () => {
    const copy = contentCopy();
    const file = path.join(copy, "topics", "apec.yaml");
    writeFileSync(
      file,
      readFileSync(file, "utf8").replace(/^videos:\n {2}- overview$/m, "videos:\n  - inconnue"),
    );
    expect(() => readLandingPages()).toThrow(
      /topics\/apec\.yaml[\s\S]*« videos\[0\] » : doit être l’une des valeurs/,
    );
  });

  it("stop when two pages share an order or a slug, naming both files", () => {
    const copy = contentCopy();
    const file = path.join(copy, "topics", "cpf.yaml");
    const text = readFileSync(file, "utf8");
    writeFileSync(file, text.replace(/^order: \d+$/m, "order: 1"));
    expect(() => readLandingPages()).toThrow(/« order » vaut 1, comme dans content\/topics\/cpf\.yaml/);
    writeFileSync(file, text.replace(/^slug: .*$/m, "slug: bilan-de-competence-melun"));
    expect(() => readLandingPages()).toThrow(
      /« slug » vaut bilan-de-competence-melun, comme dans .*cities\/melun\.yaml/,
    );
  });
});
