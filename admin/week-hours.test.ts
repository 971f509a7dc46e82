import { describe, expect, it } from "vitest";
import { DAYS, type OpeningPeriod, parseOpeningHours } from "../config/values.ts";
import { clockTime } from "../shared/french-day.ts";
import type { FormatHours } from "./types.ts";
import {
  closedWeekFault,
  type DayRow,
  weekFaults,
  weekHoursText,
  weekRows,
  withMondayCopied,
  withoutRange,
  withRange,
  withTime,
} from "./week-hours.ts";

/** The API's days from schema.org hours, as GET /api/admin/agenda/hours gives them (server/admin/agenda.ts). */
function apiDays(text: string): FormatHours["days"] {
  const periods: OpeningPeriod[] = parseOpeningHours(text);
  return DAYS.map((day) => ({
    day,
    ranges: periods
      .filter((period) => period.days.includes(day))
      .map(({ opens, closes }) => ({ opens, closes }))
      .sort((a, b) => a.opens.localeCompare(b.opens)),
  }));
}

const rowsOf = (text: string) => weekRows(apiDays(text));
const closedWeek = () => weekRows([]);
const day = (rows: DayRow[], code: DayRow["day"]) => rows.find((row) => row.day === code)?.ranges;

describe("the week's rows and their schema.org hours", () => {
  it("reads the API's days into seven rows, Monday first, a day left out closed", () => {
    const rows = weekRows([
      {
        day: "Tu",
        ranges: [
          { opens: "14:00", closes: "18:00" },
          { opens: "09:00", closes: "12:00" },
        ],
      },
    ]);
    expect(rows.map((row) => row.day)).toEqual([...DAYS]);
    expect(day(rows, "Tu")).toEqual([
      { opens: "09:00", closes: "12:00" },
      { opens: "14:00", closes: "18:00" },
    ]);
    expect(day(rows, "Mo")).toEqual([]);
  });

  it.each([
    "Mo-Fr 09:00-12:00",
    "Mo-Sa 08:30-20:00",
    "Mo-Fr 09:00-12:00; Mo-Fr 14:00-18:00",
    "Mo-Sa 09:00-12:00; Mo-Fr 14:00-18:00",
    "Mo,We,Fr 09:00-12:00; Tu-Th 14:00-17:00",
    "Mo-We,Fr 09:00-12:00; Sa 10:00-11:00",
    "Su 10:00-11:00",
  ])("gives back %s, days grouped as the server writes them", (text) => {
    expect(weekHoursText(rowsOf(text))).toBe(text);
    expect(weekFaults(rowsOf(text), 30)).toEqual([]);
  });

  it("groups the days that share a range, whatever the order typed, and writes two ranges a day", () => {
    let rows = closedWeek();
    for (const code of ["Mo", "Tu", "Th"] as const) {
      rows = withRange(rows, code);
      rows = withRange(rows, code);
    }
    // The afternoon typed first on Thursday.
    rows = withTime(rows, "Th", 0, "opens", "14:00");
    rows = withTime(rows, "Th", 0, "closes", "18:00");
    rows = withTime(rows, "Th", 1, "opens", "09:00");
    rows = withTime(rows, "Th", 1, "closes", "12:00");
    expect(weekHoursText(rows)).toBe("Mo-Tu,Th 09:00-12:00; Mo-Tu,Th 14:00-18:00");
    // The round trip: the API's days of that text are the rows again (each day in order).
    expect(weekRows(apiDays(weekHoursText(rows)))).toEqual(
      rows.map((row) => ({ ...row, ranges: [...row.ranges].sort((a, b) => a.opens.localeCompare(b.opens)) })),
    );
  });

  it("drops the seconds a time field may add, and writes a closed week as nothing", () => {
    const rows = withTime(
      withTime(withRange(closedWeek(), "We"), "We", 0, "opens", "08:30:00"),
      "We",
      0,
      "closes",
      "10:00",
    );
    expect(weekHoursText(rows)).toBe("We 08:30-10:00");
    expect(weekHoursText(closedWeek())).toBe("");
  });
});

describe("the buttons", () => {
  it("adds a morning, then an afternoon after it, and removes a range (none left: closed)", () => {
    let rows = withRange(closedWeek(), "Sa");
    expect(day(rows, "Sa")).toEqual([{ opens: "09:00", closes: "12:00" }]);
    rows = withRange(rows, "Sa");
    expect(day(rows, "Sa")).toEqual([
      { opens: "09:00", closes: "12:00" },
      { opens: "14:00", closes: "18:00" },
    ]);
    rows = withoutRange(rows, "Sa", 0);
    expect(day(rows, "Sa")).toEqual([{ opens: "14:00", closes: "18:00" }]);
    // After an afternoon, the new range waits to be filled.
    expect(day(withRange(rows, "Sa"), "Sa")?.[1]).toEqual({ opens: "", closes: "" });
    expect(day(withoutRange(rows, "Sa", 0), "Sa")).toEqual([]);
  });

  it("copies Monday to Tuesday through Friday, leaving the weekend", () => {
    const rows = withMondayCopied(rowsOf("Mo 08:00-12:00; Mo 13:00-17:00; We 10:00-11:00; Sa 09:00-10:00"));
    expect(weekHoursText(rows)).toBe("Mo-Fr 08:00-12:00; Mo-Fr 13:00-17:00; Sa 09:00-10:00");
  });
});

describe("the faults found before sending", () => {
  const only = (rows: DayRow[], slotMinutes = 30) => {
    const faults = weekFaults(rows, slotMinutes);
    expect(faults).toHaveLength(1);
    return faults[0];
  };

  it("an end before its start: the day and both times, in French", () => {
    const rows = withTime(rowsOf("Mo-Fr 09:00-12:00"), "Tu", 0, "opens", "14:00");
    expect(only(rows)).toEqual({
      day: "Tu",
      message: `Mardi\u00a0: la fin (${clockTime("12:00")}) doit venir après le début (${clockTime("14:00")}).`,
      range: 0,
      end: "closes",
    });
    // Nothing typed is lost: the rows are as typed.
    expect(day(rows, "Tu")).toEqual([{ opens: "14:00", closes: "12:00" }]);
  });

  it("two ranges that overlap, whichever comes first", () => {
    const rows = withTime(withRange(rowsOf("Mo-Fr 09:00-12:00"), "We"), "We", 1, "opens", "11:00");
    const fault = only(rows);
    expect(fault).toMatchObject({ day: "We", range: 1, end: "opens" });
    expect(fault?.message).toMatch(/^Mercredi\u00a0: /);
    for (const time of ["09:00", "12:00", "11:00", "18:00"])
      expect(fault?.message).toContain(clockTime(time));
    // One range inside another, the second of three.
    const inside = rowsOf("Mo 09:00-18:00; Mo 10:00-11:00; Mo 12:00-13:00");
    expect(weekFaults(inside, 30).map((item) => item.day)).toEqual(["Mo"]);
    // Ranges that touch are not overlapping.
    expect(weekFaults(rowsOf("Mo 09:00-12:00; Mo 12:00-14:00"), 30)).toEqual([]);
  });

  it("a time off the slot grid, with the times on it around", () => {
    const fault = only(withTime(rowsOf("Th 09:00-12:00"), "Th", 0, "opens", "09:10"));
    expect(fault).toMatchObject({ day: "Th", range: 0, end: "opens" });
    for (const time of ["09:10", "09:00", "09:30"]) expect(fault?.message).toContain(clockTime(time));
    expect(weekFaults(rowsOf("Th 09:15-12:45"), 15)).toEqual([]);
    expect(only(rowsOf("Th 09:15-12:45"), 60)).toMatchObject({ end: "opens" });
  });

  it("an end not filled, and one fault a day, each day named", () => {
    let rows = withRange(withRange(rowsOf("Mo-Fr 09:00-12:00"), "Fr"), "Fr");
    rows = withTime(rows, "Fr", 1, "closes", "");
    rows = withTime(rows, "Mo", 0, "closes", "08:00");
    const faults = weekFaults(rows, 30);
    expect(faults.map((fault) => [fault.day, fault.range, fault.end])).toEqual([
      ["Mo", 0, "closes"],
      ["Fr", 1, "closes"],
    ]);
    expect(faults[1]?.message).toMatch(/^Vendredi\u00a0: .*2e créneau/);
  });

  it("a week closed every day", () => {
    expect(closedWeekFault(closedWeek())).toMatch(/\p{L}/u);
    expect(closedWeekFault(rowsOf("Su 10:00-11:00"))).toBeUndefined();
    expect(weekFaults(closedWeek(), 30)).toEqual([]);
  });
});
