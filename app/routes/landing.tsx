import { Link } from "react-router";
import { bilanCosts, bilanOffers } from "../../content/bilan-costs";
import { deCity } from "../../content/format";
import { landingCommon, landingPath } from "../../content/landing-common";
import { qualityCopy } from "../../content/quality";
import { decree2017 } from "../../content/regulation";
import { site } from "../../content/site";
import { BilanCosts } from "../components/sections/bilan-costs";
import { CtaBand } from "../components/sections/cta-band";
import { FaqSection } from "../components/sections/faq-section";
import { QualityBlock } from "../components/sections/quality-block";
import { ReviewsWidget } from "../components/sections/reviews-widget";
import { CheckList } from "../components/ui/check-list";
import { Icon } from "../components/ui/icon";
import { NumberedCards } from "../components/ui/numbered-cards";
import { PhoneCta } from "../components/ui/phone-cta";
import { ReviewStars } from "../components/ui/review-stars";
import { YouTubeEmbed } from "../components/ui/youtube-embed";
import { faqJsonLd, withCity } from "../lib/faq";
import { faqBlock } from "../lib/faq.server";
import { serviceJsonLd, webPageJsonLd } from "../lib/json-ld";
import { landingForPath, relatedLandings } from "../lib/landing.server";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/landing";
import "../styles/landing.css";

/** The skills-assessment page and its programme sheet (indicator 1), which every landing page links to. */
const BILAN_PATH = "/bilan-de-competence";
/** The topic page that shows each funding route in full; the others show the compact cost block. */
const CPF_SLUG = "bilan-de-competence-CPF";

/**
 * Runs at build time: the page's row, the copy all landing pages share, what
 * each funding route costs, its FAQ questions and its related links. Only
 * this page's data reaches the browser, never the whole table, and the rules
 * and prices the copy is built from never ship in the JavaScript.
 */
export function loader({ request }: Route.LoaderArgs) {
  const page = landingForPath(new URL(request.url).pathname);
  return {
    /** A skills assessment can be paid with the CPF: the footer shows the « Éligible CPF » badge. */
    cpfEligible: true,
    page,
    path: landingPath(page.slug),
    common: landingCommon,
    costs: bilanCosts,
    quality: qualityCopy,
    offers: bilanOffers,
    decree: decree2017,
    faq: faqBlock({
      tag: page.faq.tag,
      ville: page.city,
      mainTitleFaq: page.faq.mainTitleFaq,
      mainPfaq: page.faq.mainPfaq,
    }),
    related: relatedLandings(page),
  };
}

export const meta: Route.MetaFunction = ({ location, loaderData }) => {
  if (!loaderData) return pageMeta({ path: location.pathname });
  const { page, path, offers } = loaderData;
  return pageMeta({
    title: page.title,
    description: page.description,
    path: location.pathname,
    noindex: page.noindex,
    jsonLd: [
      serviceJsonLd({
        name: page.title,
        description: page.description,
        path,
        serviceType: "Bilan de compétences",
        offers,
      }),
      webPageJsonLd({ name: page.title, path, dateModified: page.lastModified }),
      faqJsonLd(loaderData.faq.items),
    ],
  });
};

function ContactButton({ label, variant = "btn-primary" }: { label: string; variant?: string }) {
  return (
    <Link to="/contact" className={`btn ${variant}`}>
      {label}
    </Link>
  );
}

export default function Landing({ loaderData }: Route.ComponentProps) {
  const { page, faq, related, common, costs, decree } = loaderData;
  const city = (text: string) => withCity(text, page.city);

  return (
    <>
      <h1 className="sr-only">{page.heading}</h1>

      <section className="section landing-hero" aria-labelledby="presentation">
        <div className="container landing-hero__inner">
          <h2 id="presentation">{page.title}</h2>
          {page.intro.map((paragraph) => (
            <p key={paragraph} className="landing-hero__text">
              {paragraph}
            </p>
          ))}
          <ReviewStars className="landing-hero__rating" />
          <div className="landing-actions">
            <PhoneCta number={site.phone} label={common.phone.label} />
            <ContactButton label={common.buttons.assessment} />
          </div>
        </div>
      </section>

      {page.local && (
        <section className="section section--sand" aria-labelledby="pres-de-chez-vous">
          <div className="container landing-local">
            <div>
              <h2 id="pres-de-chez-vous">{page.local.title}</h2>
              <p className="landing-local__venue">
                <Icon name="map-pin" />
                <span>{page.local.venue}</span>
              </p>
              <CheckList items={page.local.access} />
              {page.local.angle.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
            <div className="card landing-local__towns">
              <h3>{`${common.local.nearbyTowns} ${deCity(page.city)}`}</h3>
              <ul>
                {page.local.nearbyTowns.map((town) => (
                  <li key={town}>{town}</li>
                ))}
              </ul>
            </div>
          </div>
        </section>
      )}

      {page.sections?.map((section, index) => (
        <section
          key={section.title}
          className={`section${index % 2 === 0 ? " section--sand" : ""}`}
          aria-labelledby={`sujet-${index + 1}`}
        >
          <div className="container prose">
            <h2 id={`sujet-${index + 1}`}>{section.title}</h2>
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
          </div>
        </section>
      ))}

      <section className="section" aria-labelledby="pour-qui">
        <div className="container split">
          <div>
            <h2 id="pour-qui">{city(common.whoCan.title)}</h2>
            {common.whoCan.paragraphs.map((paragraph) => (
              <p key={paragraph}>{city(paragraph)}</p>
            ))}
          </div>
          <CheckList items={common.whoCan.audiences.map(city)} />
          <p className="landing-decree">
            {city(common.decree.text)}{" "}
            <a href={decree.url} target="_blank" rel="noopener noreferrer">
              {common.decree.linkLabel}
              <span className="sr-only"> (nouvel onglet)</span>
            </a>
          </p>
        </div>
      </section>

      <section className="section section--sand" aria-labelledby="financement">
        <div className="container">
          <h2 id="financement">{city(common.funding.title)}</h2>
          <p className="section__intro">{city(common.funding.intro)}</p>
          <ul className="card-grid card-grid--4">
            {common.funding.routes.map((route) => (
              <li key={route.name} className="card">
                <h3>{route.name}</h3>
                <p>{city(route.text)}</p>
              </li>
            ))}
          </ul>
          <BilanCosts
            costs={costs}
            variant={page.slug === CPF_SLUG ? "full" : "compact"}
            moreHref={`${BILAN_PATH}#cout`}
          />
          <p className="landing-programme">
            {common.programme.text} <Link to={`${BILAN_PATH}#programme`}>{common.programme.linkLabel}</Link>
          </p>
          <div className="landing-actions">
            <ContactButton label={common.buttons.appointment} variant="btn-outline" />
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="pourquoi">
        <div className="container">
          <h2 id="pourquoi">{city(common.reasons.title)}</h2>
          <ul className="card-grid card-grid--3">
            {common.reasons.items.map((reason) => (
              <li key={reason.title} className="card">
                <h3>{reason.title}</h3>
                <p>{city(reason.text)}</p>
              </li>
            ))}
            <li className="card">
              <h3>{common.reasons.companyCreation.title}</h3>
              <p>{city(common.reasons.companyCreation.text)}</p>
              <p>
                <Link to="/formation_creation_entreprise#top" className="landing-link">
                  {common.reasons.companyCreation.linkLabel}
                  <Icon name="arrow-right" />
                </Link>
              </p>
            </li>
          </ul>
        </div>
      </section>

      <section className="section section--primary" aria-labelledby="etapes">
        <div className="container">
          <h2 id="etapes">{city(common.steps.title)}</h2>
          <NumberedCards
            items={common.steps.items.map((step) => ({ ...step, text: city(step.text) }))}
            onPrimary
          />
          <div className="landing-actions">
            <ContactButton label={common.buttons.information} variant="btn-light" />
          </div>
        </div>
      </section>

      {page.videos.length > 0 && (
        <section className="section" aria-labelledby="videos">
          <div className="container">
            <h2 id="videos">En vidéo</h2>
            <div className={`landing-videos landing-videos--${page.videos.length}`}>
              {page.videos.map((video) => (
                <YouTubeEmbed key={video.youtubeId} youtubeId={video.youtubeId} title={video.title} />
              ))}
            </div>
          </div>
        </section>
      )}

      <ReviewsWidget
        title={city(common.reviews.title)}
        intro={city(common.reviews.intro)}
        loadButton={common.reviews.loadButton}
        privacyNote={common.reviews.privacyNote}
      />

      <QualityBlock {...loaderData.quality} showBadge={false} />

      <FaqSection {...faq} />

      {related.length > 0 && (
        <nav className="section section--sand" aria-labelledby="autres-pages">
          <div className="container">
            <h2 id="autres-pages">{city(common.related.title)}</h2>
            <ul className="landing-related">
              {related.map((link) => (
                <li key={link.path}>
                  <Link to={link.path}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </div>
        </nav>
      )}

      <CtaBand
        id="contact-cta"
        title={city(common.cta.title)}
        text={city(common.cta.text)}
        contactLabel={common.buttons.contact}
      />
    </>
  );
}
