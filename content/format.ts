/**
 * The one module of French formatting helpers: amounts, durations, lists and
 * typography. Content modules, pages and the PDF build all use these, so a
 * rule of French typography is written once. Days and times are
 * shared/french-day.ts's (this module's long date: shared/calendar-day.ts),
 * which the server's e-mails use too.
 */
import { calendarDay, longDate as frenchLongDate } from "../shared/calendar-day.ts";

const NBSP = "\u00a0";
const NNBSP = "\u202f";

/**
 * French typography for text typed with ordinary spaces:
 * - a no-break space before « : » and inside « », a narrow one before « ; ! ? »;
 * - a no-break space between a number and the unit or word that follows it
 *   (« 24 heures », « 13 h », « 1 600 € », « 70 % »), and inside a number
 *   written with spaces (« 1 600 »);
 * - the typographic apostrophe.
 * Times (« 8:30 »), addresses (« https:// »), paths and ids are left alone.
 * Idempotent: typesetting typeset text changes nothing.
 */
export function frenchTypography(text: string): string {
  if (/^(?:\/|#|https?:|mailto:|tel:)/.test(text)) return text;
  return (
    text
      .replace(/(\p{L})'(?=\p{L})/gu, "$1’")
      // Narrow no-break space before ; ! ? (not inside "?q=" or "!important").
      .replace(/[ \u00a0\u202f]*([;!?])(?=\s|$|[»)”])/g, (_, mark: string) => `${NNBSP}${mark}`)
      // No-break space before a colon that ends a clause (not in "8:30" or "https://").
      .replace(/(\S)[ \u00a0\u202f]*:(?=\s|$)/g, `$1${NBSP}:`)
      .replace(/«[ \u00a0\u202f]*/g, `«${NBSP}`)
      .replace(/[ \u00a0\u202f]*»/g, `${NBSP}»`)
      // Thousands written with a space: "1 600" -> "1 600" with a narrow no-break space.
      .replace(/(?<![\d,])(\d{1,3})[ \u00a0](?=\d{3}(?!\d))/g, `$1${NNBSP}`)
      // « 2 h 30 »: a time span never breaks.
      .replace(/(\d)[ \u00a0\u202f]h[ \u00a0\u202f](\d{2})\b/g, `$1${NNBSP}h${NNBSP}$2`)
      // « n° 2025-989 », « art. 12 »: the sign stays with its number.
      .replace(/\b(n°|art\.|p\.) (?=\d)/g, `$1${NBSP}`)
      // A number and its unit or the word it counts.
      .replace(
        /(\d)[ ](?=(?:%|€|h\b|min\b|heures?\b|jours?\b|ans?\b|années?\b|mois\b|semaines?\b|minutes?\b|personnes\b|avis\b|participants\b|salariés\b|séances?\b|questions\b|étapes\b|phases\b|niveaux\b|formateurs\b|Ko\b|Mo\b|km\b))/gu,
        `$1${NBSP}`,
      )
  );
}

/** Applies French typography to every string in a plain data value (objects, arrays). */
export function typeset<T>(value: T): T {
  if (typeof value === "string") return frenchTypography(value) as T;
  if (Array.isArray(value)) return value.map((item) => typeset(item)) as T;
  if (value !== null && typeof value === "object") {
    const result: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) result[key] = typeset(item);
    return result as T;
  }
  return value;
}

/** Every string of a plain data value (objects, arrays), in order. */
export function stringsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value !== null && typeof value === "object") return Object.values(value).flatMap(stringsOf);
  return [];
}

/** How formatNumber writes a number: how many decimals, and whether « + » comes first. */
export interface NumberShape {
  /** Digits always written after the comma (default 0). */
  readonly minFractionDigits?: number;
  /** Digits at most after the comma, rounded half away from zero (default 3, as Intl). */
  readonly maxFractionDigits?: number;
  /** "always" writes « + » before a positive number (default "auto"). */
  readonly sign?: "auto" | "always";
}

/**
 * A number as `Intl.NumberFormat("fr-FR", …)` writes it: groups of three
 * digits split by a narrow no-break space, a decimal comma, « - » before a
 * negative number. Written by hand because the first `Intl` call of a page
 * loads the browser's locale data, 15–35 ms of main thread here (decision
 * 032); format.test.ts checks it against Intl. Rounds the number's shortest
 * decimal writing, as Intl does (1.005 -> « 1,01 »), and refuses what
 * JavaScript writes with an exponent (below 1e-6, from 1e21).
 */
export function formatNumber(value: number, shape: NumberShape = {}): string {
  const { minFractionDigits = 0, sign = "auto" } = shape;
  const maxFractionDigits = Math.max(shape.maxFractionDigits ?? 3, minFractionDigits);
  const written = String(Math.abs(value));
  if (!/^\d+(?:\.\d+)?$/.test(written)) throw new RangeError(`formatNumber: cannot write ${value}`);
  let [integer = "", fraction = ""] = written.split(".");
  if (fraction.length > maxFractionDigits) {
    const roundUp = Number(fraction[maxFractionDigits]) >= 5;
    const digits = (BigInt(integer + fraction.slice(0, maxFractionDigits)) + (roundUp ? 1n : 0n))
      .toString()
      .padStart(maxFractionDigits + 1, "0");
    integer = digits.slice(0, digits.length - maxFractionDigits);
    fraction = digits.slice(digits.length - maxFractionDigits);
  }
  fraction = fraction.replace(/0+$/, "").padEnd(minFractionDigits, "0");
  const negative = value < 0 || Object.is(value, -0);
  const prefix = negative ? "-" : sign === "always" ? "+" : "";
  const grouped = integer.replace(/\B(?=(?:\d{3})+$)/g, NNBSP);
  return `${prefix}${grouped}${fraction ? `,${fraction}` : ""}`;
}

/** 1800 -> "1 800 €", 103.2 -> "103,20 €" (cents shown only when there are some). */
export function formatEuros(amount: number): string {
  const hasCents = Math.round(amount * 100) % 100 !== 0;
  const text = formatNumber(
    amount,
    hasCents ? { minFractionDigits: 2, maxFractionDigits: 2 } : { maxFractionDigits: 2 },
  );
  return `${text}${NBSP}€`;
}

/** 24 -> "24 heures", 1 -> "1 heure". */
export const hoursText = (count: number) => `${count}${NBSP}${count >= 2 ? "heures" : "heure"}`;
/** 3 -> "3 mois". */
export const monthsText = (count: number) => `${count}${NBSP}mois`;
/** 10 -> "10 jours", 1 -> "1 jour". */
export const daysText = (count: number) => `${count}${NBSP}${count >= 2 ? "jours" : "jour"}`;
/** 4 -> "4 ans", 1 -> "1 an". */
export const yearsText = (count: number) => `${count}${NBSP}${count >= 2 ? "ans" : "an"}`;
/** 70 -> "70 %". */
export const percentText = (value: number) => `${value}${NBSP}%`;

/** French number words up to nineteen, then the tens from twenty to sixty. */
const UNITS = [
  ..."zéro un deux trois quatre cinq six sept huit neuf".split(" "),
  ..."dix onze douze treize quatorze quinze seize dix-sept dix-huit dix-neuf".split(" "),
];
const TENS = ["", "", "vingt", "trente", "quarante", "cinquante", "soixante"];

/**
 * A count in words, as French copy writes a small number: 4 -> "quatre",
 * 30 -> "trente", 21 -> "vingt et un" ("vingt et une" before a feminine
 * noun), 80 -> "quatre-vingts"; digits from 100 on.
 */
export function countInWords(count: number, gender: "masculine" | "feminine" = "masculine"): string {
  if (!Number.isInteger(count) || count < 0 || count > 99) return String(count);
  const tens = Math.floor(count / 10);
  const unit = count % 10;
  let words: string;
  if (count < 20) words = UNITS[count] as string;
  else if (count < 70) words = `${TENS[tens]}${unit === 0 ? "" : unit === 1 ? " et un" : `-${UNITS[unit]}`}`;
  else if (count < 80) words = count === 71 ? "soixante et onze" : `soixante-${UNITS[count - 60]}`;
  else words = count === 80 ? "quatre-vingts" : `quatre-vingt-${UNITS[count - 80]}`;
  return gender === "feminine" ? words.replace(/\bun$/, "une") : words;
}

/** ["a", "b", "c"] -> "a, b et c" (or "a, b ou c"), as `Intl.ListFormat("fr")` writes it. */
export function joinList(items: readonly string[], conjunction: "et" | "ou" = "et"): string {
  const last = items.at(-1) ?? "";
  return items.length < 2 ? last : `${items.slice(0, -1).join(", ")} ${conjunction} ${last}`;
}

/** "Phase préliminaire" -> "phase préliminaire". */
export const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** "du lundi…" -> "Du lundi…": a sentence's first letter in capital. */
export const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "de" + a name (a place, a person), elided before a vowel or a mute h: "de Melun", "d’Avon", "d’Élodie". */
export function elidedDe(city: string): string {
  return /^[aeiouyàâéèêëîïôœùûüh]/i.test(city) ? `d’${city}` : `de ${city}`;
}

/** A calendar day "YYYY-MM-DD" -> "23 novembre 2026", "1er octobre 2026" (shared/calendar-day.ts). */
export const longDate = (iso: string): string => frenchLongDate(iso);

/** A calendar day "YYYY-MM-DD" -> "21/11/2026" (two-digit day and month). */
export function numericDate(iso: string): string {
  const { year, month, day } = calendarDay(iso);
  const two = (value: number) => String(value).padStart(2, "0");
  return `${two(day)}/${two(month)}/${year}`;
}
