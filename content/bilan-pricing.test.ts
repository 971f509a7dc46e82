import { describe, expect, it } from "vitest";
import { bilanHours, bilanPrice, cpfConditions, durationText, fundingOptions } from "./bilan-pricing.ts";
import { formatEuros } from "./format.ts";
import { regulation } from "./regulation.ts";

const cap = regulation.cpfBilanCap.value;
const participation = regulation.cpfParticipation.value.amount;
const formulas = ["classic", "flash"] as const;

describe("what a visitor pays for a skills assessment", () => {
  it("with the CPF alone: the part above the cap plus the flat participation", () => {
    for (const formula of formulas) {
      const cpf = fundingOptions(formula).find((option) => option.route === "cpf");
      const price = bilanPrice(formula, "individual");
      const expected = Math.round((Math.max(0, price - cap) + participation) * 100) / 100;
      expect(cpf?.visitorPays).toBe(expected);
      expect(cpf?.funderPays).toBe(Math.min(price, cap));
    }
  });

  it("explains the CPF route with the part above the cap and the participation", () => {
    for (const formula of formulas) {
      const cpf = fundingOptions(formula).find((option) => option.route === "cpf");
      const above = bilanPrice(formula, "individual") - cap;
      if (above > 0) expect(cpf?.explanation, formula).toContain(formatEuros(above));
      expect(cpf?.explanation, formula).toContain(formatEuros(participation));
    }
  });

  it("never charges the participation to job seekers or when the employer tops up", () => {
    for (const formula of formulas) {
      const options = fundingOptions(formula);
      const jobSeeker = options.find((option) => option.route === "cpf-job-seeker");
      const topUp = options.find((option) => option.route === "cpf-employer-top-up");
      expect(jobSeeker?.visitorPays).toBe(Math.max(0, bilanPrice(formula, "france-travail") - cap));
      expect(topUp?.visitorPays).toBe(0);
      expect(topUp?.explanation).toContain("participation forfaitaire");
    }
  });

  it("adds up: funder, top-up and visitor together pay the price (plus the participation on the CPF route)", () => {
    for (const formula of formulas) {
      for (const option of fundingOptions(formula)) {
        const extra = option.route === "cpf" ? participation : 0;
        expect(option.funderPays + option.topUp + option.visitorPays).toBeCloseTo(option.price + extra, 2);
        expect(option.visitorPays).toBeGreaterThanOrEqual(0);
        expect(option.accessDelay.length).toBeGreaterThan(10);
      }
    }
  });

  it("lists each route once per formula", () => {
    for (const formula of formulas) {
      const routes = fundingOptions(formula).map((option) => option.route);
      expect(new Set(routes).size).toBe(routes.length);
    }
  });

  it("the visitor pays the full price when self-funding, and nothing when the employer or France Travail pays", () => {
    for (const formula of formulas) {
      const byRoute = Object.fromEntries(fundingOptions(formula).map((option) => [option.route, option]));
      expect(byRoute.self?.visitorPays).toBe(bilanPrice(formula, "individual"));
      expect(byRoute["employer-plan"]?.visitorPays).toBe(0);
      expect(byRoute["france-travail"]?.visitorPays).toBe(0);
    }
  });
});

describe("durations", () => {
  it("every formula has a duration within the legal bounds", () => {
    for (const formula of formulas) {
      const { total, accompaniment } = bilanHours(formula);
      expect(total).toBeLessThanOrEqual(regulation.bilanMaxHours.value);
      expect(accompaniment).toBeGreaterThanOrEqual(regulation.bilanMinAccompanimentHours.value);
      expect(durationText(formula)).toMatch(/\d/);
    }
  });

  it("states the CPF conditions with the rules' own figures", () => {
    const text = cpfConditions().join(" ");
    expect(text).toContain(formatEuros(cap));
    expect(text).toContain(formatEuros(participation));
    expect(text).toContain(String(regulation.cpfBilanWaitingYears.value));
    expect(text).not.toMatch(/sans l’accord de votre employeur/);
  });
});
