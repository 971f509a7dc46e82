/**
 * Where the site's page script is built and served (decision 045), for its
 * Vite build (./vite.config.ts), the pre-render step that builds it
 * (scripts/pipeline/prerender.ts) and the site's Vite configuration, which
 * gives its address to the pages (vite.config.ts, `__PAGE_SCRIPT__`).
 */

/** The variable through which the pre-render step hands `react-router build` the entry's address. */
export const PAGE_SCRIPT_VARIABLE = "SITE_PAGE_SCRIPT";

/** The folder under build/client/ its files are served from. */
export const PAGE_SCRIPTS_DIR = "assets/page";
