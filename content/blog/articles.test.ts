import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatEuros } from "../format.ts";
import { regulation } from "../regulation.ts";
import { articlePaths, loadArticles, parseArticle } from "./articles.ts";
import { blogCategories } from "./categories.ts";

/** The six article pages of spec section 2, exactly as written there. */
const SPEC_PATHS = [
  "/blog/Trouver_sa_Voie",
  "/blog/La_Question_qui_Tue",
  "/blog/Motivation_vs_amotivation",
  "/blog/Souffrez_vous_de_l'hyperchoix",
  "/blog/A_chacun_sa_question_qui_tue_en_entretien_d_embauche",
  "/blog/visualiser_votre_carriere_ideale_pour_une_reconversation_reussie",
];

const VALID = `---
title: "Un titre d’article valable"
label: "Un titre"
description: "Une description assez longue pour décrire l’article et donner envie de le lire jusqu’au bout, sans en faire trop."
picture: "trouver-sa-voie.svg"
pictureAlt: "Une illustration"
PageLink: "/blog/Exemple"
categorie:
  - "évolution professionnelle"
date: 2025-03-12
author: "Prénom Nom"
---
Le texte de l’article.
`;

describe("parseArticle", () => {
  it("reads a valid article", () => {
    const article = parseArticle("exemple.md", VALID);
    expect(article.PageLink).toBe("/blog/Exemple");
    expect(article.date).toBe("2025-03-12");
    expect(article.categorie).toEqual(["évolution professionnelle"]);
    expect(article.picture).toBe("trouver-sa-voie.svg");
    expect(article.body).toBe("Le texte de l’article.");
  });

  it("accepts a category written with a straight apostrophe", () => {
    const label = blogCategories.find((category) => category.label.includes("’"))?.label ?? "";
    const article = parseArticle(
      "apostrophe.md",
      VALID.replace('"évolution professionnelle"', `"${label.replace("’", "'")}"`),
    );
    expect(article.categorie).toEqual([label]);
  });

  it("stops on a missing field, naming the file and the field, in French", () => {
    expect(() => parseArticle("sans-auteur.md", VALID.replace(/^author: .*\n/m, ""))).toThrow(
      /content\/blog\/sans-auteur\.md : une erreur[\s\S]*« author » : champ obligatoire absent/,
    );
  });

  it("stops on a bad field, naming the file, the line and the field", () => {
    expect(() =>
      parseArticle("mauvaise-categorie.md", VALID.replace('"évolution professionnelle"', '"Cuisine"')),
    ).toThrow(
      /content\/blog\/mauvaise-categorie\.md[\s\S]*ligne 9, « categorie\[0\] » : doit être l’une des catégories/,
    );
    expect(() => parseArticle("date.md", VALID.replace("date: 2025-03-12", "date: mars"))).toThrow(
      /content\/blog\/date\.md[\s\S]*« date »/,
    );
    expect(() => parseArticle("inconnu.md", VALID.replace("author:", "auteur: x\nauthor:"))).toThrow(
      /content\/blog\/inconnu\.md[\s\S]*champ inconnu : « auteur »/,
    );
  });

  it("stops on a picture that is not next to the article, or is not a picture", () => {
    expect(() => parseArticle("image.md", VALID.replace("trouver-sa-voie.svg", "absente.jpg"))).toThrow(
      /content\/blog\/image\.md[\s\S]*ligne 5, « picture » : aucune image de ce nom/,
    );
    expect(() =>
      parseArticle("image.md", VALID.replace('"trouver-sa-voie.svg"', '"/media/blog/trouver-sa-voie.svg"')),
    ).toThrow(/« picture » : doit être le nom d’une image/);
    expect(() => parseArticle("image.md", VALID.replace("trouver-sa-voie.svg", "notes.txt"))).toThrow(
      /« picture » : doit être le nom d’une image/,
    );
  });

  it("no longer takes the picture's size: the build reads it from the file", () => {
    expect(() =>
      parseArticle("taille.md", VALID.replace("date:", "width: 1200\nheight: 675\ndate:")),
    ).toThrow(/champs inconnus : « width », « height »/);
  });

  it("stops on a file without frontmatter or without text", () => {
    expect(() => parseArticle("nu.md", "Juste du texte.")).toThrow(
      /content\/blog\/nu\.md, ligne 1 : le fichier doit commencer par ses champs/,
    );
    expect(() => parseArticle("vide.md", VALID.replace("Le texte de l’article.\n", ""))).toThrow(
      /content\/blog\/vide\.md : l’article n’a pas de texte/,
    );
  });
});

describe("a broken article in the blog's folder", () => {
  afterEach(() => vi.unstubAllEnvs());

  /** A content folder whose blog/ holds `files`. */
  function contentWith(files: Record<string, string>): string {
    const root = mkdtempSync(path.join(tmpdir(), "blog-"));
    mkdirSync(path.join(root, "blog"));
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(root, "blog", name), text);
    return root;
  }

  const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 675"></svg>';

  it("stops the build with the file's name", () => {
    vi.stubEnv(
      "CONTENT_DIR",
      contentWith({
        "bon.md": VALID.replace("trouver-sa-voie.svg", "bon.svg"),
        "bon.svg": svg,
        "casse.md": VALID.replace("trouver-sa-voie.svg", "bon.svg").replace("title:", "titre:"),
      }),
    );
    expect(() => loadArticles()).toThrow(
      /blog\/casse\.md : 2 erreurs[\s\S]*« title » : champ obligatoire absent/,
    );
  });

  it("stops on two articles at the same address, naming both", () => {
    const valid = VALID.replace("trouver-sa-voie.svg", "bon.svg");
    vi.stubEnv("CONTENT_DIR", contentWith({ "un.md": valid, "deux.md": valid, "bon.svg": svg }));
    expect(() => loadArticles()).toThrow(
      /un\.md : l’adresse \/blog\/Exemple est déjà celle de content\/blog\/deux\.md/,
    );
  });
});

describe("the blog's articles", () => {
  const articles = loadArticles();

  it("include the spec's articles at their exact paths, and the one it hides", () => {
    expect(articlePaths(articles)).toEqual(expect.arrayContaining([...SPEC_PATHS]));
    expect(articles.some((article) => article.PageLink === "")).toBe(true);
  });

  it("each have their own title and description", () => {
    for (const field of ["title", "description", "picture"] as const) {
      expect(new Set(articles.map((article) => article[field])).size, field).toBe(articles.length);
    }
  });

  it.each(loadArticles().map((article) => [article.file, article] as const))(
    "%s is a real article ending with a call to contact the firm",
    (_, article) => {
      const words = article.body.split(/\s+/).filter((word) => /\p{L}/u.test(word));
      expect(words.length).toBeGreaterThanOrEqual(700);
      expect(article.body.match(/^## /gm)?.length ?? 0).toBeGreaterThanOrEqual(3);
      const lastSection = article.body.slice(article.body.lastIndexOf("\n## "));
      expect(lastSection).toContain("](/contact)");
      expect(`${article.title}\n${article.description}\n${article.body}`).not.toMatch(
        /'|qualiopi|lorem|TODO/i,
      );
      for (const label of article.categorie) {
        expect(blogCategories.map((category) => category.label)).toContain(label);
      }
    },
  );
});

describe("an update date", () => {
  it("is read when given, and must come after the publication", () => {
    expect(
      parseArticle("maj.md", VALID.replace("date: 2025-03-12", "date: 2025-03-12\nupdated: 2026-11-23"))
        .updated,
    ).toBe("2026-11-23");
    expect(parseArticle("exemple.md", VALID).updated).toBeUndefined();
    expect(() =>
      parseArticle("maj.md", VALID.replace("date: 2025-03-12", "date: 2025-03-12\nupdated: 2025-01-01")),
    ).toThrow(/content\/blog\/maj\.md[\s\S]*« updated » : doit être après la date de publication/);
  });

  it("typesets the texts of the frontmatter", () => {
    const article = parseArticle(
      "exemple.md",
      VALID.replace("Un titre d’article valable", "Un titre : valable ?"),
    );
    expect(article.title).toBe("Un titre\u00a0: valable\u202f?");
  });
});

/** Text with every no-break space made plain, the Markdown emphasis removed. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ").replace(/\*\*|__|\b_|_\b/g, "");

/** Sentences and list items of an article's text. */
const sentencesOf = (body: string) =>
  plain(body)
    .split(/\n+|(?<=[.!?])\s+(?=\p{Lu})/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean);

const { bilanMaxHours, bilanMinAccompanimentHours, careerPathInterview, cpfBilanCap, cpfParticipation } =
  regulation;

/** The euro amounts the regulation sets, as the articles must write them. */
const ruleAmounts = [cpfBilanCap.value, cpfParticipation.value.amount].map((amount) =>
  plain(formatEuros(amount)),
);
/** The hours the regulation sets for a skills assessment. */
const ruleHours = [bilanMaxHours.value, bilanMinAccompanimentHours.value];
/** How often the career-path interview and its recap take place. */
const interviewYears = [careerPathInterview.value.everyYears, careerPathInterview.value.summaryEveryYears];

const CPF = /\bCPF\b|compte personnel de formation/i;
const CEILING = /au plus|maximum|ne peut pas dépasser|jusqu’à|plafond/;
const NEGATION = /\bn’|\bne\b|\bpas\b|\bni\b/;

describe.each(loadArticles().map((article) => [article.file, article] as const))(
  "%s agrees with the rules of content/regulation.ts",
  (_, article) => {
    const text = plain(`${article.title}\n${article.description}\n${article.body}`);
    const sentences = sentencesOf(text);

    it("states every amount in euros at its current value", () => {
      for (const amount of text.match(/\d[\d ]*(?:,\d+)? ?€/g) ?? []) {
        expect(ruleAmounts, amount).toContain(amount.replace(/ ?€$/, " €"));
      }
      for (const sentence of sentences.filter((s) => s.includes(ruleAmounts[1] ?? "?"))) {
        expect(sentence).toContain(`en ${cpfParticipation.value.year}`);
      }
    });

    it("states the hours of a skills assessment at their current value, the 24 hours as a ceiling", () => {
      for (const match of text.matchAll(/(\d+) heures/g)) expect(ruleHours).toContain(Number(match[1]));
      for (const sentence of sentences) {
        if (sentence.includes(`${bilanMaxHours.value} heures`)) expect(sentence, sentence).toMatch(CEILING);
        if (sentence.includes(`${bilanMinAccompanimentHours.value} heures`)) {
          expect(sentence, sentence).toMatch(/au moins|minimum/);
        }
      }
      expect(text).not.toMatch(/vingt-quatre heures/i);
    });

    it("names the career-path interview by its current name and period", () => {
      for (const sentence of sentences.filter((s) => /entretien professionnel/i.test(s))) {
        expect(sentence, sentence).toMatch(/entretien de parcours professionnel/i);
      }
      for (const match of text.matchAll(/tous les (\d+) ans/g))
        expect(interviewYears).toContain(Number(match[1]));
      expect(text).not.toMatch(/tous les (?:deux|2) ans/i);
      if (/entretien de parcours professionnel[^.]*\btous les\b|\btous les \d+ ans/.test(text)) {
        for (const years of interviewYears) expect(text).toContain(`tous les ${years} ans`);
      }
    });

    it("never says coaching, business creation or the firm's trainings are CPF-eligible without their condition", () => {
      for (const sentence of sentences.filter((s) => CPF.test(s) || /éligible/.test(s))) {
        if (/coaching|formateur d’adultes|consultant en (?:bilan|gestion de carrières)/i.test(sentence)) {
          expect(sentence, sentence).toMatch(NEGATION);
        }
        if (
          /création d’entreprise|création ou à la reprise d’entreprise|reprise d’entreprise/i.test(sentence)
        ) {
          expect(sentence, sentence).toMatch(/RNCP|répertoire spécifique/);
        }
      }
    });
  },
);

describe("the article on training rights", () => {
  const article = loadArticles().find((row) => row.file === "formation-tout-au-long-de-la-vie.md");
  const text = plain(article?.body ?? "");

  it("gives the 2026 rules the service pages give", () => {
    expect(text).toContain(plain(formatEuros(cpfBilanCap.value)));
    expect(text).toContain(
      `${plain(formatEuros(cpfParticipation.value.amount))} en ${cpfParticipation.value.year}`,
    );
    expect(text).toMatch(/exonér/);
    expect(text).toContain(`${bilanMinAccompanimentHours.value} heures`);
    expect(text).toContain(`${bilanMaxHours.value} heures`);
    expect(text).toContain(regulation.vaeThroughFranceVae.value.platform);
    expect(text).toMatch(/agents? publics?[^.]*accord/i);
    expect(text).toContain(careerPathInterview.value.name);
  });
});
