import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { readBuiltPublicConfig } from "../config/public-file.ts";
import { bookingApiPath } from "../content/booking-paths.ts";
import { contact } from "../content/contact.ts";
import { landingPages, landingPath } from "../content/landing-pages.ts";
import { audienceOptOutCopy } from "../content/legal/audience-opt-out.ts";
import { redirects } from "../content/redirects.ts";
import { pagePaths } from "../content/routes-data.ts";
import { type ServerProcess, startServer } from "../scripts/lib/server-process.ts";
import { fields, fillForm, validInput } from "./contact-form.ts";
import { SEND_FORM_PATH, startFakeEmailJs } from "./fake-emailjs.ts";
import { visit } from "./visit.ts";

/**
 * The build served as a static host or a CDN serves it: build/client behind a
 * plain static file server (scripts/static-server.mjs, sirv), no Fastify, so
 * no 301, no CSP and no relay. Every page, the 404 page, the redirect pages
 * and the contact form (posting to EmailJS, here a fake of it) must still work.
 *
 * The form part needs a build made with RELAY_ORIGIN=http://127.0.0.1:<port>
 * and STATIC_HOST_RELAY_PORT=<port>: `npm run test:identity` makes that build
 * and sets both (scripts/test-identity.ts). Without the variable, that test
 * is skipped.
 */
const build = readBuiltPublicConfig("build").config;
const relayPort = process.env.STATIC_HOST_RELAY_PORT;

test.describe("the build on a plain static host", () => {
  let host: ServerProcess;

  test.beforeAll(async () => {
    host = await startServer({ args: ["scripts/static-server.mjs", "build/client"] });
  });

  test.afterAll(async () => {
    await host?.stop();
  });

  test("every page answers 200 with its pre-rendered HTML", async () => {
    const problems: string[] = [];
    await Promise.all(
      pagePaths.map(async (path) => {
        const response = await fetch(`${host.url}${path}`, { redirect: "manual" });
        const html = await response.text();
        const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
        if (response.status !== 200) problems.push(`${path}: HTTP ${response.status}`);
        else if (!response.headers.get("content-type")?.startsWith("text/html")) {
          problems.push(`${path}: ${response.headers.get("content-type")}`);
        } else if (!title?.trim() || title.startsWith("Page introuvable")) {
          problems.push(`${path}: title ${JSON.stringify(title)}`);
        } else if (!html.includes(`<link rel="canonical" href="${build.SITE_URL}`)) {
          problems.push(`${path}: no canonical link on ${build.SITE_URL}`);
        }
      }),
    );
    expect(pagePaths.length).toBeGreaterThan(40);
    expect(problems).toEqual([]);
  });

  test("an unknown path gets status 404 and the site's 404 page", async ({ page }) => {
    const response = await fetch(`${host.url}/page-inconnue-sur-un-hebergeur-statique`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe(readFileSync("build/client/404.html", "utf8"));

    const visited = await visit(page, `${host.url}/autre-page-inconnue`);
    expect(visited?.status()).toBe(404);
    await expect(page.getByText(/Désolée, cette page n.existe plus/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Nous contacter" })).toHaveAttribute("href", "/contact");
  });

  test("a static build measures no audience: no script, no beacon, the privacy page says so", async ({
    page,
  }) => {
    test.skip(
      build.AUDIENCE_MEASUREMENT === "on",
      "needs a build for a static host (RELAY_ORIGIN set: npm run test:identity)",
    );
    const requests: string[] = [];
    page.on("request", (request) => requests.push(new URL(request.url()).pathname));
    await visit(page, `${host.url}/politique-de-confidentialite`);
    await page.locator("html[data-ready]").waitFor({ state: "attached" });
    await expect(page.getByText("Il n’utilise ni outil de mesure d’audience")).toBeVisible();
    await expect(page.getByRole("button", { name: audienceOptOutCopy.optOut })).toHaveCount(0);
    await page.goto("about:blank");
    expect(
      requests.filter((path) => path === "/api/audience" || /\/(audience|web-vitals)-[\w-]+\.js$/.test(path)),
    ).toEqual([]);
  });

  test("a city page shows no « next free slot » line, and logs nothing of its own", async ({ page }) => {
    const city = landingPages.find((entry) => entry.local);
    if (!city) throw new Error("no city page");
    const asked: string[] = [];
    const errors: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith(bookingApiPath)) asked.push(request.url());
    });
    // The browser's own line for the static host's 404 is not the page's.
    page.on("console", (message) => {
      if (message.type() === "error" && !message.text().startsWith("Failed to load resource:"))
        errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await visit(page, `${host.url}${landingPath(city.slug)}`);
    // To the band: the line is asked for as it comes near.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState("networkidle");
    // Built for a static host (RELAY_ORIGIN set), it does not even ask (its page has no marker);
    // otherwise the host's 404 answers, once the line's two late chunks have come.
    await expect.poll(() => asked.length).toBe(build.RELAY_ORIGIN ? 0 : 1);
    await expect(page.locator(".cta-band__next")).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  for (const [from, to] of Object.entries(redirects)) {
    test(`the redirect page ${from} takes the browser to ${to}`, async ({ page }) => {
      const response = await fetch(`${host.url}${from}`, { redirect: "manual" });
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<meta http-equiv="refresh" content="0; url=${to}">`);
      expect(html).toContain(`<link rel="canonical" href="${build.SITE_URL}${to}">`);

      await page.goto(`${host.url}${from}`);
      await expect(page).toHaveURL(`${host.url}${to}`);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page).not.toHaveTitle(/Page introuvable/);
    });
  }

  test("a contact message reaches the EmailJS endpoint the build names", async ({ page }) => {
    test.skip(
      relayPort === undefined,
      "needs a build with RELAY_ORIGIN=http://127.0.0.1:<port> and STATIC_HOST_RELAY_PORT=<port> (npm run test:identity)",
    );
    expect(build.RELAY_ORIGIN).toBe(`http://127.0.0.1:${relayPort}`);
    const emailjs = await startFakeEmailJs(Number(relayPort), {
      publicKey: build.EMAILJS_PUBLIC_KEY,
      serviceId: build.EMAILJS_SERVICE_ID,
      templateId: build.EMAILJS_TEMPLATE_ID,
    });
    try {
      // Reached by a link of the menu: the static host serves the page, which hydrates.
      await visit(page, `${host.url}/`);
      await page
        .getByRole("navigation", { name: "Navigation principale" })
        .getByRole("link", { name: "Contact", exact: true })
        .click();
      await expect(page).toHaveURL(`${host.url}/contact`);
      await page.locator("html[data-ready]").waitFor({ state: "attached" });

      const input = validInput({ whom: "Une entreprise", interest: "Outplacement" });
      await fillForm(page, input);
      await fields(page).submit.click();
      await expect(page.getByRole("heading", { name: contact.confirmation.title })).toBeVisible();

      const posts = emailjs.received.filter((request) => request.method === "POST");
      expect(posts).toHaveLength(1);
      const [post] = posts;
      expect(post?.path).toBe(SEND_FORM_PATH);
      expect(post?.status).toBe(200);
      // Sent from the page, across origins: the browser named the static host.
      expect(post?.origin).toBe(host.url);
      expect(post?.contentType).toMatch(/^multipart\/form-data; boundary=/);
      expect(post?.fields).toMatchObject({
        whom: "entreprise",
        lastName: input.lastName,
        firstName: input.firstName,
        email: input.email,
        phone: input.phone,
        interest: input.interest,
        Message: input.message,
        user_id: build.EMAILJS_PUBLIC_KEY,
        service_id: build.EMAILJS_SERVICE_ID,
        template_id: build.EMAILJS_TEMPLATE_ID,
      });
      expect(post?.fields.lib_version).toMatch(/^\d+\.\d+\.\d+$/);
    } finally {
      await emailjs.close();
    }
  });
});
