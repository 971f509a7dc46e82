import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { type IconName, iconSources } from "./icon-names.ts";

const root = path.resolve(import.meta.dirname, "../../..");
const stylesheet = path.join(root, "app/styles/icons.css");
/** Vite inlines an icon's SVG into the stylesheet below this size (vite.config.ts, assetsInlineLimit). */
const INLINE_LIMIT = 4096;

/** Each `.icon--{name}` rule of icons.css: the name and the file its mask draws, from the repository's root. */
function cssIcons(): Map<string, string> {
  const css = readFileSync(stylesheet, "utf8");
  const rules = [...css.matchAll(/\.icon--([a-z0-9-]+)\s*\{\s*--icon:\s*url\("([^"]+)"\);?\s*\}/g)];
  expect(rules.length, "every .icon--{name} rule sets only --icon: url(…)").toBe(
    [...css.matchAll(/\.icon--/g)].length,
  );
  return new Map(
    rules.map(([, name = "", url = ""]) => [
      name,
      path.relative(root, path.resolve(path.dirname(stylesheet), url)),
    ]),
  );
}

/** The source of every component and route. */
function appSources(dir = path.join(root, "app")): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) return appSources(file);
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) && entry !== "icon-names.ts"
      ? [readFileSync(file, "utf8")]
      : [];
  });
}

describe("icons", () => {
  const names = Object.keys(iconSources) as IconName[];

  it("has one rule in icons.css per icon of icon-names.ts, masking the same file", () => {
    expect(Object.fromEntries(cssIcons())).toEqual(iconSources);
  });

  it.each(names)("%s: its SVG exists and is small enough to be inlined in the stylesheet", (name) => {
    const file = path.join(root, iconSources[name]);
    expect(existsSync(file), iconSources[name]).toBe(true);
    expect(statSync(file).size).toBeLessThan(INLINE_LIMIT);
  });

  it("uses every icon somewhere in app/ (an unused icon only weighs on every page's stylesheet)", () => {
    const sources = appSources().join("\n");
    expect(names.filter((name) => !sources.includes(`"${name}"`))).toEqual([]);
  });
});
