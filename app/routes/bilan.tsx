import { Link } from "react-router";
import { bilan, bilanMeta, bilanProgramme } from "../../content/bilan";
import { bilanCosts, bilanOffers } from "../../content/bilan-costs";
import { qualityCopy } from "../../content/quality";
import { decree2017 } from "../../content/regulation";
import { site } from "../../content/site";
import { BilanCosts } from "../components/sections/bilan-costs";
import { CtaBand } from "../components/sections/cta-band";
import { FaqSection } from "../components/sections/faq-section";
import { ProgrammeSheetSection } from "../components/sections/programme-sheet";
import { QualityBlock } from "../components/sections/quality-block";
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
import { familyMeta } from "../lib/meta";
import type { Route } from "./+types/bilan";
import "../styles/bilan.css";

const PATH = "/bilan-de-competence";

/** The topic landing pages this page points to. */
const landing = {
  cpf: `${PATH}/bilan-de-competence-CPF`,
  online: `${PATH}/bilan-de-competence-en-ligne`,
  reconversion: `${PATH}/bilan-de-competence-reconversion`,
} as const;

/**
 * Runs at build time: the page's copy, what each funding route costs, its
 * programme sheet and its FAQ questions (placed in the head office's town).
 * All of it is built from the rules and prices at build time and reaches the
 * browser as data, so the rules module never ships in the page's JavaScript.
 */
export function loader() {
  return {
    /** A skills assessment can be paid with the CPF: the footer shows the « Éligible CPF » badge. */
    cpfEligible: true,
    content: bilan,
    head: bilanMeta,
    costs: bilanCosts,
    quality: qualityCopy,
    programme: bilanProgramme,
    offers: bilanOffers,
    decree: decree2017,
    faq: faqBlock({
      tag: "bdc",
      ville: site.address.city,
      mainTitleFaq: bilan.faq.title,
      mainPfaq: bilan.faq.intro,
    }),
  };
}

export const meta: Route.MetaFunction = familyMeta(({ head, content, offers, faq }) => ({
  ...head,
  jsonLd: [
    serviceJsonLd({
      name: "Bilan de compétences",
      description: head.description,
      path: PATH,
      serviceType: "Bilan de compétences",
      offers,
    }),
    webPageJsonLd({ name: head.title, path: PATH, dateModified: content.lastModified }),
    faqJsonLd(faq.items),
  ],
}));

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
  const { content: bilan, costs, programme, decree } = loaderData;
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
                  key={part.figure}
                  className={`bilan-hours__segment bilan-hours__segment--${index + 1}`}
                  style={{ flexGrow: part.hours }}
                />
              ))}
            </div>
            <ul className="bilan-hours__list">
              {course.split.map((part, index) => (
                <li key={part.figure} className="bilan-hours__item">
                  <span
                    className={`bilan-hours__swatch bilan-hours__segment--${index + 1}`}
                    aria-hidden="true"
                  />
                  <span>
                    <strong className="bilan-hours__figure">{part.figure}</strong>
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

          <BilanCosts costs={costs} variant="full" />

          <div className="card bilan-advice">
            <h3>{prices.advice.title}</h3>
            <p>{prices.advice.text}</p>
            <Link to="/contact" className="btn btn-primary">
              {prices.advice.button}
            </Link>
          </div>
        </div>
      </section>

      <ProgrammeSheetSection
        sheet={programme}
        page={PATH}
        lastModified={bilan.lastModified}
        tone="sand"
        title={bilan.programme.title}
      />

      <QualityBlock {...loaderData.quality} showBadge={false} />

      <ReviewsWidget {...bilan.reviews} />

      <section className="section" aria-labelledby="resultats">
        <div className="container">
          <h2 id="resultats">{bilan.documents.title}</h2>
          {bilan.documents.paragraphs.map((paragraph) => (
            <p key={paragraph} className="section__intro">
              {paragraph}
            </p>
          ))}
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
