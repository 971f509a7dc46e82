/**
 * The audience report as one self-contained HTML page (`npm run stats --
 * --html report.html`): inline CSS, inline SVG charts, no script, no request
 * to any host. Each chart is drawn for the eye (aria-hidden) and given as a
 * table for screen readers (visually hidden); the figures that matter are
 * also written out as text. In French, for the firm.
 */
import { frenchTypography } from "../../content/format.ts";
import { AUDIENCE_RETENTION_MONTHS } from "../../content/legal/retention.ts";
import type { AudienceReport } from "../../server/analytics/report.ts";
import { CONVERSION_KINDS } from "../../server/analytics/store.ts";
import { formatVital, VITAL_SCALES, type VitalRating } from "../../server/analytics/vitals.ts";
import { VITAL_METRICS, type VitalMetric } from "../../shared/audience.ts";
import {
  CONVERSION_LABELS,
  DEVICE_LABELS,
  formatCount,
  formatDay,
  formatLongDay,
  formatRate,
  METRIC_LABELS,
  RATING_LABELS,
} from "./format.ts";

/** Text safe in HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const e = escapeHtml;

/** French text: typography (no-break spaces before « : ; ! ? », inside « »…), then escaped. */
const t = (text: string) => escapeHtml(frenchTypography(text));

/** The smallest 1, 2 or 5 × 10^n at or above `value` (at least 1). */
export function niceMax(value: number): number {
  if (value <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= value) ?? 10;
  return step * power;
}

const COLORS = {
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

const TOP_PAGES = 10;

/** Shortens a path for a chart, keeping its end, which tells pages apart (the tables have it whole). */
function short(text: string, max = 36): string {
  return text.length > max ? `…${text.slice(text.length - max + 1)}` : text;
}

function srTable(caption: string, header: readonly string[], rows: readonly (readonly string[])[]): string {
  return `<table class="sr-only"><caption>${t(caption)}</caption><thead><tr>${header
    .map((cell) => `<th scope="col">${t(cell)}</th>`)
    .join("")}</tr></thead><tbody>${rows
    .map(
      (row) =>
        `<tr>${row.map((cell, index) => (index === 0 ? `<th scope="row">${e(cell)}</th>` : `<td>${e(cell)}</td>`)).join("")}</tr>`,
    )
    .join("")}</tbody></table>`;
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

function ratingBadge(rating: VitalRating | undefined, value: string): string {
  return rating ? `<span class="badge badge--${rating}">${e(value)} · ${RATING_LABELS[rating]}</span>` : "—";
}

const STYLE = `
:root{color-scheme:light;--ink:${COLORS.ink};--muted:${COLORS.muted};--line:#e5e7eb;--accent:${COLORS.views}}
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--ink);background:#f8fafc}
main{max-width:960px;margin:0 auto;padding:2rem 1rem 3rem}
h1{font-size:1.75rem;line-height:1.2;margin:0 0 .25rem}
h2{font-size:1.25rem;margin:0 0 .5rem}
h3{font-size:1rem;margin:1.25rem 0 .25rem}
p{margin:.25rem 0 .75rem}
.period{color:var(--muted);margin-bottom:1.5rem}
.figures{display:grid;grid-template-columns:repeat(auto-fit,minmax(15rem,1fr));gap:.75rem;margin:0 0 1.5rem;padding:0;list-style:none}
.figures li{background:#fff;border:1px solid var(--line);border-radius:.5rem;padding:.75rem 1rem}
.figures strong{display:block;font-size:1.5rem;line-height:1.2}
.figures span{color:var(--muted);font-size:.875rem}
section{background:#fff;border:1px solid var(--line);border-radius:.5rem;padding:1.25rem;margin:0 0 1.25rem}
figure{margin:0}
.chart{overflow-x:auto}
.chart svg{display:block;min-width:600px}
.chart:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
figcaption{color:var(--muted);font-size:.875rem;margin-top:.25rem}
table.visible{border-collapse:collapse;width:100%;font-size:.9375rem}
table.visible th,table.visible td{text-align:left;padding:.375rem .5rem;border-bottom:1px solid var(--line)}
table.visible td.num,table.visible th.num{text-align:right;font-variant-numeric:tabular-nums}
.badge{display:inline-block;padding:0 .5rem;border-radius:999px;font-size:.875rem;color:#fff;white-space:nowrap}
.badge--good{background:${COLORS.good}}.badge--needs-improvement{background:${COLORS["needs-improvement"]}}.badge--poor{background:${COLORS.poor}}
.sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
.note{color:var(--muted);font-size:.875rem}
code{font-size:.875em}
@media (max-width:40rem){main{padding:1.25rem .75rem 2rem}section{padding:1rem .75rem}}
`;

/** The whole page. `generatedAt` is shown in the footer (ISO day). */
export function renderHtmlReport(report: AudienceReport, generatedAt: string): string {
  const { range, days } = report;
  const period = `du ${formatLongDay(range.from)} au ${formatLongDay(range.to)} (${days.length} jours)`;
  const topPages = report.pages.slice(0, TOP_PAGES);
  const mobileShare = report.views ? report.devices.mobile / report.views : undefined;

  const figures = [
    [formatCount(report.views), "pages vues"],
    [formatCount(Math.round(report.views / days.length)), "pages vues par jour en moyenne"],
    [
      formatCount(report.conversions.total),
      `conversions (${CONVERSION_KINDS.map((kind) => `${formatCount(report.conversions[kind])} ${CONVERSION_LABELS[kind]}`).join(", ")})`,
    ],
    [formatRate(report.conversionRate), "taux de conversion (conversions pour 100 pages vues)"],
    [formatRate(mobileShare), "des pages vues sur mobile"],
    [formatCount(report.notFoundViews), "pages introuvables (404) affichées"],
  ];

  const vitalsSection =
    report.vitals.length === 0
      ? "<p>Aucune mesure de vitesse sur la période.</p>"
      : VITAL_METRICS.map((metric) => {
          const pages = report.vitals
            .filter((page) => page.metrics[metric].p75 !== undefined)
            .slice(0, TOP_PAGES);
          return `<h3 id="vitals-${metric}">${e(METRIC_LABELS[metric])}</h3>
<figure aria-labelledby="vitals-${metric}">
${vitalChart(pages, metric)}
${srTable(
  `${METRIC_LABELS[metric]} : 75ᵉ centile des ${pages.length} pages les plus vues (bon jusqu’à ${formatVital(metric, VITAL_SCALES[metric].good)})`,
  ["Page", "75e centile", "Appréciation", "Mesures"],
  pages.map((page) => {
    const summary = page.metrics[metric];
    return [
      page.path,
      formatVital(metric, summary.p75 ?? 0),
      summary.rating ? RATING_LABELS[summary.rating] : "—",
      formatCount(summary.samples),
    ];
  }),
)}
<figcaption>${t(`Les ${pages.length} pages les plus vues. Trait pointillé : le seuil « bon » de Google (${formatVital(metric, VITAL_SCALES[metric].good)}) ; toutes les pages sont dans le résumé plus bas.`)}</figcaption>
</figure>`;
        }).join("\n");

  return `<!DOCTYPE html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">
<title>Audience du site, ${e(period)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>Audience du site</h1>
<p class="period">${e(period)}</p>
<ul class="figures">
${figures.map(([value, label]) => `<li><strong>${e(value ?? "")}</strong> <span>${t(label ?? "")}</span></li>`).join("\n")}
</ul>

<section aria-labelledby="views-title">
<h2 id="views-title">Pages vues par jour</h2>
<figure aria-labelledby="views-title">
${viewsPerDayChart(report)}
${srTable(
  "Pages vues par jour",
  ["Jour", "Pages vues"],
  report.viewsPerDay.map((day) => [formatDay(day.day), formatCount(day.views)]),
)}
</figure>
</section>

<section aria-labelledby="pages-title">
<h2 id="pages-title">Pages les plus vues</h2>
${
  topPages.length === 0
    ? "<p>Aucune page vue sur la période.</p>"
    : `<figure aria-labelledby="pages-title">
${topPagesChart(report)}
${srTable(
  `Les ${topPages.length} pages les plus vues`,
  ["Page", "Pages vues", "Sur mobile", "Sur ordinateur"],
  topPages.map((page) => [
    page.path,
    formatCount(page.views),
    formatCount(page.devices.mobile),
    formatCount(page.devices.desktop),
  ]),
)}
</figure>`
}
</section>

<section aria-labelledby="conversion-title">
<h2 id="conversion-title">Taux de conversion par jour</h2>
<p>${t(`Messages envoyés par le formulaire de contact et réservations enregistrées, pour 100 pages vues : ${formatRate(report.conversionRate)} sur la période.`)}</p>
<figure aria-labelledby="conversion-title">
${conversionRateChart(report)}
${srTable(
  "Conversions et taux de conversion par jour",
  ["Jour", "Pages vues", "Messages", "Réservations", "Taux"],
  report.conversionsPerDay.map((day) => [
    formatDay(day.day),
    formatCount(day.views),
    formatCount(day.contact),
    formatCount(day.booking),
    formatRate(day.rate),
  ]),
)}
</figure>
</section>

<section aria-labelledby="vitals-title">
<h2 id="vitals-title">Vitesse ressentie par les visiteurs</h2>
<p>Le 75<sup>e</sup> centile${t(" : trois pages chargées sur quatre l’ont été au moins aussi vite. Mesuré dans les navigateurs des visiteurs (Core Web Vitals), à 100 ms, 4 ms ou 0,01 près.")}</p>
${vitalsSection}
</section>

<section aria-labelledby="referrers-title">
<h2 id="referrers-title">Sites d’où viennent les visiteurs</h2>
${
  report.referrers.length === 0
    ? "<p>Aucune arrivée depuis un autre site sur la période.</p>"
    : `<table class="visible"><caption class="sr-only">Arrivées par site d’origine</caption><thead><tr><th scope="col">Site</th><th scope="col" class="num">Arrivées</th></tr></thead><tbody>${report.referrers
        .slice(0, 15)
        .map(
          (row) =>
            `<tr><th scope="row">${e(row.domain)}</th><td class="num">${formatCount(row.views)}</td></tr>`,
        )
        .join("")}</tbody></table>`
}
</section>

<section aria-labelledby="notfound-title">
<h2 id="notfound-title">Pages introuvables (404)</h2>
${
  report.notFound.length === 0
    ? "<p>Aucune page introuvable affichée sur la période.</p>"
    : `<table class="visible"><caption class="sr-only">Adresses introuvables les plus demandées</caption><thead><tr><th scope="col">Adresse demandée</th><th scope="col" class="num">Affichages</th></tr></thead><tbody>${report.notFound
        .slice(0, 15)
        .map(
          (row) =>
            `<tr><th scope="row"><code>${e(row.path)}</code></th><td class="num">${formatCount(row.views)}</td></tr>`,
        )
        .join("")}</tbody></table>`
}
</section>

<section aria-labelledby="vitals-table-title">
<h2 id="vitals-table-title">Vitesse par page, en résumé</h2>
${
  report.vitals.length === 0
    ? "<p>Aucune mesure.</p>"
    : `<table class="visible"><caption class="sr-only">75<sup>e</sup> centile de LCP, INP et CLS par page</caption><thead><tr><th scope="col">Page</th>${VITAL_METRICS.map((metric) => `<th scope="col">${metric}</th>`).join("")}</tr></thead><tbody>${report.vitals
        .map(
          (page) =>
            `<tr><th scope="row">${e(page.path)}</th>${VITAL_METRICS.map((metric) => {
              const summary = page.metrics[metric];
              return `<td>${summary.p75 === undefined ? "—" : ratingBadge(summary.rating, formatVital(metric, summary.p75))}</td>`;
            }).join("")}</tr>`,
        )
        .join("")}</tbody></table>`
}
</section>

<p class="note">${t(`Mesure d’audience propre au site, sans cookie ni identifiant : des compteurs par jour, conservés ${AUDIENCE_RETENTION_MONTHS} mois au plus. Rapport établi le ${formatLongDay(generatedAt)}.`)}</p>
</main>
</body>
</html>
`;
}
