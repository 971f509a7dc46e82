import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError } from "./errors.ts";
import { fictionalValues, firmFilePath, loadFirm, parseFirm } from "./firm.ts";
import { firmText, nonFictionalEdits, testFirm } from "./testing.ts";

/** The message parseFirm throws for `edits`, or "" when the text is valid. */
function problem(edits: Record<string, unknown>): string {
  try {
    parseFirm(firmText(edits), "content/firm.yaml");
    return "";
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error instanceof Error ? error.message : String(error);
  }
}

/** The line of `needle` in `text` (1-based). */
function lineOf(text: string, needle: string): number {
  return text.split("\n").findIndex((line) => line.includes(needle)) + 1;
}

describe("the identity file", () => {
  it("is valid as the repository ships it, and read from content/firm.yaml unless FIRM_FILE says otherwise", () => {
    const firm = loadFirm();
    expect(firm.name).toMatch(/\S/);
    expect(firm.siteUrl.endsWith("/")).toBe(false);
    expect(firmFilePath({})).toMatch(/content[\\/]firm\.yaml$/);
    expect(firmFilePath({ FIRM_FILE: "autre.yaml" })).toBe(path.resolve("autre.yaml"));
  });

  it("reads numbers written without quotes as the texts they are", () => {
    const firm = testFirm({ "legal.siren": 303265045, "address.postalCode": 77300 });
    expect(firm.legal.siren).toBe("303265045");
    expect(firm.address.postalCode).toBe("77300");
  });

  it.each([
    [{ phone: "appelez-nous" }, "« phone » : doit être un numéro de téléphone"],
    [{ email: "contact" }, "« email » : doit être une adresse e-mail"],
    [{ siteUrl: "www.exemple.fr" }, "« siteUrl » : doit être une adresse commençant par https://"],
    [{ "address.postalCode": "7700" }, "« address.postalCode » : doit être un code postal à 5 chiffres"],
    [{ "quality.validUntil": "24/11/2027" }, "« quality.validUntil » : doit être une date écrite AAAA-MM-JJ"],
    [{ "reviews.rating": 6 }, "« reviews.rating » : doit être une note entre 0 et 5"],
    [{ "reviews.count": 0 }, "« reviews.count » : doit être un nombre entier d’au moins 1"],
    [
      { "mediator.url": "http://mediateur.fr" },
      "« mediator.url » : doit être une adresse commençant par https://",
    ],
    [{ "legal.siren": "303265046" }, "« legal.siren » : doit être un SIREN valide"],
    [{ "offices.provins.geo": "48.85,2.35" }, "« offices.provins.geo » : doit être « latitude,longitude »"],
    [{ hours: "lundi 9h-18h" }, "« hours » : doit être des horaires comme"],
    [{ "offices.montereau.access": [] }, "« offices.montereau.access » : ne peut pas être vide"],
    [{ name: undefined }, "« name » : champ obligatoire absent"],
    [{ telephone: "01 64 00 00 00" }, "champ inconnu : « telephone »"],
    [
      { fictional: ["legal.sirene"] },
      "« fictional » nomme « legal.sirene », qui n’est pas un champ du fichier",
    ],
  ])("refuses %j with a French message naming the field", (edits, message) => {
    expect(problem(edits)).toContain(message);
  });

  it("names the file and the line of the bad value", () => {
    const text = firmText({ "offices.provins.postalCode": "7716" });
    expect(problem({ "offices.provins.postalCode": "7716" })).toContain(
      `content/firm.yaml : une erreur dans l’identité du cabinet\n  ligne ${lineOf(text, '"7716"')}, « offices.provins.postalCode »`,
    );
  });

  it("lists every problem at once", () => {
    expect(problem({ phone: "x", email: "y" })).toMatch(/2 erreurs[\s\S]*« phone »[\s\S]*« email »/);
  });

  it("says where YAML that cannot be read goes wrong", () => {
    expect(() => parseFirm("name: Cabinet\n  tagline: [", "firm.yaml")).toThrow(
      /^firm\.yaml, ligne \d : le fichier n’est pas du YAML valide/,
    );
  });

  it("says which file it could not read", () => {
    const missing = path.join(mkdtempSync(path.join(tmpdir(), "firm-")), "absent.yaml");
    expect(() => loadFirm(missing)).toThrow(`${missing} : impossible de lire l’identité du cabinet`);
  });

  it("reads a file given by path, once", () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "firm-")), "firm.yaml");
    writeFileSync(file, firmText({ name: "Cabinet Témoin" }));
    expect(loadFirm(file).name).toBe("Cabinet Témoin");
    writeFileSync(file, firmText({ name: "Cabinet Modifié" }));
    expect(loadFirm(file).name).toBe("Cabinet Témoin");
  });
});

describe("fictional values", () => {
  it("are every listed field, a section standing for all of its values", () => {
    const found = fictionalValues(testFirm({ fictional: ["name", "legal.host"] }));
    const paths = found.map((entry) => entry.path);
    expect(paths).toEqual(
      expect.arrayContaining(["name", "legal.host.name", "legal.host.address", "legal.host.phone"]),
    );
    expect(found.find((entry) => entry.path === "name")).toMatchObject({
      value: testFirm().name,
      reason: "valeur fictive",
    });
  });

  it("include every address on the .example domain, listed or not", () => {
    const firm = testFirm({
      fictional: [],
      email: "bonjour@cabinet.example",
      "social.x": "https://x.example/c",
    });
    expect(fictionalValues(firm)).toEqual(
      expect.arrayContaining([
        {
          path: "email",
          value: "bonjour@cabinet.example",
          reason: "adresse fictive (domaine réservé .example)",
        },
        {
          path: "social.x",
          value: "https://x.example/c",
          reason: "adresse fictive (domaine réservé .example)",
        },
      ]),
    );
  });

  it("are none for a firm that replaced them all", () => {
    const real = testFirm(nonFictionalEdits());
    expect(fictionalValues(real)).toEqual([]);
  });
});
