import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { facts } from "../facts/index.ts";
import { ContentError, parseDocument, parseRecord, readCollection } from "./collection.ts";
import { readFigures } from "./figures.ts";

const schema = z.strictObject({
  title: z.string().trim().min(1, "ne peut pas être vide"),
  paragraphs: z.array(z.string()).min(1),
});

const aFact = Object.keys(facts())[0] as string;

afterEach(() => vi.unstubAllEnvs());

describe("a YAML record", () => {
  it("is read, with its {{facts}} filled", () => {
    const data = parseRecord(
      `title: Prix\nparagraphs:\n  - "{{${aFact}}} et {{ ${aFact} }}"\n`,
      "x.yaml",
      schema,
    );
    expect(data.paragraphs[0]).toBe(`${facts()[aFact]} et ${facts()[aFact]}`);
  });

  it("that breaks its schema names the file, the line and the field, in French", () => {
    const read = () => parseRecord("title: ''\nparagraphs:\n  - Un\n  - 2\n", "content/x.yaml", schema);
    expect(read).toThrow(ContentError);
    expect(read).toThrow(
      /content\/x\.yaml : 2 erreurs[\s\S]*ligne 1, « title » : ne peut pas être vide[\s\S]*ligne 4, « paragraphs\[1\] » : doit être un texte/,
    );
  });

  it("with an unknown field or a missing one says which", () => {
    expect(() => parseRecord("titre: A\nparagraphs: [a]\n", "x.yaml", schema)).toThrow(
      /champ inconnu : « titre »/,
    );
    expect(() => parseRecord("paragraphs: [a]\n", "x.yaml", schema)).toThrow(
      /« title » : champ obligatoire absent/,
    );
  });

  it("naming an unknown fact stops with the line", () => {
    expect(() =>
      parseRecord("title: A\nparagraphs:\n  - 'Prix : {{prixInconnu}}'\n", "x.yaml", schema),
    ).toThrow(/ligne 3 : \{\{prixInconnu\}\} ne nomme aucune valeur connue/);
  });

  it("that is not YAML says so with the line", () => {
    expect(() => parseRecord("title: A\nparagraphs: [a\n", "x.yaml", schema)).toThrow(
      /x\.yaml, ligne \d : le fichier n’est pas du YAML valide/,
    );
  });

  it("of figures is read without facts, its {{names}} left as written", () => {
    const root = mkdtempSync(path.join(tmpdir(), "content-"));
    writeFileSync(path.join(root, "prices.yaml"), "price: 1500\nnote: '{{inconnu}}'\n");
    vi.stubEnv("CONTENT_DIR", root);
    const figures = z.strictObject({ price: z.number(), note: z.string() });
    expect(readFigures("prices.yaml", figures)).toEqual({ price: 1500, note: "{{inconnu}}" });
    expect(() => readFigures("prices.yaml", z.strictObject({ price: z.string() }))).toThrow(
      /prices\.yaml : 2 erreurs[\s\S]*ligne 1, « price » : doit être un texte[\s\S]*champ inconnu : « note »/,
    );
  });
});

describe("a Markdown document", () => {
  it("is its frontmatter and its body, facts filled in both", () => {
    const file = `---\ntitle: "{{${aFact}}}"\nparagraphs: [a]\n---\n\nTexte : {{${aFact}}}.\n`;
    const { data, body } = parseDocument(file, "x.md", schema);
    expect(data.title).toBe(facts()[aFact]);
    expect(body).toBe(`Texte : ${facts()[aFact]}.`);
  });

  it("gives the file's own line numbers, frontmatter and body alike", () => {
    expect(() => parseDocument("---\ntitle: ''\nparagraphs: [a]\n---\nUn\n", "x.md", schema)).toThrow(
      /ligne 2, « title »/,
    );
    expect(() =>
      parseDocument("---\ntitle: A\nparagraphs: [a]\n---\n\nUn\n\n{{inconnu}}\n", "x.md", schema),
    ).toThrow(/ligne 8 : \{\{inconnu\}\}/);
  });

  it("without frontmatter says where it must start", () => {
    expect(() => parseDocument("# Titre\n", "x.md", schema)).toThrow(
      /x\.md, ligne 1 : le fichier doit commencer/,
    );
  });
});

describe("a collection", () => {
  it("is every file of its folder, by name, with its id", () => {
    const root = mkdtempSync(path.join(tmpdir(), "content-"));
    mkdirSync(path.join(root, "pages"));
    writeFileSync(path.join(root, "pages", "b-page.yaml"), "title: B\nparagraphs: [b]\n");
    writeFileSync(path.join(root, "pages", "a-page.yaml"), "title: A\nparagraphs: [a]\n");
    writeFileSync(path.join(root, "pages", "notes.txt"), "ignored");
    vi.stubEnv("CONTENT_DIR", root);
    const entries = readCollection("pages", "yaml", schema);
    expect(entries.map((entry) => entry.id)).toEqual(["a-page", "b-page"]);
    expect(entries[0]?.data.title).toBe("A");
    expect(entries[0]?.source).toBe(`${path.basename(root)}/pages/a-page.yaml`);
  });

  it("refuses a file name a URL cannot carry", () => {
    const root = mkdtempSync(path.join(tmpdir(), "content-"));
    mkdirSync(path.join(root, "pages"));
    writeFileSync(path.join(root, "pages", "Été.yaml"), "title: A\nparagraphs: [a]\n");
    vi.stubEnv("CONTENT_DIR", root);
    expect(() => readCollection("pages", "yaml", schema)).toThrow(/Été\.yaml : le nom du fichier/);
  });
});
