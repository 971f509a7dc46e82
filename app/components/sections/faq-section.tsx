import type { FaqBlock } from "../../lib/faq.ts";
import { FaqList } from "../ui/faq-list.tsx";
import { Link } from "../ui/link.tsx";
import { Section } from "../ui/section.tsx";

export interface FaqSectionProps extends FaqBlock {
  /** The id of the section's heading; the questions' anchors start with it. */
  id?: string;
  /** A link after the questions, to the full FAQ. */
  more?: { href: string; label: string };
}

/**
 * The skills-assessment FAQ block. Its questions come from `faqBlock({ tag,
 * ville, mainTitleFaq, mainPfaq })`, computed in the page's loader.
 */
export function FaqSection({
  items,
  mainTitleFaq = "Questions fréquentes",
  mainPfaq,
  id = "faq",
  more,
}: FaqSectionProps) {
  if (items.length === 0) return null;
  return (
    <Section id={id} title={mainTitleFaq} className="faq" containerClassName="faq__inner" intro={mainPfaq}>
      <FaqList
        items={items.map((item) => ({ id: `${id}-${item.id}`, question: item.title, answer: item.answer }))}
      />
      {more && (
        <p className="faq__more">
          <Link to={more.href}>{more.label}</Link>
        </p>
      )}
    </Section>
  );
}
