import type { ResultsBlockData } from "../../../content/results.ts";
import { Section } from "../ui/section.tsx";
import "./results-block.css";

/** The heading's id: the block's anchor (`#nos-resultats`). */
export const RESULTS_HEADING_ID = "nos-resultats";

/**
 * The firm's results (Qualiopi indicator 2), next to the booking buttons: a
 * definition list, one entry per figure, each with its share, the part and
 * headcount it comes from, its period, the day its situation is known (when
 * it has one) and its method, then the day the record was updated. Every
 * word comes from the loader (content/results.ts), pre-rendered; no script.
 */
export function ResultsBlock({
  title,
  intro,
  figures,
  updatedLabel,
  updated,
  updatedText,
}: ResultsBlockData) {
  return (
    <Section id={RESULTS_HEADING_ID} title={title} intro={intro} className="results">
      <dl className="results__list">
        {figures.map((figure) => (
          <div key={figure.id} className="results__figure" data-figure={figure.id}>
            <dt className="results__label">{figure.label}</dt>
            {/* One block of text per figure: its share never reads apart from its period and headcount. */}
            <dd className="results__body">
              <span className="results__value">{figure.value}</span>{" "}
              <span className="results__detail">{figure.detail}</span>{" "}
              <span className="results__meta" data-result="period">
                {figure.period}
              </span>{" "}
              {figure.asOf ? (
                <>
                  <span className="results__meta" data-result="as-of">
                    {figure.asOf}
                  </span>{" "}
                </>
              ) : null}
              <span className="results__meta" data-result="method">
                {figure.method}
              </span>
            </dd>
          </div>
        ))}
      </dl>
      <p className="results__updated">
        {updatedLabel} <time dateTime={updated}>{updatedText}</time>.
      </p>
    </Section>
  );
}
