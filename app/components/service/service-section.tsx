import type { ServiceSection as ServiceSectionData } from "../../../content/services/types.ts";
import { TextCards } from "../ui/card-grid.tsx";
import { CheckList } from "../ui/check-list.tsx";
import { Icon } from "../ui/icon.tsx";
import { Link } from "../ui/link.tsx";
import { NumberedCards } from "../ui/numbered-cards.tsx";
import { Section, type SectionTone } from "../ui/section.tsx";

/** Paragraphs, each in the text column's width. */
function Paragraphs({ items }: { items: readonly string[] | undefined }) {
  return items?.map((paragraph) => (
    <p key={paragraph} className="service-section__text">
      {paragraph}
    </p>
  ));
}

/** One section of a service page: paragraphs, list, steps, cards, more paragraphs, then links, in that order. */
export function ServiceSection({ section, tone }: { section: ServiceSectionData; tone: SectionTone }) {
  return (
    <Section id={section.id} title={section.title} tone={tone} containerClassName="service-section">
      <Paragraphs items={section.paragraphs} />
      {section.list && <CheckList items={section.list} />}
      {section.steps && <NumberedCards items={section.steps} />}
      {section.cards && (
        <TextCards
          columns={section.cards.length % 3 === 0 ? 3 : 2}
          className="service-cards"
          items={section.cards}
        />
      )}
      <Paragraphs items={section.after} />
      {section.links && (
        <ul className="service-links">
          {section.links.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>
                {link.label}
                <Icon name="arrow-right" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
