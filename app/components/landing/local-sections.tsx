import { elidedDe } from "../../../content/format.ts";
import type { landingCommon } from "../../../content/landing-common.ts";
import type { LandingPage } from "../../../content/landing-pages.ts";
import type { OfficeCardData } from "../../../content/offices.ts";
import { OfficeCard } from "../sections/office-card.tsx";
import { TextCards } from "../ui/card-grid.tsx";
import { Section, SectionBand } from "../ui/section.tsx";

interface LocalSectionsProps {
  /** The town the page is about. */
  city: string | undefined;
  local: NonNullable<LandingPage["local"]>;
  /** The card of the office that serves the town. */
  office: OfficeCardData;
  labels: (typeof landingCommon)["local"];
  /** A shared text with the page's town in place of `{ville}`. */
  inCity: (text: string) => string;
}

/**
 * A city page's own content (decision 021): where the sessions take place and
 * how to get there, the local job market and its contacts, the career changes
 * people make there.
 */
export function LocalSections({ city, local, office, labels, inCity }: LocalSectionsProps) {
  return (
    <>
      <Section id="seances" title={local.venue.title} tone="sand">
        <div className="landing-local">
          <div className="prose">
            {local.venue.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <h3>{inCity(labels.gettingThere)}</h3>
            <dl className="landing-facts">
              {(["train", "bus", "car", "bike"] as const).map((mode) => (
                <div key={mode}>
                  <dt>{labels[mode]}</dt>
                  <dd>{local.gettingThere[mode]}</dd>
                </div>
              ))}
            </dl>
          </div>
          <OfficeCard office={office} />
        </div>
        <div className="landing-local__towns">
          <h3>{`${labels.nearbyTowns} ${elidedDe(city ?? "")}`}</h3>
          <ul>
            {local.nearbyTowns.map((town) => (
              <li key={town}>{town}</li>
            ))}
          </ul>
        </div>
      </Section>

      <SectionBand labelledBy="emploi-local" containerClassName="landing-local">
        <div className="prose">
          <h2 id="emploi-local">{local.market.title}</h2>
          {local.market.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <h3>{local.contacts.title}</h3>
          <p>{local.contacts.intro}</p>
          <ul className="landing-contacts">
            {local.contacts.items.map((item) => (
              <li key={item.name}>
                <strong className="landing-contacts__name">{item.name}</strong> {item.text}
                {item.url && (
                  <>
                    {" "}
                    <a href={item.url} target="_blank" rel="noopener noreferrer">
                      {new URL(item.url).hostname.replace(/^www\./, "")}
                      <span className="sr-only"> (nouvel onglet)</span>
                    </a>
                  </>
                )}
              </li>
            ))}
          </ul>
        </div>
        <div className="card">
          <h3>{labels.employers}</h3>
          <ul className="landing-employers">
            {local.market.employers.map((employer) => (
              <li key={employer.name}>
                <strong>{employer.name}</strong>
                <span>{employer.sector}</span>
              </li>
            ))}
          </ul>
        </div>
      </SectionBand>

      <Section
        id="reconversions"
        title={local.reconversions.title}
        tone="sand"
        intro={local.reconversions.intro}
      >
        <TextCards columns={3} items={local.reconversions.items} />
        {local.testimonial && (
          <figure className="landing-testimonial">
            <blockquote>
              <p>{local.testimonial.quote}</p>
            </blockquote>
            <figcaption>
              {local.testimonial.name}, {local.testimonial.context}
            </figcaption>
          </figure>
        )}
      </Section>
    </>
  );
}
