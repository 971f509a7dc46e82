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

  it("takes a visit's entry page from the first view of an arrival, a page of the site only", () => {
    const arrival = (views: unknown[]) => parse({ device: "mobile", entry: true, views, vitals: [] });
    expect(arrival([{ path: "/vae" }, { path: "/contact" }]).landing).toBe("/vae");
    expect(arrival([{ path: "/tarifs", notFound: true }, { path: "/vae" }])).not.toHaveProperty("landing");
    expect(arrival([{ path: "/inconnue" }, { path: "/vae" }])).not.toHaveProperty("landing");
    expect(arrival([{ path: "/vae", notFound: true }])).not.toHaveProperty("landing");
    expect(parse({ device: "mobile", views: [{ path: "/vae" }], vitals: [] })).not.toHaveProperty("landing");
  });

  it("counts the booking page reached under the entry page sent with it: a page of the site, beside a view of the booking page", () => {
    const body = (entryPage: string, views: unknown[]) =>
      JSON.stringify({ device: "mobile", entryPage, views, vitals: [] });
    const reached = (entryPage: string, views: unknown[]) =>
      parseBeacon(body(entryPage, views), pages, "/contact").reachedBooking;
    expect(reached("/vae", [{ path: "/" }, { path: "/contact" }])).toBe("/vae");
    expect(reached("/contact", [{ path: "/contact" }])).toBe("/contact");
    // Dropped, never kept as sent: not a page of the site, no view of the booking page, a 404 of it, no booking page.
    expect(reached("/inventee", [{ path: "/contact" }])).toBeUndefined();
    expect(reached("/vae", [{ path: "/" }])).toBeUndefined();
    expect(reached("/vae", [{ path: "/contact", notFound: true }])).toBeUndefined();
    expect(parseBeacon(body("/vae", [{ path: "/contact" }]), pages)).not.toHaveProperty("reachedBooking");
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
      "an entry page that is not a path",
      JSON.stringify({
        device: "mobile",
        entryPage: "https://evil.example/",
        views: [{ path: "/" }],
        vitals: [],
      }),
    ],
    [
      "an entry page with a query",
      JSON.stringify({
        device: "mobile",
        entryPage: "/vae?email=a@b.fr",
        views: [{ path: "/" }],
        vitals: [],
      }),
    ],
    [
      "an entry page that is not text",
      JSON.stringify({ device: "mobile", entryPage: ["/vae"], views: [{ path: "/" }], vitals: [] }),
    ],
    [
      "a long entry page",
      JSON.stringify({
        device: "mobile",
        entryPage: `/${"a".repeat(BEACON_LIMITS.path)}`,
        views: [{ path: "/" }],
        vitals: [],
      }),
    ],
    [
      "a referrer that is not text",
      JSON.stringify({ device: "mobile", referrer: 42, views: [{ path: "/" }], vitals: [] }),
    ],
  ])("refuses %s", (_reason, body) => {
    expect(() => parseBeacon(body, pages)).toThrow(InvalidBeaconError);
  });
});
