import { readFileSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bilanCosts } from "./bilan-costs.ts";
import type { BilanFormula, FundingRoute } from "./bilan-pricing.ts";
import { schema, simulatorRules } from "./bilan-simulator.server.ts";
import {
  type ComputedCost,
  FORMULAS,
  type FormulaCost,
  paidWithCpf,
  parseEuros,
  SITUATIONS,
  type SimulatorAnswers,
  type SimulatorRules,
  simulate,
  simulateFormula,
} from "./bilan-simulator.ts";
import { formatEuros } from "./format.ts";
import { contentDir, parseRecord } from "./lib/collection.ts";
import { regulation } from "./regulation.ts";

/** Today's rules: the funding table's routes (fundingOptions) and regulation.ts's values. */
const today = simulatorRules();

/** A balance in euros and cents, with the edges that matter (0, the participation, the cap, the prices) often. */
function balanceFor(rules: SimulatorRules) {
  const prices = FORMULAS.flatMap((formula) => rules.routes[formula].map((route) => route.price));
  const edges = [0, rules.participation, rules.cap, ...prices].flatMap((edge) => [
    edge - 0.01,
    edge,
    edge + 0.01,
  ]);
  return fc.oneof(
    fc.constantFrom(...edges.filter((edge) => edge >= 0).map((edge) => Math.round(edge * 100) / 100)),
    fc.integer({ min: 0, max: 2_000_000 }).map((cents) => cents / 100),
    fc.integer({ min: 0, max: 20_000 }),
  );
}

const answers = (rules: SimulatorRules) =>
  fc.record({
    situation: fc.constantFrom(...SITUATIONS),
    cpfBalance: balanceFor(rules),
    employerTopUp: fc.boolean(),
  });
const formula = fc.constantFrom(...FORMULAS);

/**
 * Rules other than today's, shaped as bilan-pricing.ts shapes them: one price
 * for an individual (the CPF, the employer's top-up and paying alone), one
 * for a job seeker, one for an employer; any cap and participation.
 */
const otherRules: fc.Arbitrary<SimulatorRules> = fc
  .record({
    cap: fc.integer({ min: 100, max: 5000 }),
    participation: fc.integer({ min: 0, max: 30_000 }).map((cents) => cents / 100),
    individual: fc.integer({ min: 100, max: 5000 }),
    jobSeeker: fc.integer({ min: 100, max: 5000 }),
    employer: fc.integer({ min: 100, max: 5000 }),
  })
  .map(({ cap, participation, individual, jobSeeker, employer }) => {
    const routes = (["cpf", "cpf-job-seeker", "cpf-employer-top-up", "employer-plan", "self"] as const).map(
      (route) => ({
        route,
        price: route === "cpf-job-seeker" ? jobSeeker : route === "employer-plan" ? employer : individual,
        visitorPays: Number.NaN,
      }),
    );
    return { ...today, cap, participation, routes: { classic: routes, flash: routes } };
  });

const computed = (cost: FormulaCost): ComputedCost => {
  if (cost.kind !== "computed") throw new Error(`expected an amount, got ${cost.kind}`);
  return cost;
};

/** The situations the participation's rule exempts (regulation.cpfParticipation), read from the answers alone. */
const exemptSituation = (a: SimulatorAnswers) =>
  a.situation === "job-seeker" || (a.situation === "private-employee" && a.employerTopUp);

/** The table's row each answer is when the CPF is used, read from the answers alone. */
const expectedCpfRoute = (a: SimulatorAnswers): FundingRoute =>
  a.situation === "job-seeker"
    ? "cpf-job-seeker"
    : a.situation === "private-employee" && a.employerTopUp
      ? "cpf-employer-top-up"
      : "cpf";

const routePrice = (rules: SimulatorRules, f: BilanFormula, route: FundingRoute) =>
  rules.routes[f].find((figures) => figures.route === route)?.price ?? Number.NaN;

/** Rules, answers and a formula: the whole input space, for given rules. */
const cases = (rules: fc.Arbitrary<SimulatorRules>) =>
  rules.chain((r) => fc.record({ r: fc.constant(r), a: answers(r), f: formula, other: balanceFor(r) }));

describe("what a visitor pays, over the whole input space", () => {
  for (const [name, rules] of [
    ["today's rules", fc.constant(today)],
    ["any prices, cap and participation", otherRules],
  ] as const) {
    const runs = { numRuns: 3000 };

    it(`never below zero nor above the price, and adds up (${name})`, () => {
      fc.assert(
        fc.property(cases(rules), ({ r, a, f }) => {
          if (a.situation === "public-agent") return;
          const c = computed(simulateFormula(a, f, r));
          expect(c.visitorPays).toBeGreaterThanOrEqual(0);
          expect(c.visitorPays).toBeLessThanOrEqual(c.price);
          expect(c.cpfPays).toBeLessThanOrEqual(Math.min(r.cap, a.cpfBalance));
          expect(c.cpfPays + c.employerPays + c.visitorPays).toBeCloseTo(c.price + c.participation, 2);
          expect(c.aboveCap + c.balanceShortfall + c.cpfPays).toBeCloseTo(
            c.route === "self" ? 0 : c.price,
            2,
          );
        }),
        runs,
      );
    });

    it(`never rises when the CPF balance does (${name})`, () => {
      fc.assert(
        fc.property(cases(rules), ({ r, a, f, other }) => {
          if (a.situation === "public-agent") return;
          const [low, high] = [Math.min(a.cpfBalance, other), Math.max(a.cpfBalance, other)];
          const atLow = computed(simulateFormula({ ...a, cpfBalance: low }, f, r)).visitorPays;
          const atHigh = computed(simulateFormula({ ...a, cpfBalance: high }, f, r)).visitorPays;
          expect(atHigh).toBeLessThanOrEqual(atLow);
        }),
        runs,
      );
    });

    it(`charges the participation exactly to those the rule does not exempt (${name})`, () => {
      fc.assert(
        fc.property(cases(rules), ({ r, a, f }) => {
          if (a.situation === "public-agent") return;
          const c = computed(simulateFormula(a, f, r));
          const cpfUsed = c.route !== "self";
          expect(c.exemption !== undefined).toBe(exemptSituation(a) && cpfUsed);
          expect(c.participation).toBe(!exemptSituation(a) && cpfUsed ? r.participation : 0);
          if (c.exemption) {
            expect(c.exemption).toBe(
              a.situation === "job-seeker" ? r.exemptions.jobSeeker : r.exemptions.employerTopUp,
            );
          }
          expect(c.route).toBe(cpfUsed ? expectedCpfRoute(a) : "self");
          expect(paidWithCpf(c)).toBe(cpfUsed);
        }),
        runs,
      );
    });

    it(`says so, and shows the lower amount, when paying without the CPF costs less (${name})`, () => {
      fc.assert(
        fc.property(cases(rules), ({ r, a, f }) => {
          if (a.situation === "public-agent") return;
          const c = computed(simulateFormula(a, f, r));
          // Never more than paying alone.
          expect(c.visitorPays).toBeLessThanOrEqual(routePrice(r, f, "self"));
          if (c.withCpf !== undefined) {
            expect(c.route).toBe("self");
            expect(c.visitorPays).toBeLessThan(c.withCpf);
          }
          // Paying alone with money on the account: the answer says what the CPF would have cost.
          if (c.route === "self" && a.cpfBalance > 0) expect(c.withCpf).toBeDefined();
        }),
        runs,
      );
    });
  }

  it("equals the « Ce que vous payez » table's figure for each route when the balance covers the cap", () => {
    fc.assert(
      fc.property(answers(today), fc.integer({ min: 0, max: 50_000 }), formula, (a, extra, f) => {
        if (a.situation === "public-agent") return;
        const c = computed(simulateFormula({ ...a, cpfBalance: today.cap + extra / 10 }, f, today));
        expect(c.route).toBe(expectedCpfRoute(a));
        const row = bilanCosts.rows.find((candidate) => candidate.route === c.route);
        const cell = row?.cells.find((candidate) => candidate.formula === f);
        expect(formatEuros(c.visitorPays)).toBe(cell?.visitorPays);
        expect(formatEuros(c.price)).toBe(cell?.price);
        expect(c.cpfCapped).toBe(c.price >= today.cap);
      }),
      { numRuns: 500 },
    );
  });

  it("gives a public agent the rule and the employer's price, never an amount in euros", () => {
    fc.assert(
      fc.property(answers(today), formula, (a, f) => {
        const cost = simulateFormula({ ...a, situation: "public-agent" }, f, today);
        expect(cost).toEqual({
          kind: "employer-decides",
          formula: f,
          route: "employer-plan",
          price: routePrice(today, f, "employer-plan"),
        });
      }),
    );
  });

  it("answers for each formula, in order", () => {
    fc.assert(
      fc.property(answers(today), (a) => {
        expect(simulate(a, today).map((cost) => cost.formula)).toEqual([...FORMULAS]);
      }),
    );
  });

  it("builds its rules from regulation.ts and the funding table", () => {
    expect(today.cap).toBe(regulation.cpfBilanCap.value);
    expect(today.participation).toBe(regulation.cpfParticipation.value.amount);
    expect(today.startDelayWorkingDays).toBe(regulation.cpfStartDelayWorkingDays.value);
    for (const f of FORMULAS) {
      expect(today.routes[f].map((route) => route.route)).toEqual(bilanCosts.rows.map((row) => row.route));
    }
  });
});

describe("an amount as a visitor types it", () => {
  it("reads back any amount written the French way, the English way, with or without the unit", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 999_999_999 }),
        fc.constantFrom(" ", "\u00a0", "\u202f", ""),
        (cents, group) => {
          const euros = Math.floor(cents / 100);
          const decimals = String(cents % 100).padStart(2, "0");
          const grouped = String(euros).replace(/\B(?=(\d{3})+(?!\d))/g, group);
          const value = cents / 100;
          expect(parseEuros(`${grouped},${decimals}`)).toBe(value);
          expect(parseEuros(`${euros}.${decimals} €`)).toBe(value);
          expect(parseEuros(` ${grouped},${decimals} euros `)).toBe(value);
          if (cents % 100 === 0) expect(parseEuros(grouped)).toBe(euros);
        },
      ),
    );
  });

  it("refuses what is not an amount", () => {
    for (const typed of ["", " ", "abc", "-5", "12 34", "1,234", "1.2.3", "1e3", "Infinity", "10,", ",5"]) {
      expect(parseEuros(typed), typed).toBeNull();
    }
  });
});

describe("content/bilan/simulator.yaml", () => {
  const source = readFileSync(path.join(contentDir(), "bilan/simulator.yaml"), "utf8");
  const withOffer = (url: string) =>
    source.replace(/^( {4}label: .+)$/m, (line) => `${line}\n    url: ${JSON.stringify(url)}`);
  const read = (text: string) => parseRecord(text, "content/bilan/simulator.yaml", schema);

  it("shows no offer link by default, and takes an address on moncompteformation.gouv.fr", () => {
    expect(read(source).actions.offer.url ?? "").toBe("");
    const url =
      "https://www.moncompteformation.gouv.fr/espace-prive/html/#/formation/fiche/12345678901234_BDC/12345678901234_BDC";
    expect(read(withOffer(url)).actions.offer.url).toBe(url);
    expect(read(withOffer("")).actions.offer.url).toBe("");
  });

  it("refuses an offer link to any other site", () => {
    for (const url of [
      "http://www.moncompteformation.gouv.fr/",
      "https://moncompteformation.gouv.fr/",
      "https://www.moncompteformation.gouv.fr.example/",
      "https://www.moncompteformation.gouv.fr@evil.example/",
      "https://cabinet.example/offre",
      "javascript:alert(1)",
    ]) {
      expect(() => read(withOffer(url)), url).toThrow(/offer\.url/);
    }
  });

  it("shows the simulator only on pages that exist", () => {
    expect(() => read(source.replace(/^pages:\n/m, "pages:\n  - bilan-de-competence-nulle-part\n"))).toThrow(
      /pages/,
    );
  });
});
