import { describe, expect, it } from "vitest";
import { DEFAULT_FAQ_CITY, type FaqEntry, faqEntries } from "../../content/faq.ts";
import { faqBlock, LANDING_FAQ_LIMIT, landingFaqBlock, selectFaq } from "./faq.server.ts";
import { faqJsonLd, withCity } from "./faq.ts";

const entries: FaqEntry[] = [
  {
    id: "general",
    title: "Premier rendez-vous à {ville} ?",
    answer: ["Gratuit, à {ville}."],
    tag: ["all"],
  },
  { id: "duree", title: "Combien de temps ?", answer: ["24 heures."], tag: ["bdc"] },
  { id: "cpf", title: "Avec le CPF ?", answer: ["Oui."], tag: ["bdc", "CPF"] },
  { id: "apec", title: "L’Apec ?", answer: ["Pour les cadres."], tag: ["APEC"] },
  { id: "vae", title: "Et la VAE ?", answer: ["Autre chose."], tag: ["vae"] },
];

const ids = (items: { id: string }[]) => items.map((item) => item.id);

describe("selectFaq", () => {
  it("takes a tag as a string, with the general questions", () => {
    expect(ids(selectFaq("bdc", undefined, entries))).toEqual(["general", "duree", "cpf"]);
    expect(ids(selectFaq("APEC", undefined, entries))).toEqual(["general", "apec"]);
  });

  it("takes a list of tags, keeping the order of the entries", () => {
    expect(ids(selectFaq(["vae", "CPF"], undefined, entries))).toEqual(["general", "cpf", "vae"]);
  });

  it("gives every question for 'all'", () => {
    expect(ids(selectFaq("all", undefined, entries))).toEqual(ids(entries));
    expect(ids(selectFaq(["APEC", "all"], undefined, entries))).toEqual(ids(entries));
  });

  it("places the city, the default town when none is given", () => {
    const [general] = selectFaq("vae", "Provins", entries);
    expect(general).toEqual({
      id: "general",
      title: "Premier rendez-vous à Provins ?",
      answer: ["Gratuit, à Provins."],
    });
    expect(selectFaq("vae", undefined, entries)[0]?.title).toBe(
      `Premier rendez-vous à ${DEFAULT_FAQ_CITY} ?`,
    );
    expect(selectFaq("vae", "  ", entries)[0]?.title).toContain(DEFAULT_FAQ_CITY);
    expect(withCity("{ville} et {ville}", "Avon")).toBe("Avon et Avon");
  });

  it("elides « de » before a city that starts with a vowel", () => {
    expect(withCity("Me reconvertir près de {ville} ?", "Avon")).toBe("Me reconvertir près d’Avon ?");
    expect(withCity("Me reconvertir près de {ville} ?", "Melun")).toBe("Me reconvertir près de Melun ?");
    expect(withCity("Au bureau de {ville}, à {ville}", "Avon")).toBe("Au bureau d’Avon, à Avon");
    for (const item of selectFaq("all", "Avon")) {
      expect(`${item.title} ${item.answer.join(" ")}`, item.id).not.toMatch(/\bde Avon/);
    }
  });

  it("leaves the data untouched", () => {
    selectFaq("all", "Melun", entries);
    expect(entries[0]?.title).toBe("Premier rendez-vous à {ville} ?");
  });

  it("shows real entries with no placeholder left", () => {
    const items = selectFaq("all", "Montereau-Fault-Yonne");
    expect(items).toHaveLength(faqEntries.length);
    for (const item of items) {
      expect(`${item.title} ${item.answer.join(" ")}`).not.toMatch(/\{[^}]*\}/);
    }
  });
});

describe("faqJsonLd", () => {
  it("lists exactly the questions shown, with their answers", () => {
    const shown = selectFaq("CPF", "Melun");
    const data = faqJsonLd(shown);
    expect(data["@type"]).toBe("FAQPage");
    expect(data.mainEntity.map((q) => q.name)).toEqual(shown.map((item) => item.title));
    expect(data.mainEntity[0]?.acceptedAnswer.text).toBe(shown[0]?.answer.join("\n\n"));
  });
});

describe("faqBlock", () => {
  it("holds the questions for the tag and city, and the optional texts only when given", () => {
    expect(faqBlock({ tag: "APEC", ville: "Provins" })).toEqual({ items: selectFaq("APEC", "Provins") });
    expect(faqBlock({ tag: ["CPF"], mainTitleFaq: "Vos questions", mainPfaq: "Réponses" })).toEqual({
      items: selectFaq(["CPF"]),
      mainTitleFaq: "Vos questions",
      mainPfaq: "Réponses",
    });
  });
});

describe("landingFaqBlock", () => {
  const own = [
    { id: "ici-1", title: "Une question d’ici ?", answer: ["Oui."], tag: ["bdc"] as const },
    { id: "ici-2", title: "Une autre ?", answer: ["Non."], tag: ["CPF"] as const },
  ];

  it("shows the page's own questions first, then those its tags select, in the order of its tags", () => {
    const block = landingFaqBlock({ own, tag: ["APEC", "bdc"], ville: "Provins" }, entries);
    expect(ids(block.items)).toEqual(["ici-1", "ici-2", "apec", "duree", "cpf"]);
  });

  it("takes the general questions (tag « all ») only when the page asks for them", () => {
    expect(ids(landingFaqBlock({ own: [], tag: "bdc", ville: "Melun" }, entries).items)).not.toContain(
      "general",
    );
    expect(ids(landingFaqBlock({ own: [], tag: "all", ville: "Melun" }, entries).items)).toContain("general");
  });

  it("shows at most six questions, each once", () => {
    const many = Array.from({ length: 9 }, (_, i) => ({ ...own[0], id: `q-${i}` })) as typeof own;
    expect(landingFaqBlock({ own: many, tag: "all", ville: "Melun" }, entries).items).toHaveLength(
      LANDING_FAQ_LIMIT,
    );
    const real = landingFaqBlock({ own: [], tag: ["all", "bdc", "CPF"], ville: "Melun" });
    expect(real.items.length).toBe(LANDING_FAQ_LIMIT);
    expect(new Set(ids(real.items)).size).toBe(real.items.length);
  });

  it("gives a page with no city no question written for a city", () => {
    const block = landingFaqBlock({ own: [], tag: "all" }, entries);
    expect(ids(block.items)).not.toContain("general");
    const real = landingFaqBlock({ own: [], tag: ["all", "bdc", "CPF", "reconversion", "APEC"] });
    for (const item of real.items) {
      expect(`${item.title} ${item.answer.join(" ")}`).not.toContain(DEFAULT_FAQ_CITY);
    }
  });
});
