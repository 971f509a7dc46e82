import { Link } from "react-router";
import { bilan, bilanMeta } from "../../content/bilan";
import { decree2017, formatEuros } from "../../content/bilan-facts";
import { site } from "../../content/site";
import { CtaBand } from "../components/sections/cta-band";
import { FaqSection } from "../components/sections/faq-section";
import { ReviewsWidget } from "../components/sections/reviews-widget";
import { CheckList } from "../components/ui/check-list";
import { DocumentList } from "../components/ui/document-list";
import { Icon } from "../components/ui/icon";
import { NumberedCards } from "../components/ui/numbered-cards";
import { PhoneCta } from "../components/ui/phone-cta";
import { formatLongDate } from "../lib/dates";
import { documentList } from "../lib/documents";
import { faqJsonLd } from "../lib/faq";
import { faqBlock } from "../lib/faq.server";
import { serviceJsonLd, webPageJsonLd } from "../lib/json-ld";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/bilan";
import "../styles/bilan.css";

const PATH = "/bilan-de-competence";

/** The topic landing pages this page points to. */
const landing = {
  cpf: `${PATH}/bilan-de-competence-CPF`,
  online: `${PATH}/bilan-de-competence-en-ligne`,
  reconversion: `${PATH}/bilan-de-competence-reconversion`,
} as const;

/** Runs at build time: the page's FAQ questions, placed in the head office's town. */
export function loader() {
  return {
    faq: faqBlock({
      tag: "bdc",
      ville: site.address.city,
      mainTitleFaq: bilan.faq.title,
      mainPfaq: bilan.faq.intro,
    }),
  };
}

export const meta: Route.MetaFunction = ({ location, loaderData }) =>
  pageMeta({
    ...bilanMeta,
    path: location.pathname,
    jsonLd: [
      serviceJsonLd({
        name: "Bilan de compétences",
        description: bilanMeta.description,
        path: PATH,
        serviceType: "Bilan de compétences",
        offers: bilan.prices.rows.map(({ name, price }) => ({ name, price })),
      }),
      webPageJsonLd({ name: bilanMeta.title, path: PATH, dateModified: bilan.lastModified }),
      faqJsonLd(loaderData?.faq.items ?? []),
    ],
  });

/** A link to another page of the site, with an arrow. */
function MoreLink({ to, children }: { to: string; children: string }) {
  return (
    <p className="bilan-more">
      <Link to={to}>
        {children}
        <Icon name="arrow-right" />
      </Link>
    </p>
  );
}

export default function Bilan({ loaderData }: Route.ComponentProps) {
  const { lead, facts, definition, audience, course, phases, confidentiality, funding, prices } = bilan;
  return (
    <div className="bilan">
      <h1 className="sr-only">{bilan.heading}</h1>

      <section className="hero bilan-lead" aria-labelledby="bilan-essentiel">
        <div className="container bilan-lead__grid">
          <div>
            <h2 id="bilan-essentiel" className="hero__title">
              {lead.title}
            </h2>
            <p className="hero__lead bilan-lead__text">{lead.text}</p>
            <p className="hero__free">{lead.free}</p>
            <div className="hero__actions">
              <PhoneCta number={site.phone} />
              <Link to="/contact" className="btn btn-outline">
                {lead.contactButton}
              </Link>
            </div>
            <p className="bilan-lead__hours">
              <Icon name="clock" />
              <span>{lead.hours}</span>
            </p>
          </div>

          <section aria-labelledby="en-bref">
            <h2 id="en-bref" className="sr-only">
              {facts.title}
            </h2>
            <ul className="bilan-facts">
              {facts.items.map((fact) => (
                <li key={fact.figure} className="card bilan-fact">
                  <strong className="bilan-fact__figure">{fact.figure}</strong>
                  <span className="bilan-fact__text">{fact.text}</span>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </section>

      <section className="section section--sand" aria-labelledby="definition">
        <div className="container bilan-columns">
          <div>
            <h2 id="definition">{definition.title}</h2>
            {definition.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <p>{definition.reasonsIntro}</p>
            <CheckList items={definition.reasons} className="bilan-list" />
            <MoreLink to={landing.reconversion}>{definition.reconversionLink}</MoreLink>
          </div>

          <div>
            <h2 id="pour-qui">{audience.title}</h2>
            <p>{audience.intro}</p>
            <CheckList items={audience.items} className="bilan-list" />
            <p className="bilan-note">{audience.employees}</p>
            <div className="card bilan-public">
              <h3>{audience.publicSector.title}</h3>
              <p>{audience.publicSector.text}</p>
              <p>
                {audience.publicSector.decreeBefore}{" "}
                <a href={decree2017.url} target="_blank" rel="noopener noreferrer">
                  {decree2017.title}
                  <span className="sr-only"> (nouvel onglet)</span>
                </a>{" "}
                {audience.publicSector.decreeAfter}
              </p>
            </div>
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="deroulement">
        <div className="container">
          <h2 id="deroulement">{course.title}</h2>
          <p className="section__intro">{course.intro}</p>
          <div className="bilan-hours">
            <div className="bilan-hours__bar" aria-hidden="true">
              {course.split.map((part, index) => (
                <span
                  key={part.label}
                  className={`bilan-hours__segment bilan-hours__segment--${index + 1}`}
                  style={{ flexGrow: part.hours }}
                />
              ))}
            </div>
            <ul className="bilan-hours__list">
              {course.split.map((part, index) => (
                <li key={part.label} className="bilan-hours__item">
                  <span
                    className={`bilan-hours__swatch bilan-hours__segment--${index + 1}`}
                    aria-hidden="true"
                  />
                  <span>
                    <strong className="bilan-hours__figure">
                      {`${part.hours}\u00a0h`} {part.label}
                    </strong>
                    <span className="bilan-hours__text">{part.text}</span>
                  </span>
                </li>
              ))}
            </ul>
          </div>

          <ul className="card-grid card-grid--3 bilan-course">
            {[course.followUp, course.flash, course.delivery].map((item) => (
              <li key={item.title} className="card">
                <h3>{item.title}</h3>
                <p>{item.text}</p>
                {item === course.delivery && <MoreLink to={landing.online}>{course.onlineLink}</MoreLink>}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--sand" aria-labelledby="phases">
        <div className="container">
          <h2 id="phases">{phases.title}</h2>
          <p className="section__intro">{phases.intro}</p>
          <NumberedCards items={phases.items} />
        </div>
      </section>

      <section className="section section--primary" aria-labelledby="confidentialite">
        <div className="container">
          <div className="prose">
            <h2 id="confidentialite">{confidentiality.title}</h2>
            {confidentiality.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="financement">
        <div className="container">
          <h2 id="financement">{funding.title}</h2>
          <p className="section__intro">{funding.intro}</p>
          <ul className="card-grid card-grid--4">
            {funding.routes.map((route, index) => (
              <li key={route.title} className="card">
                <h3>{route.title}</h3>
                <p>{route.text}</p>
                {/* The CPF comes first in bilanFacts.funding: it has its own landing page. */}
                {index === 0 && <MoreLink to={landing.cpf}>{funding.cpfLink}</MoreLink>}
              </li>
            ))}
          </ul>

          <div className="bilan-prices">
            <div>
              <h3 id="tarifs">{prices.title}</h3>
              <p id="tarifs-intro" className="price-table__intro">
                {prices.intro}
              </p>
              <div className="price-table__frame">
                <table className="price-table" aria-labelledby="tarifs" aria-describedby="tarifs-intro">
                  <thead>
                    <tr>
                      <th scope="col">{prices.formulaHeader}</th>
                      <th scope="col" className="price-table__price">
                        {prices.priceHeader}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {prices.rows.map((row) => (
                      <tr key={row.name}>
                        <th scope="row">
                          <span className="price-table__name">{row.name}</span>
                          <span className="price-table__detail">{row.detail}</span>
                        </th>
                        <td className="price-table__price">{formatEuros(row.price)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </div>
            <div className="card bilan-advice">
              <h3>{prices.advice.title}</h3>
              <p>{prices.advice.text}</p>
              <Link to="/contact" className="btn btn-primary">
                {prices.advice.button}
              </Link>
            </div>
          </div>
        </div>
      </section>

      <ReviewsWidget {...bilan.reviews} />

      <section className="section section--sand" aria-labelledby="resultats">
        <div className="container">
          <h2 id="resultats">{bilan.documents.title}</h2>
          <p className="section__intro">{bilan.documents.intro}</p>
          <DocumentList file={documentList("bilan")} />
        </div>
      </section>

      <FaqSection {...loaderData.faq} />

      <div className="container">
        <p className="bilan-updated">
          {bilan.updated} <time dateTime={bilan.lastModified}>{formatLongDate(bilan.lastModified)}</time>
        </p>
      </div>

      <CtaBand
        id="bilan-rendez-vous"
        title={bilan.cta.title}
        text={bilan.cta.text}
        contactLabel={bilan.cta.button}
      />
    </div>
  );
}
