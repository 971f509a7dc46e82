import { describe, expect, it } from "vitest";
import { counterDuration, counterFigure, counterValue } from "../app/lib/counters.ts";
import { about } from "./about.ts";
import { bilanClaims } from "./bilan-facts.ts";
import { type Counter, counterPhrase, counters } from "./key-numbers.ts";

const byId = (id: string) => {
  const counter = counters.find((c) => c.id === id);
  if (!counter) throw new Error(`no counter ${id}`);
  return counter;
};

/** Intl's thousands separator in French: the narrow no-break space. */
const THIN = "\u202f";

/** A counter of the test's own, so no figure of the firm's copy is pinned here. */
const fixture: Omit<Counter, "phrase"> = {
  id: "fixture",
  from: 2500,
  to: 4800,
  intervalMs: 4,
  atLeast: true,
  text: "personnes accompagnées",
};

describe("key-numbers counters", () => {
  it("each have a unique id, a range that rises, a step and a text", () => {
    expect(new Set(counters.map(({ id }) => id)).size).toBe(counters.length);
    for (const counter of counters) {
      expect(counter.from, counter.id).toBeLessThan(counter.to);
      expect(counter.intervalMs, counter.id).toBeGreaterThan(0);
      expect(counter.text.trim(), counter.id).not.toBe("");
    }
  });

  it("write every figure one way: Intl fr-FR, « + » on a floor", () => {
    expect(counterFigure({ atLeast: true }, 4800)).toBe(`+4${THIN}800`);
    expect(counterFigure({ atLeast: true }, 16)).toBe("+16");
    expect(counterFigure({ atLeast: false }, 6)).toBe("6");
    for (const counter of counters) {
      expect(counterFigure(counter, counter.to)).toBe(
        `${counter.atLeast ? "+" : ""}${new Intl.NumberFormat("fr-FR").format(counter.to)}`,
      );
    }
  });

  it("read a floor as « plus de », with no-break spaces", () => {
    expect(counterPhrase(fixture)).toBe(`plus de 4${THIN}800\u00a0personnes accompagnées`);
    expect(counterPhrase({ ...fixture, atLeast: false, to: 6, text: "formateurs" })).toBe(
      "6\u00a0formateurs",
    );
    for (const counter of counters) {
      expect(counter.phrase, counter.id).toBe(counterPhrase(counter));
      expect(counter.phrase.startsWith("plus de "), counter.id).toBe(counter.atLeast);
    }
  });

  it("agree with the claims the pages make: the firm's age, the people supported and the team on /about", () => {
    expect(byId("experience").to).toBe(bilanClaims.yearsOfExperience);
    expect(byId("personnes").to).toBe(bilanClaims.peopleSupported);
    expect(byId("equipe").to).toBe(about.team.members.length);
  });

  it("advance one step per interval and stop at their target", () => {
    const years = { from: 1, to: 16, intervalMs: 400 };
    expect(counterValue(years, 0)).toBe(1);
    expect(counterValue(years, 399)).toBe(1);
    expect(counterValue(years, 400)).toBe(2);
    expect(counterValue(years, counterDuration(years))).toBe(years.to);
    expect(counterValue(years, 60_000)).toBe(years.to);
    expect(counterValue(years, -50)).toBe(1);
    expect(counterValue(fixture, 4 * 1000)).toBe(3500);
    expect(counterValue(fixture, counterDuration(fixture))).toBe(4800);
    expect(counterValue(fixture, counterDuration(fixture) - 4)).toBe(4799);
    expect(counterDuration({ from: 1, to: 6, intervalMs: 1200 })).toBe(6000);
    for (const counter of counters) expect(counterValue(counter, counterDuration(counter))).toBe(counter.to);
  });
});
