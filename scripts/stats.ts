/**
 * The site's audience (decision 029), from the counts the server keeps in its
 * state directory (audience.sqlite; STATE_DIRECTORY, DATA_DIR, default <repo>/var):
 *
 *   npm run stats                         the last 30 days, as text
 *   npm run stats -- --days 7             the last 7 days
 *   npm run stats -- --html report.html   also a self-contained HTML report with charts
 *   npm run stats -- --today 2026-11-24   a period that ends on another day (ISO)
 *
 * Safe to run while the server runs (it only reads). Exit code: 0 done, 2 bad
 * arguments or no audience database.
 */
import { existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { describeStateDirectory, stateDirectoryFrom, stateFiles } from "../config/server.ts";
import { buildReport, lastDays } from "../server/analytics/report.ts";
import { AudienceStore, parisDay } from "../server/analytics/store.ts";
import { renderHtmlReport } from "./stats/report-html.ts";
import { renderTextReport } from "./stats/report-text.ts";

const USAGE = `Usage: npm run stats -- [--days <n>] [--html <file>] [--today <YYYY-MM-DD>]

Prints the audience of the last <n> days (default 30): views, views per day, top pages,
referrers, device split, visits, conversions and conversion rate, conversions per page
seen before the form, the share of visits that booked, 404s, and each page's 75th
percentile of LCP, INP and CLS against Google's « good » thresholds (docs/audience.md).
  --html <file>   also writes the report as one self-contained HTML page with charts

Reads audience.sqlite in the server's state directory, read as the server reads it:
  STATE_DIRECTORY   set by systemd for the unit (/var/lib/cabinet-site); wins over DATA_DIR
  DATA_DIR          outside systemd (default <repo>/var)`;

const repoRoot = fileURLToPath(new URL("..", import.meta.url));

function fail(message: string): never {
  console.error(`stats: ${message}\n\n${USAGE}`);
  process.exit(2);
}

let values: { days?: string; html?: string; today?: string; help?: boolean };
try {
  ({ values } = parseArgs({
    options: {
      days: { type: "string", default: "30" },
      html: { type: "string" },
      today: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  }));
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const days = Number(values.days);
if (!Number.isInteger(days) || days < 1 || days > 800) fail("--days must be a whole number from 1 to 800");
const today = values.today ?? parisDay(new Date());
if (!/^\d{4}-\d{2}-\d{2}$/.test(today) || Number.isNaN(Date.parse(today)))
  fail("--today must be a date YYYY-MM-DD");

const state = stateDirectoryFrom(process.env, repoRoot);
const file = stateFiles(state.path).audience;
if (!existsSync(file)) {
  fail(
    `no audience database at ${file}, in the state directory ${describeStateDirectory(state)}: start the server (npm start), or set STATE_DIRECTORY or DATA_DIR to the server's`,
  );
}
const store = AudienceStore.open(file, { mustExist: true });
try {
  const report = buildReport(store, lastDays(today, days));
  process.stdout.write(renderTextReport(report));
  if (values.html) {
    const target = path.resolve(values.html);
    writeFileSync(target, renderHtmlReport(report, parisDay(new Date())));
    console.log(`\nRapport HTML : ${target}`);
  }
} finally {
  store.close();
}
