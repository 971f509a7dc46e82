/**
 * The audience beacon's protocol: what the browser's measurement script
 * (app/audience/measure.ts) sends and the server's endpoint
 * (server/analytics/plugin.ts) accepts. Constants only, so the browser
 * bundle takes nothing it does not use (decision 029).
 */

/** Same-origin endpoint the beacon is posted to (navigator.sendBeacon, text/plain JSON). */
export const AUDIENCE_PATH = "/api/audience";

/**
 * The one key the site may write to the browser's storage for the audience:
 * set ONLY when the visitor opts out on the privacy page (value "1"), removed
 * when they opt back in. A visitor who never opts out has nothing stored.
 */
export const AUDIENCE_OPT_OUT_KEY = "audience-opt-out";

/** The Core Web Vitals measured (web-vitals 6). */
export const VITAL_METRICS = ["LCP", "INP", "CLS"] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

/** Device classes, from the viewport width. */
export const DEVICE_CLASSES = ["mobile", "desktop"] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** Below this viewport width (CSS pixels) a visit counts as "mobile": the site's own 48rem breakpoint. */
export const MOBILE_MAX_WIDTH = 768;

/** What one beacon may carry at most: the script sends before it reaches these. */
export const BEACON_LIMITS = {
  /** Bytes of the body. */
  bytes: 8192,
  /** Page views. */
  views: 40,
  /** Vitals. */
  vitals: 60,
  /** Characters of a path. */
  path: 200,
  /** Characters of a referrer's domain. */
  domain: 253,
} as const;

/** The beacon's body: JSON, posted as text/plain (a CORS-safelisted type: no preflight, ever). */
export interface Beacon {
  device: DeviceClass;
  /** The referring site's host name, only when it is another site; only with the first view of a page load. */
  referrer?: string;
  /**
   * Only with the first view of a page load, when the page was loaded from
   * outside the site (another site, a link in an e-mail, a bookmark, a typed
   * address): the start of a visit, counted as an arrival (docs/audience.md).
   */
  entry?: true;
  /**
   * The page the visit entered the site on (kept for the tab by
   * app/audience/measure.ts, ENTRY_KEY), once per visit: only with the beacon
   * that holds the visit's first view of the booking page, counted as
   * « reached the booking page » for that entry page.
   */
  entryPage?: string;
  /** Pages viewed since the last beacon, in order; `notFound` when the site answered « page introuvable ». */
  views: { path: string; notFound?: boolean }[];
  /** Core Web Vitals of the page loaded (ms for LCP and INP, unitless for CLS). */
  vitals: { path: string; metric: VitalMetric; value: number }[];
}

/** A page view the app queues for the measurement script: its path, and whether it was « introuvable ». */
export type QueuedView = readonly [path: string, notFound: boolean];
