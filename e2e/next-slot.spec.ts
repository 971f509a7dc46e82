import { expect, type Page, test } from "@playwright/test";
import { bookingPage } from "../content/booking-page.ts";
import { bookingApiPath } from "../content/booking-paths.ts";
import { landingPages, landingPath } from "../content/landing-pages.ts";
import { nextSlotLine } from "../content/next-slot.ts";
import { expectNoAxeViolations } from "./axe.ts";
import {
  type BookingSite,
  bookingForm,
  bookThroughApi,
  fillDetails,
  freeSlots,
  startBookingSite,
  visitor,
} from "./booking.ts";
import { layoutShifts, pageClock } from "./layout-shifts.ts";
import { visit } from "./visit.ts";

/**
 * The « Prochain créneau libre » line of a city page against the real server
 * (its booking API, SQLite, a local SMTP server), at 1280 and 375 px: asked
 * for only as the visitor comes within a screen of the band, it shows the
 * API's earliest slot for the page's formats without moving anything, its link opens the
 * booking page on that slot, and that slot can be booked; without an answer
 * the page shows nothing and logs nothing. And the booking page's days on
 * the first of a month.
 */
test.describe.configure({ timeout: 120_000 });

let booking: BookingSite;

test.beforeAll(async () => {
  booking = await startBookingSite(test.info().parallelIndex);
});

test.afterAll(async () => {
  await booking?.stop();
});

const city = landingPages.find((page) => page.local);
if (!city?.local) throw new Error("no city page");
const cityPath = landingPath(city.slug);
const line = nextSlotLine({ office: city.local.office });
const formats = line.formats.map((format) => format.id);
const bookThisSlot = bookingPage.nextSlot.link;

interface ApiSlot {
  format: string;
  date: string;
  time: string;
  start: string;
}

/** The city page's formats' first free slots, as the API gives them now. */
async function apiNextSlots(page: Page): Promise<ApiSlot[]> {
  const query = formats.map((format) => `format=${format}`).join("&");
  const response = await page.request.get(`${booking.origin}${bookingApiPath}/next?${query}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { slots: ApiSlot[] }).slots;
}

/** The earliest of them: by instant, a tie going to the page's first format (the office). */
function earliest(slots: ApiSlot[]): ApiSlot {
  const sorted = [...slots].sort(
    (a, b) =>
      Date.parse(a.start) - Date.parse(b.start) || formats.indexOf(a.format) - formats.indexOf(b.format),
  );
  if (!sorted[0]) throw new Error("no free slot at all");
  return sorted[0];
}

/** How Intl writes the slot's day in Paris, « 1er » for the first: the test's own reading, not the site's formatter. */
function parisDay(start: string): string {
  return new Intl.DateTimeFormat("fr-FR", {
    weekday: "long",
    day: "numeric",
    month: "long",
    timeZone: "Europe/Paris",
  })
    .format(new Date(start))
    .replace(/ 1 /, " 1er ");
}

/** « 9 h 30 »: the slot's Paris time as Intl reads it, with the site's narrow no-break spaces. */
function parisTime(start: string): string {
  const [hours = "", minutes = ""] = new Intl.DateTimeFormat("fr-FR", {
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "Europe/Paris",
  })
    .format(new Date(start))
    .split(":");
  return minutes === "00" ? `${Number(hours)}\u202fh` : `${Number(hours)}\u202fh\u202f${minutes}`;
}

/**
 * Scrolls as a reader does, to where the band is half a screen below the
 * window: near enough for the line to be asked for (a screen ahead), not yet
 * in view.
 */
async function approachBand(page: Page): Promise<void> {
  await page.evaluate(() => {
    const band = document.querySelector(".cta-band");
    if (!band) throw new Error("no call-to-action band");
    const top = band.getBoundingClientRect().top + window.scrollY;
    window.scrollTo(0, top - window.innerHeight * 1.5);
  });
}

test("a city page shows the API's next free slot; its link opens the booking page on it, and it books", {
  tag: "@phone",
}, async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  const expected = earliest(await apiNextSlots(page));
  const formatName = line.formats.find((format) => format.id === expected.format)?.name ?? "";

  const asked: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes(`${bookingApiPath}/next`)) asked.push(request.url());
  });
  await visit(page, `${booking.origin}${cityPath}`);
  await page.waitForLoadState("networkidle");
  const band = page.locator(".cta-band");
  const sentence = band.locator(".cta-band__next");
  // Nothing asked, nothing shown, while the visitor is far from the band.
  expect(asked).toEqual([]);
  await expect(sentence).toHaveCount(0);
  const approached = await pageClock(page);
  await approachBand(page);
  const link = band.getByRole("link", { name: bookThisSlot });
  await expect(link).toHaveCount(1);
  expect(asked).toHaveLength(1);
  // It appeared without moving anything the visitor sees.
  expect(await layoutShifts(page, approached)).toEqual([]);
  await link.scrollIntoViewIfNeeded();
  await expect(link).toBeVisible();
  await expect(sentence).toContainText(
    `${parisDay(expected.start)} à ${parisTime(expected.start)}, ${formatName}`,
  );
  await expect(link).toHaveAttribute(
    "href",
    `/rendez-vous?format=${expected.format}&creneau=${expected.date}T${expected.time}`,
  );
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);

  // The link: the booking page, that format, that day and that hour chosen.
  await link.click();
  await expect(page).toHaveURL(/\/rendez-vous\?/);
  const form = bookingForm(page);
  await expect(form.form.locator(`input[name="format"][value="${expected.format}"]`)).toBeChecked();
  await expect(form.days.and(page.locator(`[value="${expected.date}"]`))).toBeChecked();
  await expect(form.times.and(page.locator(`[value="${expected.start}"]`))).toBeChecked();
  await expect(form.status).toContainText(`${parisDay(expected.start)} à ${parisTime(expected.start)}`);

  // Booked as it is.
  await form.interest.selectOption({ index: 1 });
  const person = visitor();
  await fillDetails(page, person);
  await form.submit.click();
  const confirmation = page.getByRole("heading", { level: 2, name: bookingPage.confirmation.title });
  await expect(confirmation).toBeFocused();
  await expect(page.getByRole("main")).toContainText(parisDay(expected.start));
  expect(await freeSlots(page, booking.origin, expected.format)).not.toContain(expected.start);
  await expect
    .poll(() => booking.smtp.received.some((mail) => mail.envelopeTo.includes(person.email)), {
      timeout: 20_000,
      message: "the visitor's confirmation",
    })
    .toBe(true);
  expect(errors).toEqual([]);
});

test("a link to a slot taken meanwhile: the booking page says so in French and shows the others", {
  tag: "@phone",
}, async ({ page }) => {
  const expected = earliest(await apiNextSlots(page));
  expect((await bookThroughApi(page, booking.origin, expected.start, expected.format)).status).toBe(201);
  await visit(
    page,
    `${booking.origin}/rendez-vous?format=${expected.format}&creneau=${expected.date}T${expected.time}`,
  );
  const form = bookingForm(page);
  await expect(form.days.first()).toBeVisible();
  await expect(form.status).toContainText(
    `Le créneau du ${parisDay(expected.start)} à ${parisTime(expected.start)} n’est plus libre`,
  );
  await expect(form.status).toContainText("créneaux libres");
  await expect(form.days.and(page.locator(":checked"))).toHaveCount(0);
  await expectNoAxeViolations(page);
});

for (const [name, answer] of [
  ["a 503", { status: 503, contentType: "application/json", body: '{"error":"unavailable"}' }],
  [
    "a static host's 404",
    { status: 404, contentType: "text/html", body: "<!DOCTYPE html><title>404</title>" },
  ],
] as const) {
  test(`the API answering ${name}: no line, no room held, no error of the page's`, async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      // The browser's own line for a failed request is not the page's: it names the status.
      if (
        message.type() === "error" &&
        !/^Failed to load resource: the server responded with a status of/.test(message.text())
      )
        errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    let asked = 0;
    await page.route("**/api/booking/next**", (route) => {
      asked++;
      return route.fulfill(answer);
    });
    await visit(page, `${booking.origin}${cityPath}`);
    const approached = await pageClock(page);
    await approachBand(page);
    await expect.poll(() => asked).toBe(1);
    await page.waitForLoadState("networkidle");
    await expect(page.locator(".cta-band__next")).toHaveCount(0);
    await expect(page.getByRole("link", { name: bookThisSlot })).toHaveCount(0);
    expect(await layoutShifts(page, approached)).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test("the API unreachable (connection refused): no line, nothing logged", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && !/^Failed to load resource: net::/.test(message.text()))
      errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await page.route("**/api/booking/next**", (route) => route.abort("connectionrefused"));
  const request = page.waitForRequest("**/api/booking/next**");
  await visit(page, `${booking.origin}${cityPath}`);
  await approachBand(page);
  await request;
  await page.waitForLoadState("networkidle");
  await expect(page.locator(".cta-band__next")).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("the booking page writes the first of a month « 1er »: tiles, week, status, confirmation", async ({
  page,
}) => {
  // Free days on Tuesday 1 December 2026 and Monday 1 March 2027, whatever today is.
  const day = (date: string, label: string, time: string) => ({
    date,
    label,
    slots: [{ start: `${date}T${time}:00+01:00`, time }],
  });
  await page.route("**/api/booking/slots**", (route) =>
    route.fulfill({
      json: {
        timeZone: "Europe/Paris",
        slotMinutes: 30,
        days: [
          day("2026-12-01", "mardi 1er décembre", "09:30"),
          day("2027-03-01", "lundi 1er mars", "14:00"),
        ],
      },
    }),
  );
  await page.route(`**${bookingApiPath}`, (route) =>
    route.fulfill({
      status: 201,
      json: {
        booking: {
          start: "2026-12-01T09:30:00+01:00",
          end: "2026-12-01T10:00:00+01:00",
          format: "telephone",
          formatLabel: "Par téléphone",
          interest: "Bilan de compétences",
          manageUrl: "/rendez-vous/gerer?jeton=1.2.x",
        },
      },
    }),
  );
  await visit(page, `${booking.origin}/rendez-vous`);
  const form = bookingForm(page);
  const first = form.days.first();
  await expect(first).toBeVisible();
  const picker = form.form.locator(".slot-picker__days");
  await expect(picker).toContainText(`${bookingPage.form.week} 30 novembre`);
  await expect(picker).toContainText(`${bookingPage.form.week} 1er mars`);
  await expect(picker.locator(".day-tile").first()).toHaveText(/mar\.\s*1er\s*déc\./);
  await expect(picker).not.toContainText(/(?:^|\D)1 (?:déc|mars)/);
  await first.check();
  await form.times.first().check();
  await expect(form.status).toContainText(`mardi 1er décembre à 9\u202fh\u202f30`);
  await form.interest.selectOption({ index: 1 });
  await fillDetails(page, visitor());
  await form.submit.click();
  await expect(page.getByRole("heading", { level: 2, name: bookingPage.confirmation.title })).toBeFocused();
  await expect(page.getByRole("main")).toContainText("mardi 1er décembre 2026");
});
