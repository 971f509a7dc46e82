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
 * contentful paint, the wait also takes the first report presented after
 * `load` (the frame that shows the whole parsed page), or 200 ms after the
 * frame when none comes (the largest paint was presented before `load`).
 * Browsers without that report (Safari) wait for `load`, a frame and a task.
 *
 * `a(f, x)` calls `f` once, after that wait; with `x`, also `x` ms after
 * `load` whatever happens (a hidden tab paints no frame).
 *
 * ES5 source without a `<` (the loader must not hold one), inlined as it is
 * (each script's CSP hash covers it).
 */
export const AFTER_PAINT =
  "function a(f,x){var d=0,t=0;function g(){if(!d){d=1;f()}}" +
  "function s(){var P=window.PerformanceObserver,y='largest-contentful-paint';" +
  "if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf(y)==-1)return g();" +
  "new P(function(q,o){if(q.getEntries().some(function(e){return e.startTime>=t})){o.disconnect();setTimeout(g,0)}}).observe({type:y,buffered:true});" +
  "setTimeout(g,200)}" +
  "function l(){t=performance.now();requestAnimationFrame(function(){setTimeout(s,0)});if(x)setTimeout(g,x)}" +
  "if(document.readyState==='complete')l();else addEventListener('load',l,{once:true})}";
