/**
 * The firm's offices: one record each, the only place that holds where they
 * are, when they open and how a visitor gets in. /contact lists them, the
 * city pages show the office that serves their town, and the JSON-LD of a
 * city page describes it (ProfessionalService).
 *
 * FICTIONAL DEFAULTS. The spec names the head office's town and three towns
 * with a secondary office, nothing more: every street, coordinate, door and
 * parking below is invented for the demonstration (the head office's street
 * is FIRM_STREET's fictional default). The firm sets the real values with the
 * OFFICE_<ID>_* variables (README), or edits this file:
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
import { frenchTypography, typeset } from "./format";
import { type OFFICE_ENV_SUFFIXES, OFFICE_IDS, type PublicEnv, type PublicEnvKey } from "./public-env";
import { env, site, toTelUri } from "./site";

export { OFFICE_IDS };
export type OfficeId = (typeof OFFICE_IDS)[number];

export const DAYS = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"] as const;
export type Day = (typeof DAYS)[number];

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

export interface OpeningPeriod {
  days: readonly Day[];
  /** "08:30" */
  opens: string;
  /** "20:00" */
  closes: string;
}

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

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * Reads schema.org opening hours ("Mo-Sa 08:30-20:00; Su 10:00-12:00") and
 * refuses anything else, so that a typo fails the build instead of showing
 * wrong hours.
 */
export function parseOpeningHours(text: string): OpeningPeriod[] {
  const periods = text
    .split(";")
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const match =
        /^([A-Z][a-z](?:-[A-Z][a-z])?(?:,[A-Z][a-z](?:-[A-Z][a-z])?)*)\s+(\d\d:\d\d)-(\d\d:\d\d)$/.exec(part);
      if (!match) throw new Error(`Opening hours: cannot read "${part}" (expected e.g. "Mo-Sa 08:30-20:00")`);
      const [, dayList = "", opens = "", closes = ""] = match;
      if (!TIME.test(opens) || !TIME.test(closes) || opens >= closes) {
        throw new Error(`Opening hours: "${opens}-${closes}" is not a valid time range`);
      }
      const days = dayList.split(",").flatMap((range) => {
        const [first, last = first] = range.split("-") as [Day, Day?];
        const from = DAYS.indexOf(first);
        const to = DAYS.indexOf(last as Day);
        if (from < 0 || to < 0 || to < from) throw new Error(`Opening hours: unknown days "${range}"`);
        return DAYS.slice(from, to + 1);
      });
      return { days, opens, closes };
    });
  if (periods.length === 0) throw new Error("Opening hours: none given");
  return periods;
}

/** Reads "48.5394,2.6600" and refuses a point outside Seine-et-Marne's bounding box. */
export function parseGeo(text: string): Office["geo"] {
  const [latitude, longitude] = text.split(",").map((part) => Number(part.trim()));
  if (
    latitude === undefined ||
    longitude === undefined ||
    Number.isNaN(latitude) ||
    Number.isNaN(longitude)
  ) {
    throw new Error(`Coordinates: cannot read "${text}" (expected "latitude,longitude")`);
  }
  if (latitude < 48.1 || latitude > 49.15 || longitude < 2.39 || longitude > 3.6) {
    throw new Error(`Coordinates ${text} are not in Seine-et-Marne`);
  }
  return { latitude, longitude };
}

/** "08:30" -> "8 h 30", "20:00" -> "20 h" (French typography adds the narrow spaces). */
function hourText(time: string): string {
  const [hours = "0", minutes = "00"] = time.split(":");
  return minutes === "00" ? `${Number(hours)} h` : `${Number(hours)} h ${minutes}`;
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
    .map((period) => `${daysText(period.days)}, de ${hourText(period.opens)} à ${hourText(period.closes)}`)
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

interface OfficeDefaults {
  name: string;
  street: string;
  postalCode: string;
  city: string;
  geo: string;
  access: string;
  parking: string;
  accessibility: string;
}

function office(variables: PublicEnv, id: OfficeId, defaults: OfficeDefaults): Office {
  const read = (suffix: (typeof OFFICE_ENV_SUFFIXES)[number]) =>
    variables[`OFFICE_${id.toUpperCase()}_${suffix}` as PublicEnvKey]?.trim() || undefined;
  const list = (text: string) =>
    text
      .split("|")
      .map((item) => item.trim())
      .filter(Boolean);
  const phone = read("PHONE") ?? site.phone;
  return {
    id,
    name: defaults.name,
    isHeadOffice: id === "head",
    street: read("STREET") ?? defaults.street,
    postalCode: read("POSTAL_CODE") ?? defaults.postalCode,
    city: read("CITY") ?? defaults.city,
    geo: parseGeo(read("GEO") ?? defaults.geo),
    hours: parseOpeningHours(read("HOURS") ?? FIRM_HOURS),
    byAppointment: id !== "head",
    phone,
    phoneUri: toTelUri(phone),
    access: list(read("ACCESS") ?? defaults.access),
    parking: list(read("PARKING") ?? defaults.parking),
    accessibility: list(read("ACCESSIBILITY") ?? defaults.accessibility),
  };
}

/** The offices, from the defaults below and the OFFICE_* variables of `variables`. */
export function officesFrom(variables: PublicEnv): readonly Office[] {
  return typeset<readonly Office[]>([
    office(variables, "head", {
      name: `Siège de ${site.address.city}`,
      street: site.address.street,
      postalCode: site.address.postalCode,
      city: site.address.city,
      // FICTIONAL DEFAULT: the centre of Melun, north bank.
      geo: "48.5397,2.6554",
      // FICTIONAL DEFAULT (the whole entry): the firm describes its real door.
      access:
        "À environ quinze minutes à pied de la gare de Melun, en traversant la Seine vers le centre-ville | Plusieurs lignes de bus urbaines relient la gare au centre-ville",
      parking:
        "Parkings publics payants du centre-ville à quelques minutes à pied | Une place réservée aux personnes handicapées devant l’immeuble, sur demande",
      accessibility:
        "Bureaux de plain-pied, sans marche depuis la rue | Porte d’entrée de 90 cm, bureaux d’entretien fermés et accessibles en fauteuil | Toilettes adaptées aux personnes à mobilité réduite | Documents en gros caractères et séances plus courtes sur demande",
    }),
    office(variables, "fontainebleau", {
      name: "Bureau de Fontainebleau",
      street: "5 rue des Grès",
      postalCode: "77300",
      city: "Fontainebleau",
      // FICTIONAL DEFAULT: the centre of Fontainebleau.
      geo: "48.4047,2.7016",
      // FICTIONAL DEFAULT (the whole entry).
      access:
        "Depuis la gare de Fontainebleau-Avon, les bus vers le centre-ville s’arrêtent à quelques minutes à pied du bureau | Compter environ trente minutes à pied depuis la gare",
      parking: "Stationnement payant en centre-ville ; parkings publics à proximité",
      accessibility:
        "Bureau au rez-de-chaussée, accès sans marche | Toilettes adaptées aux personnes à mobilité réduite | Séances possibles à distance si le déplacement est difficile",
    }),
    office(variables, "provins", {
      name: "Bureau de Provins",
      street: "2 rue des Roses",
      postalCode: "77160",
      city: "Provins",
      // FICTIONAL DEFAULT: the lower town of Provins.
      geo: "48.5597,3.2994",
      // FICTIONAL DEFAULT (the whole entry).
      access: "À une dizaine de minutes à pied de la gare de Provins, dans la ville basse",
      parking:
        "Stationnement gratuit ou en zone bleue dans les rues voisines ; parkings publics de la ville basse",
      accessibility:
        "Bureau au rez-de-chaussée, une rampe à l’entrée | Toilettes adaptées aux personnes à mobilité réduite | Séances possibles à distance si le déplacement est difficile",
    }),
    office(variables, "montereau", {
      name: "Bureau de Montereau-Fault-Yonne",
      street: "11 quai du Confluent",
      postalCode: "77130",
      city: "Montereau-Fault-Yonne",
      // FICTIONAL DEFAULT: the centre of Montereau-Fault-Yonne.
      geo: "48.3853,2.9508",
      // FICTIONAL DEFAULT (the whole entry).
      access: "À une quinzaine de minutes à pied de la gare de Montereau, de l’autre côté de l’Yonne",
      parking: "Parkings publics gratuits près des quais",
      accessibility:
        "Bureau au rez-de-chaussée, accès sans marche | Toilettes adaptées aux personnes à mobilité réduite | Séances possibles à distance si le déplacement est difficile",
    }),
  ]);
}

export const offices: readonly Office[] = officesFrom(env);

/** The office with this id (throws on an unknown id: a typo in content fails the build). */
export function officeById(id: OfficeId): Office {
  const found = offices.find((entry) => entry.id === id);
  if (!found) throw new Error(`No office "${id}"`);
  return found;
}

export const headOffice: Office = officeById("head");
/** The offices other than the head office, in their order. */
export const secondaryOffices: readonly Office[] = offices.filter((entry) => !entry.isHeadOffice);
/** The towns of the secondary offices: « Fontainebleau », « Provins », « Montereau-Fault-Yonne ». */
export const secondaryOfficeTowns: readonly string[] = secondaryOffices.map((entry) => entry.city);

/** « 5 rue des Grès, 77300 Fontainebleau ». */
export function officeAddress(entry: Office): string {
  return `${entry.street}, ${entry.postalCode} ${entry.city}`;
}

/** A map of an office, opened in a new tab (a link: nothing is embedded). */
export function officeMapUrl(entry: Office): string {
  const query = `${site.name}, ${officeAddress(entry)}`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** An office's hours in French, with « sur rendez-vous » for a secondary office. */
export function officeHoursText(entry: Office): string {
  return `${hoursText(entry.hours)}${entry.byAppointment ? ", sur rendez-vous" : ""}`;
}

/** The labels of an office's card: the same on /contact and on the city pages. */
export const officeLabels = typeset({
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

function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
