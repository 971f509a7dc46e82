/**
 * The page registry's client view (content/registry.ts) for code that runs
 * in Node: the pre-render, the scripts, the tests. The browser bundle gets
 * content/site-pages.browser.ts instead (package.json `imports`, condition
 * "browser"), which holds the same value computed at build, so the browser
 * never loads the families' content to name a page.
 */
import { type ClientSiteMap, clientSiteMap } from "./registry.ts";

export const siteMap: ClientSiteMap = clientSiteMap();
