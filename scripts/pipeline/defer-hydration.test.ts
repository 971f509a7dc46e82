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
  deferPage,
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
  const { loader: LOADER } = deferPage(page, null);

  it("removes the module preloads and the module script, keeping the rest", () => {
    expect(out).not.toContain('rel="modulepreload"');
    expect(out).not.toContain('<script type="module"');
    expect(out).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(out).toContain("<p>Texte</p>");
  });

  it("leaves the bootstrap's element in place, empty, and puts the loader's call in the after-paint script at the end of <body>", () => {
    expect(out).toContain("<p>Texte</p><script></script><script>(function(){function a(f,x){");
    expect(out.endsWith(`${afterPaintScript(out)}</script></body></html>`)).toBe(true);
    expect(afterPaintScript(out)).toContain(`s.src="${LOADER.url}"`);
    // The loader's code and lists are in its file, not in the page.
    expect(afterPaintScript(out)).not.toContain("import(");
    expect(out).not.toContain("/assets/vendor-4.js");
    expect(LOADER.source).toContain("import(u)");
  });

  /** An import() the test settles. */
  interface PendingImport {
    url: string;
    resolve: () => void;
    reject: (error: Error) => void;
  }

  /** An element the fake document creates. */
  interface FakeElement {
    type: string;
    src: string;
    rel: string;
    href: string;
    dataset: Record<string, string>;
  }

  /**
   * Runs the page's after-paint script, then the loader's file once the
   * page has inserted it, against a fake browser whose frames, timers, idle
   * callbacks and dynamic imports the test fires (`import(` is syntax: the
   * loader's calls are pointed at a fake before it runs).
   */
  function fakeBrowser(html = out, loader = LOADER) {
    const script = afterPaintScript(html) ?? "";
    expect(loader.source.match(/import\(u\)/g)).toHaveLength(1);
    const appended: FakeElement[] = [];
    const preloaded: FakeElement[] = [];
    const imports: PendingImport[] = [];
    const listeners: Record<string, () => void> = {};
    const frames: (() => void)[] = [];
    const timers: { callback: () => void; delay: number }[] = [];
    const idle: (() => void)[] = [];
    const fakeDocument = {
      readyState: "loading",
      currentScript: null as FakeElement | null,
      createElement: (): FakeElement => ({ type: "", src: "", rel: "", href: "", dataset: {} }),
      head: { appendChild: (node: FakeElement) => preloaded.push(node) },
      body: { appendChild: (node: FakeElement) => appended.push(node) },
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
    const run = (source: string) =>
      new Function(
        "document",
        "addEventListener",
        "window",
        "requestIdleCallback",
        "requestAnimationFrame",
        "setTimeout",
        "fetch",
        "fakeImport",
        source.replace("import(u)", "fakeImport(u)"),
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
    run(script);
    /** The browser runs the loader's file the page inserted, as the current script. */
    const loadLoader = () => {
      const element = appended.find((node) => node.src === loader.url && node.type === "");
      expect(element, "the page inserted the loader's file").toBeDefined();
      fakeDocument.currentScript = element ?? null;
      run(loader.source);
      fakeDocument.currentScript = null;
    };
    const runTimer = (delay: number) => {
      const index = timers.findIndex((timer) => timer.delay === delay);
      const [timer] = timers.splice(index, 1);
      timer?.callback();
    };
    /** Lets the promise callbacks run. */
    const settle = () => new Promise((resolve) => setImmediate(resolve));
    /** The module scripts inserted: the bootstrap. */
    const modules = () => appended.filter((node) => node.type === "module");
    return {
      appended,
      modules,
      preloaded,
      imports,
      listeners,
      frames,
      idle,
      runTimer,
      settle,
      fed,
      fetched,
      loadLoader,
    };
  }

  it("inserts the loader's file once the loaded page has been painted, and only once", () => {
    const browser = fakeBrowser();
    browser.listeners.load?.();
    expect(browser.appended).toHaveLength(0);
    browser.frames.shift()?.();
    browser.runTimer(0);
    browser.runTimer(3000);
    expect(browser.appended.map(({ type, src }) => `${type}|${src}`)).toEqual([`|${LOADER.url}`]);
    expect(browser.appended[0]?.dataset).toEqual({});
  });

  it("runs the same module code once the loader's file has run and the browser is idle, the shared chunks first, one task each", async () => {
    const browser = fakeBrowser();
    browser.listeners.load?.();
    browser.frames.shift()?.();
    browser.runTimer(0);
    browser.loadLoader();
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
    expect(browser.modules()).toHaveLength(0);
    browser.runTimer(0);
    expect(browser.modules().map(({ src }) => src)).toEqual([BOOTSTRAP_URL]);
    browser.runTimer(3000);
    expect(browser.modules()).toHaveLength(1);
    expect(browser.appended).toHaveLength(2);
  });

  it("fetches the route data with the modules, after the paint, and feeds it to the stream in order", async () => {
    const deferred = deferPage(page, "/assets/hydration/abc.json");
    // The data's URL is the page's own; the loader's file is the same for every page with these routes.
    expect(deferred.loader).toEqual(LOADER);
    const browser = fakeBrowser(deferred.html);
    browser.listeners.load?.();
    browser.frames.shift()?.();
    browser.runTimer(0);
    expect(browser.appended[0]?.dataset).toEqual({ p: "/assets/hydration/abc.json" });
    browser.loadLoader();
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
    browser.loadLoader();
    browser.idle.shift()?.();
    expect(browser.preloaded).toHaveLength(5);
    expect(browser.fetched).toHaveLength(0);
  });

  it("runs the bootstrap at once when a chunk fails to load (it reports the failure)", async () => {
    const browser = fakeBrowser();
    browser.listeners.load?.();
    browser.runTimer(3000);
    browser.loadLoader();
    browser.idle.shift()?.();
    browser.imports[0]?.reject(new Error("offline"));
    await browser.settle();
    expect(browser.imports).toHaveLength(1);
    expect(browser.modules()).toHaveLength(1);
  });

  it("starts the scripts 3 s after load when no frame is painted (hidden tab), and only once", async () => {
    const browser = fakeBrowser();
    browser.listeners.load?.();
    browser.runTimer(3000);
    expect(browser.appended).toHaveLength(1);
    browser.loadLoader();
    expect(browser.imports).toHaveLength(0);
    browser.idle.shift()?.();
    expect(browser.imports).toHaveLength(1);
    browser.frames.shift()?.();
    browser.runTimer(0);
    expect(browser.appended).toHaveLength(1);
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

  it("escapes every < of the URLs inside the page's call and the loader", () => {
    const deferred = deferPage(
      page.replace("/assets/vendor-4.js", "/assets/<v>.js"),
      "/assets/hydration/<b>.json",
    );
    const call = afterPaintScript(deferred.html) ?? "";
    expect(call).not.toContain("<");
    expect(call).toContain("\\u003cb>");
    expect(deferred.loader.source).not.toContain("<");
    expect(deferred.loader.source).toContain("\\u003cv>");
  });

  it("names the bootstrap's and the loader's files by their exact sources", () => {
    const original = page.match(/<script type="module" async="">([\s\S]*?)<\/script>/)?.[1] ?? "";
    expect(bootstrapSource(page)).toBe(original);
    expect(BOOTSTRAP_URL).toMatch(new RegExp(`^/${HYDRATION_DATA_DIR}/[\\w-]{16}\\.js$`));
    expect(bootstrapUrl(`${original} `)).not.toBe(BOOTSTRAP_URL);
    expect(LOADER.source).toContain(`,e="${BOOTSTRAP_URL}";`);
    expect(LOADER.url).toMatch(new RegExp(`^/${HYDRATION_DATA_DIR}/[\\w-]{16}\\.js$`));
    const otherRoutes = deferPage(page.replace(/root-2\.js/g, "root-3.js"), null).loader;
    expect(otherRoutes.url).not.toBe(LOADER.url);
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
    const url = html.match(/s\.dataset\.p="([^"]+)"/)?.[1] ?? "";
    expect(url).toMatch(new RegExp(`^/${HYDRATION_DATA_DIR}/[\\w-]{16}\\.json$`));
    expect(JSON.parse(await readFile(path.join(dir, url), "utf8"))).toEqual(["[1]\n"]);
    expect(await readFile(path.join(dir, "b/index.html"), "utf8")).toBe(html);
  });

  it("writes the loader's file the page inserts, and the bootstrap's module the loader inserts", async () => {
    await put("index.html", page);
    expect(await deferHydrationOfPages(dir)).toBe(1);
    const html = await readFile(path.join(dir, "index.html"), "utf8");
    const loaderUrl = html.match(/s\.src="([^"]+)"/)?.[1] ?? "";
    expect(loaderUrl).toBe(deferPage(page, null).loader.url);
    const loader = await readFile(path.join(dir, loaderUrl), "utf8");
    expect(loader).toBe(deferPage(page, null).loader.source);
    const url = loader.match(/,e="([^"]+)"/)?.[1] ?? "";
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
