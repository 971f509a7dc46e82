import { describe, expect, it } from "vitest";
import { loadFirm } from "../config/firm.ts";
import { formatHour, hoursText } from "../config/hours.ts";
import { isValidSiren, parseOpeningHours } from "../config/values.ts";
import { formatSiren, formatTrainingDeclaration, legalIdentity, vatNumber } from "./legal/identity.ts";
import { openingHoursText, site, toTelUri } from "./site.ts";

describe("site identity", () => {
  it("turns French phone numbers into tel: links", () => {
    expect(toTelUri("01 99 00 00 01")).toBe("tel:+33199000001");
    expect(toTelUri("+33 1 99 00 00 01")).toBe("tel:+33199000001");
    expect(toTelUri("0033 1 99 00 00 01")).toBe("tel:+33199000001");
    expect(site.phoneUri).toBe(toTelUri(site.phone));
  });

  it("gives the site's address without a trailing slash", () => {
    expect(site.url.endsWith("/")).toBe(false);
  });

  it("writes opening hours the French way", () => {
    expect(formatHour("08:30")).toBe("8\u202fh\u202f30");
    expect(formatHour("20:00")).toBe("20\u202fh");
    expect(hoursText(parseOpeningHours("Mo-Sa 08:30-20:00"))).toBe(
      "du lundi au samedi, de 8\u202fh\u202f30 à 20\u202fh",
    );
    expect(openingHoursText()).toBe(hoursText(parseOpeningHours(loadFirm().hours)));
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

  it("reads a valid SIREN and a share capital from the identity file", () => {
    expect(isValidSiren(legalIdentity.siren)).toBe(true);
    expect(legalIdentity.shareCapitalEuros).toBeGreaterThan(0);
  });
});
