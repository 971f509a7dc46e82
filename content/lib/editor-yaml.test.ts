import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { mergeContentFile, mergeMarkdown, mergeYaml, splitFrontmatter } from "./editor-yaml.ts";

const FILE = `# En-tête du fichier.

# Le titre de la page.
title: "Ancien titre"
# Rang de la page.
order: 3
list:
  - un # le premier
  - deux
`;

describe("mergeYaml", () => {
  it("keeps comments, key order and untouched values' quoting when a value changes", () => {
    const merged = mergeYaml(FILE, "order: 4\nlist: [un, deux, trois]\ntitle: Nouveau titre\n");
    expect(parse(merged)).toEqual({ title: "Nouveau titre", order: 4, list: ["un", "deux", "trois"] });
    for (const comment of [
      "# En-tête du fichier.",
      "# Le titre de la page.",
      "# Rang de la page.",
      "# le premier",
    ]) {
      expect(merged).toContain(comment);
    }
    expect(merged.indexOf("title:")).toBeLessThan(merged.indexOf("order:"));
  });

  it("gives the file back byte for byte when the data did not change", () => {
    expect(mergeYaml(FILE, "list: [un, deux]\norder: 3\ntitle: Ancien titre\n")).toBe(FILE);
  });

  it("removes a key the editor emptied, and adds no empty key the file did not have", () => {
    const merged = mergeYaml(FILE, "title: Ancien titre\nlist: [un, deux]\nflag: false\nextra: []\n");
    expect(parse(merged)).toEqual({ title: "Ancien titre", list: ["un", "deux"] });
  });

  it("keeps a key the file already left empty when the editor leaves it out: same meaning, same lines", () => {
    const file = `${FILE}link: ""\n`;
    expect(mergeYaml(file, "title: Ancien titre\norder: 3\nlist: [un, deux]\n")).toBe(file);
  });

  it("keeps an unquoted date as a day", () => {
    const merged = mergeYaml("date: 2024-11-26\nx: 1\n", "date: 2024-11-26T00:00:00.000Z\nx: 2\n");
    expect(merged).toBe("date: 2024-11-26\nx: 2\n");
  });
});

describe("mergeYaml, for a file edited in part", () => {
  const IDENTITY = `# L’identité.
name: Cap Parcours
# La note des avis.
reviews:
  widgetUrl: https://avis.example/embed
  rating: 5
  count: 170
  readOn: "2026-11-01"
legal:
  # Le capital.
  shareCapital: 8000
`;
  const ONLY = ["reviews.rating", "reviews.count", "reviews.readOn"];

  it("keeps every other key, value and comment, and the keys the editor did not send", () => {
    const merged = mergeYaml(
      IDENTITY,
      "reviews:\n  rating: 4.8\n  count: 171\n  readOn: '2026-12-01'\n",
      ONLY,
    );
    expect(merged).toBe(
      IDENTITY.replace("rating: 5", "rating: 4.8")
        .replace("count: 170", "count: 171")
        .replace('"2026-11-01"', '"2026-12-01"'),
    );
  });

  it("takes nothing else from the editor's text", () => {
    const incoming =
      "name: Autre\nreviews:\n  widgetUrl: https://autre.example\n  rating: 5\n  count: 172\nextra: 1\n";
    expect(mergeYaml(IDENTITY, incoming, ONLY)).toBe(IDENTITY.replace("count: 170", "count: 172"));
  });

  it("gives the file back byte for byte when those values did not change", () => {
    expect(mergeYaml(IDENTITY, "reviews:\n  rating: 5\n  count: 170\n  readOn: '2026-11-01'\n", ONLY)).toBe(
      IDENTITY,
    );
    expect(mergeContentFile("content/firm.yaml", IDENTITY, "{}\n", ONLY)).toBe(IDENTITY);
  });
});

describe("mergeMarkdown", () => {
  const DOC = `---\n# Le titre.\ntitle: Un titre\n---\n\nLe texte, avec {{bilanPriceClassicIndividual}} et { ville }.\n`;

  it("merges the frontmatter and takes the editor's body", () => {
    const merged = mergeMarkdown(DOC, "---\ntitle: Autre titre\n---\n\nNouveau texte.\n");
    expect(merged).toContain("# Le titre.");
    expect(splitFrontmatter(merged)).toEqual({
      frontmatter: "# Le titre.\ntitle: Autre titre",
      body: "\nNouveau texte.\n",
    });
  });

  it("gives the file back unchanged when nothing changed", () => {
    const { body } = splitFrontmatter(DOC);
    expect(mergeContentFile("content/faq/x.md", DOC, `---\ntitle: Un titre\n---\n${body}`)).toBe(DOC);
  });

  it("writes a new file as the editor made it", () => {
    expect(mergeContentFile("content/faq/new.md", undefined, "---\ntitle: A\n---\nB")).toBe(
      "---\ntitle: A\n---\nB",
    );
  });
});
