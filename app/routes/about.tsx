import { about as aboutCopy } from "../../content/about.ts";
import { frenchTypography } from "../../content/format.ts";
import { qualityCopy } from "../../content/quality.ts";
import illustration from "../assets/illustration-equipe.svg";
import portrait from "../assets/portrait-fondatrice.svg";
import { CtaBand } from "../components/sections/cta-band.tsx";
import { QualityBlock } from "../components/sections/quality-block.tsx";
import { CardGrid, TextCards } from "../components/ui/card-grid.tsx";
import { CheckList } from "../components/ui/check-list.tsx";
import { Link } from "../components/ui/link.tsx";
import { Section, SectionBand } from "../components/ui/section.tsx";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/about";

/**
 * Runs at build time (decision 013): the page's copy is read from its content
 * file and built from the regulation and the claims, which stay out of the
 * browser's JavaScript.
 */
export function loader() {
  return {
    about: aboutCopy,
    quality: qualityCopy,
    // Each database's name, then the rest of its line typeset after it (« Défi métiers : nos formations… »).
    databases: aboutCopy.certification.databases.map(({ name, text }) => ({
      name,
      rest: frenchTypography(`${name} : ${text}`).slice(name.length),
    })),
  };
}

export const meta: Route.MetaFunction = ({ location, loaderData }) =>
  pageMeta({
    title: loaderData?.about.title,
    description: loaderData?.about.description,
    path: location.pathname,
  });

export default function About({ loaderData }: Route.ComponentProps) {
  const { about, quality, databases } = loaderData;
  return (
    <>
      <h1 className="sr-only">{about.heading}</h1>

      <SectionBand labelledBy="presentation" containerClassName="split">
        <div>
          <h2 id="presentation">{about.intro.title}</h2>
          {about.intro.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <img src={illustration} alt="" width={480} height={360} className="split__image" decoding="async" />
      </SectionBand>

      <SectionBand labelledBy="fondatrice" tone="sand" containerClassName="founder">
        <img
          src={portrait}
          alt={about.founder.portraitAlt}
          width={240}
          height={240}
          className="founder__portrait"
        />
        <div>
          <h2 id="fondatrice">{about.founder.title}</h2>
          <p className="founder__name">
            <strong>{about.founder.name}</strong>, {about.founder.role}
          </p>
          {about.founder.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </SectionBand>

      <Section id="equipe" title={about.team.title} intro={about.team.intro}>
        <CardGrid columns={3}>
          {about.team.members.map((member) => (
            <li key={member.name} className="card">
              <h3>{member.name}</h3>
              <p className="card__role">{member.role}</p>
              <p>{member.text}</p>
            </li>
          ))}
        </CardGrid>
        <p className="section__note">
          {about.team.disability.text}{" "}
          <Link to={about.team.disability.link.to}>{about.team.disability.link.label}</Link>
        </p>
      </Section>

      <Section id="valeurs" title={about.values.title} tone="primary">
        <TextCards columns={4} items={about.values.items} cardClassName="card--on-primary" />
      </Section>

      <QualityBlock {...quality} />

      <Section id="certification" title={about.certification.title} tone="sand">
        {about.certification.paragraphs.map((paragraph) => (
          <p key={paragraph} className="prose">
            {paragraph}
          </p>
        ))}
        <p className="prose">
          <Link to={about.certification.certificateLink.to}>{about.certification.certificateLink.label}</Link>
        </p>
        <CheckList
          items={databases.map(
            (database) =>
              [
                database.name,
                <>
                  <strong>{database.name}</strong>
                  {database.rest}
                </>,
              ] as const,
          )}
        />
      </Section>

      <CtaBand
        id="nous-rencontrer"
        title={about.cta.title}
        text={about.cta.text}
        contactLabel={about.cta.button}
      />
    </>
  );
}
