import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ConfigError } from "./errors.ts";
import { loadFirm } from "./firm.ts";
import { readBuildSettings } from "./public.ts";
import { writePublicConfig } from "./public-file.ts";
import {
  checkStateDirectory,
  defaultMailFrom,
  loadServerConfig,
  type StateDirectory,
  stateDirectoryFrom,
  stateFiles,
} from "./server.ts";
import { testFirm } from "./testing.ts";

const REPO = "/srv/site";

describe("stateDirectoryFrom", () => {
  it("takes systemd's STATE_DIRECTORY (its first path), else DATA_DIR against the working directory, else <repo>/var", () => {
    expect(stateDirectoryFrom({}, REPO)).toEqual({ path: path.join(REPO, "var"), source: "default" });
    expect(stateDirectoryFrom({ DATA_DIR: " ", STATE_DIRECTORY: "" }, REPO)).toEqual({
      path: path.join(REPO, "var"),
      source: "default",
    });
    expect(stateDirectoryFrom({ DATA_DIR: "data" }, REPO)).toEqual({
      path: path.resolve("data"),
      source: "DATA_DIR",
    });
    expect(stateDirectoryFrom({ DATA_DIR: "/srv/state/" }, REPO).path).toBe("/srv/state");
    expect(
      stateDirectoryFrom({ STATE_DIRECTORY: "/var/lib/cabinet-site", DATA_DIR: "/srv/state" }, REPO),
    ).toEqual({ path: "/var/lib/cabinet-site", source: "STATE_DIRECTORY" });
    expect(stateDirectoryFrom({ STATE_DIRECTORY: "/var/lib/cabinet-site:/var/lib/other" }, REPO).path).toBe(
      "/var/lib/cabinet-site",
    );
  });

  it("has one inbox, shared by the messages and the bookings, and the audience's counts", () => {
    expect(stateFiles("/var/lib/cabinet-site")).toEqual({
      inbox: "/var/lib/cabinet-site/inbox.sqlite",
      audience: "/var/lib/cabinet-site/audience.sqlite",
    });
  });
});

describe("checkStateDirectory", () => {
  let dir: string;
  const asRoot = process.getuid?.() === 0;

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "state-dir-"));
  });

  afterEach(() => {
    chmodSync(dir, 0o700);
    rmSync(dir, { recursive: true, force: true });
  });

  function messageOf(state: StateDirectory): string {
    try {
      checkStateDirectory(state);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return error instanceof Error ? error.message : String(error);
    }
    throw new Error(`${state.path} was accepted`);
  }

  it("creates a missing directory, readable by its owner only", () => {
    const state: StateDirectory = { path: path.join(dir, "a", "state"), source: "DATA_DIR" };
    checkStateDirectory(state);
    expect(statSync(state.path).isDirectory()).toBe(true);
    expect(statSync(state.path).mode & 0o777).toBe(0o700);
    // Again, on the existing one.
    checkStateDirectory(state);
  });

  it("refuses a path it cannot create, naming it and the variable", () => {
    // Under a regular file: ENOTDIR, even for root, whom a chmod would not stop.
    writeFileSync(path.join(dir, "file"), "");
    const state = path.join(dir, "file", "sub");
    expect(messageOf({ path: state, source: "DATA_DIR" })).toMatch(
      new RegExp(
        `^the state directory ${state} \\(DATA_DIR\\) cannot be created: ENOTDIR: not a directory.*; make it writable by the user that runs the server, or set DATA_DIR to another directory$`,
      ),
    );
    expect(messageOf({ path: path.join(dir, "file"), source: "STATE_DIRECTORY" })).toBe(
      `the state directory ${path.join(dir, "file")} (STATE_DIRECTORY, set by systemd) is not a directory; make it writable by the service's user (systemd's StateDirectory= creates it so)`,
    );
    expect(messageOf({ path: state, source: "default" })).toContain(
      `the state directory ${state} (the default, DATA_DIR being unset) cannot be created`,
    );
  });

  it.skipIf(asRoot)("refuses a directory it cannot write in", () => {
    const readOnly = path.join(dir, "read-only");
    mkdirSync(readOnly, { mode: 0o500 });
    chmodSync(readOnly, 0o500);
    expect(messageOf({ path: readOnly, source: "DATA_DIR" })).toMatch(
      new RegExp(
        `^the state directory ${readOnly} \\(DATA_DIR\\) is not writable: EACCES: permission denied`,
      ),
    );
    chmodSync(readOnly, 0o700);
  });

  it.skipIf(asRoot)("refuses an inbox it cannot write, left by another user or a chmod", () => {
    const inbox = stateFiles(dir).inbox;
    writeFileSync(inbox, "");
    chmodSync(inbox, 0o400);
    expect(messageOf({ path: dir, source: "STATE_DIRECTORY" })).toMatch(
      new RegExp(
        `^the state directory ${dir} \\(STATE_DIRECTORY, set by systemd\\) holds ${inbox}, which is not writable: EACCES`,
      ),
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

describe("loadServerConfig", () => {
  let repo: string;
  let buildDir: string;

  /** A build in <repo>/build, made with the repository's identity and these build settings. */
  function build(settings: Record<string, string> = {}): void {
    mkdirSync(path.join(buildDir, "client"), { recursive: true });
    writeFileSync(path.join(buildDir, "client", "index.html"), "<!doctype html><title>Accueil</title>");
    writePublicConfig(buildDir, loadFirm(), readBuildSettings(settings));
  }

  beforeEach(() => {
    repo = mkdtempSync(path.join(tmpdir(), "server-config-"));
    buildDir = path.join(repo, "build");
  });

  afterEach(() => {
    rmSync(repo, { recursive: true, force: true });
  });

  it("serves <repo>/build/client, following the build's site URL, with the relay's defaults", () => {
    build();
    const firm = loadFirm();
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
        siteUrl: firm.siteUrl,
        keys: { publicKey: "cap-parcours-site", serviceId: "default_service", templateId: "contact_form" },
        smtp: {
          url: "smtp://localhost:2525",
          to: "equipe@cabinet.example",
          from: `"Site ${firm.name}" <no-reply@${new URL(firm.siteUrl).hostname}>`,
        },
      },
    });
    expect(config.build.FIRM_NAME).toBe(firm.name);
    expect(loadServerConfig({}, repo).relay.smtp).toBeUndefined();
    // The bookings share the inbox, the SMTP settings and the origins of the relay.
    expect(config.booking).toMatchObject({
      databasePath: config.relay.databasePath,
      smtp: config.relay.smtp,
      siteUrl: firm.siteUrl,
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
    expect(
      loadServerConfig(
        { BUILD_DIR: path.join(buildDir, "client"), DATA_DIR: path.join(repo, "state") },
        "/nowhere",
      ).root,
    ).toBe(path.join(buildDir, "client"));
  });

  it("keeps everything it writes in one state directory, checked at start", () => {
    build();
    const defaults = loadServerConfig({}, repo);
    expect(defaults.state).toEqual({ path: path.join(repo, "var"), source: "default" });
    expect(statSync(path.join(repo, "var")).isDirectory()).toBe(true);
    const state = path.join(repo, "state");
    const config = loadServerConfig({ DATA_DIR: state }, repo);
    expect(config.relay.databasePath).toBe(path.join(state, "inbox.sqlite"));
    expect(config.booking.databasePath).toBe(path.join(state, "inbox.sqlite"));
    expect(config.audience?.databasePath).toBe(path.join(state, "audience.sqlite"));
    const systemd = loadServerConfig({ STATE_DIRECTORY: path.join(repo, "systemd"), DATA_DIR: state }, repo);
    expect(systemd.relay.databasePath).toBe(path.join(repo, "systemd", "inbox.sqlite"));

    writeFileSync(path.join(repo, "file"), "");
    expect(() => loadServerConfig({ DATA_DIR: path.join(repo, "file", "state") }, repo)).toThrow(
      /^the state directory .*file\/state \(DATA_DIR\) cannot be created: ENOTDIR/,
    );
  });

  it("refuses to start without a build", () => {
    expect(() => loadServerConfig({}, repo)).toThrow(
      `${path.join(repo, "build", "client", "index.html")} not found: run npm run build first`,
    );
  });

  it("refuses to start with another identity than the build's, naming the fields that differ", () => {
    mkdirSync(path.join(buildDir, "client"), { recursive: true });
    writeFileSync(path.join(buildDir, "client", "index.html"), "<!doctype html><title>Accueil</title>");
    writePublicConfig(
      buildDir,
      testFirm({ phone: "01 99 00 64 64", "offices.provins.street": "4 place Saint-Ayoul" }),
      readBuildSettings({}),
    );
    expect(() => loadServerConfig({}, repo)).toThrow(ConfigError);
    expect(() => loadServerConfig({}, repo)).toThrow(
      /firm\.yaml is not the identity the pages were built with \(.*site-config\.json\): phone, offices\.provins\.street differ\./,
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
    expect(() => loadServerConfig({}, repo)).toThrow(
      /site-config\.json does not hold an identity and build settings/,
    );
    writeFileSync(path.join(buildDir, "site-config.json"), "{");
    expect(() => loadServerConfig({}, repo)).toThrow(/site-config\.json is not valid JSON/);
  });
});
