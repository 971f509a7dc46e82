import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_AUDIENCE_RATE_LIMIT } from "../server/analytics/plugin.ts";
import { ConfigError } from "./errors.ts";
import { readPublicConfig } from "./public.ts";
import { writePublicConfig } from "./public-file.ts";
import {
  DEFAULT_BOOKING_RATE_LIMIT,
  DEFAULT_RELAY_RATE_LIMIT,
  databasePathFrom,
  defaultMailFrom,
  loadServerConfig,
  readServerEnv,
} from "./server.ts";

const REPO = "/srv/site";

describe("readServerEnv", () => {
  it("works with an empty environment", () => {
    expect(readServerEnv({})).toEqual({
      PORT: 3000,
      HOST: "0.0.0.0",
      LOG_LEVEL: "info",
      TRUST_PROXY: false,
      RELAY_RATE_LIMIT: DEFAULT_RELAY_RATE_LIMIT,
      RELAY_ALLOWED_ORIGINS: [],
      BOOKING_RATE_LIMIT: DEFAULT_BOOKING_RATE_LIMIT,
      AUDIENCE_RATE_LIMIT: DEFAULT_AUDIENCE_RATE_LIMIT,
      EMAILJS_PUBLIC_KEY: "cap-parcours-site",
      EMAILJS_SERVICE_ID: "default_service",
      EMAILJS_TEMPLATE_ID: "contact_form",
    });
    expect(DEFAULT_RELAY_RATE_LIMIT).toBe(5);
    expect(DEFAULT_BOOKING_RATE_LIMIT).toBe(10);
  });

  it("treats blank values as unset and ignores other variables", () => {
    expect(
      readServerEnv({ DATABASE_PATH: " ", SMTP_URL: "", MAIL_TO: " ", RELAY_RATE_LIMIT: "", SITE_URL: "x" }),
    ).toEqual(readServerEnv({}));
  });

  it("reads each value", () => {
    expect(
      readServerEnv({
        PORT: "8080",
        HOST: "127.0.0.1",
        TRUST_PROXY: "1",
        LOG_LEVEL: "warn",
        RELAY_RATE_LIMIT: "0",
        RELAY_ALLOWED_ORIGINS: "https://Static.Exemple.fr, http://localhost:5173/,,https://static.exemple.fr",
      }),
    ).toMatchObject({
      PORT: 8080,
      HOST: "127.0.0.1",
      TRUST_PROXY: true,
      LOG_LEVEL: "warn",
      RELAY_RATE_LIMIT: 0,
      RELAY_ALLOWED_ORIGINS: ["https://static.exemple.fr", "http://localhost:5173"],
    });
    expect(readServerEnv({ RELAY_ALLOWED_ORIGINS: "https://a.example:443" }).RELAY_ALLOWED_ORIGINS).toEqual([
      "https://a.example",
    ]);
  });

  it("reads TRUST_PROXY as off, any proxy, or the trusted proxies' addresses", () => {
    expect(readServerEnv({ TRUST_PROXY: "0" }).TRUST_PROXY).toBe(false);
    expect(readServerEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(true);
    expect(readServerEnv({ TRUST_PROXY: "127.0.0.1" }).TRUST_PROXY).toEqual(["127.0.0.1"]);
    expect(readServerEnv({ TRUST_PROXY: "loopback, 10.0.0.0/8,::1, fd00::/8" }).TRUST_PROXY).toEqual([
      "loopback",
      "10.0.0.0/8",
      "::1",
      "fd00::/8",
    ]);
  });

  it.each([
    [{ PORT: "80a" }, /PORT must be a whole number/],
    [{ PORT: "70000" }, /PORT must be a port number/],
    [
      { TRUST_PROXY: "true" },
      /TRUST_PROXY must be 1 \(trust X-Forwarded-\* headers from any reverse proxy\), 0, or the proxy's addresses/,
    ],
    [{ TRUST_PROXY: "127.0.0.1, proxy.local" }, /TRUST_PROXY must be 1/],
    [{ TRUST_PROXY: "10.0.0.0/33" }, /TRUST_PROXY must be 1/],
    [{ TRUST_PROXY: "10.0.0.0/8/1" }, /TRUST_PROXY must be 1/],
    [{ TRUST_PROXY: "127.0.0.1," }, /TRUST_PROXY must be 1/],
    [{ LOG_LEVEL: "verbose" }, /LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent/],
    [{ SMTP_URL: "smtp://localhost" }, /SMTP_URL is set but MAIL_TO is not/],
    [{ MAIL_TO: "equipe@cabinet.example" }, /MAIL_TO is set but SMTP_URL is not/],
    [{ MAIL_FROM: "site@cabinet.example" }, /MAIL_FROM is set but SMTP_URL is not/],
    [
      { SMTP_URL: "https://smtp.exemple.fr", MAIL_TO: "a@b.fr" },
      /SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/,
    ],
    [{ SMTP_URL: "smtp://localhost", MAIL_TO: "équipe" }, /MAIL_TO must be one or more/],
    [
      { SMTP_URL: "smtp://localhost", MAIL_TO: "a@b.fr", MAIL_FROM: "a@b.fr, c@d.fr" },
      /MAIL_FROM must be one address/,
    ],
    [{ RELAY_RATE_LIMIT: "-1" }, /RELAY_RATE_LIMIT must be a whole number/],
    [{ RELAY_RATE_LIMIT: "2.5" }, /RELAY_RATE_LIMIT/],
    [{ RELAY_RATE_LIMIT: "ten" }, /RELAY_RATE_LIMIT/],
    [{ RELAY_ALLOWED_ORIGINS: "https://a.example/contact" }, /RELAY_ALLOWED_ORIGINS must list origins/],
    [{ RELAY_ALLOWED_ORIGINS: "a.example" }, /RELAY_ALLOWED_ORIGINS/],
    [{ RELAY_ALLOWED_ORIGINS: "ftp://a.example" }, /RELAY_ALLOWED_ORIGINS/],
  ])("fails fast on %j", (env, message) => {
    expect(() => readServerEnv(env)).toThrow(ConfigError);
    expect(() => readServerEnv(env)).toThrow(message);
  });

  it("names every bad variable at once", () => {
    expect(() => readServerEnv({ PORT: "x", RELAY_RATE_LIMIT: "y" })).toThrow(
      /Invalid server configuration:\n {2}PORT must be a whole number, got "x"\n {2}RELAY_RATE_LIMIT must be/,
    );
  });

  it("never prints the SMTP password", () => {
    const secret = "s3cr3t-pa55";
    for (const url of [`http://user:${secret}@smtp.exemple.fr`, `smtp://user:${secret}@[bad`]) {
      expect(() => readServerEnv({ SMTP_URL: url, MAIL_TO: "a@b.fr" })).toThrow(/SMTP_URL/);
      try {
        readServerEnv({ SMTP_URL: url, MAIL_TO: "a@b.fr" });
      } catch (error) {
        expect(String(error)).not.toContain(secret);
      }
    }
  });
});

describe("databasePathFrom", () => {
  it("resolves DATABASE_PATH against the working directory, <repo>/var/inbox.sqlite otherwise", () => {
    expect(databasePathFrom({}, REPO)).toBe(path.join(REPO, "var", "inbox.sqlite"));
    expect(databasePathFrom({ DATABASE_PATH: " " }, REPO)).toBe(path.join(REPO, "var", "inbox.sqlite"));
    expect(databasePathFrom({ DATABASE_PATH: "data/inbox.db" }, REPO)).toBe(path.resolve("data/inbox.db"));
    expect(databasePathFrom({ DATABASE_PATH: "/var/lib/site/inbox.db" }, REPO)).toBe(
      "/var/lib/site/inbox.db",
    );
  });
});

describe("defaultMailFrom", () => {
  it("names the site and uses no-reply at the site's host", () => {
    expect(defaultMailFrom("Cap Parcours", "https://www.cap-parcours.example")).toBe(
      '"Site Cap Parcours" <no-reply@www.cap-parcours.example>',
    );
  });
});

describe("BOOKING_SECRET", () => {
  const secret = "s3cr3t-".repeat(6);

  it("is required in production, with a message saying how to make one", () => {
    expect(() => readServerEnv({ NODE_ENV: "production" })).toThrow(ConfigError);
    expect(() => readServerEnv({ NODE_ENV: "production" })).toThrow(
      /BOOKING_SECRET.*required in production.*openssl rand -base64 48/s,
    );
    expect(readServerEnv({ NODE_ENV: "production", BOOKING_SECRET: secret }).BOOKING_SECRET).toBe(secret);
  });

  it("refuses a short secret, without printing it", () => {
    let message = "";
    try {
      readServerEnv({ BOOKING_SECRET: "short-secret" });
    } catch (error) {
      message = error instanceof Error ? error.message : String(error);
    }
    expect(message).toMatch(/BOOKING_SECRET.*at least 32 characters/s);
    expect(message).not.toContain("short-secret");
  });

  it("is optional elsewhere, and BOOKING_RATE_LIMIT reads like RELAY_RATE_LIMIT", () => {
    expect(readServerEnv({}).BOOKING_SECRET).toBeUndefined();
    expect(readServerEnv({ BOOKING_RATE_LIMIT: "0" }).BOOKING_RATE_LIMIT).toBe(0);
    expect(() => readServerEnv({ BOOKING_RATE_LIMIT: "many" })).toThrow(/BOOKING_RATE_LIMIT/);
  });
});

describe("loadServerConfig", () => {
  let repo: string;
  let buildDir: string;

  /** A build in <repo>/build, made with these public variables. */
  function build(publicEnv: Record<string, string> = {}): void {
    mkdirSync(path.join(buildDir, "client"), { recursive: true });
    writeFileSync(path.join(buildDir, "client", "index.html"), "<!doctype html><title>Accueil</title>");
    writePublicConfig(buildDir, readPublicConfig(publicEnv));
  }

  beforeEach(() => {
    repo = mkdtempSync(path.join(tmpdir(), "server-config-"));
    buildDir = path.join(repo, "build");
  });

  afterEach(() => {
    rmSync(repo, { recursive: true, force: true });
  });

  it("serves <repo>/build/client, following the build's site URL, with the relay's defaults", () => {
    build({ SITE_URL: "https://www.cabinet.example", FIRM_NAME: "Cabinet Exemple" });
    const config = loadServerConfig(
      { SMTP_URL: "smtp://localhost:2525", MAIL_TO: "equipe@cabinet.example" },
      repo,
    );
    expect(config).toMatchObject({
      port: 3000,
      host: "0.0.0.0",
      root: path.join(repo, "build", "client"),
      trustProxy: false,
      logLevel: "info",
      relay: {
        databasePath: path.join(repo, "var", "inbox.sqlite"),
        rateLimit: 5,
        allowedOrigins: [],
        siteUrl: "https://www.cabinet.example",
        keys: { publicKey: "cap-parcours-site", serviceId: "default_service", templateId: "contact_form" },
        smtp: {
          url: "smtp://localhost:2525",
          to: "equipe@cabinet.example",
          from: '"Site Cabinet Exemple" <no-reply@www.cabinet.example>',
        },
      },
    });
    expect(config.build.FIRM_NAME).toBe("Cabinet Exemple");
    expect(loadServerConfig({}, repo).relay.smtp).toBeUndefined();
    // The bookings share the inbox, the SMTP settings and the origins of the relay.
    expect(config.booking).toMatchObject({
      databasePath: config.relay.databasePath,
      smtp: config.relay.smtp,
      siteUrl: "https://www.cabinet.example",
      rateLimit: 10,
    });
  });

  it("makes a random booking secret per run outside production, and takes the one given", () => {
    build();
    const first = loadServerConfig({}, repo);
    const second = loadServerConfig({}, repo);
    expect(first.bookingSecretGenerated).toBe(true);
    expect(first.booking.secret.length).toBeGreaterThanOrEqual(32);
    expect(first.booking.secret).not.toBe(second.booking.secret);
    const given = loadServerConfig({ BOOKING_SECRET: ` ${"k".repeat(40)} ` }, repo);
    expect(given.bookingSecretGenerated).toBe(false);
    expect(given.booking.secret).toBe("k".repeat(40));
  });

  it("takes the build from BUILD_DIR", () => {
    build();
    const moved = path.join(repo, "elsewhere");
    mkdirSync(moved);
    writeFileSync(path.join(moved, "index.html"), "<!doctype html>");
    expect(() => loadServerConfig({ BUILD_DIR: moved }, repo)).toThrow(
      `${path.join(repo, "site-config.json")} not found: run npm run build first`,
    );
    expect(loadServerConfig({ BUILD_DIR: path.join(buildDir, "client") }, "/nowhere").root).toBe(
      path.join(buildDir, "client"),
    );
  });

  it("refuses to start without a build", () => {
    expect(() => loadServerConfig({}, repo)).toThrow(
      `${path.join(repo, "build", "client", "index.html")} not found: run npm run build first`,
    );
  });

  it("refuses to start when its relay keys disagree with the build's", () => {
    build({ EMAILJS_PUBLIC_KEY: "cle-du-site", EMAILJS_TEMPLATE_ID: "formulaire" });
    expect(() => loadServerConfig({}, repo)).toThrow(ConfigError);
    expect(() => loadServerConfig({}, repo)).toThrow(
      /the relay's keys disagree with the build's \(.*site-config\.json\): EMAILJS_PUBLIC_KEY is "cap-parcours-site" here but "cle-du-site" in the build; EMAILJS_TEMPLATE_ID is "contact_form" here but "formulaire" in the build\. /,
    );
    const config = loadServerConfig(
      { EMAILJS_PUBLIC_KEY: "cle-du-site", EMAILJS_TEMPLATE_ID: "formulaire" },
      repo,
    );
    expect(config.relay.keys).toEqual({
      publicKey: "cle-du-site",
      serviceId: "default_service",
      templateId: "formulaire",
    });
  });

  it("refuses a build configuration that is not valid", () => {
    build();
    writeFileSync(path.join(buildDir, "site-config.json"), '{ "LEGAL_SIREN": "123" }');
    expect(() => loadServerConfig({}, repo)).toThrow(/site-config\.json: LEGAL_SIREN must be a valid SIREN/);
    writeFileSync(path.join(buildDir, "site-config.json"), "{");
    expect(() => loadServerConfig({}, repo)).toThrow(/site-config\.json is not valid JSON/);
  });
});
