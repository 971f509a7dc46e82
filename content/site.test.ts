import { describe, expect, it } from "vitest";
import { formatHour } from "../config/hours.ts";
import { isValidSiren } from "../config/values.ts";
import { formatSiren, formatTrainingDeclaration, legalIdentity, vatNumber } from "./legal/identity.ts";
import { openingHoursText, site, toTelUri } from "./site.ts";

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
});

describe("legal identity", () => {
  it("computes the VAT key from the SIREN: (12 + 3 × (SIREN mod 97)) mod 97", () => {
    // The example the tax administration gives.
    expect(vatNumber("303265045")).toBe("FR40303265045");
    expect(vatNumber("404 833 048")).toBe("FR83404833048");
    // A key below 10 keeps its leading zero.
    expect(vatNumber("000000097")).toBe("FR12000000097");
    expect(vatNumber("000000001")).toBe("FR15000000001");
    expect(vatNumber("000000030")).toBe("FR05000000030");
    expect(legalIdentity.vatNumber).toBe(vatNumber(legalIdentity.siren));
  });

  it("checks a SIREN's Luhn digit", () => {
    expect(isValidSiren("303265045")).toBe(true);
    expect(isValidSiren("303 265 045")).toBe(true);
    expect(isValidSiren("303265046")).toBe(false);
    expect(isValidSiren("30326504")).toBe(false);
    expect(isValidSiren("356000000")).toBe(true);
    expect(isValidSiren(legalIdentity.siren)).toBe(true);
  });

  it("writes the numbers the way the registers do", () => {
    expect(formatSiren("999999998")).toBe("999 999 998");
    expect(formatTrainingDeclaration("11779999977")).toBe("11 77 99999 77");
  });

  it("uses fictional defaults: an obviously made-up SIREN and a host in the fiction phone range", () => {
    expect(legalIdentity.siren).toBe("999999998");
    expect(legalIdentity.host.phone.replace(/\s/g, "")).toMatch(/^0199\d{6}$/);
    expect(legalIdentity.host.name).toContain("Exemple");
    expect(legalIdentity.shareCapitalEuros).toBeGreaterThan(0);
  });
});
