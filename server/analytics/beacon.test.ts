import { describe, expect, it } from "vitest";
import { BEACON_LIMITS } from "../../shared/audience.ts";
import { InvalidBeaconError, parseBeacon, referrerDomain } from "./beacon.ts";

const pages = new Set(["/", "/contact", "/vae"]);
const parse = (beacon: unknown) => parseBeacon(JSON.stringify(beacon), pages);

describe("parseBeacon", () => {
  it("counts views of the site's pages, flagged 404s of other paths, and the vitals of its pages", () => {
    expect(
      parse({
        device: "mobile",
        referrer: "WWW.Google.COM",
        views: [{ path: "/" }, { path: "/vae" }, { path: "/tarifs", notFound: true }],
        vitals: [
          { path: "/", metric: "LCP", value: 1234.5 },
          { path: "/", metric: "CLS", value: 0.02 },
          { path: "/", metric: "INP", value: 96 },
        ],
      }),
    ).toEqual({
      device: "mobile",
      referrer: "google.com",
      views: ["/", "/vae"],
      notFound: ["/tarifs"],
      vitals: [
        { path: "/", metric: "LCP", edge: 1300 },
        { path: "/", metric: "CLS", edge: 20 },
        { path: "/", metric: "INP", edge: 96 },
      ],
    });
  });

  it("drops what it cannot count: unknown paths not flagged, a known page flagged 404, vitals of other paths", () => {
    expect(
      parse({
        device: "desktop",
        views: [{ path: "/nope" }, { path: "/contact", notFound: true }],
        vitals: [{ path: "/nope", metric: "LCP", value: 900 }],
      }),
    ).toEqual({ device: "desktop", views: [], notFound: [], vitals: [] });
  });

  it("keeps the arrival flag of a page loaded from outside the site", () => {
    const hit = parse({ device: "mobile", entry: true, views: [{ path: "/vae" }], vitals: [] });
    expect(hit.entry).toBe(true);
    expect(parse({ device: "mobile", views: [{ path: "/vae" }], vitals: [] })).not.toHaveProperty("entry");
  });

  it("ignores a referrer that is not a public host name", () => {
    expect(referrerDomain("localhost")).toBeUndefined();
    expect(referrerDomain("192.168.1.10")).toBeUndefined();
    expect(referrerDomain("exa mple.com")).toBeUndefined();
    expect(referrerDomain("xn--bcher-kva.example")).toBe("xn--bcher-kva.example");
    expect(referrerDomain("www.linkedin.com.")).toBe("linkedin.com");
  });

  it.each([
    ["not JSON", "{"],
    ["an array", "[]"],
    ["an unknown device", JSON.stringify({ device: "tablet", views: [{ path: "/" }], vitals: [] })],
    ["no views list", JSON.stringify({ device: "mobile", vitals: [{ path: "/", metric: "LCP", value: 1 }] })],
    ["nothing to count", JSON.stringify({ device: "mobile", views: [], vitals: [] })],
    [
      "a path with a query",
      JSON.stringify({ device: "mobile", views: [{ path: "/?email=a@b.fr" }], vitals: [] }),
    ],
    [
      "a path with a control character",
      JSON.stringify({ device: "mobile", views: [{ path: "/\u0000" }], vitals: [] }),
    ],
    [
      "a protocol-relative path",
      JSON.stringify({ device: "mobile", views: [{ path: "//evil.example" }], vitals: [] }),
    ],
    [
      "a long path",
      JSON.stringify({
        device: "mobile",
        views: [{ path: `/${"a".repeat(BEACON_LIMITS.path)}` }],
        vitals: [],
      }),
    ],
    [
      "a non-boolean flag",
      JSON.stringify({ device: "mobile", views: [{ path: "/x", notFound: "yes" }], vitals: [] }),
    ],
    [
      "an unknown metric",
      JSON.stringify({ device: "mobile", views: [], vitals: [{ path: "/", metric: "FID", value: 3 }] }),
    ],
    [
      "a negative value",
      JSON.stringify({ device: "mobile", views: [], vitals: [{ path: "/", metric: "LCP", value: -1 }] }),
    ],
    [
      "an absurd CLS",
      JSON.stringify({ device: "mobile", views: [], vitals: [{ path: "/", metric: "CLS", value: 1000 }] }),
    ],
    [
      "a value as text",
      JSON.stringify({ device: "mobile", views: [], vitals: [{ path: "/", metric: "LCP", value: "12" }] }),
    ],
    [
      "too many views",
      JSON.stringify({
        device: "mobile",
        views: Array.from({ length: BEACON_LIMITS.views + 1 }, () => ({ path: "/" })),
        vitals: [],
      }),
    ],
    [
      "an arrival flag that is not true",
      JSON.stringify({ device: "mobile", entry: "yes", views: [{ path: "/" }], vitals: [] }),
    ],
    [
      "an arrival flag set to false",
      JSON.stringify({ device: "mobile", entry: false, views: [{ path: "/" }], vitals: [] }),
    ],
    [
      "a referrer that is not text",
      JSON.stringify({ device: "mobile", referrer: 42, views: [{ path: "/" }], vitals: [] }),
    ],
  ])("refuses %s", (_reason, body) => {
    expect(() => parseBeacon(body, pages)).toThrow(InvalidBeaconError);
  });
});
