import { describe, expect, it } from "vitest";
import { decideOrigin } from "./origin.ts";

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
