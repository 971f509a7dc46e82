/**
 * The audience report's charts, as HTML strings of inline SVG, for the HTML
 * report of `npm run stats` (scripts/stats/report-html.ts) and the back
 * office's audience page (server/admin/audience.ts sends them in its JSON):
 * one drawing, two places. Each is drawn for the eye only (the SVG is
 * aria-hidden, its wrapper a focusable role="img" that scrolls sideways on a
 * narrow screen); whoever shows one gives its data as a table too. Presentation
 * attributes only, no style attribute: a strict CSP takes them.
 */
import { VITAL_METRICS, type VitalMetric } from "../../shared/audience.ts";
import { DEVICE_LABELS, escapeHtml, formatCount, formatRate, htmlText, RATING_LABELS } from "./format.ts";
import type { AudienceReport } from "./report.ts";
import { formatVital, VITAL_SCALES } from "./vitals.ts";

const e = escapeHtml;
const t = htmlText;

/** The smallest 1, 2 or 5 × 10^n at or above `value` (at least 1). */
export function niceMax(value: number): number {
  if (value <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= value) ?? 10;
  return step * power;
}

export const COLORS = {
  ink: "#1f2937",
  muted: "#4b5563",
  grid: "#d1d5db",
  mobile: "#0f766e",
  desktop: "#1d4ed8",
  views: "#1d4ed8",
  rate: "#9a3412",
  good: "#15803d",
  "needs-improvement": "#a16207",
  poor: "#b91c1c",
} as const;

export const TOP_PAGES = 10;

/** Shortens a path for a chart, keeping its end, which tells pages apart (the tables have it whole). */
function short(text: string, max = 36): string {
  return text.length > max ? `…${text.slice(text.length - max + 1)}` : text;
}

/**
 * A chart: drawn for the eye only (its data follow in a table); on a narrow
 * screen it keeps a readable size and scrolls sideways, from the keyboard too.
 */
function svg(width: number, height: number, body: string, label = "Graphique"): string {
  return `<div class="chart" tabindex="0" role="img" aria-label="${t(`${label} (les données suivent dans un tableau)`)}"><svg viewBox="0 0 ${width} ${height}" width="100%" aria-hidden="true" focusable="false" xmlns="http://www.w3.org/2000/svg" font-family="system-ui, sans-serif" font-size="12">${body}</svg></div>`;
}

/** Vertical bars: one per day. */
function viewsPerDayChart(report: AudienceReport): string {
  const width = 720;
  const height = 240;
  const left = 44;
  const bottom = 28;
  const top = 12;
  const max = niceMax(Math.max(...report.viewsPerDay.map((day) => day.views)));
  const plot = height - top - bottom;
  const slot = (width - left - 8) / report.viewsPerDay.length;
  const labelEvery = Math.ceil(report.viewsPerDay.length / 12);
  const grid = [0, 0.5, 1]
    .map((fraction) => {
      const y = top + plot - plot * fraction;
      return `<line x1="${left}" x2="${width - 4}" y1="${y}" y2="${y}" stroke="${COLORS.grid}"/><text x="${left - 6}" y="${y + 4}" text-anchor="end" fill="${COLORS.muted}">${formatCount(max * fraction)}</text>`;
    })
    .join("");
  const bars = report.viewsPerDay
    .map((day, index) => {
      const h = (day.views / max) * plot;
      const x = left + index * slot + slot * 0.15;
      const label =
        index % labelEvery === 0
          ? `<text x="${x + slot * 0.35}" y="${height - 10}" text-anchor="middle" fill="${COLORS.muted}">${e(day.day.slice(8, 10))}/${e(day.day.slice(5, 7))}</text>`
          : "";
      return `<rect x="${x.toFixed(1)}" y="${(top + plot - h).toFixed(1)}" width="${(slot * 0.7).toFixed(1)}" height="${h.toFixed(1)}" rx="2" fill="${COLORS.views}"/>${label}`;
    })
    .join("");
  return svg(width, height, grid + bars, "Graphique des pages vues par jour");
}

/** Horizontal stacked bars (mobile, desktop) for the top pages. */
function topPagesChart(report: AudienceReport): string {
  const pages = report.pages.slice(0, TOP_PAGES);
  const width = 720;
  const row = 30;
  const left = 250;
  const right = 60;
  const height = pages.length * row + 30;
  const max = niceMax(Math.max(1, ...pages.map((page) => page.views)));
  const scale = (width - left - right) / max;
  const rows = pages
    .map((page, index) => {
      const y = 8 + index * row;
      const mobile = page.devices.mobile * scale;
      const desktop = page.devices.desktop * scale;
      return (
        `<text x="${left - 8}" y="${y + 15}" text-anchor="end" fill="${COLORS.ink}">${e(short(page.path))}</text>` +
        `<rect x="${left}" y="${y + 3}" width="${mobile.toFixed(1)}" height="18" fill="${COLORS.mobile}"/>` +
        `<rect x="${(left + mobile).toFixed(1)}" y="${y + 3}" width="${desktop.toFixed(1)}" height="18" fill="${COLORS.desktop}"/>` +
        `<text x="${(left + mobile + desktop + 6).toFixed(1)}" y="${y + 16}" fill="${COLORS.ink}">${formatCount(page.views)}</text>`
      );
    })
    .join("");
  const legendY = height - 10;
  const legend =
    `<rect x="${left}" y="${legendY - 10}" width="12" height="12" fill="${COLORS.mobile}"/><text x="${left + 18}" y="${legendY}" fill="${COLORS.ink}">${DEVICE_LABELS.mobile}</text>` +
    `<rect x="${left + 90}" y="${legendY - 10}" width="12" height="12" fill="${COLORS.desktop}"/><text x="${left + 108}" y="${legendY}" fill="${COLORS.ink}">${DEVICE_LABELS.desktop}</text>`;
  return svg(width, height, rows + legend, "Graphique des pages les plus vues, sur mobile et sur ordinateur");
}

/** A line of the daily conversion rate, with its points (days without views are skipped). */
function conversionRateChart(report: AudienceReport): string {
  const width = 720;
  const height = 220;
  const left = 52;
  const bottom = 28;
  const top = 12;
  const plot = height - top - bottom;
  const days = report.conversionsPerDay;
  const maxRate = Math.max(0.01, ...days.map((day) => day.rate ?? 0));
  const max = niceMax(maxRate * 1000) / 1000;
  const slot = (width - left - 8) / days.length;
  const x = (index: number) => left + index * slot + slot / 2;
  const y = (rate: number) => top + plot - (rate / max) * plot;
  const grid = [0, 0.5, 1]
    .map(
      (fraction) =>
        `<line x1="${left}" x2="${width - 4}" y1="${y(max * fraction)}" y2="${y(max * fraction)}" stroke="${COLORS.grid}"/><text x="${left - 6}" y="${y(max * fraction) + 4}" text-anchor="end" fill="${COLORS.muted}">${formatRate(max * fraction)}</text>`,
    )
    .join("");
  const points = days.flatMap((day, index) =>
    day.rate === undefined ? [] : [[x(index), y(day.rate)] as const],
  );
  const line =
    points.length > 1
      ? `<polyline points="${points.map(([px, py]) => `${px.toFixed(1)},${py.toFixed(1)}`).join(" ")}" fill="none" stroke="${COLORS.rate}" stroke-width="2"/>`
      : "";
  const dots = points
    .map(([px, py]) => `<circle cx="${px.toFixed(1)}" cy="${py.toFixed(1)}" r="3.5" fill="${COLORS.rate}"/>`)
    .join("");
  const labelEvery = Math.ceil(days.length / 12);
  const labels = days
    .map((day, index) =>
      index % labelEvery === 0
        ? `<text x="${x(index).toFixed(1)}" y="${height - 10}" text-anchor="middle" fill="${COLORS.muted}">${e(day.day.slice(8, 10))}/${e(day.day.slice(5, 7))}</text>`
        : "",
    )
    .join("");
  return svg(width, height, grid + line + dots + labels, "Graphique du taux de conversion par jour");
}

/** The pages a vital's chart shows: the TOP_PAGES most viewed with a p75 of `metric`. */
export function vitalChartPages(report: AudienceReport, metric: VitalMetric): AudienceReport["vitals"] {
  return report.vitals.filter((page) => page.metrics[metric].p75 !== undefined).slice(0, TOP_PAGES);
}

/** One metric's p75 per page, as horizontal bars coloured by rating, with the « good » threshold. */
function vitalChart(pages: AudienceReport["vitals"], metric: VitalMetric): string {
  const { good, poor, max: histogramMax, step } = VITAL_SCALES[metric];
  const width = 720;
  const row = 28;
  const left = 250;
  const right = 170;
  const height = pages.length * row + 34;
  const worst = Math.max(...pages.map((page) => page.metrics[metric].p75 ?? 0));
  const max = Math.min(Math.max(poor, worst), histogramMax + step);
  const scale = (width - left - right) / max;
  const rows = pages
    .map((page, index) => {
      const { p75 = 0, rating = "good" } = page.metrics[metric];
      const y = 24 + index * row;
      const w = Math.max(2, p75 * scale);
      return (
        `<text x="${left - 8}" y="${y + 14}" text-anchor="end" fill="${COLORS.ink}">${e(short(page.path))}</text>` +
        `<rect x="${left}" y="${y + 2}" width="${w.toFixed(1)}" height="17" rx="2" fill="${COLORS[rating]}"/>` +
        `<text x="${width - right + 14}" y="${y + 15}" fill="${COLORS.ink}">${e(formatVital(metric, p75))} · ${RATING_LABELS[rating]}</text>`
      );
    })
    .join("");
  const gx = left + good * scale;
  const threshold =
    `<line x1="${gx.toFixed(1)}" x2="${gx.toFixed(1)}" y1="16" y2="${height - 6}" stroke="${COLORS.ink}" stroke-dasharray="4 3"/>` +
    `<text x="${gx.toFixed(1)}" y="12" text-anchor="middle" fill="${COLORS.ink}">bon ≤ ${e(formatVital(metric, good))}</text>`;
  const axis = `<line x1="${left}" x2="${left}" y1="16" y2="${height - 6}" stroke="${COLORS.grid}"/>`;
  return svg(width, height, axis + threshold + rows, `Graphique du ${metric} par page`);
}

/** Every chart of a report; null where there is nothing to draw (no page viewed, no vital measured). */
export function reportCharts(report: AudienceReport) {
  const vitals = {} as Record<VitalMetric, string | null>;
  for (const metric of VITAL_METRICS) {
    const pages = vitalChartPages(report, metric);
    vitals[metric] = pages.length === 0 ? null : vitalChart(pages, metric);
  }
  return {
    viewsPerDay: viewsPerDayChart(report),
    topPages: report.pages.length === 0 ? null : topPagesChart(report),
    conversionRate: conversionRateChart(report),
    vitals,
  };
}
