import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { frenchTypography } from "./format.ts";
import { parseRecord } from "./lib/collection.ts";
import {
  checkProgrammeSheet,
  type ProgrammeSheet,
  programmeSheetBlock,
  programmeSheetFields,
  programmeSheetLabels,
  programmeSheetRows,
  programmeSheetSchema,
  programmeSheetWords,
} from "./programme-sheet.ts";
import { site } from "./site.ts";

const file = readFileSync(new URL("./programme-sheet.yaml", import.meta.url), "utf8");

/** A complete sheet, as a service file gives it. */
const sheet: ProgrammeSheet = {
  audience: "Salariés",
  prerequisites: "Aucun",
  objectives: ["Faire le point"],
  duration: "24 heures",
  modalities: "En individuel",
  accessDelay: "Deux semaines",
  price: "1 800 €",
  methods: "Entretiens",
  evaluation: "Questionnaire",
};

describe("the programme sheet's shared words (content/programme-sheet.yaml)", () => {
  it("label every row, each label once", () => {
    const labels = programmeSheetFields.map((field) => programmeSheetLabels[field]);
    expect(Object.keys(programmeSheetLabels)).toEqual([...programmeSheetFields]);
    for (const label of labels) expect(label.trim()).not.toBe("");
    expect(new Set(labels).size).toBe(labels.length);
  });

  it("fill the contact and accessibility rows from the firm's records, placeholders replaced", () => {
    const { contact, accessibility } = programmeSheetWords();
    for (const value of [site.name, site.phone, site.email])
      expect(contact).toContain(frenchTypography(value));
    expect(accessibility).toContain(site.disabilityReferent.name);
    expect(JSON.stringify(programmeSheetWords())).not.toContain("{{");
  });

  it("give a page's block every row in order, with the shared title unless the page has its own", () => {
    const block = programmeSheetBlock(sheet, "/x", "2026-01-02");
    expect(block.rows.map((row) => row.field)).toEqual([...programmeSheetFields]);
    expect(block.rows.map((row) => row.label)).toEqual(
      programmeSheetFields.map((f) => programmeSheetLabels[f]),
    );
    expect(block.title).toBe(programmeSheetWords().title);
    expect(block.disabilityLink).toBe(programmeSheetWords().disabilityLink);
    expect(programmeSheetBlock(sheet, "/x", "2026-01-02", "Autre titre").title).toBe("Autre titre");
    expect(programmeSheetRows(sheet, "2026-01-02").at(-1)?.value).toBe("2026-01-02");
  });

  it("stop the build on an incomplete sheet, naming the page and the row's label", () => {
    expect(() => programmeSheetBlock(undefined, "/x", "2026-01-02")).toThrow("/x: the programme sheet");
    expect(() => checkProgrammeSheet({ ...sheet, duration: " " }, "/x")).toThrow(
      `/x: the programme sheet has no « ${programmeSheetLabels.duration} »`,
    );
    expect(() => checkProgrammeSheet({ ...sheet, objectives: [] }, "/x")).toThrow(
      programmeSheetLabels.objectives,
    );
  });

  it("stops with the file, the line and the field when the file is broken", () => {
    const broken = (from: RegExp, to: string) => () =>
      parseRecord(file.replace(from, to), "content/programme-sheet.yaml", programmeSheetSchema);
    expect(broken(/^ {2}duration: .*$/m, "  duration: ''")).toThrow(
      /content\/programme-sheet\.yaml : une erreur[\s\S]*ligne \d+, « labels\.duration » : ne peut pas être vide/,
    );
    expect(broken(/^ {2}price: .*$/m, "")).toThrow(/« labels\.price » : champ obligatoire absent/);
    expect(broken(/^contact: .*$/m, 'contact: "{{firmFax}}"')).toThrow(/\{\{firmFax\}\}/);
  });
});
