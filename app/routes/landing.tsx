import { bilanCosts, bilanOffers } from "../../content/bilan-costs.ts";
import { hasSimulator, simulatorData, simulatorLinkText } from "../../content/bilan-simulator.server.ts";
import { nextSlotLine } from "../../content/next-slot.ts";
import { officeById, officeCardData } from "../../content/offices.ts";
import { qualityCopy } from "../../content/quality.ts";
import { decree2017 } from "../../content/regulation.ts";
import { resultsBlock } from "../../content/results.ts";
import { reviewsClaim } from "../../content/reviews.ts";
import { site } from "../../content/site.ts";
import { BILAN_PATH } from "../components/bilan/paths.ts";
import { ContactButton } from "../components/landing/contact-button.tsx";
import { Essentials } from "../components/landing/essentials.tsx";
import { Funding } from "../components/landing/funding.tsx";
import { LocalSections } from "../components/landing/local-sections.tsx";
import { TopicSections } from "../components/landing/topic-sections.tsx";
import { CtaBand } from "../components/sections/cta-band.tsx";
import { FaqSection } from "../components/sections/faq-section.tsx";
import { NextSlot } from "../components/sections/next-slot.tsx";
import { QualityBlock } from "../components/sections/quality-block.tsx";
import { ResultsBlock } from "../components/sections/results-block.tsx";
import { ReviewsWidget } from "../components/sections/reviews-widget.tsx";
import { Link } from "../components/ui/link.tsx";
import { PhoneCta } from "../components/ui/phone-cta.tsx";
import { ReviewStars } from "../components/ui/review-stars.tsx";
import { Section } from "../components/ui/section.tsx";
import { YouTubeEmbed } from "../components/ui/youtube-embed.tsx";
import { landingFaqBlock } from "../lib/faq.server.ts";
import { faqJsonLd, withCity } from "../lib/faq.ts";
import { serviceJsonLd, webPageJsonLd } from "../lib/json-ld.ts";
import { landingCommon, landingForPath, landingPath, relatedLandings } from "../lib/landing.server.ts";
import { familyMeta } from "../lib/meta.ts";
import { localOfficeJsonLd } from "../lib/office-json-ld.server.ts";
import type { SiteHandle } from "../lib/route-handle.ts";
import type { Route } from "./+types/landing";
import "../styles/landing.css";

/** The topic page that shows each funding route in full; the others show the cost table only. */
const CPF_SLUG = "bilan-de-competence-CPF";

/**
 * Only the pages that show the cost simulator, a form whose state is React's,
 * load the framework; elsewhere the loader sends the link's words instead
 * (decision 045). The videos, reviews and « next free slot » line are the page script's.
 */
export const handle: SiteHandle = {
  hydrate: (data) => typeof (data as { simulator?: unknown } | undefined)?.simulator === "object",
};

/**
 * Runs at build time: the page's row, the copy all landing pages share, what
 * each funding route costs, the office that serves a city page, its FAQ
 * selection and its related links. Only this page's data reaches the
 * browser, never the whole table, and the rules and prices the copy is built
 * from never ship in the JavaScript.
 */
export function loader({ url }: Route.LoaderArgs) {
  const page = landingForPath(url.pathname);
  return {
    /** A skills assessment can be paid with the CPF: the footer shows the « Éligible CPF » badge. */
    cpfEligible: true,
    page,
    path: landingPath(page.slug),
    office: page.local ? officeCardData(officeById(page.local.office)) : undefined,
    common: landingCommon,
    costs: bilanCosts,
    /** « Combien vais-je payer ? » where content/bilan/simulator.yaml puts it; elsewhere a link to it. */
    simulator: hasSimulator(page.slug) ? simulatorData() : simulatorLinkText,
    quality: qualityCopy,
    offers: bilanOffers,
    decree: decree2017,
    reviews: reviewsClaim(),
    /** The skills assessment's results, on the city pages. */
    results: page.local ? resultsBlock("bilan") : undefined,
    faq: landingFaqBlock({
      own: page.local?.faq ?? page.ownFaq ?? [],
      tag: page.faq.tag,
      ville: page.city,
      mainTitleFaq: page.faq.mainTitleFaq,
      mainPfaq: page.faq.mainPfaq,
    }),
    related: relatedLandings(page),
    nextSlot: nextSlotLine({ office: page.local?.office }),
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

export default function Landing({ loaderData }: Route.ComponentProps) {
  const { page, faq, related, common, costs, decree, office } = loaderData;
  const city = (text: string) => (page.city ? withCity(text, page.city) : text);

  return (
    <>
      <h1 className="sr-only">{page.heading}</h1>

      <Section
        id="presentation"
        title={page.title}
        className="landing-hero"
        containerClassName="landing-hero__inner"
      >
        {page.intro.map((paragraph) => (
          <p key={paragraph} className="landing-hero__text">
            {paragraph}
          </p>
        ))}
        <ReviewStars className="landing-hero__rating" claim={loaderData.reviews} />
        <div className="landing-actions">
          <PhoneCta number={site.phone} label={common.phone.label} />
          <ContactButton label={common.buttons.assessment} />
        </div>
      </Section>

      {page.local && office && (
        <LocalSections
          city={page.city}
          local={page.local}
          office={office}
          labels={common.local}
          inCity={city}
        />
      )}

      {page.sections && <TopicSections sections={page.sections} />}

      <Essentials common={common} decree={decree} />

      <Funding common={common} costs={costs} full={page.slug === CPF_SLUG} simulator={loaderData.simulator} />

      {page.videos.length > 0 && (
        <Section id="videos" title="En vidéo">
          <div className={`landing-videos landing-videos--${page.videos.length}`}>
            {page.videos.map((video) => (
              <YouTubeEmbed key={video.youtubeId} youtubeId={video.youtubeId} title={video.title} />
            ))}
          </div>
        </Section>
      )}

      <ReviewsWidget
        title={city(common.reviews.title)}
        intro={city(common.reviews.intro)}
        loadButton={common.reviews.loadButton}
        privacyNote={common.reviews.privacyNote}
        claim={loaderData.reviews}
      />

      <QualityBlock {...loaderData.quality} showBadge={false} compact />

      <FaqSection {...faq} more={{ href: `${BILAN_PATH}#faq`, label: common.faq.moreLink }} />

      {related.length > 0 && (
        <Section id="autres-pages" title={city(common.related.title)} tone="sand" as="nav">
          <ul className="landing-related">
            {related.map((link) => (
              <li key={link.path}>
                <Link to={link.path}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </Section>
      )}

      {loaderData.results && <ResultsBlock {...loaderData.results} />}

      <CtaBand
        id="contact-cta"
        title={city(common.cta.title)}
        text={city(common.cta.text)}
        contactLabel={common.buttons.contact}
        nextSlot={<NextSlot line={loaderData.nextSlot} />}
      />
    </>
  );
}
