/**
 * The firm's results (content/results.yaml): the schema refuses what cannot
 * be published (a figure without its period, headcount or method, counts
 * that do not add up, dates out of order or to come), each with a French
 * message naming the line; the block and the facts quote the latest period
 * of each figure, with its period, headcount and method.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseDocument } from "yaml";
import { facts } from "./facts/index.ts";
import { formatNumber, frenchTypography, longDate } from "./format.ts";
import { contentDir, parseFigures } from "./lib/figures.ts";
import {
  fictionalPeriods,
  latestResults,
  periodDaysPhrase,
  periodPhrase,
  type ResultsRecord,
  resultsBlockForPage,
  resultsBlockOf,
  resultsRecord,
  resultsSchema,
  resultsServicePages,
} from "./results.ts";
import { servicePages } from "./services/index.ts";

const FILE = `${contentDir()}/results.yaml`;
const original = readFileSync(FILE, "utf8");
const TODAY = "2026-11-27";

type Path = (string | number)[];

/** The record's text with `edits` applied: a value set at a path, or the key removed (undefined). */
function edited(edits: readonly [Path, unknown][]): string {
  const document = parseDocument(original);
  for (const [path, value] of edits) {
    if (value === undefined) document.deleteIn(path);
    else document.setIn(path, value);
  }
  return document.toString();
}

/** Parses the record with `edits`; the French message when refused, "" when accepted. */
function refusal(edits: readonly [Path, unknown][], today = TODAY): string {
  try {
    parseFigures(edited(edits), "content/results.yaml", resultsSchema(today));
    return "";
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** The record, parsed with `edits`. */
const parsed = (edits: readonly [Path, unknown][] = []): ResultsRecord =>
  parseFigures(edited(edits), "content/results.yaml", resultsSchema(TODAY));

const first = (service: string, kind: string): Path => [service, kind, "periods", 0];

describe("content/results.yaml's schema", () => {
  it("accepts the record as it is", () => {
    expect(refusal([])).toBe("");
  });

  it("refuses a figure without its period, naming the line", () => {
    for (const key of ["from", "to"]) {
      const message = refusal([[[...first("bilan", "satisfaction"), key], undefined]]);
      expect(message).toMatch(/content\/results\.yaml : une erreur/);
      expect(message).toMatch(/ligne \d+, « bilan\.satisfaction\.periods\[0\]\.(from|to) »/);
      expect(message).toContain("un chiffre sans période ne peut pas être publié");
    }
  });

  it("refuses a figure without its headcount", () => {
    for (const [service, kind, key] of [
      ["bilan", "completion", "started"],
      ["bilan", "satisfaction", "respondents"],
      ["bilan", "followUp", "reached"],
      ["vae", "validation", "juries"],
      ["businessCreation", "survival", "created"],
    ] as const) {
      const message = refusal([[[...first(service, kind), key], undefined]]);
      expect(message, key).toContain("un chiffre sans effectif ne peut pas être publié");
      expect(message, key).toContain(`« ${service}.${kind}.periods[0].${key} »`);
    }
  });

  it("refuses a headcount of zero, and a figure without its method", () => {
    expect(refusal([[[...first("vae", "satisfaction"), "respondents"], 0]])).toContain(
      "doit être supérieur à zéro",
    );
    expect(refusal([[[...first("vae", "satisfaction"), "method"], undefined]])).toContain(
      "un chiffre sans méthode ne peut pas être publié",
    );
  });

  it("refuses a part larger than its whole", () => {
    const started = resultsRecord().bilan.completion.periods[0]?.started ?? 0;
    expect(refusal([[[...first("bilan", "completion"), "finished"], started + 1]])).toMatch(
      /« finished » \(\d+\) dépasse « started » \(\d+\) : une partie ne peut pas dépasser le tout/,
    );
    const reached = resultsRecord().bilan.followUp.periods[0]?.reached ?? 0;
    expect(refusal([[[...first("bilan", "followUp"), "moreConfident"], reached + 1]])).toContain(
      "dépasse « reached »",
    );
    const respondents = resultsRecord().vae.satisfaction.periods[0]?.respondents ?? 0;
    expect(refusal([[[...first("vae", "satisfaction"), "satisfied"], respondents + 1]])).toContain(
      "dépasse « respondents »",
    );
    const created = resultsRecord().businessCreation.survival.periods[0]?.created ?? 0;
    expect(refusal([[[...first("businessCreation", "survival"), "active"], created + 1]])).toContain(
      "dépasse « created »",
    );
  });

  it("refuses validations, total and partial together, beyond the juries", () => {
    const juries = resultsRecord().vae.validation.periods[0]?.juries ?? 0;
    const message = refusal([
      [[...first("vae", "validation"), "full"], juries],
      [[...first("vae", "validation"), "partial"], 1],
    ]);
    expect(message).toMatch(/« full » \(\d+\) \+ « partial » \(1\) dépasse « juries »/);
    expect(message).toContain("« vae.validation.periods[0].partial »");
  });

  it("refuses a period that ends before it starts", () => {
    expect(
      refusal([
        [[...first("bilan", "completion"), "from"], "2025-06-01"],
        [[...first("bilan", "completion"), "to"], "2025-05-31"],
      ]),
    ).toContain("la fin de la période (2025-05-31) est avant son début (2025-06-01)");
  });

  it("refuses a day that is not one, or not written year-month-day", () => {
    expect(refusal([[[...first("bilan", "completion"), "to"], "2025-02-30"]])).toContain(
      "n’est pas un jour du calendrier",
    );
    expect(refusal([[[...first("bilan", "completion"), "to"], "31/12/2025"]])).toContain(
      "doit être une date écrite année-mois-jour",
    );
  });

  it("refuses an update still to come", () => {
    const message = refusal([[["updated"], "2026-11-28"]], "2026-11-27");
    expect(message).toContain("« updated » : la mise à jour (2026-11-28) est dans le futur");
    expect(refusal([[["updated"], "2026-11-27"]], "2026-11-27")).toBe("");
  });

  it("refuses a period, or a situation, after the update", () => {
    const updated = "2025-12-30";
    expect(refusal([[["updated"], updated]])).toContain(
      "« bilan.completion.periods[0].to » : 2025-12-31 est après la mise à jour du fichier",
    );
    expect(
      refusal([
        [["updated"], "2026-01-31"],
        [[...first("vae", "validation"), "asOf"], "2026-02-01"],
      ]),
    ).toContain("« vae.validation.periods[0].asOf » : 2026-02-01 est après la mise à jour");
  });

  it("refuses a situation known before its period ends", () => {
    const { to } = latestResults().vaeValidation;
    expect(refusal([[[...first("vae", "validation"), "asOf"], to.replace(/\d{2}$/, "01")]])).toContain(
      "ne peut pas être connue avant la fin de la période",
    );
  });

  it("refuses a sentence of the block without its part or its whole", () => {
    expect(refusal([[["bilan", "satisfaction", "detail"], "{partie} personnes satisfaites"]])).toContain(
      "doit contenir {tout}",
    );
  });
});

describe("the results block", () => {
  it("shows each service's latest period, with its period, headcount and method, and the update", () => {
    // A later period listed after the others: the block shows it, wherever it is in the list.
    const record = parsed([
      [["updated"], "2026-11-01"],
      [
        ["bilan", "satisfaction", "periods", 1],
        {
          from: "2026-01-01",
          to: "2026-06-30",
          method: "un questionnaire plus récent",
          respondents: 10,
          satisfied: 9,
        },
      ],
    ]);
    const block = resultsBlockOf(record, "bilan");
    const satisfaction = block.figures.find((figure) => figure.id === "bilan-satisfaction");
    const latest = record.bilan.satisfaction.periods[1];
    expect(satisfaction?.value).toBe(frenchTypography("90 %"));
    expect(satisfaction?.from).toBe(latest?.from);
    expect(satisfaction?.headcount).toBe(formatNumber(latest?.respondents ?? 0));
    expect(satisfaction?.detail).toContain(formatNumber(latest?.respondents ?? 0));
    expect(satisfaction?.method).toContain(frenchTypography(latest?.method ?? ""));
    expect(block.updated).toBe(record.updated);
    expect(block.updatedText).toBe(longDate(record.updated));
    for (const service of ["bilan", "vae", "businessCreation"] as const) {
      for (const figure of resultsBlockOf(record, service).figures) {
        expect(figure.value, figure.id).toMatch(/^\d{1,3}\u00a0%$/);
        expect(figure.period, figure.id).toContain(longDate(figure.to));
        expect(figure.detail, figure.id).toContain(figure.headcount);
      }
    }
  });

  it("writes the first of the month « 1er », and the year once in a period within one year", () => {
    const block = resultsBlockOf(parsed([[["updated"], "2026-11-01"]]), "bilan");
    expect(block.updatedText).toBe("1er novembre 2026");
    expect(periodDaysPhrase("2025-01-01", "2025-12-31")).toBe("du 1er janvier au 31 décembre 2025");
    expect(periodDaysPhrase("2023-03-01", "2024-02-29")).toBe("du 1er mars 2023 au 29 février 2024");
    expect(periodPhrase("2025-01-01", "2025-12-31")).toBe("en 2025");
    expect(periodPhrase("2023-01-01", "2024-12-31")).toBe("entre 2023 et 2024");
    expect(periodPhrase("2025-03-01", "2025-08-31")).toBe("du 1er mars au 31 août 2025");
  });

  it("names every period still fictional, and none once the flag is gone", () => {
    const record = parsed();
    const named = fictionalPeriods(record);
    const flagged = [
      record.bilan.completion,
      record.bilan.satisfaction,
      record.bilan.followUp,
      record.vae.completion,
      record.vae.satisfaction,
      record.vae.validation,
      record.businessCreation.survival,
    ].flatMap((figure) => figure.periods.filter((period) => period.fictional === true));
    expect(named).toHaveLength(flagged.length);
    const real = parsed([[[...first("bilan", "satisfaction"), "fictional"], undefined]]);
    expect(fictionalPeriods(real)).not.toContain(
      named.find((name) => name.startsWith("bilan.satisfaction.periods[0]")),
    );
    expect(
      fictionalPeriods(real).every((name) => /^[a-zA-Z]+\.[a-zA-Z]+\.periods\[\d+\] \(du .+\)$/.test(name)),
    ).toBe(true);
  });
});

describe("the service pages that show results", () => {
  it("are pages of the site, each with its block; other service pages show none", () => {
    const paths = servicePages.map((page) => page.path);
    for (const path of resultsServicePages) {
      expect(paths, path).toContain(path);
      expect(resultsBlockForPage(path)?.figures.length, path).toBeGreaterThan(0);
    }
    for (const path of paths.filter((candidate) => !resultsServicePages.includes(candidate))) {
      expect(resultsBlockForPage(path), path).toBeUndefined();
    }
  });
});

describe("the results' facts", () => {
  it("quote the latest period of each figure, with its period and its headcount", () => {
    const all = facts();
    const { followUp, vaeValidation, businessSurvival } = latestResults();
    expect(all.followUpPeriod).toBe(periodPhrase(followUp.from, followUp.to));
    expect(all.followUpFollowed).toBe(formatNumber(followUp.reached));
    expect(all.vaePeriodDays).toBe(periodDaysPhrase(vaeValidation.from, vaeValidation.to));
    expect(all.creationBusinesses).toBe(String(businessSurvival.created));
    expect(all.creationPeriod).toBe(periodPhrase(businessSurvival.from, businessSurvival.to));
  });
});
