import type { ReactNode } from "react";
import { classNames } from "../../lib/class-names.ts";

/** A section's background: the page's white, sand, or the dark primary colour. */
export type SectionTone = "plain" | "sand" | "primary";

const toneClass = { plain: undefined, sand: "section--sand", primary: "section--primary" } as const;

interface SectionBandProps {
  /** The id of the heading that labels the section. */
  labelledBy: string;
  tone?: SectionTone;
  /** The section's own classes, after `section` and before the tone's (`faq`, `key-numbers`…). */
  className?: string;
  /** Classes added to the container (`faq__inner`, `split`…). */
  containerClassName?: string;
  /** `nav` for a section of links to other pages. */
  as?: "section" | "nav";
  children?: ReactNode;
}

/**
 * A band of the page: full-width background and a centred container. Its
 * heading is in `children` (in a column of a split layout, for instance);
 * when the heading comes first, use `Section`.
 */
export function SectionBand({
  labelledBy,
  tone = "plain",
  className,
  containerClassName,
  as: Element = "section",
  children,
}: SectionBandProps) {
  return (
    <Element className={classNames("section", className, toneClass[tone])} aria-labelledby={labelledBy}>
      <div className={classNames("container", containerClassName)}>{children}</div>
    </Element>
  );
}

interface SectionProps extends Omit<SectionBandProps, "labelledBy"> {
  /** The heading's id: the section is labelled by its heading, and the id is its anchor. */
  id: string;
  /** The heading (h2). */
  title: ReactNode;
  /** The heading's classes (`sr-only` for a heading only screen readers need). */
  headingClassName?: string;
  /** The lead paragraph under the heading. */
  intro?: ReactNode;
}

/** A band of the page that starts with its heading (h2), then an optional lead paragraph and the content. */
export function Section({ id, title, headingClassName, intro, children, ...band }: SectionProps) {
  return (
    <SectionBand labelledBy={id} {...band}>
      <h2 id={id} className={headingClassName}>
        {title}
      </h2>
      {intro ? <p className="section__intro">{intro}</p> : null}
      {children}
    </SectionBand>
  );
}
