/**
 * The audience measurement, end to end (decision 029): real pages in
 * Chromium, the real measurement script, beacons to the real server, counts
 * read from its audience database. Each worker runs its own server (its own
 * databases): the counts it checks are its own. Desktop and mobile count
 * apart (the device class), so both projects can share a worker's server.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type BrowserContextOptions, expect, type Page, test } from "@playwright/test";
import { stateFiles } from "../config/server.ts";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../scripts/chromium.ts";
import { type ServerProcess, startServer } from "../scripts/lib/server-process.ts";
import { AudienceStore, parisDay } from "../server/analytics/store.ts";
import { AUDIENCE_OPT_OUT_KEY, AUDIENCE_PATH, type DeviceClass } from "../shared/audience.ts";
import { CONVERSION_ENTRY_FIELD, CONVERSION_FROM_FIELD } from "../shared/contact-validation.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { bookingForm, fillDetails, visitor } from "./booking.ts";
import { fields, fillForm, RELAY_PATH, validInput } from "./contact-form.ts";

/**
 * A browser's own User-Agent: a beacon sent as a page unloads carries the
 * browser's, not the one a test context sets, and headless Chromium's says
 * "HeadlessChrome", which the server rightly drops as a bot.
 */
const BROWSER_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";
test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS, `--user-agent=${BROWSER_AGENT}`],
  },
});

let directory: string;
let server: ServerProcess;
let audiencePath: string;

test.beforeAll(async () => {
  directory = mkdtempSync(path.join(tmpdir(), "audience-e2e-"));
  audiencePath = stateFiles(directory).audience;
  const base = Number(process.env.E2E_PORT);
  server = await startServer({
    // Beside the suite's own server when E2E_PORT is set (one more port per worker), else any free port.
    ...(Number.isInteger(base) &&
      base > 0 && { port: base + 1 + Number(process.env.TEST_PARALLEL_INDEX ?? 0) }),
    env: {
      DATA_DIR: directory,
      RELAY_RATE_LIMIT: "0",
      AUDIENCE_RATE_LIMIT: "0",
    },
  });
});

test.afterAll(async () => {
  await server?.stop();
  if (directory) rmSync(directory, { recursive: true, force: true });
});

function read<T>(query: (store: AudienceStore, day: { from: string; to: string }) => T): T {
  const store = AudienceStore.open(audiencePath, { mustExist: true });
  const day = parisDay(new Date());
  try {
    return query(store, { from: day, to: day });
  } finally {
    store.close();
  }
}

const viewsOf = (pagePath: string, device: DeviceClass) =>
  read(
    (store, day) =>
      store.views(day).find((row) => row.path === pagePath && row.device === device)?.views ?? 0,
  );

const deviceOf = (projectName: string): DeviceClass => (projectName === "mobile" ? "mobile" : "desktop");

/** app/audience/measure.ts ENTRY_KEY (that module imports web-vitals, for the browser only). */
const ENTRY_KEY = "audience-entry";

/** What the measurement keeps for the tab (sessionStorage): the visit's entry page, if any. */
function kept(page: Page): Promise<unknown[]> {
  return page.evaluate((key) => {
    const value = sessionStorage.getItem(key);
    return value === null ? [] : [JSON.parse(value)];
  }, ENTRY_KEY);
}

/** Opens a page, waits until the measurement runs, and leaves it (the beacon goes out as it is hidden). */
async function visit(page: Page, pagePath: string, options: { referer?: string } = {}): Promise<void> {
  await page.bringToFront();
  await page.goto(`${server.url}${pagePath}`, options);
  await page.locator("html[data-audience='on']").waitFor({ state: "attached", timeout: 15_000 });
}

/** Leaves the page for real: the beacon goes out as it unloads. */
async function leave(page: Page): Promise<void> {
  await page.goto("about:blank");
}

/**
 * Hides the page without leaving it (as a switch of tab does): the beacon
 * goes out from the live page, with the context's own User-Agent and headers.
 */
async function hide(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
    document.dispatchEvent(new Event("visibilitychange"));
  });
}

/** A visit in a fresh context whose count is awaited: once it is there, any beacon sent before it was counted too. */
async function controlVisit(
  browser: import("@playwright/test").Browser,
  contextOptions: BrowserContextOptions,
  pagePath: string,
  device: DeviceClass,
): Promise<void> {
  const context = await browser.newContext(contextOptions);
  const page = await context.newPage();
  const before = viewsOf(pagePath, device);
  await visit(page, pagePath);
  await leave(page);
  await expect.poll(() => viewsOf(pagePath, device), { timeout: 15_000 }).toBe(before + 1);
  await context.close();
}

/** Waits until the page's measurement has started (app/audience/measure.ts marks <html data-audience="on">). */
async function measured(page: Page): Promise<void> {
  await page.locator("html[data-audience=on]").waitFor({ state: "attached" });
}

test(
  "pages visited are counted, with the referring site's domain and the vitals, and nothing but the visit's entry page is kept",
  { tag: "@phone" },
  async ({ page }, testInfo) => {
    const device = deviceOf(testInfo.project.name);
    const beacons: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === AUDIENCE_PATH) beacons.push(request.postData() ?? "");
    });

    const arrivals = () => read((store, day) => store.arrivals(day).reduce((sum, row) => sum + row.count, 0));
    const before = {
      arrivals: arrivals(),
      vae: viewsOf("/vae", device),
      legal: viewsOf("/mentions-legales", device),
      accessibility: viewsOf("/accessibilite", device),
    };
    await visit(page, "/vae", { referer: "https://www.qwant.com/?q=vae+melun" });
    // Chromium gives no LCP to a page that was hidden before it painted (a headless window can be).
    const hiddenEarly = await page.evaluate(() =>
      performance.getEntriesByType("visibility-state").some((entry) => entry.name === "hidden"),
    );
    // Each page is a document of its own, measured once it has loaded the measurement.
    // Real clicks: web-vitals finalizes the LCP on a trusted input.
    await measured(page);
    await page.locator("footer a[href='/mentions-legales']").click();
    await expect(page).toHaveURL(/\/mentions-legales$/);
    await measured(page);
    await page.locator("footer a[href='/accessibilite']").click();
    await expect(page).toHaveURL(/\/accessibilite$/);
    await measured(page);

    expect(await page.evaluate(() => document.cookie)).toBe("");
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    // For the tab only: the page the visit entered the site on, nothing else of the measurement.
    expect(await kept(page)).toEqual([{ page: "/vae" }]);
    expect(
      await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith("audience"))),
    ).toEqual([ENTRY_KEY]);
    // Each page sends its beacon as it is left (the browser does not show those to the test:
    // the server's counts below do); the last one, hidden (a switch of tab), too; leaving it
    // then sends nothing already sent.
    await hide(page);
    await expect.poll(() => beacons.length).toBe(1);
    await leave(page);

    await expect
      .poll(() => viewsOf("/accessibilite", device), { timeout: 15_000 })
      .toBe(before.accessibility + 1);
    expect(viewsOf("/vae", device)).toBe(before.vae + 1);
    expect(viewsOf("/mentions-legales", device)).toBe(before.legal + 1);
    expect(
      read((store, day) => store.referrers(day).find((row) => row.domain === "qwant.com")?.views),
    ).toBeGreaterThanOrEqual(1);
    // The vitals belong to the page loaded: LCP and CLS are reported when it is hidden.
    const metrics = () =>
      read((store, day) =>
        store
          .vitals(day)
          .filter((row) => row.path === "/vae")
          .map((row) => row.metric),
      );
    await expect
      .poll(metrics, { timeout: 15_000 })
      .toEqual(expect.arrayContaining(hiddenEarly ? ["CLS"] : ["LCP", "CLS"]));
    // The last page's beacon: its path and the device class, no identifier, no address, no time;
    // reached by a link, it is no arrival.
    const sent = JSON.parse(beacons[0] ?? "{}");
    expect(Object.keys(sent).sort()).toEqual(["device", "views", "vitals"]);
    expect(sent.views).toEqual([{ path: "/accessibilite" }]);
    expect(sent.device).toBe(device);
    // The first page, loaded from another site, was one (a visit began).
    expect(arrivals()).toBeGreaterThan(before.arrivals);
    // No cookie, from any response of the visit.
    expect(await page.context().cookies()).toEqual([]);
  },
);

test("a page not found is counted as a 404 with its path, an unknown podcast too", async ({
  page,
}, testInfo) => {
  const device = deviceOf(testInfo.project.name);
  const response = await page.goto(`${server.url}/ancienne-page-${device}`);
  expect(response?.status()).toBe(404);
  await page.locator("html[data-audience='on']").waitFor({ state: "attached", timeout: 15_000 });
  await leave(page);
  await visit(page, `/blog/podcasts/episode-inconnu-${device}`);
  await leave(page);
  const notFound = () => read((store, day) => store.notFound(day).map((row) => row.path));
  await expect
    .poll(notFound, { timeout: 15_000 })
    .toEqual(
      expect.arrayContaining([`/ancienne-page-${device}`, `/blog/podcasts/episode-inconnu-${device}`]),
    );
  expect(viewsOf(`/ancienne-page-${device}`, device)).toBe(0);
});

test(
  "the opt-out of the privacy page stops the measurement from the next page on, and can be undone",
  { tag: "@phone" },
  async ({ page, browser }, testInfo) => {
    const device = deviceOf(testInfo.project.name);
    const before = {
      coaching: viewsOf("/coaching", device),
      privacy: viewsOf("/politique-de-confidentialite", device),
    };
    await page.goto(`${server.url}/politique-de-confidentialite`);
    await page.locator("html[data-ready]").waitFor({ state: "attached" });
    const button = page.getByRole("button", { name: "Ne plus mesurer mes visites" });
    await expect(button).toHaveAttribute("aria-pressed", "false");
    await expect(page.getByRole("status").filter({ hasText: "mesure d’audience est active" })).toBeVisible();
    await expectNoAxeViolations(page);
    await button.click();
    await expect(button).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("status").filter({ hasText: "Vous vous êtes opposé" })).toBeVisible();
    // The one key the measurement may store, and only now.
    expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([AUDIENCE_OPT_OUT_KEY]);

    const requests: string[] = [];
    page.on("request", (request) => requests.push(new URL(request.url()).pathname));
    await page.goto(`${server.url}/coaching`);
    await page.locator("html[data-audience='off']").waitFor({ state: "attached", timeout: 15_000 });
    // The visit's entry page went with the objection, as the privacy page was left.
    expect(await kept(page)).toEqual([]);
    await leave(page);
    expect(
      requests.filter((url) => url === AUDIENCE_PATH || /\/(measure|web-vitals)-[\w-]+\.js$/.test(url)),
    ).toEqual([]);

    await controlVisit(browser, {}, "/outplacement", device);
    expect(viewsOf("/coaching", device)).toBe(before.coaching);
    expect(viewsOf("/politique-de-confidentialite", device)).toBe(before.privacy);

    // Undone: the key is gone, the next pages are counted.
    await page.goto(`${server.url}/politique-de-confidentialite`);
    await page.locator("html[data-ready]").waitFor({ state: "attached" });
    await page.getByRole("button", { name: "Ne plus mesurer mes visites" }).click();
    await expect(page.getByRole("button", { name: "Ne plus mesurer mes visites" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    const coaching = viewsOf("/coaching", device);
    await visit(page, "/coaching");
    await leave(page);
    await expect.poll(() => viewsOf("/coaching", device), { timeout: 15_000 }).toBe(coaching + 1);
  },
);

test("with Global Privacy Control, nothing is recorded: no script in the browser, no count on the server", async ({
  browser,
}, testInfo) => {
  const device = deviceOf(testInfo.project.name);
  const viewport = testInfo.project.use.viewport ?? null;
  const before = {
    signal: viewsOf("/psychologie_du_travail", device),
    header: viewsOf("/ingenierie_formation", device),
  };

  // A browser that exposes navigator.globalPrivacyControl: the script never loads.
  const withSignal = await browser.newContext({ viewport });
  await withSignal.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }),
  );
  const page = await withSignal.newPage();
  const requests: string[] = [];
  page.on("request", (request) => requests.push(new URL(request.url()).pathname));
  await page.goto(`${server.url}/psychologie_du_travail`);
  await page.locator("html[data-audience='off']").waitFor({ state: "attached", timeout: 15_000 });
  await leave(page);
  expect(
    requests.filter((url) => url === AUDIENCE_PATH || /\/(measure|web-vitals)-[\w-]+\.js$/.test(url)),
  ).toEqual([]);
  await withSignal.close();

  // A browser that only sends the header (Sec-GPC: 1): the server drops its beacon.
  const withHeader = await browser.newContext({ viewport, extraHTTPHeaders: { "Sec-GPC": "1" } });
  const headerPage = await withHeader.newPage();
  const beacons: (string | undefined)[] = [];
  headerPage.on("request", async (request) => {
    if (new URL(request.url()).pathname === AUDIENCE_PATH)
      beacons.push((await request.allHeaders())["sec-gpc"]);
  });
  await visit(headerPage, "/ingenierie_formation");
  await hide(headerPage);
  await expect.poll(() => beacons.length).toBe(1);
  await withHeader.close();

  await controlVisit(browser, { viewport }, "/handicap", device);
  expect(beacons).toEqual(["1"]);
  expect(viewsOf("/psychologie_du_travail", device)).toBe(before.signal);
  expect(viewsOf("/ingenierie_formation", device)).toBe(before.header);
});

test("a bot is not counted", async ({ browser }, testInfo) => {
  const device = deviceOf(testInfo.project.name);
  const viewport = testInfo.project.use.viewport ?? null;
  const before = viewsOf("/orientation_des_jeunes", device);
  const bot = await browser.newContext({
    viewport,
    userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/142.0",
  });
  const page = await bot.newPage();
  let beacons = 0;
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === AUDIENCE_PATH) beacons += 1;
  });
  await visit(page, "/orientation_des_jeunes");
  await hide(page);
  await expect.poll(() => beacons).toBe(1);
  await bot.close();
  await controlVisit(browser, { viewport }, "/certification-qualite", device);
  expect(beacons).toBe(1);
  expect(viewsOf("/orientation_des_jeunes", device)).toBe(before);
});

test("a contact message stored counts as a conversion", async ({ page }) => {
  const contacts = () =>
    read((store, day) => store.conversions(day).find((row) => row.kind === "contact")?.count ?? 0);
  const before = contacts();
  await page.goto(`${server.url}/contact`);
  await page.locator("html[data-ready]").waitFor({ state: "attached" });
  await fillForm(page, validInput());
  await fields(page).submit.click();
  await expect(page.getByRole("heading", { name: "Merci, votre message a bien été envoyé." })).toBeVisible();
  await expect.poll(contacts, { timeout: 10_000 }).toBe(before + 1);
});

test("a message carries the page seen before the form's and the visit's entry page, for the counts of conversions", async ({
  page,
}) => {
  const posted: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === RELAY_PATH) posted.push(request.postData() ?? "");
  });
  const field = (name: string) => (body: string | undefined) =>
    body?.match(new RegExp(`name="${name}"\r\n\r\n([^\r]*)\r\n`))?.[1];
  const sentFrom = field(CONVERSION_FROM_FIELD);
  const sentEntry = field(CONVERSION_ENTRY_FIELD);
  const send = async () => {
    await fillForm(page, validInput());
    await fields(page).submit.click();
    await expect(
      page.getByRole("heading", { name: "Merci, votre message a bien été envoyé." }),
    ).toBeVisible();
  };
  // Arrived on the form's page: no page before it; the visit entered the site there.
  await visit(page, "/contact");
  await measured(page);
  await send();
  expect(sentFrom(posted[0])).toBe("");
  expect(sentEntry(posted[0])).toBe("/contact");
  // From a page of the site, by one of its links: that page's path, nothing else; the visit entered on it.
  await visit(page, "/vae");
  await measured(page);
  await page.locator("main a[href='/contact']").first().click();
  await expect(page).toHaveURL(/\/contact$/);
  await page.locator("html[data-ready]").waitFor({ state: "attached" });
  await send();
  expect(sentFrom(posted[1])).toBe("/vae");
  expect(sentEntry(posted[1])).toBe("/vae");
  // The form on the page holds no such field once sent.
  await expect(page.locator(`input[name="${CONVERSION_FROM_FIELD}"]`)).toHaveCount(0);
  await expect(page.locator(`input[name="${CONVERSION_ENTRY_FIELD}"]`)).toHaveCount(0);
});

test("a visit landing on a city page, going to the booking page and booking counts once in each stage, under that page", async ({
  page,
}) => {
  // The funnel has no device class: it runs once, at 1280 px (the journey does not depend on the width).
  const city = "/bilan-de-competence/bilan-de-competence-melun";
  const stages = () =>
    read((store, day) =>
      Object.fromEntries(
        store
          .funnel(day)
          .filter((row) => row.entry === city)
          .map((row) => [row.stage, row.count]),
      ),
    );
  const before = stages();
  const posted: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/booking") posted.push(request.postData() ?? "");
  });

  // From a search engine to the city page, then its link to the booking page.
  await visit(page, city, { referer: "https://www.google.com/" });
  await measured(page);
  await page.locator("main a[href='/rendez-vous']").first().click();
  await expect(page).toHaveURL(/\/rendez-vous$/);
  await measured(page);
  // The booking page once more, by a full page load from the site (a link in an article): the same visit.
  await page.goto(`${server.url}/rendez-vous`, { referer: `${server.url}${city}` });
  await page.locator("html[data-audience='on']").waitFor({ state: "attached", timeout: 15_000 });
  expect(await kept(page)).toEqual([{ page: city, booking: true }]);

  const form = bookingForm(page);
  await expect(form.days.first()).toBeVisible();
  await form.interest.selectOption("Bilan de compétences");
  await form.days.first().check();
  await form.times.first().check();
  await fillDetails(page, visitor());
  await form.submit.click();
  await expect(page.getByRole("heading", { level: 2, name: "Votre rendez-vous est réservé." })).toBeVisible();
  expect(JSON.parse(posted[0] ?? "{}")[CONVERSION_ENTRY_FIELD]).toBe(city);
  await leave(page);

  await expect.poll(stages, { timeout: 15_000 }).toEqual({
    visit: (before.visit ?? 0) + 1,
    "booking-page": (before["booking-page"] ?? 0) + 1,
    booking: (before.booking ?? 0) + 1,
    ...(before.contact !== undefined && { contact: before.contact }),
  });
});
