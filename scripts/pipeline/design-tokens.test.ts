import { readFileSync } from "node:fs";
import path from "node:path";
import { Window } from "happy-dom";
import { describe, expect, it } from "vitest";
import { withDesignTokensResolved } from "./design-tokens.ts";

describe("withDesignTokensResolved", () => {
  it("writes each use of a token as its value, tokens inside tokens too, and keeps the :root block", () => {
    const css =
      ":root{--ink:#1b2629;--space:1rem;--gap:calc(var(--space) * 2)}.a{color:var(--ink);margin:var(--gap) var( --space )}";
    expect(withDesignTokensResolved(css)).toBe(
      ":root{--ink:#1b2629;--space:1rem;--gap:calc(var(--space) * 2)}.a{color:#1b2629;margin:calc(1rem * 2) 1rem}",
    );
  });

  it("inside at-rules and keyframes too, and leaves other custom properties alone", () => {
    const css =
      ":root{--c:red}@media (width>=40rem){.a{color:var(--c)}}@keyframes k{to{color:var(--c)}}.icon{--icon:url(x);mask:var(--icon)}";
    expect(withDesignTokensResolved(css)).toBe(
      ":root{--c:red}@media (width>=40rem){.a{color:red}}@keyframes k{to{color:red}}.icon{--icon:url(x);mask:var(--icon)}",
    );
  });

  it("leaves a token that something else can set: another :root rule, a media query, another selector", () => {
    for (const other of [
      "@media (width>=40rem){:root{--c:blue}}",
      ":root{--c:blue}",
      ".dark{--c:white}",
      "html{--c:green}",
    ]) {
      const css = `:root{--c:red}${other}.a{color:var(--c)}`;
      expect(withDesignTokensResolved(css), other).toBe(css);
    }
  });

  it("leaves a use with a fallback: an element's style may set the property", () => {
    const css = ":root{--c:red}.a{color:var(--c);border-color:var(--c, black)}";
    expect(withDesignTokensResolved(css)).toBe(":root{--c:red}.a{color:red;border-color:var(--c, black)}");
  });

  it("leaves a token whose value names what cannot be resolved, and tokens built on it", () => {
    const css = ":root{--w:var(--star);--v:calc(var(--w) + 1px);--k:1px}.a{width:var(--v);height:var(--k)}";
    expect(withDesignTokensResolved(css)).toBe(
      ":root{--w:var(--star);--v:calc(var(--w) + 1px);--k:1px}.a{width:var(--v);height:1px}",
    );
    const cycle = ":root{--a:var(--b);--b:var(--a)}.x{width:var(--a)}";
    expect(withDesignTokensResolved(cycle)).toBe(cycle);
  });

  it("leaves !important tokens and names that merely start like a token", () => {
    const css = ":root{--c:red!important}.a{color:var(--c)}";
    expect(withDesignTokensResolved(css)).toBe(css);
    expect(withDesignTokensResolved(":root{--c:red}.a{color:var(--c-2)}.b{color:var(--c)}")).toBe(
      ":root{--c:red}.a{color:var(--c-2)}.b{color:red}",
    );
  });

  it("gives every element of a page the styles it had with the tokens, on the site's own token sheet", () => {
    const tokens = readFileSync(path.resolve(import.meta.dirname, "../../app/styles/tokens.css"), "utf8");
    const rules =
      ".a{color:var(--color-primary);padding:var(--space-4) var(--space-6);font-size:var(--text-lg);border-radius:var(--radius)}" +
      ".b{background:var(--color-primary-soft);margin-top:var(--space-7);line-height:var(--leading);box-shadow:var(--shadow)}";
    const styles = (css: string) => {
      const window = new Window();
      window.document.write(`<style>${css}</style><p class="a">A</p><p class="b">B</p>`);
      const styleOf = (selector: string) => {
        const element = window.document.querySelector(selector);
        if (!element) throw new Error(selector);
        const style = window.getComputedStyle(element);
        return [
          "color",
          "padding",
          "font-size",
          "border-radius",
          "background",
          "margin-top",
          "line-height",
          "box-shadow",
        ]
          .map((property) => `${property}:${style.getPropertyValue(property)}`)
          .join(";");
      };
      return [styleOf(".a"), styleOf(".b")];
    };
    const resolved = withDesignTokensResolved(tokens + rules);
    expect(resolved.slice(resolved.indexOf(".a{"))).not.toMatch(
      /var\(--(color|space|text|radius|leading|shadow)/,
    );
    expect(styles(resolved)).toEqual(styles(tokens + rules));
  });
});
