/**
 * French formatting of the audience report's figures, for the text and HTML
 * reports of `npm run stats` and the back office's audience page alike.
 */

import { frenchTypography, longDate } from "../../content/format.ts";
import type { VitalMetric } from "../../shared/audience.ts";
import { frenchCalendarDayShort } from "../../shared/french-date.ts";
import { ARRIVED_KEY, OTHER_KEY, UNKNOWN_KEY } from "./store.ts";
import type { VitalRating } from "./vitals.ts";

const numberFormat = new Intl.NumberFormat("fr-FR");
const percentFormat = new Intl.NumberFormat("fr-FR", { style: "percent", maximumFractionDigits: 1 });

/** 1234 -> "1 234" (narrow no-break space). */
export function formatCount(value: number): string {
  return numberFormat.format(value);
}

/** 0.0123 -> "1,2 %"; "—" when there is nothing to divide. */
export function formatRate(value: number | undefined): string {
  return value === undefined ? "—" : percentFormat.format(value);
}

/** "2026-11-24" -> "mar. 24 nov."; "2026-12-01" -> "mar. 1er déc." */
export function formatDay(day: string): string {
  return frenchCalendarDayShort(day);
}

/** "2026-11-24" -> "24 novembre 2026"; "2026-12-01" -> "1er décembre 2026" */
export function formatLongDay(day: string): string {
  return longDate(day);
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

/** How the report names a row of the funnel that is not a page of the site. */
const ENTRY_PAGE_LABELS: Readonly<Record<string, string>> = {
  [UNKNOWN_KEY]: "inconnue (page d’entrée non transmise)",
  [OTHER_KEY]: "pages au-delà de 500 par jour",
};

/** A row of the funnel per entry page (server/analytics/report.ts entryPagesShown): its path, or what stands in its place. */
export function entryPageLabel(row: { path: string; pages?: number }): string {
  if (row.pages !== undefined)
    return row.pages === 1 ? "1 autre page" : `${formatCount(row.pages)} autres pages`;
  return ENTRY_PAGE_LABELS[row.path] ?? row.path;
}

/** Text safe in HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** French text for HTML: typography (no-break spaces before « : ; ! ? », inside « »…), then escaped. */
export function htmlText(text: string): string {
  return escapeHtml(frenchTypography(text));
}
