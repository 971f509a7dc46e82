import { readFileSync } from "node:fs";
import path from "node:path";
import { Window } from "happy-dom";
import { describe, expect, it } from "vitest";
import { withDesignTokensResolved } from "./design-tokens.ts";

const PAGE = "<p>Texte</p>";

describe("withDesignTokensResolved", () => {
  it("writes each token as its value, tokens inside tokens too, and drops the :root rule it empties", () => {
    const css =
      ":root{--ink:#1b2629;--space:1rem;--gap:calc(var(--space) * 2)}.a{color:var(--ink);margin:var(--gap) var( --space )}";
    expect(withDesignTokensResolved(css, PAGE)).toBe(".a{color:#1b2629;margin:calc(1rem * 2) 1rem}");
  });

  it("inside at-rules and keyframes too, and leaves other custom properties alone", () => {
    const css =
      ":root{--c:red}@media (width>=40rem){.a{color:var(--c)}}@keyframes k{to{color:var(--c)}}.icon{--icon:url(x);mask:var(--icon)}";
    expect(withDesignTokensResolved(css, PAGE)).toBe(
      "@media (width>=40rem){.a{color:red}}@keyframes k{to{color:red}}.icon{--icon:url(x);mask:var(--icon)}",
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
      expect(withDesignTokensResolved(css, PAGE), other).toBe(css);
    }
  });

  it("keeps a token used with a fallback, or named by the page's markup, and writes its plain uses", () => {
    const css = ":root{--c:red;--d:blue}.a{color:var(--c);border-color:var(--c, black)}.b{color:var(--d)}";
    expect(withDesignTokensResolved(css, PAGE)).toBe(
      ":root{--c:red}.a{color:red;border-color:var(--c, black)}.b{color:blue}",
    );
    expect(withDesignTokensResolved(css, '<p style="color:var(--d)">x</p>')).toBe(
      ":root{--c:red;--d:blue}.a{color:red;border-color:var(--c, black)}.b{color:blue}",
    );
    // The page's own <style> is not its markup.
    expect(
      withDesignTokensResolved(".b{color:var(--d)}:root{--d:blue}", `<style>.b{color:var(--d)}</style>`),
    ).toBe(".b{color:blue}");
  });

  it("leaves a token whose value names what cannot be resolved, and tokens built on it", () => {
    const css = ":root{--w:var(--star);--v:calc(var(--w) + 1px);--k:1px}.a{width:var(--v);height:var(--k)}";
    expect(withDesignTokensResolved(css, PAGE)).toBe(
      ":root{--w:var(--star);--v:calc(var(--w) + 1px)}.a{width:var(--v);height:1px}",
    );
    const cycle = ":root{--a:var(--b);--b:var(--a)}.x{width:var(--a)}";
    expect(withDesignTokensResolved(cycle, PAGE)).toBe(cycle);
  });

  it("leaves !important tokens and names that merely start like a token", () => {
    const css = ":root{--c:red!important}.a{color:var(--c)}";
    expect(withDesignTokensResolved(css, PAGE)).toBe(css);
    expect(
      withDesignTokensResolved(
        ":root{--c:red}.a{color:var(--c-2)}.b{color:var(--c)}",
        '<p style="width:var(--c-2)">',
      ),
    ).toBe(".a{color:var(--c-2)}.b{color:red}");
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
    const resolved = withDesignTokensResolved(tokens + rules, PAGE);
    expect(resolved).not.toMatch(/var\(--(color|space|text|radius|leading|shadow)/);
    expect(styles(resolved)).toEqual(styles(tokens + rules));
  });
});
