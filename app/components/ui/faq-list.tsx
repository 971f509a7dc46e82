import type { ReactNode } from "react";

export interface FaqListItem {
  /** Stable, unique on the page: the question's anchor. */
  id: string;
  question: string;
  /** Paragraphs of text, or rich content. */
  answer: readonly string[] | ReactNode;
}

function isParagraphs(answer: FaqListItem["answer"]): answer is readonly string[] {
  return Array.isArray(answer) && answer.every((part) => typeof part === "string");
}

/**
 * Questions that open and close on their own, several at once: native
 * <details>, so it works before any script runs, from the keyboard, and the
 * answers are in the pre-rendered HTML. The + / − sign is drawn by CSS.
 */
export function FaqList({
  items,
  headingLevel = 3,
}: {
  items: readonly FaqListItem[];
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="faq-list">
      {items.map((item) => (
        <details key={item.id} id={item.id} className="faq-list__item">
          <summary>
            <Heading className="faq-list__question">{item.question}</Heading>
          </summary>
          <div className="faq-list__answer">
            {isParagraphs(item.answer) ? item.answer.map((text) => <p key={text}>{text}</p>) : item.answer}
          </div>
        </details>
      ))}
    </div>
  );
}
