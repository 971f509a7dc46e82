import { describe, expect, it } from "vitest";
import {
  countInWords,
  elidedDe,
  formatEuros,
  formatNumber,
  frenchTypography,
  hoursText,
  joinList,
  longDate,
  numericDate,
  typeset,
} from "./format.ts";

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
    expect(elidedDe("Avon")).toBe("d’Avon");
    expect(elidedDe("Melun")).toBe("de Melun");
    // A person's name too, capital accented vowels included.
    expect(elidedDe("Élodie Petit")).toBe("d’Élodie Petit");
    expect(elidedDe("Anaïs")).toBe("d’Anaïs");
    expect(elidedDe("Paul")).toBe("de Paul");
  });
  it("agrees hours in number", () => {
    expect(hoursText(1)).toBe("1\u00a0heure");
    expect(hoursText(13)).toBe("13\u00a0heures");
  });
  it("writes small counts in words, agreeing « un » with a feminine noun", () => {
    expect(countInWords(4)).toBe("quatre");
    expect(countInWords(17)).toBe("dix-sept");
    expect(countInWords(21)).toBe("vingt et un");
    expect(countInWords(21, "feminine")).toBe("vingt et une");
    expect(countInWords(1, "feminine")).toBe("une");
    expect(countInWords(30)).toBe("trente");
    expect(countInWords(45)).toBe("quarante-cinq");
    expect(countInWords(71)).toBe("soixante et onze");
    expect(countInWords(77)).toBe("soixante-dix-sept");
    expect(countInWords(80)).toBe("quatre-vingts");
    expect(countInWords(81, "feminine")).toBe("quatre-vingt-une");
    expect(countInWords(99)).toBe("quatre-vingt-dix-neuf");
    expect(countInWords(120)).toBe("120");
  });
});

/**
 * formatNumber, joinList, longDate and numericDate replace Intl in the browser
 * (decision 032): they must write what Intl writes, for the shapes the site uses.
 */
describe("the hand-written French formats write what Intl writes", () => {
  const numbers = [
    0,
    -0,
    1,
    7,
    12,
    999,
    1000,
    1234,
    4800,
    12_345,
    123_456,
    1_234_567,
    999_999_999,
    2 ** 53 - 1,
    1e20,
    0.5,
    0.05,
    0.005,
    0.0005,
    1.005,
    1.015,
    2.675,
    1.45,
    9.995,
    99.95,
    999.9996,
    103.2,
    1799.99,
    0.1 + 0.2,
    95.1,
    33.333333,
    66.666666,
    4.8,
    12.345678,
    0.000001,
  ];
  // A fixed pseudo-random walk over magnitudes and decimals, the same on every run.
  let seed = 20_261_124;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  for (let index = 0; index < 2000; index++) {
    const magnitude = 10 ** Math.floor(next() * 9);
    const decimals = Math.floor(next() * 5);
    numbers.push(Math.round(next() * magnitude * 10 ** decimals) / 10 ** decimals);
  }
  const shapes = [
    {},
    { maxFractionDigits: 0 },
    { maxFractionDigits: 1 },
    { maxFractionDigits: 2 },
    { minFractionDigits: 2, maxFractionDigits: 2 },
    { sign: "always" as const },
  ];

  it("numbers, for every shape, positive and negative", () => {
    for (const shape of shapes) {
      const intl = new Intl.NumberFormat("fr-FR", {
        minimumFractionDigits: shape.minFractionDigits,
        maximumFractionDigits: shape.maxFractionDigits ?? 3,
        signDisplay: shape.sign ?? "auto",
      });
      for (const value of numbers) {
        for (const signed of [value, -value]) {
          expect(formatNumber(signed, shape), `${signed} ${JSON.stringify(shape)}`).toBe(intl.format(signed));
        }
      }
    }
  });

  it("refuses what it cannot write", () => {
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, 1e21, 1e-7]) {
      expect(() => formatNumber(value)).toThrow(RangeError);
    }
  });

  it("amounts in euros", () => {
    for (const amount of [0, 5, 103.2, 1800, 1799.99, 2500.5, 12_000]) {
      const intl = new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" }).format(amount);
      expect(formatEuros(amount).replace(/,00(?=\u00a0€)/, "")).toBe(intl.replace(/,00(?=\u00a0€)/, ""));
    }
  });

  it("lists of every length", () => {
    const items = ["le CPF", "l’employeur", "France Travail", "un financement personnel", "l’Agefiph"];
    for (const [conjunction, type] of [
      ["et", "conjunction"],
      ["ou", "disjunction"],
    ] as const) {
      const intl = new Intl.ListFormat("fr", { style: "long", type });
      for (let length = 0; length <= items.length; length++) {
        expect(joinList(items.slice(0, length), conjunction)).toBe(intl.format(items.slice(0, length)));
      }
    }
  });

  it("every day of eight years, long and short", () => {
    const long = new Intl.DateTimeFormat("fr-FR", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });
    const short = new Intl.DateTimeFormat("fr-FR", { day: "2-digit", month: "2-digit", year: "numeric" });
    for (let day = Date.UTC(2024, 0, 1); day < Date.UTC(2032, 0, 1); day += 86_400_000) {
      const date = new Date(day);
      const iso = date.toISOString().slice(0, 10);
      expect(longDate(iso)).toBe(long.format(date).replace(/^1 /, "1er "));
      const local = new Date(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), 23, 59);
      expect(numericDate(iso)).toBe(short.format(local));
    }
  });

  it("refuses a day that is not in the calendar", () => {
    for (const iso of ["2026-02-30", "2026-13-01", "2026-1-5", "5 mars 2026", ""]) {
      expect(() => longDate(iso)).toThrow(RangeError);
      expect(() => numericDate(iso)).toThrow(RangeError);
    }
  });
});
