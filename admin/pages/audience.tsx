/**
 * The site's audience over 7, 30 or 90 days (GET /api/admin/audience, server/admin/audience.ts):
 * the report of `npm run stats` with its charts (SVG made by the server, without script or style
 * attribute, drawn for the eye) and every figure in a table beside them.
 */
import type { ReactNode } from "react";
import { Link, useLoaderData } from "react-router";
import { api } from "../api.ts";
import { Heading } from "../ui.tsx";

type Devices = { mobile: number; desktop: number };
type Kinds = { contact: number; booking: number };
type Rating = "good" | "needs-improvement" | "poor";
type Metric = "LCP" | "INP" | "CLS";
const METRICS: readonly Metric[] = ["LCP", "INP", "CLS"];

/** The stages of the visits that entered the site on one page (server/analytics/report.ts EntryPageRow). */
interface EntryStages {
  visits: number;
  bookingPage: number;
  booking: number;
  contact: number;
  rate?: number;
}

/** server/analytics/report.ts's AudienceReport: counts, rates and shares from 0 to 1, ISO days. */
interface Report {
  days: string[];
  views: number;
  viewsPerDay: { day: string; views: number }[];
  devices: Devices;
  pages: { path: string; views: number; devices: Devices }[];
  referrers: { domain: string; views: number }[];
  arrivals: number;
  conversions: Kinds & { total: number };
  conversionRate?: number;
  conversionsPerDay: (Kinds & {
    day: string;
    views: number;
    arrivals: number;
    total: number;
    rate?: number;
  })[];
  conversionsPerPage: (Kinds & { path: string; total: number })[];
  bookingShare?: number;
  entryTotals: EntryStages;
  notFound: { path: string; views: number }[];
  notFoundViews: number;
  vitals: { path: string; metrics: Record<Metric, { p75?: number; rating?: Rating; samples: number }> }[];
}

interface AudienceAnswer {
  /** « du 2 novembre 2026 au 1er décembre 2026 (30 jours) » */
  period: string;
  report: Report;
  /** The funnel as shown: the entry pages with most visits, one row for the others, then the rest; they add up to report.entryTotals. */
  entryPages: (EntryStages & { label: string })[];
  labels: {
    days: Record<string, string>;
    conversionPages: Record<string, string>;
    metrics: Record<Metric, string>;
    ratings: Record<Rating, string>;
    vitals: Record<string, Partial<Record<Metric, string>>>;
    goodThresholds: Record<Metric, string>;
  };
  charts: {
    viewsPerDay: string;
    conversionRate: string;
    topPages: string | null;
    vitals: Record<Metric, string | null>;
  };
}

const PERIODS = [7, 30, 90] as const;

/** The period asked for in the address (`jours`), 30 days otherwise. */
export function periodOf(search: URLSearchParams): number {
  const days = Number(search.get("jours"));
  return (PERIODS as readonly number[]).includes(days) ? days : 30;
}

export async function audienceLoader({ request }: { request: Request }) {
  const days = periodOf(new URL(request.url).searchParams);
  const answer = await api<AudienceAnswer>(`/api/admin/audience?days=${days}`, { signal: request.signal });
  return { days, ...answer };
}

const count = (value: number) => value.toLocaleString("fr-FR");
const percent = new Intl.NumberFormat("fr-FR", { style: "percent", maximumFractionDigits: 1 });
const rate = (value: number | undefined) => (value === undefined ? "—" : percent.format(value));

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="card">
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** A chart the server drew (its own escaped SVG); the figures are in the table that follows it. */
function Chart({ html }: { html: string | null }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own SVG, every text in it escaped (server/analytics/charts.ts)
  return html ? <div className="chart-frame" dangerouslySetInnerHTML={{ __html: html }} /> : null;
}

/** A row of a table: its first cell heads the row, the others are figures. */
function Row({ cells, wrap = false }: { cells: ReactNode[]; wrap?: boolean }) {
  return (
    <tr>
      {cells.map((cell, index) =>
        index === 0 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: cells of a row
          <th key={index} scope="row" className={wrap ? "wrap" : undefined}>
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
  );
}

function Table({
  caption,
  head,
  rows,
  foot,
  empty,
}: {
  caption: string;
  head: string[];
  rows: ReactNode[][];
  /** A last row of totals, in the table's foot. */
  foot?: ReactNode[];
  empty: string;
}) {
  if (rows.length === 0) return <p>{empty}</p>;
  // A wide table scrolls sideways on a narrow screen, from the keyboard too.
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to scroll from the keyboard
    <section className="table-scroll" tabIndex={0} aria-label={caption}>
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
            <Row key={rowIndex} cells={row} wrap />
          ))}
        </tbody>
        {foot && (
          <tfoot>
            <Row cells={foot} />
          </tfoot>
        )}
      </table>
    </section>
  );
}

/** A long table behind a summary, for the charts' day-by-day figures. */
function Details({ summary, children }: { summary: string; children: ReactNode }) {
  return (
    <details className="details">
      <summary>{summary}</summary>
      {children}
    </details>
  );
}

/** The funnel per entry page: visits, the booking page reached, bookings, messages, the rate. */
function EntryPages({
  rows,
  totals,
  period,
}: {
  rows: AudienceAnswer["entryPages"];
  totals: EntryStages;
  period: string;
}) {
  const cells = (row: EntryStages) => [
    count(row.visits),
    count(row.bookingPage),
    count(row.booking),
    count(row.contact),
    rate(row.rate),
  ];
  return (
    <Section id="entries-title" title="Parcours selon la page d’entrée">
      <p>
        Une visite commence sur la page ouverte depuis l’extérieur du site (moteur de recherche, autre site,
        favori, lien d’un e-mail). Pour chaque page d’entrée&nbsp;: les visites qui y ont commencé, celles qui
        sont allées jusqu’à la page de réservation (une fois par visite), puis les réservations et les
        messages qu’elles ont envoyés. Taux de conversion&nbsp;: réservations et messages pour
        100&nbsp;visites.
      </p>
      <Table
        caption={`Visites, page de réservation vue, réservations et messages selon la page d’entrée, ${period}`}
        head={[
          "Page d’entrée",
          "Visites",
          "Page de réservation vue",
          "Réservations",
          "Messages",
          "Taux de conversion",
        ]}
        rows={rows.map((row) => [row.label, ...cells(row)])}
        foot={["Total", ...cells(totals)]}
        empty="Aucune visite ni demande sur la période."
      />
    </Section>
  );
}

function Figures({ report }: { report: Report }) {
  const figures: [string, string][] = [
    [count(report.views), "pages vues"],
    [count(report.arrivals), "visites (arrivées sur le site)"],
    [
      count(report.conversions.total),
      `demandes\u00a0: ${count(report.conversions.contact)}\u00a0messages, ${count(report.conversions.booking)}\u00a0réservations`,
    ],
    [rate(report.conversionRate), "de demandes pour 100\u00a0pages vues"],
    [rate(report.bookingShare), "des visites ont réservé un rendez-vous"],
    [rate(report.views ? report.devices.mobile / report.views : undefined), "des pages vues sur mobile"],
    [count(report.notFoundViews), "pages introuvables (404) affichées"],
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
  const { days, period, report, labels, charts, entryPages } = useLoaderData<typeof audienceLoader>();
  const day = (iso: string) => labels.days[iso] ?? iso;
  const share = (part: number) => rate(report.views ? part / report.views : undefined);
  return (
    <div className="page page--wide">
      <Heading title="Audience" />
      <nav aria-label="Période" className="segmented">
        {PERIODS.map((value) => (
          <Link
            key={value}
            to={`/audience?jours=${value}`}
            aria-current={value === days ? "page" : undefined}
          >
            {value}&nbsp;jours
          </Link>
        ))}
      </nav>
      <p className="lead" role="status">
        Audience {period}.
      </p>
      <Figures report={report} />

      <Section id="views-title" title="Pages vues par jour">
        <Chart html={charts.viewsPerDay} />
        <Details summary="Les pages vues, jour par jour">
          <Table
            caption="Pages vues par jour"
            head={["Jour", "Pages vues"]}
            rows={report.viewsPerDay.map((row) => [day(row.day), count(row.views)])}
            empty="Aucun jour."
          />
        </Details>
      </Section>

      <Section id="pages-title" title="Pages les plus vues">
        <Chart html={charts.topPages} />
        <Table
          caption="Pages les plus vues, sur mobile et sur ordinateur"
          head={["Page", "Pages vues", "Sur mobile", "Sur ordinateur"]}
          rows={report.pages
            .slice(0, 20)
            .map((page) => [
              page.path,
              count(page.views),
              count(page.devices.mobile),
              count(page.devices.desktop),
            ])}
          empty="Aucune page vue sur la période."
        />
      </Section>

      <Section id="conversions-title" title="Demandes et réservations">
        <p>
          {rate(report.conversionRate)} de demandes (messages et réservations) pour 100&nbsp;pages vues, et{" "}
          {rate(report.bookingShare)} des visites ont réservé un rendez-vous.
        </p>
        <Chart html={charts.conversionRate} />
        <Details summary="Les demandes, jour par jour">
          <Table
            caption="Visites, pages vues, demandes et taux de conversion par jour"
            head={["Jour", "Visites", "Pages vues", "Messages", "Réservations", "Taux"]}
            rows={report.conversionsPerDay.map((row) => [
              day(row.day),
              count(row.arrivals),
              count(row.views),
              count(row.contact),
              count(row.booking),
              rate(row.rate),
            ])}
            empty="Aucun jour."
          />
        </Details>
        <h3>Selon la page vue juste avant le formulaire</h3>
        <Table
          caption="Messages et réservations selon la page vue juste avant celle du formulaire"
          head={["Page vue avant", "Messages", "Réservations", "Total"]}
          rows={report.conversionsPerPage.map((row) => [
            labels.conversionPages[row.path] ?? row.path,
            count(row.contact),
            count(row.booking),
            count(row.total),
          ])}
          empty="Aucune demande sur la période."
        />
      </Section>

      <EntryPages rows={entryPages} totals={report.entryTotals} period={period} />

      <div className="grid-2">
        <Section id="referrers-title" title="Sites d’où viennent les visiteurs">
          <Table
            caption="Arrivées par site d’origine"
            head={["Site", "Arrivées"]}
            rows={report.referrers.slice(0, 20).map((row) => [row.domain, count(row.views)])}
            empty="Aucune arrivée depuis un autre site sur la période."
          />
        </Section>

        <Section id="devices-title" title="Appareils">
          <Table
            caption="Pages vues par type d’appareil"
            head={["Appareil", "Pages vues", "Part"]}
            rows={[
              ["Mobile", count(report.devices.mobile), share(report.devices.mobile)],
              ["Ordinateur", count(report.devices.desktop), share(report.devices.desktop)],
            ]}
            empty=""
          />
        </Section>

        <Section id="notfound-title" title="Pages introuvables (404)">
          <Table
            caption="Adresses introuvables les plus demandées"
            head={["Adresse demandée", "Affichages"]}
            rows={report.notFound.slice(0, 20).map((row) => [row.path, count(row.views)])}
            empty="Aucune page introuvable affichée sur la période."
          />
        </Section>
      </div>

      <Section id="vitals-title" title="Vitesse ressentie par les visiteurs">
        <p>
          Le 75<sup>e</sup> centile&nbsp;: trois pages chargées sur quatre l’ont été au moins aussi vite.
          Seuils «&nbsp;bon&nbsp;» de Google&nbsp;:{" "}
          {METRICS.map((metric) => `${metric} ${labels.goodThresholds[metric]}`).join(", ")}.
        </p>
        {METRICS.map((metric) =>
          charts.vitals[metric] ? (
            <div key={metric}>
              <h3>{labels.metrics[metric]}</h3>
              <Chart html={charts.vitals[metric]} />
            </div>
          ) : null,
        )}
        <h3>Par page</h3>
        <Table
          caption="75e centile de LCP, INP et CLS par page, avec l’appréciation de Google"
          head={["Page", ...METRICS]}
          rows={report.vitals.map((page) => [
            page.path,
            ...METRICS.map((metric) => {
              const { rating } = page.metrics[metric];
              const value = labels.vitals[page.path]?.[metric];
              if (!value) return "—";
              return (
                <span key={metric} className={`badge badge--${rating ?? "none"}`}>
                  {rating ? `${value} · ${labels.ratings[rating]}` : value}
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
