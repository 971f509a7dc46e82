import { describe, expect, it } from "vitest";
import { articlePaths, loadArticles, parseArticle } from "./articles";
import { blogCategories } from "./categories";

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
description: "Une description assez longue pour décrire l’article et donner envie de le lire jusqu’au bout, sans en faire trop."
picture: "/media/blog/exemple.svg"
pictureAlt: "Une illustration"
PageLink: "/blog/Exemple"
categorie:
  - "évolution professionnelle"
width: 1200
height: 675
date: 2025-03-12
author: "Claire Morel"
---
Le texte de l’article.
`;

describe("parseArticle", () => {
  it("reads a valid article", () => {
    const article = parseArticle("exemple.md", VALID);
    expect(article.PageLink).toBe("/blog/Exemple");
    expect(article.date).toBe("2025-03-12");
    expect(article.categorie).toEqual(["évolution professionnelle"]);
    expect(article.body).toBe("Le texte de l’article.");
  });

  it("stops on a missing field, naming the file and the field", () => {
    expect(() => parseArticle("sans-auteur.md", VALID.replace(/^author: .*\n/m, ""))).toThrow(
      /content\/blog\/sans-auteur\.md: author/,
    );
  });

  it("stops on a bad field, naming the file", () => {
    expect(() =>
      parseArticle("mauvaise-categorie.md", VALID.replace('"évolution professionnelle"', '"Cuisine"')),
    ).toThrow(/content\/blog\/mauvaise-categorie\.md: categorie\.0/);
    expect(() => parseArticle("largeur.md", VALID.replace("width: 1200", 'width: "grande"'))).toThrow(
      /content\/blog\/largeur\.md: width/,
    );
    expect(() => parseArticle("inconnu.md", VALID.replace("author:", "auteur: x\nauthor:"))).toThrow(
      /content\/blog\/inconnu\.md/,
    );
  });

  it("stops on a file without frontmatter or without text", () => {
    expect(() => parseArticle("nu.md", "Juste du texte.")).toThrow(/content\/blog\/nu\.md: no frontmatter/);
    expect(() => parseArticle("vide.md", VALID.replace("Le texte de l’article.\n", ""))).toThrow(
      /content\/blog\/vide\.md: the article has no text/,
    );
  });
});

describe("the blog's articles", () => {
  const articles = loadArticles();

  it("are seven, six of them at the spec's exact paths, one without a link", () => {
    expect(articles).toHaveLength(7);
    expect([...articlePaths(articles)].sort()).toEqual([...SPEC_PATHS].sort());
    expect(articles.filter((article) => article.PageLink === "")).toHaveLength(1);
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
