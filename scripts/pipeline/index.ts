/**
 * The site's build (`npm run build`): every step, in this order, from this one place.
 *
 *   1. identity            content/firm.yaml checked; a production build refuses fictional values
 *   2. results             content/results.yaml checked; names each figure still fictional (a warning, never a failure)
 *   3. documents           the PDFs into public/documents/ (the pages show their sizes)
 *   4. pre-render          the page script (app/page-scripts/, its own Vite build), then `react-router build`: the bundles and every page into build/client
 *   5. blog pictures       each article's picture into build/client/media/blog/: SVG as is, raster in AVIF and WebP at the widths its page's srcset names
 *   6. public configuration  build/site-config.json: the identity and settings the pages were built with
 *   7. not-found pages     404.html, and each section's own {section}/404.html
 *   8. critical CSS        each page inlines the CSS it uses (Beasties); the page script loads its stylesheets after the first paint (decisions 036, 045)
 *   9. CSP hashes          build/csp-hashes.json, from the final HTML (so after 7 and 8): the site's own
 *                          inline scripts only (marked by the pre-render); any other script, event handler
 *                          or javascript: address stops the build
 *  10. SEO files           sitemap, robots.txt, manifest, icons, share images
 *  11. precompression      .br and .gz of every text file of build/client (so after the steps that write it)
 *  12. back office         the firm's private app (admin/) into build/admin, precompressed (its own Vite build)
 *  13. content editor      the back office's content editor (admin/editor/, Keystatic) into build/admin/editor
 *
 * No step reads or rewrites what React, React Router, Vite or the CSS
 * minifier generate (decision 036): the pages are final when `react-router
 * build` has written them, but for the CSS they inline and the hashes of
 * their inline scripts and styles, both read with an HTML parser.
 *
 * Each step prints one line (a warning adds one per value it names); a step that fails, or finds nothing to do, stops
 * the build with its name and the reason. Usage: tsx scripts/pipeline/index.ts
 * [--site-only]: the public site alone (steps 1 to 11), as a publication from
 * the back office builds it (server/publish/): the server serves the back
 * office from the release, never from a publication.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { adminStep } from "./admin.ts";
import { criticalCssStep } from "./critical-css.ts";
import { cspHashesStep } from "./csp-hashes.ts";
import { documentsStep } from "./documents.ts";
import { editorStep } from "./editor.ts";
import { identityStep } from "./identity.ts";
import { notFoundStep } from "./not-found.ts";
import { picturesStep } from "./pictures.ts";
import { precompressStep } from "./precompress.ts";
import { prerenderStep } from "./prerender.ts";
import { publicConfigStep } from "./public-config.ts";
import { resultsStep } from "./results.ts";
import { seoStep } from "./seo.ts";
import type { BuildContext, BuildStep } from "./step.ts";

/** The public site's steps, in the order they run. */
export const siteBuildSteps: readonly BuildStep[] = [
  identityStep,
  resultsStep,
  documentsStep,
  prerenderStep,
  picturesStep,
  publicConfigStep,
  notFoundStep,
  criticalCssStep,
  cspHashesStep,
  seoStep,
  precompressStep,
];

/** Every step: the site's, then the back office's. */
export const buildSteps: readonly BuildStep[] = [...siteBuildSteps, adminStep, editorStep];

/** The repository's build: build/client under its root. */
export function defaultContext(): BuildContext {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
  return { root, clientDir: path.join(root, "build", "client") };
}

/**
 * Runs `steps` in order, logging each one's summary and time with `log`.
 * Throws at the first failure, the message naming the step.
 */
export async function runBuild(
  context: BuildContext,
  steps: readonly BuildStep[] = buildSteps,
  log: (line: string) => void = console.log,
): Promise<void> {
  for (const [index, step] of steps.entries()) {
    const started = performance.now();
    let summary: string;
    try {
      summary = await step.run(context);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`build step ${index + 1}/${steps.length} (${step.name}) failed: ${reason}`, {
        cause: error,
      });
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    log(`[${index + 1}/${steps.length}] ${step.name}: ${summary} (${seconds} s)`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    await runBuild(defaultContext(), process.argv.includes("--site-only") ? siteBuildSteps : buildSteps);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
