/**
 * The page's after-paint script: one inline script at the end of `<body>`
 * that holds the wait below once, then the calls the build steps add to it:
 * the hydration loader (./defer-hydration.ts), the audience measurement's
 * loader (./audience-loader.ts) and the script that enables the held
 * stylesheets (./critical-css.ts). Nothing they fetch may start before the
 * page's largest paint is on screen. One script is one hash in the page's
 * Content-Security-Policy header, where there were three (decision 033).
 *
 * Waiting for `load`, a frame and a task is not enough in Chromium: the frame
 * is painted on the main thread, but it reaches the screen (the time the
 * largest contentful paint is given) tens of milliseconds later, and the
 * first frame often comes after `load`. A request started in between counts
 * in Lighthouse's estimate of the largest paint, as a second connection:
 * about 300 ms (decision 031). So, where the browser reports the largest
 * contentful paint, the wait also takes the reports presented after `load`
 * (the frames that show the whole parsed page), and goes on once none has
 * come for QUIET ms. One report is not enough: an image decoded off the main
 * thread (`decoding="async"`, the home page's illustration) reaches the
 * screen a frame or more after the text around it, and is then the largest
 * paint (decision 033). When no report presented after `load` comes within
 * NO_REPORT ms of the frame (the largest paint was presented before `load`),
 * it goes on. Browsers without that report (Safari) wait for `load`, a frame and
 * a task.
 *
 * `a(f, x)` calls `f` once, after that wait; with `x`, also `x` ms after
 * `load` whatever happens (a hidden tab paints no frame).
 *
 * ES5 source without a `<` (the script must not hold one), inlined as it is
 * (the script's CSP hash covers it).
 */
import { applyEdits, findElements, type SourceElement } from "./html.ts";

/** How long the wait lets pass without a new largest-paint report before it goes on, in ms. */
export const QUIET = 100;

/** How long the wait gives a first report presented after `load`, from the frame after it, in ms. */
export const NO_REPORT = 200;

export const AFTER_PAINT =
  "function a(f,x){var d=0,t=0,k=0;function g(){if(!d){d=1;f()}}" +
  "function s(){var P=window.PerformanceObserver,y='largest-contentful-paint';" +
  "if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf(y)==-1)return g();" +
  "new P(function(q,o){if(d)return o.disconnect();" +
  `if(q.getEntries().some(function(e){return e.startTime>=t})){clearTimeout(k);k=setTimeout(g,${QUIET})}})` +
  ".observe({type:y,buffered:true});" +
  `setTimeout(function(){if(!k)g()},${NO_REPORT})}` +
  "function l(){t=performance.now();requestAnimationFrame(function(){setTimeout(s,0)});if(x)setTimeout(g,x)}" +
  "if(document.readyState==='complete')l();else addEventListener('load',l,{once:true})}";

/** How the after-paint script begins and ends: the calls go between. */
const SCRIPT_START = `(function(){${AFTER_PAINT}`;
const SCRIPT_END = "})()";

/** The page's after-paint script element, undefined when it has none. Throws when it has more than one. */
function afterPaintElement(html: string): SourceElement | undefined {
  const scripts = findElements(html, ["script"]).filter((script) => {
    const code = "src" in script.attributes ? "" : (script.content ?? "");
    return code.startsWith(SCRIPT_START) && code.endsWith(SCRIPT_END);
  });
  if (scripts.length > 1) throw new Error(`expected one after-paint script, found ${scripts.length}`);
  return scripts[0];
}

/** The text of the page's after-paint script, undefined when it has none. */
export function afterPaintScript(html: string): string | undefined {
  return afterPaintElement(html)?.content;
}

/**
 * The page with `call`, a statement that calls the wait `a(f, x)`, added
 * last to its after-paint script, which is created just before `</body>` when
 * the page has none. Throws when `call` holds a "<", when the page has no
 * `</body>`, or has more than one after-paint script.
 */
export function addAfterPaintCall(html: string, call: string): string {
  if (call.includes("<")) throw new Error("an after-paint call must not hold a <");
  const script = afterPaintElement(html);
  if (script) {
    const at = html.toLowerCase().lastIndexOf("</script", script.end) - SCRIPT_END.length;
    return applyEdits(html, [{ start: at, end: at, text: call }]);
  }
  const bodyEnd = html.toLowerCase().lastIndexOf("</body");
  if (bodyEnd < 0) throw new Error("no </body> end tag for the after-paint script");
  return applyEdits(html, [
    { start: bodyEnd, end: bodyEnd, text: `<script>${SCRIPT_START}${call}${SCRIPT_END}</script>` },
  ]);
}
