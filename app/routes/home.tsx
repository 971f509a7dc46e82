import { bookingPagePath } from "../../content/booking-paths.ts";
import { home as homeCopy, homeMeta } from "../../content/home.ts";
import { counters } from "../../content/key-numbers.ts";
import { reviewsClaim } from "../../content/reviews.ts";
import illustration from "../assets/illustration-accompagnement.svg";
import { CtaBand } from "../components/sections/cta-band.tsx";
import { KeyNumbers } from "../components/sections/key-numbers.tsx";
import { QualityBlock } from "../components/sections/quality-block.tsx";
import { ReviewsWidget } from "../components/sections/reviews-widget.tsx";
import { CardGrid, TextCards } from "../components/ui/card-grid.tsx";
import { Icon } from "../components/ui/icon.tsx";
import { Link } from "../components/ui/link.tsx";
import { Section, SectionBand } from "../components/ui/section.tsx";
import { VideoPlayer } from "../components/ui/video-player.tsx";
import { organizationJsonLd } from "../lib/json-ld.ts";
import { pageMeta } from "../lib/meta.ts";
import type { SiteHandle } from "../lib/route-handle.ts";
import type { Route } from "./+types/home";

export const handle: SiteHandle = {
  breadcrumb: false,
};

/**
 * Runs at build time (decision 013): the copy is read from the content files
 * and built from the regulation (quality block, funding), which stay out of
 * the browser's JavaScript; so do the counters and the review score.
 */
export function loader() {
  return { home: homeCopy, meta: homeMeta, counters, reviews: reviewsClaim() };
}

// "/" and "/home" show the same page: both point search engines to "/".
export const meta: Route.MetaFunction = ({ location, loaderData }) =>
  pageMeta({
    title: loaderData?.meta.title,
    description: loaderData?.meta.description,
    path: location.pathname,
    canonicalPath: "/",
    jsonLd: [organizationJsonLd()],
  });

export default function Home({ loaderData }: Route.ComponentProps) {
  const { home, counters, reviews } = loaderData;
  return (
    <>
      <h1 className="sr-only">{home.heading}</h1>

      <section className="hero" aria-labelledby="accroche">
        <div className="container hero__inner">
          <div className="hero__text">
            <h2 id="accroche" className="hero__title">
              {home.hero.title}
            </h2>
            <p className="hero__lead">{home.hero.lead}</p>
            <p className="hero__free">{home.commonMessages.freeFirstMeeting}</p>
            <div className="hero__actions">
              <Link to={bookingPagePath} className="btn btn-primary">
                {home.hero.primaryCta}
              </Link>
              <Link to="/bilan-de-competence" className="btn btn-outline">
                {home.hero.secondaryCta}
              </Link>
            </div>
          </div>
          <img
            className="hero__illustration"
            src={illustration}
            alt=""
            width={480}
            height={360}
            decoding="async"
            fetchPriority="low"
          />
        </div>
      </section>

      <Section id="differences" title={home.differentiators.title}>
        <TextCards columns={4} items={home.differentiators.items} />
      </Section>

      <SectionBand labelledBy="video-presentation" tone="sand" containerClassName="split">
        <div>
          <h2 id="video-presentation">{home.video.title}</h2>
          <p>{home.video.text}</p>
          <p>{home.commonMessages.delivery}</p>
        </div>
        <VideoPlayer
          sources={[
            { src: "/media/presentation.webm", type: "video/webm" },
            { src: "/media/presentation.mp4", type: "video/mp4" },
          ]}
          poster="/media/presentation-poster.webp"
          width={640}
          height={360}
          label={home.video.label}
          loop
        />
      </SectionBand>

      <Section id="services" title={home.services.title} intro={home.services.intro}>
        <CardGrid columns={3}>
          {home.services.items.map((item) => (
            <li key={item.path} className="card card--link">
              <h3>
                <Link to={item.path}>{item.title}</Link>
              </h3>
              <p>{item.text}</p>
              <Icon name="arrow-right" className="card__arrow" />
            </li>
          ))}
        </CardGrid>
        <p className="section__note">{home.commonMessages.funding}</p>
      </Section>

      <CtaBand
        id="premier-entretien"
        title={home.banner.title}
        text={home.banner.text}
        contactLabel={home.banner.cta}
      />

      <KeyNumbers title={home.keyNumbers.title} intro={home.keyNumbers.intro} counters={counters} />
      <ReviewsWidget {...home.reviews} claim={reviews} />
      <QualityBlock {...home.quality} />
    </>
  );
}
