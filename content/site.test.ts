import { describe, expect, it } from "vitest";
import { publicEnv } from "./public-env";
import { formatHour, openingHoursText, site, toTelUri } from "./site";

describe("site identity", () => {
  it("turns French phone numbers into tel: links", () => {
    expect(toTelUri("01 99 00 42 77")).toBe("tel:+33199004277");
    expect(toTelUri("+33 1 99 00 42 77")).toBe("tel:+33199004277");
    expect(toTelUri("0033 1 99 00 42 77")).toBe("tel:+33199004277");
  });

  it("uses fictional defaults: a phone number reserved for fiction and .example addresses", () => {
    expect(site.phone.replace(/\s/g, "")).toMatch(/^0199\d{6}$/);
    expect(new URL(site.url).hostname.endsWith(".example")).toBe(true);
    expect(site.email.endsWith(".example")).toBe(true);
    expect(site.url.endsWith("/")).toBe(false);
  });

  it("writes opening hours the French way", () => {
    expect(formatHour("08:30")).toBe("8\u202fh\u202f30");
    expect(formatHour("20:00")).toBe("20\u202fh");
    expect(openingHoursText()).toBe("du lundi au samedi, de 8\u202fh\u202f30 à 20\u202fh");
  });

  it("keeps only known, non-empty public variables", () => {
    expect(publicEnv({ SITE_URL: " https://a.example ", FIRM_NAME: "", SMTP_URL: "secret" })).toEqual({
      SITE_URL: "https://a.example",
    });
  });
});
