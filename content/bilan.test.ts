import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { faqBlock } from "../app/lib/faq.server.ts";
import { bilan, bilanMeta, bilanProgramme, followUpClaimText } from "./bilan.ts";
import { bilanCosts, bilanOffers } from "./bilan-costs.ts";
import { bilanFacts } from "./bilan-facts.ts";
import { bilanPrice, durationText, fundingOptions } from "./bilan-pricing.ts";
import { formatEuros, frenchTypography, longDate } from "./format.ts";
import { checkProgrammeSheet } from "./programme-sheet.ts";
import { regulation } from "./regulation.ts";
import { latestResults, periodPhrase } from "./results.ts";
import { site } from "./site.ts";

/** Every string of a data value. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

/** The text /bilan-de-competence shows: its copy, the cost block, the programme sheet and its FAQ. */
const pageText = strings([
  bilanMeta,
  bilan,
  bilanCosts,
  bilanProgramme,
  faqBlock({ tag: "bdc", ville: site.address.city }).items,
]).join("\n");

const formulas = ["classic", "flash"] as const;

describe("/bilan-de-competence says only what is true in 2026", () => {
  it("never presents 24 hours as a fixed or legal duration", () => {
    expect(pageText).not.toMatch(/durée légale de 24|même durée légale|le bilan dure 24/i);
    expect(pageText).toContain(frenchTypography(`${regulation.bilanMaxHours.value} heures`));
  });

  it("gives the duration of every formula", () => {
    for (const formula of formulas) expect(pageText).toContain(frenchTypography(durationText(formula)));
  });

  it("states the CPF cap, the participation, the 5-year rule and the exemptions where it speaks of the CPF", () => {
    expect(pageText).toMatch(/CPF|compte personnel de formation/);
    expect(pageText).toContain(formatEuros(regulation.cpfBilanCap.value));
    expect(pageText).toContain(formatEuros(regulation.cpfParticipation.value.amount));
    expect(pageText).toContain(frenchTypography(`${regulation.cpfBilanWaitingYears.value} ans`));
    for (const exemption of regulation.cpfParticipation.value.exemptions) {
      expect(pageText).toContain(frenchTypography(exemption));
    }
  });

  it("never tells a public-sector agent the CPF needs no agreement", () => {
    expect(pageText).not.toMatch(/sans que votre employeur en soit informé/);
    for (const sentence of pageText.split(/(?<=[.;])\s/)) {
      if (
        /sans (?:demander )?l’accord de votre employeur|pas à demander l’accord|ne demande pas l’accord/.test(
          sentence,
        )
      ) {
        expect(sentence, sentence).toMatch(/secteur privé/);
      }
    }
    expect(pageText).toMatch(/agent public[^.]*accord/i);
  });

  it("says « nous menons des bilans », not « nous accompagnons des bilans »", () => {
    expect(pageText).not.toMatch(/accompagnons des bilans/);
  });
});

describe("the page's structure", () => {
  it("titles the phases and the funding routes with the facts', one text each, in their order", () => {
    expect(bilan.phases.items.map((item) => item.title)).toEqual(bilanFacts.phases.map(frenchTypography));
    expect(bilan.funding.routes.map((route) => route.title)).toEqual(
      bilanFacts.funding.map(frenchTypography),
    );
    for (const item of [...bilan.phases.items, ...bilan.funding.routes]) expect(item.text).not.toBe("");
  });

  it("draws the hours' bar from the classic formula's hours, which add up to its total", () => {
    const { total, ...parts } = bilanFacts.hours;
    expect(bilan.course.split.map((part) => part.hours).sort()).toEqual(Object.values(parts).sort());
    expect(bilan.course.split.reduce((sum, part) => sum + part.hours, 0)).toBe(total);
  });

  it("quotes the follow-up claim in the reviews' introduction", () => {
    expect(bilan.reviews.intro).toContain(followUpClaimText);
  });
});

describe("the cost block", () => {
  it("shows, for each route and formula, what fundingOptions() computes", () => {
    for (const formula of formulas) {
      for (const option of fundingOptions(formula)) {
        const row = bilanCosts.rows.find((candidate) => candidate.route === option.route);
        const cell = row?.cells.find((candidate) => candidate.formula === formula);
        expect(cell?.visitorPays, `${option.route} ${formula}`).toBe(formatEuros(option.visitorPays));
        expect(cell?.price).toBe(formatEuros(option.price));
        expect(row?.label).toBe(frenchTypography(option.label));
      }
    }
    expect(bilanCosts.rows).toHaveLength(fundingOptions("classic").length);
  });

  it("names each formula with its own duration", () => {
    expect(bilanCosts.formulas.map((formula) => formula.duration)).toEqual(
      formulas.map((formula) => frenchTypography(durationText(formula))),
    );
  });

  it("gives the JSON-LD offers the prices of bilanPrice()", () => {
    const prices = formulas.flatMap((formula) =>
      (["individual", "employer", "france-travail"] as const).map((payer) => bilanPrice(formula, payer)),
    );
    expect(bilanOffers.length).toBeGreaterThan(0);
    for (const offer of bilanOffers) expect(prices).toContain(offer.price);
    expect(bilanOffers.map((offer) => offer.price)).toContain(bilanPrice("classic", "individual"));
  });
});

describe("the programme sheet (indicator 1)", () => {
  it("is complete", () => {
    expect(() => checkProgrammeSheet(bilanProgramme, "/bilan-de-competence")).not.toThrow();
  });

  it("gives both formulas' durations, each route's start and price", () => {
    for (const formula of formulas) {
      expect(bilanProgramme.duration).toContain(frenchTypography(durationText(formula)));
      expect(bilanProgramme.price).toContain(formatEuros(bilanPrice(formula, "individual")));
      const cpf = fundingOptions(formula).find((option) => option.route === "cpf");
      expect(bilanProgramme.price).toContain(formatEuros(cpf?.visitorPays ?? -1));
    }
    expect(bilanProgramme.price).toContain(formatEuros(bilanPrice("classic", "employer")));
    expect(bilanProgramme.price).toContain(formatEuros(bilanPrice("classic", "france-travail")));
    for (const option of fundingOptions("classic")) {
      expect(bilanProgramme.accessDelay).toContain(frenchTypography(option.accessDelay));
    }
    // The three phases the Code du travail sets for a skills assessment (R6313-4).
    for (const phase of ["préliminaire", "d’investigation", "de conclusion"]) {
      expect(bilanProgramme.methods).toContain(phase);
    }
  });
});

describe("the six-month follow-up statistics (content/results.yaml)", () => {
  const followUp = latestResults().followUp;
  const document = readFileSync(
    new URL("./documents/statistiques-suivi-bilan-6-mois.md", import.meta.url),
    "utf8",
  );

  it("are the document's: period, assessments, people followed, progress and confidence", () => {
    // « entre le 1er janvier et le 31 décembre 2025 »: the period's first day (its year once) and last day.
    for (const value of [
      longDate(followUp.from).replace(/ \d{4}$/, ""),
      longDate(followUp.to),
      followUp.finished,
      followUp.reached,
      followUp.progressed,
      followUp.moreConfident,
    ]) {
      expect(document).toContain(String(value));
    }
  });

  it("say on the page what they count, over which period and how many people", () => {
    const count = (value: number) => frenchTypography(new Intl.NumberFormat("fr-FR").format(value));
    const period = frenchTypography(periodPhrase(followUp.from, followUp.to));
    const documents = bilan.documents.paragraphs.join(" ");
    expect(documents).toContain(period);
    expect(documents).toContain(count(followUp.finished));
    expect(documents).toContain(count(followUp.reached));
    expect(followUpClaimText).toContain(count(followUp.reached));
    expect(followUpClaimText).toContain(period);
    expect(pageText).not.toMatch(/connaissent une évolution professionnelle/);
  });
});
