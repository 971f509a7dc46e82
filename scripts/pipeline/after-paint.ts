/**
 * The wait shared by the scripts the build adds to the pages: the one that
 * enables the held stylesheets (./critical-css.ts) and the one that loads the
 * JavaScript (./defer-hydration.ts). Nothing they fetch may start before the
 * page's largest paint is on screen.
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
 * 200 ms of the frame (the largest paint was presented before `load`), it
 * goes on. Browsers without that report (Safari) wait for `load`, a frame and
 * a task.
 *
 * `a(f, x)` calls `f` once, after that wait; with `x`, also `x` ms after
 * `load` whatever happens (a hidden tab paints no frame).
 *
 * ES5 source without a `<` (the loader must not hold one), inlined as it is
 * (each script's CSP hash covers it).
 */

/** How long the wait lets pass without a new largest-paint report before it goes on, in ms. */
export const QUIET = 100;

/** How long the wait waits for a first report presented after `load`, from the frame after it, in ms. */
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
