/**
 * The arrow back to the top (app/components/layout/scroll-to-top.tsx renders
 * it `hidden`): shown once the page is scrolled more than 100 px (spec § 9,
 * « Scroll-to-top threshold »); a click scrolls up, smoothly unless the
 * visitor prefers reduced motion, and puts the focus on the header's logo.
 */

/** The scroll, in CSS pixels, past which the arrow shows. */
const SCROLL_TOP_THRESHOLD = 100;

export function startScrollTop(document: Document): void {
  const button = document.querySelector<HTMLButtonElement>("button.scroll-top");
  const view = document.defaultView;
  if (!button || !view) return;
  const update = () => {
    button.hidden = view.scrollY <= SCROLL_TOP_THRESHOLD;
  };
  update();
  view.addEventListener("scroll", update, { passive: true });
  button.addEventListener("click", () => {
    const reduced = view.matchMedia("(prefers-reduced-motion: reduce)").matches;
    view.scrollTo({ top: 0, behavior: reduced ? "auto" : "smooth" });
    document.querySelector<HTMLElement>(".site-header__logo")?.focus({ preventScroll: true });
  });
}
