import type { ReactNode } from "react";
import { classNames } from "../../lib/class-names";

/** A section's background: the page's white, sand, or the dark primary colour. */
export type SectionTone = "plain" | "sand" | "primary";

const toneClass = { plain: undefined, sand: "section--sand", primary: "section--primary" } as const;

interface SectionProps {
  /** The heading's id: the section is labelled by its heading, and the id is its anchor. */
  id: string;
  /** The heading (h2). */
  title: ReactNode;
  tone?: SectionTone;
  /** The section's own classes, after `section` and before the tone's (`faq`, `key-numbers`…). */
  className?: string;
  /** Classes added to the container (`faq__inner`, `prose`…). */
  containerClassName?: string;
  /** The heading's classes (`sr-only` for a heading only screen readers need). */
  headingClassName?: string;
  /** The lead paragraph under the heading. */
  intro?: ReactNode;
  /** `nav` for a section of links to other pages. */
  as?: "section" | "nav";
  children?: ReactNode;
}

/**
 * A band of the page: full-width background, a centred container, a heading
 * that labels it, then an optional lead paragraph and the content.
 */
export function Section({
  id,
  title,
  tone = "plain",
  className,
  containerClassName,
  headingClassName,
  intro,
  as: Element = "section",
  children,
}: SectionProps) {
  return (
    <Element className={classNames("section", className, toneClass[tone])} aria-labelledby={id}>
      <div className={classNames("container", containerClassName)}>
        <h2 id={id} className={headingClassName}>
          {title}
        </h2>
        {intro ? <p className="section__intro">{intro}</p> : null}
        {children}
      </div>
    </Element>
  );
}
