import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MAIN_ID } from "../../app/lib/landmarks.ts";
import type { documentLists } from "../documents/catalog.ts";
import { formatEuros, typeset } from "../format.ts";
import { pageLabels } from "../pages.ts";
import { checkProgrammeSheet } from "../programme-sheet.ts";
import { qualityCopyFor } from "../quality.ts";
import { regulation } from "../regulation.ts";
import { latestResults, percentOf, periodPhrase } from "../results.ts";
import { serviceFacts } from "../service-facts.ts";
import { serviceCommonRecord } from "./common.ts";
import { fundingRoutesOf } from "./conditions.ts";
import { readServicePages, servicePages } from "./index.ts";

/** The service and training pages the spec names, exactly as it writes their paths. */
const SPEC_SERVICE_PATHS = [
  "/vae",
  "/orientation_des_jeunes",
  "/outplacement",
  "/accompagnement_a_la_recherche_emploi",
  "/coaching",
  "/psychologie_du_travail",
  "/formation_creation_entreprise",
  "/formation_metier_formateur_adultes",
  "/formation_metier_consultant_en_gestion_de_carrieres",
  "/groupe_analyse_de_pratiques",
  "/formation_co-developpement",
  "/entretien_professionnel",
  "/gestion_RH_externalisee",
  "/ingenierie_formation",
  "/gestion_Formation_externalisee",
];

import type { ServicePage } from "./types.ts";

const byPath = (path: string) => servicePages.find((page) => page.path === path) as ServicePage;

/** One kind of space, so a test can match "8 à 16 heures" however the copy breaks it. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");
const euros = (amount: number) => plain(formatEuros(amount));

/** Every visible string of a page, joined: what a visitor can read on it (programme sheet included). */
function textOf(page: ServicePage): string {
  const strings: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === "string") strings.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  const { schema: _schema, path: _path, lastModified: _date, programme, ...visible } = page;
  const { rules: _rules, ...sheet } = programme;
  walk({ ...visible, sheet, funding: fundingRoutesOf(page) });
  return plain(strings.join("\n"));
}

/** A text cut into sentences (and lines), to read each claim on its own. */
const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?])\s+|\n/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);

const MENTIONS_CPF = /\bCPF\b|compte personnel de formation/i;
/** A sentence that says the CPF cannot pay: « ne … pas », « n’est pas », « non éligible ». */
const SAYS_NOT_ELIGIBLE = /\b(?:ne|n’)\b.*\bpas\b|non éligible/i;

describe("the service and training pages", () => {
  it("include every page of the spec, each path once, each with its label", () => {
    const paths = servicePages.map((page) => page.path);
    expect(paths).toEqual(expect.arrayContaining(SPEC_SERVICE_PATHS));
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(pageLabels[path], path).toBeDefined();
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
    expect(page.keyFacts.length).toBeGreaterThan(0);
    expect(page.sections.length).toBeGreaterThan(0);
    const ids = page.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    // The page's <main> already has this id.
    expect(ids).not.toContain(MAIN_ID);
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
  });

  it("business creation: the share of active businesses says what it counts, and over which period (content/results.yaml)", () => {
    const survival = latestResults().businessSurvival;
    const share = percentOf(survival.active, survival.created);
    const sentence = sentencesOf(textOf(byPath("/formation_creation_entreprise"))).find((line) =>
      line.includes(`${share} %`),
    );
    expect(sentence).toContain(`${survival.created} entreprises`);
    expect(sentence).toContain(`${survival.people} personnes`);
    expect(sentence).toContain(periodPhrase(survival.from, survival.to));
  });

  it("VAE: the results say how many candidates, over which period (content/results.yaml)", () => {
    const validation = latestResults().vaeValidation;
    const text = textOf(byPath("/vae"));
    expect(text).toContain(`${validation.candidates} candidats`);
    expect(text).toContain(periodPhrase(validation.from, validation.to));
    expect(text).toContain(String(validation.juries));
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

  it("co-development: participants, session length, interval and steps from the facts", () => {
    const page = byPath("/formation_co-developpement");
    const text = textOf(page);
    expect(text).toContain(
      `${coDevelopment.participants.min} à ${coDevelopment.participants.max} participants`,
    );
    const { sessionMinutes } = coDevelopment;
    const hours = Math.floor(sessionMinutes / 60);
    const rest = sessionMinutes % 60;
    expect(text).toContain(rest === 0 ? `${hours} h` : `${hours} h ${String(rest).padStart(2, "0")}`);
    expect(text).toContain(
      `${coDevelopment.intervalWeeks.min} à ${coDevelopment.intervalWeeks.max} semaines`,
    );
    const steps = page.sections.flatMap((section) => section.steps ?? []);
    expect(steps.map((step) => step.title)).toEqual(coDevelopment.sessionSteps);
  });

  it("coaching: the tripartite meeting's length from the facts", () => {
    const text = textOf(byPath("/coaching"));
    expect(text).toContain(`${coaching.tripartiteMeetingHours} heure`);
  });

  it("work psychology: both prices from the facts", () => {
    const text = textOf(byPath("/psychologie_du_travail"));
    expect(text).toContain(euros(workPsychology.price.video));
    expect(text).toContain(euros(workPsychology.price.inPerson));
  });

  it("practice analysis: the group's minimum size from the facts", () => {
    const text = textOf(byPath("/groupe_analyse_de_pratiques"));
    expect(text).toContain(`${serviceFacts.practiceAnalysis.minParticipants} `);
  });

  it("VAE: the length of the support from the facts", () => {
    const page = byPath("/vae");
    expect(textOf(page)).toContain(`${serviceFacts.vae.months.min} à ${serviceFacts.vae.months.max} mois`);
  });

  // The professional-pathway interview (2025 reform): content/services/entretien-professionnel.test.ts.

  it("outplacement: the steps are the phases of the facts", () => {
    const page = byPath("/outplacement");
    const steps = page.sections.flatMap((section) => section.steps ?? []).map((step) => step.title);
    expect(steps).toEqual(serviceFacts.outplacement.phases);
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
    for (const [path, list] of Object.entries(expected))
      expect(byPath(path).documents?.list, path).toBe(list);
    // Other pages may have documents of their own, never one of these lists.
    for (const page of servicePages.filter((row) => !(row.path in expected))) {
      expect(Object.values(expected), page.path).not.toContain(page.documents?.list);
    }
  });
});

describe("the programme sheet (indicator 1)", () => {
  it.each(servicePages.map((page) => [page.path, page] as const))("%s has a complete sheet", (path, page) => {
    expect(() => checkProgrammeSheet(page.programme, path)).not.toThrow();
  });

  it("states no blanket access delay: each page gives its delays per route", () => {
    for (const page of servicePages) {
      expect(textOf(page), page.path).not.toMatch(/10 jours maximum|délai d’accès[^.]*maximum/i);
    }
  });

  it("ties a self-funded training's start to the withdrawal period of the training contract", () => {
    const { days } = regulation.trainingContractWithdrawal.value;
    for (const path of [
      "/formation_metier_formateur_adultes",
      "/formation_metier_consultant_en_gestion_de_carrieres",
    ]) {
      const delay = plain(byPath(path).programme.accessDelay);
      expect(delay, path).toContain(`délai de rétractation de ${days} jours`);
      expect(delay, path).toContain("L6353-5 et L6353-6");
    }
  });
});

describe("CPF eligibility: one field per page", () => {
  const eligible = servicePages.filter((page) => page.cpfEligible).map((page) => page.path);

  it("only the VAE can be paid with the CPF (the law's list: certifications, skills assessments, VAE)", () => {
    expect(regulation.cpfEligibleActions.value).toBe(true);
    expect(eligible).toEqual(["/vae"]);
  });

  /**
   * The professional-pathway interview's page must name the CPF as one of the
   * interview's topics (article L6315-1): there, only a sentence that says
   * the CPF pays must be a denial.
   */
  const cpfAsTopic = new Set(["/entretien_professionnel"]);
  const PAYS = /financ|payer|payable|prise en charge|pris en charge|éligible|mobilis/i;

  it.each(servicePages.filter((page) => !page.cpfEligible).map((page) => [page.path, page] as const))(
    "%s never says the CPF pays for it, in its copy, key facts, FAQ, sheet or JSON-LD",
    (path, page) => {
      for (const sentence of sentencesOf(textOf(page)).filter((line) => MENTIONS_CPF.test(line))) {
        if (!cpfAsTopic.has(path) || PAYS.test(sentence)) expect(sentence).toMatch(SAYS_NOT_ELIGIBLE);
      }
      expect(JSON.stringify(page.schema)).not.toMatch(MENTIONS_CPF);
      expect(fundingRoutesOf(page)).not.toContain(serviceCommonRecord().funding.routes.cpf);
      const quality = qualityCopyFor(page.cpfEligible);
      expect([quality.text, ...quality.accessDelays].join(" ")).not.toMatch(MENTIONS_CPF);
    },
  );

  it("lists the CPF first in the funding block of an eligible page", () => {
    for (const path of eligible)
      expect(fundingRoutesOf(byPath(path))[0]).toBe(serviceCommonRecord().funding.routes.cpf);
  });

  it("says plainly why the business-creation training is not eligible", () => {
    const text = textOf(byPath("/formation_creation_entreprise"));
    const sentence = sentencesOf(text).find((line) => MENTIONS_CPF.test(line)) ?? "";
    expect(sentence).toMatch(/RNCP/);
    expect(sentence).toMatch(SAYS_NOT_ELIGIBLE);
    expect(regulation.cpfBusinessCreationCertifying.value).toBe(true);
  });

  it("sends a CPF-funded VAE through France VAE, in the copy and in the FAQ answer on funding", () => {
    const page = byPath("/vae");
    const { platform } = regulation.vaeThroughFranceVae.value;
    expect(textOf({ ...page, faq: undefined })).toContain(`passe par ${platform}`);
    const funding = page.faq?.items.find((item) => item.id === "cout-et-financement");
    expect(plain(JSON.stringify(funding))).toContain(`passe par ${platform}`);
    expect(plain(page.programme.accessDelay)).toContain(platform);
  });
});

describe("the other corrections", () => {
  it("ties the trainer certificate to the validation test, wherever it appears", () => {
    const page = byPath("/formation_metier_formateur_adultes");
    const { credential, validationTest } = serviceFacts.trainer;
    const mentions = sentencesOf(textOf(page)).filter((line) => line.includes(plain(credential)));
    expect(mentions.length).toBeGreaterThan(0);
    for (const sentence of mentions) expect(sentence).toMatch(new RegExp(`${plain(validationTest)}|épreuve`));
    expect(page.schema.type === "Course" && plain(page.schema.credential ?? "")).toContain(
      plain(validationTest),
    );
  });

  it("speaks of the one work psychologist in the singular", () => {
    for (const page of servicePages) {
      expect(textOf(page), page.path).not.toMatch(/\b(?:nos|des|les|vos) psychologues du travail\b(?! qui)/i);
      expect(textOf(page), page.path).not.toMatch(/\bnos psychologues\b/i);
    }
  });

  it("writes PMSMP and « entretien d’information »", () => {
    for (const page of servicePages) {
      expect(textOf(page), page.path).not.toMatch(/\bPMSM\b|entretiens? d’informations/);
    }
  });

  it("holds plain text: no hand-typed no-break spaces in the pages' files", () => {
    const folder = new URL(".", import.meta.url);
    const files = [
      ...readdirSync(folder)
        .filter((file) => file.endsWith(".yaml"))
        .map((file) => new URL(file, folder)),
      new URL("../service-common.yaml", folder),
      new URL("../facts/services.yaml", folder),
    ];
    for (const file of files) {
      expect(readFileSync(file, "utf8"), file.pathname).not.toMatch(/\\u00a0|\\u202f|[\u00a0\u202f]/);
    }
  });

  it("are typeset once read: the list is the typeset text of the files", () => {
    for (const page of servicePages) expect(typeset(page)).toEqual(page);
    expect(servicePages.some((page) => JSON.stringify(page).includes("\u00a0:"))).toBe(true);
  });
});

describe("the pages' files (content/services/*.yaml)", () => {
  const folder = new URL(".", import.meta.url);
  const fileOf = (name: string) => readFileSync(new URL(`${name}.yaml`, folder), "utf8");

  it("are the pages: one file each, in the menus' order, each menu's ranks unique", () => {
    const files = readdirSync(folder).filter((file) => file.endsWith(".yaml"));
    expect(files.length).toBe(servicePages.length);
    const menus = ["emploi-carriere", "formation", "ingenierie"];
    const ranks = servicePages.map((page) => [menus.indexOf(page.menu.id), page.menu.order]);
    expect(ranks).toEqual(
      [...ranks].sort((a, b) => (a[0] as number) - (b[0] as number) || (a[1] as number) - (b[1] as number)),
    );
    const places = servicePages.map((page) => `${page.menu.id} ${page.menu.order}`);
    expect(new Set(places).size).toBe(places.length);
  });

  it("turn an FAQ answer's Markdown into paragraphs, lists and a closing link", () => {
    const answers = servicePages.flatMap((page) => page.faq?.items.map((item) => item.answer) ?? []);
    const blocks = answers.flat();
    expect(blocks.some((block) => typeof block === "string")).toBe(true);
    expect(blocks.some((block) => typeof block === "object" && "list" in block)).toBe(true);
    expect(blocks.some((block) => typeof block === "object" && "link" in block)).toBe(true);
    // {{liste:financements}}: the page's funding list, as its funding block shows it.
    const vae = byPath("/vae");
    const funding = vae.faq?.items.find((item) => item.id === "cout-et-financement")?.answer;
    expect(funding).toContainEqual({ list: fundingRoutesOf(vae) });
    expect(JSON.stringify(servicePages)).not.toContain("{{");
  });

  describe("a broken file stops the build, naming the file, the line and the field", () => {
    let directory = "";
    /** A content folder holding only these page files. */
    const withPages = (files: Record<string, string>) => {
      directory = mkdtempSync(path.join(tmpdir(), "services-"));
      mkdirSync(path.join(directory, "services"));
      for (const [name, text] of Object.entries(files))
        writeFileSync(path.join(directory, "services", `${name}.yaml`), text);
      vi.stubEnv("CONTENT_DIR", directory);
      return readServicePages;
    };
    afterEach(() => vi.unstubAllEnvs());

    it("reads a good copy as the site does", () => {
      const read = withPages({ coaching: fileOf("coaching") });
      expect(read()).toEqual([byPath("/coaching")]);
    });

    it("a description too short", () => {
      const text = fileOf("coaching").replace(/^description: .*$/m, "description: Trop court.");
      const line = text.split("\n").findIndex((row) => row.startsWith("description:")) + 1;
      expect(withPages({ coaching: text })).toThrow(
        new RegExp(
          `services/coaching\\.yaml : une erreur[\\s\\S]*ligne ${line}, « description » : doit compter au moins 120 caractères`,
        ),
      );
    });

    it("raw HTML or a javascript: address in an FAQ answer", () => {
      for (const unsafe of ["<img src=x onerror=alert(1)>", "[Demander un devis](JaVaScRiPt:alert(1))"]) {
        const vae = fileOf("vae").replace("[Demander un devis](/contact)", unsafe);
        expect(withPages({ vae }), unsafe).toThrow(
          /vae\.yaml[\s\S]*« faq\.items\[4\]\.answer » : .*n’est pas permis/,
        );
      }
    });

    it("a link in the middle of an FAQ answer, an unknown start case, a duration in figures", () => {
      const vae = fileOf("vae").replace(
        "[Demander un devis](/contact)",
        "[Demander un devis](/contact) puis la suite.",
      );
      expect(withPages({ vae })).toThrow(
        /« faq\.items\[4\]\.answer » : un lien \[texte\]\(\/page\) ne peut venir qu’à la fin/,
      );
      const coaching = fileOf("coaching").replace(
        "cases: [individual, company]",
        "cases: [individual, mairie]",
      );
      expect(withPages({ coaching })).toThrow(
        /coaching\.yaml[\s\S]*« programme\.accessDelay\.cases\[1\] » : doit être l’une des valeurs/,
      );
      const consultant = fileOf("consultant-carrieres").replace(
        'workload: "{{consultantHours}}"',
        "workload: PT21H",
      );
      expect(withPages({ consultant })).toThrow(
        /« schema\.workload » : doit être une durée en toutes lettres/,
      );
    });

    it("two files for one path, or one place in a menu", () => {
      const coaching = fileOf("coaching");
      expect(withPages({ a: coaching, b: coaching })).toThrow(
        /services\/b\.yaml : l’adresse \/coaching \(path\) est déjà pris par .*services\/a\.yaml/,
      );
      const other = coaching.replace("path: /coaching", "path: /coaching-bis");
      expect(withPages({ a: coaching, b: other })).toThrow(
        /b\.yaml : le rang 50 du menu « emploi-carriere »/,
      );
    });
  });
});
