import type { BilanContent } from "../../../content/bilan.ts";
import { TextCards } from "../ui/card-grid.tsx";
import { Section } from "../ui/section.tsx";
import { MoreLink, topicPages } from "./more-link.tsx";

/** How the hours of a skills assessment divide (a bar and its legend), then its follow-up, flash formula and delivery. */
export function Course({ course }: Pick<BilanContent, "course">) {
  return (
    <Section id="deroulement" title={course.title} intro={course.intro}>
      <div className="bilan-hours">
        <div className="bilan-hours__bar" aria-hidden="true">
          {course.split.map((part, index) => (
            <span
              key={part.figure}
              className={`bilan-hours__segment bilan-hours__segment--${index + 1}`}
              style={{ flexGrow: part.hours }}
            />
          ))}
        </div>
        <ul className="bilan-hours__list">
          {course.split.map((part, index) => (
            <li key={part.figure} className="bilan-hours__item">
              <span className={`bilan-hours__swatch bilan-hours__segment--${index + 1}`} aria-hidden="true" />
              <span>
                <strong className="bilan-hours__figure">{part.figure}</strong>
                <span className="bilan-hours__text">{part.text}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>

      <TextCards
        columns={3}
        className="bilan-course"
        items={[course.followUp, course.flash, course.delivery]}
        extra={(item) =>
          item === course.delivery && <MoreLink to={topicPages.online}>{course.onlineLink}</MoreLink>
        }
      />
    </Section>
  );
}
