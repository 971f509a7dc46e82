/**
 * The back office's security, on the server as it is assembled for
 * production (buildServer with every module the services wire): each route
 * listed from the server itself, so that a new route cannot be forgotten.
 */
import { createHash, createSign, generateKeyPairSync, type KeyObject, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { isoCBOR } from "@simplewebauthn/server/helpers";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { buildServer } from "../app.ts";
import { openInboxDatabase } from "../inbox.ts";
import { MessageStore } from "../relay/store.ts";
import { builtSiteFixture, HELENE, memoryLogger } from "../relay/testing.ts";
import { closeSqlite, type SqliteDatabase } from "../sqlite.ts";
import { AccountStore, SESSION_IDLE_MS, SESSION_MAX_MS } from "./accounts.ts";
import type { AdminRole } from "./context.ts";
import type { AdminRouteInfo } from "./guard.ts";
import type { LinkMailer } from "./link-mail.ts";

const ORIGIN = "https://www.cabinet.example";
const site = builtSiteFixture("admin-plugin-");
let count = 0;

interface Harness {
  app: FastifyInstance;
  routes: AdminRouteInfo[];
  accounts: AccountStore;
  db: SqliteDatabase;
  links: { email: string; token: string }[];
  lines: string[];
  clock: { now: Date };
  databasePath: string;
  log: ReturnType<typeof memoryLogger>;
}

/** The turn of the event loop after the current one: a link asked for has been sent by then. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

async function start(
  options: { rateLimit?: number; uiDir?: string; mailLink?: LinkMailer } = {},
): Promise<Harness> {
  count += 1;
  const databasePath = path.join(site.dir, `state-${count}`, "inbox.sqlite");
  const routes: AdminRouteInfo[] = [];
  const links: { email: string; token: string }[] = [];
  const lines: string[] = [];
  const clock = { now: new Date("2026-11-27T09:00:00Z") };
  const now = () => clock.now;
  const log = memoryLogger();
  const app = site.track(
    await buildServer({
      root: site.root,
      logger: { level: "info", stream: { write: (line: string) => lines.push(line) } },
      relay: { databasePath, rateLimit: 0, log: memoryLogger(), now },
      booking: { databasePath, secret: "s".repeat(40), rateLimit: 0, log: memoryLogger(), now },
      admin: {
        databasePath,
        origin: ORIGIN,
        firmName: "Cabinet Témoin",
        rateLimit: options.rateLimit ?? 0,
        uiDir: options.uiDir,
        now,
        routes,
        log,
        mailLink:
          options.mailLink ??
          (async (email, token) => {
            links.push({ email, token });
          }),
      },
      // « Publier » and the content editor, over a small release of their own.
      publish: { dir: path.join(path.dirname(databasePath), "publish"), codeDir: release() },
    }),
  );
  await app.ready();
  const { db } = openInboxDatabase(databasePath);
  onTestFinished(() => closeSqlite(db));
  return { app, routes, accounts: new AccountStore(db, now), db, links, lines, clock, databasePath, log };
}

/** A release with one content file, for the publisher's working copy (made on the first request that needs it). */
function release(): string {
  const folder = path.join(site.dir, "release");
  if (!existsSync(folder)) {
    mkdirSync(path.join(folder, "content", "pages"), { recursive: true });
    writeFileSync(path.join(folder, "content", "pages", "home.yaml"), "title: Accueil\n");
    mkdirSync(path.join(folder, "node_modules"));
  }
  return folder;
}

/** Signs an account in with a one-time link and returns its cookie header. */
async function signIn(harness: Harness, email: string, role: AdminRole): Promise<string> {
  const user = harness.accounts.userByEmail(email) ?? harness.accounts.addUser(email, role);
  const { token } = harness.accounts.createLink(user.id);
  const response = await harness.app.inject({
    method: "POST",
    url: "/api/admin/auth/link/verify",
    headers: { origin: ORIGIN },
    payload: { token },
  });
  expect(response.statusCode).toBe(200);
  const cookie = response.cookies[0];
  expect(cookie).toMatchObject({
    name: "__Host-admin",
    httpOnly: true,
    secure: true,
    sameSite: "Strict",
    path: "/",
  });
  return `${cookie?.name}=${cookie?.value}`;
}

/** A software passkey (ES256) that answers WebAuthn ceremonies for ORIGIN, with or without user verification. */
function softPasskey() {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const jwk = publicKey.export({ format: "jwk" });
  const id = randomBytes(16);
  const cose = isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x ?? "", "base64url")],
      [-3, Buffer.from(jwk.y ?? "", "base64url")],
    ]),
  );
  const rpIdHash = createHash("sha256").update(new URL(ORIGIN).hostname).digest();
  /** User present, and verified when `verified`; with the credential when `attested`. */
  const flags = (verified: boolean, attested = false) =>
    Buffer.from([0x01 | (verified ? 0x04 : 0) | (attested ? 0x40 : 0)]);
  const counter = Buffer.alloc(4);
  const clientData = (type: string, challenge: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin: ORIGIN, crossOrigin: false }));
  const sign = (key: KeyObject, data: Buffer) => createSign("SHA256").update(data).sign(key);
  return {
    id: id.toString("base64url"),
    publicKey: cose,
    attestation(challenge: string, verified: boolean) {
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(id.length);
      const authData = Buffer.concat([
        rpIdHash,
        flags(verified, true),
        counter,
        Buffer.alloc(16),
        idLength,
        id,
        Buffer.from(cose),
      ]);
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Map<string, string> | Uint8Array>([
          ["fmt", "none"],
          ["attStmt", new Map<string, string>()],
          ["authData", authData],
        ]),
      );
      return {
        id: id.toString("base64url"),
        rawId: id.toString("base64url"),
        type: "public-key",
        response: {
          clientDataJSON: clientData("webauthn.create", challenge).toString("base64url"),
          attestationObject: Buffer.from(attestationObject).toString("base64url"),
          transports: ["internal"],
        },
        clientExtensionResults: {},
      };
    },
    assertion(challenge: string, verified: boolean) {
      const authenticatorData = Buffer.concat([rpIdHash, flags(verified), counter]);
      const clientDataJSON = clientData("webauthn.get", challenge);
      const hash = createHash("sha256").update(clientDataJSON).digest();
      return {
        id: id.toString("base64url"),
        rawId: id.toString("base64url"),
        type: "public-key",
        response: {
          clientDataJSON: clientDataJSON.toString("base64url"),
          authenticatorData: authenticatorData.toString("base64url"),
          signature: sign(privateKey, Buffer.concat([authenticatorData, hash])).toString("base64url"),
        },
        clientExtensionResults: {},
      };
    },
  };
}

/** A concrete URL for a route pattern (":id" → 1). */
const concrete = (url: string) => url.replace(/:[^/]+/g, "1");

function call(harness: Harness, route: AdminRouteInfo, cookie?: string, origin = ORIGIN) {
  return harness.app.inject({
    method: route.method as "GET",
    url: concrete(route.url),
    headers: { origin, ...(cookie && { cookie }) },
    ...(route.method !== "GET" && { payload: {} }),
  });
}

const isError = (response: LightMyRequestResponse) =>
  typeof response.json().error === "string" && typeof response.json().message === "string";

describe("the back office's API", () => {
  it("lists its routes, each declared with who may call it", async () => {
    const harness = await start();
    expect(harness.routes.length).toBeGreaterThan(5);
    const keys = harness.routes.map((route) => `${route.method} ${route.url}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const route of harness.routes) {
      expect(route.url.startsWith("/api/admin/")).toBe(true);
      if (route.method !== "GET" && route.admin === "lecture") expect(route.self).toBe(true);
    }
  });

  it("answers 401 to every non-public route without a session, before doing anything", async () => {
    const harness = await start();
    const guarded = harness.routes.filter((route) => route.admin !== "public");
    expect(guarded.length).toBeGreaterThan(0);
    for (const route of guarded) {
      const response = await call(harness, route);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(isError(response)).toBe(true);
      expect(response.headers["cache-control"]).toBe("no-store");
    }
    expect(harness.accounts.auditLog({ limit: 10 })).toEqual([]);
  });

  it("refuses every « gestion » route to a « lecture » account with 403", async () => {
    const harness = await start();
    const cookie = await signIn(harness, "lecteur@cabinet.example", "lecture");
    const managing = harness.routes.filter((route) => route.admin === "gestion");
    expect(managing.length).toBeGreaterThan(0);
    for (const route of managing) {
      const response = await call(harness, route, cookie);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(response.json().error).toBe("role");
    }
    // The account's own session still works.
    const session = await harness.app.inject({
      method: "GET",
      url: "/api/admin/session",
      headers: { cookie },
    });
    expect(session.json().user).toEqual({ email: "lecteur@cabinet.example", role: "lecture" });
  });

  it("refuses every state-changing request from another origin, even signed in", async () => {
    const harness = await start();
    const cookie = await signIn(harness, "gerante@cabinet.example", "gestion");
    const changing = harness.routes.filter((route) => route.method !== "GET");
    expect(changing.length).toBeGreaterThan(0);
    for (const route of changing) {
      const response = await call(harness, route, cookie, "https://evil.example");
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(response.json().error).toBe("origin");
    }
    const noOrigin = await harness.app.inject({
      method: "POST",
      url: "/api/admin/auth/signout",
      headers: { cookie, "sec-fetch-site": "cross-site" },
    });
    expect(noOrigin.statusCode).toBe(403);
  });

  it("ends a session when signed out, after 8 hours idle and after 7 days at most", async () => {
    const harness = await start();
    const session = (cookie: string) =>
      harness.app.inject({ method: "GET", url: "/api/admin/session", headers: { cookie } });

    const first = await signIn(harness, "gerante@cabinet.example", "gestion");
    const out = await harness.app.inject({
      method: "POST",
      url: "/api/admin/auth/signout",
      headers: { cookie: first, origin: ORIGIN },
    });
    expect(out.statusCode).toBe(204);
    expect((await session(first)).statusCode).toBe(401);

    const idle = await signIn(harness, "gerante@cabinet.example", "gestion");
    harness.clock.now = new Date(harness.clock.now.getTime() + SESSION_IDLE_MS - 60_000);
    expect((await session(idle)).statusCode).toBe(200);
    harness.clock.now = new Date(harness.clock.now.getTime() + SESSION_IDLE_MS + 60_000);
    expect((await session(idle)).statusCode).toBe(401);

    const busy = await signIn(harness, "gerante@cabinet.example", "gestion");
    for (let elapsed = 0; elapsed < SESSION_MAX_MS; elapsed += SESSION_IDLE_MS / 2) {
      harness.clock.now = new Date(harness.clock.now.getTime() + SESSION_IDLE_MS / 2);
      await session(busy);
    }
    expect((await session(busy)).statusCode).toBe(401);
  });

  it("signs out everywhere: every session of the account ends", async () => {
    const harness = await start();
    const phone = await signIn(harness, "gerante@cabinet.example", "gestion");
    const laptop = await signIn(harness, "gerante@cabinet.example", "gestion");
    const other = await signIn(harness, "associe@cabinet.example", "gestion");
    const everywhere = await harness.app.inject({
      method: "POST",
      url: "/api/admin/auth/signout-everywhere",
      headers: { cookie: laptop, origin: ORIGIN },
    });
    expect(everywhere.statusCode).toBe(204);
    for (const [cookie, status] of [
      [phone, 401],
      [laptop, 401],
      [other, 200],
    ] as const) {
      const response = await harness.app.inject({
        method: "GET",
        url: "/api/admin/session",
        headers: { cookie },
      });
      expect(response.statusCode).toBe(status);
    }
  });

  it("signs in with a one-time link: once, within 15 minutes, for an active account", async () => {
    const harness = await start();
    harness.accounts.addUser("gerante@cabinet.example", "gestion");
    const ask = async (email: string) => {
      const response = await harness.app.inject({
        method: "POST",
        url: "/api/admin/auth/link",
        headers: { origin: ORIGIN },
        payload: { email },
      });
      await nextTurn();
      return response;
    };
    // The same answer whether the address has an account or not.
    const unknown = await ask("inconnu@cabinet.example");
    const known = await ask("Gerante@Cabinet.example");
    expect(unknown.statusCode).toBe(202);
    expect(known.statusCode).toBe(202);
    expect(unknown.body).toBe(known.body);
    expect(harness.links.map((link) => link.email)).toEqual(["gerante@cabinet.example"]);
    expect((await ask("pas-une-adresse")).statusCode).toBe(400);

    const verify = (token: string) =>
      harness.app.inject({
        method: "POST",
        url: "/api/admin/auth/link/verify",
        headers: { origin: ORIGIN },
        payload: { token },
      });
    const token = harness.links[0]?.token ?? "";
    expect((await verify(token)).statusCode).toBe(200);
    expect((await verify(token)).statusCode).toBe(410);

    await ask("gerante@cabinet.example");
    const late = harness.links[1]?.token ?? "";
    harness.clock.now = new Date(harness.clock.now.getTime() + 15 * 60_000 + 1000);
    expect((await verify(late)).statusCode).toBe(410);

    // At most three links per account in a quarter of an hour.
    for (let index = 0; index < 5; index++) await ask("gerante@cabinet.example");
    expect(harness.links.length).toBe(2 + 3);

    const user = harness.accounts.userByEmail("gerante@cabinet.example");
    if (!user) throw new Error("no user");
    await ask("gerante@cabinet.example");
    harness.clock.now = new Date(harness.clock.now.getTime() + 16 * 60_000);
    await ask("gerante@cabinet.example");
    const fresh = harness.links.at(-1)?.token ?? "";
    harness.accounts.setDisabled(user.id, true);
    expect((await verify(fresh)).statusCode).toBe(410);
  });

  it("answers a link request without waiting for the e-mail, the same for any address; the e-mail goes after", async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const sent: string[] = [];
    const harness = await start({
      mailLink: async (email) => {
        await gate;
        sent.push(email);
      },
    });
    harness.accounts.addUser("gerante@cabinet.example", "gestion");
    const ask = (email: string) =>
      harness.app.inject({
        method: "POST",
        url: "/api/admin/auth/link",
        headers: { origin: ORIGIN },
        payload: { email },
      });
    // The transport holds every e-mail until released: the answers come all the same.
    const known = await ask("gerante@cabinet.example");
    const unknown = await ask("inconnu@cabinet.example");
    expect([known.statusCode, unknown.statusCode]).toEqual([202, 202]);
    expect(known.body).toBe(unknown.body);
    expect(known.headers).toEqual({ ...unknown.headers, date: known.headers.date });
    await nextTurn();
    expect(sent).toEqual([]);
    release();
    await vi.waitFor(() => expect(sent).toEqual(["gerante@cabinet.example"]));
    await vi.waitFor(() =>
      expect(harness.accounts.auditLog({ limit: 5 }).map((entry) => entry.action)).toContain("link-sent"),
    );
  });

  it("logs a link the transport could not send, and answers as for any other address", async () => {
    const harness = await start({
      mailLink: async () => {
        throw new Error("ECONNREFUSED");
      },
    });
    harness.accounts.addUser("gerante@cabinet.example", "gestion");
    const response = await harness.app.inject({
      method: "POST",
      url: "/api/admin/auth/link",
      headers: { origin: ORIGIN },
      payload: { email: "gerante@cabinet.example" },
    });
    expect(response.statusCode).toBe(202);
    await vi.waitFor(() =>
      expect(harness.log.lines.join("\n")).toMatch(
        /sign-in link of account \d+ could not be e-mailed: .*ECONNREFUSED/,
      ),
    );
    expect(harness.log.lines.join("\n")).not.toContain("gerante");
  });

  it("gives a person who asks again beyond the limit a working link, at most one a minute", async () => {
    const harness = await start();
    harness.accounts.addUser("gerante@cabinet.example", "gestion");
    const ask = async () => {
      await harness.app.inject({
        method: "POST",
        url: "/api/admin/auth/link",
        headers: { origin: ORIGIN },
        payload: { email: "gerante@cabinet.example" },
      });
      await nextTurn();
    };
    const verify = async (token: string | undefined) =>
      (
        await harness.app.inject({
          method: "POST",
          url: "/api/admin/auth/link/verify",
          headers: { origin: ORIGIN },
          payload: { token },
        })
      ).statusCode;
    const later = (ms: number) => {
      harness.clock.now = new Date(harness.clock.now.getTime() + ms);
    };
    // Someone asks three times for the firm's address, then asks again at once: nothing more is sent.
    for (let index = 0; index < 4; index++) await ask();
    expect(harness.links).toHaveLength(3);
    // The person asks a minute later: a new link comes, and it works.
    later(60_000);
    await ask();
    expect(harness.links).toHaveLength(4);
    // Asked again within the minute: nothing, but the e-mail just sent holds a live link.
    later(30_000);
    await ask();
    expect(harness.links).toHaveLength(4);
    later(30_000);
    await ask();
    expect(harness.links).toHaveLength(5);
    // The links sent meanwhile still work: asking in a loop does not stop the one being opened.
    expect(await verify(harness.links[2]?.token)).toBe(200);
    expect(await verify(harness.links[4]?.token)).toBe(200);
    expect(await verify(harness.links[3]?.token)).toBe(200);
  });

  it("signs in with a passkey only when the device verified its user", async () => {
    const harness = await start();
    const user = harness.accounts.addUser("gerante@cabinet.example", "gestion");
    const passkey = softPasskey();
    harness.accounts.addPasskey({
      id: passkey.id,
      userId: user.id,
      publicKey: passkey.publicKey,
      counter: 0,
      transports: ["internal"],
      label: "Téléphone",
    });
    const attempt = async (verified: boolean) => {
      const options = await harness.app.inject({
        method: "POST",
        url: "/api/admin/auth/passkey/options",
        headers: { origin: ORIGIN },
        payload: {},
      });
      expect(options.json().options.userVerification).toBe("required");
      return harness.app.inject({
        method: "POST",
        url: "/api/admin/auth/passkey/verify",
        headers: { origin: ORIGIN },
        payload: {
          challengeId: options.json().challengeId,
          response: passkey.assertion(options.json().options.challenge, verified),
        },
      });
    };
    const unverified = await attempt(false);
    expect(unverified.statusCode).toBe(401);
    expect(unverified.cookies).toEqual([]);
    // The same device's answer with its user verified signs in.
    const verified = await attempt(true);
    expect(verified.statusCode).toBe(200);
    expect(verified.cookies[0]?.name).toBe("__Host-admin");
  });

  it("registers a passkey only when the device verified its user", async () => {
    const harness = await start();
    const cookie = await signIn(harness, "gerante@cabinet.example", "gestion");
    const passkey = softPasskey();
    const attempt = async (verified: boolean) => {
      const options = await harness.app.inject({
        method: "POST",
        url: "/api/admin/passkeys/options",
        headers: { origin: ORIGIN, cookie },
        payload: {},
      });
      expect(options.json().options.authenticatorSelection.userVerification).toBe("required");
      return harness.app.inject({
        method: "POST",
        url: "/api/admin/passkeys/verify",
        headers: { origin: ORIGIN, cookie },
        payload: {
          challengeId: options.json().challengeId,
          response: passkey.attestation(options.json().options.challenge, verified),
          label: "Ordinateur",
        },
      });
    };
    expect((await attempt(false)).statusCode).toBe(400);
    expect(harness.accounts.passkey(passkey.id)).toBeUndefined();
    expect((await attempt(true)).statusCode).toBe(201);
    expect(harness.accounts.passkey(passkey.id)?.label).toBe("Ordinateur");
  });

  it("limits sign-in attempts per address", async () => {
    const harness = await start({ rateLimit: 5 });
    const statuses: number[] = [];
    for (let index = 0; index < 7; index++) {
      const response = await harness.app.inject({
        method: "POST",
        url: "/api/admin/auth/link/verify",
        headers: { origin: ORIGIN },
        payload: { token: `wrong-${index}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([410, 410, 410, 410, 410]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });

  it("records each action in the audit log the « gestion » account reads, and logs no personal data", async () => {
    const harness = await start();
    harness.accounts.addUser("gerante@cabinet.example", "gestion");
    await harness.app.inject({
      method: "POST",
      url: "/api/admin/auth/link",
      headers: { origin: ORIGIN },
      payload: { email: "gerante@cabinet.example" },
    });
    await vi.waitFor(() => expect(harness.links).toHaveLength(1));
    await nextTurn();
    const cookie = await signIn(harness, "gerante@cabinet.example", "gestion");
    await harness.app.inject({
      method: "POST",
      url: "/api/admin/auth/signout-everywhere",
      headers: { cookie, origin: ORIGIN },
    });
    const again = await signIn(harness, "gerante@cabinet.example", "gestion");
    // A visitor's message read, marked handled, exported and erased.
    const message = MessageStore.on(harness.db).insert(HELENE, "stored", harness.clock.now);
    const act = (method: "GET" | "POST" | "DELETE", url: string, payload?: object) =>
      harness.app.inject({
        method,
        url,
        headers: { cookie: again, origin: ORIGIN },
        ...(payload && { payload }),
      });
    expect((await act("GET", `/api/admin/messages/${message.id}`)).statusCode).toBe(200);
    expect(
      (await act("POST", `/api/admin/messages/${message.id}/handled`, { handled: true })).statusCode,
    ).toBe(200);
    expect((await act("GET", "/api/admin/messages/export.csv")).statusCode).toBe(200);
    expect((await act("DELETE", `/api/admin/messages/${message.id}`)).statusCode).toBe(204);
    const audit = await harness.app.inject({
      method: "GET",
      url: "/api/admin/audit",
      headers: { cookie: again },
    });
    expect(audit.statusCode).toBe(200);
    const actions = (audit.json().items as { action: string; actionLabel: string; email: string }[]).map(
      (item) => item.action,
    );
    expect(actions).toEqual([
      "message-deleted",
      "messages-exported",
      "message-handled",
      "message-read",
      "signin",
      "signout-everywhere",
      "signin",
      "link-sent",
    ]);
    // The journal names the message, never what the visitor wrote or who she is.
    const journal = JSON.stringify(audit.json().items);
    for (const personal of [HELENE.email, HELENE.lastName, HELENE.phone, HELENE.message]) {
      expect(journal).not.toContain(personal);
    }
    for (const item of audit.json().items) expect(item.actionLabel).not.toBe(item.action);
    await harness.app.close();
    const log = harness.lines.join("");
    expect(log).toContain("/api/admin/auth/link");
    expect(log).not.toContain("gerante");
    expect(log).not.toMatch(/cabinet\.example/);
    for (const personal of [HELENE.email, HELENE.lastName, HELENE.phone, HELENE.message]) {
      expect(log).not.toContain(personal);
    }
  });
});

describe("the back office's pages", () => {
  it("serve the app at /admin and below, with their own strict CSP, never cached nor indexed", async () => {
    const uiDir = path.join(site.dir, "admin-ui");
    await mkdir(path.join(uiDir, "assets"), { recursive: true });
    await writeFile(path.join(uiDir, "index.html"), '<!doctype html><html lang="fr"><title>Espace</title>');
    await writeFile(path.join(uiDir, "assets", "app-1a2b.js"), "console.log(1)");
    const harness = await start({ uiDir });
    for (const url of ["/admin", "/admin/messages", "/admin/messages/12?x=1"]) {
      const response = await harness.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain("<title>Espace</title>");
      const csp = String(response.headers["content-security-policy"]);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain("unsafe-inline");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(response.headers["x-robots-tag"]).toContain("noindex");
    }
    const asset = await harness.app.inject({ method: "GET", url: "/admin/assets/app-1a2b.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toContain("immutable");
    const missing = await harness.app.inject({ method: "GET", url: "/admin/assets/missing.js" });
    expect(missing.statusCode).toBe(404);
    // The public site keeps its own policy and knows nothing of the back office.
    const home = await harness.app.inject({ method: "GET", url: "/" });
    expect(home.headers["set-cookie"]).toBeUndefined();
    expect(String(home.headers["content-security-policy"])).not.toBe(
      String((await harness.app.inject({ method: "GET", url: "/admin" })).headers["content-security-policy"]),
    );
  });
});
