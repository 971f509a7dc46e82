import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { type ServerProcess, startServer } from "../scripts/lib/server-process.ts";
import { parseInvitation } from "../server/booking/testing.ts";
import { parseMail, startSmtpServer, type TestSmtpServer } from "../server/relay/testing.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { bookThroughApi, FIRM_MAILBOX, freeSlots } from "./booking.ts";
import { fields, fillForm, validInput } from "./contact-form.ts";
import { visit } from "./visit.ts";

/**
 * The firm's back office, as its owner uses it, against the production
 * server (its SQLite file, a real SMTP server), in Chromium with a virtual
 * authenticator (the DevTools protocol's WebAuthn domain). WebAuthn needs a
 * host name: the back office is opened on localhost (ADMIN_ORIGIN).
 */
test.describe.configure({ timeout: 180_000 });

const run = promisify(execFile);
const OWNER = "gerante@cabinet.example";

interface AdminSite {
  origin: string;
  directory: string;
  smtp: TestSmtpServer;
  server: ServerProcess;
}

let site: AdminSite;

test.beforeAll(async () => {
  const directory = mkdtempSync(path.join(tmpdir(), "admin-e2e-"));
  const smtp = await startSmtpServer();
  const port = Number(process.env.E2E_ADMIN_PORT ?? 4821) + test.info().parallelIndex;
  const origin = `http://localhost:${port}`;
  const server = await startServer({
    port,
    env: {
      DATA_DIR: directory,
      SMTP_URL: smtp.url,
      MAIL_TO: FIRM_MAILBOX,
      ADMIN_ORIGIN: origin,
      RELAY_RATE_LIMIT: "0",
      BOOKING_RATE_LIMIT: "0",
      ADMIN_RATE_LIMIT: "0",
      NODE_ENV: undefined,
    },
  });
  site = { origin, directory, smtp, server };
});

test.afterAll(async () => {
  await site?.server.stop();
  await site?.smtp.close();
  if (site) rmSync(site.directory, { recursive: true, force: true });
});

/** The mails received so far whose recipients include `address`, parsed. */
async function mailsTo(address: string) {
  const mails = site.smtp.received.filter((mail) => mail.envelopeTo.includes(address));
  return Promise.all(mails.map((mail) => parseMail(mail.raw)));
}

/** Waits for a mail to `address` whose subject matches, and returns it. */
async function waitForMail(address: string, subject: RegExp) {
  let found: Awaited<ReturnType<typeof mailsTo>>[number] | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(address)).find((mail) => subject.test(mail.subject ?? ""));
        return found !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  if (!found) throw new Error("no mail");
  return found;
}

/** A passkey authenticator for the context's pages, as a phone's or a laptop's. */
async function virtualAuthenticator(context: BrowserContext, page: Page): Promise<void> {
  const session = await context.newCDPSession(page);
  await session.send("WebAuthn.enable");
  await session.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

async function expectAccessible(page: Page): Promise<void> {
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
}

/** `npm run admin -- add-user <email>`, as the person who runs the server does: the link is e-mailed. */
async function addAccountFromTerminal(email: string): Promise<void> {
  await run(process.execPath, ["scripts/admin.ts", "add-user", email], {
    env: {
      ...process.env,
      DATA_DIR: site.directory,
      STATE_DIRECTORY: undefined,
      SMTP_URL: site.smtp.url,
      ADMIN_ORIGIN: site.origin,
    },
  });
}

/** The back office's nav and main heading. */
const section = (page: Page, name: string) =>
  page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name });

async function confirmIn(page: Page, trigger: string | RegExp, confirm: string | RegExp): Promise<void> {
  await page.getByRole("button", { name: trigger }).first().click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: confirm }).click();
  await expect(dialog).toBeHidden();
}

test("the firm's owner enrols a passkey from an e-mailed link, then reads, handles, exports and erases a message, moves a booking, closes a day, and signs out", {
  tag: "@phone",
}, async ({ page, context }) => {
  // 1. The one terminal step: the account, whose enrolment link is e-mailed.
  await addAccountFromTerminal(OWNER);
  const invitation = await waitForMail(OWNER, /connexion/i);
  const link = /https?:\/\/\S+\/admin\/lien#[A-Za-z0-9_-]+/.exec(invitation.text ?? "")?.[0];
  expect(link, "the e-mail carries the sign-in link").toBeDefined();
  expect(link?.startsWith(`${site.origin}/admin/lien#`)).toBe(true);

  // 2. The link signs in once; a passkey of this device is enrolled.
  await virtualAuthenticator(context, page);
  await page.goto(link ?? "");
  const enrol = page.getByRole("button", { name: "Enregistrer une clé d’accès sur cet appareil" });
  await expect(enrol).toBeVisible();
  await expect(page).not.toHaveURL(/#/); // the spent token leaves the address bar
  await expectAccessible(page);
  await enrol.click();
  await expect(page.getByText(/clé d’accès .*enregistrée/i).first()).toBeVisible();

  // A second use of the link is refused.
  const reused = await page.request.post(`${site.origin}/api/admin/auth/link/verify`, {
    headers: { origin: site.origin },
    data: { token: link?.split("#")[1] },
  });
  expect(reused.status()).toBe(410);

  // 3. Signed out, then in again with the passkey alone.
  await page.goto(`${site.origin}/admin/messages`);
  await page.getByRole("button", { name: "Se déconnecter", exact: true }).click();
  const withPasskey = page.getByRole("button", { name: "Se connecter avec une clé d’accès" });
  await expect(withPasskey).toBeVisible();
  await expectAccessible(page);
  await withPasskey.click();
  await expect(section(page, "Messages")).toBeVisible();

  // 4. A visitor's message, sent from the public contact page, is in the list.
  const visitorPage = await context.newPage();
  const input = validInput({ email: `helene.${Date.now()}@exemple.fr` });
  const reference = input.message.slice(-36);
  await visit(visitorPage, `${site.origin}/contact`);
  await fillForm(visitorPage, input);
  await fields(visitorPage).submit.click();
  await expect(visitorPage.getByRole("heading", { name: /votre message a bien été envoyé/ })).toBeVisible();
  await visitorPage.close();

  await section(page, "Messages").click();
  await page
    .getByRole("searchbox")
    .or(page.getByRole("textbox", { name: /Rechercher/ }))
    .first()
    .fill(reference);
  await page
    .getByRole("button", { name: /Rechercher|Filtrer/ })
    .first()
    .click();
  const row = page.getByRole("link", { name: new RegExp(`${input.firstName}|${input.lastName}`) }).first();
  await expect(row).toBeVisible();
  await expectAccessible(page);
  await row.click();
  await expect(page.getByText(reference)).toBeVisible();
  await expectAccessible(page);

  // Handled, then exported (the CSV opens in Excel: UTF-8 with its BOM).
  await page.getByRole("button", { name: "Marquer comme traité" }).click();
  await expect(page.getByRole("button", { name: "Marquer à traiter" })).toBeVisible();
  const messageUrl = page.url();
  await section(page, "Messages").click();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Exporter en CSV" }).click(),
  ]);
  const csv = readFileSync((await download.path()) ?? "");
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(csv.toString("utf8")).toContain(reference);

  // Erased, with confirmation: gone from the list and from the API.
  await page.goto(messageUrl);
  await confirmIn(page, "Supprimer", "Supprimer définitivement");
  // The dialog closes as the request leaves; the list it leads to comes once the message is gone.
  await expect(page).toHaveURL(/\/admin\/messages\?supprime=1/);
  const search = await page.request.get(
    `${site.origin}/api/admin/messages?q=${encodeURIComponent(reference)}`,
  );
  expect((await search.json()).total).toBe(0);

  // 5. A booking made on the site, moved by the firm: the visitor gets the new time and its .ics.
  const slots = await freeSlots(page, site.origin);
  expect(slots.length).toBeGreaterThan(3);
  const booked = await bookThroughApi(page, site.origin, slots[0] ?? "");
  expect(booked.status).toBe(201);
  const bookingId = (booked.body.booking as { id?: number } | undefined)?.id;
  expect(bookingId).toBeDefined();
  const visitorAddress = (
    (await page.request.get(`${site.origin}/api/admin/bookings`).then((response) => response.json())) as {
      items: { id: number; email: string }[];
    }
  ).items.find((item) => item.id === bookingId)?.email;
  expect(visitorAddress).toBeDefined();

  await section(page, "Agenda").click();
  await expectAccessible(page);
  await page.goto(`${site.origin}/admin/agenda/rendez-vous/${bookingId}/deplacer`);
  await expectAccessible(page);
  const day = page.getByRole("combobox", { name: "Jour" });
  const secondDay = await day.locator("option").nth(1).getAttribute("value");
  await day.selectOption(secondDay ?? "");
  const time = page
    .getByRole("group", { name: /^Heure, le / })
    .getByRole("radio")
    .first();
  const newStart = (await time.getAttribute("value")) ?? "";
  await time.check();
  await confirmIn(page, "Déplacer le rendez-vous", "Confirmer le déplacement");
  const moved = await waitForMail(visitorAddress ?? "", /déplacé/i);
  const ics = moved.attachments.find((attachment) => attachment.filename === "rendez-vous.ics");
  expect(ics).toBeDefined();
  const text = typeof ics?.content === "string" ? ics.content : new TextDecoder().decode(ics?.content);
  const event = parseInvitation(text);
  expect(new Date(event.start).getTime()).toBe(new Date(newStart).getTime());
  expect(event.sequence).toBeGreaterThan(0);

  // 6. A day closed from the agenda is no longer offered to visitors, at once.
  const offered = await freeSlots(page, site.origin);
  const lastDay = offered.at(-1)?.slice(0, 10) ?? "";
  expect(lastDay).not.toBe("");
  await page.goto(`${site.origin}/admin/agenda/fermetures`);
  await expectAccessible(page);
  await page.getByRole("radio", { name: "Une journée" }).check();
  await page.getByLabel("Jour", { exact: true }).fill(lastDay);
  await page.getByLabel("Raison").fill("Formation de l’équipe");
  await page.getByRole("button", { name: "Ajouter la fermeture" }).click();
  await expect
    .poll(async () => (await freeSlots(page, site.origin)).some((start) => start.startsWith(lastDay)))
    .toBe(false);
  for (const format of ["visio"]) {
    expect((await freeSlots(page, site.origin, format)).some((start) => start.startsWith(lastDay))).toBe(
      false,
    );
  }

  // 7. The other screens, then sign out: the session no longer opens anything.
  // New hours, field by field: the phone's Monday ends at noon; then back to the defaults.
  await page.goto(`${site.origin}/admin/agenda/horaires`);
  const phone = page.getByRole("region", { name: "Par téléphone" });
  const monday = phone.getByRole("group", { name: "Lundi", exact: true });
  await expect(monday).toBeVisible();
  await expectAccessible(page);
  await monday.getByLabel("à").first().fill("12:00");
  await phone.getByRole("button", { name: "Enregistrer les horaires" }).click();
  await expect(page.getByRole("status").filter({ hasText: "sont enregistrés" })).toBeVisible();
  const hours = async () =>
    (
      (await (await page.request.get(`${site.origin}/api/admin/agenda/hours`)).json()) as {
        format: string;
        days: { day: string; ranges: { closes: string }[] }[];
      }[]
    ).find((entry) => entry.format === "telephone");
  expect((await hours())?.days.find((day) => day.day === "Mo")?.ranges.at(-1)?.closes).toBe("12:00");
  await phone.getByRole("button", { name: "Revenir aux horaires par défaut" }).click();
  await expect
    .poll(async () => (await hours())?.days.find((day) => day.day === "Mo")?.ranges.at(-1)?.closes)
    .not.toBe("12:00");
  for (const name of ["Audience", "Journal", "Compte"]) {
    await section(page, name).click();
    await expectAccessible(page);
  }
  await expect(page.getByRole("cell", { name: /Chrom|appareil|Cet appareil/i }).first()).toBeVisible();
  await page.getByRole("button", { name: "Se déconnecter", exact: true }).click();
  await expect(withPasskey).toBeVisible();
  expect((await page.request.get(`${site.origin}/api/admin/session`)).status()).toBe(401);
  expect((await page.request.get(`${site.origin}/api/admin/messages`)).status()).toBe(401);
});

test("a « gestion » account invites a colleague from « Équipe », who signs in from the e-mailed link and only reads; disabled, the colleague is signed out; the journal says it all", {
  tag: "@phone",
}, async ({ page, browser }) => {
  // Each width its own addresses: the two projects may share nothing but the code.
  const width = test.info().project.name;
  const manager = `associee.${width}@cabinet.example`;
  const colleague = `assistante.${width}@cabinet.example`;
  await addAccountFromTerminal(manager);
  const signInLinkOf = (text: string | undefined) =>
    /https?:\/\/\S+\/admin\/lien#[A-Za-z0-9_-]+/.exec(text ?? "")?.[0] ?? "";
  await page.goto(signInLinkOf((await waitForMail(manager, /connexion/i)).text));
  await expect(
    page.getByRole("button", { name: "Enregistrer une clé d’accès sur cet appareil" }),
  ).toBeVisible();

  // The invitation, field by field.
  await page.goto(`${site.origin}/admin/messages`);
  await section(page, "Équipe").click();
  await expect(page.getByRole("heading", { level: 1, name: "Comptes de l’équipe" })).toBeVisible();
  await expectAccessible(page);
  const address = page.getByLabel("Adresse e-mail de la personne");
  await address.fill("assistante@cabinet");
  await page.getByRole("button", { name: "Envoyer l’invitation" }).click();
  // An address without a domain's ending passes the browser's check, not the server's: the refusal
  // is under the field, in French, and what was typed stays.
  await expect(address).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator(".field-error")).toContainText("prenom@cabinet.fr");
  await expect(address).toHaveValue("assistante@cabinet");
  await address.fill(colleague);
  await page.getByRole("radio", { name: /Lecture seule/ }).check();
  await page.getByRole("button", { name: "Envoyer l’invitation" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "invitation vient de lui être envoyée" }),
  ).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: colleague });
  await expect(row).toContainText("lecture seule");
  await expect(row).toContainText("jamais");
  await expectAccessible(page);

  // The colleague's e-mail names who opened the account; its link signs in a « lecture » account.
  const invitation = await waitForMail(colleague, /compte/i);
  expect(invitation.text).toContain(manager);
  const other = await browser.newContext({ viewport: page.viewportSize(), locale: "fr-FR" });
  const colleaguePage = await other.newPage();
  await colleaguePage.goto(signInLinkOf(invitation.text));
  await expect(
    colleaguePage.getByRole("button", { name: "Enregistrer une clé d’accès sur cet appareil" }),
  ).toBeVisible();
  await colleaguePage.goto(`${site.origin}/admin/messages`);
  await expect(section(colleaguePage, "Messages")).toBeVisible();
  await expect(section(colleaguePage, "Équipe")).toHaveCount(0);
  expect((await colleaguePage.request.get(`${site.origin}/api/admin/users`)).status()).toBe(403);

  // Disabled from « Équipe »: the colleague's session ends at once.
  await page.reload();
  await expect(row).not.toContainText("jamais"); // its last sign-in is now a date
  await row.getByRole("button", { name: "Désactiver" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Désactiver le compte" }).click();
  await expect(row).toContainText("désactivé");
  expect((await colleaguePage.request.get(`${site.origin}/api/admin/session`)).status()).toBe(401);
  await other.close();

  // The journal lists the terminal's account and the browser's changes.
  await section(page, "Journal").click();
  const journal = page.getByRole("table");
  for (const action of ["Compte créé", "Compte désactivé", "Lien de connexion envoyé"]) {
    await expect(
      journal.getByRole("row").filter({ hasText: action }).filter({ hasText: colleague }).first(),
    ).toBeVisible();
  }
  await expect(
    journal
      .getByRole("row")
      .filter({ hasText: "Compte créé" })
      .filter({ hasText: "npm run admin" })
      .filter({ hasText: manager }),
  ).toHaveCount(1);
});
