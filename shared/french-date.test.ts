import { describe, expect, it } from "vitest";
import {
  frenchCalendarDay,
  frenchDateTime,
  frenchDateTimeShort,
  frenchDay,
  frenchDayShort,
  frenchTime,
} from "./french-date.ts";

const NNBSP = "\u202f";

/** What Intl writes in Paris, with « 1er » for the first of the month (Intl writes « 1 »). */
function intlWithFirst(instant: Date, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat("fr-FR", { ...options, timeZone: "Europe/Paris" })
    .format(instant)
    .replace(/(^|\s)1(?=\s)/, "$11er");
}

describe("French dates in Paris time", () => {
  it("writes the first of the month « 1er », long and short", () => {
    const first = "2026-12-01T07:30:00Z";
    expect(frenchDay(first)).toBe("mardi 1er décembre 2026");
    expect(frenchDay(first, { year: false })).toBe("mardi 1er décembre");
    expect(frenchDayShort(first)).toBe("mar. 1er déc.");
    expect(frenchDayShort(first, { year: true })).toBe("mar. 1er déc. 2026");
    expect(frenchTime(first)).toBe(`8${NNBSP}h${NNBSP}30`);
    expect(frenchDateTime(first)).toBe(`mardi 1er décembre 2026 à 8${NNBSP}h${NNBSP}30`);
    expect(frenchDateTimeShort(first)).toBe(`mar. 1er déc. 2026, 8${NNBSP}h${NNBSP}30`);
    expect(frenchCalendarDay("2027-01-01")).toBe("vendredi 1er janvier 2027");
    // Only the first: the 11th and the 21st stay numbers.
    expect(frenchDay("2026-12-11T10:00:00Z")).toBe("vendredi 11 décembre 2026");
    expect(frenchDay("2026-12-21T10:00:00Z")).toBe("lundi 21 décembre 2026");
  });

  it("agrees with Intl's fr-FR for every day of a year, the 1st apart", () => {
    for (let day = Temporal.PlainDate.from("2026-01-01"); day.year === 2026; day = day.add({ days: 1 })) {
      const noon = new Date(
        day.toZonedDateTime({ timeZone: "Europe/Paris", plainTime: "12:00" }).epochMilliseconds,
      );
      const long = { weekday: "long", day: "numeric", month: "long", year: "numeric" } as const;
      const short = { weekday: "short", day: "numeric", month: "short" } as const;
      expect(frenchDay(noon)).toBe(intlWithFirst(noon, long));
      expect(frenchCalendarDay(day)).toBe(intlWithFirst(noon, long));
      expect(frenchDayShort(noon)).toBe(intlWithFirst(noon, short));
    }
  });

  it("keeps the wall-clock time across a daylight-saving change, and the Paris day near midnight", () => {
    // 8:30 in Paris is 07:30Z in winter and 06:30Z in summer.
    expect(frenchTime("2026-03-27T07:30:00Z")).toBe(`8${NNBSP}h${NNBSP}30`);
    expect(frenchTime("2026-03-30T06:30:00Z")).toBe(`8${NNBSP}h${NNBSP}30`);
    // Sunday 29 March 2026: 01:59 CET, then 03:00 CEST one minute later.
    expect(frenchDateTime("2026-03-29T00:59:00Z")).toBe(`dimanche 29 mars 2026 à 1${NNBSP}h${NNBSP}59`);
    expect(frenchDateTime("2026-03-29T01:00:00Z")).toBe(`dimanche 29 mars 2026 à 3${NNBSP}h`);
    // Sunday 25 October 2026: 02:30 happens twice, at 00:30Z and 01:30Z.
    expect(frenchTime("2026-10-25T00:30:00Z")).toBe(`2${NNBSP}h${NNBSP}30`);
    expect(frenchTime("2026-10-25T01:30:00Z")).toBe(`2${NNBSP}h${NNBSP}30`);
    // 23:30Z on 31 October is already Sunday 1 November in Paris (CET).
    expect(frenchDateTime("2026-10-31T23:30:00Z")).toBe(`dimanche 1er novembre 2026 à 0${NNBSP}h${NNBSP}30`);
    // 22:30Z on 31 July is already 1 August in Paris (CEST).
    expect(frenchDayShort(new Date("2026-07-31T22:30:00Z"))).toBe("sam. 1er août");
  });

  it("takes a Temporal.Instant, a Date or an ISO text alike", () => {
    const text = "2026-11-26T08:30:00+01:00";
    expect(frenchDateTime(Temporal.Instant.from(text))).toBe(frenchDateTime(text));
    expect(frenchDateTime(new Date(text))).toBe(frenchDateTime(text));
  });
});
