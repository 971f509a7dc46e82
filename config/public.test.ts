import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { build } from "vite";
import { describe, expect, it } from "vitest";
import { ConfigError } from "./errors.ts";
import { OFFICE_IDS, officeEnvKey, publicEnvKeys, readPublicConfig, siteConfig } from "./public.ts";

describe("the public configuration", () => {
  it("has fictional defaults: a phone number reserved for fiction and .example addresses", () => {
    const config = readPublicConfig({});
    expect(config.FIRM_PHONE.replace(/\s/g, "")).toMatch(/^0199\d{6}$/);
    expect(config.LEGAL_HOST_PHONE.replace(/\s/g, "")).toMatch(/^0199\d{6}$/);
    expect(new URL(config.SITE_URL).hostname.endsWith(".example")).toBe(true);
    expect(config.FIRM_EMAIL.endsWith(".example")).toBe(true);
    expect(config.LEGAL_SIREN).toBe("999999998");
    expect(config.RELAY_ORIGIN).toBe("");
  });

  it("measures the audience on the site's own server, never on a static host unless told to stop", () => {
    expect(readPublicConfig({}).AUDIENCE_MEASUREMENT).toBe("on");
    expect(readPublicConfig({ AUDIENCE_MEASUREMENT: "off" }).AUDIENCE_MEASUREMENT).toBe("off");
    expect(readPublicConfig({ RELAY_ORIGIN: "https://api.emailjs.com" }).AUDIENCE_MEASUREMENT).toBe("off");
    expect(() =>
      readPublicConfig({ RELAY_ORIGIN: "https://api.emailjs.com", AUDIENCE_MEASUREMENT: "on" }),
    ).toThrow("AUDIENCE_MEASUREMENT is on but RELAY_ORIGIN is set");
    expect(() => readPublicConfig({ AUDIENCE_MEASUREMENT: "yes" })).toThrow(
      'AUDIENCE_MEASUREMENT must be "on" or "off"',
    );
    // The browser needs it: the pages load the measurement script only when it is on.
    expect(siteConfig(readPublicConfig({})).AUDIENCE_MEASUREMENT).toBe("on");
  });

  it("gives every office a value, following the firm's where the office has none of its own", () => {
    const config = readPublicConfig({ FIRM_STREET: "1 rue Neuve", FIRM_PHONE: "01 99 00 00 01" });
    expect(config.OFFICE_HEAD_STREET).toBe("1 rue Neuve");
    expect(config.OFFICE_HEAD_CITY).toBe(config.FIRM_CITY);
    expect(config.LEGAL_NAME).toBe(config.FIRM_NAME);
    for (const id of OFFICE_IDS) {
      expect(config[officeEnvKey(id, "PHONE")], id).toBe("01 99 00 00 01");
      // Unset: the firm's hours (content/offices.ts).
      expect(config[officeEnvKey(id, "HOURS")], id).toBeUndefined();
      for (const suffix of ["STREET", "POSTAL_CODE", "CITY", "GEO", "ACCESS", "PARKING"] as const) {
        expect(config[officeEnvKey(id, suffix)], `${id} ${suffix}`).toMatch(/\S/);
      }
    }
  });

  it("reads the known variables, trimmed, and treats blank ones as unset", () => {
    const config = readPublicConfig({
      SITE_URL: " https://a.example/ ",
      FIRM_NAME: "",
      SMTP_URL: "smtp://secret",
      REVIEWS_RATING: "4,8",
      REVIEWS_COUNT: "1 204",
      LEGAL_SIREN: "303 265 045",
      LEGAL_SHARE_CAPITAL: "10 000",
    });
    expect(config).toMatchObject({
      SITE_URL: "https://a.example",
      FIRM_NAME: "Cap Parcours",
      REVIEWS_RATING: 4.8,
      REVIEWS_COUNT: 1204,
      LEGAL_SIREN: "303265045",
      LEGAL_SHARE_CAPITAL: 10000,
    });
    expect(config).not.toHaveProperty("SMTP_URL");
    // Every variable but the offices' hours (unset: the firm's) has a value.
    expect(Object.keys(config).sort()).toEqual(
      publicEnvKeys()
        .filter((key) => !key.endsWith("_HOURS"))
        .sort(),
    );
  });

  it("reads back what it gives (build/site-config.json)", () => {
    const config = readPublicConfig({ REVIEWS_RATING: "4,8", OFFICE_PROVINS_HOURS: "Tu 09:00-12:00" });
    expect(readPublicConfig(JSON.parse(JSON.stringify(config)))).toEqual(config);
  });

  it.each([
    [{ SITE_URL: "www.exemple.fr" }, 'SITE_URL must be an http:// or https:// address, got "www.exemple.fr"'],
    [{ FIRM_EMAIL: "contact" }, "FIRM_EMAIL must be an e-mail address"],
    [{ FIRM_PHONE: "appelez-nous" }, "FIRM_PHONE must be a phone number"],
    [{ FIRM_POSTAL_CODE: "7700" }, "FIRM_POSTAL_CODE must be a 5-digit postal code"],
    [{ SOCIAL_X: "x.com/cabinet" }, "SOCIAL_X must be an http:// or https:// address"],
    [{ QUALITY_VALID_UNTIL: "24/11/2027" }, "QUALITY_VALID_UNTIL must be a date written YYYY-MM-DD"],
    [{ REVIEWS_RATING: "6" }, "REVIEWS_RATING must be a score between 0 and 5"],
    [{ REVIEWS_RATING: "cinq" }, "REVIEWS_RATING must be a score"],
    [{ REVIEWS_COUNT: "0" }, "REVIEWS_COUNT must be a whole number of reviews"],
    [{ REVIEWS_READ_ON: "2026-02-30" }, "REVIEWS_READ_ON must be the day the score was read (YYYY-MM-DD)"],
    [{ MEDIATOR_URL: "http://mediateur.example" }, "MEDIATOR_URL must be an https:// address"],
    [{ LEGAL_SIREN: "303265046" }, "LEGAL_SIREN must be a valid SIREN"],
    [{ LEGAL_SHARE_CAPITAL: "8 000 €" }, "LEGAL_SHARE_CAPITAL must be a whole number of euros"],
    [{ LEGAL_TRAINING_DECLARATION: "1177999997" }, "LEGAL_TRAINING_DECLARATION must be 11 digits"],
    [{ RELAY_ORIGIN: "https://api.emailjs.com/api" }, "RELAY_ORIGIN must be an origin"],
    [
      { OFFICE_PROVINS_GEO: "48.85,2.35" },
      "OFFICE_PROVINS_GEO is not valid: Coordinates 48.85,2.35 are not in",
    ],
    [
      { OFFICE_HEAD_HOURS: "lundi 9h-18h" },
      'OFFICE_HEAD_HOURS is not valid: Opening hours: cannot read "lundi',
    ],
    [{ OFFICE_MONTEREAU_ACCESS: " | " }, "OFFICE_MONTEREAU_ACCESS must be items separated by |"],
  ])("stops on %j, naming the variable and what it expects", (env, message) => {
    expect(() => readPublicConfig(env)).toThrow(ConfigError);
    expect(() => readPublicConfig(env)).toThrow(message);
  });

  it("names every bad variable at once", () => {
    expect(() => readPublicConfig({ SITE_URL: "x", LEGAL_SIREN: "1" })).toThrow(
      /^Invalid build-time configuration:\n {2}SITE_URL must be .*\n {2}LEGAL_SIREN must be /,
    );
  });

  it("keeps the FICTIONAL DEFAULT marks where the firm looks for them", () => {
    const source = readFileSync(new URL("./public.ts", import.meta.url), "utf8");
    expect(source).toMatch(/FICTIONAL DEFAULTS of the offices/);
    expect(source).toMatch(/FICTIONAL DEFAULT: the consumer mediator/);
  });
});

describe("the browser's part of it", () => {
  it("holds only what content/site.ts reads", () => {
    const keys = Object.keys(siteConfig(readPublicConfig({})));
    expect(keys).toContain("FIRM_NAME");
    expect(keys).toContain("EMAILJS_PUBLIC_KEY");
    expect(keys.filter((key) => /^(OFFICE|LEGAL|MEDIATOR)_/.test(key))).toEqual([]);
  });

  it("is baked into the bundle, leaving the schema and zod out", async () => {
    const output = await build({
      configFile: false,
      logLevel: "silent",
      define: { __SITE_ENV__: JSON.stringify(siteConfig(readPublicConfig({ FIRM_NAME: "Cabinet Témoin" }))) },
      build: {
        write: false,
        minify: false,
        lib: { entry: fileURLToPath(new URL("../content/site.ts", import.meta.url)), formats: ["es"] },
      },
    });
    const [result] = Array.isArray(output) ? output : [output];
    if (!result || !("output" in result)) throw new Error("no bundle");
    const code = result.output.map((chunk) => ("code" in chunk ? chunk.code : "")).join("\n");
    expect(code).toContain("Cabinet Témoin");
    expect(code).not.toMatch(/zod|safeParse|prefault|FICTIONAL|Bureau au rez-de-chaussée/);
  }, 30_000);
});
