import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { afterPaintScript } from "./after-paint.ts";
import {
  bootstrapSource,
  bootstrapUrl,
  deferHydration,
  deferHydrationOfPages,
  extractHydrationData,
  HYDRATION_DATA_DIR,
  hasHydrationLoader,
} from "./defer-hydration.ts";

const page = `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/rolldown-runtime-5.js"/><link rel="modulepreload" href="/assets/vendor-4.js"/><link rel="modulepreload" href="/assets/entry.client-1.js"/><link rel="modulepreload" href="/assets/root-2.js"/><link rel="stylesheet" href="/assets/root.css"/></head><body><p>Texte</p><script type="module" async="">import "/assets/manifest-3.js";
import * as route0 from "/assets/root-2.js";
window.__reactRouterRouteModules = {"root":route0};
import("/assets/entry.client-1.js");</script></body></html>`;

describe("deferHydration", () => {
  const out = deferHydration(page);
  const BOOTSTRAP_URL = bootstrapUrl(bootstrapSource(page));

  it("removes the module preloads and the module script, keeping the rest", () => {
    expect(out).not.toContain('rel="modulepreload"');
    expect(out).not.toContain('<script type="module"');
    expect(out).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(out).toContain("<p>Texte</p>");
  });

  it("leaves the bootstrap's element in place, empty, and puts the loader in the after-paint script at the end of <body>", () => {
    expect(out).toContain("<p>Texte</p><script></script><script>(function(){function a(f,x){");
    expect(out.endsWith(`${afterPaintScript(out)}</script></body></html>`)).toBe(true);
    expect(afterPaintScript(out)).toContain("import(u)");
  });

  /** An import() the test settles. */
  interface PendingImport {
    url: string;
    resolve: () => void;
    reject: (error: Error) => void;
  }

  /**
   * Runs the loader against a fake browser whose frames, timers, idle
   * callbacks and dynamic imports the test fires (`import(` is syntax: the
   * loader's calls are pointed at a fake before it runs).
   */
  function fakeBrowser(html = out) {
    const loader = afterPaintScript(html) ?? "";
    expect(loader.match(/import\(u\)/g)).toHaveLength(1);
    const appended: { type: string; src: string }[] = [];
    const preloaded: { rel: string; href: string }[] = [];
    const imports: PendingImport[] = [];
    const listeners: Record<string, () => void> = {};
    const frames: (() => void)[] = [];
    const timers: { callback: () => void; delay: number }[] = [];
    const idle: (() => void)[] = [];
    const fakeDocument = {
      readyState: "loading",
      createElement: () => ({ type: "", src: "", rel: "", href: "" }),
      head: { appendChild: (node: { rel: string; href: string }) => preloaded.push(node) },
      body: { appendChild: (node: { type: string; src: string }) => appended.push(node) },
    };
    const fed: string[] = [];
    const fetched: { url: string; resolve: (chunks: string[]) => void }[] = [];
    const fakeWindow = {
      requestIdleCallback: (callback: () => void) => idle.push(callback),
      __reactRouterContext: {
        streamController: { enqueue: (chunk: string) => fed.push(chunk), close: () => fed.push("(closed)") },
      },
    };
    const fakeFetch = (url: string) =>
      new Promise((resolve) =>
        fetched.push({ url, resolve: (chunks) => resolve({ ok: true, json: async () => chunks }) }),
      );
    const fakeImport = (url: string) =>
      new Promise<void>((resolve, reject) => imports.push({ url, resolve, reject }));
    new Function(
      "document",
      "addEventListener",
      "window",
      "requestIdleCallback",
      "requestAnimationFrame",
      "setTimeout",
      "fetch",
      "fakeImport",
      loader.replace("import(u)", "fakeImport(u)"),
    )(
      fakeDocument,
      (name: string, listener: () => void) => {
        listeners[name] = listener;
      },
      fakeWindow,
      fakeWindow.requestIdleCallback,
      (callback: () => void) => frames.push(callback),
      (callback: () => void, delay: number) => timers.push({ callback, delay }),
      fakeFetch,
      fakeImport,
    );
    const runTimer = (delay: number) => {
      const index = timers.findIndex((timer) => timer.delay === delay);
      const [timer] = timers.splice(index, 1);
      timer?.callback();
    };
    /** Lets the promise callbacks run. */
    const settle = () => new Promise((resolve) => setImmediate(resolve));
    return { appended, preloaded, imports, listeners, frames, idle, runTimer, settle, fed, fetched };
  }

  it("runs the same module code once the loaded page has been painted and the browser is idle, the shared chunks first, one task each", async () => {
    const browser = fakeBrowser();
    browser.listeners.load?.();
    browser.frames.shift()?.();
    browser.runTimer(0);
    expect(browser.preloaded).toHaveLength(0);
    expect(browser.imports).toHaveLength(0);
    browser.idle.shift()?.();
    // Every module fetched at once, as the removed preloads did.
    expect(browser.preloaded.map(({ rel, href }) => `${rel} ${href}`)).toEqual([
      "modulepreload /assets/rolldown-runtime-5.js",
      "modulepreload /assets/vendor-4.js",
      "modulepreload /assets/entry.client-1.js",
      "modulepreload /assets/root-2.js",
      `modulepreload ${BOOTSTRAP_URL}`,
    ]);
    // The chunks the bootstrap does not name, evaluated one after the other, a task apart.
    expect(browser.imports.map(({ url }) => url)).toEqual(["/assets/rolldown-runtime-5.js"]);
    browser.imports[0]?.resolve();
    await browser.settle();
    expect(browser.imports).toHaveLength(1);
    browser.runTimer(0);
    expect(browser.imports.map(({ url }) => url)).toEqual([
      "/assets/rolldown-runtime-5.js",
      "/assets/vendor-4.js",
    ]);
    browser.imports[1]?.resolve();
    await browser.settle();
    expect(browser.appended).toHaveLength(0);
    browser.runTimer(0);
    expect(browser.appended).toHaveLength(1);
    expect(browser.appended).toEqual([{ type: "module", src: BOOTSTRAP_URL, rel: "", href: "" }]);
    browser.runTimer(3000);
    expect(browser.appended).toHaveLength(1);
  });

  it("fetches the route data with the modules, after the paint, and feeds it to the stream in order", async () => {
    const browser = fakeBrowser(deferHydration(page, "/assets/hydration/abc.json"));
    browser.listeners.load?.();
    browser.frames.shift()?.();
    browser.runTimer(0);
    expect(browser.fetched).toHaveLength(0);
    browser.idle.shift()?.();
    expect(browser.fetched.map(({ url }) => url)).toEqual(["/assets/hydration/abc.json"]);
    // The modules do not wait for the data: the framework reads the stream when it comes.
    expect(browser.imports).toHaveLength(1);
    browser.fetched[0]?.resolve(["[1]\n", "P2:[2]\n"]);
    await browser.settle();
    expect(browser.fed).toEqual(["[1]\n", "P2:[2]\n", "(closed)"]);
  });

  it("fetches nothing when the page has no route data", () => {
    const browser = fakeBrowser();
    browser.listeners.load?.();
    browser.runTimer(3000);
    browser.idle.shift()?.();
    expect(browser.preloaded).toHaveLength(5);
    expect(browser.fetched).toHaveLength(0);
  });

  it("runs the bootstrap at once when a chunk fails to load (it reports the failure)", async () => {
    const browser = fakeBrowser();
    browser.listeners.load?.();
    browser.runTimer(3000);
    browser.idle.shift()?.();
    browser.imports[0]?.reject(new Error("offline"));
    await browser.settle();
    expect(browser.imports).toHaveLength(1);
    expect(browser.appended).toHaveLength(1);
  });

  it("starts the scripts when idle 3 s after load when no frame is painted (hidden tab), and only once", async () => {
    const browser = fakeBrowser();
    browser.listeners.load?.();
    browser.runTimer(3000);
    expect(browser.imports).toHaveLength(0);
    browser.idle.shift()?.();
    expect(browser.imports).toHaveLength(1);
    browser.frames.shift()?.();
    browser.runTimer(0);
    expect(browser.idle).toHaveLength(0);
    expect(browser.imports).toHaveLength(1);
    expect(browser.preloaded).toHaveLength(5);
  });

  it("fails on a page without a bootstrap script, or with two", () => {
    expect(() => deferHydration("<!doctype html><p>Sans script</p>")).toThrow(/found 0/);
    expect(() =>
      deferHydration(page.replace("</body>", '<script type="module">b()</script></body>')),
    ).toThrow(/found 2/);
  });

  it("finds the bootstrap and the preloads however they are written", () => {
    const written = page
      .replace(
        '<link rel="modulepreload" href="/assets/root-2.js"/>',
        "<LINK REL=modulepreload HREF='/assets/root-2.js'>",
      )
      .replace('<script type="module" async="">', "<script async type='module'>");
    const rewritten = deferHydration(written);
    expect(rewritten).not.toMatch(/<link[^>]*modulepreload|<script async/i);
    expect(rewritten).toBe(out);
  });

  it("escapes every < of the URLs inside the loader", () => {
    const loader = afterPaintScript(deferHydration(page, "/assets/hydration/<b>.json")) ?? "";
    expect(loader).not.toContain("<");
    expect(loader).toContain("\\u003cb>");
  });

  it("names the bootstrap's file by its exact source, which it reads back from the page", () => {
    const original = page.match(/<script type="module" async="">([\s\S]*?)<\/script>/)?.[1] ?? "";
    expect(bootstrapSource(page)).toBe(original);
    expect(BOOTSTRAP_URL).toMatch(new RegExp(`^/${HYDRATION_DATA_DIR}/[\\w-]{16}\\.js$`));
    expect(bootstrapUrl(`${original} `)).not.toBe(BOOTSTRAP_URL);
    expect(afterPaintScript(out)).toContain(`,e="${BOOTSTRAP_URL}";`);
    expect(out).not.toContain("__reactRouterRouteModules");
    expect(hasHydrationLoader(out)).toBe(true);
    expect(hasHydrationLoader(page)).toBe(false);
  });
});

describe("extractHydrationData", () => {
  const fed = page.replace(
    "</body>",
    '<div hidden id="S:0"><script>window.__reactRouterContext.streamController.enqueue("[{\\"_1\\":2},\\"loaderData\\"]\\n");</script></div>' +
      '<div hidden id="S:1"><script>window.__reactRouterContext.streamController.enqueue("P3:\\u003cb>\\n");</script></div>' +
      '<div hidden id="S:2"><script>window.__reactRouterContext.streamController.close();</script></div></body>',
  );

  it("takes the payloads out in order and leaves the script elements, empty", () => {
    const { html, chunks } = extractHydrationData(fed);
    expect(chunks).toEqual(['[{"_1":2},"loaderData"]\n', "P3:<b>\n"]);
    expect(html).not.toContain("streamController");
    expect(html).toContain('<div hidden id="S:0"><script></script></div>');
    expect(html).toContain('<div hidden id="S:2"><script></script></div>');
    expect(html.replace(/<div hidden[\s\S]*$/, "")).toBe(page.replace(/<\/body>[\s\S]*$/, ""));
  });

  it("leaves a page without a stream as it was", () => {
    expect(extractHydrationData(page)).toEqual({ html: page, chunks: [] });
  });

  it("fails when the stream is not closed, or closed before its last payload", () => {
    const unclosed = fed.replace(/<div hidden id="S:2">[\s\S]*?<\/div>/, "");
    expect(() => extractHydrationData(unclosed)).toThrow(/closed once/);
    const early = fed.replace(
      '<div hidden id="S:0">',
      '<div hidden id="S:2"><script>window.__reactRouterContext.streamController.close();</script></div><div hidden id="S:0">',
    );
    expect(() => extractHydrationData(early)).toThrow(/closed once/);
  });
});

describe("deferHydrationOfPages", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "defer-hydration-"));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });
  const put = async (file: string, html: string) => {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), html);
  };
  const redirect = '<!doctype html><head><meta http-equiv="refresh" content="0;url=/about"></head>';

  it("writes each page's route data to a file named by its content, which the loader fetches", async () => {
    const fed = page.replace(
      "</body>",
      '<script>window.__reactRouterContext.streamController.enqueue("[1]\\n");</script><script>window.__reactRouterContext.streamController.close();</script></body>',
    );
    await put("a/index.html", fed);
    await put("b/index.html", fed);
    expect(await deferHydrationOfPages(dir)).toBe(2);
    const html = await readFile(path.join(dir, "a/index.html"), "utf8");
    const url = html.match(/,p="([^"]+)"/)?.[1] ?? "";
    expect(url).toMatch(new RegExp(`^/${HYDRATION_DATA_DIR}/[\\w-]{16}\\.json$`));
    expect(JSON.parse(await readFile(path.join(dir, url), "utf8"))).toEqual(["[1]\n"]);
    expect(await readFile(path.join(dir, "b/index.html"), "utf8")).toBe(html);
  });

  it("writes each page's bootstrap to the module file the loader inserts", async () => {
    await put("index.html", page);
    expect(await deferHydrationOfPages(dir)).toBe(1);
    const html = await readFile(path.join(dir, "index.html"), "utf8");
    const url = html.match(/,e="([^"]+)"/)?.[1] ?? "";
    expect(url).toBe(bootstrapUrl(bootstrapSource(page)));
    expect(await readFile(path.join(dir, url), "utf8")).toBe(bootstrapSource(page));
  });

  it("rewrites every page but the redirect pages", async () => {
    await put("index.html", page);
    await put("about/index.html", page);
    await put("qui-sommes-nous/index.html", redirect);
    expect(await deferHydrationOfPages(dir)).toBe(2);
    expect(await readFile(path.join(dir, "about/index.html"), "utf8")).toBe(deferHydration(page));
    expect(await readFile(path.join(dir, "qui-sommes-nous/index.html"), "utf8")).toBe(redirect);
  });

  it("fails, naming the page, when a page has no hydration script", async () => {
    await put("index.html", page);
    await put("about/index.html", "<!doctype html><p>À propos</p>");
    await expect(deferHydrationOfPages(dir)).rejects.toThrow(
      /^about\/index\.html: expected one hydration script/,
    );
  });

  it("fails when there is no page to defer", async () => {
    await put("qui-sommes-nous/index.html", redirect);
    await expect(deferHydrationOfPages(dir)).rejects.toThrow(/no page to defer/);
  });
});
