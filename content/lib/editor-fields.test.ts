import { describe, expect, it } from "vitest";
import { z } from "zod";
import { collectNotes, fieldsFromSchema, labelFor, optionLabels } from "./editor-fields.ts";

describe("labelFor", () => {
  it("takes a short comment as the label, without repeating it as the description", () => {
    for (const comment of [
      "Le bilan s’étale sur ce nombre de mois.",
      "Le bilan s’étale sur ce nombre de mois",
    ]) {
      expect(labelFor("spreadMonths", comment)).toEqual({
        label: "Le bilan s’étale sur ce nombre de mois",
        labelFrom: "comment",
      });
    }
  });

  it("takes a long comment's first clause as the label, and the whole comment as the description", () => {
    const comment = "Les prix, en euros toutes taxes comprises.";
    expect(labelFor("prices", comment)).toEqual({
      label: "Les prix",
      labelFrom: "comment",
      description: comment,
    });
    expect(labelFor("x", "Agents publics : au plus deux bilans.").label).toBe("Agents publics");
    expect(labelFor("x", "Part (en %) des entreprises encore actives").label).toBe(
      "Part des entreprises encore actives",
    );
  });

  it("falls back on the French dictionary, then says the label is the key's", () => {
    expect(labelFor("min", undefined)).toEqual({ label: "Minimum", labelFrom: "dictionary" });
    const long = `Le plus grand nombre ${"de très nombreuses personnes ".repeat(4)}accompagnées.`;
    expect(labelFor("max", long)).toEqual({ label: "Maximum", labelFrom: "dictionary", description: long });
    expect(labelFor("personalWork", undefined)).toEqual({ label: "Personal work", labelFrom: "key" });
  });
});

describe("collectNotes", () => {
  it("gives the comment above a block's first key to that key, not to the block", () => {
    const notes = collectNotes(
      "# En-tête.\n\n# Les prix.\nprices:\n  # Bilan flash.\n  flash: 1\n  # Bilan classique.\n  classic: 2\nhours:\n  # Total.\n  total: 3\n",
    );
    expect(notes.comments.get("prices")).toBe("Les prix.");
    expect(notes.comments.get("prices.flash")).toBe("Bilan flash.");
    expect(notes.comments.get("prices.classic")).toBe("Bilan classique.");
    expect(notes.comments.get("hours")).toBeUndefined();
    expect(notes.comments.get("hours.total")).toBe("Total.");
  });

  it("labels a schema's fields from the notes, through arrays and blocks", () => {
    const schema = z.object({ hours: z.object({ total: z.number().int() }), list: z.array(z.string()) });
    const notes = collectNotes(
      "# Les heures.\nhours:\n  # Le total des heures.\n  total: 3\n# Une liste.\nlist: [a]\n",
    );
    const { fields } = fieldsFromSchema(schema, notes);
    expect(fields.hours).toMatchObject({ label: "Les heures", labelFrom: "comment", kind: "object" });
    expect(fields.hours?.kind === "object" && fields.hours.fields.total).toMatchObject({
      label: "Le total des heures",
      labelFrom: "comment",
    });
    expect(fields.hours?.description).toBeUndefined();
    expect(fields.list).toMatchObject({
      label: "Une liste",
      element: { label: "Une liste", labelFrom: "comment" },
    });
  });
});

describe("optionLabels", () => {
  it("takes `value (label)` from the comment, not a file's name, then the dictionary, then says the label is the value", () => {
    expect(
      optionLabels("kind", ["service", "training"], "service (accompagnement) ou training (formation)."),
    ).toEqual([
      { value: "service", label: "Accompagnement", labelFrom: "comment" },
      { value: "training", label: "Formation", labelFrom: "comment" },
    ]);
    const [head, montereau] = optionLabels(
      "office",
      ["head", "montereau"],
      "Le bureau : head (le siège) ou montereau (content/firm.yaml).",
    );
    expect(head).toMatchObject({ label: "Le siège", labelFrom: "comment" });
    expect(montereau?.labelFrom).toBe("dictionary");
    expect(optionLabels("unknownKey", ["someValue"], undefined)).toEqual([
      { value: "someValue", label: "someValue", labelFrom: "key" },
    ]);
  });

  it("labels a choice list that only names its values from the dictionary, its comment kept as help", () => {
    const notes = collectNotes("# service (accompagnement) ou training (formation).\nkind: service\n");
    const { fields } = fieldsFromSchema(z.object({ kind: z.enum(["service", "training"]) }), notes);
    expect(fields.kind).toMatchObject({ kind: "select", labelFrom: "dictionary" });
    expect(fields.kind?.label).not.toMatch(/training/);
  });
});

describe("labels from the schema", () => {
  it("takes the schema's own title and description over the files' comments", () => {
    const notes = collectNotes("# Un commentaire écrit pour une autre page.\npath: /accessibilite\n");
    const schema = z.object({
      path: z.string().meta({ title: "L’adresse de la page", description: "Par exemple /contact." }),
    });
    expect(fieldsFromSchema(schema, notes).fields.path).toMatchObject({
      label: "L’adresse de la page",
      labelFrom: "schema",
      description: "Par exemple /contact.",
    });
  });
});
