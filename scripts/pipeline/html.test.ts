import { describe, expect, it } from "vitest";
import { isRedirectPage } from "./html.ts";

describe("isRedirectPage", () => {
  it("tells React Router's redirect pages from the others", () => {
    expect(
      isRedirectPage('<!doctype html><head><meta http-equiv="refresh" content="0;url=/about"></head>'),
    ).toBe(true);
    expect(isRedirectPage("<META HTTP-EQUIV=Refresh CONTENT='0;url=/'>")).toBe(true);
    expect(
      isRedirectPage(
        '<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>Accueil</title></head></html>',
      ),
    ).toBe(false);
  });
});
