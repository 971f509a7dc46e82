import { fileURLToPath } from "node:url";
import { build, createLogger } from "vite";
import { describe, expect, it } from "vitest";
import { ConfigError } from "./errors.ts";
import {
  buildSettingKeys,
  OFFICE_IDS,
  officeKey,
  publicConfigFrom,
  RELAY_KEY_DEFAULTS,
  readBuildSettings,
  siteConfig,
} from "./public.ts";
import { testFirm } from "./testing.ts";

const defaults = () => publicConfigFrom(testFirm(), readBuildSettings({}));

describe("the build settings", () => {
  it("post to the site's own relay with the default keys unless told otherwise", () => {
    expect(readBuildSettings({})).toEqual({
      RELAY_ORIGIN: "",
      ...RELAY_KEY_DEFAULTS,
      AUDIENCE_MEASUREMENT: "on",
    });
    expect(readBuildSettings({ EMAILJS_PUBLIC_KEY: " cle ", SMTP_URL: "smtp://secret" })).not.toHaveProperty(
      "SMTP_URL",
    );
    expect(readBuildSettings({ EMAILJS_PUBLIC_KEY: " cle " }).EMAILJS_PUBLIC_KEY).toBe("cle");
  });

  it("measure the audience on the site's own server, never on a static host unless told to stop", () => {
    expect(readBuildSettings({ AUDIENCE_MEASUREMENT: "off" }).AUDIENCE_MEASUREMENT).toBe("off");
    expect(readBuildSettings({ RELAY_ORIGIN: "https://api.emailjs.com" }).AUDIENCE_MEASUREMENT).toBe("off");
    expect(() =>
      readBuildSettings({ RELAY_ORIGIN: "https://api.emailjs.com", AUDIENCE_MEASUREMENT: "on" }),
    ).toThrow("AUDIENCE_MEASUREMENT is on but RELAY_ORIGIN is set");
    expect(() => readBuildSettings({ AUDIENCE_MEASUREMENT: "yes" })).toThrow(ConfigError);
    expect(() => readBuildSettings({ RELAY_ORIGIN: "https://api.emailjs.com/api" })).toThrow(
      "RELAY_ORIGIN must be an origin",
    );
  });

  it("hold no value of the firm's identity: that is content/firm.yaml's", () => {
    expect(
      buildSettingKeys().filter((key) => /^(FIRM|SITE|LEGAL|OFFICE|MEDIATOR|REVIEWS)_/.test(key)),
    ).toEqual([]);
  });
});

describe("the flat configuration", () => {
  it("takes every identity value from the file, and the settings from the build", () => {
    const firm = testFirm({ name: "Cabinet Témoin", "legal.siren": "303265045" });
    const config = publicConfigFrom(firm, readBuildSettings({ EMAILJS_PUBLIC_KEY: "cle" }));
    expect(config).toMatchObject({
      FIRM_NAME: "Cabinet Témoin",
      SITE_URL: firm.siteUrl,
      LEGAL_SIREN: "303265045",
      REVIEWS_RATING: firm.reviews.rating,
      EMAILJS_PUBLIC_KEY: "cle",
    });
  });

  it("follows the firm where an office or the legal identity has no value of its own", () => {
    const firm = testFirm({
      "address.street": "1 rue Neuve",
      phone: "01 99 00 00 01",
      "offices.provins.phone": "01 99 00 00 02",
      "offices.provins.hours": "Tu 09:00-12:00",
      "legal.name": undefined,
    });
    const config = publicConfigFrom(firm, readBuildSettings({}));
    expect(config.OFFICE_HEAD_STREET).toBe("1 rue Neuve");
    expect(config.OFFICE_HEAD_CITY).toBe(config.FIRM_CITY);
    expect(config.LEGAL_NAME).toBe(config.FIRM_NAME);
    expect(config.OFFICE_PROVINS_PHONE).toBe("01 99 00 00 02");
    expect(config.OFFICE_PROVINS_HOURS).toBe("Tu 09:00-12:00");
    for (const id of OFFICE_IDS.filter((office) => office !== "provins")) {
      expect(config[officeKey(id, "PHONE")], id).toBe("01 99 00 00 01");
    }
    for (const id of OFFICE_IDS) {
      for (const suffix of ["STREET", "POSTAL_CODE", "CITY", "GEO"] as const) {
        expect(config[officeKey(id, suffix)], `${id} ${suffix}`).toMatch(/\S/);
      }
      expect(config[officeKey(id, "ACCESS")].length, id).toBeGreaterThan(0);
    }
  });
});

describe("the browser's part of it", () => {
  it("holds only what content/site.ts reads", () => {
    const keys = Object.keys(siteConfig(defaults()));
    expect(keys).toContain("FIRM_NAME");
    expect(keys).toContain("EMAILJS_PUBLIC_KEY");
    expect(keys.filter((key) => /^(OFFICE|LEGAL|MEDIATOR)_/.test(key))).toEqual([]);
  });

  it("is baked into the bundle, leaving the schema and zod out", async () => {
    const warnings: string[] = [];
    const output = await build({
      configFile: false,
      customLogger: {
        ...createLogger("silent"),
        warn: (message) => warnings.push(message),
        warnOnce: (message) => warnings.push(message),
      },
      define: {
        __SITE_ENV__: JSON.stringify(
          siteConfig(
            publicConfigFrom(
              testFirm({
                name: "Cabinet Témoin",
                "offices.provins.accessibility": ["Accès témoin du bureau"],
              }),
              readBuildSettings({}),
            ),
          ),
        ),
      },
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
    expect(code).not.toMatch(
      /zod|safeParse|prefault|parseDocument|firm\.yaml|readFileSync|Accès témoin du bureau/,
    );
    // The identity file's reader is not even reached (package.json "#firm"): no Node module to externalize.
    expect(warnings.filter((warning) => /externalized/.test(warning))).toEqual([]);
  }, 30_000);
});
