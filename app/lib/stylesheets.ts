/**
 * The page's stylesheets, held back by the build (scripts/pipeline/critical-css.ts):
 * each page carries the CSS it uses inline, and its stylesheet links are
 * written `disabled`, so that they do not share the network with the HTML
 * and the first screen's images. Once the page is hydrated, the application
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

/**
 * Enables them once the page has painted: the next frame's callback runs before that frame
 * is drawn, and a task it queues runs after. A busy phone may hydrate before its first
 * paint; the stylesheets still never share the network with what that paint needs.
 * Returns what cancels it (an effect's cleanup).
 */
export function enableHeldStylesheetsAfterPaint(window: Window): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = window.requestAnimationFrame(() => {
    timer = setTimeout(() => enableHeldStylesheets(window.document), 0);
  });
  return () => {
    window.cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
