/**
 * Starts a pre-rendered page's JavaScript after the page has loaded.
 *
 * React Router puts `<link rel="modulepreload">` tags in the head (React
 * hoists them) and a module script that imports the route modules. On a
 * slow phone those ~110 KB of scripts compete with the HTML, the stylesheet
 * and the banner for the network before anything is painted. The pages are
 * complete HTML without JavaScript, so the scripts can wait: this rewrite
 * removes the preload tags and runs the same module script once the page has
 * loaded *and* been painted: after the `load` event, the next animation frame
 * (rendering), a task after it (the frame is presented), then the first idle
 * moment. Waiting for `load` alone is not enough: Chromium often fires it
 * before the first paint, and the 94 KB framework download would then share
 * the network with the fonts and delay the largest paint. A 3 s timer starts
 * the scripts anyway when no frame comes (a page opened in a hidden tab).
 * Links are plain links until then, and the menus work as soon as the page
 * is hydrated.
 */

const MODULE_PRELOAD = /<link rel="modulepreload" href="[^"]*"\/?>/g;
const BOOTSTRAP = /<script type="module" async="">([\s\S]*?)<\/script>/;

/**
 * @param {string} html a pre-rendered page
 * @returns {string} the page with its hydration deferred, or the page unchanged when it has no bootstrap script
 */
export function deferHydration(html) {
  const bootstrap = html.match(BOOTSTRAP);
  if (!bootstrap) return html;
  const code = bootstrap[1] ?? "";
  // "<" escaped so that the module source cannot close this script element.
  const source = JSON.stringify(code).replace(/</g, "\\u003c");
  const loader =
    "<script>(function(){var d=0;function h(){if(d)return;d=1;var s=document.createElement('script');s.type='module';" +
    `s.textContent=${source};document.body.appendChild(s)}` +
    "function i(){window.requestIdleCallback?requestIdleCallback(h,{timeout:1000}):h()}" +
    "function w(){requestAnimationFrame(function(){setTimeout(i,0)});setTimeout(h,3000)}" +
    "if(document.readyState==='complete')w();else addEventListener('load',w,{once:true})})()</script>";
  return html.replace(MODULE_PRELOAD, "").replace(BOOTSTRAP, () => loader);
}

/** The string literal the loader above assigns to the module script's textContent. */
const LOADER_SOURCE = /s\.textContent=("(?:[^"\\]|\\.)*");/;

/**
 * The module source that the loader of a deferred page inserts as an inline
 * `<script type="module">`, exactly as the browser will see it (the
 * Content-Security-Policy must carry its hash: see scripts/csp-hashes.mjs).
 * @param {string} html a page rewritten by deferHydration
 * @returns {string | undefined} the original bootstrap module, undefined when the page has no loader
 */
export function deferredModuleSource(html) {
  const literal = html.match(LOADER_SOURCE)?.[1];
  // The literal was written by JSON.stringify (with "<" as \u003c): valid JSON.
  return literal === undefined ? undefined : JSON.parse(literal);
}
