/** The audience report as text, for the terminal (`npm run stats`). */

import {
  CONVERSION_LABELS,
  conversionPageLabel,
  DEVICE_LABELS,
  entryPageLabel,
  formatCount,
  formatDay,
  formatLongDay,
  formatRate,
  RATING_LABELS,
} from "../../server/analytics/format.ts";
import { type AudienceReport, type EntryPageRow, entryPagesShown } from "../../server/analytics/report.ts";
import { CONVERSION_KINDS } from "../../server/analytics/store.ts";
import { formatVital, VITAL_SCALES } from "../../server/analytics/vitals.ts";
import { VITAL_METRICS } from "../../shared/audience.ts";

/** Rows as aligned columns: text left, figures right. */
function table(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  right: readonly boolean[],
): string[] {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? "").length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) =>
        right[column] ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0),
      )
      .join("  ")
      .trimEnd();
  return [line(header), ...rows.map(line)];
}

const TOP = 10;

/** The conversions per page: the TOP pages with most, then the arrivals and the unknown, which are not pages. */
function conversionPagesLines(report: AudienceReport): string[] {
  const rows = report.conversionsPerPage;
  const pages = rows.filter((row) => row.path.startsWith("/"));
  const shown = [...pages.slice(0, TOP), ...rows.filter((row) => !row.path.startsWith("/"))];
  const title = `Conversions par page vue juste avant le formulaire${pages.length > TOP ? ` (${TOP} pages sur ${pages.length})` : ""}`;
  if (rows.length === 0) return [title, "(aucune)"];
  return [
    title,
    ...table(
      ["page", ...CONVERSION_KINDS.map((kind) => CONVERSION_LABELS[kind]), "total"],
      shown.map((row) => [
        conversionPageLabel(row.path),
        ...CONVERSION_KINDS.map((kind) => formatCount(row[kind])),
        formatCount(row.total),
      ]),
      [false, true, true, true],
    ),
  ];
}

/** Entry pages shown one by one in the funnel's table; the others are summed in one row. */
const TOP_ENTRIES = 15;

/** The funnel per entry page (entryPagesShown), then its total, with the period. */
function entryPagesLines(report: AudienceReport): string[] {
  const period = `du ${formatLongDay(report.range.from)} au ${formatLongDay(report.range.to)}`;
  const title = `Parcours des visites selon leur page d’entrée, ${period}`;
  if (report.entryPages.length === 0) return [title, "(aucune visite ni conversion)"];
  const cells = (label: string, row: Omit<EntryPageRow, "path">) => [
    label,
    formatCount(row.visits),
    formatCount(row.bookingPage),
    formatCount(row.booking),
    formatCount(row.contact),
    formatRate(row.rate),
  ];
  return [
    title,
    ...table(
      ["page d’entrée", "visites", "page de réservation", "réservations", "messages", "taux"],
      [
        ...entryPagesShown(report, TOP_ENTRIES).map((row) => cells(entryPageLabel(row), row)),
        cells("total", report.entryTotals),
      ],
      [false, true, true, true, true, true],
    ),
    "(taux : réservations et messages pour 100 visites commencées sur la page)",
  ];
}

export function renderTextReport(report: AudienceReport): string {
  const { range, days } = report;
  const lines: string[] = [
    `Audience du ${formatLongDay(range.from)} au ${formatLongDay(range.to)} (${days.length} jours)`,
    "",
    `Pages vues : ${formatCount(report.views)} (${formatCount(Math.round(report.views / days.length))} par jour en moyenne)`,
    `Appareils : ${(["mobile", "desktop"] as const)
      .map(
        (device) =>
          `${DEVICE_LABELS[device]} ${formatCount(report.devices[device])} (${formatRate(report.views ? report.devices[device] / report.views : undefined)})`,
      )
      .join(", ")}`,
    `Visites : ${formatCount(report.arrivals)} (pages ouvertes depuis l’extérieur du site)`,
    `Conversions : ${formatCount(report.conversions.total)} (${CONVERSION_KINDS.map((kind) => `${CONVERSION_LABELS[kind]} ${formatCount(report.conversions[kind])}`).join(", ")}), soit ${formatRate(report.conversionRate)} des pages vues`,
    `Part des visites qui ont réservé : ${formatRate(report.bookingShare)} (estimation haute : toutes les réservations, les visites mesurées seulement)`,
    `Pages introuvables (404) : ${formatCount(report.notFoundViews)}`,
    "",
    "Pages vues par jour",
    ...table(
      ["jour", "vues", "visites", "conversions"],
      report.conversionsPerDay.map((day) => [
        formatDay(day.day),
        formatCount(day.views),
        formatCount(day.arrivals),
        formatCount(day.total),
      ]),
      [false, true, true, true],
    ),
    "",
    ...conversionPagesLines(report),
    "",
    ...entryPagesLines(report),
    "",
    `Pages les plus vues (${Math.min(TOP, report.pages.length)} sur ${report.pages.length})`,
    ...table(
      ["page", "vues", "mobile", "ordinateur"],
      report.pages
        .slice(0, TOP)
        .map((page) => [
          page.path,
          formatCount(page.views),
          formatCount(page.devices.mobile),
          formatCount(page.devices.desktop),
        ]),
      [false, true, true, true],
    ),
    "",
    "Sites d’où viennent les visiteurs",
    ...(report.referrers.length === 0
      ? ["(aucun)"]
      : table(
          ["domaine", "arrivées"],
          report.referrers.slice(0, TOP).map((row) => [row.domain, formatCount(row.views)]),
          [false, true],
        )),
    "",
    "Pages introuvables (404)",
    ...(report.notFound.length === 0
      ? ["(aucune)"]
      : table(
          ["adresse", "vues"],
          report.notFound.slice(0, TOP).map((row) => [row.path, formatCount(row.views)]),
          [false, true],
        )),
    "",
    `Vitesse ressentie par les visiteurs (75ᵉ centile ; « bon » : LCP ≤ ${formatVital("LCP", VITAL_SCALES.LCP.good)}, INP ≤ ${formatVital("INP", VITAL_SCALES.INP.good)}, CLS ≤ ${formatVital("CLS", VITAL_SCALES.CLS.good)})`,
    ...(report.vitals.length === 0
      ? ["(aucune mesure)"]
      : table(
          ["page", ...VITAL_METRICS.flatMap((metric) => [metric, ""]), "mesures"],
          report.vitals.map((page) => [
            page.path,
            ...VITAL_METRICS.flatMap((metric) => {
              const summary = page.metrics[metric];
              return summary.p75 === undefined || summary.rating === undefined
                ? ["—", ""]
                : [formatVital(metric, summary.p75), RATING_LABELS[summary.rating]];
            }),
            formatCount(Math.max(...VITAL_METRICS.map((metric) => page.metrics[metric].samples))),
          ]),
          [false, true, false, true, false, true, false, true],
        )),
  ];
  return `${lines.join("\n")}\n`;
}
