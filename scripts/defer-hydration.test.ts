import { describe, expect, it } from "vitest";
import { deferHydration } from "./defer-hydration.mjs";

const page = `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/entry.client-1.js"/><link rel="modulepreload" href="/assets/root-2.js"/><link rel="stylesheet" href="/assets/root.css"/></head><body><p>Texte</p><script type="module" async="">import "/assets/manifest-3.js";
import * as route0 from "/assets/root-2.js";
window.__reactRouterRouteModules = {"root":route0};
import("/assets/entry.client-1.js");</script></body></html>`;

describe("deferHydration", () => {
  const out = deferHydration(page);

  it("removes the module preloads and the module script, keeping the rest", () => {
    expect(out).not.toContain("modulepreload");
    expect(out).not.toContain('<script type="module"');
    expect(out).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(out).toContain("<p>Texte</p>");
  });

  it("runs the same module code once idle after the load event", () => {
    const loader = out.match(/<script>([\s\S]*?)<\/script>/)?.[1] ?? "";
    const appended: { type: string; textContent: string }[] = [];
    const listeners: Record<string, () => void> = {};
    const fakeDocument = {
      readyState: "loading",
      createElement: () => ({ type: "", textContent: "" }),
      body: { appendChild: (node: { type: string; textContent: string }) => appended.push(node) },
    };
    const addEventListener = (name: string, listener: () => void) => {
      listeners[name] = listener;
    };
    const idle: (() => void)[] = [];
    const fakeWindow = { requestIdleCallback: (callback: () => void) => idle.push(callback) };
    new Function("document", "addEventListener", "window", "requestIdleCallback", loader)(
      fakeDocument,
      addEventListener,
      fakeWindow,
      fakeWindow.requestIdleCallback,
    );
    expect(appended).toHaveLength(0);
    listeners.load?.();
    expect(appended).toHaveLength(0);
    idle.shift()?.();
    expect(appended).toHaveLength(1);
    expect(appended[0]?.type).toBe("module");
    expect(appended[0]?.textContent).toContain('import("/assets/entry.client-1.js");');
    expect(appended[0]?.textContent).toContain('window.__reactRouterRouteModules = {"root":route0};');
  });

  it("leaves a page without a bootstrap script alone (redirect pages)", () => {
    const redirect = '<!doctype html><meta http-equiv="refresh" content="0;url=/home">';
    expect(deferHydration(redirect)).toBe(redirect);
  });

  it("escapes every < of the module source inside the loader", () => {
    const withMarkup = page.replace("import(", 'const tag = "<!--<b>";\nimport(');
    const loader = deferHydration(withMarkup).match(/<script>([\s\S]*?)<\/script>/)?.[1] ?? "";
    expect(loader).not.toContain("<b>");
    expect(loader).toContain("\\u003cb>");
  });
});
