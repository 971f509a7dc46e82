/** French formatting of the audience report's figures (text and HTML alike). */

import { frenchTypography } from "../../content/format.ts";
import type { VitalRating } from "../../server/analytics/vitals.ts";
import type { VitalMetric } from "../../shared/audience.ts";

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

/** "2026-11-24" -> "mar. 24 nov." */
export function formatDay(day: string): string {
  return dayFormat.format(new Date(`${day}T12:00:00Z`));
}

/** "2026-11-24" -> "24 novembre 2026" */
export function formatLongDay(day: string): string {
  return longDayFormat.format(new Date(`${day}T12:00:00Z`));
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

/** Text safe in HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** French text for HTML: typography (no-break spaces before « : ; ! ? », inside « »…), then escaped. */
export function htmlText(text: string): string {
  return escapeHtml(frenchTypography(text));
}
