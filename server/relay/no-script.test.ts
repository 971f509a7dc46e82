import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance, InjectOptions } from "fastify";
import { describe, expect, it } from "vitest";
import { writeBuildFacts } from "../../config/build-facts.ts";
import { loadFirm } from "../../config/firm.ts";
import { writePublicConfig } from "../../config/public-file.ts";
import { interestOptions } from "../../content/contact.ts";
import { contactSentPath } from "../../content/contact-paths.ts";
import { site } from "../../content/site.ts";
import { writeCspHashes } from "../../scripts/pipeline/csp-hashes.ts";
import { FIELD_MAX_LENGTH, VALIDATION_MESSAGES } from "../../shared/contact-validation.ts";
import { findElements } from "../../shared/html.ts";
import { buildServer } from "../app.ts";
import { fixedBuildFacts } from "../build-facts.ts";
import { RELAY_LIMITS } from "./form.ts";
import { RELAY_PATH, type RelayOptions } from "./plugin.ts";
import {
  builtSiteFixture,
  type FormEntries,
  memoryLogger,
  postSubmission,
  readInboxFile,
  submission,
  VALID_CONTACT,
} from "./testing.ts";

const bookingLength = { slotMinutes: 30, minimumNoticeHours: 24, horizonDays: 28 };

/** What Chromium sends with a form it submits itself. */
const BROWSER_ACCEPT =
  "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8";

/** A contact page as the build writes it: scripts, a <style>, deferred stylesheets, a <noscript>. */
const CONTACT_PAGE =
  '<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/><title>Contact | Cabinet</title>' +
  '<meta name="robots" content="index, follow"/><link rel="modulepreload" href="/assets/entry.js"/>' +
  "<style>.critical{color:red}</style>" +
  '<link rel="preload" as="style" href="/assets/root.css" media="print" onload="this.media=\'all\'"/>' +
  '<noscript><link rel="stylesheet" href="/assets/root.css"/></noscript>' +
  '<link rel="stylesheet" href="/assets/contact.css"/><script>window.__x = 1;</script></head>' +
  '<body><header class="site-header"><a href="/home">Cabinet</a></header>' +
  '<main id="contenu" tabindex="-1"><h1>Contact</h1><form class="contact-form"></form></main>' +
  '<footer class="site-footer">Pied de page</footer><script type="module">import "/assets/entry.js";</script></body></html>';

const built = builtSiteFixture("relay-no-script-", { "contact/index.html": CONTACT_PAGE });
let dbCount = 0;

async function startRelay(options: Partial<RelayOptions> = {}) {
  dbCount += 1;
  const databasePath = path.join(built.dir, `inbox-${dbCount}`, "inbox.sqlite");
  const app = await buildServer({
    root: built.root,
    relay: { rateLimit: 0, log: memoryLogger(), ...options, databasePath },
  });
  built.track(app);
  await app.ready();
  return { app, databasePath };
}

const inbox = readInboxFile;

/** Posts a submission as a browser does by default (Accept: text/html…), or with `headers`. */
function post(
  app: FastifyInstance,
  entries: FormEntries = submission(),
  headers: Record<string, string> = { accept: BROWSER_ACCEPT },
  extra: Omit<InjectOptions, "method" | "payload" | "headers"> = {},
) {
  return postSubmission(app, entries, { ...extra, headers });
}

/** The value of each control of a page's form, decoded as a browser reads it. */
function formState(html: string) {
  const controls = findElements(html, ["input", "textarea", "select", "option"]);
  const value = (name: string) =>
    controls.find((control) => control.name === "input" && control.attributes.name === name)?.attributes
      .value;
  return {
    value,
    checked: controls
      .filter((control) => control.attributes.name === "whom" && "checked" in control.attributes)
      .map((control) => control.attributes.value),
    selected: controls.filter((c) => c.name === "option" && "selected" in c.attributes).map((c) => c.content),
    // The parser drops the newline that follows <textarea>, as a browser does.
    message: controls.find((control) => control.name === "textarea")?.content?.replace(/^\n/, ""),
    invalid: controls
      .filter((control) => control.attributes["aria-invalid"] === "true")
      .map((control) => control.attributes.id ?? control.attributes.name),
  };
}

describe("a browser posting the form without scripts", () => {
  it("is sent on to the confirmation page with 303 once the message is stored", async () => {
    const { app, databasePath } = await startRelay();
    const response = await post(app);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(contactSentPath);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers.vary).toBe("Origin, Accept");
    const rows = inbox(databasePath);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: "stored",
      lastName: VALID_CONTACT.lastName,
      email: VALID_CONTACT.email,
    });
  });

  it("is sent on the same way when a robot filled the honeypot, kept aside as spam", async () => {
    const { app, databasePath } = await startRelay();
    const response = await post(app, submission({ website: "https://spam.example" }));
    expect(response.statusCode).toBe(303);
    expect(inbox(databasePath)[0]?.status).toBe("spam");
  });

  it("gets the form again, 422, with the typed values escaped and the errors, and nothing is stored", async () => {
    const { app, databasePath } = await startRelay();
    const typed = {
      whom: "entreprise",
      lastName: '<script>alert("nom")</script>',
      firstName: "Zoé2",
      email: '"><img src=x onerror=alert(1)>',
      phone: "06 12 34 56 78",
      interest: "Outplacement",
      Message: "\nBonjour & merci,\n</textarea><script>alert('message')</script>",
    };
    const response = await post(app, submission(typed));
    expect(response.statusCode).toBe(422);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-store");
    const html = response.body;

    // Nothing the visitor typed becomes markup: no script, no image, anywhere.
    expect(findElements(html, ["script", "img", "style"])).toEqual([]);
    expect(html).not.toContain("<script>alert");
    expect(html).toContain("&lt;script&gt;alert(&quot;nom&quot;)&lt;/script&gt;");

    // The form, filled in as it was sent.
    const state = formState(html);
    expect(state.value("lastName")).toBe(typed.lastName);
    expect(state.value("firstName")).toBe(typed.firstName);
    expect(state.value("email")).toBe(typed.email);
    expect(state.value("phone")).toBe(typed.phone);
    expect(state.checked).toEqual(["entreprise"]);
    expect(state.selected).toEqual(["Outplacement"]);
    expect(state.message).toBe(
      "\nBonjour &amp; merci,\n&lt;/textarea&gt;&lt;script&gt;alert(&#39;message&#39;)&lt;/script&gt;",
    );
    // With the relay's keys, so that it can be sent again as is.
    expect(state.value("user_id")).toBe(site.relay.publicKey);
    expect(state.value("service_id")).toBe(site.relay.serviceId);
    expect(state.value("template_id")).toBe(site.relay.templateId);
    expect(html).toContain(`action="${RELAY_PATH}" enctype="multipart/form-data"`);

    // The errors: a summary linking to each field, the message by each field, aria-invalid.
    expect(html).toContain("Le formulaire contient 3 erreurs\u00a0:");
    for (const [field, message] of [
      ["lastName", VALIDATION_MESSAGES.lastName],
      ["firstName", VALIDATION_MESSAGES.firstName],
      ["email", VALIDATION_MESSAGES.email],
    ] as const) {
      expect(html).toContain(`<li><a href="#contact-${field}">${message}</a></li>`);
      expect(html).toContain(`<p id="contact-${field}-error" class="field__error">${message}</p>`);
      expect(html).toMatch(
        new RegExp(
          `id="contact-${field}" aria-invalid="true" aria-describedby="[^"]*contact-${field}-error"`,
        ),
      );
    }
    expect(state.invalid).toEqual(["contact-lastName", "contact-firstName", "contact-email"]);
    expect(html).not.toContain(VALIDATION_MESSAGES.phone);

    expect(inbox(databasePath)).toEqual([]);
  });

  it("gets the form with the length message for a field too long", async () => {
    const { app, databasePath } = await startRelay();
    const response = await post(app, submission({ lastName: "a".repeat(FIELD_MAX_LENGTH.lastName + 1) }));
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain(
      `Ce champ est trop long\u00a0: ${FIELD_MAX_LENGTH.lastName} caractères au maximum`,
    );
    expect(inbox(databasePath)).toEqual([]);
  });

  it("frames its pages with the built contact page, without its scripts, under the base CSP", async () => {
    const { app } = await startRelay();
    const response = await post(app, submission({ phone: "123" }));
    expect(response.statusCode).toBe(422);
    const html = response.body;
    expect(html).toContain('<header class="site-header"><a href="/home">Cabinet</a></header>');
    expect(html).toContain('<footer class="site-footer">Pied de page</footer>');
    expect(findElements(html, ["script", "style", "noscript"])).toEqual([]);
    expect(html).not.toContain("modulepreload");
    expect(html).not.toContain("onload");
    // Every stylesheet, once, loading plainly.
    expect(findElements(html, ["link"]).map((link) => link.attributes)).toEqual([
      { rel: "stylesheet", href: "/assets/root.css" },
      { rel: "stylesheet", href: "/assets/contact.css" },
    ]);
    expect(
      findElements(html, ["meta"])
        .filter((meta) => meta.attributes.name === "robots")
        .map((meta) => meta.attributes.content),
    ).toEqual(["noindex"]);
    expect(findElements(html, ["title"])[0]?.content).toBe(
      `Erreur\u00a0: votre message n’est pas encore envoyé | ${site.name}`,
    );
    expect(findElements(html, ["h1"]).map((h1) => h1.content)).toEqual([
      "Votre message n’est pas encore envoyé",
    ]);
    expect(response.headers["content-security-policy"]).toMatch(/script-src 'self'(;|$)/);
    expect(response.headers["content-security-policy"]).toContain("style-src-elem 'self'");
  });

  it("gets the frame and the firm's contact of the build answered, switched with the pages", async () => {
    const { app } = await startRelay();
    const firm = loadFirm();
    const published = path.join(built.dir, "published");
    await mkdir(path.join(published, "client", "contact"), { recursive: true });
    await writeFile(path.join(published, "client", "index.html"), "<!doctype html><title>Accueil</title>");
    await writeFile(
      path.join(published, "client", "contact", "index.html"),
      CONTACT_PAGE.replace("Pied de page", "Pied de page publié"),
    );
    await writeCspHashes(path.join(published, "client"));
    const changed = {
      ...firm,
      name: "Cabinet publié",
      phone: "01 23 45 67 89",
      email: "accueil@publie.example",
    };
    writePublicConfig(published, changed);
    writeBuildFacts(published, {
      interests: ["Un sujet publié", "Un autre sujet"],
      redirects: {},
      booking: bookingLength,
    });
    const before = await post(app, submission(), {
      accept: BROWSER_ACCEPT,
      origin: "https://elsewhere.example",
    });
    expect(before.body).toContain(`href="${site.phoneUri}"`);
    app.site.live.swap(await app.site.loadBuild(path.join(published, "client")));
    const refused = await post(app, submission(), {
      accept: BROWSER_ACCEPT,
      origin: "https://elsewhere.example",
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toContain("Pied de page publié");
    expect(refused.body).toContain('href="tel:+33123456789"');
    expect(refused.body).toContain("01 23 45 67 89");
    expect(refused.body).toContain('href="mailto:accueil@publie.example"');
    expect(refused.body).not.toContain(site.phone);
    const invalid = await post(app, submission({ phone: "123" }));
    expect(findElements(invalid.body, ["title"])[0]?.content).toMatch(/ \| Cabinet publié$/);
    // The form comes back with the subjects of the build answered.
    expect(
      findElements(invalid.body, ["option"])
        .map((option) => option.content)
        .filter((option) => option !== ""),
    ).toEqual(expect.arrayContaining(["Un sujet publié", "Un autre sujet"]));
    expect(invalid.body).not.toContain(`>${interestOptions[0]}</option>`);
  });

  it("gets a bare page when the build has no contact page", async () => {
    const app = await buildServer({
      root: built.root,
      relay: {
        rateLimit: 0,
        log: memoryLogger(),
        databasePath: path.join(built.dir, "bare.sqlite"),
        buildFacts: fixedBuildFacts(built.dir),
      },
    });
    built.track(app);
    const response = await post(app, submission({ phone: "123" }));
    expect(response.statusCode).toBe(422);
    expect(response.body).toMatch(/^<!DOCTYPE html><html lang="fr">/);
    expect(response.body).not.toContain("site-header");
    expect(response.body).toContain(VALIDATION_MESSAGES.phone);
  });

  for (const [status, setup, reason] of [
    [
      403,
      async () => ({ ...(await startRelay()), headers: { origin: "https://elsewhere.example" } }),
      "n’accepte que les messages envoyés depuis notre site",
    ],
    [
      413,
      async () => ({
        ...(await startRelay()),
        body: submission({ Message: "x".repeat(RELAY_LIMITS.fieldBytes + 1) }),
      }),
      "Votre message est trop long",
    ],
    [
      429,
      async () => {
        const relay = await startRelay({ rateLimit: 1 });
        await post(relay.app);
        return relay;
      },
      "Patientez une minute",
    ],
  ] as const) {
    it(`gets a French page with the status for a refusal: ${status}`, async () => {
      const relay: { app: FastifyInstance; headers?: Record<string, string>; body?: FormEntries } =
        await setup();
      const response = await post(relay.app, relay.body, { accept: BROWSER_ACCEPT, ...relay.headers });
      expect(response.statusCode).toBe(status);
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(response.body).toContain("Votre message n’a pas pu être envoyé.");
      expect(response.body).toContain(reason);
      expect(response.body).toContain(`Code d’erreur\u00a0: ${status}`);
      expect(response.body).toContain(`href="${site.phoneUri}"`);
      expect(response.body).toContain(`href="mailto:${site.email}"`);
      expect(response.body).toContain('<a href="/contact" class="btn btn-primary">Revenir au formulaire</a>');
    });
  }

  it("gets a page, not a text, when it opens the relay's address", async () => {
    const { app } = await startRelay();
    const response = await app.inject({
      method: "GET",
      url: RELAY_PATH,
      headers: { accept: BROWSER_ACCEPT },
    });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe("OPTIONS, POST");
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.body).toContain("Code d’erreur\u00a0: 405");
  });
});

describe("@emailjs/browser's requests (any type accepted) keep today's answers", () => {
  for (const accept of [undefined, "*/*", "application/json, text/plain, */*", "text/html;q=0, */*"]) {
    it(`Accept: ${accept ?? "(none)"}`, async () => {
      const { app, databasePath } = await startRelay();
      const headers: Record<string, string> = accept ? { accept } : {};
      const sent = await post(app, submission(), headers);
      expect(sent.statusCode).toBe(200);
      expect(sent.body).toBe("OK");
      expect(sent.headers["content-type"]).toBe("text/plain; charset=utf-8");
      expect(sent.headers.vary).toBe("Origin");
      expect(sent.headers.location).toBeUndefined();

      const invalid = await post(app, submission({ firstName: "Zoé2", phone: "123" }), headers);
      expect(invalid.statusCode).toBe(400);
      expect(invalid.body).toBe("Invalid fields: firstName, phone\n");
      expect(invalid.headers["content-type"]).toBe("text/plain; charset=utf-8");

      const refused = await post(app, submission(), { ...headers, origin: "https://elsewhere.example" });
      expect(refused.statusCode).toBe(403);
      expect(refused.body).toBe("Cross-origin request refused\n");
      expect(inbox(databasePath)).toHaveLength(1);
    });
  }
});
