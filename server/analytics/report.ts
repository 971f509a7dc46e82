/**
 * What `npm run stats` (scripts/stats.ts) and the back office's audience page
 * (server/admin/audience.ts) show, computed from the audience store over the
 * last days: views, views per day, top pages, referrers, device split,
 * visits (arrivals), conversions, their rate, per page shown before the
 * form's, the share of visits that booked, the stages of the visits per entry
 * page (the funnel), 404s, and each page's p75 of LCP,
 * INP and CLS against Google's thresholds. Plain data; scripts/stats/ writes
 * it out as text and HTML, the route as JSON. Definitions: docs/audience.md.
 */
import { DEVICE_CLASSES, type DeviceClass, VITAL_METRICS, type VitalMetric } from "../../shared/audience.ts";
import {
  ARRIVED_KEY,
  type AudienceStore,
  addDays,
  CONVERSION_KINDS,
  type ConversionKind,
  type DayRange,
  type FunnelStage,
  OTHER_KEY,
  UNKNOWN_KEY,
} from "./store.ts";
import { p75, rateVital, type VitalRating } from "./vitals.ts";

/** One row of the funnel: the stages of the visits that entered the site on one page. */
export interface EntryPageRow {
  /** The entry page's path, or UNKNOWN_KEY (conversions whose entry page was not sent), or OTHER_KEY (beyond the daily cap). */
  path: string;
  /** Visits that began on this page (loaded from outside the site). */
  visits: number;
  /** Of them, those that went on to the booking page (once per visit). */
  bookingPage: number;
  /** Bookings stored by visits that began on this page. */
  booking: number;
  /** Contact messages stored by visits that began on this page. */
  contact: number;
  /** (booking + contact) ÷ visits, at most 1; undefined without visits. */
  rate?: number;
}

interface VitalSummary {
  /** 75th percentile, in stored units (server/analytics/vitals.ts); undefined without samples. */
  p75?: number;
  rating?: VitalRating;
  samples: number;
}

export interface AudienceReport {
  range: DayRange;
  /** Every day of the range, in order. */
  days: string[];
  views: number;
  viewsPerDay: { day: string; views: number }[];
  devices: Record<DeviceClass, number>;
  /** Pages by views, most first. */
  pages: { path: string; views: number; devices: Record<DeviceClass, number> }[];
  /** Arrivals from other sites, by domain, most first. */
  referrers: { domain: string; views: number }[];
  /** Visits: page loads from outside the site (another site, a link in an e-mail, a bookmark, a typed address). */
  arrivals: number;
  conversions: Record<ConversionKind, number> & { total: number };
  /** Conversions per page view (undefined without views). */
  conversionRate?: number;
  conversionsPerDay: ({
    day: string;
    views: number;
    arrivals: number;
    total: number;
    rate?: number;
  } & Record<ConversionKind, number>)[];
  /**
   * Conversions per page shown just before the form's page (its path),
   * ARRIVED_KEY (the form's page was the first one) or UNKNOWN_KEY (no page
   * sent): most first. They add up to `conversions`.
   */
  conversionsPerPage: ({ path: string; total: number } & Record<ConversionKind, number>)[];
  /**
   * The share of visits that booked: bookings ÷ arrivals, over the days with
   * arrivals counted, at most 1 (every booking is counted, a visit only when
   * the measurement ran); undefined without arrivals.
   */
  bookingShare?: number;
  /**
   * The funnel per entry page (docs/audience.md): the pages of the site by
   * visits, then conversions, most first; UNKNOWN_KEY and OTHER_KEY last.
   * Its bookings and messages add up to `conversions`.
   */
  entryPages: EntryPageRow[];
  /** The sum of every row of `entryPages` (its rate over all of them). */
  entryTotals: Omit<EntryPageRow, "path">;
  notFound: { path: string; views: number }[];
  notFoundViews: number;
  /** Pages with vitals, by views then path. */
  vitals: { path: string; metrics: Record<VitalMetric, VitalSummary> }[];
}

/** The range of the `days` days that end with `today` (ISO), both included. */
export function lastDays(today: string, days: number): DayRange {
  if (!Number.isInteger(days) || days < 1) throw new Error(`days must be a whole number ≥ 1, got ${days}`);
  return { from: addDays(today, -(days - 1)), to: today };
}

function daysOf({ from, to }: DayRange): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

function zeroDevices(): Record<DeviceClass, number> {
  return Object.fromEntries(DEVICE_CLASSES.map((device) => [device, 0])) as Record<DeviceClass, number>;
}

function zeroConversions(): Record<ConversionKind, number> {
  return Object.fromEntries(CONVERSION_KINDS.map((kind) => [kind, 0])) as Record<ConversionKind, number>;
}

/** (booking + contact) ÷ visits, at most 1 (a conversion is always counted, a visit only when the measurement ran). */
function funnelRate(row: Omit<EntryPageRow, "path" | "rate">): number | undefined {
  return row.visits > 0 ? Math.min(1, (row.booking + row.contact) / row.visits) : undefined;
}

const STAGE_FIELDS: Readonly<Record<FunnelStage, keyof Omit<EntryPageRow, "path" | "rate">>> = {
  visit: "visits",
  "booking-page": "bookingPage",
  booking: "booking",
  contact: "contact",
};

/** The funnel's rows and totals over the range (AudienceReport.entryPages). */
function entryPagesOf(store: AudienceStore, range: DayRange) {
  const rows = new Map<string, Omit<EntryPageRow, "rate">>();
  const totals = { visits: 0, bookingPage: 0, booking: 0, contact: 0 };
  for (const { entry, stage, count } of store.funnel(range)) {
    const row = rows.get(entry) ?? { path: entry, visits: 0, bookingPage: 0, booking: 0, contact: 0 };
    row[STAGE_FIELDS[stage]] += count;
    totals[STAGE_FIELDS[stage]] += count;
    rows.set(entry, row);
  }
  const rank = (path: string) => (path === OTHER_KEY ? 1 : path === UNKNOWN_KEY ? 2 : 0);
  const entryPages: EntryPageRow[] = [...rows.values()]
    .sort(
      (a, b) =>
        rank(a.path) - rank(b.path) ||
        b.visits - a.visits ||
        b.booking + b.contact - (a.booking + a.contact) ||
        b.bookingPage - a.bookingPage ||
        a.path.localeCompare(b.path),
    )
    .map((row) => {
      const rate = funnelRate(row);
      return rate === undefined ? row : { ...row, rate };
    });
  const rate = funnelRate(totals);
  return { entryPages, entryTotals: rate === undefined ? totals : { ...totals, rate } };
}

/** A row of the funnel as the reports show it: an entry page, or (`pages` set, `path` "") the pages beyond the first ones, summed. */
export type EntryPageShown = EntryPageRow & { pages?: number };

/**
 * The funnel as the reports show it: the `top` pages with most visits, one
 * row summing the other pages (`pages`: how many), then the rows that are not
 * pages (UNKNOWN_KEY, OTHER_KEY). The rows add up to `entryTotals`.
 */
export function entryPagesShown(report: Pick<AudienceReport, "entryPages">, top: number): EntryPageShown[] {
  const pages = report.entryPages.filter((row) => row.path.startsWith("/"));
  const others = report.entryPages.filter((row) => !row.path.startsWith("/"));
  const more = pages.slice(top);
  if (more.length === 0) return [...pages, ...others];
  const sum = { visits: 0, bookingPage: 0, booking: 0, contact: 0 };
  for (const row of more) {
    for (const stage of Object.values(STAGE_FIELDS)) sum[stage] += row[stage];
  }
  const rate = funnelRate(sum);
  return [
    ...pages.slice(0, top),
    { path: "", pages: more.length, ...sum, ...(rate !== undefined && { rate }) },
    ...others,
  ];
}

export function buildReport(store: AudienceStore, range: DayRange): AudienceReport {
  const days = daysOf(range);
  const perDay = new Map(days.map((day) => [day, 0]));
  const devices = zeroDevices();
  const pages = new Map<string, { path: string; views: number; devices: Record<DeviceClass, number> }>();
  for (const row of store.views(range)) {
    perDay.set(row.day, (perDay.get(row.day) ?? 0) + row.views);
    devices[row.device] += row.views;
    const page = pages.get(row.path) ?? { path: row.path, views: 0, devices: zeroDevices() };
    page.views += row.views;
    page.devices[row.device] += row.views;
    pages.set(row.path, page);
  }
  const views = devices.mobile + devices.desktop;

  const arrivalDays = new Map(store.arrivals(range).map((row) => [row.day, row.count]));
  const arrivals = [...arrivalDays.values()].reduce((sum, count) => sum + count, 0);
  let bookingsOnArrivalDays = 0;

  const conversions = { ...zeroConversions(), total: 0 };
  const conversionDays = new Map(days.map((day) => [day, zeroConversions()]));
  for (const row of store.conversions(range)) {
    conversions[row.kind] += row.count;
    conversions.total += row.count;
    const day = conversionDays.get(row.day);
    if (day) day[row.kind] += row.count;
    if (row.kind === "booking" && arrivalDays.has(row.day)) bookingsOnArrivalDays += row.count;
  }

  const byPage = new Map<string, { path: string; total: number } & Record<ConversionKind, number>>();
  for (const row of store.conversionPaths(range)) {
    const page = byPage.get(row.path) ?? { path: row.path, ...zeroConversions(), total: 0 };
    page[row.kind] += row.count;
    page.total += row.count;
    byPage.set(row.path, page);
  }
  // The site's pages first, most conversions first; the arrivals and the unknown last.
  const rank = (path: string) => (path === ARRIVED_KEY ? 1 : path === UNKNOWN_KEY ? 2 : 0);
  const conversionsPerPage = [...byPage.values()].sort(
    (a, b) => rank(a.path) - rank(b.path) || b.total - a.total || a.path.localeCompare(b.path),
  );

  const histograms = new Map<string, Map<VitalMetric, { edge: number; count: number }[]>>();
  for (const row of store.vitals(range)) {
    const byMetric = histograms.get(row.path) ?? new Map();
    const histogram = byMetric.get(row.metric) ?? [];
    histogram.push({ edge: row.edge, count: row.count });
    byMetric.set(row.metric, histogram);
    histograms.set(row.path, byMetric);
  }
  const viewsOf = (path: string) => pages.get(path)?.views ?? 0;
  const vitals = [...histograms.entries()]
    .sort(([a], [b]) => viewsOf(b) - viewsOf(a) || a.localeCompare(b))
    .map(([path, byMetric]) => {
      const metrics = {} as Record<VitalMetric, VitalSummary>;
      for (const metric of VITAL_METRICS) {
        const histogram = byMetric.get(metric) ?? [];
        const value = p75(histogram);
        const samples = histogram.reduce((sum, bucket) => sum + bucket.count, 0);
        metrics[metric] =
          value === undefined ? { samples } : { p75: value, rating: rateVital(metric, value), samples };
      }
      return { path, metrics };
    });

  const notFound = store.notFound(range);
  return {
    range,
    days,
    views,
    viewsPerDay: days.map((day) => ({ day, views: perDay.get(day) ?? 0 })),
    devices,
    pages: [...pages.values()].sort((a, b) => b.views - a.views || a.path.localeCompare(b.path)),
    referrers: store.referrers(range),
    arrivals,
    conversions,
    ...(views > 0 && { conversionRate: conversions.total / views }),
    conversionsPerDay: days.map((day) => {
      const counts = conversionDays.get(day) ?? zeroConversions();
      const dayViews = perDay.get(day) ?? 0;
      const total = CONVERSION_KINDS.reduce((sum, kind) => sum + counts[kind], 0);
      return {
        day,
        views: dayViews,
        arrivals: arrivalDays.get(day) ?? 0,
        ...counts,
        total,
        ...(dayViews > 0 && { rate: total / dayViews }),
      };
    }),
    conversionsPerPage,
    ...(arrivals > 0 && { bookingShare: Math.min(1, bookingsOnArrivalDays / arrivals) }),
    ...entryPagesOf(store, range),
    notFound,
    notFoundViews: notFound.reduce((sum, row) => sum + row.views, 0),
    vitals,
  };
}
