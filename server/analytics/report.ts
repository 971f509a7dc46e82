/**
 * What `npm run stats` shows (scripts/stats.ts), computed from the audience
 * store over the last days: views, views per day, top pages, referrers,
 * device split, conversions and their rate, 404s, and each page's p75 of LCP,
 * INP and CLS against Google's thresholds. Plain data; ./report-text.ts and
 * ./report-html.ts write it out.
 */
import { DEVICE_CLASSES, type DeviceClass, VITAL_METRICS, type VitalMetric } from "../../shared/audience.ts";
import {
  type AudienceStore,
  addDays,
  CONVERSION_KINDS,
  type ConversionKind,
  type DayRange,
} from "./store.ts";
import { p75, rateVital, type VitalRating } from "./vitals.ts";

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
  conversions: Record<ConversionKind, number> & { total: number };
  /** Conversions per page view, 0 to 1 (undefined without views). */
  conversionRate?: number;
  conversionsPerDay: ({ day: string; views: number; total: number; rate?: number } & Record<
    ConversionKind,
    number
  >)[];
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

  const conversions = { ...zeroConversions(), total: 0 };
  const conversionDays = new Map(days.map((day) => [day, zeroConversions()]));
  for (const row of store.conversions(range)) {
    conversions[row.kind] += row.count;
    conversions.total += row.count;
    const day = conversionDays.get(row.day);
    if (day) day[row.kind] += row.count;
  }

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
    conversions,
    ...(views > 0 && { conversionRate: conversions.total / views }),
    conversionsPerDay: days.map((day) => {
      const counts = conversionDays.get(day) ?? zeroConversions();
      const dayViews = perDay.get(day) ?? 0;
      const total = CONVERSION_KINDS.reduce((sum, kind) => sum + counts[kind], 0);
      return { day, views: dayViews, ...counts, total, ...(dayViews > 0 && { rate: total / dayViews }) };
    }),
    notFound,
    notFoundViews: notFound.reduce((sum, row) => sum + row.views, 0),
    vitals,
  };
}
