import { describe, expect, it } from "vitest";
import { ConfigError } from "./errors.ts";
import {
  DEFAULT_ADMIN_RATE_LIMIT,
  DEFAULT_AUDIENCE_RATE_LIMIT,
  DEFAULT_BOOKING_RATE_LIMIT,
  DEFAULT_RELAY_RATE_LIMIT,
  readServerEnv,
} from "./server-env.ts";

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
      ADMIN_RATE_LIMIT: DEFAULT_ADMIN_RATE_LIMIT,
      EMAILJS_PUBLIC_KEY: "cap-parcours-site",
      EMAILJS_SERVICE_ID: "default_service",
      EMAILJS_TEMPLATE_ID: "contact_form",
    });
    expect(DEFAULT_RELAY_RATE_LIMIT).toBe(5);
    expect(DEFAULT_BOOKING_RATE_LIMIT).toBe(10);
  });

  it("treats blank values as unset and ignores other variables", () => {
    expect(
      readServerEnv({ DATA_DIR: " ", SMTP_URL: "", MAIL_TO: " ", RELAY_RATE_LIMIT: "", SITE_URL: "x" }),
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

describe("ADMIN_ORIGIN", () => {
  it("is read as an origin, and refused when it is not one", () => {
    expect(readServerEnv({ ADMIN_ORIGIN: "https://admin.cabinet.example/" }).ADMIN_ORIGIN).toBe(
      "https://admin.cabinet.example",
    );
    expect(readServerEnv({}).ADMIN_ORIGIN).toBeUndefined();
    expect(() => readServerEnv({ ADMIN_ORIGIN: "https://admin.cabinet.example/path" })).toThrow(ConfigError);
    expect(() => readServerEnv({ ADMIN_ORIGIN: "http://admin.cabinet.example" })).toThrow(ConfigError);
    expect(readServerEnv({ ADMIN_ORIGIN: "http://localhost:4821" }).ADMIN_ORIGIN).toBe(
      "http://localhost:4821",
    );
  });
});
