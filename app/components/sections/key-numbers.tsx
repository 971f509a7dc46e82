import { useEffect, useRef } from "react";
import type { Counter } from "../../../content/key-numbers.ts";
import { counterDuration, counterFigure, counterValue } from "../../lib/counters.ts";
import { Section } from "../ui/section.tsx";

interface KeyNumbersProps {
  title: string;
  intro: string;
  /** The counters, from the route's loader (content/key-numbers.ts). */
  counters: readonly Counter[];
}

/**
 * The pre-rendered HTML shows the final figures. When the block is first
 * visible (and the visitor accepts motion) the figures count up from their
 * start values in one requestAnimationFrame loop that writes the text
 * directly: no React render per step. A finished counter keeps its figure.
 */
export function KeyNumbers({ title, intro, counters }: KeyNumbersProps) {
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const list = listRef.current;
    if (!list || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const figures = counters.map((counter) =>
      list.querySelector<HTMLElement>(`[data-counter="${counter.id}"]`),
    );
    const show = (elapsed: number) => {
      counters.forEach((counter, index) => {
        const node = figures[index];
        if (node) node.textContent = counterFigure(counter, counterValue(counter, elapsed));
      });
    };
    const total = Math.max(...counters.map(counterDuration));
    let frame = 0;
    let started = false;
    const rect = list.getBoundingClientRect();
    if (rect.top > window.innerHeight || rect.bottom < 0) show(0);

    const observer = new IntersectionObserver(
      (entries) => {
        if (started || !entries.some((entry) => entry.isIntersecting)) return;
        started = true;
        observer.disconnect();
        const start = performance.now();
        const tick = (now: number) => {
          const elapsed = now - start;
          show(elapsed);
          if (elapsed < total) frame = requestAnimationFrame(tick);
        };
        frame = requestAnimationFrame(tick);
      },
      { threshold: 0.3 },
    );
    observer.observe(list);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      show(total);
    };
  }, [counters]);

  return (
    <Section id="chiffres-cles" title={title} className="key-numbers" intro={intro}>
      <ul className="key-numbers__list" ref={listRef}>
        {counters.map((counter) => (
          <li key={counter.id} className="key-numbers__item">
            <span className="key-numbers__figure" data-counter={counter.id} aria-hidden="true">
              {counterFigure(counter, counter.to)}
            </span>
            <span className="key-numbers__text" aria-hidden="true">
              {counter.text}
            </span>
            <span className="sr-only">{counter.phrase}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
