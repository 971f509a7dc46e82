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
    expect(sentence).toMatch(/employeur qui paie une formation sur ses propres fonds/);
    // No sentence ties the certification to an employer's funding any more.
    expect(all.join(" ")).not.toMatch(/financé par votre CPF, par votre employeur/);
  });

  it("claims one work psychologist, the team it lists", () => {
    expect(all.join(" ")).not.toMatch(/psychologues du travail/i);
    const psychologists = about.team.members.filter((member) => /psychologue/i.test(member.role));
    expect(psychologists).toHaveLength(1);
    expect(about.description).toContain("une psychologue du travail");
  });

  it("gives the firm's age from the one source the key numbers use", () => {
    const age = `plus de ${yearsText(bilanClaims.yearsOfExperience)}`;
    expect(about.intro.paragraphs[0]).toContain(age);
    expect(about.founder.paragraphs.join(" ")).toContain(age);
    expect(all.join(" ")).not.toMatch(/\b(?:19|20)\d\d\b/);
  });

  it("writes no capital after a colon, and « fondatrice » in lower case after the name", () => {
    expect(all.filter((text) => /[:]\s+\p{Lu}/u.test(text))).toEqual([]);
    for (const database of about.certification.databases) expect(database.text).toMatch(/^\p{Ll}/u);
    expect(about.founder.role).toMatch(/^fondatrice/);
  });

  it("names the disability referent and links to the disability page", () => {
    expect(about.team.disability.text).toContain(`${site.disabilityReferent.name}, notre référente handicap`);
    expect(about.team.disability.link.to).toBe(disabilityPagePath);
  });

  it("is typeset: no ordinary space before a colon or a question mark", () => {
    expect(all.filter((text) => / [:;!?»]|« /.test(text))).toEqual([]);
  });
});
