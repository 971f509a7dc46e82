import { describe, expect, it } from "vitest";
import { isBareOrigin, isHttpUrl, isIsoDate } from "./values.ts";

describe("value rules", () => {
  it("reads ISO dates that exist", () => {
    expect(isIsoDate("2026-11-01")).toBe(true);
    expect(isIsoDate("2028-02-29")).toBe(true);
    expect(isIsoDate("2026-02-30")).toBe(false);
    expect(isIsoDate("01/11/2026")).toBe(false);
  });

  it("takes http(s) addresses only", () => {
    expect(isHttpUrl("https://www.exemple.fr/page")).toBe(true);
    expect(isHttpUrl("http://localhost:3000")).toBe(true);
    expect(isHttpUrl("ftp://exemple.fr")).toBe(false);
    expect(isHttpUrl("www.exemple.fr")).toBe(false);
  });

  it("takes bare origins: scheme, host and optional port", () => {
    expect(isBareOrigin("https://api.emailjs.com")).toBe(true);
    expect(isBareOrigin("http://localhost:5173/")).toBe(true);
    expect(isBareOrigin("https://a.example/contact")).toBe(false);
    expect(isBareOrigin("https://a.example?x=1")).toBe(false);
    expect(isBareOrigin("https://user@a.example")).toBe(false);
    expect(isBareOrigin("a.example")).toBe(false);
  });
});
