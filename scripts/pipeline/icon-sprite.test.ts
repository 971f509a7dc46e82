import { readFileSync } from "node:fs";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";
import { describe, expect, it } from "vitest";
import { iconSources } from "../../app/components/ui/icon-names.ts";
import { findElements } from "./html.ts";
import {
  spriteFileName,
  spriteOf,
  svgDataUrl,
  withCompactIconImages,
  withIconSprite,
} from "./icon-sprite.ts";

const root = path.resolve(import.meta.dirname, "../..");

/** A stylesheet as the minifier writes it, with the icons given. */
function stylesheet(names: readonly (keyof typeof iconSources)[]): string {
  const rules = names.map((name) => {
    const svg = readFileSync(path.join(root, iconSources[name]), "utf8");
    return `.icon--${name}{--icon:url("data:image/svg+xml,${encodeURIComponent(svg)}")}`;
  });
  return `.icon{width:1.25em;height:1.25em;-webkit-mask:var(--icon) center/contain no-repeat;mask:var(--icon) center/contain no-repeat}${rules.join("")}.card{color:red}`;
}

/** The sprite's URL in these tests. */
const urlOf = (sprite: string) => `/assets/${spriteFileName(sprite)}`;

describe("the icon sprite", () => {
  it("gives every icon a cell, one every other cell, with its own view box and strokes", () => {
    const icons = (["menu", "instagram", "linkedin"] as const).map((name) => ({
      name,
      svg: readFileSync(path.join(root, iconSources[name]), "utf8"),
    }));
    const sprite = spriteOf(icons);
    const svgs = findElements(sprite, ["svg"]);
    expect(svgs[0]?.attributes).toMatchObject({ viewbox: "0 0 24 120", height: "120" });
    const cells = svgs.slice(1);
    expect(cells.map((cell) => cell.attributes.y)).toEqual(["0", "48", "96"]);
    expect(cells.every((cell) => cell.attributes.width === "24" && cell.attributes.height === "24")).toBe(
      true,
    );
    // lucide draws with the root's strokes: they stay on the icon's own <svg>.
    expect(cells[0]?.attributes).toMatchObject({ stroke: "currentColor", "stroke-width": "2", fill: "none" });
    expect(cells[0]?.content).toContain('d="M4 5h16"');
    expect(cells[1]?.content).toContain("<path");
  });

  it("rewrites each icon rule into a place in one sprite, and masks .icon with it last", () => {
    const names = ["menu", "phone", "facebook"] as const;
    const { css, icons, sprite = "" } = withIconSprite(stylesheet(names), urlOf);
    expect(icons).toEqual(names);
    expect(css).not.toContain("--icon:url(");
    expect(css).toContain(".icon--menu{--icon-y:0%}");
    expect(css).toContain(".icon--phone{--icon-y:50%}");
    expect(css).toContain(".icon--facebook{--icon-y:100%}");
    // One image for every icon: the sprite's file, once for each prefix, and no image in the stylesheet.
    expect(css.match(/url\("\/assets\/icons-[\w-]{10}\.svg"\)/g)).toHaveLength(2);
    expect(css).not.toContain("data:");
    const last = css.slice(css.lastIndexOf(".icon{"));
    expect(last).toContain("mask-size:100% 500%");
    expect(last).toContain("mask-position:0 var(--icon-y)");
    expect(last).toContain("mask-repeat:no-repeat");
    // Its own rules come before it; the rest of the stylesheet is untouched.
    expect(css.indexOf(".card{color:red}")).toBeLessThan(css.lastIndexOf(".icon{"));
    expect(css).toContain(urlOf(sprite));
    expect(findElements(sprite, ["svg"])).toHaveLength(names.length + 1);
  });

  it("leaves a stylesheet without icon rules as it was", () => {
    const css = ".card{color:red}";
    expect(withIconSprite(css, urlOf)).toEqual({ css, icons: [] });
  });

  it("names the sprite's file by its content", () => {
    const sprite = spriteOf([{ name: "menu", svg: readFileSync(path.join(root, iconSources.menu), "utf8") }]);
    expect(spriteFileName(sprite)).toMatch(/^icons-[\w-]{10}\.svg$/);
    expect(spriteFileName(sprite)).toBe(spriteFileName(sprite));
    expect(spriteFileName(`${sprite} `)).not.toBe(spriteFileName(sprite));
  });

  it("refuses a stylesheet with two rules for one icon", () => {
    expect(() => withIconSprite(stylesheet(["menu", "menu"]), urlOf)).toThrow("icon menu has two rules");
  });
});

/** The pixels of an SVG image drawn at 48 × 48, strokes in black. */
function pixelsOf(svg: string): Buffer {
  return Buffer.from(new Resvg(svg, { fitTo: { mode: "width", value: 48 } }).render().pixels);
}

describe("the inlined CSS's icon images", () => {
  const names = Object.keys(iconSources) as (keyof typeof iconSources)[];
  const compact = withCompactIconImages(stylesheet(names));
  const images = new Map<string, string>(
    [...compact.matchAll(/\.icon--([\w-]+)\{--icon:url\("data:image\/svg\+xml,([^"]*)"\)\}/g)].map(
      ([, name = "", data = ""]) => [name, data],
    ),
  );

  it("keeps every icon rule, and the rest of the stylesheet as it was", () => {
    expect([...images.keys()]).toEqual(names);
    expect(compact.replace(/\.icon--[\w-]+\{[^}]*\}/g, "")).toBe(stylesheet([]));
  });

  it("draws each icon exactly as its file does", () => {
    for (const name of names) {
      const file = readFileSync(path.join(root, iconSources[name]), "utf8");
      const image = decodeURIComponent(images.get(name) ?? "");
      expect(pixelsOf(image), name).toEqual(pixelsOf(file));
    }
  });

  it("keeps only the drawing: no comment, class, size or line break", () => {
    for (const [name, data] of images) {
      const image = decodeURIComponent(data);
      expect(image, name).not.toMatch(/<!--|\n/);
      expect(/^<svg[^>]*>/.exec(image)?.[0], name).not.toMatch(/\s(class|width|height)=/);
      const file = iconSources[name as keyof typeof iconSources];
      expect(image.length, name).toBeLessThan(readFileSync(path.join(root, file), "utf8").length);
    }
  });

  it("writes the image with one kind of quote, as Vite's single-quoted data URLs have it", () => {
    const viteWritten = `.icon--menu{--icon:url("data:image/svg+xml,%3csvg%20xmlns='http://www.w3.org/2000/svg'%20viewBox='0%200%2024%2024'%20stroke='currentColor'%3e%3cpath%20d='M4%205h16'%20/%3e%3c/svg%3e")}`;
    expect(withCompactIconImages(viteWritten)).toBe(
      `.icon--menu{--icon:url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' stroke='currentColor'%3E%3Cpath d='M4 5h16' /%3E%3C/svg%3E")}`,
    );
  });

  it("writes data URLs a double-quoted CSS string holds as they are", () => {
    for (const data of images.values()) expect(data).not.toMatch(/["<>#\\\n]/);
    expect(svgDataUrl(`<svg a="1" b='2'>#</svg>`)).toBe(
      "data:image/svg+xml,%3Csvg a=%221%22 b='2'%3E%23%3C/svg%3E",
    );
    expect(svgDataUrl(`<svg a="1%"/>`)).toBe("data:image/svg+xml,%3Csvg a='1%25'/%3E");
  });
});
