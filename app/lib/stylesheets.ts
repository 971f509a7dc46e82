/**
 * The page's stylesheets, held back by the build (scripts/pipeline/critical-css.ts):
 * each page carries the CSS it uses inline, and its stylesheet links are
 * written `disabled`, so that they do not share the network with the HTML
 * and the first screen's images. Once the page is shown, the page script
 * enables them; they bring what the HTML does not show yet (the states React
 * sets: an open menu, a field's error…) and the icons below the first screen.
 *
 * They apply all at once, when the last has loaded or failed: each is fetched
 * with `media="not all"` (loaded, parsed, not applied), and the attribute goes
 * from all of them in the same task. Applied one by one, as each arrived, a
 * stylesheet re-asserted its rules over the inlined copies of the later ones'
 * (`.card`'s padding over the contact form's own, the landing hero's width…),
 * and the page moved until the next one came (decision 034).
 */
export function enableHeldStylesheets(document: Document): void {
  const links = [...document.querySelectorAll<HTMLLinkElement>("link[rel=stylesheet][disabled]")];
  let pending = links.length;
  const settle = () => {
    pending -= 1;
    if (pending === 0) for (const link of links) link.removeAttribute("media");
  };
  for (const link of links) {
    link.media = "not all";
    link.addEventListener("load", settle, { once: true });
    link.addEventListener("error", settle, { once: true });
    link.removeAttribute("disabled");
  }
}

/** How long the stylesheets wait for a paint report before they are fetched anyway. */
const NO_PAINT_FALLBACK_MS = 5_000;

/**
 * Enables them once the page has painted: after the browser reports its first
 * contentful paint (Paint Timing, `buffered` so a paint before this call
 * counts), in a task of its own. A busy phone may hydrate before its first
 * paint, and a frame's callbacks can run before that frame is presented: the
 * paint entry is the only moment known to be after it. Without Paint Timing,
 * the next frame's callback queues the task. Returns what cancels it (an
 * effect's cleanup).
 */
export function enableHeldStylesheetsAfterPaint(window: Window): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame: number | undefined;
  let observer: PerformanceObserver | undefined;
  const later = () => {
    clearTimeout(timer);
    timer = setTimeout(() => enableHeldStylesheets(window.document), 0);
  };
  const Observer = (window as Window & { PerformanceObserver?: typeof PerformanceObserver })
    .PerformanceObserver;
  // A tab opened in the background reports no paint: its next frame is drawn once it is shown.
  const reportsPaint =
    typeof Observer === "function" &&
    Observer.supportedEntryTypes?.includes("paint") &&
    window.document.visibilityState !== "hidden";
  if (reportsPaint) {
    const painted = new Observer((list: PerformanceObserverEntryList, self: PerformanceObserver) => {
      if (list.getEntriesByName("first-contentful-paint").length === 0) return;
      self.disconnect();
      later();
    });
    painted.observe({ type: "paint", buffered: true });
    observer = painted;
    // Should no paint be reported (a page of no text), the stylesheets come all the same.
    timer = setTimeout(later, NO_PAINT_FALLBACK_MS);
  } else {
    frame = window.requestAnimationFrame(later);
  }
  return () => {
    observer?.disconnect();
    if (frame !== undefined) window.cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
