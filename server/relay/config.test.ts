import path from "node:path";
import { describe, expect, it } from "vitest";
import { site } from "../../content/site";
import {
  DEFAULT_RATE_LIMIT,
  defaultMailFrom,
  parseAllowedOrigins,
  parseRateLimit,
  RelayConfigError,
  relayOptionsFromEnv,
} from "./config";
import { decideOrigin } from "./origin";

const REPO = "/srv/site";

describe("relayOptionsFromEnv", () => {
  it("works with an empty environment", () => {
    expect(relayOptionsFromEnv({}, REPO)).toEqual({
      databasePath: path.join(REPO, "var", "inbox.sqlite"),
      smtp: undefined,
      rateLimit: DEFAULT_RATE_LIMIT,
      allowedOrigins: [],
    });
    expect(DEFAULT_RATE_LIMIT).toBe(5);
  });

  it("treats blank values as unset", () => {
    expect(
      relayOptionsFromEnv({ DATABASE_PATH: " ", SMTP_URL: "", MAIL_TO: " ", RELAY_RATE_LIMIT: "" }, REPO),
    ).toEqual(relayOptionsFromEnv({}, REPO));
  });

  it("resolves DATABASE_PATH against the working directory", () => {
    expect(relayOptionsFromEnv({ DATABASE_PATH: "data/inbox.db" }, REPO).databasePath).toBe(
      path.resolve("data/inbox.db"),
    );
    expect(relayOptionsFromEnv({ DATABASE_PATH: "/var/lib/site/inbox.db" }, REPO).databasePath).toBe(
      "/var/lib/site/inbox.db",
    );
  });

  it("reads the SMTP settings, with a default sender", () => {
    const options = relayOptionsFromEnv(
      { SMTP_URL: "smtps://user:p%40ss@smtp.exemple.fr:465", MAIL_TO: "equipe@cabinet.example" },
      REPO,
    );
    expect(options.smtp).toEqual({
      url: "smtps://user:p%40ss@smtp.exemple.fr:465",
      to: "equipe@cabinet.example",
      from: defaultMailFrom(site.name, site.url),
    });
    const withFrom = relayOptionsFromEnv(
      {
        SMTP_URL: "smtp://localhost:2525",
        MAIL_TO: "a@cabinet.example, b@cabinet.example",
        MAIL_FROM: "Site <site@cabinet.example>",
      },
      REPO,
    );
    expect(withFrom.smtp).toEqual({
      url: "smtp://localhost:2525",
      to: "a@cabinet.example, b@cabinet.example",
      from: "Site <site@cabinet.example>",
    });
  });

  it.each([
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
    expect(() => relayOptionsFromEnv(env, REPO)).toThrow(RelayConfigError);
    expect(() => relayOptionsFromEnv(env, REPO)).toThrow(message);
  });

  it("never prints the SMTP password", () => {
    const secret = "s3cr3t-pa55";
    for (const url of [`http://user:${secret}@smtp.exemple.fr`, `smtp://user:${secret}@[bad`]) {
      try {
        relayOptionsFromEnv({ SMTP_URL: url, MAIL_TO: "a@b.fr" }, REPO);
        expect.unreachable();
      } catch (error) {
        expect(String(error)).not.toContain(secret);
      }
    }
  });
});

describe("parseRateLimit", () => {
  it("reads a whole number of requests per minute, 0 included", () => {
    expect(parseRateLimit(undefined)).toBe(5);
    expect(parseRateLimit("0")).toBe(0);
    expect(parseRateLimit("30")).toBe(30);
  });
});

describe("parseAllowedOrigins", () => {
  it("reads comma-separated origins, normalized and without duplicates", () => {
    expect(
      parseAllowedOrigins("https://Static.Exemple.fr, http://localhost:5173/,,https://static.exemple.fr"),
    ).toEqual(["https://static.exemple.fr", "http://localhost:5173"]);
    expect(parseAllowedOrigins("https://a.example:443")).toEqual(["https://a.example"]);
  });
});

describe("defaultMailFrom", () => {
  it("names the site and uses no-reply at the site's host", () => {
    expect(defaultMailFrom("Cap Parcours", "https://www.cap-parcours.example")).toBe(
      '"Site Cap Parcours" <no-reply@www.cap-parcours.example>',
    );
  });
});

describe("decideOrigin", () => {
  const allowedOrigins = new Set(["https://www.cap-parcours.example"]);
  const requestOrigin = "http://localhost:3000";

  it("accepts no Origin, the request's own origin and the allowed ones", () => {
    expect(
      decideOrigin({ origin: undefined, secFetchSite: undefined, requestOrigin, allowedOrigins }),
    ).toEqual({
      allowed: true,
    });
    expect(
      decideOrigin({
        origin: "http://localhost:3000",
        secFetchSite: "same-origin",
        requestOrigin,
        allowedOrigins,
      }),
    ).toEqual({ allowed: true });
    expect(
      decideOrigin({
        origin: "https://www.cap-parcours.example",
        secFetchSite: "cross-site",
        requestOrigin,
        allowedOrigins,
      }),
    ).toEqual({ allowed: true, corsOrigin: "https://www.cap-parcours.example" });
  });

  it("refuses other origins, opaque ones and cross-site requests without Origin", () => {
    for (const origin of [
      "https://evil.example",
      "null",
      "http://localhost:3001",
      "https://localhost:3000",
    ]) {
      expect(decideOrigin({ origin, secFetchSite: undefined, requestOrigin, allowedOrigins })).toEqual({
        allowed: false,
      });
    }
    expect(
      decideOrigin({ origin: undefined, secFetchSite: "cross-site", requestOrigin, allowedOrigins }),
    ).toEqual({
      allowed: false,
    });
  });
});
