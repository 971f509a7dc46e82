import { describe, expect, it } from "vitest";
import { weekDays, weekStart } from "./week.ts";

describe("weekStart", () => {
  it("is the Monday of the day asked for", () => {
    expect(weekStart("2026-12-03", "2026-11-20")).toBe("2026-11-30");
    expect(weekStart("2026-12-06", "2026-11-20")).toBe("2026-11-30");
  });

  it("is this week's Monday without a valid day", () => {
    for (const requested of [null, "", "2026-02-30", "demain"]) {
      expect(weekStart(requested, "2026-11-26")).toBe("2026-11-23");
    }
  });
});

describe("weekDays", () => {
  const at = (id: number, start: string) => ({ id, start });

  it("has seven days from Monday to Sunday, empty ones included", () => {
    const days = weekDays("2026-11-23", []);
    expect(days.map((day) => day.day)).toEqual([
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
      "2026-11-28",
      "2026-11-29",
    ]);
    expect(days.every((day) => day.items.length === 0)).toBe(true);
  });

  it("puts each booking on its Paris day, in time order", () => {
    const days = weekDays("2026-11-23", [
      at(1, "2026-11-24T14:00:00+01:00"),
      at(2, "2026-11-24T08:30:00+01:00"),
      // 23:30 UTC on Tuesday is 00:30 on Wednesday in Paris.
      at(3, "2026-11-24T23:30:00Z"),
      at(4, "2026-11-29T18:00:00+01:00"),
    ]);
    const ids = Object.fromEntries(days.map((day) => [day.day, day.items.map((item) => item.id)]));
    expect(ids["2026-11-24"]).toEqual([2, 1]);
    expect(ids["2026-11-25"]).toEqual([3]);
    expect(ids["2026-11-29"]).toEqual([4]);
  });

  it("leaves out what falls outside the week", () => {
    const days = weekDays("2026-11-23", [
      // Sunday 22 November, 23:30 in Paris; Monday 30 November, 00:30 in Paris.
      at(1, "2026-11-22T22:30:00Z"),
      at(2, "2026-11-29T23:30:00Z"),
      at(3, "2026-11-23T00:00:00+01:00"),
    ]);
    expect(days.flatMap((day) => day.items.map((item) => item.id))).toEqual([3]);
  });

  it("keeps the days right across the autumn clock change", () => {
    const days = weekDays("2026-10-19", [
      at(1, "2026-10-25T09:00:00+01:00"),
      at(2, "2026-10-24T09:00:00+02:00"),
    ]);
    expect(days[5]?.items.map((item) => item.id)).toEqual([2]);
    expect(days[6]?.items.map((item) => item.id)).toEqual([1]);
  });
});
