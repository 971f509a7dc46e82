import { describe, expect, it } from "vitest";
import { formatEuros } from "../bilan-facts";
import type { documentLists } from "../documents/catalog";
import { pageLabels } from "../pages";
import { serviceFacts } from "../service-facts";
import { servicePages } from ".";
import { servicePaths } from "./paths";
import type { ServicePage } from "./types";

const byPath = (path: string) => servicePages.find((page) => page.path === path) as ServicePage;

/** Every visible string of a page, joined: what a visitor can read on it. */
function textOf(page: ServicePage): string {
  const strings: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === "string") strings.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  const { schema: _schema, path: _path, lastModified: _date, ...visible } = page;
  walk(visible);
  // One kind of space, so a test can match "8 à 16 heures" however the copy breaks it.
  return strings.join("\n").replace(/[\u00a0\u202f]/g, " ");
}

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");
const euros = (amount: number) => plain(formatEuros(amount));

describe("the service and training pages", () => {
  it("are exactly the fifteen pages of the spec, each once", () => {
    expect(servicePages.map((page) => page.path)).toEqual([...servicePaths]);
    expect(servicePaths).toHaveLength(15);
    for (const path of servicePaths) expect(pageLabels[path], path).toBeDefined();
  });

  it("have their own title, description and heading", () => {
    for (const field of ["title", "description", "heading"] as const) {
      const values = servicePages.map((page) => page[field]);
      expect(new Set(values).size, field).toBe(values.length);
    }
  });

  it.each(servicePages.map((page) => [page.path, page] as const))("%s is complete", (_, page) => {
    expect(page.title.length).toBeLessThanOrEqual(45);
    expect(page.description.length).toBeGreaterThanOrEqual(120);
    expect(page.description.length).toBeLessThanOrEqual(160);
    expect(page.lead.paragraphs.length).toBeGreaterThanOrEqual(1);
    expect(page.keyFacts.length).toBeGreaterThanOrEqual(3);
    expect(page.keyFacts.length).toBeLessThanOrEqual(6);
    expect(page.sections.length).toBeGreaterThanOrEqual(3);
    const ids = page.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(page.cta.title.length).toBeGreaterThan(0);
    expect(page.lastModified).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Real copy: a visitor has something to read.
    expect(textOf(page).split(/\s+/).length).toBeGreaterThan(350);
    if (page.kind === "training" && page.path.startsWith("/formation"))
      expect(page.schema.type).toBe("Course");
  });

  it("link only to pages that exist", () => {
    const known = new Set(Object.keys(pageLabels));
    for (const page of servicePages) {
      const links = [
        ...page.sections.flatMap((section) => section.links ?? []),
        ...(page.faq?.items.flatMap((item) =>
          item.answer.flatMap((block) => (typeof block === "object" && "link" in block ? [block.link] : [])),
        ) ?? []),
      ];
      for (const link of links)
        expect(known.has(link.to.split("#")[0] as string), `${page.path} → ${link.to}`).toBe(true);
    }
  });
});

describe("the spec's facts on the pages", () => {
  const { businessCreation, careerConsultant, trainer, coDevelopment, coaching, workPsychology } =
    serviceFacts;

  it("business creation: price range, hours, theory and practice, follow-up, businesses still active", () => {
    const text = textOf(byPath("/formation_creation_entreprise"));
    expect(text).toContain(euros(businessCreation.price.min));
    expect(text).toContain(euros(businessCreation.price.max));
    expect(text).toMatch(new RegExp(`${businessCreation.hours.min} à ${businessCreation.hours.max} heures`));
    expect(text).toContain(`${businessCreation.theoryPercent} %`);
    expect(text).toContain(`${businessCreation.practicePercent} %`);
    expect(text).toContain(`${businessCreation.followUpMonths} mois`);
    expect(text).toContain(`${businessCreation.activeAfter3YearsPercent} %`);
  });

  it("career-consultant training: 3 days, 21 hours, 2 trainers, 80 % practice, synchronous virtual class", () => {
    const text = textOf(byPath("/formation_metier_consultant_en_gestion_de_carrieres"));
    expect(text).toContain(`${careerConsultant.days} jours`);
    expect(text).toContain(`${careerConsultant.hours} heures`);
    expect(text).toMatch(new RegExp(`${careerConsultant.trainers} formateurs`));
    expect(text).toContain(`${careerConsultant.practicePercent} %`);
    expect(text).toContain(careerConsultant.format);
  });

  it("trainer training: two levels of 3 weeks, both prices, a certificate", () => {
    const text = textOf(byPath("/formation_metier_formateur_adultes"));
    for (const level of trainer.levels) expect(text).toContain(plain(level));
    expect(text).toContain(`${trainer.weeksPerLevel} semaines`);
    expect(text).toContain(euros(trainer.price.employer));
    expect(text).toContain(euros(trainer.price.individual));
    expect(text).toContain(trainer.credential);
  });

  it("co-development: 1 facilitator, 6 to 10 participants, 2 h 30 every 4 to 8 weeks, 5 steps", () => {
    const page = byPath("/formation_co-developpement");
    const text = textOf(page);
    expect(text).toMatch(/un animateur|1 animateur|une animatrice/i);
    expect(text).toContain(
      `${coDevelopment.participants.min} à ${coDevelopment.participants.max} participants`,
    );
    expect(text).toContain("2 h 30");
    expect(text).toContain(
      `${coDevelopment.intervalWeeks.min} à ${coDevelopment.intervalWeeks.max} semaines`,
    );
    const steps = page.sections.flatMap((section) => section.steps ?? []);
    expect(steps.map((step) => step.title)).toEqual(coDevelopment.sessionSteps);
  });

  it("coaching: a 1-hour tripartite meeting when a company orders it", () => {
    const text = textOf(byPath("/coaching"));
    expect(text).toContain(`${coaching.tripartiteMeetingHours} heure`);
    expect(text).toMatch(/tripartite/);
  });

  it("work psychology: 60 € by video, 70 € in person, a quote for companies", () => {
    const text = textOf(byPath("/psychologie_du_travail"));
    expect(text).toContain(euros(workPsychology.price.video));
    expect(text).toContain(euros(workPsychology.price.inPerson));
    expect(text).toMatch(/devis/i);
  });

  it("practice analysis: groups of at least 5, remote or in person", () => {
    const text = textOf(byPath("/groupe_analyse_de_pratiques"));
    expect(text).toContain(`${serviceFacts.practiceAnalysis.minParticipants} `);
    expect(text).toMatch(/à distance|en visioconférence/);
    expect(text).toMatch(/en présentiel/);
  });

  it("VAE: support of 3 to 12 months, and a FAQ of nine items, some with rich answers", () => {
    const page = byPath("/vae");
    expect(textOf(page)).toContain(`${serviceFacts.vae.months.min} à ${serviceFacts.vae.months.max} mois`);
    expect(page.faq?.items).toHaveLength(9);
    const ids = page.faq?.items.map((item) => item.id) ?? [];
    expect(new Set(ids).size).toBe(9);
    expect(page.faq?.items.some((item) => item.answer.some((block) => typeof block !== "string"))).toBe(true);
  });

  // The professional-pathway interview (2025 reform): content/services/entretien-professionnel.test.ts.

  it("outplacement: three phases, manager workshops, individual outplacement", () => {
    const page = byPath("/outplacement");
    const steps = page.sections.flatMap((section) => section.steps ?? []).map((step) => step.title);
    expect(steps).toEqual(serviceFacts.outplacement.phases);
    const text = textOf(page);
    expect(text).toMatch(/ateliers?/i);
    expect(text).toMatch(/managers?/i);
    expect(text).toMatch(/outplacement individuel/i);
  });

  it("every page with documents shows one of the spec's lists", () => {
    const expected: Record<string, keyof typeof documentLists> = {
      "/vae": "vae",
      "/orientation_des_jeunes": "youth",
      "/outplacement": "outplacement",
      "/formation_creation_entreprise": "businessCreation",
      "/formation_metier_formateur_adultes": "trainer",
      "/formation_metier_consultant_en_gestion_de_carrieres": "consultant",
      "/entretien_professionnel": "careerPathInterview",
    };
    for (const page of servicePages) expect(page.documents?.list, page.path).toBe(expected[page.path]);
  });
});
