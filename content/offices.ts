/**
 * The firm's offices: one record each, the only place that holds where they
 * are, when they open and how a visitor gets in. /contact lists them, the
 * city pages show the office that serves their town, and the JSON-LD of a
 * city page describes it (ProfessionalService).
 *
 * The values are the `offices` of content/firm.yaml (config/firm.ts: the
 * fields and their rules), flattened by config/public.ts: the head office is
 * at the firm's address, and every office has the firm's phone and hours
 * unless the file gives its own.
 *
 * Written with ordinary spaces: `typeset()` applies French typography.
 */

import { z } from "zod";
import { hoursText } from "../config/hours.ts";
import { OFFICE_IDS, type OfficeId, officeKey, type PublicConfig, publicConfig } from "../config/public.ts";
import { type OpeningPeriod, parseGeo, parseOpeningHours } from "../config/values.ts";
import { elidedDe, frenchTypography, typeset, upperFirst } from "./format.ts";
import { text } from "./lib/fields.ts";
import { readFigures } from "./lib/figures.ts";
import { site, toTelUri } from "./site.ts";

export { hoursText, openingHoursSpecification } from "../config/hours.ts";
export { OFFICE_IDS, type OfficeId };

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

function office(config: PublicConfig, id: OfficeId, name: string): Office {
  const value = (suffix: "STREET" | "POSTAL_CODE" | "CITY" | "GEO" | "PHONE") =>
    config[officeKey(id, suffix)];
  const list = (suffix: "ACCESS" | "PARKING" | "ACCESSIBILITY") => config[officeKey(id, suffix)];
  const ownHours = config[officeKey(id, "HOURS")];
  return {
    id,
    name,
    isHeadOffice: id === "head",
    street: value("STREET"),
    postalCode: value("POSTAL_CODE"),
    city: value("CITY"),
    geo: parseGeo(value("GEO")),
    hours: ownHours === undefined ? config.FIRM_HOURS : parseOpeningHours(ownHours),
    byAppointment: id !== "head",
    phone: value("PHONE"),
    phoneUri: toTelUri(value("PHONE")),
    access: list("ACCESS"),
    parking: list("PARKING"),
    accessibility: list("ACCESSIBILITY"),
  };
}

/** The offices, from the OFFICE_* values of `config` (config/public.ts, from content/firm.yaml). */
export function officesFrom(config: PublicConfig): readonly Office[] {
  return typeset<readonly Office[]>([
    office(config, "head", `Siège ${elidedDe(site.address.city)}`),
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

export const officeCardSchema = z.strictObject({
  labels: z.strictObject({
    address: text,
    hours: text,
    phone: text,
    access: text,
    parking: text,
    accessibility: text,
    map: text,
  }),
  byAppointment: text,
});

/** The words of an office's card (content/office-card.yaml): the same on /contact and on the city pages. */
type OfficeCardWords = z.output<typeof officeCardSchema>;

let cardWords: OfficeCardWords | undefined;

/** Read when a card is first made (the facts import this module: content/lib/figures.ts). */
function officeCardWords(): OfficeCardWords {
  cardWords ??= typeset(readFigures("office-card.yaml", officeCardSchema));
  return cardWords;
}

/** An office's hours in French, with « sur rendez-vous » for an office that receives by appointment. */
function officeHoursText(entry: Office): string {
  return `${hoursText(entry.hours)}${entry.byAppointment ? `, ${officeCardWords().byAppointment}` : ""}`;
}

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
  labels: OfficeCardWords["labels"];
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
    labels: officeCardWords().labels,
  };
}
