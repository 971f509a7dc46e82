import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { fillValues } from "../../scripts/documents/render.ts";
import { documentLists, documentSource } from "../documents/catalog.ts";
import { facts } from "../facts/index.ts";
import { longDate } from "../format.ts";
import { checkProgrammeSheet } from "../programme-sheet.ts";
import { regulation } from "../regulation.ts";
import { serviceFacts } from "../service-facts.ts";
import { servicePages } from "./index.ts";
import type { ServicePage } from "./types.ts";

const rule = regulation.careerPathInterview.value;
const page = servicePages.find((row) => row.path === "/entretien_professionnel") as ServicePage;

/** Every string of a data value. */
function stringsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === "object") return Object.values(value).flatMap(stringsOf);
  return [];
}

/** One kind of space, so a test can match « 4 ans » however the copy breaks it. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

const { schema: _schema, path: _path, lastModified: _date, programme, ...visible } = page;
const pageText = plain([...stringsOf(visible), ...stringsOf(programme)].join("\n"));

const guide = documentSource("entretien-parcours-professionnel");
/** The guide's source text, after its catalogue entry (the frontmatter). */
const guideSource = readFileSync(new URL(`../documents/${guide.slug}.md`, import.meta.url), "utf8").replace(
  /^---\n[\s\S]*?\n---\n/,
  "",
);
const guideText = plain(fillValues(guideSource, facts(), guide.slug));

/** Sentences, cut at a full stop, a colon, a semicolon or a line break. */
const sentences = (text: string) => text.split(/[.;:\n]\s*/).filter((sentence) => sentence.trim());

/** The rhythms of the former interview, which the 2025 reform replaced. */
const formerRhythm = [
  /\b(?:tous les|chaque)\s+(?:2|deux)\s+ans\b/i,
  /\b(?:bisannuel|biennal)/i,
  /\b(?:tous les|chaque)\s+(?:6|six)\s+ans\b/i,
];
const recapAfterSixYears = (sentence: string) =>
  /état des lieux|récapitulatif/i.test(sentence) && /\b(?:6|six)\s+ans\b/i.test(sentence);

describe.each([
  ["the page", pageText],
  ["the employer's guide (PDF source)", guideText],
])("%s under the 2025 reform", (_, text) => {
  it("never states the former rhythms (interview every 2 years, recap every 6)", () => {
    for (const sentence of sentences(text)) {
      for (const pattern of formerRhythm) expect(sentence).not.toMatch(pattern);
      expect(recapAfterSixYears(sentence), sentence).toBe(false);
    }
  });

  it("states the calendar of regulation.careerPathInterview", () => {
    expect(text).toContain(`tous les ${rule.everyYears} ans`);
    expect(text).toContain(`Tous les ${rule.summaryEveryYears} ans`);
    expect(text).toContain(`${rule.firstSummaryAfterYears} ans après le premier entretien`);
    expect(text).toContain(`${rule.firstWithinMonths} mois qui suivent l’embauche`);
    expect(text).toContain(`${rule.midCareerAge} ans`);
    expect(text).toContain(`${rule.midCareerWithinMonthsOfVisit} mois qui suivent la visite médicale`);
    expect(text).toContain(`${rule.beforeAgeWithinYears} ans qui précèdent les ${rule.beforeAge} ans`);
    expect(text).toContain(`${rule.afterAbsenceUnlessWithinMonths} mois précédents`);
    expect(text).toContain(`moins de ${rule.smallCompanyHeadcount} salariés`);
    expect(text).toContain(longDate(rule.agreementsDeadline));
    expect(text).toContain(regulation.careerPathInterview.sources[0].text);
  });

  it("states no fine or sanction amount", () => {
    expect(text).not.toMatch(/€|euros|amende|sanction|pénalité/i);
  });
});

describe("the /entretien_professionnel page", () => {
  it("has the new name in its title, and no hand-typed no-break space is left untypeset", () => {
    const name = /parcours professionnel/i;
    expect(rule.name).toMatch(name);
    expect(page.title).toMatch(name);
    expect(page.schema).toMatchObject({ type: "Service", serviceType: expect.stringMatching(name) });
    // Typeset: no ordinary space before a colon, semicolon, question mark or inside « ».
    for (const text of stringsOf(page)) expect(text).not.toMatch(/ [:;?!»]|« /);
  });

  it("keeps the agreements' deadline in the past of its last update (« désormais »)", () => {
    expect(rule.agreementsDeadline < page.lastModified).toBe(true);
  });

  it("has a complete programme sheet, with the durations of the services", () => {
    expect(() => checkProgrammeSheet(page.programme, page.path)).not.toThrow();
    for (const hours of Object.values(serviceFacts.careerPathInterview))
      expect(plain(page.programme.duration)).toMatch(new RegExp(`\\b${hours} heures?\\b`));
  });

  it("is a service to employers: no CPF, no funding or quality block", () => {
    expect(page.cpfEligible).toBe(false);
    expect(page.funding).toEqual([]);
    expect(page.quality).toBe(false);
  });

  it("has a FAQ of 4 to 6 questions with unique ids", () => {
    const ids = page.faq?.items.map((item) => item.id) ?? [];
    expect(ids.length).toBeGreaterThanOrEqual(4);
    expect(ids.length).toBeLessThanOrEqual(6);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("shows its employer's guide", () => {
    expect(page.documents?.list).toBe("careerPathInterview");
    expect(documentLists.careerPathInterview).toEqual([guide.slug]);
  });
});

describe("the employer's guide", () => {
  it("quotes every figure from a {{value}}", () => {
    expect(guideSource.replace(/\{\{\w+\}\}/g, "")).not.toMatch(/\d/);
  });
});
