/**
 * The rules of the configuration's values that need more than a pattern:
 * SIREN check digit, dates, coordinates and opening hours. Pure functions,
 * used by the schemas (config/public.ts) and by the content that reads the
 * values back (content/offices.ts, content/legal/identity.ts).
 */

/** "999999998" or "999 999 998" -> true: nine digits with a valid Luhn check digit (La Poste's SIREN is the one exception). */
export function isValidSiren(value: string): boolean {
  const digits = value.replace(/\s/g, "");
  if (!/^\d{9}$/.test(digits)) return false;
  if (digits === "356000000") return true;
  let sum = 0;
  for (let i = 0; i < 9; i++) {
    let digit = Number(digits[8 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** "2026-11-01" -> true; "2026-02-30" or "01/11/2026" -> false. */
export function isIsoDate(value: string): boolean {
  const date = new Date(`${value}T12:00:00Z`);
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
  );
}

/** An absolute http:// or https:// address. */
export function isHttpUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const { protocol } = new URL(value);
  return protocol === "http:" || protocol === "https:";
}

/** "https://a.example" or "http://localhost:5173": scheme, host and optional port, nothing else. */
export function isBareOrigin(value: string): boolean {
  if (!isHttpUrl(value)) return false;
  const url = new URL(value);
  return (
    url.pathname === "/" &&
    url.search === "" &&
    url.hash === "" &&
    url.username === "" &&
    url.password === "" &&
    !/\/[^/]/.test(value.replace(/^[a-z]+:\/\//i, ""))
  );
}

export const DAYS = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"] as const;
export type Day = (typeof DAYS)[number];

export interface OpeningPeriod {
  days: readonly Day[];
  /** "08:30" */
  opens: string;
  /** "20:00" */
  closes: string;
}

function isDay(value: string | undefined): value is Day {
  return DAYS.some((day) => day === value);
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
        const [first, last = first] = range.split("-");
        const from = isDay(first) ? DAYS.indexOf(first) : -1;
        const to = isDay(last) ? DAYS.indexOf(last) : -1;
        if (from < 0 || to < 0 || to < from) throw new Error(`Opening hours: unknown days "${range}"`);
        return DAYS.slice(from, to + 1);
      });
      return { days, opens, closes };
    });
  if (periods.length === 0) throw new Error("Opening hours: none given");
  return periods;
}

/** Reads "48.5394,2.6600" and refuses a point outside Seine-et-Marne's bounding box. */
export function parseGeo(text: string): { latitude: number; longitude: number } {
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
