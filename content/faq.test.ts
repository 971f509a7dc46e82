import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { bilanFacts } from "./bilan-facts.ts";
import { bilanPrice, durationText, fundingOptions } from "./bilan-pricing.ts";
import {
  answerParagraphs,
  DEFAULT_FAQ_CITY,
  FAQ_TAGS,
  type FaqEntry,
  type FaqTag,
  faqEntries,
  readFaq,
} from "./faq.ts";
import { formatEuros, frenchTypography, hoursText, monthsText } from "./format.ts";
import { secondaryOfficeTowns } from "./offices.ts";
import { regulation } from "./regulation.ts";
import { site } from "./site.ts";

/*
 * Each rule is a function that lists what breaks it (empty when all is well), so the
 * same rule is run on the real entries and, below, on broken copies to prove it bites.
 */

const PLACEHOLDER = "{ville}";
const REQUIRED_TAGS: readonly FaqTag[] = ["bdc", "CPF", "reconversion", "APEC", "all"];

/** Ids that appear more than once. */
function duplicateIds(entries: readonly FaqEntry[]): string[] {
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  for (const { id } of entries) {
    if (seen.has(id)) duplicates.add(id);
    seen.add(id);
  }
  return [...duplicates];
}

/** Ids that are not lower-case ASCII kebab-case. */
function badIds(entries: readonly FaqEntry[]): string[] {
  return entries.map(({ id }) => id).filter((id) => !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(id));
}

/** Entries with an empty title, no tag, or not 1 to 3 non-empty paragraphs. */
function badShapes(entries: readonly FaqEntry[]): string[] {
  return entries
    .filter(
      ({ title, answer, tag }) =>
        title.trim() === "" ||
        answer.length < 1 ||
        answer.length > 3 ||
        answer.some((paragraph) => paragraph.trim() === "") ||
        tag.length === 0,
    )
    .map(({ id }) => id);
}

const texts = ({ title, answer }: FaqEntry) => [title, ...answer];

const wordCount = (paragraphs: readonly string[]) =>
  paragraphs
    .join(" ")
    .split(/[\s\u00a0\u202f]+/)
    .filter(Boolean).length;

/** Entries whose answer is not 40 to 120 words long in all, with the count. */
function badLengths(entries: readonly FaqEntry[]): string[] {
  return entries
    .map(({ id, answer }) => [id, wordCount(answer)] as const)
    .filter(([, count]) => count < 40 || count > 120)
    .map(([id, count]) => `${id}: ${count} words`);
}

/** Tags that are not in FAQ_TAGS, as "id: tag". */
function unknownTags(entries: readonly FaqEntry[]): string[] {
  const known: readonly string[] = FAQ_TAGS;
  return entries.flatMap(({ id, tag }) => tag.filter((t) => !known.includes(t)).map((t) => `${id}: ${t}`));
}

/** Required tags used by fewer than two entries, as "tag: count". */
function scarceTags(entries: readonly FaqEntry[]): string[] {
  return REQUIRED_TAGS.map((t) => [t, entries.filter(({ tag }) => tag.includes(t)).length] as const)
    .filter(([, count]) => count < 2)
    .map(([t, count]) => `${t}: ${count}`);
}

/** Entries whose title or answer uses {ville}. */
function cityEntries(entries: readonly FaqEntry[]): string[] {
  return entries
    .filter((entry) => texts(entry).some((text) => text.includes(PLACEHOLDER)))
    .map(({ id }) => id);
}

/** Texts that still hold a brace once {ville} is set aside (another placeholder, "${", a stray brace). */
function strayPlaceholders(entries: readonly FaqEntry[]): string[] {
  return entries.flatMap((entry) =>
    texts(entry)
      .filter((text) => text.includes("$" + "{") || /[{}]/.test(text.split(PLACEHOLDER).join("")))
      .map((text) => `${entry.id}: ${text}`),
  );
}

const byId = (id: string) => {
  const entry = faqEntries.find((e) => e.id === id);
  if (!entry) throw new Error(`no FAQ entry ${id}`);
  return entry;
};

describe("FAQ entries", () => {
  it("hold entries", () => {
    expect(faqEntries.length).toBeGreaterThan(0);
  });

  it("have unique, ASCII kebab-case ids", () => {
    expect(duplicateIds(faqEntries)).toEqual([]);
    expect(badIds(faqEntries)).toEqual([]);
  });

  it("each have a title, a tag and 1 to 3 non-empty paragraphs", () => {
    expect(badShapes(faqEntries)).toEqual([]);
  });

  it("answer in 40 to 120 words", () => {
    expect(badLengths(faqEntries)).toEqual([]);
  });

  it("use only the known tags, each of bdc, CPF, reconversion, APEC and all at least twice", () => {
    expect(unknownTags(faqEntries)).toEqual([]);
    expect(scarceTags(faqEntries)).toEqual([]);
  });

  it("use {ville} in at least 4 entries and no other placeholder", () => {
    expect(cityEntries(faqEntries).length).toBeGreaterThanOrEqual(4);
    expect(strayPlaceholders(faqEntries)).toEqual([]);
  });

  it("default to a town where the firm receives people", () => {
    expect([site.address.city, ...secondaryOfficeTowns]).toContain(DEFAULT_FAQ_CITY);
  });

  it("take the durations, the prices and the follow-up from the facts and the rules", () => {
    const { hours, spreadMonths, followUpMonths } = bilanFacts;
    const duration = byId("duree-du-bilan").answer.join(" ");
    expect(duration).toContain(hoursText(regulation.bilanMaxHours.value));
    expect(duration).toContain(hoursText(regulation.bilanMinAccompanimentHours.value));
    for (const formula of ["classic", "flash"] as const) {
      expect(duration).toContain(frenchTypography(durationText(formula)));
    }
    for (const h of [hours.tests, hours.personalWork]) expect(duration).toContain(hoursText(h));
    expect(duration).toContain(monthsText(spreadMonths));

    const cost = byId("cout-du-bilan").answer.join(" ");
    for (const price of [
      bilanPrice("classic", "individual"),
      bilanPrice("classic", "employer"),
      bilanPrice("classic", "france-travail"),
      bilanPrice("flash", "individual"),
    ]) {
      expect(cost).toContain(formatEuros(price));
    }
    for (const formula of ["classic", "flash"] as const) {
      const cpf = fundingOptions(formula).find((option) => option.route === "cpf");
      expect(cost).toContain(formatEuros(cpf?.visitorPays ?? -1));
    }
    expect(byId("entretien-de-suivi").answer.join(" ")).toContain(monthsText(followUpMonths));
    expect(byId("cpf-credit-annuel").answer.join(" ")).toContain(bilanFacts.cpfCreditMonth);
  });

  it("give the CPF steps with the 5-year rule, the cap, the participation and its exemptions", () => {
    const steps = byId("reserver-avec-son-cpf").answer.join(" ");
    expect(steps).toContain(frenchTypography(`${regulation.cpfBilanWaitingYears.value} ans`));
    expect(steps).toContain(formatEuros(regulation.cpfBilanCap.value));
    expect(steps).toContain(formatEuros(regulation.cpfParticipation.value.amount));
    for (const exemption of regulation.cpfParticipation.value.exemptions) {
      expect(steps).toContain(frenchTypography(exemption));
    }
    expect(steps).toContain(frenchTypography(`${regulation.cpfStartDelayWorkingDays.value} jours ouvrés`));
  });

  it("state the cap and the participation in every answer on paying with the CPF", () => {
    for (const id of [
      "cout-du-bilan",
      "financer-son-bilan",
      "reserver-avec-son-cpf",
      "cpf-credit-insuffisant",
      "cadre-financer-son-bilan",
    ]) {
      const answer = byId(id).answer.join(" ");
      expect(answer, id).toContain(formatEuros(regulation.cpfBilanCap.value));
      expect(answer, id).toContain(formatEuros(regulation.cpfParticipation.value.amount));
    }
  });

  it("never present 24 hours as the legal duration, nor the CPF as free of the employer's agreement for public agents", () => {
    const all = faqEntries.flatMap(texts).join("\n");
    expect(all).not.toMatch(/durée légale de 24|même durée légale|le bilan dure 24/i);
    expect(all).not.toMatch(/sans que votre employeur en soit informé/);
    // A public agent's CPF needs the employer's agreement: the answers on who may use it say so.
    for (const id of ["cpf-et-employeur", "qui-peut-faire-un-bilan"]) {
      expect(byId(id).answer.join(" "), id).toMatch(/agents? publics?[\s\S]*accord/i);
    }
  });
});

describe("the FAQ rules catch broken data", () => {
  const good: FaqEntry = {
    id: "une-question",
    title: "Une question à {ville} ?",
    answer: [Array.from({ length: 50 }, () => "mot").join(" ")],
    tag: ["bdc"],
  };
  const broken = (patch: Partial<FaqEntry>): FaqEntry => ({ ...good, ...patch });

  it("accepts a good entry", () => {
    const entries = [good];
    expect(duplicateIds(entries)).toEqual([]);
    expect(badIds(entries)).toEqual([]);
    expect(badShapes(entries)).toEqual([]);
    expect(badLengths(entries)).toEqual([]);
    expect(unknownTags(entries)).toEqual([]);
    expect(cityEntries(entries)).toEqual(["une-question"]);
    expect(strayPlaceholders(entries)).toEqual([]);
  });

  it("flag duplicate and malformed ids", () => {
    expect(duplicateIds([good, good])).toEqual(["une-question"]);
    for (const id of ["Une-question", "une_question", "une--question", "-une", "durée", ""]) {
      expect(badIds([broken({ id })])).toEqual([id]);
    }
  });

  it("flag empty titles, missing tags and bad paragraph counts", () => {
    const paragraph = good.answer[0] ?? "";
    for (const patch of [
      { title: " " },
      { tag: [] },
      { answer: [] },
      { answer: [paragraph, " "] },
      { answer: ["a", "b", "c", "d"] },
    ]) {
      expect(badShapes([broken(patch)])).toEqual(["une-question"]);
    }
  });

  it("flag answers too short or too long", () => {
    expect(badLengths([broken({ answer: ["Trop court."] })])).toHaveLength(1);
    expect(
      badLengths([broken({ answer: [Array.from({ length: 121 }, () => "mot").join(" ")] })]),
    ).toHaveLength(1);
  });

  it("flag unknown and scarce tags", () => {
    expect(unknownTags([broken({ tag: ["cpf" as FaqTag] })])).toEqual(["une-question: cpf"]);
    expect(scarceTags([good, good])).toEqual(["CPF: 0", "reconversion: 0", "APEC: 0", "all: 0"]);
  });

  it("flag entries without {ville} and stray placeholders", () => {
    expect(cityEntries([broken({ title: "Une question ?" })])).toEqual([]);
    const unevaluated = ["À $", "{ville} ?"].join("");
    for (const title of ["À {city} ?", "À {ville ?", unevaluated, "À {{ville}} ?"]) {
      expect(strayPlaceholders([broken({ title })])).toHaveLength(1);
    }
  });
});

describe("the FAQ's files (content/faq/*.md)", () => {
  afterEach(() => vi.unstubAllEnvs());

  const words = (count: number) => Array.from({ length: count }, () => "mot").join(" ");
  const question = (fields: string, body: string) => `---\n${fields}\n---\n\n${body}\n`;

  /** A content folder holding only content/faq/ with these files. */
  function faqFolder(files: Record<string, string>): void {
    const root = mkdtempSync(path.join(tmpdir(), "faq-"));
    mkdirSync(path.join(root, "faq"));
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(root, "faq", name), text);
    vi.stubEnv("CONTENT_DIR", root);
  }

  it("are one question each, listed by their order, the file's name as id", () => {
    faqFolder({
      "a-la-fin.md": question("title: Fin ?\ntags: [bdc]\norder: 20", words(45)),
      "au-debut.md": question(
        "title: Début à {ville} ?\ntags: [all, CPF]\norder: 10",
        `${words(20)}\nsuite\n\n${words(25)}`,
      ),
    });
    const entries = readFaq();
    expect(entries.map((entry) => entry.id)).toEqual(["au-debut", "a-la-fin"]);
    expect(entries[0]?.tag).toEqual(["all", "CPF"]);
    expect(entries[0]?.answer).toEqual([`${words(20)} suite`, words(25)]);
    expect(entries[0]?.title).toBe("Début à {ville}\u202f?");
  });

  it("split the answer into paragraphs at blank lines", () => {
    expect(answerParagraphs("Un\ndeux.\n\n  \nTrois.\n")).toEqual(["Un deux.", "Trois."]);
  });

  it("stop the build naming the file of a broken question", () => {
    const cases: [string, string, RegExp][] = [
      [
        "title: A ?\ntags: [cpf]\norder: 10",
        words(45),
        /faq\/q\.md : une erreur[\s\S]*ligne 3, « tags\[0\] »/,
      ],
      ["title: A ?\ntags: [bdc]", words(45), /faq\/q\.md[\s\S]*« order » : champ obligatoire absent/],
      [
        "title: A ?\ntags: [bdc]\norder: 10",
        "Trop court.",
        /faq\/q\.md : la réponse doit compter de 40 à 120 mots/,
      ],
      ["title: A ?\ntags: [bdc]\norder: 10", "", /faq\/q\.md : la réponse .* est vide/],
      [
        "title: A ?\ntags: [bdc]\norder: 10",
        `${words(45)} {{prixInconnu}}`,
        /faq\/q\.md[\s\S]*ligne 7 : \{\{prixInconnu\}\}/,
      ],
    ];
    for (const [fields, body, message] of cases) {
      faqFolder({ "q.md": question(fields, body) });
      expect(() => readFaq(), message.source).toThrow(message);
    }
  });

  it("refuse raw HTML and addresses that could run a script, naming the file and the line", () => {
    const fields = "title: A ?\ntags: [bdc]\norder: 10";
    for (const unsafe of [
      "texte <script>alert(1)</script> fin.",
      "<img src=x onerror=alert(1)>",
      "voir [ici](javascript&#58;alert(1))",
    ]) {
      faqFolder({ "q.md": question(fields, `${words(45)}\n\n${unsafe}`) });
      expect(() => readFaq(), unsafe).toThrow(/faq\/q\.md, ligne 9 : /);
    }
  });

  it("refuse two questions with the same order", () => {
    const fields = "title: A ?\ntags: [bdc]\norder: 10";
    faqFolder({ "q1.md": question(fields, words(45)), "q2.md": question(fields, words(45)) });
    expect(() => readFaq()).toThrow(/faq\/q2\.md : « order » 10 est déjà celui de .*faq\/q1\.md/);
  });
});
