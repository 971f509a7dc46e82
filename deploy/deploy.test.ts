/**
 * The deployment the README describes, run on this machine and checked
 * through HTTPS (`npm run test:deploy`, after `npm run build`): the site's
 * server as the systemd unit runs it (node server/index.ts, TRUST_PROXY set
 * to the proxy's address, its own inbox, a real SMTP server), behind Caddy
 * with deploy/Caddyfile on free local ports and its internal CA, whose root
 * only this test trusts. Then the MDN HTTP Observatory grades the origin.
 */
import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readBuildId, UNKNOWN_BUILD } from "../config/build-info.ts";
import { readServerEnv } from "../config/server.ts";
import { RELAY_PATH, readInbox } from "../e2e/contact-form.ts";
import { type ServerProcess, startServer } from "../scripts/lib/server-process.ts";
import {
  multipartBody,
  parseMail,
  startSmtpServer,
  submission,
  type TestSmtpServer,
} from "../server/relay/testing.ts";
import { STRICT_TRANSPORT_SECURITY } from "../server/security.ts";
import { formatScan, scanSite } from "./observatory.ts";
import {
  type CaddyProcess,
  caddyVersion,
  checkBuild,
  REPO_ROOT,
  type RequestOptions,
  SITE_DOMAIN,
  send,
  startCaddy,
} from "./stack.ts";

const RATE_LIMIT = 3;
/** Visitors, told apart by their source address (any 127.x.y.z reaches Caddy on 127.0.0.1). */
const CLIENT = { ardent: "127.0.0.2", bodacious: "127.0.0.3", curious: "127.0.0.4" } as const;

let stateDir: string;
let databasePath: string;
let smtp: TestSmtpServer;
let app: ServerProcess;
let caddy: CaddyProcess;

beforeAll(async () => {
  checkBuild();
  console.log(`deploy test: ${caddyVersion()}`);
  stateDir = mkdtempSync(path.join(tmpdir(), "deploy-test-"));
  databasePath = path.join(stateDir, "inbox", "inbox.sqlite");
  smtp = await startSmtpServer();
  app = await startServer({
    env: {
      TRUST_PROXY: "127.0.0.1",
      DATA_DIR: path.dirname(databasePath),
      STATE_DIRECTORY: undefined,
      SMTP_URL: smtp.url,
      MAIL_TO: "equipe@cabinet.example",
      RELAY_RATE_LIMIT: String(RATE_LIMIT),
      RELAY_ALLOWED_ORIGINS: undefined,
    },
  });
  caddy = await startCaddy(`127.0.0.1:${app.port}`, stateDir);
});

afterAll(async () => {
  await caddy?.stop();
  await app?.stop();
  await smtp?.close();
  if (stateDir) rmSync(stateDir, { recursive: true, force: true });
});

function https(pathname: string, options: Omit<RequestOptions, "ca"> = {}) {
  return send(`${caddy.origin}${pathname}`, { ...options, ca: caddy.rootCertificate });
}

/** A contact message as the site's form posts it (@emailjs/browser: multipart, same-origin). */
async function postMessage(localAddress: string, text: string, headers: Record<string, string> = {}) {
  const body = await multipartBody(submission({ Message: text }));
  return https(RELAY_PATH, {
    method: "POST",
    localAddress,
    body: body.payload,
    headers: {
      ...body.headers,
      "content-length": String(body.payload.length),
      origin: caddy.origin,
      "sec-fetch-site": "same-origin",
      ...headers,
    },
  });
}

describe("the files of the deployment", () => {
  it("the systemd unit parses (systemd-analyze verify) and is hardened", () => {
    const unit = readFileSync(path.join(REPO_ROOT, "deploy", "cabinet-site.service"), "utf8");
    const settings = unit
      .split("\n")
      .filter((line) => /^\w+=/.test(line))
      .map((line) => line.split(/=(.*)/s).slice(0, 2) as [string, string]);
    const values = (key: string) => settings.filter(([name]) => name === key).map(([, value]) => value);
    for (const [key, value] of Object.entries({
      User: "cabinet",
      ProtectSystem: "strict",
      ReadWritePaths: "/var/lib/cabinet-site",
      NoNewPrivileges: "yes",
      PrivateTmp: "yes",
      ProtectHome: "yes",
      Restart: "on-failure",
      EnvironmentFile: "/etc/cabinet-site/env",
      StandardOutput: "journal",
      KillSignal: "SIGTERM",
      ExecStart: "/srv/cabinet-site/node_modules/.bin/node server/index.ts",
    })) {
      expect(values(key), key).toEqual([value]);
    }
    // The state directory: systemd makes it and sets STATE_DIRECTORY, which the server reads.
    expect(values("StateDirectory")).toEqual(["cabinet-site"]);

    // verify checks that ExecStart's program exists: a copy runs this machine's node instead.
    const copy = path.join(stateDir, "cabinet-site.service");
    writeFileSync(
      copy,
      unit.replace("ExecStart=/srv/cabinet-site/node_modules/.bin/node", `ExecStart=${process.execPath}`),
    );
    const verify = spawnSync("systemd-analyze", ["verify", copy], { encoding: "utf8" });
    if (verify.error) {
      console.log("systemd-analyze not found (Debian package systemd): the unit was not verified");
      return;
    }
    // An unknown key or a bad value is a warning on stderr, not an exit code.
    expect(verify.stderr.trim()).toBe("");
    expect(verify.status).toBe(0);
    const security = spawnSync("systemd-analyze", ["security", "--offline=yes", copy], { encoding: "utf8" });
    const exposure = /Overall exposure level for cabinet-site\.service: ([\d.]+)/.exec(security.stdout);
    console.log(`systemd-analyze security: exposure ${exposure?.[1]} (0 best, 10 worst)`);
    expect(Number(exposure?.[1])).toBeLessThan(2);
  });

  it("the environment file is a valid configuration naming the server's main variables", () => {
    const lines = readFileSync(path.join(REPO_ROOT, "deploy", "env.example"), "utf8").split("\n");
    const active = Object.fromEntries(
      lines.filter((line) => /^[A-Z_]+=/.test(line)).map((line) => line.split(/=(.*)/s).slice(0, 2)),
    );
    expect(readServerEnv(active)).toMatchObject({ TRUST_PROXY: ["127.0.0.1"], HOST: "127.0.0.1" });
    const named = lines.map((line) => /^#?([A-Z_]+)=/.exec(line)?.[1]).filter(Boolean);
    expect(named).toEqual(
      expect.arrayContaining(["TRUST_PROXY", "DATA_DIR", "SMTP_URL", "MAIL_TO", "MAIL_FROM"]),
    );
    expect(named).toEqual(expect.arrayContaining(["RELAY_RATE_LIMIT", "RELAY_ALLOWED_ORIGINS", "PORT"]));
  });
});

describe("through Caddy over HTTPS", () => {
  it("serves the pages as built, and the not-found page", async () => {
    for (const [pathname, file] of [
      ["/", "index.html"],
      ["/contact", "contact/index.html"],
      ["/coaching", "coaching/index.html"],
    ] as const) {
      const response = await https(pathname, { headers: { "accept-encoding": "identity" } });
      expect(response.status, pathname).toBe(200);
      expect(response.headers["content-type"], pathname).toMatch(/^text\/html/);
      expect(
        response.body.equals(readFileSync(path.join(REPO_ROOT, "build", "client", file))),
        pathname,
      ).toBe(true);
    }
    const missing = await https("/page-qui-n-existe-pas");
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).toContain("<html");
  });

  it("answers /healthz with the build's id, uncached", async () => {
    const response = await https("/healthz");
    expect(response.status).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const health = JSON.parse(response.body.toString());
    expect(health.build).toBe(readBuildId(path.join(REPO_ROOT, "build")));
    expect(health).toEqual({
      status: "ok",
      build: expect.not.stringMatching(new RegExp(`^${UNKNOWN_BUILD}$`)),
      database: "writable",
    });
  });

  it("redirects plain http to https with a 301, path and query kept", async () => {
    const response = await send(`http://${SITE_DOMAIN}:${caddy.httpPort}/contact?source=affiche`);
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe(`${caddy.origin}/contact?source=affiche`);
  });

  it("sends HSTS and the security headers on https", async () => {
    const { headers } = await https("/contact");
    expect(headers["strict-transport-security"]).toBe(STRICT_TRANSPORT_SECURITY);
    expect(headers["content-security-policy"]).toMatch(/default-src 'self'.*frame-ancestors 'none'/);
    expect(headers).toMatchObject({
      "x-content-type-options": "nosniff",
      "x-frame-options": "DENY",
      "referrer-policy": "strict-origin-when-cross-origin",
      "cross-origin-opener-policy": "same-origin",
    });
    expect(headers["permissions-policy"]).toContain("camera=()");
  });

  it("passes the app's precompressed files through byte for byte", async () => {
    const assets = path.join(REPO_ROOT, "build", "client", "assets");
    // The largest script with a precompressed copy (React's chunk, in practice).
    const file = readdirSync(assets)
      .filter((name) => name.endsWith(".js.br"))
      .map((name) => name.slice(0, -".br".length))
      .sort((a, b) => statSync(path.join(assets, b)).size - statSync(path.join(assets, a)).size)[0];
    expect(file, "a script in build/client/assets with its .br").toBeDefined();
    for (const [encoding, extension] of [
      ["br", ".br"],
      ["gzip", ".gz"],
    ] as const) {
      const response = await https(`/assets/${file}`, { headers: { "accept-encoding": encoding } });
      expect(response.status).toBe(200);
      expect(response.headers["content-encoding"]).toBe(encoding);
      const built = readFileSync(path.join(assets, `${file}${extension}`));
      expect(response.body.equals(built), `${file}${extension}`).toBe(true);
    }
    const plain = await https(`/assets/${file}`, { headers: { "accept-encoding": "identity" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.equals(readFileSync(path.join(assets, `${file}`)))).toBe(true);
  });

  it("delivers a contact message sent through the proxy: in the inbox and by e-mail", async () => {
    const marker = `Message envoyé à travers le proxy, réf. ${randomUUID()}`;
    const response = await postMessage(CLIENT.ardent, marker);
    expect(response.status, response.body.toString()).toBe(200);
    expect(response.body.toString()).toBe("OK");

    const [mail] = await smtp.waitForMails(1, 10_000);
    const parsed = await parseMail(mail?.raw ?? "");
    expect(mail?.envelopeTo).toEqual(["equipe@cabinet.example"]);
    expect(parsed.text).toContain(marker);
    const stored = (await readInbox(databasePath)).find((message) => message.message === marker);
    expect(stored?.status).toBe("sent");
  });

  it("keys the relay's rate limit on the visitor's address the proxy gives, not on the proxy's", async () => {
    // The limit counts every post from one address in a minute.
    for (let count = 1; count <= RATE_LIMIT; count += 1) {
      const response = await postMessage(CLIENT.bodacious, `Demande ${count} sur ${RATE_LIMIT}.`);
      expect(response.status, `post ${count}: ${response.body}`).toBe(200);
    }
    const refused = await postMessage(CLIENT.bodacious, "Une demande de trop.");
    expect(refused.status).toBe(429);
    // A forged X-Forwarded-For does not buy another quota: Caddy replaces it.
    const forged = await postMessage(CLIENT.bodacious, "Une demande de trop, déguisée.", {
      "x-forwarded-for": "203.0.113.7",
    });
    expect(forged.status).toBe(429);
    // Another visitor, through the same proxy, still gets through.
    const other = await postMessage(CLIENT.curious, "Une autre personne écrit.");
    expect(other.status, other.body.toString()).toBe(200);
  });

  it("gets an A+ from the MDN HTTP Observatory", { timeout: 120_000 }, async () => {
    const result = await scanSite(SITE_DOMAIN, caddy.httpPort, caddy.httpsPort, caddy.rootCertificateFile);
    console.log(formatScan(result));
    const failed = Object.entries(result.tests).filter(([, test]) => !test.pass);
    expect(failed).toEqual([]);
    expect(result.scan.grade).toBe("A+");
  });
});
