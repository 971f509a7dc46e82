import { describe, expect, it } from "vitest";
import { counterDuration, counters, counterValue } from "./key-numbers";

const byId = (id: string) => {
  const counter = counters.find((c) => c.id === id);
  if (!counter) throw new Error(`no counter ${id}`);
  return counter;
};

describe("key-numbers counters", () => {
  it("have the spec's ranges, steps and labels", () => {
    expect(counters.map(({ id, from, to, intervalMs }) => ({ id, from, to, intervalMs }))).toEqual([
      { id: "experience", from: 1, to: 16, intervalMs: 400 },
      { id: "personnes", from: 2500, to: 4800, intervalMs: 4 },
      { id: "equipe", from: 1, to: 6, intervalMs: 1200 },
    ]);
    expect(byId("experience").label(16)).toEqual({ figure: "+16", text: "années d’expérience" });
    expect(byId("personnes").label(4800)).toEqual({ figure: "+4800", text: "personnes accompagnées" });
    expect(byId("equipe").label(6)).toEqual({ figure: "6", text: "formateurs, consultants experts, coachs" });
  });

  it("advance one step per interval and stop at their target", () => {
    const years = byId("experience");
    expect(counterValue(years, 0)).toBe(1);
    expect(counterValue(years, 399)).toBe(1);
    expect(counterValue(years, 400)).toBe(2);
    expect(counterValue(years, 6000)).toBe(16);
    expect(counterValue(years, 60_000)).toBe(16);
    expect(counterValue(years, -50)).toBe(1);
    const people = byId("personnes");
    expect(counterValue(people, 4 * 1000)).toBe(3500);
    expect(counterValue(people, counterDuration(people))).toBe(4800);
    expect(counterValue(people, counterDuration(people) - 4)).toBe(4799);
    expect(counterDuration(byId("equipe"))).toBe(6000);
  });
});
