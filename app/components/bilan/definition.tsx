import type { BilanContent } from "../../../content/bilan.ts";
import { CheckList } from "../ui/check-list.tsx";
import { SectionBand } from "../ui/section.tsx";
import { MoreLink, topicPages } from "./more-link.tsx";

interface DefinitionProps extends Pick<BilanContent, "definition" | "audience"> {
  /** The decree on skills assessments in the civil service, linked from the public-sector card. */
  decree: { url: string; title: string };
}

/** What a skills assessment is and why one does it, beside who can have one. */
export function Definition({ definition, audience, decree }: DefinitionProps) {
  return (
    <SectionBand labelledBy="definition" tone="sand" containerClassName="bilan-columns">
      <div>
        <h2 id="definition">{definition.title}</h2>
        {definition.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <p>{definition.reasonsIntro}</p>
        <CheckList items={definition.reasons} className="bilan-list" />
        <MoreLink to={topicPages.reconversion}>{definition.reconversionLink}</MoreLink>
      </div>

      <div>
        <h2 id="pour-qui">{audience.title}</h2>
        <p>{audience.intro}</p>
        <CheckList items={audience.items} className="bilan-list" />
        <p className="bilan-note">{audience.employees}</p>
        <div className="card bilan-public">
          <h3>{audience.publicSector.title}</h3>
          <p>{audience.publicSector.text}</p>
          <p>{audience.publicSector.cpf}</p>
          <p>
            {audience.publicSector.decreeBefore}{" "}
            <a href={decree.url} target="_blank" rel="noopener noreferrer">
              {decree.title}
              <span className="sr-only"> (nouvel onglet)</span>
            </a>{" "}
            {audience.publicSector.decreeAfter}
          </p>
        </div>
      </div>
    </SectionBand>
  );
}
