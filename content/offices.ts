/**
 * The firm's offices: one record each, the only place that holds where they
 * are, when they open and how a visitor gets in. /contact lists them, the
 * city pages show the office that serves their town, and the JSON-LD of a
 * city page describes it (ProfessionalService).
 *
 * The values are the OFFICE_<ID>_* variables, checked and with their
 * FICTIONAL defaults, in config/public.ts: the firm sets the real values with
 * them (README), or edits the defaults there:
 * - OFFICE_<ID>_STREET, OFFICE_<ID>_POSTAL_CODE, OFFICE_<ID>_CITY (the head
 *   office keeps FIRM_STREET, FIRM_POSTAL_CODE and FIRM_CITY);
 * - OFFICE_<ID>_GEO: "latitude,longitude" in decimal degrees (WGS 84);
 * - OFFICE_<ID>_HOURS: schema.org opening hours, e.g. "Mo-Fr 09:00-18:00; Sa 09:00-12:00";
 * - OFFICE_<ID>_PHONE (the firm's number by default);
 * - OFFICE_<ID>_ACCESS: how to reach the door, OFFICE_<ID>_PARKING: where to
 *   park, OFFICE_<ID>_ACCESSIBILITY: the premises' accessibility, items
 *   separated by « | ».
 * <ID> is HEAD, FONTAINEBLEAU, PROVINS or MONTEREAU.
 *
 * Written with ordinary spaces: `typeset()` applies French typography.
 */
import {
  OFFICE_IDS,
  type OfficeEnvSuffix,
  type OfficeId,
  officeEnvKey,
  type PublicConfig,
  publicConfig,
} from "../config/public.ts";
import { DAYS, type Day, type OpeningPeriod, parseGeo, parseOpeningHours } from "../config/values.ts";
import { frenchTypography, typeset, upperFirst } from "./format.ts";
import { formatHour, site, toTelUri } from "./site.ts";

export { OFFICE_IDS, type OfficeId };

/** schema.org day names, in the order of DAYS. */
const SCHEMA_DAYS: Record<Day, string> = {
  Mo: "Monday",
  Tu: "Tuesday",
  We: "Wednesday",
  Th: "Thursday",
  Fr: "Friday",
  Sa: "Saturday",
  Su: "Sunday",
};
const FRENCH_DAYS: Record<Day, string> = {
  Mo: "lundi",
  Tu: "mardi",
  We: "mercredi",
  Th: "jeudi",
  Fr: "vendredi",
  Sa: "samedi",
  Su: "dimanche",
};

export interface Office {
  id: OfficeId;
  /** « Siège de Melun », « Bureau de Provins ». */
  name: string;
  isHeadOffice: boolean;
  street: string;
  postalCode: string;
  city: string;
  geo: { latitude: number; longitude: number };
  hours: readonly OpeningPeriod[];
  /** Secondary offices receive by appointment only. */
  byAppointment: boolean;
  phone: string;
  phoneUri: string;
  /** From the nearest station or stop to the door. */
  access: readonly string[];
  /** Where to park near the office. */
  parking: readonly string[];
  /** The premises: entrance, floor, lift, toilets, what the firm adapts. */
  accessibility: readonly string[];
}

function daysText(days: readonly Day[]): string {
  const indexes = days.map((day) => DAYS.indexOf(day));
  const consecutive = indexes.every((index, i) => i === 0 || index === (indexes[i - 1] ?? -2) + 1);
  const names = days.map((day) => FRENCH_DAYS[day]);
  if (names.length === 1) return `le ${names[0]}`;
  if (consecutive && names.length > 2) return `du ${names[0]} au ${names.at(-1)}`;
  return `le ${names.slice(0, -1).join(", le ")} et le ${names.at(-1)}`;
}

/** « du lundi au samedi, de 8 h 30 à 20 h » (periods joined by « ; »). */
export function hoursText(hours: readonly OpeningPeriod[]): string {
  return hours
    .map(
      (period) => `${daysText(period.days)}, de ${formatHour(period.opens)} à ${formatHour(period.closes)}`,
    )
    .join(" ; ");
}

/** schema.org OpeningHoursSpecification for an office's hours. */
export function openingHoursSpecification(hours: readonly OpeningPeriod[]) {
  return hours.map((period) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: period.days.map((day) => SCHEMA_DAYS[day]),
    opens: period.opens,
    closes: period.closes,
  }));
}

/** The firm's hours, Monday to Saturday, 8:30 to 20:00 (spec), in schema.org form. */
const FIRM_HOURS = `Mo-Sa ${site.openingHours.opens}-${site.openingHours.closes}`;

function office(config: PublicConfig, id: OfficeId, name: string): Office {
  const value = (suffix: Exclude<OfficeEnvSuffix, "HOURS">) => config[officeEnvKey(id, suffix)];
  const list = (text: string) =>
    text
      .split("|")
      .map((item) => item.trim())
      .filter(Boolean);
  return {
    id,
    name,
    isHeadOffice: id === "head",
    street: value("STREET"),
    postalCode: value("POSTAL_CODE"),
    city: value("CITY"),
    geo: parseGeo(value("GEO")),
    hours: parseOpeningHours(config[officeEnvKey(id, "HOURS")] ?? FIRM_HOURS),
    byAppointment: id !== "head",
    phone: value("PHONE"),
    phoneUri: toTelUri(value("PHONE")),
    access: list(value("ACCESS")),
    parking: list(value("PARKING")),
    accessibility: list(value("ACCESSIBILITY")),
  };
}

/** The offices, from the OFFICE_* values of `config` (config/public.ts). */
export function officesFrom(config: PublicConfig): readonly Office[] {
  return typeset<readonly Office[]>([
    office(config, "head", `Siège de ${site.address.city}`),
    office(config, "fontainebleau", "Bureau de Fontainebleau"),
    office(config, "provins", "Bureau de Provins"),
    office(config, "montereau", "Bureau de Montereau-Fault-Yonne"),
  ]);
}

export const offices: readonly Office[] = officesFrom(publicConfig());

/** The office with this id (throws on an unknown id: a typo in content fails the build). */
export function officeById(id: OfficeId): Office {
  const found = offices.find((entry) => entry.id === id);
  if (!found) throw new Error(`No office "${id}"`);
  return found;
}

/** The offices other than the head office, in their order. */
const secondaryOffices: readonly Office[] = offices.filter((entry) => !entry.isHeadOffice);
/** The towns of the secondary offices: « Fontainebleau », « Provins », « Montereau-Fault-Yonne ». */
export const secondaryOfficeTowns: readonly string[] = secondaryOffices.map((entry) => entry.city);

/** « 5 rue des Grès, 77300 Fontainebleau ». */
function officeAddress(entry: Office): string {
  return `${entry.street}, ${entry.postalCode} ${entry.city}`;
}

/** A map of an office, opened in a new tab (a link: nothing is embedded). */
function officeMapUrl(entry: Office): string {
  const query = `${site.name}, ${officeAddress(entry)}`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** An office's hours in French, with « sur rendez-vous » for a secondary office. */
function officeHoursText(entry: Office): string {
  return `${hoursText(entry.hours)}${entry.byAppointment ? ", sur rendez-vous" : ""}`;
}

/** The labels of an office's card: the same on /contact and on the city pages. */
const officeLabels = typeset({
  address: "Adresse",
  hours: "Horaires",
  phone: "Téléphone",
  access: "Accès",
  parking: "Stationnement",
  accessibility: "Accessibilité",
  map: "Voir le plan",
} as const);

/** What an office's card shows, computed at build time (only this reaches the browser). */
export interface OfficeCardData {
  id: OfficeId;
  name: string;
  firm: string;
  street: string;
  postalCode: string;
  city: string;
  address: string;
  mapUrl: string;
  hours: string;
  phone: string;
  phoneUri: string;
  access: readonly string[];
  parking: readonly string[];
  accessibility: readonly string[];
  labels: typeof officeLabels;
}

export function officeCardData(entry: Office): OfficeCardData {
  return {
    id: entry.id,
    name: entry.name,
    firm: site.name,
    street: entry.street,
    postalCode: entry.postalCode,
    city: entry.city,
    address: officeAddress(entry),
    mapUrl: officeMapUrl(entry),
    hours: frenchTypography(upperFirst(officeHoursText(entry))),
    phone: entry.phone,
    phoneUri: entry.phoneUri,
    access: entry.access,
    parking: entry.parking,
    accessibility: entry.accessibility,
    labels: officeLabels,
  };
}
