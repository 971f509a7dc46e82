import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { parse, parseDocument } from "yaml";
import { frenchTypography } from "../content/format.ts";
import { pdfPlainText } from "../scripts/documents/provided.ts";
import { oneTimeLink } from "../scripts/lib/admin-link.ts";
import { type ServerProcess, startServer } from "../scripts/lib/server-process.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { bookingForm, fillDetails, openBooking, visitor as someone } from "./booking.ts";
import { createFromBlank } from "./editor-forms.ts";
import { NEW_PAGES } from "./new-pages.ts";

/**
 * The firm edits and publishes its own site (issue 34), against the
 * production server with « Publier » on: the content editor (Keystatic) on
 * the working copy in the server's state folder, real builds and build
 * checks, the live switch. Each publication is a full build (about a
 * minute), so the publishing story runs once, at 1280 px; at 375 px the
 * same screens are checked for their layout and accessibility.
 */
test.describe.configure({ mode: "serial", timeout: 1_800_000 });
// The story's long timeout is for its builds: an action on the editor's screens that finds nothing fails in a minute.
test.use({ actionTimeout: 60_000 });

interface PublishSite {
  origin: string;
  directory: string;
  server: ServerProcess;
}

let site: PublishSite;

test.beforeAll(async () => {
  const directory = mkdtempSync(path.join(tmpdir(), "publish-e2e-"));
  const port = Number(process.env.E2E_PUBLISH_PORT ?? 4841) + test.info().parallelIndex;
  const origin = `http://localhost:${port}`;
  const server = await startServer({
    port,
    env: { DATA_DIR: directory, ADMIN_ORIGIN: origin, ADMIN_RATE_LIMIT: "0", NODE_ENV: undefined },
  });
  site = { origin, directory, server };
});

test.afterAll(async () => {
  await site?.server.stop();
  if (site) rmSync(site.directory, { recursive: true, force: true });
});

const FIRM_FILE = "content/firm.yaml";
const NEW_PHONE = "01 64 10 20 30";
const NEW_SUBJECT = "Bilan de compétences en anglais";
const OLD_ADDRESS = "/blog/entretien-annuel";

/** The status of OLD_ADDRESS; a 301 must lead to the article. */
async function oldAddressStatus(request: APIRequestContext): Promise<number> {
  const response = await request.get(`${site.origin}${OLD_ADDRESS}`, { maxRedirects: 0 });
  if (response.status() === 301) expect(response.headers().location).toBe(ARTICLE_PATH);
  return response.status();
}

const BOOKING_FILE = "content/booking.yaml";

/** The meeting's length the booking page states, and the one the server's free slots have. */
async function meetingLength(request: APIRequestContext): Promise<{ page: number; server: number }> {
  const stated = /(\d+)[\s\u00a0\u202f]minutes, à l’heure de Paris/.exec(
    await visitorHtml(request, "/rendez-vous"),
  )?.[1];
  const slots = await request.get(`${site.origin}/api/booking/slots?format=visio`);
  expect(slots.status()).toBe(200);
  return { page: Number(stated), server: ((await slots.json()) as { slotMinutes: number }).slotMinutes };
}

/** Whether the contact page, and the page the server itself answers for an unknown booking link, call NEW_PHONE. */
async function firmPhoneLinks(request: APIRequestContext): Promise<{ page: boolean; server: boolean }> {
  const link = 'href="tel:+33164102030"';
  const manage = await request.get(`${site.origin}/rendez-vous/gerer?jeton=inconnu`);
  expect(manage.status()).toBeGreaterThanOrEqual(400);
  return {
    page: (await visitorHtml(request, "/contact")).includes(link),
    server: (await manage.text()).includes(link),
  };
}

/** The account's one-time link, printed by `npm run admin` (no SMTP here), then « Continuer sans clé d’accès ». */
async function signIn(page: Page, email: string, role: "gestion" | "lecture" = "gestion"): Promise<void> {
  const link = await oneTimeLink({ directory: site.directory, origin: site.origin, email, role });
  await page.goto(link);
  await page.getByRole("link", { name: "Continuer sans clé d’accès" }).click();
  await expect(page.getByRole("navigation", { name: "Sections" })).toBeVisible();
}

/** What a visitor gets: a page's HTML, fetched without any cookie. */
async function visitorHtml(request: APIRequestContext, pathname: string): Promise<string> {
  const response = await request.get(`${site.origin}${pathname}`, { headers: { cookie: "" } });
  expect(response.status(), pathname).toBe(200);
  return response.text();
}

/** A text without its spaces (ordinary, no-break, narrow no-break): « 1 900 € » is "1900€". */
function compact(text: string): string {
  return text.replace(/[\s\u00a0\u202f]/g, "");
}

/** A file of the working copy, as the editor saved it. */
function workingCopy(file: string): string {
  return readFileSync(path.join(site.directory, "publish", "repo", file), "utf8");
}

/** Saves files through the editor's own request (Keystatic's update), as the signed-in browser. */
async function saveThroughEditor(page: Page, files: Record<string, string | Buffer>): Promise<void> {
  const response = await page.request.post(`${site.origin}/api/keystatic/update`, {
    headers: { "no-cors": "1", origin: site.origin },
    data: {
      additions: Object.entries(files).map(([file, contents]) => ({
        path: file,
        contents: Buffer.from(contents).toString("base64url"),
      })),
      deletions: [],
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Clicks `button` on the publication page and waits for the job's end; returns the seconds it took. */
async function runJob(page: Page, button: "Publier" | "Prévisualiser", outcome: RegExp): Promise<number> {
  await page.goto(`${site.origin}/admin/publication`);
  const started = performance.now();
  await page.getByRole("button", { name: button, exact: true }).click();
  await expect(page.getByText(outcome).first()).toBeVisible({ timeout: 600_000 });
  return (performance.now() - started) / 1000;
}

/** A visitor's loop of page requests while `during` runs: the answers that were not 200. */
async function loadDuring<T>(
  during: Promise<T>,
): Promise<{ result: T; requests: number; failures: string[] }> {
  let done = false;
  const failures: string[] = [];
  let requests = 0;
  const loop = (async () => {
    const pages = ["/", "/bilan-de-competence", "/contact", "/blog"];
    while (!done) {
      const pathname = pages[requests % pages.length] as string;
      requests += 1;
      try {
        const response = await fetch(`${site.origin}${pathname}`);
        await response.arrayBuffer();
        if (response.status !== 200) failures.push(`${pathname}: ${response.status}`);
      } catch (error) {
        failures.push(`${pathname}: ${String(error)}`);
      }
    }
  })();
  const result = await during.finally(() => {
    done = true;
  });
  await loop;
  return { result, requests, failures };
}

const ARTICLE = "content/blog/preparer-son-entretien-annuel.md";
const ARTICLE_PATH = "/blog/Preparer_son_entretien_annuel";
const PICTURE = "preparer-son-entretien-annuel.jpg";

function articleText(): string {
  return `---
title: "Préparer son entretien annuel sans stress"
label: "L’entretien annuel"
description: "Faire le point sur son année, chiffrer ses réussites et poser ses demandes : une méthode en quatre temps pour aborder l’entretien annuel sereinement."
picture: "${PICTURE}"
pictureAlt: "Deux personnes échangent autour d’une table, un carnet ouvert entre elles"
PageLink: "${ARTICLE_PATH}"
categorie:
  - "évolution professionnelle"
date: 2026-11-27
author: "Claire Morel"
---

L’entretien annuel d’évaluation arrive souvent au pire moment, entre deux dossiers urgents. Pourtant, une heure de préparation change tout : vous arrivez avec des faits, des demandes claires et une idée précise de la suite que vous voulez donner à votre poste.

## Relire son année avec des faits

Reprenez vos objectifs de l’an dernier et notez, pour chacun, ce qui a été atteint, ce qui ne l’a pas été et pourquoi. Les projets menés à bien, les clients satisfaits, les collègues formés : tout ce qui se compte se raconte mieux avec un chiffre ou un exemple daté.

## Nommer ce qui vous a manqué

Un objectif manqué n’est pas une faute à cacher. Expliquez ce qui vous a freiné, ce que vous en avez appris et les moyens qui vous auraient aidé : une formation, un outil, du temps dégagé pour une mission.

## Préparer vos demandes

Formation, évolution de poste, aménagement du temps de travail : écrivez vos demandes en une phrase chacune, avec ce qu’elles apporteraient à votre équipe. Si vous vous interrogez plus largement sur votre avenir, l’entretien est aussi le moment d’évoquer un bilan de compétences.

## Conclure sur des engagements

Terminez en reformulant les objectifs de l’année à venir et les moyens associés. Un compte rendu écrit, relu par les deux parties, évite les malentendus et sert de point de départ à l’entretien suivant.
`;
}

/** The frontmatter's values and the body of the article, as the firm types them. */
function articleFields(): { fields: Record<string, unknown>; body: string } {
  const [, frontmatter = "", body = ""] = articleText().split(/^---\n/m);
  return { fields: parse(frontmatter) as Record<string, unknown>, body: body.trim() };
}

/** « Articles du blog » › « Ajouter »: every field of the blank form filled, a JPG chosen, « Créer ». */
async function createArticleInEditor(page: Page): Promise<void> {
  const { fields, body } = articleFields();
  const text = (name: RegExp, value: unknown) => page.getByRole("textbox", { name }).fill(String(value));
  await page.goto(`${site.origin}/keystatic/collection/blog/create`);
  await expect(page.getByRole("textbox", { name: /^Nom du fichier/ })).toBeVisible({ timeout: 30_000 });
  await text(/^Nom du fichier/, path.basename(ARTICLE, ".md"));
  await text(/^Titre/, fields.title);
  await text(/^Libellé/, fields.label);
  await text(/^Description\*?$/, fields.description);
  const picture = await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#2f6f7e" } })
    .jpeg()
    .toBuffer();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "photo-entretien.jpg", mimeType: "image/jpeg", buffer: picture });
  await text(/^Description de l’image/, fields.pictureAlt);
  await text(/^L’adresse de l’article/, fields.PageLink);
  for (const category of fields.categorie as string[]) {
    await page.getByRole("button", { name: "Ajouter", exact: true }).first().click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("textbox", { name: /^Catégories/ }).fill(category);
    await dialog.getByRole("button", { name: "Ajouter", exact: true }).click();
    await expect(dialog).toHaveCount(0);
  }
  await page.getByLabel(/^Date\*?$/).fill(String(fields.date));
  await text(/^Auteur/, fields.author);
  await text(/^Texte de la page/, body);
  await page.getByRole("button", { name: "Créer", exact: true }).click();
  await expect(page).toHaveURL(/\/keystatic\/collection\/blog\/item\/preparer-son-entretien-annuel$/);
}

test("the firm adds an article with its picture, an FAQ question, a legal page, a podcast and a PDF document from blank forms, changes the classic bilan’s price, the firm’s phone, the form’s subjects, an old address and the meetings’ length, previews, publishes, is refused a stale CPF figure when saving it, and goes back to the previous version", async ({
  page,
  browser,
}) => {
  const visitor = page.context().request;
  const before = await visitorHtml(visitor, "/bilan-de-competence");
  const oldPrice = /"Bilan classique, financement personnel ou CPF","price":"(\d+)\.00"/.exec(before)?.[1];
  expect(oldPrice, "the page's JSON-LD states the classic bilan's price").toBeDefined();
  const newPrice = Number(oldPrice) + 100;
  const euros = (amount: number) => `${amount.toLocaleString("fr-FR").replace(/\s/g, "\u00a0")}\u00a0€`;

  await signIn(page, "gerante@cabinet.example");

  // 1. An article and its photograph, an FAQ question, a legal page and a podcast episode, each
  // from the editor's blank form, field by field; published together.
  await createArticleInEditor(page);
  expect(workingCopy(ARTICLE)).toContain(`picture: ${PICTURE}`);
  for (const { form } of NEW_PAGES) await createFromBlank(page, site.origin, form);
  await page.goto(`${site.origin}/admin/publication`);
  // The pending change in words: the new article named, not its file.
  const pending = page.getByRole("region", { name: "Modifications à publier" });
  await expect(pending).toContainText(/Articles du blog\s:\spreparer-son-entretien-annuel \(nouvelle page\)/);
  for (const { form } of NEW_PAGES) await expect(pending).toContainText(`${form.name} (nouvelle page)`);
  await expect(pending).not.toContainText(ARTICLE);
  const first = await loadDuring(runJob(page, "Publier", /Le site est à jour/));
  console.log(
    `publication 1 (article): ${first.result.toFixed(1)} s, ${first.requests} visitor requests meanwhile`,
  );
  expect(first.failures).toEqual([]);
  const article = await visitorHtml(visitor, ARTICLE_PATH);
  expect(
    article.includes("Préparer son entretien annuel sans stress"),
    "Préparer son entretien annuel sans stress",
  ).toBe(true);
  expect(article.includes('type="image/avif"'), 'type="image/avif"').toBe(true);
  expect(article.includes('type="image/webp"'), 'type="image/webp"').toBe(true);
  expect((await visitorHtml(visitor, "/blog")).includes(ARTICLE_PATH), ARTICLE_PATH).toBe(true);
  expect((await visitorHtml(visitor, "/sitemap.xml")).includes(ARTICLE_PATH), ARTICLE_PATH).toBe(true);
  for (const { form, text, shownOn, path: address } of NEW_PAGES) {
    const shown = await visitorHtml(visitor, shownOn);
    expect(shown.includes(frenchTypography(text)), `${form.collection}: « ${text} » on ${shownOn}`).toBe(
      true,
    );
    if (!address) continue;
    expect(shown.includes(`href="${address}"`), `${shownOn} links to ${address}`).toBe(true);
    if (address.endsWith(".pdf")) {
      const pdf = await visitor.get(`${site.origin}${address}`);
      expect(pdf.headers()["content-type"], address).toBe("application/pdf");
      expect(await pdfPlainText(await pdf.body())).toContain("Ce que nous gardons");
      continue;
    }
    await visitorHtml(visitor, address);
    expect((await visitorHtml(visitor, "/sitemap.xml")).includes(address), `${address} in the sitemap`).toBe(
      true,
    );
  }
  const avif = /(\/media\/blog\/[^"\s,]+\.avif)/.exec(article)?.[1];
  expect(avif, "the article's picture in AVIF").toBeDefined();
  expect((await visitor.get(`${site.origin}${avif}`)).headers()["content-type"]).toBe("image/avif");

  // 2. An empty title is refused by the editor itself; nothing is written.
  const articleBefore = workingCopy(ARTICLE);
  await page.goto(`${site.origin}/keystatic/collection/blog/item/preparer-son-entretien-annuel`);
  const title = page.getByRole("textbox", { name: /titre/i }).first();
  await expect(title).toHaveValue("Préparer son entretien annuel sans stress", { timeout: 30_000 });
  await title.fill("");
  await page.getByRole("button", { name: /^(Sauvegarder|Save)$/ }).click();
  await expect(page.getByText(/(doit|must).*|obligatoire|required|vide|empty/i).first()).toBeVisible();
  expect(workingCopy(ARTICLE)).toBe(articleBefore);

  // 3. The classic bilan's price, changed in the editor's form.
  await page.goto(`${site.origin}/keystatic/singleton/bilan-facts`);
  const price = page.getByRole("textbox", { name: /Bilan classique payé par un particulier/ });
  await expect(price).toBeVisible({ timeout: 30_000 });
  await price.fill(String(newPrice));
  await price.press("Tab");
  await page.getByRole("button", { name: /^(Sauvegarder|Save)$/ }).click();
  await expect
    .poll(() => workingCopy("content/bilan/facts.yaml"), { timeout: 15_000 })
    .toContain(`classicIndividual: ${newPrice}`);
  // Only that line changed: the file's comments are kept.
  expect(workingCopy("content/bilan/facts.yaml")).toContain("# Les prix, en euros toutes taxes comprises.");
  // The trainer's price too, which a PDF states (the programme's prices and terms of sale).
  const services = parseDocument(workingCopy("content/facts/services.yaml"));
  const trainerBefore = Number(services.getIn(["trainer", "price", "individual"]));
  const trainerAfter = trainerBefore + 50;
  services.setIn(["trainer", "price", "individual"], trainerAfter);
  await saveThroughEditor(page, { "content/facts/services.yaml": services.toString() });
  // The firm's phone, in « Réglages du cabinet » › « Coordonnées du cabinet »: the pages and the
  // server's own pages (here the booking's manage page) take it at the switch.
  const oldPhone = String((parse(workingCopy(FIRM_FILE)) as { phone: string }).phone);
  await page.goto(`${site.origin}/keystatic/singleton/contact-details`);
  const phoneField = page.getByRole("textbox", { name: /Le téléphone du cabinet/ });
  await expect(phoneField).toHaveValue(oldPhone, { timeout: 30_000 });
  await phoneField.fill(NEW_PHONE);
  await phoneField.press("Tab");
  await page.getByRole("button", { name: /^(Sauvegarder|Save)$/ }).click();
  await expect
    .poll(() => (parse(workingCopy(FIRM_FILE)) as { phone: string }).phone, { timeout: 15_000 })
    .toBe(NEW_PHONE);
  expect(await firmPhoneLinks(visitor)).toEqual({ page: false, server: false });
  // A subject for the contact and booking forms, in « Sujets du formulaire de contact ».
  await page.goto(`${site.origin}/keystatic/singleton/contact-subjects`);
  await page.getByRole("button", { name: "Ajouter" }).first().click({ timeout: 30_000 });
  const subjectDialog = page.getByRole("dialog");
  await subjectDialog.getByRole("textbox", { name: /^Les sujets proposés/ }).fill(NEW_SUBJECT);
  await subjectDialog.getByRole("button", { name: "Ajouter" }).click();
  await page.getByRole("button", { name: /^(Sauvegarder|Save)$/ }).click();
  await expect
    .poll(() => (parse(workingCopy("content/contact.yaml")) as { interests: string[] }).interests, {
      timeout: 15_000,
    })
    .toContain(NEW_SUBJECT);
  // An old address of the article, in « Anciennes adresses »: the server redirects it once published.
  await page.goto(`${site.origin}/keystatic/singleton/redirects`);
  await page.getByRole("button", { name: "Ajouter" }).first().click({ timeout: 30_000 });
  const redirectDialog = page.getByRole("dialog");
  await redirectDialog.getByRole("textbox", { name: /^L’ancienne adresse/ }).fill(OLD_ADDRESS);
  await redirectDialog.getByRole("textbox", { name: /^La page qui la remplace/ }).fill(ARTICLE_PATH);
  await redirectDialog.getByRole("button", { name: /^(Ajouter|Terminé|Done)$/ }).click();
  await page.getByRole("button", { name: /^(Sauvegarder|Save)$/ }).click();
  await expect
    .poll(() => workingCopy("content/redirects.yaml"), { timeout: 15_000 })
    .toContain(`from: ${OLD_ADDRESS}`);
  expect(await oldAddressStatus(visitor)).toBe(404);
  // The meetings' length, in « Rendez-vous en ligne »: the booking page states it, the server's slots follow.
  const lengthOf = () => (parse(workingCopy(BOOKING_FILE)) as { slotMinutes: number }).slotMinutes;
  const oldLength = lengthOf();
  const newLength = oldLength / 2;
  await page.goto(`${site.origin}/keystatic/singleton/booking-length`);
  const lengthField = page.getByRole("textbox", { name: /^La durée d’un rendez-vous/ });
  await expect(lengthField).toHaveValue(String(oldLength), { timeout: 30_000 });
  await lengthField.fill(String(newLength));
  await lengthField.press("Tab");
  await page.getByRole("button", { name: /^(Sauvegarder|Save)$/ }).click();
  await expect.poll(lengthOf, { timeout: 15_000 }).toBe(newLength);
  expect(workingCopy(BOOKING_FILE), "the file's comments are kept").toContain("# Les fermetures ponctuelles");
  expect(await meetingLength(visitor)).toEqual({ page: oldLength, server: oldLength });

  // 4. The preview: this browser sees the new price at the site's own address; a visitor does not.
  await runJob(page, "Prévisualiser", /L’aperçu est prêt/);
  await page.getByRole("button", { name: "Afficher l’aperçu dans ce navigateur" }).click();
  await expect(page.getByRole("link", { name: "Ouvrir l’aperçu du site" })).toBeVisible();
  const preview = await page.context().newPage();
  await preview.goto(`${site.origin}/bilan-de-competence`);
  await expect(preview.locator("main")).toContainText(euros(newPrice));
  await preview.close();
  expect(
    (await visitorHtml(visitor, "/bilan-de-competence")).includes(`"price":"${newPrice}.00"`),
    `"price":"${newPrice}.00"`,
  ).toBe(false);
  await page.getByRole("button", { name: "Quitter l’aperçu" }).click();

  // 5. Published: the pages and PDFs that state the prices, and the computed amounts, follow.
  // Nothing changed since the preview: its checked build is the publication's, without a build.
  const second = await loadDuring(runJob(page, "Publier", /Le site est à jour/));
  console.log(
    `publication 2 (price): ${second.result.toFixed(1)} s, ${second.requests} visitor requests meanwhile`,
  );
  expect(second.failures).toEqual([]);
  await expect(
    page
      .locator(".step", { hasText: "Construction du site" })
      .filter({ hasText: "terminé (repris de l’aperçu)" }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  const after = await visitorHtml(visitor, "/bilan-de-competence");
  expect(after.includes(`"price":"${newPrice}.00"`), `"price":"${newPrice}.00"`).toBe(true);
  expect(await firmPhoneLinks(visitor)).toEqual({ page: true, server: true });
  expect(await oldAddressStatus(visitor)).toBe(301);
  expect(await meetingLength(visitor)).toEqual({ page: newLength, server: newLength });
  // A visitor books a meeting about the new subject from the booking page: the server takes it.
  const visitorContext = await browser.newContext({ locale: "fr-FR" });
  const booker = await visitorContext.newPage();
  await openBooking(booker, site.origin);
  const booking = bookingForm(booker);
  await booking.format("En visioconférence").check();
  await expect(booking.days.first()).toBeVisible();
  await booking.interest.selectOption(NEW_SUBJECT);
  await booking.days.first().check();
  await booking.times.first().check();
  await fillDetails(booker, someone());
  await booking.submit.click();
  await expect(
    booker.getByRole("heading", { level: 2, name: "Votre rendez-vous est réservé." }),
  ).toBeVisible();
  const leftBefore = /il vous reste ([\d\s\u00a0\u202f,]+)\s?€ à payer pour le bilan classique/.exec(
    before,
  )?.[1];
  const leftAfter = /il vous reste ([\d\s\u00a0\u202f,]+)\s?€ à payer pour le bilan classique/.exec(
    after,
  )?.[1];
  const amount = (text: string | undefined) =>
    Number((text ?? "").replace(/[\s\u00a0\u202f]/g, "").replace(",", "."));
  expect(amount(leftAfter) - amount(leftBefore), "what a CPF holder pays follows the price").toBeCloseTo(
    100,
    2,
  );
  const city = await visitorHtml(visitor, "/bilan-de-competence/bilan-de-competence-melun");
  expect(compact(city).includes(`${newPrice}€`), "the city page states the new price").toBe(true);
  const trainerTerms = await visitor.get(`${site.origin}/documents/formation-formateur-tarifs-cgv.pdf`);
  const trainerText = compact(await pdfPlainText(await trainerTerms.body()));
  expect(trainerText).toContain(`${trainerAfter}€`);
  expect(trainerText).not.toContain(`${trainerBefore}€`);
  const trainerPage = compact(await visitorHtml(visitor, "/formation_metier_formateur_adultes"));
  expect(trainerPage.includes(`${trainerAfter}€`), "the trainer page states the new price").toBe(true);
  expect(trainerPage.includes(`${trainerBefore}€`), "nor the old one").toBe(false);

  // 6. A stale CPF figure typed into a page's text: refused when saved, the page, the field and
  // today's rule named; nothing written (« Publier » would refuse it too: the build's checks).
  const faq = "content/faq/financer-son-bilan.md";
  const faqText = workingCopy(faq);
  await page.goto(`${site.origin}/keystatic/collection/faq/item/financer-son-bilan`);
  const body = page.getByRole("textbox", { name: /Texte de la page/ });
  await expect(body).toBeVisible({ timeout: 30_000 });
  await body.press("ControlOrMeta+End");
  await body.pressSequentially("\n\nLa participation forfaitaire à votre charge est de 100 € par formation.");
  await page.getByRole("button", { name: /^(Sauvegarder|Save)$/ }).click();
  const refusal = page.getByText(/^Rien n’est enregistré\./);
  await expect(refusal).toContainText("Questions fréquentes\u00a0: financer-son-bilan");
  await expect(refusal).toContainText("«\u00a0Texte de la page\u00a0»");
  await expect(refusal).toContainText(/participation forfaitaire au CPF est de/);
  expect(workingCopy(faq)).toBe(faqText);
  // Written into the working copy by other means (a developer's commit), « Publier » refuses it
  // before any build, the page and the field named; the live site unchanged.
  writeFileSync(
    path.join(site.directory, "publish", "repo", faq),
    `${faqText.trimEnd()}\n\nLa participation forfaitaire à votre charge est de 100 € par formation.\n`,
  );
  await runJob(page, "Publier", /Rien n’a été publié/);
  const problems = page.locator(".problems");
  await expect(problems).toContainText("financer-son-bilan");
  await expect(problems).toContainText(/participation forfaitaire au CPF est de/);
  await expect(page.locator(".step", { hasText: "Construction du site" })).not.toContainText("terminé");
  expect(
    (await visitorHtml(visitor, "/bilan-de-competence")).includes("100 € par formation"),
    "100 € par formation",
  ).toBe(false);
  await expectNoAxeViolations(page);
  writeFileSync(path.join(site.directory, "publish", "repo", faq), faqText);

  // 7. Back to the first publication, without a build: the old price is live again, the article stays.
  await page.goto(`${site.origin}/admin/publication`);
  const history = page.getByRole("table");
  const rows = history.getByRole("row");
  // Header, the two publications, and the site as the release put it online (restorable too).
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(3)).toContainText("avant la première publication");
  await expect(rows.nth(3).getByRole("button", { name: "Revenir à cette version" })).toBeVisible();
  await rows.nth(2).getByRole("button", { name: "Revenir à cette version" }).click();
  const dialog = page.getByRole("dialog");
  const switched = performance.now();
  await dialog.getByRole("button", { name: "Remettre en ligne" }).click();
  await expect(page.getByText("Cette version est de nouveau en ligne.").first()).toBeVisible();
  console.log(`revert: ${((performance.now() - switched) / 1000).toFixed(1)} s`);
  const reverted = await visitorHtml(visitor, "/bilan-de-competence");
  expect(reverted.includes(`"price":"${oldPrice}.00"`), `"price":"${oldPrice}.00"`).toBe(true);
  expect(
    (await visitorHtml(visitor, ARTICLE_PATH)).includes("Préparer son entretien annuel sans stress"),
    "Préparer son entretien annuel sans stress",
  ).toBe(true);
  expect(workingCopy("content/bilan/facts.yaml")).toContain(`classicIndividual: ${oldPrice}`);
  expect(await firmPhoneLinks(visitor)).toEqual({ page: false, server: false });
  expect(await oldAddressStatus(visitor)).toBe(404);
  expect(await meetingLength(visitor)).toEqual({ page: oldLength, server: oldLength });
  await openBooking(booker, site.origin);
  await expect(bookingForm(booker).interest.locator("option", { hasText: NEW_SUBJECT })).toHaveCount(0);
  await visitorContext.close();
});

test("a « lecture » account sees the editor read-only and cannot publish; without a session every editor and publish endpoint answers 401", {
  tag: "@phone",
}, async ({ page }) => {
  for (const [method, url] of [
    ["GET", "/api/admin/publish"],
    ["POST", "/api/admin/publish"],
    ["POST", "/api/admin/publish/preview"],
    ["GET", "/api/keystatic/tree"],
    ["POST", "/api/keystatic/update"],
  ] as const) {
    const response = await page.request.fetch(`${site.origin}${url}`, {
      method,
      headers: { origin: site.origin, "no-cors": "1" },
      ...(method === "POST" && { data: {} }),
    });
    expect(response.status(), `${method} ${url}`).toBe(401);
  }
  await signIn(page, `lecture.${test.info().project.name}@cabinet.example`, "lecture");
  await page.goto(`${site.origin}/keystatic`);
  await expect(page.getByText(/Lecture seule/).first()).toBeVisible({ timeout: 30_000 });
  await expectNoHorizontalScroll(page);
  await expectEditorAccessible(page);
  await page.goto(`${site.origin}/keystatic/collection/cities/item/melun`);
  await expect(page.getByRole("textbox", { name: /^Titre principal/ })).toBeVisible({ timeout: 30_000 });
  await expectNoHorizontalScroll(page);
  await expectEditorAccessible(page);
  // « Réglages du cabinet »: each screen fits and has no fault of ours.
  for (const [singleton, shown] of [
    ["contact-details", page.getByRole("textbox", { name: /^Le téléphone du cabinet/ })],
    ["redirects", page.getByText("Les anciennes adresses et leur nouvelle page")],
    ["contact-subjects", page.getByText(/^Les sujets proposés/)],
    ["booking-length", page.getByRole("textbox", { name: /^La durée d’un rendez-vous/ })],
  ] as const) {
    await page.goto(`${site.origin}/keystatic/singleton/${singleton}`);
    await expect(shown.first()).toBeVisible({ timeout: 30_000 });
    await expectNoHorizontalScroll(page);
    await expectEditorAccessible(page);
  }
  const write = await page.request.post(`${site.origin}/api/keystatic/update`, {
    headers: { "no-cors": "1", origin: site.origin },
    data: { additions: [{ path: "content/cities/melun.yaml", contents: "eDogMQo" }], deletions: [] },
  });
  expect(write.status()).toBe(403);
  const publish = await page.request.post(`${site.origin}/api/admin/publish`, {
    headers: { origin: site.origin },
    data: {},
  });
  expect(publish.status()).toBe(403);
  await page.goto(`${site.origin}/admin/publication`);
  await expect(page.getByRole("heading", { level: 1, name: "Publier le site" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Publier", exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

/**
 * Keystatic's own components (@keystar/ui, classes « kui… ») carry WCAG
 * faults of their own in 0.6.9 (decision 039): an unnamed remove button in
 * list rows, aria-label on the required mark's span, the splitter's
 * aria-controls, the sidebar's light section headings. Those, and only on
 * Keystatic's elements, are reported, not failed; anything else on the
 * editor's page (our bar, our banner, a new fault) fails.
 */
const KEYSTATIC_FAULTS = new Set([
  "button-name",
  "aria-prohibited-attr",
  "aria-valid-attr-value",
  "color-contrast",
]);

async function expectEditorAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  const keystatic = (html: string) => /\bkui[:-]|resize-handle|aria-label="\(requis\)"/.test(html);
  const ours = results.violations.flatMap((violation) =>
    violation.nodes
      .filter((node) => !(KEYSTATIC_FAULTS.has(violation.id) && keystatic(node.html)))
      .map((node) => `${violation.id}: ${node.target.join(" ")}`),
  );
  expect(ours).toEqual([]);
  const known = results.violations.filter((violation) => KEYSTATIC_FAULTS.has(violation.id));
  console.log(
    `editor ${page.url()}: Keystatic's own known faults: ${known.map((v) => `${v.id} ×${v.nodes.length}`).join(", ") || "none"}`,
  );
}

/** The page at this project's width: nothing wider than the screen. */
async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, "no horizontal scroll").toBeLessThanOrEqual(1);
}
