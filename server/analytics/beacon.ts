/**
 * Reads and checks an audience beacon (shared/audience.ts) before anything is
 * counted. Its shape is strict (a wrong type, an unknown metric, a value out
 * of range, too many entries: the whole beacon is refused, 400); its content
 * is sorted: a view of a page the site has counts as a view, a view the
 * browser flagged « introuvable » of a path the site does not have counts as
 * a 404, anything else is dropped. Vitals count only for the site's pages.
 * The entry pages' funnel takes only pages of the site: the landing page of
 * a beacon that starts a visit, and its `entryPage` when the beacon holds a
 * view of the booking page; any other value is dropped, never kept raw.
 */
import {
  BEACON_LIMITS,
  DEVICE_CLASSES,
  type DeviceClass,
  VITAL_METRICS,
  type VitalMetric,
} from "../../shared/audience.ts";
import { bucketOf, VITAL_SCALES } from "./vitals.ts";

/** What one beacon adds to the counts. */
export interface AudienceHit {
  device: DeviceClass;
  /** The referring site's domain, lowercase, without "www.". */
  referrer?: string;
  /** The first view of a page loaded from outside the site: an arrival (docs/audience.md). */
  entry?: true;
  /**
   * The page a visit entered the site on, when this beacon starts one (the
   * arrival's first view, a page of the site): a visit in the entry pages' funnel.
   */
  landing?: string;
  /**
   * The entry page of the visit whose first view of the booking page this
   * beacon holds (the beacon's `entryPage`, a page of the site, with a view
   * of the booking page beside it): « reached the booking page » in the funnel.
   */
  reachedBooking?: string;
  /** Views of the site's pages, by path. */
  views: string[];
  /** Paths answered « page introuvable ». */
  notFound: string[];
  /** Vitals of the site's pages, bucketed (server/analytics/vitals.ts). */
  vitals: { path: string; metric: VitalMetric; edge: number }[];
}

export class InvalidBeaconError extends Error {
  override name = "InvalidBeaconError";
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function fail(reason: string): never {
  throw new InvalidBeaconError(reason);
}

/** An origin-form path: starts with one "/", no control character, no space, within the length limit. */
function checkPath(value: unknown, where: string): string {
  if (typeof value !== "string" || value.length === 0 || value.length > BEACON_LIMITS.path) {
    fail(`${where}: path must be a string of 1 to ${BEACON_LIMITS.path} characters`);
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused here.
  if (!value.startsWith("/") || value.startsWith("//") || /[\u0000-\u0020\u007f?#]/.test(value)) {
    fail(`${where}: path must be a path (no query, fragment, space or control character)`);
  }
  return value;
}

/** A host name (letters, digits, hyphens, dots; at least two labels, the last one not numeric). */
const HOST_NAME =
  /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/** The referrer's domain, normalized; undefined when absent or not a public host name (localhost, an IP…). */
export function referrerDomain(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "string" || value.length > BEACON_LIMITS.domain)
    fail("referrer must be a domain name");
  const host = value.toLowerCase().replace(/\.$/, "");
  if (!HOST_NAME.test(host)) return undefined;
  return host.replace(/^www\./, "");
}

/**
 * The counts a beacon body adds, given the site's page paths and the booking
 * page's (without it, `entryPage` is ignored). Throws an InvalidBeaconError
 * saying what is wrong when the body is not a beacon.
 */
export function parseBeacon(body: string, pages: ReadonlySet<string>, bookingPage?: string): AudienceHit {
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    fail("the body is not JSON");
  }
  if (!isRecord(data)) fail("the body must be a JSON object");
  const { device, referrer, entry, entryPage, views, vitals } = data;
  if (typeof device !== "string" || !(DEVICE_CLASSES as readonly string[]).includes(device)) {
    fail(`device must be one of ${DEVICE_CLASSES.join(", ")}`);
  }
  if (!Array.isArray(views) || views.length > BEACON_LIMITS.views) {
    fail(`views must be a list of at most ${BEACON_LIMITS.views}`);
  }
  if (!Array.isArray(vitals) || vitals.length > BEACON_LIMITS.vitals) {
    fail(`vitals must be a list of at most ${BEACON_LIMITS.vitals}`);
  }
  if (views.length + vitals.length === 0) fail("the beacon has neither view nor vital");
  if (entry !== undefined && entry !== true) fail("entry must be true when present");
  const entered = entryPage === undefined ? undefined : checkPath(entryPage, "entryPage");

  const hit: AudienceHit = { device: device as DeviceClass, views: [], notFound: [], vitals: [] };
  const domain = referrerDomain(referrer);
  if (domain !== undefined) hit.referrer = domain;
  if (entry === true) hit.entry = true;

  views.forEach((view: unknown, index) => {
    const where = `views[${index}]`;
    if (!isRecord(view)) fail(`${where} must be an object`);
    const path = checkPath(view.path, where);
    if (view.notFound !== undefined && typeof view.notFound !== "boolean") {
      fail(`${where}: notFound must be true or false`);
    }
    if (pages.has(path)) {
      if (view.notFound !== true) hit.views.push(path);
    } else if (view.notFound === true) {
      hit.notFound.push(path);
    }
  });

  vitals.forEach((vital: unknown, index) => {
    const where = `vitals[${index}]`;
    if (!isRecord(vital)) fail(`${where} must be an object`);
    const path = checkPath(vital.path, where);
    const { metric, value } = vital;
    if (typeof metric !== "string" || !(VITAL_METRICS as readonly string[]).includes(metric)) {
      fail(`${where}: metric must be one of ${VITAL_METRICS.join(", ")}`);
    }
    const name = metric as VitalMetric;
    if (
      typeof value !== "number" ||
      !Number.isFinite(value) ||
      value < 0 ||
      value > VITAL_SCALES[name].limit
    ) {
      fail(`${where}: ${name} must be a number between 0 and ${VITAL_SCALES[name].limit}`);
    }
    if (pages.has(path)) hit.vitals.push({ path, metric: name, edge: bucketOf(name, value) });
  });

  // The funnel of the entry pages: pages of the site only, and only what the beacon itself shows.
  const [first] = views as { path: string; notFound?: boolean }[];
  if (entry === true && first && pages.has(first.path) && first.notFound !== true) hit.landing = first.path;
  if (
    entered !== undefined &&
    pages.has(entered) &&
    bookingPage !== undefined &&
    hit.views.includes(bookingPage)
  ) {
    hit.reachedBooking = entered;
  }
  return hit;
}
