/**
 * The audience measurement (decision 029), a chunk of its own that the
 * application imports once the page is hydrated and the browser idle
 * (./start.ts). It takes over the page views queued until then, and queues the page views and
 * the page's Core Web Vitals (web-vitals 6, standard build) and sends them in
 * one beacon when the page is hidden (the visitor leaves, switches tab or
 * closes it). No identifier is made or sent: a beacon says which pages were
 * seen, whether the first one was loaded from outside the site and from which
 * other site (its domain only), on which class of device, and how fast the
 * first one was. One value is kept for the tab (sessionStorage, ENTRY_KEY):
 * the page the visit entered the site on, so that the visit's first view of
 * the booking page, even after a full page load, is counted once under it,
 * and the forms send it with a message or a booking (docs/audience.md,
 * « Parcours selon la page d’entrée »).
 */
import { type Metric, onCLS, onINP, onLCP } from "web-vitals";
import {
  AUDIENCE_PATH,
  BEACON_LIMITS,
  type Beacon,
  MOBILE_MAX_WIDTH,
  type QueuedView,
} from "../../shared/audience.ts";
import { measurementRefused } from "./consent.ts";

/**
 * The tab's session storage key (sessionStorage: this tab only, gone when it
 * closes) of the page the current visit entered the site on. Its value, JSON,
 * is an EntryRecord: a path of the site, the same for every visitor who
 * entered there, never an identifier. Written here only, while the visitor
 * does not refuse the measurement, removed once they do; read by the forms
 * (shared/contact-validation.ts keptEntryPage; measure.test.ts checks they
 * agree). Here, and not in shared/audience.ts, so that no page's first load
 * carries it.
 */
export const ENTRY_KEY = "audience-entry";

/** content/booking-paths.ts bookingPagePath (measure.test.ts checks they agree): imported, it would tie this chunk to the shared one. */
export const BOOKING_PAGE = "/rendez-vous";

/** The value kept under ENTRY_KEY. */
interface EntryRecord {
  /** The path of the page the visit entered the site on. */
  page: string;
  /** Set once the visit's first view of the booking page has been sent (it is counted once per visit). */
  booking?: true;
}

const views: Beacon["views"] = [];
const vitals: Beacon["vitals"] = [];
const reported = new Set<string>();
let device: Beacon["device"] = "desktop";
let referrer: string | undefined;
let landing: string | undefined;
let last: Beacon["views"][number] | undefined;
/** The visit's entry page, and whether its first view of the booking page was counted. */
let visit: EntryRecord | undefined;
/** The entry page to send with the next beacon: it holds the visit's first view of the booking page. */
let reached: string | undefined;

/**
 * Keeps the visit's entry for the tab, unless the visitor refuses the
 * measurement by now (then it goes); a browser that refuses storage keeps it
 * for this page load only.
 */
function saveVisit(): void {
  try {
    if (visit && !measurementRefused()) sessionStorage.setItem(ENTRY_KEY, JSON.stringify(visit));
    else sessionStorage.removeItem(ENTRY_KEY);
  } catch {
    // Storage refused or full: the funnel loses this visit after a full page load, nothing else.
  }
}

/** The entry of the visit this page load continues (a page of this site led here), if the tab kept one. */
function savedVisit(): EntryRecord | undefined {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(ENTRY_KEY) ?? "null");
    const { page, booking } = (saved ?? {}) as Partial<EntryRecord>;
    return typeof page === "string" ? { page, ...(booking === true && { booking }) } : undefined;
  } catch {
    return undefined;
  }
}

/** The referring site's host name; "" when there is none (an arrival all the same); undefined when it is this site. */
function referrerDomain(): string | undefined {
  try {
    const strip = (host: string) => host.replace(/^www\./, "");
    const host = new URL(document.referrer).hostname;
    return strip(host) === strip(location.hostname) ? undefined : host;
  } catch {
    return "";
  }
}

/**
 * Sends what is queued, unless the visitor refuses the measurement by now
 * (the opt-out of the privacy page): then it is dropped, with the visit's
 * entry page the tab kept.
 */
function send(): void {
  if (measurementRefused()) {
    views.length = 0;
    vitals.length = 0;
    visit = undefined;
    saveVisit();
    return;
  }
  if (views.length + vitals.length === 0) return;
  const beacon: Beacon = { device, views: views.splice(0), vitals: vitals.splice(0) };
  // Loaded from outside the site: the first beacon of the page load says so (an arrival), with the site's domain if any.
  if (referrer !== undefined) {
    beacon.entry = true;
    if (referrer) beacon.referrer = referrer;
  }
  referrer = undefined;
  if (reached !== undefined) beacon.entryPage = reached;
  reached = undefined;
  navigator.sendBeacon(AUDIENCE_PATH, JSON.stringify(beacon));
}

/** A metric's first report; web-vitals may report CLS and INP again after the page comes back. */
function queueVital(metric: Metric): void {
  if (!landing || reported.has(metric.id)) return;
  reported.add(metric.id);
  vitals.push({
    path: landing,
    metric: metric.name as Beacon["vitals"][number]["metric"],
    value: metric.value,
  });
  if (vitals.length >= BEACON_LIMITS.vitals) send();
}

/** Records a page view: the first one starts the vitals (they belong to the page loaded). */
function recordView(path: string, notFound: boolean): void {
  last = notFound ? { path, notFound } : { path };
  views.push(last);
  // The visit's first view of the booking page: sent with its entry page, once.
  if (visit && !visit.booking && !notFound && path === BOOKING_PAGE) {
    visit.booking = true;
    reached = visit.page;
    saveVisit();
  }
  if (!landing) {
    landing = path;
    onLCP(queueVital);
    onINP(queueVital);
    onCLS(queueVital);
    // Registered after web-vitals' own (capture, on window): its last reports come first.
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "hidden") send();
    });
    addEventListener("pagehide", send);
    // Back to a page kept in the back/forward cache: seen again.
    addEventListener("pageshow", (event) => {
      if (event.persisted && last) views.push(last);
    });
    document.documentElement.dataset.audience = "on";
  }
  if (views.length >= BEACON_LIMITS.views) send();
}

/** Starts the measurement with the page views seen so far; returns how to record the next ones. */
export function startMeasurement(queued: readonly QueuedView[]): (view: QueuedView) => void {
  device = innerWidth < MOBILE_MAX_WIDTH ? "mobile" : "desktop";
  referrer = referrerDomain();
  // Loaded from outside the site: a visit begins on this page (none kept when it is « introuvable »).
  // Else it goes on: the entry the tab kept, if any.
  const [first] = queued;
  if (referrer !== undefined) {
    visit = first && !first[1] ? { page: first[0] } : undefined;
    saveVisit();
  } else {
    visit = savedVisit();
  }
  for (const [path, notFound] of queued) recordView(path, notFound);
  return ([path, notFound]) => recordView(path, notFound);
}
