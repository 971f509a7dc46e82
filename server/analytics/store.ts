/**
 * The audience's counts, in a SQLite file of their own (decision 029):
 * aggregated per day (Europe/Paris) from the start, never a visit, a visitor,
 * an address or a time of day. Seven tables of counters:
 *
 *   page_views   day × page × device class    views
 *   arrivals     day                          page loads from outside the site
 *   referrers    day × referring domain       views
 *   conversions  day × kind (contact, booking) × page shown before the form's   count
 *   not_found    day × path                   views
 *   vitals       day × page × metric × bucket count   (server/analytics/vitals.ts)
 *   funnel       day × entry page × stage (visit, booking page, booking, contact)   count
 *
 * Writes are small upserts in one transaction per beacon (WAL,
 * synchronous=NORMAL: a power cut may lose the last counts, never corrupt
 * the file). The distinct referrers, 404 paths and entry pages of a day are
 * capped, so junk sent to the endpoint cannot grow the file without bound.
 */
import type Database from "better-sqlite3";
import type { DeviceClass, VitalMetric } from "../../shared/audience.ts";
import { closeSqlite, openSqlite, type SqliteDatabase } from "../sqlite.ts";
import type { AudienceHit } from "./beacon.ts";

/** What counts as a conversion: a contact message or a booking, stored. */
export const CONVERSION_KINDS = ["contact", "booking"] as const;
export type ConversionKind = (typeof CONVERSION_KINDS)[number];

/** Distinct referrers, 404 paths and entry pages kept per day; the rest is counted under OTHER_KEY. */
export const DISTINCT_PER_DAY = 500;
/** Where the referrers, 404 paths and entry pages beyond DISTINCT_PER_DAY are counted. */
export const OTHER_KEY = "(autres)";

/** A conversion whose request said the form's page was the first one shown: the visitor arrived on it from outside. */
export const ARRIVED_KEY = "(arrivée)";
/** A conversion whose request named no page of the site (measurement refused or off, no script, an older page). */
export const UNKNOWN_KEY = "(inconnue)";

/**
 * The stages of a visit counted per entry page (the funnel, docs/audience.md):
 * the visit itself (a page loaded from outside the site), its first view of
 * the booking page, then each booking and each contact message stored.
 */
const FUNNEL_STAGES = ["visit", "booking-page", "booking", "contact"] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

/** The schema, one migration after another (append, never edit one released). */
export const AUDIENCE_MIGRATIONS: readonly string[] = [
  `CREATE TABLE page_views (
    day    TEXT    NOT NULL,
    path   TEXT    NOT NULL,
    device TEXT    NOT NULL CHECK (device IN ('mobile', 'desktop')),
    views  INTEGER NOT NULL,
    PRIMARY KEY (day, path, device)
  ) STRICT, WITHOUT ROWID;
  CREATE TABLE referrers (
    day    TEXT    NOT NULL,
    domain TEXT    NOT NULL,
    views  INTEGER NOT NULL,
    PRIMARY KEY (day, domain)
  ) STRICT, WITHOUT ROWID;
  CREATE TABLE conversions (
    day   TEXT    NOT NULL,
    kind  TEXT    NOT NULL CHECK (kind IN ('contact', 'booking')),
    count INTEGER NOT NULL,
    PRIMARY KEY (day, kind)
  ) STRICT, WITHOUT ROWID;
  CREATE TABLE not_found (
    day   TEXT    NOT NULL,
    path  TEXT    NOT NULL,
    views INTEGER NOT NULL,
    PRIMARY KEY (day, path)
  ) STRICT, WITHOUT ROWID;
  CREATE TABLE vitals (
    day    TEXT    NOT NULL,
    path   TEXT    NOT NULL,
    metric TEXT    NOT NULL CHECK (metric IN ('LCP', 'INP', 'CLS')),
    edge   INTEGER NOT NULL,
    count  INTEGER NOT NULL,
    PRIMARY KEY (day, path, metric, edge)
  ) STRICT, WITHOUT ROWID;`,
  // Issue 33: conversions per page shown before the form's (the counts so far: '(inconnue)', UNKNOWN_KEY),
  // and arrivals, the page loads from outside the site (docs/audience.md).
  `CREATE TABLE conversions_by_path (
    day   TEXT    NOT NULL,
    kind  TEXT    NOT NULL CHECK (kind IN ('contact', 'booking')),
    path  TEXT    NOT NULL,
    count INTEGER NOT NULL,
    PRIMARY KEY (day, kind, path)
  ) STRICT, WITHOUT ROWID;
  INSERT INTO conversions_by_path (day, kind, path, count) SELECT day, kind, '(inconnue)', count FROM conversions;
  DROP TABLE conversions;
  ALTER TABLE conversions_by_path RENAME TO conversions;
  CREATE TABLE arrivals (
    day   TEXT    NOT NULL PRIMARY KEY,
    count INTEGER NOT NULL
  ) STRICT, WITHOUT ROWID;`,
  // Issue 35: the stages of a visit per entry page (docs/audience.md); the conversions so far,
  // whose entry page nobody sent, under '(inconnue)' (UNKNOWN_KEY), so the funnel adds up to them.
  `CREATE TABLE funnel (
    day   TEXT    NOT NULL,
    entry TEXT    NOT NULL,
    stage TEXT    NOT NULL CHECK (stage IN ('visit', 'booking-page', 'booking', 'contact')),
    count INTEGER NOT NULL,
    PRIMARY KEY (day, entry, stage)
  ) STRICT, WITHOUT ROWID;
  INSERT INTO funnel (day, entry, stage, count)
    SELECT day, '(inconnue)', kind, sum(count) FROM conversions GROUP BY day, kind;`,
];

/** The schema version (PRAGMA user_version) this code writes; a backup newer than it is refused (npm run backup). */
export const AUDIENCE_SCHEMA_VERSION = AUDIENCE_MIGRATIONS.length;

const TABLES = [
  "page_views",
  "arrivals",
  "referrers",
  "conversions",
  "not_found",
  "vitals",
  "funnel",
] as const;

const parisDate = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Paris",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The day of an instant in Paris, ISO: 2026-11-24T23:30Z is "2026-11-25". */
export function parisDay(instant: Date): string {
  return parisDate.format(instant);
}

/** "2026-11-24" plus `days` (negative: before). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export interface DayRange {
  /** First day, inclusive (ISO). */
  from: string;
  /** Last day, inclusive (ISO). */
  to: string;
}

export class AudienceStore {
  readonly file: string;
  private readonly db: SqliteDatabase;
  private readonly statements;
  private readonly recordHit: (hit: AudienceHit, day: string) => void;
  private readonly recordConverted: (kind: ConversionKind, day: string, path: string, entry: string) => void;

  private constructor(file: string, db: SqliteDatabase) {
    this.file = file;
    this.db = db;
    const bump = (table: string, key: string, column: string) =>
      db.prepare<[string, string]>(
        `INSERT INTO ${table} (day, ${key}, ${column}) VALUES (?, ?, 1)
         ON CONFLICT DO UPDATE SET ${column} = ${column} + 1`,
      );
    this.statements = {
      view: db.prepare<[string, string, DeviceClass]>(
        `INSERT INTO page_views (day, path, device, views) VALUES (?, ?, ?, 1)
         ON CONFLICT DO UPDATE SET views = views + 1`,
      ),
      referrer: bump("referrers", "domain", "views"),
      notFound: bump("not_found", "path", "views"),
      conversion: db.prepare<[string, ConversionKind, string]>(
        `INSERT INTO conversions (day, kind, path, count) VALUES (?, ?, ?, 1)
         ON CONFLICT DO UPDATE SET count = count + 1`,
      ),
      arrival: db.prepare<[string]>(
        "INSERT INTO arrivals (day, count) VALUES (?, 1) ON CONFLICT DO UPDATE SET count = count + 1",
      ),
      referrerExists: db.prepare<[string, string], { one: number }>(
        "SELECT 1 AS one FROM referrers WHERE day = ? AND domain = ?",
      ),
      referrerCount: db.prepare<[string], { n: number }>("SELECT count(*) AS n FROM referrers WHERE day = ?"),
      notFoundExists: db.prepare<[string, string], { one: number }>(
        "SELECT 1 AS one FROM not_found WHERE day = ? AND path = ?",
      ),
      notFoundCount: db.prepare<[string], { n: number }>("SELECT count(*) AS n FROM not_found WHERE day = ?"),
      funnel: db.prepare<[string, string, FunnelStage]>(
        `INSERT INTO funnel (day, entry, stage, count) VALUES (?, ?, ?, 1)
         ON CONFLICT DO UPDATE SET count = count + 1`,
      ),
      entryExists: db.prepare<[string, string], { one: number }>(
        "SELECT 1 AS one FROM funnel WHERE day = ? AND entry = ? LIMIT 1",
      ),
      entryCount: db.prepare<[string], { n: number }>(
        "SELECT count(DISTINCT entry) AS n FROM funnel WHERE day = ?",
      ),
      vital: db.prepare<[string, string, VitalMetric, number]>(
        `INSERT INTO vitals (day, path, metric, edge, count) VALUES (?, ?, ?, ?, 1)
         ON CONFLICT DO UPDATE SET count = count + 1`,
      ),
      purge: TABLES.map((table) => db.prepare<[string]>(`DELETE FROM ${table} WHERE day < ?`)),
      views: db.prepare<[string, string], { day: string; path: string; device: DeviceClass; views: number }>(
        "SELECT day, path, device, views FROM page_views WHERE day BETWEEN ? AND ? ORDER BY day, path, device",
      ),
      referrers: db.prepare<[string, string], { domain: string; views: number }>(
        `SELECT domain, sum(views) AS views FROM referrers WHERE day BETWEEN ? AND ?
         GROUP BY domain ORDER BY views DESC, domain`,
      ),
      conversions: db.prepare<[string, string], { day: string; kind: ConversionKind; count: number }>(
        `SELECT day, kind, sum(count) AS count FROM conversions WHERE day BETWEEN ? AND ?
         GROUP BY day, kind ORDER BY day, kind`,
      ),
      conversionPaths: db.prepare<[string, string], { path: string; kind: ConversionKind; count: number }>(
        `SELECT path, kind, sum(count) AS count FROM conversions WHERE day BETWEEN ? AND ?
         GROUP BY path, kind ORDER BY path, kind`,
      ),
      arrivals: db.prepare<[string, string], { day: string; count: number }>(
        "SELECT day, count FROM arrivals WHERE day BETWEEN ? AND ? ORDER BY day",
      ),
      notFoundPaths: db.prepare<[string, string], { path: string; views: number }>(
        `SELECT path, sum(views) AS views FROM not_found WHERE day BETWEEN ? AND ?
         GROUP BY path ORDER BY views DESC, path`,
      ),
      funnelRows: db.prepare<[string, string], { entry: string; stage: FunnelStage; count: number }>(
        `SELECT entry, stage, sum(count) AS count FROM funnel WHERE day BETWEEN ? AND ?
         GROUP BY entry, stage ORDER BY entry, stage`,
      ),
      vitals: db.prepare<
        [string, string],
        { path: string; metric: VitalMetric; edge: number; count: number }
      >(
        `SELECT path, metric, edge, sum(count) AS count FROM vitals WHERE day BETWEEN ? AND ?
         GROUP BY path, metric, edge ORDER BY path, metric, edge`,
      ),
    };
    const capped = (
      exists: Database.Statement<[string, string], { one: number }>,
      count: Database.Statement<[string], { n: number }>,
      day: string,
      key: string,
    ) => (exists.get(day, key) || (count.get(day)?.n ?? 0) < DISTINCT_PER_DAY ? key : OTHER_KEY);
    const stage = (day: string, entry: string, name: FunnelStage) => {
      const s = this.statements;
      s.funnel.run(day, capped(s.entryExists, s.entryCount, day, entry), name);
    };
    this.recordHit = db.transaction((hit: AudienceHit, day: string) => {
      const s = this.statements;
      for (const page of hit.views) s.view.run(day, page, hit.device);
      const viewed = hit.views.length + hit.notFound.length > 0;
      if (hit.entry && viewed) s.arrival.run(day);
      if (hit.referrer !== undefined && viewed) {
        s.referrer.run(day, capped(s.referrerExists, s.referrerCount, day, hit.referrer));
      }
      for (const page of hit.notFound)
        s.notFound.run(day, capped(s.notFoundExists, s.notFoundCount, day, page));
      for (const vital of hit.vitals) s.vital.run(day, vital.path, vital.metric, vital.edge);
      if (hit.landing !== undefined) stage(day, hit.landing, "visit");
      if (hit.reachedBooking !== undefined) stage(day, hit.reachedBooking, "booking-page");
    });
    this.recordConverted = db.transaction(
      (kind: ConversionKind, day: string, path: string, entry: string) => {
        this.statements.conversion.run(day, kind, path);
        stage(day, entry, kind);
      },
    );
  }

  /** Opens (and creates, with its folder) the audience database at `file`, schema up to date. */
  static open(file: string, options: { mustExist?: boolean } = {}): AudienceStore {
    const { file: absolute, db } = openSqlite(file, {
      migrations: AUDIENCE_MIGRATIONS,
      synchronous: "NORMAL",
      mustExist: options.mustExist,
    });
    return new AudienceStore(absolute, db);
  }

  /** Adds one beacon's counts to `day` (ISO), in one transaction. */
  record(hit: AudienceHit, day: string): void {
    this.recordHit(hit, day);
  }

  /**
   * Counts one conversion on `day` (ISO), under `path`: the site's page shown
   * before the form's, ARRIVED_KEY or UNKNOWN_KEY; and in the funnel, under
   * `entry`: the page the visit entered the site on, or UNKNOWN_KEY (both
   * checked by the caller, server/analytics/plugin.ts). One transaction.
   */
  recordConversion(
    kind: ConversionKind,
    day: string,
    path: string = UNKNOWN_KEY,
    entry: string = UNKNOWN_KEY,
  ): void {
    this.recordConverted(kind, day, path, entry);
  }

  /** Deletes every count of a day before `cutoff`'s day in Paris; returns how many rows went. */
  purgeOlderThan(cutoff: Date): number {
    const day = parisDay(cutoff);
    const deleted = this.db.transaction(() =>
      this.statements.purge.reduce((sum, statement) => sum + statement.run(day).changes, 0),
    )();
    if (deleted > 0) this.db.pragma("wal_checkpoint(TRUNCATE)");
    return deleted;
  }

  /** Views per day, page and device class. */
  views({ from, to }: DayRange) {
    return this.statements.views.all(from, to);
  }

  /** Views per referring domain over the range, most first. */
  referrers({ from, to }: DayRange) {
    return this.statements.referrers.all(from, to);
  }

  /** Conversions per day and kind. */
  conversions({ from, to }: DayRange) {
    return this.statements.conversions.all(from, to);
  }

  /** Conversions per page shown before the form's (or ARRIVED_KEY, UNKNOWN_KEY) and kind, over the range. */
  conversionPaths({ from, to }: DayRange) {
    return this.statements.conversionPaths.all(from, to);
  }

  /** Arrivals (page loads from outside the site) per day; days without any are absent. */
  arrivals({ from, to }: DayRange) {
    return this.statements.arrivals.all(from, to);
  }

  /** The funnel over the range: counts per entry page (or UNKNOWN_KEY, OTHER_KEY) and stage. */
  funnel({ from, to }: DayRange) {
    return this.statements.funnelRows.all(from, to);
  }

  /** 404s per path over the range, most first. */
  notFound({ from, to }: DayRange) {
    return this.statements.notFoundPaths.all(from, to);
  }

  /** The vitals' histograms over the range, per page and metric. */
  vitals({ from, to }: DayRange) {
    return this.statements.vitals.all(from, to);
  }

  /** The oldest day with a count, if any (for the purge's tests and the report). */
  oldestDay(): string | undefined {
    const days = TABLES.map(
      (table) =>
        this.db.prepare<[], { day: string | null }>(`SELECT min(day) AS day FROM ${table}`).get()?.day,
    ).filter((day): day is string => typeof day === "string");
    return days.sort()[0];
  }

  close(): void {
    closeSqlite(this.db);
  }
}
