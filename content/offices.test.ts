import { describe, expect, it } from "vitest";
import { publicConfigFrom, readBuildSettings } from "../config/public.ts";
import { testFirm } from "../config/testing.ts";
import { parseGeo, parseOpeningHours } from "../config/values.ts";
import {
  hoursText,
  OFFICE_IDS,
  officeCardData,
  offices,
  officesFrom,
  openingHoursSpecification,
} from "./offices.ts";
import { communeOf77 } from "./official-communes.ts";
import { site, toTelUri } from "./site.ts";

describe("opening hours", () => {
  it("reads schema.org opening hours, ranges and lists of days", () => {
    expect(parseOpeningHours("Mo-Sa 08:30-20:00")).toEqual([
      { days: ["Mo", "Tu", "We", "Th", "Fr", "Sa"], opens: "08:30", closes: "20:00" },
    ]);
    expect(parseOpeningHours("Tu,Th 09:00-18:00; Sa 09:00-12:00")).toEqual([
      { days: ["Tu", "Th"], opens: "09:00", closes: "18:00" },
      { days: ["Sa"], opens: "09:00", closes: "12:00" },
    ]);
  });

  it("refuses what it cannot read, so that a typo fails the build", () => {
    expect(() => parseOpeningHours("lundi 9h-18h")).toThrow(/cannot read/);
    expect(() => parseOpeningHours("Mo-Sa 20:00-08:30")).toThrow(/not a valid time range/);
    expect(() => parseOpeningHours("Sa-Mo 09:00-12:00")).toThrow(/unknown days/);
    expect(() => parseOpeningHours("Mo 25:00-26:00")).toThrow();
    expect(() => parseOpeningHours("")).toThrow(/none given/);
  });

  it("writes them in French and as schema.org specifications", () => {
    const hours = parseOpeningHours("Mo-Sa 08:30-20:00");
    expect(hoursText(hours)).toBe("du lundi au samedi, de 8\u202fh\u202f30 à 20\u202fh");
    expect(hoursText(parseOpeningHours("Tu,Th 09:00-18:00"))).toBe(
      "le mardi et le jeudi, de 9\u202fh à 18\u202fh",
    );
    expect(openingHoursSpecification(hours)).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
        opens: "08:30",
        closes: "20:00",
      },
    ]);
  });
});

describe("coordinates", () => {
  it("reads « latitude,longitude » and refuses a point outside Seine-et-Marne", () => {
    expect(parseGeo("48.5397, 2.6554")).toEqual({ latitude: 48.5397, longitude: 2.6554 });
    expect(() => parseGeo("2.6554,48.5397")).toThrow(/not in Seine-et-Marne/);
    expect(() => parseGeo("48.85,2.35")).toThrow(/not in Seine-et-Marne/);
    expect(() => parseGeo("here")).toThrow(/cannot read/);
  });
});

describe("the office records", () => {
  it("has one record per office id, the head office first, in the firm's town", () => {
    expect(offices.map((office) => office.id)).toEqual([...OFFICE_IDS]);
    expect(offices.filter((office) => office.isHeadOffice).map((office) => office.id)).toEqual(["head"]);
    expect(offices[0]?.city).toBe(site.address.city);
    expect(offices[0]?.street).toBe(site.address.street);
  });

  it.each(offices.map((office) => [office.id, office] as const))(
    "%s is complete and in a real commune of Seine-et-Marne whose postal code it uses",
    (_id, office) => {
      for (const field of [office.name, office.street, office.phone]) expect(field.trim()).not.toBe("");
      expect(office.hours.length).toBeGreaterThan(0);
      expect(office.accessibility.length).toBeGreaterThan(0);
      expect(office.access.length).toBeGreaterThan(0);
      const commune = communeOf77(office.city);
      expect(commune, `${office.city} is a commune of Seine-et-Marne`).toBeDefined();
      expect(commune?.codesPostaux).toContain(office.postalCode);
      expect(office.phoneUri).toMatch(/^tel:\+33\d{9}$/);
      expect(office.byAppointment).toBe(!office.isHeadOffice);
    },
  );

  it("takes every field of an office from content/firm.yaml, the firm's phone and hours unless set", () => {
    const firm = testFirm({
      "offices.provins.street": "1 place du Châtel",
      "offices.provins.geo": "48.5605,3.2890",
      "offices.provins.hours": "Tu,Th 09:00-18:00",
      "offices.provins.phone": "01 99 00 11 22",
      "offices.provins.accessibility": ["Rampe", "Ascenseur"],
      "offices.montereau.hours": undefined,
      "offices.montereau.phone": undefined,
    });
    const records = officesFrom(publicConfigFrom(firm, readBuildSettings({})));
    const provins = records.find((office) => office.id === "provins");
    expect(provins).toMatchObject({
      street: "1 place du Châtel",
      geo: { latitude: 48.5605, longitude: 3.289 },
      phone: "01 99 00 11 22",
      phoneUri: "tel:+33199001122",
      accessibility: ["Rampe", "Ascenseur"],
    });
    expect(provins?.hours).toEqual([{ days: ["Tu", "Th"], opens: "09:00", closes: "18:00" }]);
    const montereau = records.find((office) => office.id === "montereau");
    expect(montereau?.phoneUri).toBe(toTelUri(firm.phone));
    expect(montereau?.hours).toEqual(parseOpeningHours(firm.hours));
  });

  it("gives each office's card its address, map link and hours", () => {
    for (const office of offices) {
      const card = officeCardData(office);
      expect(card.address).toBe(`${office.street}, ${office.postalCode} ${office.city}`);
      expect(new URL(card.mapUrl).searchParams.get("query")).toContain(office.city);
      expect(card.hours).toMatch(/^\p{Lu}/u);
      if (office.byAppointment) expect(card.hours).toMatch(/sur rendez-vous$/);
    }
  });
});
