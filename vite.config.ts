import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { PAGE_SCRIPT_VARIABLE } from "./app/page-scripts/address.ts";
import { publicConfig, siteConfig } from "./config/public.ts";
import { SITE_SCRIPT_NONCE_VARIABLE } from "./config/site-scripts.ts";
import { clientSiteMap } from "./content/registry.ts";
import { documentsPlugin } from "./scripts/documents/vite-plugin.ts";
import { picturesDevPlugin } from "./scripts/pipeline/pictures-dev.ts";

// Route modules keep their own chunks (React Router loads them per page).
// The components and helpers that pages share, with the site identity and
// navigation, go in one "shared" chunk, so a page costs few requests. Page
// families' own content (the FAQ, the landing table, the forms) stays out of
// it: the bundler gives it chunks of its own, so no page downloads another
// family's text.
const routeModule = /[\\/]app[\\/](routes[\\/]|root\.tsx|entry\.client\.tsx)/;
const sharedModule =
  /[\\/](app[\\/](components|lib)[\\/]|content[\\/](site|pages|navigation|public-env)\.ts$|shared[\\/]calendar-day\.ts$)|preload-helper/;
/**
 * Modules that pull a page family's content in, or serve a few pages or the forms only (the
 * landing, bilan and service sections, costs, quality figures, reviews, the video, the link
 * to one slot, the « next free slot » line's late code; its first part, about 0.25 KB, stays
 * in "shared": a chunk of its own cost its pages a request, over their JavaScript budget): kept out
 * of "shared", which every page loads. With them in it, the booking and blog pages went over
 * the 115 KB ceiling of decision 009; without, every page is at most 113.9 KB.
 */
const familyModule =
  /[\\/]app[\\/](lib[\\/](faq|booking[\w-]*|slot-link|next-slot)\.ts|components[\\/](sections[\\/](faq-section|bilan-costs|quality-block|office-card|programme-sheet|reviews-widget|next-slot-line)\.tsx|ui[\\/](form-field|review-stars|video-player)\.tsx|booking[\\/]|landing[\\/]|bilan[\\/]|service[\\/]))/;

/**
 * The address of the site's page script (decision 045): in a build, the one
 * the pre-render step built before this one (scripts/pipeline/prerender.ts;
 * unset when React Router's CLI loads this file for another reason, its type
 * generation: no page is rendered then, and the build checks refuse a page
 * without it); in development, its source, which Vite's server compiles.
 */
function pageScriptAddress(command: "build" | "serve"): string {
  return command === "serve" ? "/app/page-scripts/page.ts" : (process.env[PAGE_SCRIPT_VARIABLE] ?? "");
}

export default defineConfig(({ command }) => ({
  // The blog pictures are written by the build (scripts/pipeline/pictures.ts); the plugin serves them in development.
  plugins: [documentsPlugin(), picturesDevPlugin(), reactRouter()],
  resolve: { tsconfigPaths: true },
  // The site's configuration (config/public.ts: content/firm.yaml and the build
  // settings), read and checked at build time, and the page registry's labels,
  // navigation and footer links with the small records every page's script
  // needs (old addresses, share images, video placeholders' words:
  // content/registry.ts `clientSiteMap`, content/pages.ts), baked into
  // the pre-rendered pages and the client bundle: the part the browser needs
  // as __SITE_ENV__, the whole for the pre-render's loaders as __PUBLIC_CONFIG__
  // (left out of the client bundle, whose code never reads it).
  define: {
    __SITE_ENV__: JSON.stringify(siteConfig()),
    __PUBLIC_CONFIG__: JSON.stringify(publicConfig()),
    __SITE_PAGES__: JSON.stringify(clientSiteMap()),
    __PAGE_SCRIPT__: JSON.stringify(pageScriptAddress(command)),
    // The build's marker of the site's own inline scripts (config/site-scripts.ts): the speculation rules carry it (app/root.tsx).
    __SITE_SCRIPT_NONCE__: JSON.stringify(process.env[SITE_SCRIPT_NONCE_VARIABLE] ?? ""),
  },
  build: {
    // The dynamic imports of the application (the booking page's late code,
    // the audience measurement) need no preload list: their chunks import
    // only what the page has, or load late on purpose.
    modulePreload: false,
    // Icon SVGs from the icon packages are inlined in the stylesheet; every
    // other asset stays a file (images have their own URL and cache entry).
    assetsInlineLimit: (file: string, content: Buffer) =>
      /[\\/](node_modules|icons)[\\/].+\.svg$/.test(file) && content.length < 4096,
    rollupOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Loaded late, by the audience measurement only (decision 029): never in the framework's chunk.
            { name: "web-vitals", test: /[\\/]node_modules[\\/]web-vitals[\\/]/, priority: 2 },
            { name: "vendor", test: /[\\/]node_modules[\\/]/, priority: 1 },
            {
              name: "shared",
              test: (id: string) => sharedModule.test(id) && !familyModule.test(id) && !routeModule.test(id),
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
}));
