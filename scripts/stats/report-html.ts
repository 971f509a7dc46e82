/**
 * The audience report as one self-contained HTML page (`npm run stats --
 * --html report.html`): inline CSS, inline SVG charts, no script, no request
 * to any host. Each chart is drawn for the eye (aria-hidden) and given as a
 * table for screen readers (visually hidden); the figures that matter are
 * also written out as text. In French, for the firm.
 */
import { AUDIENCE_RETENTION_MONTHS } from "../../content/legal/retention.ts";
import { COLORS, reportCharts, TOP_PAGES, vitalChartPages } from "../../server/analytics/charts.ts";
import {
  CONVERSION_LABELS,
  conversionPageLabel,
  entryPageLabel,
  escapeHtml,
  formatCount,
  formatDay,
  formatLongDay,
  formatRate,
  htmlText,
  METRIC_LABELS,
  RATING_LABELS,
} from "../../server/analytics/format.ts";
import { type AudienceReport, type EntryPageRow, entryPagesShown } from "../../server/analytics/report.ts";
import { CONVERSION_KINDS } from "../../server/analytics/store.ts";
import { formatVital, VITAL_SCALES, type VitalRating } from "../../server/analytics/vitals.ts";
import { VITAL_METRICS, type VitalMetric } from "../../shared/audience.ts";

const e = escapeHtml;
const t = htmlText;

function srTable(caption: string, header: readonly string[], rows: readonly (readonly string[])[]): string {
  // Hidden in a box of its own: a table takes the width of its cells, whatever its own width says.
  return `<div class="sr-only"><table><caption>${t(caption)}</caption><thead><tr>${header
    .map((cell) => `<th scope="col">${t(cell)}</th>`)
    .join("")}</tr></thead><tbody>${rows
    .map(
      (row) =>
        `<tr>${row.map((cell, index) => (index === 0 ? `<th scope="row">${e(cell)}</th>` : `<td>${e(cell)}</td>`)).join("")}</tr>`,
    )
    .join("")}</tbody></table></div>`;
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
.table-scroll{overflow-x:auto}
.table-scroll:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
table.visible caption{text-align:left;color:var(--muted);font-size:.875rem;padding-bottom:.25rem}
table.visible tfoot th,table.visible tfoot td{font-weight:700;border-bottom:0}
code{font-size:.875em}
@media (max-width:40rem){main{padding:1.25rem .75rem 2rem}section{padding:1rem .75rem}}
`;

/** The key figures at the top of the page, as a list of cards. */
function keyFigures(report: AudienceReport): string {
  const mobileShare = report.views ? report.devices.mobile / report.views : undefined;
  const figures = [
    [formatCount(report.views), "pages vues"],
    [formatCount(Math.round(report.views / report.days.length)), "pages vues par jour en moyenne"],
    [
      formatCount(report.conversions.total),
      `conversions (${CONVERSION_KINDS.map((kind) => `${formatCount(report.conversions[kind])} ${CONVERSION_LABELS[kind]}`).join(", ")})`,
    ],
    [formatRate(report.conversionRate), "taux de conversion (conversions pour 100 pages vues)"],
    [formatCount(report.arrivals), "visites (arrivées sur le site depuis l’extérieur)"],
    [formatRate(report.bookingShare), "des visites ont réservé (réservations pour 100 visites)"],
    [formatRate(mobileShare), "des pages vues sur mobile"],
    [formatCount(report.notFoundViews), "pages introuvables (404) affichées"],
  ];
  return `<ul class="figures">
${figures.map(([value, label]) => `<li><strong>${e(value ?? "")}</strong> <span>${t(label ?? "")}</span></li>`).join("\n")}
</ul>`;
}

type Charts = ReturnType<typeof reportCharts>;

function viewsSection(report: AudienceReport, charts: Charts): string {
  return `<section aria-labelledby="views-title">
<h2 id="views-title">Pages vues par jour</h2>
<figure aria-labelledby="views-title">
${charts.viewsPerDay}
${srTable(
  "Pages vues par jour",
  ["Jour", "Pages vues"],
  report.viewsPerDay.map((day) => [formatDay(day.day), formatCount(day.views)]),
)}
</figure>
</section>`;
}

function topPagesSection(report: AudienceReport, charts: Charts): string {
  const topPages = report.pages.slice(0, TOP_PAGES);
  const body =
    charts.topPages === null
      ? "<p>Aucune page vue sur la période.</p>"
      : `<figure aria-labelledby="pages-title">
${charts.topPages}
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
</figure>`;
  return `<section aria-labelledby="pages-title">
<h2 id="pages-title">Pages les plus vues</h2>
${body}
</section>`;
}

function conversionSection(report: AudienceReport, charts: Charts): string {
  return `<section aria-labelledby="conversion-title">
<h2 id="conversion-title">Taux de conversion par jour</h2>
<p>${t(`Messages envoyés par le formulaire de contact et réservations enregistrées, pour 100 pages vues : ${formatRate(report.conversionRate)} sur la période.`)}</p>
<figure aria-labelledby="conversion-title">
${charts.conversionRate}
${srTable(
  "Conversions et taux de conversion par jour",
  ["Jour", "Pages vues", "Visites", "Messages", "Réservations", "Taux"],
  report.conversionsPerDay.map((day) => [
    formatDay(day.day),
    formatCount(day.views),
    formatCount(day.arrivals),
    formatCount(day.contact),
    formatCount(day.booking),
    formatRate(day.rate),
  ]),
)}
</figure>
</section>`;
}

/** Conversions per page seen just before the form's, and the share of visits that booked. */
function conversionPagesSection(report: AudienceReport): string {
  const body =
    report.conversionsPerPage.length === 0
      ? "<p>Aucune conversion sur la période.</p>"
      : `<div class="table-scroll" tabindex="0" role="region" aria-labelledby="conversion-pages-caption"><table class="visible"><caption class="sr-only" id="conversion-pages-caption">Conversions par page vue juste avant le formulaire</caption><thead><tr><th scope="col">Page vue avant le formulaire</th><th scope="col" class="num">Messages</th><th scope="col" class="num">Réservations</th><th scope="col" class="num">Total</th></tr></thead><tbody>${report.conversionsPerPage
          .map(
            (row) =>
              `<tr><th scope="row">${e(conversionPageLabel(row.path))}</th>${CONVERSION_KINDS.map((kind) => `<td class="num">${formatCount(row[kind])}</td>`).join("")}<td class="num">${formatCount(row.total)}</td></tr>`,
          )
          .join("")}</tbody></table></div>`;
  return `<section aria-labelledby="conversion-pages-title">
<h2 id="conversion-pages-title">Conversions par page</h2>
<p>${t("Chaque message et chaque réservation est compté sous la page que le visiteur a vue juste avant celle du formulaire.")}</p>
${body}
<p>${t(`Part des visites qui ont réservé : ${formatRate(report.bookingShare)} (${formatCount(report.arrivals)} visites). Une visite commence à chaque page ouverte depuis l’extérieur du site ; les réservations sont toutes comptées, les visites seulement quand la mesure a fonctionné : c’est une estimation haute.`)}</p>
</section>`;
}

/** Entry pages shown one by one in the funnel's table; the others are summed in one row. */
const TOP_ENTRIES = 20;

/** The stages of the visits per entry page (the funnel), with its period and totals. */
function entryPagesSection(report: AudienceReport, period: string): string {
  const cells = (row: Omit<EntryPageRow, "path">) =>
    `<td class="num">${formatCount(row.visits)}</td><td class="num">${formatCount(row.bookingPage)}</td><td class="num">${formatCount(row.booking)}</td><td class="num">${formatCount(row.contact)}</td><td class="num">${formatRate(row.rate)}</td>`;
  const body =
    report.entryPages.length === 0
      ? "<p>Aucune visite ni conversion sur la période.</p>"
      : `<div class="table-scroll" tabindex="0" role="region" aria-labelledby="entry-pages-caption"><table class="visible"><caption id="entry-pages-caption">${t(`Visites, passages sur la page de réservation, réservations et messages selon la page d’entrée, ${period}`)}</caption><thead><tr><th scope="col">Page d’entrée</th><th scope="col" class="num">Visites</th><th scope="col" class="num">Page de réservation vue</th><th scope="col" class="num">Réservations</th><th scope="col" class="num">Messages</th><th scope="col" class="num">Taux de conversion</th></tr></thead><tbody>${entryPagesShown(
          report,
          TOP_ENTRIES,
        )
          .map((row) => `<tr><th scope="row">${e(entryPageLabel(row))}</th>${cells(row)}</tr>`)
          .join(
            "",
          )}</tbody><tfoot><tr><th scope="row">Total</th>${cells(report.entryTotals)}</tr></tfoot></table></div>`;
  return `<section aria-labelledby="entry-pages-title">
<h2 id="entry-pages-title">Parcours selon la page d’entrée</h2>
<p>${t("Une visite commence sur la page ouverte depuis l’extérieur du site (moteur de recherche, autre site, favori, lien d’un e-mail). Pour chaque page d’entrée : les visites qui y ont commencé, celles qui sont allées jusqu’à la page de réservation (une fois par visite), puis les réservations et les messages qu’elles ont envoyés. Taux de conversion : réservations et messages pour 100 visites commencées sur la page.")}</p>
${body}
</section>`;
}

/** One chart per Core Web Vital: the 75th percentile of the most viewed pages. */
function vitalFigure(report: AudienceReport, charts: Charts, metric: VitalMetric): string {
  const pages = vitalChartPages(report, metric);
  const chart = charts.vitals[metric];
  if (chart === null)
    return `<h3 id="vitals-${metric}">${e(METRIC_LABELS[metric])}</h3>\n<p>Aucune mesure sur la période.</p>`;
  return `<h3 id="vitals-${metric}">${e(METRIC_LABELS[metric])}</h3>
<figure aria-labelledby="vitals-${metric}">
${chart}
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
}

function vitalsSection(report: AudienceReport, charts: Charts): string {
  const figures =
    report.vitals.length === 0
      ? "<p>Aucune mesure de vitesse sur la période.</p>"
      : VITAL_METRICS.map((metric) => vitalFigure(report, charts, metric)).join("\n");
  return `<section aria-labelledby="vitals-title">
<h2 id="vitals-title">Vitesse ressentie par les visiteurs</h2>
<p>Le 75<sup>e</sup> centile${t(" : trois pages chargées sur quatre l’ont été au moins aussi vite. Mesuré dans les navigateurs des visiteurs (Core Web Vitals), à 100 ms, 4 ms ou 0,01 près.")}</p>
${figures}
</section>`;
}

function referrersSection(report: AudienceReport): string {
  const body =
    report.referrers.length === 0
      ? "<p>Aucune arrivée depuis un autre site sur la période.</p>"
      : `<div class="table-scroll" tabindex="0" role="region" aria-labelledby="referrers-caption"><table class="visible"><caption class="sr-only" id="referrers-caption">Arrivées par site d’origine</caption><thead><tr><th scope="col">Site</th><th scope="col" class="num">Arrivées</th></tr></thead><tbody>${report.referrers
          .slice(0, 15)
          .map(
            (row) =>
              `<tr><th scope="row">${e(row.domain)}</th><td class="num">${formatCount(row.views)}</td></tr>`,
          )
          .join("")}</tbody></table></div>`;
  return `<section aria-labelledby="referrers-title">
<h2 id="referrers-title">Sites d’où viennent les visiteurs</h2>
${body}
</section>`;
}

function notFoundSection(report: AudienceReport): string {
  const body =
    report.notFound.length === 0
      ? "<p>Aucune page introuvable affichée sur la période.</p>"
      : `<div class="table-scroll" tabindex="0" role="region" aria-labelledby="notfound-caption"><table class="visible"><caption class="sr-only" id="notfound-caption">Adresses introuvables les plus demandées</caption><thead><tr><th scope="col">Adresse demandée</th><th scope="col" class="num">Affichages</th></tr></thead><tbody>${report.notFound
          .slice(0, 15)
          .map(
            (row) =>
              `<tr><th scope="row"><code>${e(row.path)}</code></th><td class="num">${formatCount(row.views)}</td></tr>`,
          )
          .join("")}</tbody></table></div>`;
  return `<section aria-labelledby="notfound-title">
<h2 id="notfound-title">Pages introuvables (404)</h2>
${body}
</section>`;
}

/** Every page with its three vitals, as rated badges. */
function vitalsTableSection(report: AudienceReport): string {
  const body =
    report.vitals.length === 0
      ? "<p>Aucune mesure.</p>"
      : `<div class="table-scroll" tabindex="0" role="region" aria-labelledby="vitals-table-caption"><table class="visible"><caption class="sr-only" id="vitals-table-caption">75<sup>e</sup> centile de LCP, INP et CLS par page</caption><thead><tr><th scope="col">Page</th>${VITAL_METRICS.map((metric) => `<th scope="col">${metric}</th>`).join("")}</tr></thead><tbody>${report.vitals
          .map(
            (page) =>
              `<tr><th scope="row">${e(page.path)}</th>${VITAL_METRICS.map((metric) => {
                const summary = page.metrics[metric];
                return `<td>${summary.p75 === undefined ? "—" : ratingBadge(summary.rating, formatVital(metric, summary.p75))}</td>`;
              }).join("")}</tr>`,
          )
          .join("")}</tbody></table></div>`;
  return `<section aria-labelledby="vitals-table-title">
<h2 id="vitals-table-title">Vitesse par page, en résumé</h2>
${body}
</section>`;
}

/** The whole page. `generatedAt` is shown in the footer (ISO day). */
export function renderHtmlReport(report: AudienceReport, generatedAt: string): string {
  const { range, days } = report;
  const period = `du ${formatLongDay(range.from)} au ${formatLongDay(range.to)} (${days.length} jours)`;
  const charts = reportCharts(report);
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
${keyFigures(report)}

${viewsSection(report, charts)}

${topPagesSection(report, charts)}

${conversionSection(report, charts)}

${conversionPagesSection(report)}

${entryPagesSection(report, period)}

${vitalsSection(report, charts)}

${referrersSection(report)}

${notFoundSection(report)}

${vitalsTableSection(report)}

<p class="note">${t(`Mesure d’audience propre au site, sans cookie ni identifiant : des compteurs par jour, conservés ${AUDIENCE_RETENTION_MONTHS} mois au plus. Rapport établi le ${formatLongDay(generatedAt)}.`)}</p>
</main>
</body>
</html>
`;
}
