/**
 * The terms of sale (PDF sources) state the rules of content/regulation.ts:
 * these checks fail when a rule changes and a document still says the old one.
 */
import { describe, expect, it } from "vitest";
import { legalIdentity } from "../legal/identity.ts";
import { regulation } from "../regulation.ts";
import { documentLists, documentMarkdown, documentSource } from "./catalog.ts";

/** A document's text as its PDF states it: values filled in, spaces plain. */
const read = (slug: string) => documentMarkdown(slug).replace(/[\u00a0\u202f]/g, " ");

const bilanTerms = documentSource("bilan-conditions-generales-de-vente");
const trainingTerms = [
  documentSource("formation-formateur-tarifs-cgv"),
  documentSource("formation-consultant-tarifs-cgv"),
];
const terms = [bilanTerms, ...trainingTerms];

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
  const text = read(bilanTerms.slug);

  it("are listed with the assessment's documents and in the footer's legal list", () => {
    expect(documentLists.bilan).toContain(bilanTerms.slug);
    expect(documentLists.legal).toContain(bilanTerms.slug);
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
  it.each(trainingTerms)("$slug: the training is not said to be payable with the CPF", (source) => {
    const text = read(source.slug);
    for (const sentence of text
      .split(/(?<=[.;:])\s+/)
      .filter((part) => /compte personnel de formation|CPF/.test(part))) {
      expect(sentence).toMatch(/\b(?:ne|n’)\b.*\bpas\b|non éligible/i);
    }
  });
});

describe("the quality certificate's access delays", () => {
  const text = read("certificat-qualite");

  it("follow the CPF and withdrawal rules, with no « 10 days maximum » for every route", () => {
    expect(text).toContain(`au plus tôt ${regulation.cpfStartDelayWorkingDays.value} jours ouvrés`);
    expect(text).toContain(`délai de rétractation de ${withdrawal.days} jours`);
    expect(text).toContain(`${distance} jours pour un contrat conclu à distance`);
    expect(text).not.toMatch(/\{\{accessDelayDays\}\} maximum/);
  });
});
