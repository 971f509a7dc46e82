import { describe, expect, it } from "vitest";
import { about } from "./about.ts";
import { bilanClaims } from "./bilan-facts.ts";
import { disabilityPagePath } from "./compliance-paths.ts";
import { frenchTypography, stringsOf, yearsText } from "./format.ts";
import { regulation } from "./regulation.ts";
import { site } from "./site.ts";

/** Every string of the page's copy. */
const strings = stringsOf;

const all = strings(about);

describe("/about", () => {
  it("says which funders require the quality certification (L6316-1), and that an employer's own money is not concerned", () => {
    const sentence = about.certification.paragraphs.find((text) => text.includes("L6316-1"));
    expect(sentence).toBeDefined();
    expect(sentence).toContain("l’article L6316-1 du Code du travail");
    for (const funder of regulation.qualityCertificationFunders.value) {
      expect(sentence).toContain(frenchTypography(funder));
    }
    // No sentence ties the certification to an employer's funding any more.
    expect(all.join(" ")).not.toMatch(/financé par votre CPF, par votre employeur/);
  });

  it("speaks of work psychologists in the singular only when the team it lists has one", () => {
    const psychologists = about.team.members.filter((member) => /psychologue/i.test(member.role));
    expect(psychologists.length).toBeGreaterThan(0);
    if (psychologists.length === 1) expect(all.join(" ")).not.toMatch(/psychologues du travail/i);
  });

  it("gives the firm's age from the one source the key numbers use", () => {
    const age = `plus de ${yearsText(bilanClaims.yearsOfExperience)}`;
    expect(about.intro.paragraphs[0]).toContain(age);
    expect(about.founder.paragraphs.join(" ")).toContain(age);
    expect(all.join(" ")).not.toMatch(/\b(?:19|20)\d\d\b/);
  });

  it("writes no capital after a colon, nor at the start of the role written after the founder's name", () => {
    expect(all.filter((text) => /[:]\s+\p{Lu}/u.test(text))).toEqual([]);
    for (const database of about.certification.databases) expect(database.text).toMatch(/^\p{Ll}/u);
    expect(about.founder.role).toMatch(/^\p{Ll}/u);
  });

  it("names the disability referent and links to the disability page", () => {
    expect(about.team.disability.text).toContain(site.disabilityReferent.name);
    expect(about.team.disability.link.to).toBe(disabilityPagePath);
  });

  it("is typeset: no ordinary space before a colon or a question mark", () => {
    expect(all.filter((text) => / [:;!?»]|« /.test(text))).toEqual([]);
  });
});
