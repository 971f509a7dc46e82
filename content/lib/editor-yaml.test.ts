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

  it("keeps an unquoted date as a day", () => {
    const merged = mergeYaml("date: 2024-11-26\nx: 1\n", "date: 2024-11-26T00:00:00.000Z\nx: 2\n");
    expect(merged).toBe("date: 2024-11-26\nx: 2\n");
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
