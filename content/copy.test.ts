import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { about } from "./about.ts";
import * as bilan from "./bilan.ts";
import * as bilanFacts from "./bilan-facts.ts";
import { blogCopy } from "./blog/copy.ts";
import { contact, contactMeta, interestOptions } from "./contact.ts";
import * as faq from "./faq.ts";
import { home, homeMeta } from "./home.ts";
import * as landing from "./landing-pages.ts";
import { legalPages } from "./legal/index.ts";
import { plainPage } from "./legal/types.ts";
import { pageLabels } from "./pages.ts";
import { podcasts } from "./podcasts.ts";
import { qualityCopy } from "./quality.ts";
import { decree2017 } from "./regulation.ts";
import { serviceFacts } from "./service-facts.ts";
import { serviceCommon } from "./services/common.ts";
import { servicePages } from "./services/index.ts";
import { site } from "./site.ts";

/** Not copy: link addresses, and the sources a page's facts were checked against (never shown). */
const NOT_COPY = new Set(["url", "sources"]);

/** Every string of a content tree, with its path ("home.hero.title"). */
function strings(value: unknown, path: string): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => strings(item, `${path}[${i}]`));
  if (value && typeof value === "object") {
    return Object.entries(value)
      .filter(([key]) => !NOT_COPY.has(key))
      .flatMap(([key, item]) => strings(item, `${path}.${key}`));
  }
  return [];
}

const all = [
  ...strings(home, "home"),
  ...strings(homeMeta, "homeMeta"),
  ...strings(about, "about"),
  ...strings(contact, "contact"),
  ...strings(contactMeta, "contactMeta"),
  ...strings(interestOptions, "interestOptions"),
  ...strings(bilan, "bilan"),
  ...strings(bilanFacts, "bilanFacts"),
  ...strings({ title: decree2017.title }, "decree2017"),
  ...strings(faq.faqEntries, "faq"),
  ...strings(landing, "landing"),
  ...strings(qualityCopy, "qualityCopy"),
  ...strings(blogCopy, "blogCopy"),
  ...strings(
    podcasts.map(({ title, text, titlePage, metades }) => ({ title, text, titlePage, metades })),
    "podcasts",
  ),
  ...strings(serviceFacts, "serviceFacts"),
  ...strings(serviceCommon, "serviceCommon"),
  ...servicePages.flatMap((page) => strings(page, page.path)),
  // Read as plain text: link targets (mailto:, https:…) are addresses, not copy.
  ...legalPages.flatMap((page) => strings(plainPage(page), page.path)),
];

/** The strings of `all` that match `pattern`, as "path: text" (empty when all is well). */
function offenders(pattern: RegExp): string[] {
  return all.filter(([, text]) => pattern.test(text)).map(([path, text]) => `${path}: ${text}`);
}

describe("French typography of the site copy", () => {
  it("holds strings", () => {
    expect(all.length).toBeGreaterThan(50);
  });

  it("has no empty string and no stray whitespace", () => {
    expect(offenders(/^\s*$/)).toEqual([]);
    expect(offenders(/^\s|\s$/)).toEqual([]);
    expect(offenders(/ {2}/)).toEqual([]);
  });

  it("puts a no-break space, never an ASCII space or nothing, before : ; ! ?", () => {
    expect(offenders(/ [:;!?]/)).toEqual([]);
    // Only ":" may follow a character directly, in a time such as "08:30" (none expected here).
    expect(offenders(/[^\s\u00a0\u202f][;!?]/)).toEqual([]);
    expect(offenders(/[^\s\u00a0\u202f\d]:/)).toEqual([]);
  });

  it("uses French quotation marks with no-break spaces inside", () => {
    expect(offenders(/"/)).toEqual([]);
    expect(offenders(/«(?![\u00a0\u202f])/)).toEqual([]);
    expect(offenders(/(?<![\u00a0\u202f])»/)).toEqual([]);
  });

  it("uses the typographic apostrophe only", () => {
    expect(offenders(/'/)).toEqual([]);
    expect(offenders(/‘/)).toEqual([]);
  });

  it("keeps a number and its unit together", () => {
    expect(offenders(/\d[ ]?(?:%|ans?\b|jours?\b|personnes\b|avis\b|h\b)/)).toEqual([]);
  });

  it("contains no placeholder", () => {
    expect(offenders(/todo|lorem|ipsum|xxx|tbd|\{\{|\$\{/i)).toEqual([]);
  });

  it("names no certifier brand and no figure the firm does not publish", () => {
    expect(offenders(/qualiopi/i)).toEqual([]);
    expect(offenders(/3[\s\u00a0\u202f]?000/)).toEqual([]);
  });
});

describe("meta tags", () => {
  it.each([
    ["homeMeta", homeMeta],
    ["about", about],
  ])("%s: title of at most 45 characters, description of 120 to 158", (_, meta) => {
    expect(meta.title.length).toBeLessThanOrEqual(45);
    expect(meta.description.length).toBeGreaterThanOrEqual(120);
    expect(meta.description.length).toBeLessThanOrEqual(158);
  });

  it("leaves the firm name out of the titles (the layout appends it)", () => {
    expect(homeMeta.title).not.toContain(site.name);
    expect(about.title).not.toContain(site.name);
  });

  it("names the main service and the area in the home title", () => {
    expect(homeMeta.title.toLowerCase()).toContain("bilan de compétences");
    expect(homeMeta.title).toMatch(new RegExp(`${site.address.city}|Seine-et-Marne`));
  });
});

describe("lists and links", () => {
  it("has no empty list", () => {
    for (const [name, list] of Object.entries({
      "home.differentiators.items": home.differentiators.items,
      "home.services.items": home.services.items,
      "about.intro.paragraphs": about.intro.paragraphs,
      "about.team.members": about.team.members,
      "about.values.items": about.values.items,
      "about.founder.paragraphs": about.founder.paragraphs,
    })) {
      expect(list.length, name).toBeGreaterThan(0);
    }
  });

  it("highlights distinct services, each a page of the site", () => {
    const paths = home.services.items.map((item) => item.path);
    for (const path of paths) expect(pageLabels[path], path).toBeDefined();
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("names the founder in the portrait's text, and states the access delay of the config", () => {
    expect(about.founder.portraitAlt).toContain(about.founder.name);
    expect(home.quality.accessDelay).toContain(`${site.quality.accessDelayDays}\u00a0jours`);
  });
});

describe("identity", () => {
  it("never writes the firm's name, phone, e-mail or street literally in the copy sources", () => {
    for (const file of ["pages/home.yaml", "pages/about.yaml", "pages/bilan.yaml"]) {
      const source = readFileSync(new URL(`./${file}`, import.meta.url), "utf8");
      for (const literal of [site.name, site.phone, site.email, site.address.street]) {
        expect(source, `${file} contains ${literal}`).not.toContain(literal);
      }
    }
  });
});

describe("plain French in the content files", () => {
  it("types no no-break space escape: typography is applied by content/format.ts at build", async () => {
    const { readdirSync } = await import("node:fs");
    const dir = new URL("./", import.meta.url);
    const files = readdirSync(dir, { recursive: true, encoding: "utf8" }).filter(
      (file) => /\.(ts|md)$/.test(file) && !/\.test\.ts$/.test(file),
    );
    // The formatters themselves write the characters they are about.
    const formatters = new Set(["format.ts", "facts/faq.ts"]);
    const offending = files.filter(
      (file) => !formatters.has(file) && /\\u00a0|\\u202f/.test(readFileSync(new URL(file, dir), "utf8")),
    );
    expect(offending).toEqual([]);
    expect(files.length).toBeGreaterThan(50);
  });
});
