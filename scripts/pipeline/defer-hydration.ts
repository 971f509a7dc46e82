/**
 * Build step: starts each pre-rendered page's JavaScript after the page has loaded.
 *
 * React Router puts `<link rel="modulepreload">` tags in the head (React
 * hoists them) and a module script that imports the route modules. On a
 * slow phone those ~110 KB of scripts compete with the HTML, the stylesheet
 * and the banner for the network before anything is painted. The pages are
 * complete HTML without JavaScript, so the scripts can wait: this rewrite
 * removes the preload tags and runs the same module script once the page has
 * loaded *and* its largest paint is on screen (./after-paint.ts), at the
 * first idle moment after that. Waiting for `load` alone is not enough:
 * Chromium often fires it before the first paint, and the 94 KB framework
 * download would then share the network with the page and delay the largest
 * paint. A 3 s timer starts the scripts anyway when no frame comes (a page
 * opened in a hidden tab).
 * Links are plain links until then, and the menus work as soon as the page
 * is hydrated.
 *
 * The loader then preloads every module the page needs, all at once as the
 * removed tags did, and evaluates the shared chunks (those React Router
 * preloads that the bootstrap does not name: the bundler's runtime, the
 * framework's "vendor" chunk, the site's "shared" one) one by one with
 * `import()`, one task each, before the bootstrap. Evaluated by the bootstrap
 * in one go, they made one long task of about 70 ms on a 4× slower CPU;
 * apart, each stays under the 50 ms that counts as blocking (decision 027).
 * A chunk that fails to load leaves the bootstrap to fail, and report it, as
 * before. The bootstrap itself leaves the page for a module file named by its
 * content (`/assets/hydration/<hash>.js`, preloaded with the others): its
 * element stays, empty, and the page's Content-Security-Policy no longer
 * needs its hash (decision 033).
 *
 * The loader is a file too, a classic script beside the bootstrap, named by
 * its content: its code and its lists of modules are the same on every page
 * with the same routes, and cost 300 to 480 compressed bytes of each page's
 * first response. The page's after-paint script only inserts it, with the
 * route data's URL in a `data-p` attribute (decision 034). That costs a
 * round trip before the modules are requested, on the first page of a kind
 * a visitor opens; the next ones find the file in the cache.
 *
 * The route data React Router needs to hydrate (its loaders' results, the
 * page's text over again in another form: 4 to 35 KB) leaves the page too.
 * React Router writes it as inline scripts that feed a stream
 * (`window.__reactRouterContext.streamController.enqueue("…")`, then
 * `close()`); the step moves their payloads to a JSON file named by its
 * hash (`/assets/hydration/<hash>.json`, cached for good like the other
 * assets), leaves the script elements empty (React hydrates the same
 * elements), and the loader fetches the file alongside the modules and
 * feeds the stream, which the framework reads whenever its data arrives.
 * The first response then holds the page and little else: under the initial
 * congestion window (about 14 KB) for most pages, one round trip instead of
 * two on a slow network. The Suspense boundaries React streamed that data in
 * are put in place at build time, without React's reveal scripts
 * (./settle-boundaries.ts).
 */
import { createHash } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { addAfterPaintCall, afterPaintScript } from "./after-paint.ts";
import { listPages, relativeKey } from "./files.ts";
import { applyEdits, findElements, hasRel, isRedirectPage, type SourceElement } from "./html.ts";
import { settleStreamedBoundaries } from "./settle-boundaries.ts";
import type { BuildStep } from "./step.ts";

/**
 * The loader's call in the after-paint script (./after-paint.ts), the same
 * on every page but for two URLs: it inserts the loader's file
 * (LOADER_CALL_START, its URL as a JSON string), with the route data's URL
 * when the page has route data (DATA_ATTRIBUTE, a JSON string), then
 * LOADER_CALL_END. The 3 s bound starts it in a hidden tab, where no frame
 * is painted.
 */
const LOADER_CALL_START = "a(function(){var s=document.createElement('script');s.src=";
const DATA_ATTRIBUTE = ";s.dataset.p=";
const LOADER_CALL_END = ";document.body.appendChild(s)},3000);";

/**
 * The loader's file, a classic script: LOADER_START, the URLs to preload (a
 * JSON array: the removed preloads', then the bootstrap's file), the shared
 * chunks' URLs (another), the bootstrap's URL (a JSON string), LOADER_END.
 * The route data's URL comes from the element that loads it (a classic
 * script's `document.currentScript`), so that pages with the same routes
 * share one file.
 */
const LOADER_START = "(function(p){var m=";
const LOADER_END =
  ";function h(){m.forEach(function(u){var l=document.createElement('link');l.rel='modulepreload';l.href=u;document.head.appendChild(l)});" +
  "if(p)fetch(p).then(function(r){if(!r.ok)throw new Error(r.status+' '+p);return r.json()}).then(function(a){var s=window.__reactRouterContext.streamController;a.forEach(function(x){s.enqueue(x)});s.close()});n()}" +
  "function n(){var u=c.shift();if(u)import(u).then(function(){setTimeout(n,0)},b);else b()}" +
  "function b(){var s=document.createElement('script');s.type='module';s.src=e;document.body.appendChild(s)}" +
  "window.requestIdleCallback?requestIdleCallback(h,{timeout:1000}):h()})(document.currentScript.dataset.p);";

/** A file name under HYDRATION_DATA_DIR for `content`: 16 characters of its hash, then `extension`. */
function hashedName(content: string, extension: string): string {
  return `${createHash("sha256").update(content).digest("base64url").slice(0, 16)}${extension}`;
}

/** True for a `<link>` whose rel lists "modulepreload". */
function isModulePreload(link: SourceElement): boolean {
  return hasRel(link, "modulepreload");
}

/** True for React Router's bootstrap: an inline `<script type="module">`. */
function isBootstrap(script: SourceElement): boolean {
  return script.attributes.type?.trim().toLowerCase() === "module" && !("src" in script.attributes);
}

/** React Router's bootstrap among a page's elements. Throws when there is none, or more than one. */
function theBootstrap(elements: readonly SourceElement[]): SourceElement {
  const bootstraps = elements.filter((element) => element.name === "script" && isBootstrap(element));
  const [bootstrap] = bootstraps;
  if (bootstraps.length !== 1 || !bootstrap) {
    throw new Error(
      `expected one hydration script (an inline <script type="module">), found ${bootstraps.length}`,
    );
  }
  return bootstrap;
}

/** The source of a page's bootstrap module, as React Router wrote it. Throws as deferHydration does. */
export function bootstrapSource(html: string): string {
  return theBootstrap(findElements(html, ["script"])).content ?? "";
}

/**
 * Where the loader finds the bootstrap `source`: a module file under
 * HYDRATION_DATA_DIR named by its content (pages with the same routes share
 * it), cached for good like the other assets. As a file of the site it needs
 * no hash in the page's Content-Security-Policy: 'self' allows it.
 */
export function bootstrapUrl(source: string): string {
  return `/${HYDRATION_DATA_DIR}/${hashedName(source, ".js")}`;
}

/** A file the step writes under the client build: its URL and its content. */
interface BuiltFile {
  url: string;
  source: string;
}

/**
 * The page with its module preloads removed, its bootstrap module script
 * emptied, and the loader's call added to its after-paint script. Throws
 * when the page has no bootstrap script, or more than one: React Router's
 * markup is not what this step expects.
 */
export function deferHydration(html: string, dataUrl: string | null = null): string {
  return deferPage(html, dataUrl).html;
}

/**
 * deferHydration's work: the deferred page, and the two files its loader
 * needs, which the step writes: the bootstrap's module and the loader itself.
 */
export function deferPage(
  html: string,
  dataUrl: string | null,
): { html: string; bootstrap: BuiltFile; loader: BuiltFile } {
  const elements = findElements(html, ["link", "script"]);
  const element = theBootstrap(elements);
  const preloads = elements.filter((link) => link.name === "link" && isModulePreload(link));
  const hrefs = [
    ...new Set(preloads.map((link) => link.attributes.href ?? "").filter((href) => href !== "")),
  ];
  const code = element.content ?? "";
  // The chunks the bootstrap does not name itself (its route modules, the manifest, the entry).
  const chunks = hrefs.filter((href) => !code.includes(JSON.stringify(href)));
  const bootstrap = { url: bootstrapUrl(code), source: code };
  const loaderSource = `${LOADER_START}${json([...hrefs, bootstrap.url])},c=${json(chunks)},e=${json(bootstrap.url)}${LOADER_END}`;
  const loader = { url: `/${HYDRATION_DATA_DIR}/${hashedName(loaderSource, ".js")}`, source: loaderSource };
  // The bootstrap's element stays, empty, so that React hydrates the same elements.
  const deferred = applyEdits(html, [
    ...preloads.map(({ start, end }) => ({ start, end, text: "" })),
    { start: element.start, end: element.end, text: "<script></script>" },
  ]);
  const data = dataUrl === null ? "" : `${DATA_ATTRIBUTE}${json(dataUrl)}`;
  const call = `${LOADER_CALL_START}${json(loader.url)}${data}${LOADER_CALL_END}`;
  return { html: addAfterPaintCall(deferred, call), bootstrap, loader };
}

/** A JSON value to write inside a script, "<" escaped so that nothing in it can close its element. */
function json(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/** React Router's inline scripts that feed the hydration stream: `enqueue("…");` or `close();`. */
const STREAM_CALL =
  /^window\.__reactRouterContext\.streamController\.(?:enqueue\(("(?:[^"\\]|\\.)*")\)|close\(\));?$/;

/** The folder, under the client build, of the route data files, and its URL. */
export const HYDRATION_DATA_DIR = "assets/hydration";

/**
 * The page with the payloads of its stream scripts removed (the elements
 * stay, empty), and those payloads in order. Throws when the stream is fed
 * but never closed, or closed before its last payload: the file would not
 * replay what the page did.
 */
export function extractHydrationData(html: string): { html: string; chunks: string[] } {
  const calls = findElements(html, ["script"]).flatMap((script) => {
    if ("src" in script.attributes || script.content === undefined) return [];
    const match = STREAM_CALL.exec(script.content.trim());
    return match
      ? [{ script, chunk: match[1] === undefined ? undefined : (JSON.parse(match[1]) as string) }]
      : [];
  });
  if (calls.length === 0) return { html, chunks: [] };
  const closes = calls.filter((call) => call.chunk === undefined);
  if (closes.length !== 1 || calls.at(-1)?.chunk !== undefined) {
    throw new Error("the hydration stream is not fed then closed once: unexpected React Router markup");
  }
  const chunks = calls.flatMap((call) => (call.chunk === undefined ? [] : [call.chunk]));
  const edits = calls.map(({ script }) => {
    const open = html.indexOf(">", script.start) + 1;
    return { start: open, end: script.end - "</script>".length, text: "" };
  });
  return { html: applyEdits(html, edits), chunks };
}

/** True when the page's after-paint script holds the hydration loader. */
export function hasHydrationLoader(html: string): boolean {
  return afterPaintScript(html)?.includes(LOADER_CALL_START) ?? false;
}

/**
 * Defers the hydration of every page under `clientDir` but the redirect
 * pages (which have no script). Fails, naming the page, when a page has no
 * hydration script, and when no page was deferred at all.
 */
export async function deferHydrationOfPages(clientDir: string): Promise<number> {
  let deferred = 0;
  for (const file of await listPages(clientDir)) {
    const page = await readFile(file, "utf8");
    if (isRedirectPage(page)) continue;
    try {
      const { html: extracted, chunks } = extractHydrationData(page);
      const html = settleStreamedBoundaries(extracted);
      await mkdir(path.join(clientDir, HYDRATION_DATA_DIR), { recursive: true });
      let dataUrl: string | null = null;
      if (chunks.length > 0) {
        const json = JSON.stringify(chunks);
        dataUrl = `/${HYDRATION_DATA_DIR}/${hashedName(json, ".json")}`;
        await writeFile(path.join(clientDir, dataUrl), json);
      }
      const deferred = deferPage(html, dataUrl);
      for (const built of [deferred.bootstrap, deferred.loader]) {
        await writeFile(path.join(clientDir, built.url), built.source);
      }
      await writeFile(file, deferred.html);
    } catch (error) {
      throw new Error(`${relativeKey(clientDir, file)}: ${error instanceof Error ? error.message : error}`);
    }
    deferred += 1;
  }
  if (deferred === 0) throw new Error(`no page to defer under ${clientDir}`);
  return deferred;
}

/** The pipeline's step. */
export const deferHydrationStep: BuildStep = {
  name: "hydration deferral",
  async run({ clientDir }) {
    return `${await deferHydrationOfPages(clientDir)} pages start their scripts after the first paint`;
  },
};
