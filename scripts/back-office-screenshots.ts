/**
 * The back office's screenshots in docs/back-office/ (the guide, docs/back-office.md):
 * a server of the existing build with a made-up state directory (a week of
 * simulated visits, a few messages and bookings of fictional people), an
 * account signed in by its one-time link, each screen at 375 and 1280 px
 * side by side in one PNG.
 *
 *   npm run build && node scripts/back-office-screenshots.ts
 *
 * Then the README's « Modifier le site » walk (issue 34): the content editor
 * on a city page, one sentence changed and saved, « Publier le site » with
 * the change waiting, during the publication and once it is live (a real
 * build of the site, about a minute).
 *
 * Nothing here is real data; run it on a development machine only.
 */
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { chromium, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { stateFiles } from "../config/server.ts";
import { MessageStore } from "../server/relay/store.ts";
import { startSmtpServer } from "../server/relay/testing.ts";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium.ts";
import { freePort } from "./free-port.ts";
import { oneTimeLink } from "./lib/admin-link.ts";
import { startServer } from "./lib/server-process.ts";

const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, "..");
const outDir = path.join(repoRoot, "docs", "back-office");

const PEOPLE = [
  [
    "Martin",
    "Claire",
    "Bilan de compétences",
    "Bonjour, je souhaite faire un bilan de compétences financé par mon CPF. Quelles sont vos disponibilités en janvier ?",
  ],
  [
    "Nguyen",
    "Thomas",
    "Accompagnement VAE",
    "Je voudrais valider un BTS par la VAE : pouvez-vous m’accompagner ?",
  ],
  ["Lefèvre", "Sophie", "Outplacement", "Notre entreprise cherche un accompagnement pour trois salariés."],
  ["Benali", "Karim", "Coaching", "Je prends un nouveau poste de manager et cherche un coaching."],
] as const;

async function seed(directory: string, origin: string): Promise<void> {
  await run(process.execPath, ["scripts/simulate-visits.ts", "--days", "30", "--visits", "400"], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: directory, STATE_DIRECTORY: undefined },
  });
  const store = MessageStore.open(stateFiles(directory).inbox);
  try {
    PEOPLE.forEach(([lastName, firstName, interest, message], index) => {
      const stored = store.insert(
        {
          whom: index === 2 ? "entreprise" : "particulier",
          lastName,
          firstName,
          email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@exemple.fr`,
          phone: `06 12 34 56 7${index}`,
          interest,
          message,
        },
        "pending",
        new Date(Date.now() - (index + 1) * 5 * 3600_000),
      );
      if (index === 1) store.recordFailure(stored.id, "ECONNREFUSED: connect ECONNREFUSED", null);
      else store.recordSent(stored.id, new Date());
      if (index === 3) store.setHandled(stored.id, { by: "gerante@cabinet.example", now: new Date() });
    });
  } finally {
    store.close();
  }
  const slots = (await (await fetch(`${origin}/api/booking/slots?format=telephone`)).json()) as {
    days: { slots: { start: string }[] }[];
  };
  const starts = slots.days.slice(0, 4).map((day) => day.slots[2]?.start ?? "");
  for (const [index, start] of starts.entries()) {
    const [lastName, firstName, interest] = PEOPLE[index] ?? PEOPLE[0];
    await fetch(`${origin}/api/booking`, {
      method: "POST",
      headers: { origin, "content-type": "application/json" },
      body: JSON.stringify({
        format: "telephone",
        interest,
        start,
        lastName,
        firstName,
        email: `${firstName.toLowerCase()}@exemple.fr`,
        phone: "0612345678",
        message: "",
        website: "",
      }),
    });
  }
}

/** One screen at 375 and 1280 px, side by side. */
async function shoot(
  pages: { mobile: Page; desktop: Page },
  url: string,
  file: string,
  ready: (page: Page) => Locator = (page) => page.getByRole("heading", { level: 1 }),
): Promise<void> {
  const shots: Buffer[] = [];
  for (const page of [pages.mobile, pages.desktop]) {
    await page.goto(url);
    await ready(page).waitFor();
    await page.waitForLoadState("networkidle");
    shots.push(await page.screenshot());
  }
  const [mobile, desktop] = await Promise.all(shots.map((shot) => sharp(shot).metadata()));
  const gap = 24;
  const width = (mobile?.width ?? 0) + gap + (desktop?.width ?? 0);
  const height = Math.max(mobile?.height ?? 0, desktop?.height ?? 0);
  await sharp({ create: { width, height, channels: 3, background: "#e5e7eb" } })
    .composite([
      { input: shots[0] as Buffer, left: 0, top: 0 },
      { input: shots[1] as Buffer, left: (mobile?.width ?? 0) + gap, top: 0 },
    ])
    .png()
    .toFile(path.join(outDir, file));
  console.log(`docs/back-office/${file}`);
}

mkdirSync(outDir, { recursive: true });
const directory = mkdtempSync(path.join(tmpdir(), "back-office-shots-"));
const port = await freePort();
const origin = `http://localhost:${port}`;
// A real SMTP server of the test's own: the « Équipe » page offers its invitation form only with one.
const smtp = await startSmtpServer();
const server = await startServer({
  port,
  env: {
    DATA_DIR: directory,
    STATE_DIRECTORY: undefined,
    ADMIN_ORIGIN: origin,
    BOOKING_RATE_LIMIT: "0",
    SMTP_URL: smtp.url,
    MAIL_TO: "cabinet@exemple.fr",
  },
});
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
try {
  await seed(directory, origin);
  const link = await oneTimeLink({ directory, origin, email: "gerante@cabinet.example" });
  const signedOut = await browser.newPage({ viewport: { width: 375, height: 740 }, locale: "fr-FR" });
  const signedOutDesktop = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: "fr-FR" });
  await shoot({ mobile: signedOut, desktop: signedOutDesktop }, `${origin}/admin/connexion`, "connexion.png");

  const context = await browser.newContext({ locale: "fr-FR" });
  const desktop = await context.newPage();
  await desktop.setViewportSize({ width: 1280, height: 800 });
  await desktop.goto(link);
  await desktop.getByRole("button", { name: "Enregistrer une clé d’accès sur cet appareil" }).waitFor();
  const mobile = await context.newPage();
  await mobile.setViewportSize({ width: 375, height: 740 });
  const pages = { mobile, desktop };
  await shoot(pages, `${origin}/admin/messages`, "messages.png");
  await shoot(pages, `${origin}/admin/agenda`, "agenda.png");
  await shoot(pages, `${origin}/admin/agenda/horaires`, "horaires.png");
  await shoot(pages, `${origin}/admin/audience?jours=30`, "audience.png");
  await run(
    process.execPath,
    ["scripts/admin.ts", "add-user", "assistante@cabinet.example", "--role", "lecture"],
    {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: directory, STATE_DIRECTORY: undefined, ADMIN_ORIGIN: origin },
    },
  );
  await shoot(pages, `${origin}/admin/equipe`, "equipe.png");

  // « Modifier le site »: a city page's heading, changed in the editor, then published.
  const city = `${origin}/keystatic/collection/cities/item/melun`;
  const headingField = (page: Page) => page.getByRole("textbox", { name: /^Titre principal/ });
  await shoot(pages, city, "editeur.png", headingField);
  // « Réglages du cabinet »: the phone, the e-mail, the tagline and the social pages.
  await shoot(pages, `${origin}/keystatic/singleton/contact-details`, "coordonnees.png", (page) =>
    page.getByRole("textbox", { name: /^Le téléphone du cabinet/ }),
  );
  await shoot(pages, `${origin}/keystatic/singleton/contact-subjects`, "sujets.png", (page) =>
    page.getByRole("button", { name: "Ajouter" }).first(),
  );
  await shoot(pages, `${origin}/keystatic/singleton/redirects`, "anciennes-adresses.png", (page) =>
    page.getByRole("button", { name: "Ajouter" }).first(),
  );
  await shoot(pages, `${origin}/keystatic/singleton/booking-length`, "rendez-vous-en-ligne.png", (page) =>
    page.getByRole("textbox", { name: /^La durée d’un rendez-vous/ }),
  );
  await desktop.goto(city);
  const heading = headingField(desktop);
  const newHeading = "Bilan de compétences à Melun, au siège du cabinet, en soirée ou en visioconférence";
  await heading.fill(newHeading);
  await desktop.getByRole("button", { name: /^(Sauvegarder|Save)$/ }).click();
  // Saved once the working copy's file says it.
  const saved = path.join(directory, "publish", "repo", "content", "cities", "melun.yaml");
  for (let waited = 0; !readFileSync(saved, "utf8").includes(newHeading); waited += 200) {
    if (waited > 15_000) throw new Error("the editor did not save content/cities/melun.yaml");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await shoot(pages, `${origin}/admin/publication`, "publier.png");
  await desktop.goto(`${origin}/admin/publication`);
  await desktop.getByRole("button", { name: "Publier", exact: true }).click();
  await desktop
    .locator(".step--running")
    .first()
    .waitFor({ timeout: 30_000 })
    .catch(async (error) => {
      console.error(await desktop.locator("main").textContent());
      throw error;
    });
  await shoot(pages, `${origin}/admin/publication`, "publication-en-cours.png");
  await desktop.getByText("Le site est à jour.").waitFor({ timeout: 300_000 });
  await shoot(pages, `${origin}/admin/publication`, "publication-faite.png");
} finally {
  await browser.close();
  await server.stop();
  await smtp.close();
  rmSync(directory, { recursive: true, force: true });
}
