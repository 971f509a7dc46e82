/**
 * The audience measurement (decision 029), a chunk of its own that the
 * application imports once the page is hydrated and the browser idle
 * (./start.ts). It takes over the page views queued until then, and queues the page views and
 * the page's Core Web Vitals (web-vitals 6, standard build) and sends them in
 * one beacon when the page is hidden (the visitor leaves, switches tab or
 * closes it). Nothing is stored in the browser, no identifier is made or sent:
 * a beacon says which pages were seen, whether the first one was loaded from
 * outside the site and from which other site (its domain only), on which
 * class of device, and how fast the first one was.
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

const views: Beacon["views"] = [];
const vitals: Beacon["vitals"] = [];
const reported = new Set<string>();
let device: Beacon["device"] = "desktop";
let referrer: string | undefined;
let landing: string | undefined;
let last: Beacon["views"][number] | undefined;

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

/** Sends what is queued, unless the visitor refuses the measurement (then it is dropped). */
function send(): void {
  if (views.length + vitals.length === 0) return;
  const beacon: Beacon = { device, views: views.splice(0), vitals: vitals.splice(0) };
  if (measurementRefused()) return;
  // Loaded from outside the site: the first beacon of the page load says so (an arrival), with the site's domain if any.
  if (referrer !== undefined) {
    beacon.entry = true;
    if (referrer) beacon.referrer = referrer;
  }
  referrer = undefined;
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
  for (const [path, notFound] of queued) recordView(path, notFound);
  return ([path, notFound]) => recordView(path, notFound);
}
