/**
 * For Node tools that load the content without Vite (Playwright's tests,
 * scripts): computes the page registry's client view and makes it the global
 * `__SITE_PAGES__` that content/pages.ts reads. Import it before any content
 * module. Vite builds and Vitest inject the same value with `define`.
 */
import { clientSiteMap } from "./registry.ts";

(globalThis as { __SITE_PAGES__?: unknown }).__SITE_PAGES__ ??= clientSiteMap();
