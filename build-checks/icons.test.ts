/**
 * The icons of the built site (decision 005): CSS masks, one rule per icon
 * in the stylesheets, each holding its SVG as a data URL (Vite inlines the
 * small files, vite.config.ts), so that no icon costs a request; each page's
 * inlined CSS keeps the first screen's icons (scripts/pipeline/critical-css.ts).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { iconSources } from "../app/components/ui/icon-names.ts";
import { findElements } from "../scripts/pipeline/html.ts";
import { builtPages, clientDir } from "./built-site.ts";

const stylesheets = readdirSync(path.join(clientDir, "assets"))
  .filter((name) => name.endsWith(".css"))
  .map((name) => ({ name, css: readFileSync(path.join(clientDir, "assets", name), "utf8") }));

describe("icons in the built stylesheets", () => {
  it("draw every icon from its own SVG, inlined: no icon is a request", () => {
    const css = stylesheets.map((sheet) => sheet.css).join("\n");
    for (const name of Object.keys(iconSources)) {
      expect(css, name).toMatch(new RegExp(`\\.icon--${name}\\{--icon:url\\("?data:image/svg\\+xml`));
    }
  });

  it("leave each page's inlined CSS with its first screen's icons", () => {
    const inlinedIcons = builtPages().flatMap((page) => {
      const style = findElements(page.html, ["style"])
        .map((element) => element.content ?? "")
        .join("");
      return [...style.matchAll(/\.icon--([\w-]+)\{--icon:url\(/g)].map((match) => match[1]);
    });
    expect(inlinedIcons.length).toBeGreaterThan(0);
  });
});
