import { expect, type Page, test } from "@playwright/test";
import { site } from "../content/site.ts";
import { parseInvitation } from "../server/booking/testing.ts";
import { parseMail } from "../server/relay/testing.ts";
import { VALIDATION_MESSAGES } from "../shared/contact-validation.ts";
import { expectNoAxeViolations } from "./axe.ts";
import {
  type BookingSite,
  bookingForm,
  bookThroughApi,
  FIRM_MAILBOX,
  fillDetails,
  freeSlots,
  openBooking,
  slotOf,
  startBookingSite,
  visitor,
} from "./booking.ts";
import { visit } from "./visit.ts";

/**
 * The booking page against the real server (its API, SQLite, e-mails through
 * a local SMTP server), at 1280 and 375 px. Each worker has its own server.
 */
test.describe.configure({ timeout: 120_000 });

let booking: BookingSite;

test.beforeAll(async () => {
  booking = await startBookingSite(test.info().parallelIndex);
});

test.afterAll(async () => {
  await booking?.stop();
});

/** Axe on the page as it is, from the top of the page once a frame has shown it there. */
async function expectAccessible(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        window.scrollTo(0, 0);
        requestAnimationFrame(() => requestAnimationFrame(resolve));
      }),
  );
  await expectNoAxeViolations(page);
}

/** The .ics attached to a mail, read back by ical.js. */
async function invitationOf(raw: string) {
  const mail = await parseMail(raw);
  const ics = mail.attachments.find((attachment) => attachment.filename === "rendez-vous.ics");
  expect(ics, "the mail carries rendez-vous.ics").toBeDefined();
  const text = typeof ics?.content === "string" ? ics.content : new TextDecoder().decode(ics?.content);
  return { mail, invitation: parseInvitation(text) };
}

/** "2026-11-26T08:30:00+01:00" → "2026-11-26T08:30:00" and 3600: the Paris wall clock and offset. */
function wallClock(start: string): { local: string; offset: number } {
  const [, local = "", sign = "+", hours = "0", minutes = "0"] =
    /^(.{19})([+-])(\d{2}):(\d{2})$/.exec(start) ?? [];
  return { local, offset: (sign === "-" ? -1 : 1) * (Number(hours) * 3600 + Number(minutes) * 60) };
}

/** Waits until the free days of the chosen format are there. */
async function slotsShown(page: Page): Promise<void> {
  await expect(page.locator(".day-grid--loading")).toHaveCount(0);
  await expect(bookingForm(page).days.first()).toBeVisible();
}

/** Chooses the day at `dayIndex` and its hour at `timeIndex`; returns the slot's start. */
async function chooseSlot(page: Page, dayIndex = 0, timeIndex = 0): Promise<string> {
  const form = bookingForm(page);
  await form.days.nth(dayIndex).check();
  const time = form.times.nth(timeIndex);
  await time.check();
  return slotOf(time);
}

test("a visitor books a slot, both mails carry the .ics at the Paris time, and the manage link cancels it", {
  tag: "@phone",
}, async ({ page }) => {
  await openBooking(page, booking.origin);
  const form = bookingForm(page);
  await expect(form.status).toContainText(/jours? (?:a|ont) des créneaux libres/);
  await expectAccessible(page);

  await form.format("En visioconférence").check();
  await slotsShown(page);
  await form.interest.selectOption("Bilan de compétences");
  const start = await chooseSlot(page, 1, 2);
  await expect(form.status).toContainText("Créneau choisi");
  const person = visitor();
  await fillDetails(page, person);
  await form.submit.click();

  const confirmation = page.getByRole("heading", { level: 2, name: "Votre rendez-vous est réservé." });
  await expect(confirmation).toBeFocused();
  const main = page.getByRole("main");
  await expect(main).toContainText("En visioconférence");
  await expect(main).toContainText(person.email);
  await expect(main).toContainText("invitation");
  await expect(main).toContainText("annuler ou déplacer");
  await expectAccessible(page);

  // Both mails, each with an invitation at the chosen Paris wall-clock time.
  const toVisitor = () => booking.smtp.received.find((mail) => mail.envelopeTo.includes(person.email));
  const toFirm = () =>
    booking.smtp.received.find(
      (mail) => mail.envelopeTo.includes(FIRM_MAILBOX) && mail.raw.includes(person.email),
    );
  await expect
    .poll(() => Boolean(toVisitor() && toFirm()), { timeout: 20_000, message: "a mail to each" })
    .toBe(true);
  const { local, offset } = wallClock(start);
  for (const raw of [toVisitor()?.raw ?? "", toFirm()?.raw ?? ""]) {
    const { invitation } = await invitationOf(raw);
    expect(invitation).toMatchObject({
      method: "REQUEST",
      zone: "Europe/Paris",
      localStart: local,
      utcOffset: offset,
      start: new Date(start).toISOString(),
    });
  }
  const { mail } = await invitationOf(toVisitor()?.raw ?? "");
  const manage = /(\/rendez-vous\/gerer\?jeton=[\w.-]+)/.exec(mail.text ?? "")?.[1];
  expect(manage, "the visitor's mail holds the manage link").toBeTruthy();
  expect(await freeSlots(page, booking.origin, "visio")).not.toContain(start);

  // Cancelled through the link: the slot is free again.
  await page.goto(`${booking.origin}${manage}`);
  await page.getByRole("button", { name: "Annuler ce rendez-vous" }).click();
  await expect(page.getByRole("main")).toContainText("Votre rendez-vous est annulé");
  expect(await freeSlots(page, booking.origin, "visio")).toContain(start);
});

test("a slot taken in the meantime: a clear message, fresh slots, nothing typed lost", {
  tag: "@phone",
}, async ({ page }) => {
  await openBooking(page, booking.origin);
  const form = bookingForm(page);
  const start = await chooseSlot(page, 2, 1);
  const person = visitor();
  await fillDetails(page, person);
  // Someone else books it between loading and submitting.
  expect((await bookThroughApi(page, booking.origin, start)).status).toBe(201);
  await form.submit.click();

  const notice = page.getByText("Ce créneau vient d’être réservé par une autre personne.");
  await expect(notice).toBeVisible();
  await expect(notice.locator("..")).toBeFocused();
  await expect(form.days.first()).toBeVisible();
  await expect(form.form.locator(`input[value="${start}"]`)).toHaveCount(0);
  await expect(form.lastName).toHaveValue(person.lastName);
  await expect(form.email).toHaveValue(person.email);
  await expect(form.message).toHaveValue(person.message);
  await expectAccessible(page);

  // Another slot goes through, with the same details.
  await chooseSlot(page, 2, 1);
  await form.submit.click();
  await expect(page.getByRole("heading", { name: "Votre rendez-vous est réservé." })).toBeVisible();
});

test("missing slot and invalid details: the error summary, the messages, the focus on the first one", {
  tag: "@phone",
}, async ({ page }) => {
  await openBooking(page, booking.origin);
  const form = bookingForm(page);
  await form.email.fill("pas-une-adresse");
  await form.submit.click();

  const summary = page.locator(".form-summary");
  await expect(summary).toContainText("Le formulaire contient 5 erreurs");
  await expect(summary).toContainText("Choisissez un jour et une heure");
  await expect(summary).toContainText(VALIDATION_MESSAGES.email);
  await expect(form.days.first()).toBeFocused();
  await expect(form.email).toHaveAttribute("aria-invalid", "true");
  await expect(form.email).toHaveValue("pas-une-adresse");
  await expectAccessible(page);

  await chooseSlot(page);
  await form.submit.click();
  await expect(summary).toContainText("Le formulaire contient 4 erreurs");
  await expect(form.lastName).toBeFocused();
});

test("the whole journey with the keyboard alone", async ({ page }) => {
  await openBooking(page, booking.origin);
  const form = bookingForm(page);
  // From the first format, through the form in tab order.
  await form.format("Par téléphone").focus();
  await page.keyboard.press("ArrowDown");
  await expect(form.format("En visioconférence")).toBeChecked();
  await slotsShown(page);
  await page.keyboard.press("Tab");
  await expect(form.interest).toBeFocused();
  await page.keyboard.press("Tab");
  // One tab stop for the days: the first, then the arrows.
  await expect(form.days.first()).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(form.days.nth(1)).toBeChecked();
  await page.keyboard.press("Tab");
  await expect(form.times.first()).toBeFocused();
  await page.keyboard.press("Space");
  await expect(form.times.first()).toBeChecked();
  await expect(form.status).toContainText("Créneau choisi");
  const person = visitor();
  for (const value of [person.lastName, person.firstName, person.email, person.phone]) {
    await page.keyboard.press("Tab");
    await page.keyboard.type(value);
  }
  await page.keyboard.press("Tab");
  await expect(form.message).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(form.submit).toBeFocused();
  // The focus ring is visible on the button.
  expect(await form.submit.evaluate((button) => getComputedStyle(button).outlineStyle)).not.toBe("none");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Votre rendez-vous est réservé." })).toBeFocused();
});

test("where no booking server answers (a static host's 404), it says so and offers the phone and the contact form", {
  tag: "@phone",
}, async ({ page }) => {
  await page.route("**/api/booking/slots**", (route) =>
    route.fulfill({ status: 404, contentType: "text/html", body: "<!DOCTYPE html><title>404</title>" }),
  );
  await visit(page, `${booking.origin}/rendez-vous`);
  const form = bookingForm(page);
  await expect(form.form).toContainText("La réservation en ligne n’est pas disponible pour le moment.");
  await expect(form.form.getByRole("link", { name: `Appelez-nous au ${site.phone}` })).toHaveAttribute(
    "href",
    site.phoneUri,
  );
  await expect(form.form.getByRole("link", { name: "Écrire au cabinet" })).toHaveAttribute(
    "href",
    "/contact",
  );
  await form.lastName.fill("Diaye");
  await expectAccessible(page);

  // Back again: « Réessayer » loads the slots, and what was typed is still there.
  await page.unroute("**/api/booking/slots**");
  await form.form.getByRole("button", { name: "Réessayer" }).click();
  await expect(form.days.first()).toBeVisible();
  await expect(form.lastName).toHaveValue("Diaye");
});

test("a network failure on submit keeps everything and offers the phone", async ({ page }) => {
  await openBooking(page, booking.origin);
  const form = bookingForm(page);
  await chooseSlot(page, 3, 0);
  const person = visitor();
  await fillDetails(page, person);
  await page.route("**/api/booking", (route) =>
    route.fulfill({ status: 503, json: { error: "internal", message: "Indisponible" } }),
  );
  await form.submit.click();
  await expect(form.form).toContainText("Votre rendez-vous n’est pas encore réservé.");
  await expect(form.form.getByRole("link", { name: site.phone })).toBeVisible();
  await expect(form.email).toHaveValue(person.email);
  await expect(form.times.first()).toBeVisible();
});

test.describe("move mode", { tag: "@phone" }, () => {
  test("moves a booking to a new slot from the manage link", async ({ page }) => {
    const [first, second] = await freeSlots(page, booking.origin, "telephone");
    const made = await bookThroughApi(page, booking.origin, first ?? "");
    expect(made.status).toBe(201);
    const token = new URL(made.body.booking?.manageUrl ?? "", booking.origin).searchParams.get("jeton");

    await visit(page, `${booking.origin}/rendez-vous?deplacer=${token}`);
    const form = page.getByRole("form", { name: "Déplacer votre rendez-vous" });
    await expect(form).toContainText("Votre rendez-vous actuel");
    await expect(form).toContainText("par téléphone");
    await expect(form.getByRole("group", { name: "Jour" }).getByRole("radio").first()).toBeVisible();
    await expectAccessible(page);

    const next = form.locator(`input[name="start"][value="${second}"]`);
    const day = (second ?? "").slice(0, 10);
    await form.locator(`input[name="day"][value="${day}"]`).check();
    await next.check();
    await form.getByRole("button", { name: "Confirmer le nouveau créneau" }).click();
    await expect(page.getByRole("heading", { name: "Votre rendez-vous est déplacé." })).toBeFocused();
    const free = await freeSlots(page, booking.origin, "telephone");
    expect(free).toContain(first);
    expect(free).not.toContain(second);
    await expectAccessible(page);
  });

  test("says when a link is invalid, or the booking cancelled", async ({ page }) => {
    await visit(page, `${booking.origin}/rendez-vous?deplacer=nimporte-quoi`);
    await expect(page.getByRole("main")).toContainText("Ce lien de gestion n’est pas valide.");
    await expect(page.getByRole("link", { name: "Réserver un nouveau rendez-vous" })).toHaveAttribute(
      "href",
      "/rendez-vous",
    );
    await expectAccessible(page);

    const [start] = (await freeSlots(page, booking.origin, "telephone")).slice(-1);
    const made = await bookThroughApi(page, booking.origin, start ?? "");
    const manageUrl = made.body.booking?.manageUrl ?? "";
    const token = new URL(manageUrl, booking.origin).searchParams.get("jeton") ?? "";
    const cancelled = await page.request.post(`${booking.origin}/api/booking/cancel`, {
      headers: { origin: booking.origin },
      data: { token },
    });
    expect(cancelled.status()).toBe(200);
    await visit(page, `${booking.origin}/rendez-vous?deplacer=${token}`);
    await expect(page.getByRole("main")).toContainText("Ce rendez-vous a été annulé ou est déjà passé");
  });
});
