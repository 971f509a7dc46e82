import { describe, expect, it } from "vitest";
import { bilanClaims } from "./bilan-facts.ts";
import { stringsOf, yearsText } from "./format.ts";
import { home, homeMeta } from "./home.ts";
import { servicePages } from "./services/index.ts";

/** Every string of the page's copy. */
const strings = stringsOf;

// The quality block's copy is shared with other pages (content/quality.ts): it speaks of the certification, not of one service.
const { quality: _quality, ...ownCopy } = home;
const all = [...strings(ownCopy), ...strings(homeMeta)];
const sentences = all.flatMap((text) => text.split(/(?<=[.!?])\s+/));
const mentionsCpf = (text: string) => /\bCPF\b|compte personnel de formation/i.test(text);

/** The paths whose service the CPF can pay for, as their pages declare it (the skills assessment always). */
const cpfEligiblePaths = new Set([
  "/bilan-de-competence",
  ...servicePages
    .filter((page) => "cpfEligible" in page && page.cpfEligible === true)
    .map((page) => page.path),
]);

describe("the home page's claims", () => {
  it("ties the CPF to the skills assessment and the VAE only", () => {
    const cpfSentences = sentences.filter(mentionsCpf);
    expect(cpfSentences.length).toBeGreaterThan(0);
    for (const sentence of cpfSentences) {
      expect(sentence, sentence).toMatch(/bilan de compétences/);
      expect(sentence, sentence).toMatch(/VAE/);
      expect(sentence, sentence).not.toMatch(/coaching|création d’entreprise|outplacement|orientation/i);
    }
  });

  it("agrees with the services' own CPF eligibility, where the pages declare it", () => {
    const named = new Map([
      ["/bilan-de-competence", /bilan de compétences/],
      ["/vae", /VAE/],
    ]);
    const funding = home.commonMessages.funding.split(/(?<=[.!?])\s+/).find(mentionsCpf) ?? "";
    for (const item of home.services.items) {
      const page = servicePages.find((row) => row.path === item.path);
      // A page that does not declare its eligibility yet has nothing to agree with.
      if (page && typeof page.cpfEligible !== "boolean") continue;
      const pattern = named.get(item.path);
      expect(Boolean(pattern?.test(funding)), item.path).toBe(cpfEligiblePaths.has(item.path));
    }
  });

  it("claims one work psychologist and gives the firm's age from the one source", () => {
    expect(all.join(" ")).not.toMatch(/psychologues du travail/i);
    expect(home.hero.lead).toContain(`plus de ${yearsText(bilanClaims.yearsOfExperience)}`);
    // A year is only the period of a result (content/results.yaml), never the firm's founding.
    const withoutResults = sentences.filter((text) => !/%/.test(text));
    expect(withoutResults.join(" ")).not.toMatch(/\b(?:19|20)\d\d\b/);
  });

  it("says whose statistics the percentages are, and over which period", () => {
    for (const sentence of sentences.filter((text) => /%/.test(text))) {
      expect(sentence, sentence).toMatch(/d’après (?:nos propres statistiques|notre propre suivi)/i);
      expect(sentence, sentence).toMatch(/\b20\d\d\b/);
    }
  });

  it("writes a paragraph beside the animation, and describes the animation in its label", () => {
    expect(home.video.text).not.toMatch(/animation|en boucle/i);
    expect(home.video.label).toMatch(/animation/i);
  });

  it("does not state the review score in the copy (the score block shows it with its date)", () => {
    expect(home.reviews.intro).not.toMatch(/\d\/\d|\d\s?avis/);
  });

  it("is typeset: no ordinary space before a colon or a question mark", () => {
    expect(all.filter((text) => / [:;!?»]|« /.test(text))).toEqual([]);
  });
});
