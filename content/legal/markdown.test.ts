import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { documentHref } from "../documents/catalog.ts";
import { facts } from "../facts/index.ts";
import { frenchTypography } from "../format.ts";
import { ContentError } from "../lib/collection.ts";
import { allRules } from "../regulation.ts";
import { site } from "../site.ts";
import { audienceOptOutCopy } from "./audience-opt-out.ts";
import { parseLegalPage } from "./index.ts";
import { ruleAnchor, ruleHref, sourcesPagePath } from "./paths.ts";

/** A legal page's file: a valid frontmatter (with `extra` fields), then `body`. */
function file(body: string, extra = "lastModified: 2026-11-23\n"): string {
  return [
    "---",
    "path: /essai",
    "label: Essai",
    "footer: 9",
    "title: Page d’essai",
    "description: Une description assez longue pour un moteur de recherche, qui dit ce que la page contient, ce qu’elle sert à faire et pour qui.",
    "heading: La page d’essai",
    "updatedLabel: Page mise à jour le",
    `${extra}---`,
    "",
    body,
  ].join("\n");
}

const parse = (body: string, extra?: string) => parseLegalPage(file(body, extra), "content/legal/essai.md");

/** The line of `needle` in the file that `body` makes (1-based). */
const lineOf = (body: string, needle: string) =>
  file(body).slice(0, file(body).indexOf(needle)).split("\n").length;

describe("a legal page's Markdown", () => {
  it("is its intro, then its sections with their ids, subtitles, paragraphs, lists and facts", () => {
    const page = parse(
      [
        "Premier paragraphe d'introduction, avec [un lien](/contact).",
        "",
        "## Une section {#une-section}",
        "",
        "### Un sous-titre {#sous-titre}",
        "",
        "### Un autre sous-titre",
        "",
        "Un texte écrit",
        'sur deux lignes : [le site](https://example.org "nouvel onglet"), [le PDF](document:notice-rgpd) et [la règle](regle:cpfBilanCap).',
        "",
        "- un ;",
        "- deux.",
        "",
        "Les faits :",
        "",
        "- **Téléphone** : [{{firmPhone}}]({{firmPhoneUri}})",
        "- **Ville** : {{firmCity}}",
      ].join("\n"),
    );
    expect(page.intro).toEqual([
      ["Premier paragraphe d’introduction, avec ", { label: "un lien", href: "/contact" }, "."],
    ]);
    expect(page.sections).toEqual([
      {
        id: "une-section",
        title: "Une section",
        blocks: [
          { subtitle: "Un sous-titre", id: "sous-titre" },
          { subtitle: "Un autre sous-titre" },
          {
            paragraph: [
              frenchTypography("Un texte écrit sur deux lignes : "),
              { label: "le site", href: "https://example.org", newTab: true },
              ", ",
              { label: "le PDF", href: documentHref("notice-rgpd") },
              " et ",
              { label: "la règle", href: ruleHref("cpfBilanCap") },
              ".",
            ],
          },
          { list: [frenchTypography("un ;"), "deux."] },
          { paragraph: frenchTypography("Les faits :") },
          {
            facts: [
              { term: "Téléphone", value: [{ label: site.phone, href: site.phoneUri }] },
              { term: "Ville", value: facts().firmCity },
            ],
          },
        ],
      },
    ]);
    expect(page.lastModified).toBe("2026-11-23");
    expect(page).not.toHaveProperty("label");
  });

  it("turns its directives into the page's special blocks", () => {
    const page = parse(
      [
        "## Documents {#documents}",
        "",
        "::documents{liste=disability}",
        "",
        "::documents{liste=legal seul=certificat-qualite}",
        "",
        '::image{nom=badge-qualite alt="Badge « Certifié qualité »"}',
        "",
        "::liste{nom=categories-qualite}",
        "",
        "::opposition-mesure-audience",
      ].join("\n"),
    );
    expect(page.sections[0]?.blocks).toEqual([
      { documents: "disability" },
      { documents: "legal", only: [documentHref("certificat-qualite")] },
      { picture: "quality-badge", alt: frenchTypography("Badge « Certifié qualité »") },
      { list: expect.arrayContaining([expect.stringContaining(site.quality.categories[0] as string)]) },
      { control: "audience-opt-out", copy: audienceOptOutCopy },
    ]);
  });

  it("shows a ::si part only when its condition holds, and the ::sinon part otherwise", () => {
    const page = parse(
      [
        "## Mesure {#mesure}",
        "",
        "::si{condition=mesure-audience}",
        "",
        "Mesurée.",
        "",
        "::sinon",
        "",
        "Pas mesurée.",
        "",
        "::fin",
        "",
        "::si{condition=relais-externe}",
        "",
        "Relais.",
        "",
        "::fin",
      ].join("\n"),
    );
    expect(page.sections[0]?.blocks).toEqual([
      { paragraph: site.audience ? "Mesurée." : "Pas mesurée." },
      ...(site.relay.origin ? [{ paragraph: "Relais." }] : []),
    ]);
  });

  it("on the sources page, lists every rule: the placed ones under their theme, the others at the end", () => {
    const rules = [
      "rules:",
      ...["others: Autres règles", "text: Texte", "texts: Textes", "inForceSince: En vigueur depuis le"],
      ...["checked: Dernière vérification", "primary: sur le texte", "secondary: ailleurs"],
    ].join("\n  ");
    const page = parseLegalPage(
      file('## Le CPF {#cpf}\n\n::regle{id=cpfBilanCap titre="Plafond"}', `${rules}\n`).replace(
        "/essai",
        sourcesPagePath,
      ),
      "content/legal/essai.md",
    );
    expect(page.sections.map((section) => section.id)).toEqual(["cpf", "autres"]);
    expect(page.sections[0]?.blocks[0]).toEqual({ subtitle: "Plafond", id: ruleAnchor("cpfBilanCap") });
    const anchors = page.sections.flatMap((section) =>
      section.blocks.flatMap((block) => ("subtitle" in block ? [block.id] : [])),
    );
    expect(anchors.sort()).toEqual(allRules.map((rule) => ruleAnchor(rule.id)).sort());
    expect(page.lastModified).toBe(
      allRules
        .map((rule) => rule.checked)
        .sort()
        .at(-1),
    );
  });

  it.each([
    ["a section without an id", "## Sans identifiant\n\nTexte.", "## Sans", /doit avoir un identifiant/],
    ["two sections with one id", "## A {#a}\n\nTexte.\n\n## B {#a}\n\nTexte.", "## B", /« a » est déjà pris/],
    ["an id the route uses", "## A {#sommaire}\n\nTexte.", "## A", /« sommaire » est réservé/],
    ["an empty section", "## A {#a}\n\n## B {#b}\n\nTexte.", "## A", /la section « A » est vide/],
    ["a heading of level 1", "# Titre\n\nTexte.", "# Titre", /seuls les titres « ## »/],
    ["bold in a paragraph", "## A {#a}\n\nDu **gras**.", "Du **", /le gras n’est pas permis/],
    ["an unknown directive", "## A {#a}\n\n::video{nom=x}", "::video", /directive inconnue « ::video »/],
    [
      "a directive glued to a paragraph",
      "## A {#a}\n\nTexte.\n::opposition-mesure-audience",
      "::opp",
      /seule sur sa ligne/,
    ],
    [
      "an unknown document list",
      "## A {#a}\n\n::documents{liste=tout}",
      "::documents",
      /liste de documents inconnue « tout »/,
    ],
    [
      "an unknown document",
      "## A {#a}\n\n[PDF](document:inconnu)",
      "[PDF]",
      /aucun document ne s’appelle « inconnu »/,
    ],
    ["an unknown rule", "## A {#a}\n\n[règle](regle:inconnue)", "[règle]", /aucune règle « inconnue »/],
    [
      "an address without scheme",
      "## A {#a}\n\n[site](www.example.org)",
      "[site]",
      /l’adresse « www\.example\.org » n’est pas reconnue/,
    ],
    [
      "a link title other than the new tab's",
      '## A {#a}\n\n[site](https://example.org "ailleurs")',
      "[site]",
      /seul titre reconnu est « nouvel onglet »/,
    ],
    [
      "a list half facts",
      "## A {#a}\n\n- **Terme** : valeur\n- texte",
      "- **Terme**",
      /chaque élément commence par « \*\*Terme\*\* : »/,
    ],
    ["a nested list", "## A {#a}\n\n- un\n  - deux", "- un", /une seule ligne de texte/],
    [
      "a ::si without ::fin",
      "## A {#a}\n\n::si{condition=mesure-audience}\n\nTexte.",
      "::si",
      /« ::si » sans « ::fin »/,
    ],
    [
      "an unknown condition",
      "## A {#a}\n\n::si{condition=toujours}\n\n::fin",
      "::si",
      /condition inconnue « toujours »/,
    ],
    [
      "a rule outside the sources page",
      '## A {#a}\n\n::regle{id=cpfBilanCap titre="Plafond"}',
      "::regle",
      /n’est permis que sur la page des textes de référence/,
    ],
    ["an indented code block", "## A {#a}\n\n    du code", "    du", /ce type de bloc \(code\)/],
    [
      "a script inside a paragraph",
      "## A {#a}\n\nTexte <script>alert(1)</script> fin.",
      "Texte <script>",
      /le HTML n’est pas permis/,
    ],
    [
      "HTML inside a list item's emphasis",
      "## A {#a}\n\n- un\n- *deux <img src=x onerror=alert(1)>*",
      "- *deux",
      /le HTML n’est pas permis/,
    ],
    [
      "a comment followed by a tag",
      "## A {#a}\n\nTexte.\n\n<!-- note --><script>alert(1)</script>",
      "<!-- note",
      /le HTML n’est pas permis/,
    ],
    [
      "a javascript: address written with a character reference",
      "## A {#a}\n\nVoir [ici](java&#x09;script:alert(1)).",
      "Voir [ici]",
      /l’adresse « java&#x09;script:alert\(1\) » n’est pas permise/,
    ],
  ])("with %s stops, naming the file and the line", (_, body, where, message) => {
    const read = () => parse(body);
    expect(read).toThrow(ContentError);
    expect(read).toThrow(new RegExp(`content/legal/essai\\.md, ligne ${lineOf(body, where)} : `));
    expect(read).toThrow(message);
  });

  it("with a frontmatter that breaks the schema says which field, in French", () => {
    const short = file("## A {#a}\n\nTexte.").replace(/description: .*/, "description: Trop courte");
    expect(() => parseLegalPage(short, "content/legal/essai.md")).toThrow(
      /content\/legal\/essai\.md : une erreur[\s\S]*ligne 6, « description » : doit compter au moins 120 caractères/,
    );
    expect(() => parse("## A {#a}\n\nTexte.", "")).toThrow(/« lastModified » : champ obligatoire absent/);
    const unknown = "## A {#a}\n\nTexte {{inconnu}}.";
    expect(() => parse(unknown)).toThrow(
      `ligne ${lineOf(unknown, "Texte")} : {{inconnu}} ne nomme aucune valeur`,
    );
  });
});

describe("the folder of legal pages", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  /** A copy of content/ where `change` may add or break a legal page. */
  function contentCopy(change: (legal: string) => void): string {
    const root = mkdtempSync(path.join(tmpdir(), "content-"));
    cpSync(path.resolve(import.meta.dirname, ".."), root, { recursive: true });
    change(path.join(root, "legal"));
    vi.stubEnv("CONTENT_DIR", root);
    vi.resetModules();
    return root;
  }

  it("gets a page by adding its file", async () => {
    contentCopy((legal) => writeFileSync(path.join(legal, "essai.md"), file("## A {#a}\n\nTexte.")));
    const { legalPaths, legalPageEntries } = await import("./index.ts");
    expect(legalPaths.at(-1)).toBe("/essai");
    expect(legalPageEntries.at(-1)).toEqual({ path: "/essai", label: "Essai", footer: 9 });
  });

  it("stops on a broken file, naming it", async () => {
    const root = contentCopy((legal) => {
      rmSync(path.join(legal, "handicap.md"));
      writeFileSync(
        path.join(legal, "handicap.md"),
        file("## A {#a}\n\nTexte.").replace("/essai", "/ailleurs"),
      );
    });
    await expect(import("./index.ts")).rejects.toThrow(
      `${path.basename(root)}/legal/handicap.md : le chemin (path) doit être /handicap`,
    );
  });

  it("stops when two pages take one place in the footer", async () => {
    contentCopy((legal) =>
      writeFileSync(
        path.join(legal, "essai.md"),
        file("## A {#a}\n\nTexte.").replace("footer: 9", "footer: 1"),
      ),
    );
    const { clientSiteMap } = await import("../registry.ts");
    expect(() => clientSiteMap()).toThrow(/\/essai et \/about ont la même place \(footer: 1\)/);
  });
});
