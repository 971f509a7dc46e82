import { Link } from "react-router";
import { bilanCosts, bilanOffers } from "../../content/bilan-costs";
import { deCity } from "../../content/format";
import { landingCommon, landingPath } from "../../content/landing-common";
import { officeById, officeCardData } from "../../content/offices";
import { qualityCopy } from "../../content/quality";
import { decree2017 } from "../../content/regulation";
import { site } from "../../content/site";
import { BilanCosts } from "../components/sections/bilan-costs";
import { CtaBand } from "../components/sections/cta-band";
import { FaqSection } from "../components/sections/faq-section";
import { OfficeCard } from "../components/sections/office-card";
import { QualityBlock } from "../components/sections/quality-block";
import { ReviewsWidget } from "../components/sections/reviews-widget";
import { Icon } from "../components/ui/icon";
import { PhoneCta } from "../components/ui/phone-cta";
import { ReviewStars } from "../components/ui/review-stars";
import { YouTubeEmbed } from "../components/ui/youtube-embed";
import { faqJsonLd, withCity } from "../lib/faq";
import { landingFaqBlock } from "../lib/faq.server";
import { serviceJsonLd, webPageJsonLd } from "../lib/json-ld";
import { landingForPath, relatedLandings } from "../lib/landing.server";
import { familyMeta } from "../lib/meta";
import { localOfficeJsonLd } from "../lib/office-json-ld.server";
import type { Route } from "./+types/landing";
import "../styles/landing.css";

/** The skills-assessment page and its programme sheet (indicator 1), which every landing page links to. */
const BILAN_PATH = "/bilan-de-competence";
/** « : » between a term and what follows, the space before the colon unbreakable (French typography). */
const NBSP_COLON = "\u00a0: ";
/** The topic page that shows each funding route in full; the others show the cost table only. */
const CPF_SLUG = "bilan-de-competence-CPF";

/**
 * Runs at build time: the page's row, the copy all landing pages share, what
 * each funding route costs, the office that serves a city page, its FAQ
 * selection and its related links. Only this page's data reaches the
 * browser, never the whole table, and the rules and prices the copy is built
 * from never ship in the JavaScript.
 */
export function loader({ request }: Route.LoaderArgs) {
  const page = landingForPath(new URL(request.url).pathname);
  return {
    /** A skills assessment can be paid with the CPF: the footer shows the « Éligible CPF » badge. */
    cpfEligible: true,
    page,
    path: landingPath(page.slug),
    office: page.local ? officeCardData(officeById(page.local.office)) : undefined,
    common: landingCommon,
    costs: bilanCosts,
    quality: qualityCopy,
    offers: bilanOffers,
    decree: decree2017,
    faq: landingFaqBlock({
      own: page.local?.faq ?? page.ownFaq ?? [],
      tag: page.faq.tag,
      ville: page.city,
      mainTitleFaq: page.faq.mainTitleFaq,
      mainPfaq: page.faq.mainPfaq,
    }),
    related: relatedLandings(page),
    officeJsonLd:
      page.local && page.city
        ? localOfficeJsonLd({
            officeId: page.local.office,
            path: landingPath(page.slug),
            town: page.city,
            nearbyTowns: page.local.nearbyTowns,
          })
        : undefined,
  };
}

export const meta: Route.MetaFunction = familyMeta(({ page, path, offers, officeJsonLd, faq }) => ({
  title: page.title,
  description: page.description,
  noindex: page.noindex,
  jsonLd: [
    serviceJsonLd({
      name: page.title,
      description: page.description,
      path,
      serviceType: "Bilan de compétences",
      offers,
    }),
    ...(officeJsonLd ? [officeJsonLd] : []),
    webPageJsonLd({ name: page.title, path, dateModified: page.lastModified }),
    faqJsonLd(faq.items),
  ],
}));

function ContactButton({ label, variant = "btn-primary" }: { label: string; variant?: string }) {
  return (
    <Link to="/contact" className={`btn ${variant}`}>
      {label}
    </Link>
  );
}

export default function Landing({ loaderData }: Route.ComponentProps) {
  const { page, faq, related, common, costs, decree, office } = loaderData;
  const local = page.local;
  const city = (text: string) => (page.city ? withCity(text, page.city) : text);

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

      {local && office && (
        <>
          <section className="section section--sand" aria-labelledby="seances">
            <div className="container">
              <h2 id="seances">{local.venue.title}</h2>
              <div className="landing-local">
                <div className="prose">
                  {local.venue.paragraphs.map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                  <h3>{city(common.local.gettingThere)}</h3>
                  <dl className="landing-facts">
                    {(["train", "bus", "car", "bike"] as const).map((mode) => (
                      <div key={mode}>
                        <dt>{common.local[mode]}</dt>
                        <dd>{local.gettingThere[mode]}</dd>
                      </div>
                    ))}
                  </dl>
                </div>
                <OfficeCard office={office} />
              </div>
              <div className="landing-local__towns">
                <h3>{`${common.local.nearbyTowns} ${deCity(page.city ?? "")}`}</h3>
                <ul>
                  {local.nearbyTowns.map((town) => (
                    <li key={town}>{town}</li>
                  ))}
                </ul>
              </div>
            </div>
          </section>

          <section className="section" aria-labelledby="emploi-local">
            <div className="container landing-local">
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
                <h3>{common.local.employers}</h3>
                <ul className="landing-employers">
                  {local.market.employers.map((employer) => (
                    <li key={employer.name}>
                      <strong>{employer.name}</strong>
                      <span>{employer.sector}</span>
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          </section>

          <section className="section section--sand" aria-labelledby="reconversions">
            <div className="container">
              <h2 id="reconversions">{local.reconversions.title}</h2>
              <p className="section__intro">{local.reconversions.intro}</p>
              <ul className="card-grid card-grid--3">
                {local.reconversions.items.map((item) => (
                  <li key={item.title} className="card">
                    <h3>{item.title}</h3>
                    <p>{item.text}</p>
                  </li>
                ))}
              </ul>
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
            </div>
          </section>
        </>
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

      <section className="section" aria-labelledby="essentiel">
        <div className="container">
          <h2 id="essentiel">{common.essentials.title}</h2>
          <p className="section__intro">{common.essentials.intro}</p>
          <div className="landing-essentials">
            <div className="card">
              <h3>{common.whoCan.title}</h3>
              <p>{common.whoCan.intro}</p>
              <ul>
                {common.whoCan.audiences.map((audience) => (
                  <li key={audience}>{audience}</li>
                ))}
              </ul>
            </div>
            <div className="card">
              <h3>{common.steps.title}</h3>
              <ol>
                {common.steps.items.map((step) => (
                  <li key={step.title}>
                    <strong>{step.title}</strong>
                    {NBSP_COLON}
                    {step.text}
                  </li>
                ))}
              </ol>
            </div>
            <div className="card">
              <h3>{common.reasons.title}</h3>
              <ul>
                {common.reasons.items.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
                <li>
                  {common.reasons.companyCreation.title}
                  {NBSP_COLON}
                  <Link to="/formation_creation_entreprise#top">
                    {common.reasons.companyCreation.linkLabel}
                  </Link>
                </li>
              </ul>
            </div>
          </div>
          <p className="landing-decree">
            {common.decree.text}{" "}
            <a href={decree.url} target="_blank" rel="noopener noreferrer">
              {common.decree.linkLabel}
              <span className="sr-only"> (nouvel onglet)</span>
            </a>
          </p>
          <div className="landing-actions">
            <ContactButton label={common.buttons.information} />
            <Link to={BILAN_PATH} className="landing-link">
              {common.essentials.moreLink}
              <Icon name="arrow-right" />
            </Link>
          </div>
        </div>
      </section>

      <section className="section section--sand" aria-labelledby="financement">
        <div className="container">
          <h2 id="financement">{common.funding.title}</h2>
          <ul className="card-grid card-grid--4">
            {common.funding.routes.map((route) => (
              <li key={route.name} className="card">
                <h3>{route.name}</h3>
                <p>{route.text}</p>
              </li>
            ))}
          </ul>
          <BilanCosts
            costs={costs}
            variant={page.slug === CPF_SLUG ? "full" : "table"}
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

      <QualityBlock {...loaderData.quality} showBadge={false} compact />

      <FaqSection {...faq} more={{ href: `${BILAN_PATH}#faq`, label: common.faq.moreLink }} />

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
