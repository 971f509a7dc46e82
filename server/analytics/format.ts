/**
 * French formatting of the audience report's figures, for the text and HTML
 * reports of `npm run stats` and the back office's audience page alike.
 */

import { frenchTypography } from "../../content/format.ts";
import type { VitalMetric } from "../../shared/audience.ts";
import { ARRIVED_KEY, UNKNOWN_KEY } from "./store.ts";
import type { VitalRating } from "./vitals.ts";

const numberFormat = new Intl.NumberFormat("fr-FR");
const percentFormat = new Intl.NumberFormat("fr-FR", { style: "percent", maximumFractionDigits: 1 });
const dayFormat = new Intl.DateTimeFormat("fr-FR", {
  weekday: "short",
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});
const longDayFormat = new Intl.DateTimeFormat("fr-FR", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** 1234 -> "1 234" (narrow no-break space). */
export function formatCount(value: number): string {
  return numberFormat.format(value);
}

/** 0.0123 -> "1,2 %"; "—" when there is nothing to divide. */
export function formatRate(value: number | undefined): string {
  return value === undefined ? "—" : percentFormat.format(value);
}

/** A day formatted in French, the first of the month written « 1er ». */
function frenchDay(format: Intl.DateTimeFormat, day: string): string {
  return format
    .formatToParts(new Date(`${day}T12:00:00Z`))
    .map((part) => (part.type === "day" && part.value === "1" ? "1er" : part.value))
    .join("");
}

/** "2026-11-24" -> "mar. 24 nov."; "2026-12-01" -> "mar. 1er déc." */
export function formatDay(day: string): string {
  return frenchDay(dayFormat, day);
}

/** "2026-11-24" -> "24 novembre 2026"; "2026-12-01" -> "1er décembre 2026" */
export function formatLongDay(day: string): string {
  return frenchDay(longDayFormat, day);
}

export const METRIC_LABELS: Readonly<Record<VitalMetric, string>> = {
  LCP: "LCP (affichage du plus grand élément)",
  INP: "INP (réactivité aux interactions)",
  CLS: "CLS (stabilité de la mise en page)",
};

export const RATING_LABELS: Readonly<Record<VitalRating, string>> = {
  good: "bon",
  "needs-improvement": "à améliorer",
  poor: "mauvais",
};

export const DEVICE_LABELS = { mobile: "mobile", desktop: "ordinateur" } as const;

export const CONVERSION_LABELS = { contact: "messages de contact", booking: "réservations" } as const;

/** How the report names a row of the conversions per page that is not a page of the site. */
const CONVERSION_PAGE_LABELS: Readonly<Record<string, string>> = {
  [ARRIVED_KEY]: "aucune (visite commencée sur la page du formulaire)",
  [UNKNOWN_KEY]: "inconnue (mesure refusée, désactivée ou sans script)",
};

/** A row of the conversions per page: its path, or what stands in its place. */
export function conversionPageLabel(path: string): string {
  return CONVERSION_PAGE_LABELS[path] ?? path;
}

/** Text safe in HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** French text for HTML: typography (no-break spaces before « : ; ! ? », inside « »…), then escaped. */
export function htmlText(text: string): string {
  return escapeHtml(frenchTypography(text));
}
