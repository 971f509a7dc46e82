/**
 * The terms of sale (PDF sources) state the rules of content/regulation.ts:
 * these checks fail when a rule changes and a document still says the old one.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { fillValues } from "../../scripts/documents/render.ts";
import { legalIdentity } from "../legal/identity.ts";
import { regulation } from "../regulation.ts";
import { documentLists, documentSources } from "./catalog.ts";
import { facts } from "../facts/index.ts";

/** A document's text as its PDF states it: values filled in, spaces plain. */
const read = (slug: string) =>
  fillValues(readFileSync(new URL(`./${slug}.md`, import.meta.url), "utf8"), facts(), slug).replace(
    /[\u00a0\u202f]/g,
    " ",
  );

const terms = [documentSources.bilanTerms, documentSources.trainerTerms, documentSources.consultantTerms];

const withdrawal = regulation.trainingContractWithdrawal.value;
const distance = regulation.distanceContractWithdrawal.value;

describe.each(terms.map((source) => [source.slug, read(source.slug)] as const))("%s", (_, text) => {
  it("gives both withdrawal periods, their texts, and says the longer one applies", () => {
    expect(text).toContain(`délai de ${withdrawal.days} jours à compter de la signature`);
    expect(text).toContain(`délai de ${distance} jours à compter de la conclusion du contrat`);
    expect(text).toContain("L6353-5");
    expect(text).toContain("L221-18");
    expect(text).toMatch(/le plus long profite/);
  });

  it("caps the first payment as the labour code does, after the withdrawal period", () => {
    expect(text).toContain(`${withdrawal.maxFirstPaymentPercent} % du prix convenu`);
    expect(text).toContain("L6353-6");
  });

  it("states no other delay in days than the rules' ones", () => {
    const allowed = new Set([withdrawal.days, distance, regulation.cpfStartDelayWorkingDays.value]);
    for (const [, days] of text.matchAll(
      /(\d+) jours(?: ouvrés)? (?:à compter|avant|après|suivant|qui suivent)/g,
    ))
      expect(allowed).toContain(Number(days));
  });

  it("names the consumer mediation, its texts and where the mediator's details are", () => {
    expect(text).toContain("L612-1 et L616-1");
    expect(text).toContain("L612-2");
    expect(text).toContain("médiateur de la consommation");
    expect(text).toContain(legalIdentity.mediator.name);
    expect(text).toContain(legalIdentity.mediator.address);
  });

  it("writes « référente handicap », as the config's title", () => {
    expect(text).not.toMatch(/référent handicap/);
  });
});

describe("the skills assessment's terms of sale", () => {
  const text = read(documentSources.bilanTerms.slug);

  it("are listed with the assessment's documents and in the footer's legal list", () => {
    expect(documentLists.bilan).toContain("bilanTerms");
    expect(documentLists.legal).toContain("bilanTerms");
  });

  it("state the duration rules in the rules' own words", () => {
    expect(text).toContain(regulation.bilanMinAccompanimentHours.summary);
    expect(text).toContain(regulation.bilanMaxHours.summary);
    expect(text).toContain("L6313-4 et R6313-4");
  });

  it("state the CPF start delay in the rule's words", () => {
    expect(text).toContain(regulation.cpfStartDelayWorkingDays.summary);
  });

  it("type no price: the prices in force are the page's", () => {
    expect(text).not.toMatch(/\d[\d\s]*(,\d+)?\s?€/);
  });
});

describe("the training terms of sale", () => {
  it.each([documentSources.trainerTerms, documentSources.consultantTerms])(
    "$slug: the training is not said to be payable with the CPF",
    (source) => {
      const text = read(source.slug);
      for (const sentence of text
        .split(/(?<=[.;:])\s+/)
        .filter((part) => /compte personnel de formation|CPF/.test(part))) {
        expect(sentence).toMatch(/\b(?:ne|n’)\b.*\bpas\b|non éligible/i);
      }
    },
  );
});

describe("the quality certificate's access delays", () => {
  const text = read(documentSources.qualityCertificate.slug);

  it("follow the CPF and withdrawal rules, with no « 10 days maximum » for every route", () => {
    expect(text).toContain(`au plus tôt ${regulation.cpfStartDelayWorkingDays.value} jours ouvrés`);
    expect(text).toContain(`délai de rétractation de ${withdrawal.days} jours`);
    expect(text).toContain(`${distance} jours pour un contrat conclu à distance`);
    expect(text).not.toMatch(/\{\{accessDelayDays\}\} maximum/);
  });
});
