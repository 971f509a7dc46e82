import type { FaqTag } from "../../../content/faq";
import { selectFaq } from "../../lib/faq";
import { FaqList } from "../ui/faq-list";

export interface FaqSectionProps {
  /** The topics to show (general questions come with any of them). */
  tag: FaqTag | readonly FaqTag[];
  /** Replaces {ville} in the questions and answers; Fontainebleau by default. */
  ville?: string;
  mainTitleFaq?: string;
  mainPfaq?: string;
  /** The id of the section's heading; the questions' anchors start with it. */
  id?: string;
}

/** The skills-assessment FAQ, filtered by topic and placed in a city. */
export function FaqSection({
  tag,
  ville,
  mainTitleFaq = "Questions fréquentes",
  mainPfaq,
  id = "faq",
}: FaqSectionProps) {
  const items = selectFaq(tag, ville);
  if (items.length === 0) return null;
  return (
    <section className="section faq" aria-labelledby={id}>
      <div className="container faq__inner">
        <h2 id={id}>{mainTitleFaq}</h2>
        {mainPfaq && <p className="section__intro">{mainPfaq}</p>}
        <FaqList
          items={items.map((item) => ({ id: `${id}-${item.id}`, question: item.title, answer: item.answer }))}
        />
      </div>
    </section>
  );
}
