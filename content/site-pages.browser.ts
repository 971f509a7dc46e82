/**
 * The page registry's client view, as the browser bundle gets it: computed at
 * build from content/registry.ts and written into the bundle by Vite's
 * `define` (vite.config.ts), so the browser never loads the families' content
 * to name a page. Node code gets content/site-pages.ts (package.json `imports`).
 */
import type { ClientSiteMap } from "./registry.ts";

declare const __SITE_PAGES__: ClientSiteMap;

export const siteMap: ClientSiteMap = __SITE_PAGES__;
