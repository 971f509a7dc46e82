import type { Counter } from "../../../content/key-numbers.ts";
import { counterFigure } from "../../lib/counters.ts";
import { Section } from "../ui/section.tsx";

interface KeyNumbersProps {
  title: string;
  intro: string;
  /** The counters, from the route's loader (content/key-numbers.ts). */
  counters: readonly Counter[];
}

/**
 * The pre-rendered HTML shows the final figures, each with its course in
 * `data-*`: the page script counts them up when the block is first visible
 * (app/page-scripts/counters.ts).
 */
export function KeyNumbers({ title, intro, counters }: KeyNumbersProps) {
  return (
    <Section id="chiffres-cles" title={title} className="key-numbers" intro={intro}>
      <ul className="key-numbers__list">
        {counters.map((counter) => (
          <li key={counter.id} className="key-numbers__item">
            <span
              className="key-numbers__figure"
              data-counter={counter.id}
              data-from={counter.from}
              data-to={counter.to}
              data-interval={counter.intervalMs}
              data-at-least={counter.atLeast}
              aria-hidden="true"
            >
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
