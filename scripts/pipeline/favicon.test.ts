import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { faviconStep, inlineFavicon, svgDataUrl } from "./favicon.ts";

const SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <circle cx="16" cy="16" r="16" fill="#0d5261"/>
  <path d="M8 24.5c4.5 0 6.5-2 5-5.5" stroke="#fff"/>
</svg>
`;
const PAGE =
  '<!DOCTYPE html><html><head><meta charset="utf-8"/><link rel="icon" href="/favicon-32x32.png" type="image/png" sizes="32x32"/>' +
  '<link rel="apple-touch-icon" href="/apple-touch-icon.png"/></head><body><p>Texte</p></body></html>';

describe("svgDataUrl", () => {
  it("gives a URL that decodes to the same drawing, with nothing a URL may not hold as it is", () => {
    const url = svgDataUrl(SVG);
    expect(url.startsWith("data:image/svg+xml,")).toBe(true);
    expect(url).not.toMatch(/[\s<>#%"&{}|\\^`](?![0-9A-F]{2})/);
    const decoded = decodeURIComponent(url.slice("data:image/svg+xml,".length));
    expect(decoded).toBe(
      "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'><circle cx='16' cy='16' r='16' fill='#0d5261'/><path d='M8 24.5c4.5 0 6.5-2 5-5.5' stroke='#fff'/></svg>",
    );
  });
});

describe("inlineFavicon", () => {
  it("puts the SVG's link before the first icon link, and leaves the rest as it was", () => {
    const url = svgDataUrl(SVG);
    const html = inlineFavicon(PAGE, url);
    expect(html).toBe(
      PAGE.replace(
        '<link rel="icon" href="/favicon-32x32.png"',
        `<link rel="icon" href="${url}" type="image/svg+xml"/><link rel="icon" href="/favicon-32x32.png"`,
      ),
    );
  });

  it("refuses a page without an icon link, or one that links an SVG favicon already", () => {
    expect(() => inlineFavicon("<!DOCTYPE html><html><head></head><body></body></html>", "data:,")).toThrow(
      "no icon link",
    );
    const twice = inlineFavicon(PAGE, svgDataUrl(SVG));
    expect(() => inlineFavicon(twice, svgDataUrl(SVG))).toThrow("already linked");
  });
});

describe("faviconStep", () => {
  let clientDir: string;
  beforeEach(async () => {
    clientDir = await mkdtemp(path.join(tmpdir(), "favicon-"));
  });
  afterEach(async () => {
    await rm(clientDir, { recursive: true, force: true });
  });

  it("inlines the built favicon.svg in every page but the redirect pages", async () => {
    const redirect = '<!DOCTYPE html><meta http-equiv="refresh" content="0;url=/home">';
    await writeFile(path.join(clientDir, "favicon.svg"), SVG);
    await writeFile(path.join(clientDir, "index.html"), redirect);
    await mkdir(path.join(clientDir, "contact"));
    await writeFile(path.join(clientDir, "contact", "index.html"), PAGE);
    expect(await faviconStep.run({ root: clientDir, clientDir })).toMatch(
      /^\/favicon\.svg inlined in 1 pages/,
    );
    expect(await readFile(path.join(clientDir, "contact", "index.html"), "utf8")).toContain(svgDataUrl(SVG));
    expect(await readFile(path.join(clientDir, "index.html"), "utf8")).toBe(redirect);
  });

  it("fails when there is no page", async () => {
    await writeFile(path.join(clientDir, "favicon.svg"), SVG);
    await expect(faviconStep.run({ root: clientDir, clientDir })).rejects.toThrow("no page");
  });
});
