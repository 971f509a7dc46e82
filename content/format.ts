/**
 * The one module of French formatting helpers: amounts, durations, lists and
 * typography. Content modules, pages and the PDF build all use these, so a
 * rule of French typography is written once.
 */

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

const euroFormat = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 2 });

/** 1800 -> "1 800 €", 103.2 -> "103,20 €" (cents shown only when there are some). */
export function formatEuros(amount: number): string {
  const hasCents = Math.round(amount * 100) % 100 !== 0;
  const text = hasCents
    ? new Intl.NumberFormat("fr-FR", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)
    : euroFormat.format(amount);
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

const andList = new Intl.ListFormat("fr", { style: "long", type: "conjunction" });
const orList = new Intl.ListFormat("fr", { style: "long", type: "disjunction" });

/** ["a", "b", "c"] -> "a, b et c" (or "a, b ou c"). */
export function joinList(items: readonly string[], conjunction: "et" | "ou" = "et"): string {
  return (conjunction === "et" ? andList : orList).format(items);
}

/** "Phase préliminaire" -> "phase préliminaire". */
export const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** "du lundi…" -> "Du lundi…": a sentence's first letter in capital. */
export const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "de" + a place name, elided before a vowel or a mute h: "de Melun", "d’Avon". */
export function deCity(city: string): string {
  return /^[aeiouyàâéèêëîïôœùûüh]/i.test(city) ? `d’${city}` : `de ${city}`;
}

/** ISO date -> "23 novembre 2026", "1er octobre 2026" (Europe/Paris). */
export function longDate(iso: string): string {
  const text = new Date(`${iso}T12:00:00Z`).toLocaleDateString("fr-FR", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Europe/Paris",
  });
  return text.replace(/^1 /, "1er ");
}
