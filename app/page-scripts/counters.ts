/**
 * The key-number counters (app/components/sections/key-numbers.tsx; spec § 4
 * « Key-numbers counters »). The pre-rendered HTML shows the final figures;
 * each figure carries its course (`data-from`, `data-to`, `data-interval`,
 * `data-at-least`). When the block is first visible (and the visitor accepts
 * motion) the figures count up from their start values, one step every
 * interval, in one requestAnimationFrame loop that writes their text. A
 * finished counter keeps its figure.
 */
import { type CounterSteps, counterDuration, counterFigure, counterValue } from "../lib/counters.ts";

interface Figure extends CounterSteps {
  node: HTMLElement;
  atLeast: boolean;
}

function figureOf(node: HTMLElement): Figure | undefined {
  const from = Number(node.dataset.from);
  const to = Number(node.dataset.to);
  const intervalMs = Number(node.dataset.interval);
  if (![from, to, intervalMs].every(Number.isFinite) || intervalMs <= 0) return undefined;
  return { node, from, to, intervalMs, atLeast: node.dataset.atLeast === "true" };
}

export function startCounters(document: Document): void {
  const view = document.defaultView;
  if (!view || view.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
  for (const list of document.querySelectorAll<HTMLElement>(".key-numbers__list")) {
    const figures = [...list.querySelectorAll<HTMLElement>("[data-counter]")]
      .map(figureOf)
      .filter((figure) => figure !== undefined);
    if (figures.length === 0) continue;
    const show = (elapsed: number) => {
      for (const figure of figures)
        figure.node.textContent = counterFigure(figure, counterValue(figure, elapsed));
    };
    const total = Math.max(...figures.map(counterDuration));
    // Out of sight: the start values, so that the count is seen from its beginning.
    const rect = list.getBoundingClientRect();
    if (rect.top > view.innerHeight || rect.bottom < 0) show(0);
    const observer = new view.IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        const start = view.performance.now();
        const tick = (now: number) => {
          const elapsed = now - start;
          show(elapsed);
          if (elapsed < total) view.requestAnimationFrame(tick);
        };
        view.requestAnimationFrame(tick);
      },
      { threshold: 0.3 },
    );
    observer.observe(list);
  }
}
