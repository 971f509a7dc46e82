/**
 * Simulates a week of visits (or --days n) so that `npm run stats` and its
 * HTML report have something real-looking to show (decision 029). Every
 * visit goes through the server's real endpoints, in process with Fastify's
 * inject(), with a clock set to each simulated day (a running server would
 * count everything today): its beacons through the audience endpoint
 * (server/analytics/plugin.ts: validation, bots, Sec-GPC, rate limit, store),
 * as the browser's script sends them (app/audience/measure.ts: one per page
 * load, the arrival with its referrer, the visit's entry page with its first
 * view of the booking page); its messages through the contact relay
 * (multipart, as the form posts them) and its bookings through the booking
 * API (a free slot it lists), each with the page seen before the form and the
 * visit's entry page, so that the relay and the booking count the
 * conversions as they do in production. Some bots and GPC visits are sent
 * too, and must not count.
 *
 *   npm run simulate-visits                          7 days into the state directory's audience.sqlite
 *                                                    (DATA_DIR, default var/), where npm run stats reads
 *   npm run simulate-visits -- --days 14 --visits 200 --seed 7 --database /tmp/audience.sqlite
 *
 * The messages and the bookings go to a throwaway inbox in a temporary
 * folder, deleted at the end: only the audience's counts stay. The figures
 * are made up (seeded, so reproducible): never run it against the production
 * database.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import Fastify from "fastify";
import { stateDirectoryFrom, stateFiles } from "../config/server.ts";
import { bookingPagePath } from "../content/booking-paths.ts";
import { interestOptions } from "../content/contact.ts";
import { pagePaths } from "../content/routes-data.ts";
import { site } from "../content/site.ts";
import { analyticsPlugin, conversionRecorder } from "../server/analytics/plugin.ts";
import { AudienceStore, addDays, parisDay } from "../server/analytics/store.ts";
import { bookingPlugin, createBooking } from "../server/booking/plugin.ts";
import { relayPlugin } from "../server/relay/plugin.ts";
import { AUDIENCE_PATH, type Beacon } from "../shared/audience.ts";
import { CONVERSION_ENTRY_FIELD, CONVERSION_FROM_FIELD, RELAY_PATH } from "../shared/contact-validation.ts";

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
const isCity = (page: string) =>
  /^\/bilan-de-competence\/bilan-de-competence-[a-z-]+$/.test(page) &&
  !/CPF|Apec|en-ligne|reconversion/.test(page);
/** How often a visit lands on a page (search engines, links, bookmarks). */
const landingWeight = (page: string): number => {
  if (page === "/") return 26;
  if (page === "/bilan-de-competence") return 20;
  if (isCity(page)) return 5;
  if (page.startsWith("/bilan-de-competence/")) return 4;
  if (page === "/contact") return 6;
  if (["/vae", "/outplacement", "/coaching"].includes(page)) return 7;
  if (page.startsWith("/blog/")) return 3;
  if (page === bookingPagePath) return 2;
  if (page === "/contact/merci" || page === "/home") return 0;
  return 1.2;
};
/** How often a page is the next one, once on the site. */
const nextWeight = (page: string): number =>
  page === bookingPagePath || page === "/contact" ? 0 : page === "/" ? 8 : landingWeight(page);
/** The share of the visits landing on a page that go on to the booking page. */
const bookingPull = (page: string): number => {
  if (page === bookingPagePath) return 1;
  if (isCity(page)) return 0.3;
  if (page.startsWith("/bilan-de-competence")) return 0.2;
  if (page === "/") return 0.12;
  if (["/vae", "/outplacement", "/coaching"].includes(page)) return 0.1;
  if (page.startsWith("/blog")) return 0.03;
  return 0.05;
};
const landings = pagePaths
  .map((page) => [page, landingWeight(page)] as const)
  .filter(([, weight]) => weight > 0);
const nexts = pagePaths.map((page) => [page, nextWeight(page)] as const).filter(([, weight]) => weight > 0);
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
const FIRST_NAMES = ["Claire", "Karim", "Sophie", "Julien", "Nadia", "Thomas", "Inès", "Marc"];
const LAST_NAMES = ["Martin", "Benali", "Durand", "Lefèvre", "Nguyen", "Moreau", "Diallo", "Petit"];

const store = AudienceStore.open(databasePath);
// The messages and bookings of the simulation: a throwaway inbox.
const inbox = mkdtempSync(path.join(tmpdir(), "simulate-visits-"));
const inboxPath = path.join(inbox, "inbox.sqlite");
let now = new Date();
const clock = () => now;
const quiet = { info: () => undefined, error: (message: string) => console.error(message) };
const siteUrl = "https://www.cap-parcours.example";
const recordConversion = conversionRecorder(store, clock, quiet);
const app = Fastify();
await app.register(analyticsPlugin, { databasePath, store, now: clock, siteUrl, rateLimit: 0, log: quiet });
await app.register(relayPlugin, {
  databasePath: inboxPath,
  now: clock,
  rateLimit: 0,
  log: quiet,
  recordConversion,
});
const bookingOptions = {
  databasePath: inboxPath,
  secret: randomBytes(32).toString("base64"),
  siteUrl,
  rateLimit: 0,
  now: clock,
  log: quiet,
  onStored: (_booking: unknown, request: Parameters<typeof recordConversion>[1]) =>
    recordConversion("booking", request),
};
await app.register(bookingPlugin, { ...bookingOptions, booking: createBooking(bookingOptions) });
await app.ready();

const sent = { beacons: 0, views: 0, bots: 0, gpc: 0, refused: 0, contacts: 0, bookings: 0, reached: 0 };

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
    console.error(`simulate-visits: beacon ${response.statusCode} ${response.body}`);
  }
}

function person() {
  const firstName = FIRST_NAMES[Math.floor(random() * FIRST_NAMES.length)] ?? "Claire";
  const lastName = LAST_NAMES[Math.floor(random() * LAST_NAMES.length)] ?? "Martin";
  const email = `${firstName}.${lastName}@exemple.fr`
    .normalize("NFD")
    .replace(/[^\w.@]/g, "")
    .toLowerCase();
  return { firstName, lastName, email, phone: "06 12 34 56 78" };
}

/** The audience's fields of a conversion's request, as the forms send them (app/lib/previous-page.ts). */
function audienceFields(from: string, entry: string | undefined): Record<string, string> {
  return { [CONVERSION_FROM_FIELD]: from, ...(entry !== undefined && { [CONVERSION_ENTRY_FIELD]: entry }) };
}

/** A message through the relay, as the contact form posts it (multipart, with the EmailJS keys). */
async function sendMessage(from: string, entry: string | undefined): Promise<void> {
  const fields: Record<string, string> = {
    whom: random() < 0.85 ? "particulier" : "entreprise",
    ...person(),
    interest: pick(interestOptions.map((option, index) => [option, index === 0 ? 6 : 1] as const)),
    message: "Bonjour, je voudrais en savoir plus.",
    website: "",
    lib_version: "4.4.1",
    service_id: site.relay.serviceId,
    template_id: site.relay.templateId,
    user_id: site.relay.publicKey,
    ...audienceFields(from, entry),
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const request = new Request("http://relay.test/", { method: "POST", body: form });
  const response = await app.inject({
    method: "POST",
    url: RELAY_PATH,
    headers: { "content-type": request.headers.get("content-type") ?? "", "user-agent": BROWSER },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  if (response.statusCode === 200) sent.contacts += 1;
  else console.error(`simulate-visits: message ${response.statusCode} ${response.body}`);
}

/** A booking through the booking API: a free slot of a format it lists, as the booking page does. */
async function book(from: string, entry: string | undefined): Promise<void> {
  const format = pick([
    ["telephone", 5],
    ["visio", 3],
    ["bureau-head", 2],
  ] as const);
  const listed = await app.inject({ url: `/api/booking/slots?format=${format}` });
  const slots =
    (listed.json() as { days?: { slots: { start: string }[] }[] }).days?.flatMap((day) => day.slots) ?? [];
  // Most take one of the first days offered.
  const slot = slots[Math.floor(random() ** 2 * Math.min(slots.length, 40))];
  if (!slot) return;
  const response = await app.inject({
    method: "POST",
    url: "/api/booking",
    headers: { "user-agent": BROWSER },
    payload: {
      format,
      interest: interestOptions[0],
      start: slot.start,
      ...person(),
      message: "",
      website: "",
      ...audienceFields(from, entry),
    },
  });
  if (response.statusCode === 201) sent.bookings += 1;
  else console.error(`simulate-visits: booking ${response.statusCode} ${response.body}`);
}

/**
 * One visit, as the browser's script reports it: page loads (a link of the
 * site usually navigates within the page load, sometimes loads a new one),
 * one beacon each; the first says it is an arrival, with its referrer and
 * the landing page's vitals; the visit's first view of the booking page
 * carries its entry page. Then maybe a booking, or a message.
 */
async function visit(): Promise<void> {
  const device = random() < 0.62 ? "mobile" : "desktop";
  const slow = device === "mobile" ? 1.6 : 1;
  const landing =
    random() < 0.03 ? (missing[Math.floor(random() * missing.length)] as string) : pick(landings);
  const notFound = !known.has(landing);
  // The entry page the tab keeps: none when the visit lands on a page « introuvable ».
  const entry = notFound ? undefined : landing;
  const pages = [landing];
  for (let more = Math.floor(logNormal(1.2, 1.8)); more > 0 && pages.length < 6; more--)
    pages.push(pick(nexts));
  const toBooking = landing !== bookingPagePath && random() < bookingPull(notFound ? "/" : landing);
  if (toBooking) pages.splice(1 + Math.floor(random() * pages.length), 0, bookingPagePath);
  const toContact = !pages.includes("/contact") && random() < 0.1;
  if (toContact) pages.push("/contact");

  // Page loads: a new one at 1 in 4 links (a link in an article, a new address typed).
  const loads: string[][] = [[]];
  pages.forEach((page, index) => {
    if (index > 0 && random() < 0.25) loads.push([]);
    loads.at(-1)?.push(page);
  });
  const referrer = pick(referrers);
  let reachedBooking = false;
  for (const [index, load] of loads.entries()) {
    const first = load[0] as string;
    const beacon: Beacon = {
      device,
      ...(index === 0 && { entry: true as const, ...(referrer && { referrer }) }),
      views: load.map((page, at) =>
        index === 0 && at === 0 && notFound ? { path: page, notFound: true } : { path: page },
      ),
      vitals:
        index === 0 && notFound
          ? []
          : [
              { path: first, metric: "LCP", value: logNormal(900 * slow, 1.45) },
              { path: first, metric: "CLS", value: random() < 0.8 ? 0 : logNormal(0.03, 2.2) },
              ...(random() < 0.7
                ? [{ path: first, metric: "INP" as const, value: logNormal(72 * slow, 1.7) }]
                : []),
            ],
    };
    if (entry !== undefined && !reachedBooking && load.includes(bookingPagePath)) {
      beacon.entryPage = entry;
      reachedBooking = true;
      sent.reached += 1;
    }
    sent.views += load.length;
    await post(beacon);
  }
  // The page shown before a form's ("" when the visit began on it), and the visit's entry page.
  const before = (page: string) => {
    const at = pages.indexOf(page);
    return at > 0 ? (pages[at - 1] as string) : "";
  };
  if (pages.includes(bookingPagePath) && random() < 0.22) await book(before(bookingPagePath), entry);
  if (toContact && random() < 0.35) await sendMessage(before("/contact"), entry);
  else if (landing === "/contact" && random() < 0.3) await sendMessage("", entry);
}

const today = parisDay(new Date());
try {
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
        { device: "desktop", views: [{ path: pick(landings) }], vitals: [] },
        { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" },
      );
      sent.bots += 1;
    }
    await post({ device: "mobile", entry: true, views: [{ path: "/" }], vitals: [] }, { "sec-gpc": "1" });
    sent.gpc += 1;
  }
} finally {
  await app.close();
  store.close();
  rmSync(inbox, { recursive: true, force: true });
}
console.log(
  `simulate-visits: ${days} days into ${databasePath}: ${sent.beacons} beacons (${sent.views} page views, ${sent.reached} visits reaching the booking page, ${sent.bots} from bots and ${sent.gpc} with Sec-GPC, not counted; ${sent.refused} refused), ${sent.contacts} messages through the relay and ${sent.bookings} bookings through the booking API`,
);
if (sent.refused > 0) process.exitCode = 1;
