import { describe, expect, it } from "vitest";
import { bucketOf, formatVital, isOverflow, p75, rateVital, VITAL_SCALES } from "./vitals.ts";

describe("vital buckets", () => {
  it("puts each value in the bucket whose upper edge is at or above it", () => {
    expect(bucketOf("LCP", 0)).toBe(0);
    expect(bucketOf("LCP", 1)).toBe(100);
    expect(bucketOf("LCP", 2500)).toBe(2500);
    expect(bucketOf("LCP", 2500.1)).toBe(2600);
    expect(bucketOf("INP", 200)).toBe(200);
    expect(bucketOf("INP", 201)).toBe(204);
    expect(bucketOf("CLS", 0.1)).toBe(100);
    expect(bucketOf("CLS", 0.1 + 1e-12)).toBe(100);
    expect(bucketOf("CLS", 0.1001)).toBe(110);
  });

  it("keeps Google's « good » thresholds as edges, so the rating of a bucket is the rating of its values", () => {
    for (const metric of ["LCP", "INP", "CLS"] as const) {
      const { good, poor, step, scale } = VITAL_SCALES[metric];
      expect(good % step, metric).toBe(0);
      expect(poor % step, metric).toBe(0);
      expect(rateVital(metric, bucketOf(metric, good / scale))).toBe("good");
      expect(rateVital(metric, bucketOf(metric, good / scale + step / scale / 2))).toBe("needs-improvement");
      expect(rateVital(metric, bucketOf(metric, (poor + step) / scale))).toBe("poor");
    }
  });

  it("gathers values above the range in one overflow bucket, shown as « > max »", () => {
    expect(bucketOf("LCP", 45_000)).toBe(10_100);
    expect(isOverflow("LCP", 10_100)).toBe(true);
    expect(isOverflow("LCP", 10_000)).toBe(false);
    expect(formatVital("LCP", 10_100)).toBe("> 10,0\u202fs");
    expect(formatVital("LCP", 2_500)).toBe("2,5\u202fs");
    expect(formatVital("INP", 184)).toBe("184\u202fms");
    expect(formatVital("CLS", 50)).toBe("0,05");
  });
});

describe("p75", () => {
  it("is the nearest-rank 75th percentile of the histogram", () => {
    expect(p75([])).toBeUndefined();
    expect(p75([{ edge: 100, count: 1 }])).toBe(100);
    // 4 values: rank 3.
    expect(
      p75([
        { edge: 300, count: 1 },
        { edge: 100, count: 2 },
        { edge: 900, count: 1 },
      ]),
    ).toBe(300);
    // 100 values, 75 at or below 1200: the 75th is in 1200.
    expect(
      p75([
        { edge: 1200, count: 70 },
        { edge: 800, count: 5 },
        { edge: 3000, count: 25 },
      ]),
    ).toBe(1200);
    expect(
      p75([
        { edge: 1200, count: 74 },
        { edge: 3000, count: 26 },
      ]),
    ).toBe(3000);
  });

  it("agrees with the exact percentile to within one bucket", () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    const values = Array.from({ length: 999 }, () => random() * 6000);
    const exact = [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.75) - 1] ?? 0;
    const histogram = new Map<number, number>();
    for (const value of values)
      histogram.set(bucketOf("LCP", value), (histogram.get(bucketOf("LCP", value)) ?? 0) + 1);
    const estimate = p75([...histogram].map(([edge, count]) => ({ edge, count }))) ?? 0;
    expect(estimate).toBeGreaterThanOrEqual(exact);
    expect(estimate - exact).toBeLessThan(VITAL_SCALES.LCP.step);
  });
});
