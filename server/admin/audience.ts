/**
 * The back office's audience page (issue 33): the report of `npm run stats`
 * as JSON, one implementation (buildReport, server/analytics/report.ts) for
 * both. Definitions of every figure: docs/audience.md.
 *
 *   GET /api/admin/audience?days=7|30|90   (lecture; no `days`: 30)
 *
 * 200, for the admin UI:
 *   {
 *     days: 30,                 the period asked, ending today (Europe/Paris)
 *     period: "du 2 novembre 2026 au 1er décembre 2026 (30 jours)",
 *     report: AudienceReport    server/analytics/report.ts, as is: counts; rates
 *                               and shares 0..1 (format them as percentages);
 *                               ISO days; vitals' p75 in stored units (labels
 *                               below). The new figures: report.arrivals (visits),
 *                               report.conversionsPerPage (sums to
 *                               report.conversions), report.bookingShare;
 *                               report.entryPages, the funnel per entry page
 *                               ({ path, visits, bookingPage, booking, contact,
 *                               rate? }, sorted), and report.entryTotals.
 *     labels: {                 French, for the tables
 *       days: { "2026-12-01": "mar. 1er déc.", … },        every day of report.days
 *       devices, conversionKinds, metrics, ratings: { key: label },
 *       conversionPages: { [path]: label },                 every row of report.conversionsPerPage
 *       vitals: { [path]: { LCP?: "2,1 s", INP?, CLS? } },  each p75 of report.vitals
 *       goodThresholds: { LCP: "2,5 s", INP: "200 ms", CLS: "0,1" },
 *     },
 *     entryPages: [             the funnel as the page shows it: the 20 entry pages
 *       { label, visits,        with most visits, one row for the others, then the
 *         bookingPage, booking, rows that are not pages (report.ts entryPagesShown);
 *         contact, rate? },     French labels; they add up to report.entryTotals
 *     ],
 *     charts: {                 the SVG charts of the HTML report, as HTML strings
 *       viewsPerDay, conversionRate: string,                 (server/analytics/charts.ts):
 *       topPages: string | null,                             insert them as they are; each
 *       vitals: { LCP, INP, CLS: string | null },            is aria-hidden inside a focusable
 *     },                                                     role="img" <div class="chart">, so
 *   }                                                        show its data as a table beside it.
 *
 * 400 { error: "invalid-days", message } for any other `days`; 404
 * { error: "audience-off", message } when the site measures no audience
 * (AUDIENCE_MEASUREMENT=off: no store). Reading it is not audited: counts
 * only, nobody's data.
 */
import type { FastifyInstance, FastifyReply } from "fastify";
import { frenchTypography } from "../../content/format.ts";
import { VITAL_METRICS, type VitalMetric } from "../../shared/audience.ts";
import { reportCharts } from "../analytics/charts.ts";
import {
  CONVERSION_LABELS,
  conversionPageLabel,
  DEVICE_LABELS,
  entryPageLabel,
  formatDay,
  formatLongDay,
  METRIC_LABELS,
  RATING_LABELS,
} from "../analytics/format.ts";
import { type AudienceReport, buildReport, entryPagesShown, lastDays } from "../analytics/report.ts";
import { type AudienceStore, parisDay } from "../analytics/store.ts";
import { formatVital, VITAL_SCALES } from "../analytics/vitals.ts";
import type { AdminContext } from "./context.ts";

/** Entry pages shown one by one in the page's funnel; the others are summed in one row. */
const TOP_ENTRIES = 20;

/** The periods the page offers, in days. */
const AUDIENCE_PERIODS = [7, 30, 90] as const;
const DEFAULT_PERIOD = 30;

function refuse(reply: FastifyReply, status: number, error: string, message: string): FastifyReply {
  return reply.code(status).send({ error, message: frenchTypography(message) });
}

/** The French labels the page's tables need beside the report's figures. */
function reportLabels(report: AudienceReport) {
  const vitals: Record<string, Partial<Record<VitalMetric, string>>> = {};
  for (const page of report.vitals) {
    const labels: Partial<Record<VitalMetric, string>> = {};
    for (const metric of VITAL_METRICS) {
      const { p75 } = page.metrics[metric];
      if (p75 !== undefined) labels[metric] = formatVital(metric, p75);
    }
    vitals[page.path] = labels;
  }
  return {
    days: Object.fromEntries(report.days.map((day) => [day, formatDay(day)])),
    devices: DEVICE_LABELS,
    conversionKinds: CONVERSION_LABELS,
    conversionPages: Object.fromEntries(
      report.conversionsPerPage.map((row) => [row.path, conversionPageLabel(row.path)]),
    ),
    metrics: METRIC_LABELS,
    ratings: RATING_LABELS,
    vitals,
    goodThresholds: Object.fromEntries(
      VITAL_METRICS.map((metric) => [metric, formatVital(metric, VITAL_SCALES[metric].good)]),
    ),
  };
}

/**
 * The audience route; `audience` is the server's audience store
 * (server/services.ts), absent when the measurement is off.
 */
export async function adminAudienceRoutes(
  app: FastifyInstance,
  options: AdminContext & { audience?: AudienceStore },
): Promise<void> {
  app.get<{ Querystring: { days?: unknown } }>(
    "/api/admin/audience",
    { config: { admin: "lecture" } },
    async (request, reply) => {
      const asked = request.query.days ?? String(DEFAULT_PERIOD);
      const days = AUDIENCE_PERIODS.find((period) => String(period) === asked);
      if (days === undefined) {
        return refuse(reply, 400, "invalid-days", "La période doit être de 7, 30 ou 90 jours.");
      }
      if (!options.audience) {
        return refuse(
          reply,
          404,
          "audience-off",
          "Ce site ne mesure pas son audience : la mesure est désactivée (AUDIENCE_MEASUREMENT=off).",
        );
      }
      const report = buildReport(options.audience, lastDays(parisDay(options.now()), days));
      return {
        days,
        period: `du ${formatLongDay(report.range.from)} au ${formatLongDay(report.range.to)} (${days} jours)`,
        report,
        labels: reportLabels(report),
        entryPages: entryPagesShown(report, TOP_ENTRIES).map((row) => ({
          label: entryPageLabel(row),
          visits: row.visits,
          bookingPage: row.bookingPage,
          booking: row.booking,
          contact: row.contact,
          ...(row.rate !== undefined && { rate: row.rate }),
        })),
        charts: reportCharts(report),
      };
    },
  );
}
