/**
 * The icons of the built site (decision 030): the stylesheets draw every
 * icon from one sprite, a file of its own (decision 031), so that enabling
 * them builds one SVG document, when the file arrives; each page's inlined
 * CSS keeps the first screen's icons as images of their own, and never the
 * sprite (a request before the first paint).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { iconSources } from "../app/components/ui/icon-names.ts";
import { findElements } from "../scripts/pipeline/html.ts";
import { builtPages, clientDir } from "./built-site.ts";

const SPRITE_URL = /url\("\/assets\/(icons-[\w-]+\.svg)"\)/g;

const stylesheets = readdirSync(path.join(clientDir, "assets"))
  .filter((name) => name.endsWith(".css"))
  .map((name) => ({ name, css: readFileSync(path.join(clientDir, "assets", name), "utf8") }));

describe("icons in the built stylesheets", () => {
  const withIcons = stylesheets.filter(({ css }) => css.includes(".icon--"));

  it("draw every icon from one sprite, named by one rule per icon", () => {
    expect(withIcons.map(({ name }) => name)).toHaveLength(1);
    const css = withIcons[0]?.css ?? "";
    expect(css).not.toMatch(/--icon:url\(/);
    expect(css).not.toContain("data:image/svg+xml");
    for (const name of Object.keys(iconSources))
      expect(css, name).toMatch(new RegExp(`\\.icon--${name}\\{--icon-y:`));
    // The sprite, named for both prefixes: the same file, built beside the stylesheets.
    const files = new Set([...css.matchAll(SPRITE_URL)].map((match) => match[1]));
    expect(files.size).toBe(1);
    const sprite = readFileSync(path.join(clientDir, "assets", [...files][0] ?? ""), "utf8");
    expect(findElements(sprite, ["svg"])).toHaveLength(Object.keys(iconSources).length + 1);
  });

  it("leave the pages' inlined CSS with the first screen's own icon images, never the sprite", () => {
    const spriteUrl = [...(withIcons[0]?.css ?? "").matchAll(SPRITE_URL)][0]?.[1] ?? "";
    expect(spriteUrl).not.toBe("");
    const inlinedIcons = builtPages().flatMap((page) => {
      const style = findElements(page.html, ["style"])
        .map((element) => element.content ?? "")
        .join("");
      expect(style, page.path).not.toContain(spriteUrl);
      return [...style.matchAll(/\.icon--([\w-]+)\{--icon:url\(/g)].map((match) => match[1]);
    });
    expect(inlinedIcons.length).toBeGreaterThan(0);
  });
});
