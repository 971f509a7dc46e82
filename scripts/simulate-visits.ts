/**
 * Simulates a week of visits (or --days n) so that `npm run stats` and its
 * HTML report have something real-looking to show (decision 029). Every
 * beacon goes through the real endpoint (server/analytics/plugin.ts:
 * validation, bots, Sec-GPC, rate limit, store), in process with Fastify's
 * inject(), with a clock set to each simulated day: a running server would
 * count everything today. Conversions go through the same counter the relay
 * calls once a message is stored. Some bots and GPC visits are sent too, and
 * must not count.
 *
 *   npm run simulate-visits                          7 days into the state directory's audience.sqlite
 *                                                    (DATA_DIR, default var/), where npm run stats reads
 *   npm run simulate-visits -- --days 14 --visits 200 --seed 7 --database /tmp/audience.sqlite
 *
 * The figures are made up (seeded, so reproducible): never run it against
 * the production database.
 */
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import Fastify from "fastify";
import { stateDirectoryFrom, stateFiles } from "../config/server.ts";
import { pagePaths } from "../content/routes-data.ts";
import { analyticsPlugin, conversionRecorder } from "../server/analytics/plugin.ts";
import { AudienceStore, addDays, parisDay } from "../server/analytics/store.ts";
import { AUDIENCE_PATH, type Beacon } from "../shared/audience.ts";

const { values } = parseArgs({
  options: {
    days: { type: "string", default: "7" },
    visits: { type: "string", default: "140" },
    seed: { type: "string", default: "29" },
    database: { type: "string" },
  },
});
const days = Number(values.days);
const visitsPerDay = Number(values.visits);
if (!(Number.isInteger(days) && days > 0 && Number.isInteger(visitsPerDay) && visitsPerDay > 0)) {
  console.error("simulate-visits: --days and --visits must be positive whole numbers");
  process.exit(2);
}
const databasePath =
  values.database ??
  stateFiles(stateDirectoryFrom(process.env, fileURLToPath(new URL("..", import.meta.url))).path).audience;

/** mulberry32: a small seeded generator, so a run can be repeated. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = generator(Number(values.seed));

function pick<T>(weighted: readonly (readonly [T, number])[]): T {
  const total = weighted.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random() * total;
  for (const [item, weight] of weighted) {
    roll -= weight;
    if (roll <= 0) return item;
  }
  return (weighted.at(-1) as readonly [T, number])[0];
}

/** A log-normal draw around `median` (spread: the ratio of one standard deviation). */
function logNormal(median: number, spread: number): number {
  const gaussian = Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  return median * spread ** gaussian;
}

const known = new Set(pagePaths);
const weightOf = (path: string): number => {
  if (path === "/") return 30;
  if (path === "/bilan-de-competence") return 22;
  if (path.startsWith("/bilan-de-competence/")) return 6;
  if (path === "/contact") return 10;
  if (["/vae", "/outplacement", "/coaching"].includes(path)) return 7;
  if (path.startsWith("/blog/")) return 2.5;
  if (path === "/contact/merci" || path === "/home") return 0;
  return 1.5;
};
const pages = pagePaths.filter((path) => weightOf(path) > 0).map((path) => [path, weightOf(path)] as const);
const referrers = [
  [undefined, 38],
  ["www.google.com", 40],
  ["www.bing.com", 6],
  ["www.linkedin.com", 5],
  ["duckduckgo.com", 4],
  ["www.facebook.com", 3],
  ["www.francetravail.fr", 2],
  ["www.moncompteformation.gouv.fr", 2],
] as const;
const missing = ["/bilan-competences", "/tarifs", "/wp-login.php", "/blog/podcasts/episode-3", "/formation"];
const weekday = [0.55, 1.1, 1.15, 1.05, 1.1, 0.95, 0.6]; // Sunday first
const BROWSER =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Mobile Safari/537.36";

const store = AudienceStore.open(databasePath);
let now = new Date();
const app = Fastify();
await app.register(analyticsPlugin, {
  databasePath,
  store,
  now: () => now,
  siteUrl: "https://www.cap-parcours.example",
  rateLimit: 0,
  log: { info: () => undefined, error: (message) => console.error(message) },
});
const recordConversion = conversionRecorder(store, () => now);

const sent = { beacons: 0, views: 0, bots: 0, gpc: 0, refused: 0, contacts: 0, bookings: 0 };

async function post(beacon: Beacon, headers: Record<string, string> = {}): Promise<void> {
  const response = await app.inject({
    method: "POST",
    url: AUDIENCE_PATH,
    headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": BROWSER, ...headers },
    payload: JSON.stringify(beacon),
  });
  sent.beacons += 1;
  if (response.statusCode !== 202) {
    sent.refused += 1;
    console.error(`simulate-visits: ${response.statusCode} ${response.body}`);
  }
}

/** One visit: a landing page (with its vitals), a few more pages, maybe a message or a booking. */
async function visit(): Promise<void> {
  const device = random() < 0.62 ? "mobile" : "desktop";
  const slow = device === "mobile" ? 1.6 : 1;
  const landing = random() < 0.03 ? (missing[Math.floor(random() * missing.length)] as string) : pick(pages);
  const notFound = !known.has(landing);
  const path = [landing];
  for (let more = Math.floor(logNormal(1.3, 1.8)); more > 0 && path.length < 6; more--)
    path.push(pick(pages));
  if (!path.includes("/contact") && random() < 0.12) path.push("/contact");
  const vitals: Beacon["vitals"] = notFound
    ? []
    : [
        { path: landing, metric: "LCP", value: logNormal(900 * slow, 1.45) },
        { path: landing, metric: "CLS", value: random() < 0.8 ? 0 : logNormal(0.03, 2.2) },
        ...(random() < 0.7
          ? [{ path: landing, metric: "INP" as const, value: logNormal(72 * slow, 1.7) }]
          : []),
      ];
  const referrer = pick(referrers);
  const beacon: Beacon = {
    device,
    entry: true,
    ...(referrer && { referrer }),
    views: path.map((page, index) =>
      index === 0 && notFound ? { path: page, notFound: true } : { path: page },
    ),
    vitals,
  };
  sent.views += path.length;
  await post(beacon);
  // Each conversion under the page seen before the form's ("" when the visit began on it).
  const contact = path.indexOf("/contact");
  if (contact >= 0 && random() < 0.35) {
    recordConversion("contact", undefined, path[contact - 1] ?? "");
    sent.contacts += 1;
  }
  const bilan = path.find((page) => page.startsWith("/bilan-de-competence"));
  if (bilan && random() < 0.04) {
    recordConversion("booking", undefined, bilan);
    sent.bookings += 1;
  }
}

const today = parisDay(new Date());
for (let offset = days - 1; offset >= 0; offset--) {
  const day = addDays(today, -offset);
  // Noon in Paris, whatever the season: the beacons count for that day.
  now = new Date(`${day}T11:00:00Z`);
  const count = Math.round(
    visitsPerDay * (weekday[new Date(`${day}T12:00:00Z`).getUTCDay()] ?? 1) * (0.85 + random() * 0.3),
  );
  for (let index = 0; index < count; index++) await visit();
  // Crawlers and a visitor with Global Privacy Control: answered 202, never counted.
  for (let index = 0; index < 5; index++) {
    await post(
      { device: "desktop", views: [{ path: pick(pages) }], vitals: [] },
      { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" },
    );
    sent.bots += 1;
  }
  await post({ device: "mobile", views: [{ path: "/" }], vitals: [] }, { "sec-gpc": "1" });
  sent.gpc += 1;
}
await app.close();
store.close();
console.log(
  `simulate-visits: ${days} days into ${databasePath}: ${sent.beacons} beacons (${sent.views} page views, ${sent.bots} from bots and ${sent.gpc} with Sec-GPC, not counted; ${sent.refused} refused), ${sent.contacts} messages and ${sent.bookings} bookings counted as conversions`,
);
if (sent.refused > 0) process.exitCode = 1;
