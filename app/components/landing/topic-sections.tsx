import type { LandingPage } from "../../../content/landing-pages.ts";
import { Section } from "../ui/section.tsx";

/** A topic page's own sections (and the ad page's), on alternating backgrounds from sand. */
export function TopicSections({ sections }: { sections: NonNullable<LandingPage["sections"]> }) {
  return sections.map((section, index) => (
    <Section
      key={section.title}
      id={`sujet-${index + 1}`}
      title={section.title}
      tone={index % 2 === 0 ? "sand" : "plain"}
      containerClassName="prose"
    >
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {section.steps && (
        <ol className="landing-steps-list">
          {section.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      )}
    </Section>
  ));
}
