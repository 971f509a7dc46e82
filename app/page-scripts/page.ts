/**
 * The site's own page script (decision 045): the only script of a page that
 * does not load the framework, and beside React Router on one that does
 * (a route's `handle.hydrate`, app/lib/route-handle.ts). It does what every
 * page does beyond HTML and CSS: the menus (./menus.ts), the scroll-to-top
 * arrow (./scroll-top.ts), and, each a chunk loaded on the pages that have
 * its part (./behaviours.ts), the articles' date (./date-strip.ts), the scroll
 * on a change of podcast episode (./episode-scroll.ts), the click-to-load
 * video and reviews frames (./frames.ts), the home page's video (./video.ts)
 * and key numbers (./counters.ts), the « next free slot » line
 * (./next-slot.ts), the audience opt-out of the privacy page
 * (./audience-opt-out.ts), the stylesheets the build held back (decision 034),
 * the web app manifest's link (027) and the audience measurement (029).
 *
 * It starts once the page is shown — a page the browser prerendered for a
 * link the visitor may follow (the speculation rules) waits until it is, so
 * that nothing is counted or fetched for a page never seen — and, on a page
 * that hydrates, once React has hydrated it: a change to the DOM before then
 * would not match what React renders. Once the page's own behaviours have
 * started, `data-ready` on <html> says so (the end-to-end tests wait for it).
 *
 * What it reads, the root route writes on <html> (app/root.tsx):
 * `data-hydrate` (the page loads the framework), `data-manifest` (the
 * manifest's address), `data-measure` (the audience measurement is on) and
 * `data-not-found` (the page is a « page introuvable »).
 */
import { recordPageView } from "../audience/start.ts";
import { enableHeldStylesheetsAfterPaint } from "../lib/stylesheets.ts";
import { PAGE_BEHAVIOURS } from "./behaviours.ts";
import { startMenus } from "./menus.ts";
import { startScrollTop } from "./scroll-top.ts";

// `document.prerendering` (the Speculation Rules API) is declared by web-vitals' types, which the measurement imports.

const html = document.documentElement;

/** Runs `start` once the page is shown to the visitor (at once, unless the browser is prerendering it). */
function whenShown(start: () => void): void {
  if (document.prerendering) document.addEventListener("prerenderingchange", start, { once: true });
  else start();
}

/** Runs `start` once React has hydrated the page, or at once on a page that does not hydrate. */
function whenHydrated(start: () => void): void {
  const ready = () => html.dataset.hydrate !== "true" || html.dataset.hydrated === "true";
  if (ready()) {
    start();
    return;
  }
  const observer = new MutationObserver(() => {
    if (!ready()) return;
    observer.disconnect();
    start();
  });
  observer.observe(html, { attributes: true, attributeFilter: ["data-hydrated"] });
}

/**
 * Links the web app manifest, not in the HTML: a browser fetches a linked
 * manifest at once, at medium priority, while the first screen is still
 * loading, and only installing the site needs it (decision 027).
 */
/** Starts the page's own behaviours; a chunk that cannot be fetched (offline, a new release) leaves its part as HTML. */
function startPageBehaviours(): Promise<unknown> {
  return Promise.all(
    PAGE_BEHAVIOURS.filter(({ selector }) => document.querySelector(selector)).map(({ start }) =>
      start(document).catch(() => undefined),
    ),
  );
}

function linkManifest(href: string | undefined): void {
  if (!href || document.head.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement("link");
  link.rel = "manifest";
  link.href = href;
  document.head.append(link);
}

whenShown(() =>
  whenHydrated(() => {
    startMenus(document);
    startScrollTop(document);
    enableHeldStylesheetsAfterPaint(window);
    linkManifest(html.dataset.manifest);
    if (html.dataset.measure === "on") recordPageView([location.pathname, html.dataset.notFound === "true"]);
    startPageBehaviours().then(() => {
      html.dataset.ready = "true";
    });
  }),
);
