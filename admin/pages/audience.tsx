/** The site's audience over 7, 30 or 90 days: figures, views per day, pages, sources, conversions, 404s, speed. */
import type { ReactNode } from "react";
import { Link, useLoaderData } from "react-router";
import { api } from "../api.ts";
import { formatDay } from "../dates.ts";
import { Heading } from "../ui.tsx";

type Devices = { mobile: number; desktop: number };
type Rating = "good" | "needs-improvement" | "poor";
type Metric = "LCP" | "INP" | "CLS";

/** GET /api/admin/audience: the report of `npm run stats` (server/analytics/report.ts). */
export interface Audience {
  range: { from: string; to: string };
  days: string[];
  views: number;
  viewsPerDay: { day: string; views: number }[];
  devices: Devices;
  pages: { path: string; views: number; devices: Devices }[];
  referrers: { domain: string; views: number }[];
  arrivals: number;
  conversions: { contact: number; booking: number; total: number };
  conversionRate?: number;
  conversionsPerPage: { path: string; contact: number; booking: number; total: number }[];
  bookingShare?: number;
  notFound: { path: string; views: number }[];
  notFoundViews: number;
  vitals: { path: string; metrics: Record<Metric, { p75?: number; rating?: Rating; samples: number }> }[];
}

const PERIODS = [7, 30, 90] as const;

/** The period asked for in the address (`jours`), 30 days otherwise. */
export function periodOf(search: URLSearchParams): number {
  const days = Number(search.get("jours"));
  return (PERIODS as readonly number[]).includes(days) ? days : 30;
}

export async function audienceLoader({ request }: { request: Request }) {
  const days = periodOf(new URL(request.url).searchParams);
  const report = await api<Audience>(`/api/admin/audience?days=${days}`, { signal: request.signal });
  return { days, report };
}

const count = new Intl.NumberFormat("fr-FR");
const percent = new Intl.NumberFormat("fr-FR", { style: "percent", maximumFractionDigits: 1 });
const decimal = (value: number, digits: number) =>
  value.toLocaleString("fr-FR", { minimumFractionDigits: digits, maximumFractionDigits: digits });

const rate = (value: number | undefined) => (value === undefined ? "—" : percent.format(value));

/** The vitals' overflow bucket starts above these (stored units: ms, thousandths for CLS; server/analytics/vitals.ts). */
const VITAL_MAX: Record<Metric, number> = { LCP: 10_000, INP: 1_000, CLS: 1_000 };

/** A p75 as people read it: « 1,2 s », « 184 ms », « 0,05 », « > 10 s ». */
export function formatVital(metric: Metric, edge: number): string {
  const text = (value: number) =>
    metric === "CLS"
      ? decimal(value / 1000, 2)
      : metric === "LCP"
        ? `${decimal(value / 1000, 1)}\u202fs`
        : `${count.format(value)}\u202fms`;
  return edge > VITAL_MAX[metric] ? `>\u00a0${text(VITAL_MAX[metric])}` : text(edge);
}

const RATINGS: Record<Rating, string> = { good: "bon", "needs-improvement": "à améliorer", poor: "mauvais" };
const METRICS: readonly [Metric, string][] = [
  ["LCP", "Affichage (LCP)"],
  ["INP", "Réactivité (INP)"],
  ["CLS", "Stabilité (CLS)"],
];

/** A row of the conversions per page that is not a page of the site (server/analytics/store.ts's keys). */
const CONVERSION_PAGES: Record<string, string> = {
  "(arrivée)": "Aucune : la visite a commencé sur la page du formulaire",
  "(inconnue)": "Inconnue (mesure refusée ou désactivée)",
};

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="card">
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function Table({
  caption,
  head,
  rows,
  empty,
}: {
  caption: string;
  head: string[];
  rows: ReactNode[][];
  empty: string;
}) {
  if (rows.length === 0) return <p>{empty}</p>;
  return (
    <table className="table">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          {head.map((cell, index) => (
            <th key={cell} scope="col" className={index > 0 ? "num" : undefined}>
              {cell}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, rowIndex) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows of a report, never reordered
          <tr key={rowIndex}>
            {row.map((cell, index) =>
              index === 0 ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: cells of a row
                <th key={index} scope="row" className="wrap">
                  {cell}
                </th>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: cells of a row
                <td key={index} className="num">
                  {cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Views per day as bars (for the eye), with the same figures in a table (for everyone). */
function ViewsChart({ perDay }: { perDay: Audience["viewsPerDay"] }) {
  const max = Math.max(1, ...perDay.map((day) => day.views));
  const width = 10;
  return (
    <figure className="chart">
      <div className="chart__plot">
        <span className="chart__max" aria-hidden="true">
          {count.format(max)}
        </span>
        <svg
          viewBox={`0 0 ${perDay.length * width} 100`}
          preserveAspectRatio="none"
          aria-hidden="true"
          focusable="false"
        >
          {perDay.map((day, index) => {
            const height = (day.views / max) * 100;
            return (
              <rect
                key={day.day}
                className="chart__bar"
                x={index * width + 1}
                y={100 - height}
                width={width - 2}
                height={height}
              />
            );
          })}
        </svg>
      </div>
      {perDay.length > 0 && (
        <div className="chart__axis" aria-hidden="true">
          <span>{formatDay(perDay[0]?.day ?? "", { year: false })}</span>
          <span>{formatDay(perDay.at(-1)?.day ?? "", { year: false })}</span>
        </div>
      )}
      <figcaption>
        <details>
          <summary>Les chiffres, jour par jour</summary>
          <Table
            caption="Pages vues par jour"
            head={["Jour", "Pages vues"]}
            rows={perDay.map((day) => [formatDay(day.day), count.format(day.views)])}
            empty="Aucun jour."
          />
        </details>
      </figcaption>
    </figure>
  );
}

function Figures({ report }: { report: Audience }) {
  const figures: [string, string][] = [
    [count.format(report.views), "pages vues"],
    [count.format(report.arrivals), "visites (arrivées sur le site)"],
    [
      count.format(report.conversions.total),
      `demandes : ${count.format(report.conversions.contact)} messages, ${count.format(report.conversions.booking)} réservations`,
    ],
    [rate(report.conversionRate), "de demandes pour 100 pages vues"],
    [rate(report.bookingShare), "des visites ont réservé un rendez-vous"],
    [rate(report.views ? report.devices.mobile / report.views : undefined), "des pages vues sur mobile"],
    [count.format(report.notFoundViews), "pages introuvables (404) affichées"],
  ];
  return (
    <ul className="figures">
      {figures.map(([value, label]) => (
        <li key={label}>
          <strong>{value}</strong> <span>{label}</span>
        </li>
      ))}
    </ul>
  );
}

export function AudiencePage() {
  const { days, report } = useLoaderData<typeof audienceLoader>();
  const share = (part: number) => rate(report.views ? part / report.views : undefined);
  return (
    <div className="page page--wide">
      <Heading title="Audience" />
      <nav aria-label="Période" className="segmented">
        {PERIODS.map((period) => (
          <Link
            key={period}
            to={`/audience?jours=${period}`}
            aria-current={period === days ? "page" : undefined}
          >
            {period} jours
          </Link>
        ))}
      </nav>
      <p className="lead" role="status">
        Du {formatDay(report.range.from)} au {formatDay(report.range.to)}.
      </p>
      <Figures report={report} />

      <Section id="views-title" title="Pages vues par jour">
        <ViewsChart perDay={report.viewsPerDay} />
      </Section>

      <div className="grid-2">
        <Section id="pages-title" title="Pages les plus vues">
          <Table
            caption="Pages les plus vues, avec leur part sur mobile et sur ordinateur"
            head={["Page", "Pages vues", "Mobile", "Ordinateur"]}
            rows={report.pages
              .slice(0, 20)
              .map((page) => [
                page.path,
                count.format(page.views),
                count.format(page.devices.mobile),
                count.format(page.devices.desktop),
              ])}
            empty="Aucune page vue sur la période."
          />
        </Section>

        <Section id="referrers-title" title="Sites d’où viennent les visiteurs">
          <Table
            caption="Arrivées par site d’origine"
            head={["Site", "Arrivées"]}
            rows={report.referrers.slice(0, 20).map((row) => [row.domain, count.format(row.views)])}
            empty="Aucune arrivée depuis un autre site sur la période."
          />
        </Section>

        <Section id="devices-title" title="Appareils">
          <Table
            caption="Pages vues par type d’appareil"
            head={["Appareil", "Pages vues", "Part"]}
            rows={[
              ["Mobile", count.format(report.devices.mobile), share(report.devices.mobile)],
              ["Ordinateur", count.format(report.devices.desktop), share(report.devices.desktop)],
            ]}
            empty=""
          />
        </Section>

        <Section id="conversions-title" title="Demandes selon la page vue avant le formulaire">
          <Table
            caption="Messages et réservations selon la page vue juste avant celle du formulaire"
            head={["Page vue avant", "Messages", "Réservations", "Total"]}
            rows={report.conversionsPerPage.map((row) => [
              CONVERSION_PAGES[row.path] ?? row.path,
              count.format(row.contact),
              count.format(row.booking),
              count.format(row.total),
            ])}
            empty="Aucune demande sur la période."
          />
        </Section>

        <Section id="notfound-title" title="Pages introuvables (404)">
          <Table
            caption="Adresses introuvables les plus demandées"
            head={["Adresse demandée", "Affichages"]}
            rows={report.notFound.slice(0, 20).map((row) => [row.path, count.format(row.views)])}
            empty="Aucune page introuvable affichée sur la période."
          />
        </Section>
      </div>

      <Section id="vitals-title" title="Vitesse ressentie par les visiteurs">
        <p>
          Le 75<sup>e</sup> centile : trois pages chargées sur quatre l’ont été au moins aussi vite. Seuils
          « bon » de Google : 2,5 s pour l’affichage, 200 ms pour la réactivité, 0,1 pour la stabilité.
        </p>
        <Table
          caption="75e centile de LCP, INP et CLS par page, avec l’appréciation de Google"
          head={["Page", ...METRICS.map(([, label]) => label)]}
          rows={report.vitals.map((page) => [
            page.path,
            ...METRICS.map(([metric]) => {
              const summary = page.metrics[metric];
              if (summary.p75 === undefined) return "—";
              return (
                <span key={metric} className={`badge badge--${summary.rating ?? "none"}`}>
                  {formatVital(metric, summary.p75)}
                  {summary.rating && ` · ${RATINGS[summary.rating]}`}
                </span>
              );
            }),
          ])}
          empty="Aucune mesure de vitesse sur la période."
        />
      </Section>
    </div>
  );
}
