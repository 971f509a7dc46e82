/**
 * The vitals' fixed histogram buckets and their 75th percentile (decision 029).
 *
 * A value is stored as the upper edge of its bucket, in whole units: LCP and
 * INP in milliseconds, CLS in thousandths. Bucket `edge` holds the values in
 * (edge - step, edge]; 0 holds exactly 0. Google's « good » thresholds
 * (2.5 s, 200 ms, 0.1) are edges, so « p75 ≤ threshold » on the buckets is
 * exactly « p75 ≤ threshold » on the values. Values above `max` share one
 * overflow bucket (`max + step`, shown « > max »).
 */
import type { VitalMetric } from "../../shared/audience.ts";

export interface VitalScale {
  /** Bucket width, in stored units. */
  step: number;
  /** Largest edge before the overflow bucket, in stored units. */
  max: number;
  /** Stored units per reported unit (CLS is reported unitless, stored in thousandths). */
  scale: number;
  /** Google's « good » threshold, in stored units. */
  good: number;
  /** Above this, Google calls it « poor », in stored units. */
  poor: number;
  /** Largest value a browser may report, in reported units (anything above is refused). */
  limit: number;
}

export const VITAL_SCALES: Readonly<Record<VitalMetric, VitalScale>> = {
  LCP: { step: 100, max: 10_000, scale: 1, good: 2_500, poor: 4_000, limit: 600_000 },
  INP: { step: 4, max: 1_000, scale: 1, good: 200, poor: 500, limit: 600_000 },
  CLS: { step: 10, max: 1_000, scale: 1000, good: 100, poor: 250, limit: 100 },
};

/** The bucket (its upper edge, in stored units) of a reported value. */
export function bucketOf(metric: VitalMetric, value: number): number {
  const { step, max, scale } = VITAL_SCALES[metric];
  // Rounded first so that 0.1 (stored 100.00000000000001) stays in the 100 bucket.
  const stored = Math.round(value * scale * 1000) / 1000;
  return Math.min(Math.ceil(stored / step) * step, max + step);
}

/** True for the overflow bucket (values above the histogram's range). */
export function isOverflow(metric: VitalMetric, edge: number): boolean {
  const { step, max } = VITAL_SCALES[metric];
  return edge > max && edge <= max + step;
}

/**
 * The 75th percentile of a histogram (nearest rank: the smallest edge below
 * which at least 75 % of the values lie), or undefined when it is empty.
 */
export function p75(histogram: readonly { edge: number; count: number }[]): number | undefined {
  const total = histogram.reduce((sum, bucket) => sum + bucket.count, 0);
  if (total === 0) return undefined;
  const rank = Math.ceil(total * 0.75);
  let seen = 0;
  for (const bucket of [...histogram].sort((a, b) => a.edge - b.edge)) {
    seen += bucket.count;
    if (seen >= rank) return bucket.edge;
  }
  return undefined;
}

export type VitalRating = "good" | "needs-improvement" | "poor";

/** Google's rating of a p75 (stored units): « good » up to its threshold, « poor » beyond the second. */
export function rateVital(metric: VitalMetric, edge: number): VitalRating {
  const { good, poor } = VITAL_SCALES[metric];
  return edge <= good ? "good" : edge <= poor ? "needs-improvement" : "poor";
}

/** A p75 as people read it: « 1,2 s », « 184 ms », « 0,05 », « > 10 s ». */
export function formatVital(metric: VitalMetric, edge: number): string {
  const number = (value: number, digits: number) =>
    value.toLocaleString("fr-FR", { minimumFractionDigits: digits, maximumFractionDigits: digits });
  const text = (value: number) =>
    metric === "CLS"
      ? number(value / 1000, 2)
      : metric === "LCP"
        ? `${number(value / 1000, 1)}\u202fs`
        : `${value}\u202fms`;
  return isOverflow(metric, edge) ? `> ${text(VITAL_SCALES[metric].max)}` : text(edge);
}
