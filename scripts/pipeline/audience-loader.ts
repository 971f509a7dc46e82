/**
 * The audience measurement's script (decision 029): a chunk of its own, and
 * the small inline loader that starts it once the page is idle.
 *
 * - `audienceChunkPlugin` (vite.config.ts) makes Vite build
 *   app/audience/measure.ts as an entry chunk, `assets/audience-<hash>.js`,
 *   with web-vitals in `assets/web-vitals-<hash>.js` beside it. No page
 *   imports it: the first load's JavaScript is unchanged (a dynamic import()
 *   from the app would add Vite's preload helper to every page).
 * - `audienceLoaderStep` adds, after each page's hydration loader
 *   (./defer-hydration.ts) in its after-paint script (./after-paint.ts), a
 *   call that waits for the page to be loaded, its largest paint on screen,
 *   and the browser idle twice (hydration starts in the first idle period),
 *   then, unless the visitor refuses the measurement (Global Privacy
 *   Control, or the privacy page's opt-out), inserts the chunk as a module
 *   script.
 *
 * With AUDIENCE_MEASUREMENT=off (a static host, config/public.ts) there is
 * neither chunk nor loader.
 */
import { readdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import { publicConfig } from "../../config/public.ts";
import { AUDIENCE_OPT_OUT_KEY } from "../../shared/audience.ts";
import { addAfterPaintCall } from "./after-paint.ts";
import { hasHydrationLoader } from "./defer-hydration.ts";
import { rewritePages } from "./files.ts";
import type { BuildStep } from "./step.ts";

/** The chunk's name: its file is assets/audience-<hash>.js. */
const CHUNK_NAME = "audience";
const CHUNK_FILE = /^audience-[\w-]+\.js$/;
const MEASURE_MODULE = fileURLToPath(new URL("../../app/audience/measure.ts", import.meta.url));

/** Vite plugin: builds the measurement as its own entry chunk in the client build (not when it is off). */
export function audienceChunkPlugin(): Plugin {
  return {
    name: "audience-chunk",
    apply: "build",
    buildStart() {
      if (this.environment.name !== "client" || publicConfig().AUDIENCE_MEASUREMENT !== "on") return;
      this.emitFile({ type: "chunk", id: MEASURE_MODULE, name: CHUNK_NAME, preserveSignature: false });
    },
  };
}

/** The loader of the chunk at `src` (a site-relative URL): a call of the after-paint script (./after-paint.ts). */
export function audienceLoader(src: string): string {
  const key = JSON.stringify(AUDIENCE_OPT_OUT_KEY);
  return (
    "a(function(){function r(){var e=document.documentElement;" +
    `try{if(navigator.globalPrivacyControl||localStorage.getItem(${key})!==null){e.dataset.audience='off';return}}catch(x){}` +
    `var s=document.createElement('script');s.type='module';s.src=${JSON.stringify(src)};document.head.appendChild(s)}` +
    "function i(f){window.requestIdleCallback?requestIdleCallback(f,{timeout:3000}):setTimeout(f,200)}" +
    "i(function(){i(r)})});"
  );
}

/** The page with the loader added to its after-paint script, after the hydration loader. Throws when it has none. */
export function addAudienceLoader(html: string, src: string): string {
  if (!hasHydrationLoader(html)) {
    throw new Error("no hydration loader to start the audience measurement after");
  }
  return addAfterPaintCall(html, audienceLoader(src));
}

/** The site-relative URL of the built chunk; throws unless there is exactly one. */
async function audienceChunkUrl(clientDir: string): Promise<string> {
  const chunks = (await readdir(path.join(clientDir, "assets"))).filter((name) => CHUNK_FILE.test(name));
  if (chunks.length !== 1) {
    throw new Error(`expected one assets/audience-*.js chunk, found ${chunks.length} (${chunks.join(", ")})`);
  }
  return `/assets/${chunks[0]}`;
}

/** Adds the loader to every page but the redirect pages; returns how many. */
async function addAudienceLoaderToPages(clientDir: string): Promise<number> {
  const src = await audienceChunkUrl(clientDir);
  const pages = await rewritePages(clientDir, (html) => addAudienceLoader(html, src));
  if (pages === 0) throw new Error(`no page to measure under ${clientDir}`);
  return pages;
}

/** The pipeline's step. */
export const audienceLoaderStep: BuildStep = {
  name: "audience loader",
  async run({ clientDir }) {
    if (publicConfig().AUDIENCE_MEASUREMENT !== "on")
      return "measurement off (AUDIENCE_MEASUREMENT): no loader";
    const pages = await addAudienceLoaderToPages(clientDir);
    return `${pages} pages load ${await audienceChunkUrl(clientDir)} when idle`;
  },
};
