import { describe, expect, it } from "vitest";
import { deferHydration, deferredModuleSource } from "./defer-hydration.mjs";

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

  /** Runs the loader against a fake browser whose frames, timers and idle callbacks the test fires. */
  function fakeBrowser() {
    const loader = out.match(/<script>([\s\S]*?)<\/script>/)?.[1] ?? "";
    const appended: { type: string; textContent: string }[] = [];
    const listeners: Record<string, () => void> = {};
    const frames: (() => void)[] = [];
    const timers: { callback: () => void; delay: number }[] = [];
    const idle: (() => void)[] = [];
    const fakeDocument = {
      readyState: "loading",
      createElement: () => ({ type: "", textContent: "" }),
      body: { appendChild: (node: { type: string; textContent: string }) => appended.push(node) },
    };
    const fakeWindow = { requestIdleCallback: (callback: () => void) => idle.push(callback) };
    new Function(
      "document",
      "addEventListener",
      "window",
      "requestIdleCallback",
      "requestAnimationFrame",
      "setTimeout",
      loader,
    )(
      fakeDocument,
      (name: string, listener: () => void) => {
        listeners[name] = listener;
      },
      fakeWindow,
      fakeWindow.requestIdleCallback,
      (callback: () => void) => frames.push(callback),
      (callback: () => void, delay: number) => timers.push({ callback, delay }),
    );
    const runTimer = (delay: number) => {
      const index = timers.findIndex((timer) => timer.delay === delay);
      const [timer] = timers.splice(index, 1);
      timer?.callback();
    };
    return { appended, listeners, frames, idle, runTimer };
  }

  it("runs the same module code once the loaded page has been painted and the browser is idle", () => {
    const browser = fakeBrowser();
    expect(browser.appended).toHaveLength(0);
    browser.listeners.load?.();
    expect(browser.appended).toHaveLength(0);
    browser.frames.shift()?.();
    expect(browser.appended).toHaveLength(0);
    browser.runTimer(0);
    expect(browser.appended).toHaveLength(0);
    browser.idle.shift()?.();
    expect(browser.appended).toHaveLength(1);
    expect(browser.appended[0]?.type).toBe("module");
    expect(browser.appended[0]?.textContent).toContain('import("/assets/entry.client-1.js");');
    expect(browser.appended[0]?.textContent).toContain('window.__reactRouterRouteModules = {"root":route0};');
    browser.runTimer(3000);
    expect(browser.appended).toHaveLength(1);
  });

  it("starts the scripts after 3 s when no frame is painted (hidden tab), and only once", () => {
    const browser = fakeBrowser();
    browser.listeners.load?.();
    browser.runTimer(3000);
    expect(browser.appended).toHaveLength(1);
    browser.frames.shift()?.();
    browser.runTimer(0);
    browser.idle.shift()?.();
    expect(browser.appended).toHaveLength(1);
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

  it("gives back the exact module source the loader inserts, for its CSP hash", () => {
    const original = page.match(/<script type="module" async="">([\s\S]*?)<\/script>/)?.[1];
    expect(deferredModuleSource(out)).toBe(original);
    const withMarkup = page.replace("import(", 'const tag = "<\\/script><!--<b>";\nimport(');
    const source = withMarkup.match(/<script type="module" async="">([\s\S]*?)<\/script>/)?.[1];
    expect(deferredModuleSource(deferHydration(withMarkup))).toBe(source);
    expect(deferredModuleSource("<!doctype html><p>Sans script</p>")).toBeUndefined();
  });
});
