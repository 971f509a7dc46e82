// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import bannerSvg from "../assets/banner.svg?raw";
import logoSvg from "../assets/logo.svg?raw";
import { inlineSvg } from "./inline-svg.ts";

const FILE = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">
<circle cx="32" cy="32" r="32"/>
<path d="M1 2"/>
</svg>
`;

describe("inlineSvg", () => {
  it("drops the namespace and the line breaks between elements, and keeps the rest", () => {
    expect(inlineSvg(FILE)).toBe(
      '<svg width="64" height="64" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32"/><path d="M1 2"/></svg>',
    );
  });

  it("removes and sets root attributes, keeping their order and adding new ones last", () => {
    expect(
      inlineSvg(FILE, { remove: ["width", "height"], set: { viewBox: "0 0 32 32", "aria-hidden": "true" } }),
    ).toBe(
      '<svg viewBox="0 0 32 32" aria-hidden="true"><circle cx="32" cy="32" r="32"/><path d="M1 2"/></svg>',
    );
  });

  it("refuses what is not an SVG document", () => {
    expect(() => inlineSvg("<div></div>")).toThrow(/no <svg> root/);
    expect(() => inlineSvg("<svg viewBox='0 0 1 1'>")).toThrow(/no <svg> root/);
  });

  it("leaves the site's own drawings parseable, with their content intact", () => {
    for (const source of [bannerSvg, logoSvg]) {
      const markup = inlineSvg(source);
      const parsed = new DOMParser().parseFromString(markup, "text/html").querySelector("svg");
      const original = new DOMParser().parseFromString(source, "image/svg+xml").documentElement;
      expect(parsed?.getAttribute("viewBox")).toBe(original.getAttribute("viewBox"));
      expect(parsed?.querySelectorAll("*").length).toBe(original.querySelectorAll("*").length);
      expect(markup).not.toContain("xmlns");
      expect(markup).not.toMatch(/>\s+</);
    }
  });
});
