/**
 * The deployment docs/deployment.md describes, run on this machine and checked
 * through HTTPS (`npm run test:deploy`): a source checkout with a firm's
 * identity (content/firm.yaml, nothing fictional) released with
 * deploy/release.ts into a site folder, the server run as the systemd unit
 * runs it (deploy/sandbox.ts: the unit's user, working directory, environment
 * and environment file, the code read-only, only the state folder writable),
 * a real SMTP server, and Caddy with deploy/Caddyfile on free local ports and
 * its internal CA, whose root only this test trusts. Then a release whose
 * server cannot start, which must leave the site as it was, and the MDN HTTP
 * Observatory's grade.
 */
import { spawnSync } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import {
  chmodSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import PDFDocument from "pdfkit";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseDocument } from "yaml";
import { readBuildId, UNKNOWN_BUILD } from "../config/build-info.ts";
import { readServerEnv } from "../config/server-env.ts";
import { type FirmEdits, firmText, nonFictionalEdits } from "../config/testing.ts";
import { RELAY_PATH, readInbox } from "../e2e/contact-form.ts";
import {
  multipartBody,
  parseMail,
  startSmtpServer,
  submission,
  type TestSmtpServer,
} from "../server/relay/testing.ts";
import { STRICT_TRANSPORT_SECURITY } from "../server/security.ts";
import { formatScan, scanSite } from "./observatory.ts";
import { copyWorkingTree } from "./release.ts";
import { output, prepare, runOnce, type SandboxOptions, stop } from "./sandbox.ts";
import {
  ADMIN_DOMAIN,
  type CaddyProcess,
  caddyPorts,
  caddyVersion,
  type RequestOptions,
  SITE_DOMAIN,
  send,
  startCaddy,
} from "./stack.ts";
import { ENV_EXAMPLE, parseEnvironmentFile, REPO_ROOT, readUnit, UNIT_FILE, withValues } from "./unit.ts";

const RATE_LIMIT = 3;
/** Visitors, told apart by their source address (any 127.x.y.z reaches Caddy on 127.0.0.1). */
const CLIENT = {
  ardent: "127.0.0.2",
  bodacious: "127.0.0.3",
  curious: "127.0.0.4",
  diligent: "127.0.0.5",
} as const;
const FIRM_MAILBOX = "equipe@cabinet-temoin.test";

/**
 * A firm that is not the repository's and has nothing fictional left: the
 * pages, the e-mails and the server's own pages must all show these values.
 */
const IDENTITY = {
  name: "Cabinet Témoin",
  phone: "01 99 00 64 64",
  street: "12 rue du Témoin",
  provinsStreet: "4 place Saint-Ayoul",
};
const IDENTITY_EDITS: FirmEdits = {
  ...nonFictionalEdits(),
  name: IDENTITY.name,
  siteUrl: "https://www.cabinet-temoin.test",
  phone: IDENTITY.phone,
  email: "contact@cabinet-temoin.test",
  "address.street": IDENTITY.street,
  "offices.provins.street": IDENTITY.provinsStreet,
};

let work: string;
let source: string;
let sandbox: SandboxOptions;
let runDir: string;
let port: number;
let smtp: TestSmtpServer;
let caddy: CaddyProcess;
let ports: { httpPort: number; httpsPort: number };
let firstRelease: { status: number | null; output: string; seconds: number };

function git(args: readonly string[]): void {
  const result = spawnSync(
    "git",
    ["-c", "user.name=Test", "-c", "user.email=test@cabinet-temoin.test", ...args],
    {
      cwd: source,
      encoding: "utf8",
    },
  );
  if (result.status !== 0) throw new Error(`git ${args.join(" ")}: ${result.stderr}`);
}

/** A checkout of this working tree (its files, not its history) with the test firm, its node_modules linked. */
function makeSource(): void {
  source = path.join(work, "source");
  copyWorkingTree(REPO_ROOT, source);
  symlinkSync(path.join(REPO_ROOT, "node_modules"), path.join(source, "node_modules"));
  writeFileSync(path.join(source, "content", "firm.yaml"), firmText(IDENTITY_EDITS));
  git(["init", "-q"]);
  // The link is no folder, which .gitignore's "node_modules/" names: keep it out of the history.
  writeFileSync(path.join(source, ".git", "info", "exclude"), "/node_modules\n");
  git(["add", "-A"]);
  git(["commit", "-q", "-m", "The test firm"]);
}

/** Runs the source's release script as an operator would, the restart being the sandbox's. */
function release(): { status: number | null; output: string; seconds: number } {
  const started = performance.now();
  const result = spawnSync(process.execPath, [path.join(source, "deploy", "release.ts")], {
    cwd: source,
    encoding: "utf8",
    env: {
      ...process.env,
      SITE_ROOT: sandbox.siteRoot,
      SITE_ENV_FILE: sandbox.environmentFile,
      RESTART_COMMAND: `'${process.execPath}' '${path.join(REPO_ROOT, "deploy", "sandbox.ts")}' restart '${runDir}'`,
      // A server starts in about 1.5 s here (3 s on a busy machine); the rolled-back release waits
      // this long for nothing.
      HEALTH_TIMEOUT: "8",
    },
  });
  return {
    status: result.status,
    output: `${result.stdout}${result.stderr}`,
    seconds: (performance.now() - started) / 1000,
  };
}

/** The live release's folder. */
function live(): string {
  return path.join(sandbox.siteRoot, readlinkSync(path.join(sandbox.siteRoot, "current")));
}

beforeAll(async () => {
  console.log(`deploy test: ${caddyVersion()}`);
  work = mkdtempSync(path.join(tmpdir(), "deploy-test-"));
  // The service's user must reach the site's folder, as it reaches /srv.
  chmodSync(work, 0o755);
  makeSource();
  smtp = await startSmtpServer();
  const { freePort } = await import("../scripts/free-port.ts");
  port = await freePort();
  ports = await caddyPorts();
  const environmentFile = path.join(work, "env");
  writeFileSync(
    environmentFile,
    withValues(readFileSync(ENV_EXAMPLE, "utf8"), {
      PORT: String(port),
      SMTP_URL: smtp.url,
      MAIL_TO: FIRM_MAILBOX,
      BOOKING_SECRET: randomBytes(36).toString("base64"),
      RELAY_RATE_LIMIT: String(RATE_LIMIT),
      // The back office on its own host name, as env.example has it.
      ADMIN_ORIGIN: `https://${ADMIN_DOMAIN}:${ports.httpsPort}`,
    }),
  );
  sandbox = {
    siteRoot: path.join(work, "site"),
    stateDir: path.join(work, "state"),
    environmentFile,
  };
  spawnSync("mkdir", ["-m", "0755", "-p", path.join(sandbox.siteRoot, "releases")]);
  runDir = path.join(work, "run");
  prepare(runDir, sandbox);
  firstRelease = release();
  if (firstRelease.status !== 0) {
    throw new Error(`the first release failed:\n${firstRelease.output}\n--- server ---\n${output(runDir)}`);
  }
  caddy = await startCaddy(`127.0.0.1:${port}`, work, ports);
}, 300_000);

afterAll(async () => {
  await caddy?.stop();
  if (runDir) await stop(runDir);
  await smtp?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

function https(pathname: string, options: Omit<RequestOptions, "ca"> = {}) {
  return send(`${caddy.origin}${pathname}`, { ...options, ca: caddy.rootCertificate });
}

/** A request to the back office's host. */
function adminHttps(pathname: string, options: Omit<RequestOptions, "ca"> = {}) {
  return send(`${caddy.adminOrigin}${pathname}`, { ...options, ca: caddy.rootCertificate });
}

/** `bytes` of JPEG padded with comment segments (which every reader skips) to exactly `size` bytes. */
function paddedJpeg(jpeg: Buffer, size: number): Buffer {
  const segments: Buffer[] = [];
  let missing = size - jpeg.length;
  while (missing > 0) {
    // A segment is its marker (2 bytes), its length (2, itself included) and at most 65 533 bytes.
    const length = Math.min(65_535, missing - 2);
    if (length < 2) throw new Error("cannot pad by less than 4 bytes");
    const segment = Buffer.alloc(length + 2, 0x20);
    segment.writeUInt16BE(0xfffe, 0);
    segment.writeUInt16BE(length, 2);
    segments.push(segment);
    missing -= segment.length;
  }
  const padded = Buffer.concat([jpeg.subarray(0, 2), ...segments, jpeg.subarray(2)]);
  if (padded.length !== size) throw new Error(`padded to ${padded.length}, not ${size}`);
  return padded;
}

/** A one-page PDF, as a word processor saves a scan: its text and a picture of `pictureBytes`. */
function scannedPdf(text: string, picture: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: "A4" });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.text(text);
    doc.image(picture, { width: 400 });
    doc.end();
  });
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
    const unit = readFileSync(UNIT_FILE, "utf8");
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
      WorkingDirectory: "/srv/cabinet-site/current",
      ExecStart: "/srv/cabinet-site/current/node_modules/.bin/node server/index.ts",
    })) {
      expect(values(key), key).toEqual([value]);
    }
    // The state directory: systemd makes it and sets STATE_DIRECTORY, which the server reads.
    expect(values("StateDirectory")).toEqual(["cabinet-site"]);

    // verify checks that ExecStart's program exists: a copy runs this machine's node instead.
    const copy = path.join(work, "cabinet-site.service");
    writeFileSync(
      copy,
      unit.replace(
        "ExecStart=/srv/cabinet-site/current/node_modules/.bin/node",
        `ExecStart=${process.execPath}`,
      ),
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
    const text = readFileSync(ENV_EXAMPLE, "utf8");
    const lines = text.split("\n");
    const active = {
      ...readUnit().environment,
      ...parseEnvironmentFile(text),
      BOOKING_SECRET: "x".repeat(48),
    };
    expect(readServerEnv(active)).toMatchObject({ TRUST_PROXY: ["127.0.0.1"], HOST: "127.0.0.1" });
    // The firm's public values are content/firm.yaml's, never the server's environment.
    expect(
      Object.keys(active).filter((name) => /^(FIRM|SITE|OFFICE|LEGAL|MEDIATOR|REVIEWS)_/.test(name)),
    ).toEqual([]);
    const named = lines.map((line) => /^#?([A-Z_]+)=/.exec(line)?.[1]).filter(Boolean);
    expect(named).toEqual(
      expect.arrayContaining(["TRUST_PROXY", "DATA_DIR", "SMTP_URL", "MAIL_TO", "MAIL_FROM"]),
    );
    expect(named).toEqual(expect.arrayContaining(["RELAY_RATE_LIMIT", "RELAY_ALLOWED_ORIGINS", "PORT"]));
  });
});

/** The first mail received that `matches`, waiting for it up to `timeoutMs`. */
async function mailWhere(matches: (raw: string, to: readonly string[]) => boolean, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = smtp.received.find((mail) => matches(mail.raw, mail.envelopeTo));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no such mail in ${timeoutMs} ms (${smtp.received.length} received)`);
}

/** Text as a person reads it: no-break spaces as spaces. */
function plain(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, " ");
}

describe("the server as the unit runs it", () => {
  it("went live through the release script", () => {
    console.log(`first release: ${firstRelease.seconds.toFixed(1)} s\n${firstRelease.output}`);
    expect(firstRelease.output).toMatch(/release: live: /);
    expect(readlinkSync(path.join(sandbox.siteRoot, "current"))).toMatch(
      /^releases\/\d{8}T\d{6}Z-[0-9a-f]+$/,
    );
  });

  it("runs as an unprivileged user, the code read-only, only the state directory writable", () => {
    const probe = runOnce(sandbox, [
      "sh",
      "-c",
      'touch var-probe 2>&1; touch "$STATE_DIRECTORY/probe" && echo "state: writable"; echo "user: $(id -u)"; pwd',
    ]);
    expect(probe.output).toContain("Read-only file system");
    expect(probe.output).toContain("state: writable");
    expect(probe.output).not.toMatch(/user: 0\b/);
    // The working directory, through the `current` link, in the site's folder where the unit mounts it.
    expect(probe.output).toMatch(/^\/srv\/cabinet-site\/releases\/\S+$/m);
  });

  it("keeps everything it writes in the state directory", () => {
    const written = readdirSync(sandbox.stateDir);
    expect(written).toEqual(expect.arrayContaining(["inbox.sqlite", "audience.sqlite", "probe"]));
    expect(readdirSync(live())).not.toContain("var");
  });

  it("backs its data up with docs/operations.md's command, as its user, while it runs", () => {
    const backup = runOnce(sandbox, [
      "node_modules/.bin/node",
      "scripts/backup.ts",
      `${readUnit().stateDirectory}/sauvegarde`,
    ]);
    expect(backup.status, backup.output).toBe(0);
    expect(readdirSync(path.join(sandbox.stateDir, "sauvegarde")).sort()).toEqual([
      "audience.sqlite",
      "inbox.sqlite",
    ]);
  });
});

describe("one identity for the pages and the server", () => {
  it("builds the pages with content/firm.yaml", () => {
    const contact = plain(
      readFileSync(path.join(live(), "build", "client", "contact", "index.html"), "utf8"),
    );
    expect(contact).toContain(IDENTITY.name);
    expect(contact).toContain(IDENTITY.phone);
    expect(contact).toContain(IDENTITY.provinsStreet);
  });

  it("e-mails a booking's confirmation with the built name, phone and office address", {
    timeout: 60_000,
  }, async () => {
    const slots = await https("/api/booking/slots?format=bureau-provins", { localAddress: CLIENT.diligent });
    expect(slots.status, slots.body.toString()).toBe(200);
    const { days } = JSON.parse(slots.body.toString()) as { days: { slots: { start: string }[] }[] };
    const slot = days.flatMap((day) => day.slots)[3];
    if (!slot) throw new Error("no slot offered");
    const email = `visiteur.${randomUUID().slice(0, 8)}@exemple.fr`;
    const body = Buffer.from(
      JSON.stringify({
        format: "bureau-provins",
        interest: "Bilan de compétences",
        start: slot.start,
        lastName: "Essai",
        firstName: "Visiteur",
        email,
        phone: "06 12 34 56 78",
        message: "",
        website: "",
      }),
    );
    const booked = await https("/api/booking", {
      method: "POST",
      localAddress: CLIENT.diligent,
      body,
      headers: {
        "content-type": "application/json",
        "content-length": String(body.length),
        origin: caddy.origin,
        "sec-fetch-site": "same-origin",
      },
    });
    expect(booked.status, booked.body.toString()).toBe(201);
    const confirmation = await parseMail((await mailWhere((_raw, to) => to.includes(email))).raw);
    const text = plain(confirmation.text ?? "");
    expect(text).toContain(IDENTITY.name);
    expect(text).toContain(IDENTITY.phone);
    expect(text).toContain(IDENTITY.provinsStreet);
    expect(text).not.toMatch(/Cap Parcours|01 99 00 42 77/);
  });

  it("answers a form sent without scripts with the built phone, keeping what was typed", async () => {
    const typed = `Message sans script, réf. ${randomUUID()}`;
    const form = await multipartBody(submission({ email: "pas-une-adresse", Message: typed }));
    const answer = await https(RELAY_PATH, {
      method: "POST",
      localAddress: CLIENT.ardent,
      body: form.payload,
      headers: {
        ...form.headers,
        "content-length": String(form.payload.length),
        accept: "text/html",
        origin: caddy.origin,
        "sec-fetch-site": "same-origin",
      },
    });
    expect(answer.status).toBe(422);
    const html = plain(answer.body.toString());
    expect(html).toContain(IDENTITY.phone);
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toContain(IDENTITY.name);
    expect(html).toContain(typed);
    expect(html).not.toMatch(/Cap Parcours|01 99 00 42 77/);
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
      expect(response.body.equals(readFileSync(path.join(live(), "build", "client", file))), pathname).toBe(
        true,
      );
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
    expect(health.build).toBe(readBuildId(path.join(live(), "build")));
    expect(health).toEqual({
      status: "ok",
      build: expect.not.stringMatching(new RegExp(`^${UNKNOWN_BUILD}$`)),
      database: "writable",
      delivery: "ok",
      failedDeliveries: 0,
      retryingDeliveries: 0,
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
    const assets = path.join(live(), "build", "client", "assets");
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

    const mail = await mailWhere((raw) => raw.includes(marker.slice(-36)));
    const parsed = await parseMail(mail.raw);
    expect(mail.envelopeTo).toEqual([FIRM_MAILBOX]);
    expect(parsed.text).toContain(marker);
    const stored = (await readInbox(path.join(sandbox.stateDir, "inbox.sqlite"))).find(
      (message) => message.message === marker,
    );
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

describe("publishing from the back office", () => {
  it("an editor signed in on the back office's host changes a page, uploads a 5 Mo photograph and a 9 Mo PDF through Caddy, and publishes them: live on the public host, the working copy committed", {
    timeout: 300_000,
  }, async () => {
    // The account, made on the server as the firm's operator does (its one terminal step).
    const added = runOnce(sandbox, [
      "node_modules/.bin/node",
      "scripts/admin.ts",
      "add-user",
      "editrice@cabinet-temoin.test",
    ]);
    expect(added.status, added.output).toBe(0);
    const token = /\/admin\/lien#([A-Za-z0-9_-]+)/.exec(added.output)?.[1];
    expect(token, added.output).toBeDefined();
    // The back office's origin: its own host name (ADMIN_ORIGIN), as a browser on it sends it.
    const origin = caddy.adminOrigin;
    const json = (body: unknown) => ({
      body: Buffer.from(JSON.stringify(body)),
      headers: { "content-type": "application/json", origin },
    });
    // The public host does not serve the back office, nor its editor.
    for (const pathname of [
      "/admin",
      "/admin/publication",
      "/api/admin/publish",
      "/keystatic",
      "/api/keystatic/tree",
    ]) {
      expect((await https(pathname)).status, pathname).toBe(404);
    }
    const signIn = await adminHttps("/api/admin/auth/link/verify", { method: "POST", ...json({ token }) });
    expect(signIn.status, signIn.body.toString()).toBe(200);
    const cookie = String(signIn.headers["set-cookie"]?.[0] ?? "").split(";")[0] ?? "";
    expect(cookie).toMatch(/^__Host-admin=/);
    const asEditor = (options: RequestOptions = {}) => ({
      ...options,
      headers: { ...options.headers, cookie, origin },
    });
    // The back office's host sends any other address to the public site, but to a browser in the preview.
    const elsewhere = await adminHttps("/contact?source=admin");
    expect(elsewhere.status).toBe(302);
    expect(elsewhere.headers.location).toBe(`${caddy.origin}/contact?source=admin`);
    const preview = await adminHttps("/contact", { headers: { cookie: `${cookie}; __Host-apercu=1` } });
    expect(preview.status).toBe(200);

    /** Keystatic's own save, through the proxy, into the working copy. */
    const saveThroughEditor = async (files: Record<string, string | Buffer>) => {
      const body = Buffer.from(
        JSON.stringify({
          additions: Object.entries(files).map(([file, contents]) => ({
            path: file,
            contents: Buffer.from(contents).toString("base64url"),
          })),
          deletions: [],
        }),
      );
      const before = performance.now();
      const answer = await adminHttps(
        "/api/keystatic/update",
        asEditor({ method: "POST", body, headers: { "content-type": "application/json", "no-cors": "1" } }),
      );
      return { ...answer, seconds: (performance.now() - before) / 1000, bodyBytes: body.length };
    };
    const repo = path.join(sandbox.stateDir, "publish", "repo");
    const state = await adminHttps("/api/admin/publish", asEditor());
    expect(state.status, state.body.toString()).toBe(200);
    const file = "content/cities/melun.yaml";
    const repoFile = path.join(repo, file);
    const heading = `Bilan de compétences à Melun, publié le ${new Date().toISOString().slice(0, 10)}`;
    const edited = parseDocument(readFileSync(repoFile, "utf8"));
    edited.set("heading", heading);
    const save = await saveThroughEditor({ [file]: edited.toString() });
    expect(save.status, save.body.toString()).toBe(200);

    // The largest uploads the editor takes, through Caddy: a 5 Mo photograph for an article, a 9 Mo PDF for a document.
    const articleFile = "content/blog/hyperchoix.md";
    const article = readFileSync(path.join(repo, articleFile), "utf8").replace(
      'picture: "hyperchoix.svg"',
      'picture: "hyperchoix.jpg"',
    );
    const photo = paddedJpeg(
      await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#2f6f7e" } })
        .jpeg()
        .toBuffer(),
      5 * 1024 * 1024,
    );
    const photoSave = await saveThroughEditor({
      [articleFile]: article,
      "content/blog/hyperchoix.jpg": photo,
    });
    console.log(
      `upload through Caddy: a ${(photo.length / 1024 / 1024).toFixed(2)} MiB JPEG (${(photoSave.bodyBytes / 1024 / 1024).toFixed(2)} MiB request): ${photoSave.status} in ${photoSave.seconds.toFixed(2)} s`,
    );
    expect(photoSave.status, photoSave.body.toString()).toBe(200);
    const documentFile = "content/documents/certificat-qualite.md";
    const documentText = readFileSync(path.join(repo, documentFile), "utf8").replace(
      /^order: (\d+)$/m,
      "order: $1\npdf: certificat-qualite.pdf",
    );
    const scan = paddedJpeg(
      await sharp({ create: { width: 800, height: 600, channels: 3, background: "#ffffff" } })
        .jpeg()
        .toBuffer(),
      9 * 1024 * 1024 - 16 * 1024,
    );
    const pdf = await scannedPdf("Certificat signé par l’organisme certificateur.", scan);
    const pdfSave = await saveThroughEditor({
      [documentFile]: documentText,
      "content/documents/certificat-qualite.pdf": pdf,
    });
    console.log(
      `upload through Caddy: a ${(pdf.length / 1024 / 1024).toFixed(2)} MiB PDF (${(pdfSave.bodyBytes / 1024 / 1024).toFixed(2)} MiB request): ${pdfSave.status} in ${pdfSave.seconds.toFixed(2)} s`,
    );
    expect(pdfSave.status, pdfSave.body.toString()).toBe(200);
    expect(readFileSync(path.join(repo, "content", "documents", "certificat-qualite.pdf")).equals(pdf)).toBe(
      true,
    );

    const started = performance.now();
    const queued = await adminHttps("/api/admin/publish", asEditor({ method: "POST", ...json({}) }));
    expect(queued.status, queued.body.toString()).toBe(202);
    const { id } = JSON.parse(queued.body.toString()) as { id: string };
    let job: { endedAt?: string; outcome?: { status: string } } = {};
    while (!job.endedAt && performance.now() - started < 240_000) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      job = JSON.parse((await adminHttps(`/api/admin/publish/jobs/${id}`, asEditor())).body.toString());
    }
    console.log(
      `publication through the back office: ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    expect(job.outcome?.status, JSON.stringify(job, null, 2)).toBe("published");

    const page = await https("/bilan-de-competence/bilan-de-competence-melun", {
      headers: { "accept-encoding": "identity" },
    });
    expect(page.status).toBe(200);
    expect(plain(page.body.toString())).toContain(heading);
    // The photograph, in the article's formats, and the PDF byte for byte, on the public host.
    const articlePage = (
      await https(encodeURI("/blog/Souffrez_vous_de_l'hyperchoix"), {
        headers: { "accept-encoding": "identity" },
      })
    ).body.toString();
    const avif = /(\/media\/blog\/hyperchoix-\d+\.avif)/.exec(articlePage)?.[1];
    expect(avif, "the article's photograph in AVIF").toBeDefined();
    const picture = await https(avif ?? "/");
    expect(picture.status).toBe(200);
    expect(picture.headers["content-type"]).toBe("image/avif");
    const published = await https("/documents/certificat-qualite.pdf", {
      headers: { "accept-encoding": "identity" },
    });
    expect(published.status).toBe(200);
    expect(published.body.equals(pdf)).toBe(true);
    // Committed in the working copy, by the editor.
    const log = spawnSync(
      "git",
      [
        "-c",
        "safe.directory=*",
        "-C",
        path.join(sandbox.stateDir, "publish", "repo"),
        "log",
        "-1",
        "--format=%an%n%B",
      ],
      {
        encoding: "utf8",
      },
    );
    expect(log.stdout).toContain("editrice");
    expect(log.stdout).toContain("/bilan-de-competence/bilan-de-competence-melun");
  });
});

describe("a release whose server cannot start", () => {
  it("is never switched to: the site goes on answering from the good release", {
    timeout: 300_000,
  }, async () => {
    const good = readlinkSync(path.join(sandbox.siteRoot, "current"));
    const goodBuild = readBuildId(path.join(live(), "build"));
    const entry = path.join(source, "server", "index.ts");
    writeFileSync(entry, `throw new Error("this release cannot start");\n${readFileSync(entry, "utf8")}`);
    git(["commit", "-q", "-am", "A server that cannot start"]);

    const failed = release();
    console.log(`failed release: ${failed.seconds.toFixed(1)} s\n${failed.output.slice(-3000)}`);
    expect(failed.status).toBe(1);
    // The same package-lock.json as the live release: its node_modules, linked, not copied again;
    // the same build inputs (only server/ changed): its checked build, copied, not built again.
    expect(failed.output).toContain(`linked node_modules of ${path.basename(good)}`);
    expect(failed.output).toContain(`reused the checked build of ${path.basename(good)}`);
    expect(failed.output).toMatch(/did not answer \/healthz[\s\S]*this release cannot start/);
    expect(readlinkSync(path.join(sandbox.siteRoot, "current"))).toBe(good);
    expect(readdirSync(path.join(sandbox.siteRoot, "releases"))).toEqual([path.basename(good)]);
    const health = await https("/healthz");
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body.toString()).build).toBe(goodBuild);
  });
});

describe("a release whose server fails only once live", () => {
  it("is switched back to the previous release by itself", { timeout: 300_000 }, async () => {
    const good = readlinkSync(path.join(sandbox.siteRoot, "current"));
    const goodBuild = readBuildId(path.join(live(), "build"));
    // The failed release's change is undone; this one starts anywhere but with the live state
    // folder (as a release would whose migration breaks on the real data). Its pages are the
    // live ones (the build reused): what is back live is told by `current` and the server's log.
    git(["revert", "--no-edit", "HEAD"]);
    const entry = path.join(source, "server", "index.ts");
    writeFileSync(
      entry,
      `if (process.env.STATE_DIRECTORY === "/var/lib/cabinet-site") throw new Error("the live data cannot be read");\n${readFileSync(entry, "utf8")}`,
    );
    git(["commit", "-q", "-am", "A server that fails on the live data"]);

    const rolledBack = release();
    console.log(`rolled-back release: ${rolledBack.seconds.toFixed(1)} s\n${rolledBack.output.slice(-1500)}`);
    expect(rolledBack.status).toBe(1);
    expect(rolledBack.output).toContain(`reused the checked build of ${path.basename(good)}`);
    expect(rolledBack.output).toMatch(/the new server answered \/healthz/);
    expect(rolledBack.output).toMatch(/back on releases\/\S+ \(answering, [\d.]+ s after the switch\)/);
    expect(readlinkSync(path.join(sandbox.siteRoot, "current"))).toBe(good);
    expect(readdirSync(path.join(sandbox.siteRoot, "releases"))).toEqual([path.basename(good)]);
    const health = await https("/healthz");
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body.toString()).build).toBe(goodBuild);
    expect(output(runDir)).toContain("the live data cannot be read");
  });
});
