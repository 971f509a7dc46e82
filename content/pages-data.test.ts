import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it, vi } from "vitest";

/*
 * The data files of the pages family (content/pages/*.yaml, content/bilan/*.yaml):
 * a broken file stops the build with a message naming the file, the line and
 * the field. Each case breaks one file in a copy of content/ (CONTENT_DIR)
 * and loads its module afresh.
 */

const contentDir = path.dirname(fileURLToPath(import.meta.url));
const folders: string[] = [];

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** Loads `module` with `file` (under content/) changed by `edit`, in a copy of content/. */
async function loadBroken(module: string, file: string, edit: (text: string) => string): Promise<unknown> {
  const folder = mkdtempSync(path.join(tmpdir(), "pages-data-"));
  folders.push(folder);
  const copy = path.join(folder, "content");
  cpSync(contentDir, copy, { recursive: true });
  const target = path.join(copy, file);
  const text = readFileSync(target, "utf8");
  const broken = edit(text);
  expect(broken, `the edit of ${file} changes nothing`).not.toBe(text);
  writeFileSync(target, broken);
  vi.stubEnv("CONTENT_DIR", copy);
  vi.resetModules();
  return import(module);
}

describe("a broken data file of the pages stops with its name, its line and its field", () => {
  it.each([
    {
      module: "./bilan-facts.ts",
      file: "bilan/facts.yaml",
      edit: (text: string) => text.replace("total: 24", "total: 25"),
      message:
        /content\/bilan\/facts\.yaml : une erreur[\s\S]*ligne \d+, « hours » : les heures d’entretiens/,
    },
    {
      module: "./bilan-pricing.ts",
      file: "bilan/pricing.yaml",
      edit: (text: string) =>
        text.replace("Votre CPF prend en charge {cpf}, son", "Votre CPF prend en charge tout, son"),
      message: /content\/bilan\/pricing\.yaml[\s\S]*« routes\.cpf\.aboveCap » : doit contenir \{cpf\}/,
    },
    {
      module: "./bilan-costs.ts",
      file: "bilan/costs.yaml",
      edit: (text: string) => text.replace("Début du bilan : {delai}.", "Début du bilan : {delais}."),
      message: /content\/bilan\/costs\.yaml[\s\S]*« start » : \{delais\} ne nomme aucune valeur calculée ici/,
    },
    {
      module: "./bilan.ts",
      file: "pages/bilan.yaml",
      edit: (text: string) =>
        text.replace("{{bilanPriceFranceTravail}} pour le bilan", "{{prixFranceTravail}} pour le bilan"),
      message:
        /content\/pages\/bilan\.yaml[\s\S]*ligne \d+ : \{\{prixFranceTravail\}\} ne nomme aucune valeur connue/,
    },
    {
      module: "./home.ts",
      file: "pages/home.yaml",
      edit: (text: string) => text.replace("  title: Pourquoi nous choisir ?", "  title: ''"),
      message:
        /content\/pages\/home\.yaml[\s\S]*ligne \d+, « differentiators\.title » : ne peut pas être vide/,
    },
    {
      module: "./about.ts",
      file: "pages/about.yaml",
      edit: (text: string) => text.replace("founder:\n  title:", "founder:\n  titre:"),
      message: /content\/pages\/about\.yaml[\s\S]*champ inconnu : « titre »/,
    },
    {
      module: "./quality.ts",
      file: "pages/quality.yaml",
      edit: (text: string) => text.replace("financé par {financeurs}.", "financé par nos financeurs."),
      message: /content\/pages\/quality\.yaml[\s\S]*« text » : doit contenir \{financeurs\}/,
    },
    {
      module: "./key-numbers.ts",
      file: "pages/key-numbers.yaml",
      edit: (text: string) =>
        text.replace("    claim: yearsOfExperience\n", "    claim: yearsOfExperience\n    to: 16\n"),
      message: /content\/pages\/key-numbers\.yaml[\s\S]*« counters\[0\] » : donner soit « claim »/,
    },
    {
      module: "./reviews.ts",
      file: "pages/reviews.yaml",
      edit: (text: string) => text.replace("relevé le {date}", "relevé le"),
      message: /content\/pages\/reviews\.yaml[\s\S]*« claim\.readOn » : doit contenir \{date\}/,
    },
  ])("$file", async ({ module, file, edit, message }) => {
    await expect(loadBroken(module, file, edit)).rejects.toThrow(message);
  });
});
