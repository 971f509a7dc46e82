import { afterAll, describe, expect, it } from "vitest";
import { SHARE_IMAGE_SIZE, shareImages } from "../../content/share-images.ts";
import { site } from "../../content/site.ts";
import {
  HEADLINE_SIZE,
  iconSvg,
  interFonts,
  pngSize,
  readArtwork,
  renderPng,
  shareCardSvg,
  svgParts,
  TEXT_LEFT,
  TEXT_MAX_WIDTH,
  textWidth,
} from "./images.ts";

const art = readArtwork();
const fonts = interFonts();
afterAll(() => fonts.dispose());
const text = { siteName: site.name, host: new URL(site.url).host };

describe("the site's artwork", () => {
  it("nests an SVG document by its viewBox and content", () => {
    const { viewBox, body } = svgParts(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 4"><rect/></svg>\n',
    );
    expect(viewBox).toBe("0 0 8 4");
    expect(body).toBe("<rect/>");
    expect(() => svgParts("<svg><rect/></svg>")).toThrow(/viewBox/);
  });
});

describe("share images", () => {
  it.each(Object.entries(shareImages))(
    "draws the %s card at 1200×630, the same bytes every time",
    (_, image) => {
      const svg = shareCardSvg(image, text, art);
      const png = renderPng(svg, SHARE_IMAGE_SIZE.width, fonts.files);
      expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
      expect(renderPng(svg, SHARE_IMAGE_SIZE.width, fonts.files).equals(png)).toBe(true);
      expect(svg).toContain(site.name);
    },
  );

  it.each(Object.entries(shareImages))("fits the %s card's text inside its margins", (_, image) => {
    for (const line of image.headline) {
      expect(textWidth(line, HEADLINE_SIZE, 700, fonts.files), line).toBeLessThanOrEqual(TEXT_MAX_WIDTH);
    }
    expect(textWidth(image.subline, 32, 400, fonts.files), image.subline).toBeLessThanOrEqual(TEXT_MAX_WIDTH);
    // The firm's name and the host share the top line.
    const top = textWidth(text.siteName, 44, 700, fonts.files) + textWidth(text.host, 24, 400, fonts.files);
    expect(top + 108 + 40).toBeLessThanOrEqual(SHARE_IMAGE_SIZE.width - 2 * TEXT_LEFT);
  });

  it("really sets the text in Inter (a missing font would draw nothing)", () => {
    expect(textWidth("Bilan de compétences", HEADLINE_SIZE, 700, fonts.files)).toBeGreaterThan(400);
  });

  it("keeps each alternative text and line short enough to read", () => {
    for (const image of Object.values(shareImages)) {
      expect(image.path).toMatch(/^\/og\/[a-z0-9-]+\.png$/);
      expect(image.headline.length).toBeGreaterThanOrEqual(1);
      expect(image.headline.length).toBeLessThanOrEqual(2);
      expect(image.alt.length).toBeLessThanOrEqual(120);
    }
  });
});

describe("icons", () => {
  it.each([
    ["round", 32],
    ["round", 512],
    ["tile", 180],
    ["maskable", 512],
  ] as const)("renders the %s mark at %d px square", (shape, size) => {
    expect(pngSize(renderPng(iconSvg(art.favicon, shape), size))).toEqual({ width: size, height: size });
  });

  it("fills the tile and maskable icons edge to edge with the primary colour", () => {
    for (const shape of ["tile", "maskable"] as const) {
      expect(iconSvg(art.favicon, shape)).toContain('<rect width="100" height="100" fill="#0d5261"/>');
    }
    expect(iconSvg(art.favicon, "round")).not.toContain("<rect");
  });
});
