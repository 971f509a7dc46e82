import { describe, expect, it } from "vitest";
import { deCity, formatEuros, frenchTypography, hoursText, joinList, longDate, typeset } from "./format.ts";

describe("frenchTypography", () => {
  it("puts the no-break spaces French typography wants", () => {
    expect(frenchTypography("Durée : 24 heures ; prix ? 1 800 € !")).toBe(
      "Durée\u00a0: 24\u00a0heures\u202f; prix\u202f? 1\u202f800\u00a0€\u202f!",
    );
    expect(frenchTypography("« bilan »")).toBe("«\u00a0bilan\u00a0»");
    expect(frenchTypography("70 % des personnes")).toBe("70\u00a0% des personnes");
    expect(frenchTypography("l'entretien")).toBe("l’entretien");
  });

  it("leaves times, addresses and paths alone", () => {
    expect(frenchTypography("de 8:30 à 20:00")).toBe("de 8:30 à 20:00");
    expect(frenchTypography("https://vae.gouv.fr")).toBe("https://vae.gouv.fr");
    expect(frenchTypography("/blog/Souffrez_vous_de_l'hyperchoix")).toBe(
      "/blog/Souffrez_vous_de_l'hyperchoix",
    );
    expect(frenchTypography("en 2026 les")).toBe("en 2026 les");
  });

  it("is idempotent", () => {
    const once = frenchTypography("Tarif : 1 800 € ; 24 heures ? « oui »");
    expect(frenchTypography(once)).toBe(once);
  });

  it("typesets every string of a data value", () => {
    expect(typeset({ a: ["Prix : 10 €"], b: 3, c: { d: "Quoi ?" } })).toEqual({
      a: ["Prix\u00a0: 10\u00a0€"],
      b: 3,
      c: { d: "Quoi\u202f?" },
    });
  });
});

describe("formatting helpers", () => {
  it("formats amounts with cents only when there are some", () => {
    expect(formatEuros(1800)).toBe("1\u202f800\u00a0€");
    expect(formatEuros(103.2)).toBe("103,20\u00a0€");
  });
  it("joins lists the French way", () => {
    expect(joinList(["a", "b", "c"])).toBe("a, b et c");
    expect(joinList(["a", "b"], "ou")).toBe("a ou b");
  });
  it("writes the first of the month « 1er »", () => {
    expect(longDate("2026-10-01")).toBe("1er octobre 2026");
    expect(longDate("2026-11-23")).toBe("23 novembre 2026");
  });
  it("keeps « 2 h 30 » together", () => {
    expect(frenchTypography("séances de 2 h 30")).toBe("séances de 2\u202fh\u202f30");
  });
  it("keeps « n° » with its number", () => {
    expect(frenchTypography("loi n° 2025-989")).toBe("loi n°\u00a02025-989");
  });
  it("elides « de » before a vowel", () => {
    expect(deCity("Avon")).toBe("d’Avon");
    expect(deCity("Melun")).toBe("de Melun");
  });
  it("agrees hours in number", () => {
    expect(hoursText(1)).toBe("1\u00a0heure");
    expect(hoursText(13)).toBe("13\u00a0heures");
  });
});
