import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readServerEnv } from "../config/server-env.ts";
import { EDITOR_UPLOAD_BODY_LIMIT, editorRewrite } from "../server/admin/editor.ts";
import { MAX_PROVIDED_PDF_BYTES } from "../shared/provided-pdf.ts";
import {
  ENV_EXAMPLE,
  parseAssignments,
  parseEnvironmentFile,
  readUnit,
  unitEnvironment,
  withValues,
} from "./unit.ts";

/** The Caddyfile's site blocks by their address, each its text (without comments). */
function caddySites(): Record<string, string> {
  const text = readFileSync(new URL("./Caddyfile", import.meta.url), "utf8").replace(/^\s*#.*$/gm, "");
  const sites: Record<string, string> = {};
  for (const match of text.matchAll(/^(\S[^\n{]*?)\s*\{\n([\s\S]*?)^\}/gm)) {
    sites[(match[1] ?? "").trim()] = match[2] ?? "";
  }
  return sites;
}

/** A size as Caddy reads it (KB, MB: powers of 1000; KiB, MiB: of 1024). */
function caddyBytes(size: string): number {
  const match = /^(\d+)(KB|MB|KiB|MiB)$/.exec(size);
  if (!match) throw new Error(`unexpected size ${size}`);
  const units: Record<string, number> = { KB: 1e3, MB: 1e6, KiB: 1024, MiB: 1024 ** 2 };
  return Number(match[1]) * (units[match[2] ?? ""] ?? 0);
}

describe("the Caddyfile", () => {
  it("lets the editor's save through with the editor's own limit, on its route and the back office's host only", () => {
    const sites = caddySites();
    const admin = sites["{$ADMIN_DOMAIN}"] ?? "";
    const upload = /@upload path (.+)\n\s*request_body @upload \{\s*max_size (\S+)/.exec(admin);
    expect(upload, "an @upload route with its request_body in the admin block").not.toBeNull();
    const [, paths = "", size = ""] = upload ?? [];
    expect(caddyBytes(size)).toBe(EDITOR_UPLOAD_BODY_LIMIT);
    // Keystatic's address for a save, and the back office's it is rewritten to.
    expect(paths.split(" ").sort()).toEqual(
      ["/api/keystatic/update", editorRewrite("/api/keystatic/update")].sort(),
    );
    // Enough for the largest upload, a PDF, in base64 inside JSON.
    expect(EDITOR_UPLOAD_BODY_LIMIT).toBeGreaterThan((MAX_PROVIDED_PDF_BYTES * 4) / 3 + 64 * 1024);
    // Everything else, on both hosts, stays at the small limit.
    expect(admin).toMatch(/request_body @notUpload \{\s*max_size 1MB/);
    expect(sites["{$SITE_DOMAIN}"]).toMatch(/request_body \{\s*max_size 1MB/);
  });

  it("serves the back office on a host name of its own: the public host answers 404 for it", () => {
    const site = caddySites()["{$SITE_DOMAIN}"] ?? "";
    const backOffice = /@backOffice path (.+)/.exec(site)?.[1]?.split(" ") ?? [];
    for (const address of [
      "/admin",
      "/admin/*",
      "/api/admin/*",
      "/keystatic",
      "/keystatic/*",
      "/api/keystatic/*",
    ]) {
      expect(backOffice).toContain(address);
    }
    expect(site).toMatch(/respond @backOffice 404/);
  });
});

describe("the unit, read as systemd reads it", () => {
  it("runs the live release's server from its folder, in production", () => {
    const unit = readUnit();
    expect(unit.execStart[0]?.startsWith(`${unit.workingDirectory}/`)).toBe(true);
    expect(unit.execStart.slice(1)).toEqual(["server/index.ts"]);
    expect(unit.environment.NODE_ENV).toBe("production");
    expect(unit.stateDirectory).toMatch(/^\/var\/lib\/[\w-]+$/);
  });

  it("with deploy/env.example, gives the server a valid configuration but for its secret", () => {
    const unit = readUnit();
    const account = {
      name: "cabinet",
      uid: 999,
      gid: 999,
      home: "/var/lib/cabinet-site",
      shell: "/usr/sbin/nologin",
    };
    const env = unitEnvironment(unit, account, parseEnvironmentFile(readFileSync(ENV_EXAMPLE, "utf8")));
    expect(env.STATE_DIRECTORY).toBe(unit.stateDirectory);
    expect(() => readServerEnv(env)).toThrow(/BOOKING_SECRET/);
    expect(readServerEnv({ ...env, BOOKING_SECRET: "s".repeat(48) })).toMatchObject({ HOST: "127.0.0.1" });
  });
});

describe("systemd's syntaxes", () => {
  it("reads Environment= assignments, quoted or not", () => {
    expect(parseAssignments('A=1 "B=two words" C= D=x=y')).toEqual({
      A: "1",
      B: "two words",
      C: "",
      D: "x=y",
    });
  });

  it("reads an environment file: comments and blank lines skipped, quotes removed, the last value kept", () => {
    expect(parseEnvironmentFile('# note\n; other\n\nA=1\nB="deux mots"\nA=2\n  C = trois \n')).toEqual({
      A: "2",
      B: "deux mots",
      C: "trois",
    });
  });

  it("sets values in a copy of an environment file, uncommenting or adding their lines", () => {
    const text = "# comment\nPORT=3000\n#SECRET=<make one>\nOTHER=1\n";
    expect(withValues(text, { PORT: "4000", SECRET: "abc", NEW: "x" })).toBe(
      "# comment\nPORT=4000\nSECRET=abc\nOTHER=1\n\nNEW=x\n",
    );
  });
});
