import { describe, expect, it } from "vitest";
import { about } from "./about.ts";
import { bilanClaims } from "./bilan-facts.ts";
import { counterDuration, counterFigure, counterPhrase, counters, counterValue } from "./key-numbers.ts";

const byId = (id: string) => {
  const counter = counters.find((c) => c.id === id);
  if (!counter) throw new Error(`no counter ${id}`);
  return counter;
};

/** Intl's thousands separator in French: the narrow no-break space. */
const THIN = "\u202f";

describe("key-numbers counters", () => {
  it("have the spec's ranges and steps", () => {
    expect(counters.map(({ id, from, to, intervalMs }) => ({ id, from, to, intervalMs }))).toEqual([
      { id: "experience", from: 1, to: 16, intervalMs: 400 },
      { id: "personnes", from: 2500, to: 4800, intervalMs: 4 },
      { id: "equipe", from: 1, to: 6, intervalMs: 1200 },
    ]);
  });

  it("write every figure one way: Intl fr-FR, « + » on a floor", () => {
    expect(counterFigure(byId("personnes"), 4800)).toBe(`+4${THIN}800`);
    expect(counterFigure(byId("personnes"), 2500)).toBe(`+2${THIN}500`);
    expect(counterFigure(byId("experience"), 16)).toBe("+16");
    expect(counterFigure(byId("equipe"), 6)).toBe("6");
    for (const counter of counters) {
      expect(counterFigure(counter, counter.to)).toBe(
        `${counter.atLeast ? "+" : ""}${new Intl.NumberFormat("fr-FR").format(counter.to)}`,
      );
    }
  });

  it("read a floor as « plus de », with no-break spaces", () => {
    expect(counterPhrase(byId("personnes"))).toBe(`plus de 4${THIN}800\u00a0personnes accompagnées`);
    expect(counterPhrase(byId("experience"))).toBe("plus de 16\u00a0années d’expérience");
    expect(counterPhrase(byId("equipe"))).toBe("6\u00a0formateurs, consultants experts, coachs");
  });

  it("agree with the claims the pages make: the firm's age and the team on /about", () => {
    expect(byId("experience").to).toBe(bilanClaims.yearsOfExperience);
    expect(byId("equipe").to).toBe(about.team.members.length);
  });

  it("advance one step per interval and stop at their target", () => {
    const years = byId("experience");
    expect(counterValue(years, 0)).toBe(1);
    expect(counterValue(years, 399)).toBe(1);
    expect(counterValue(years, 400)).toBe(2);
    expect(counterValue(years, counterDuration(years))).toBe(years.to);
    expect(counterValue(years, 60_000)).toBe(years.to);
    expect(counterValue(years, -50)).toBe(1);
    const people = byId("personnes");
    expect(counterValue(people, 4 * 1000)).toBe(3500);
    expect(counterValue(people, counterDuration(people))).toBe(4800);
    expect(counterValue(people, counterDuration(people) - 4)).toBe(4799);
    expect(counterDuration(byId("equipe"))).toBe(6000);
  });
});
