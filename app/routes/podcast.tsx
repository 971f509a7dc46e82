import { blogCopy } from "../../content/blog/copy.ts";
import { pageLabels, podcastNotFoundLabel } from "../../content/pages.ts";
import { isoDateOf, PODCAST_SCROLL_OFFSET, podcastPath, youtubeIdOf } from "../../content/podcast-paths.ts";
import { podcasts } from "../../content/podcasts.ts";
import { CardGrid } from "../components/ui/card-grid.tsx";
import { Icon } from "../components/ui/icon.tsx";
import { Link } from "../components/ui/link.tsx";
import { Section, SectionBand } from "../components/ui/section.tsx";
import { YouTubeEmbed } from "../components/ui/youtube-embed.tsx";
import { videoObjectJsonLd } from "../lib/json-ld.ts";
import { pageMeta } from "../lib/meta.ts";
import type { SiteHandle } from "../lib/route-handle.ts";
import type { Route } from "./+types/podcast";
import "../styles/blog.css";

/** Runs at build time: the episode (null for an unknown one) and the other episodes' cards. */
export function loader({ params }: Route.LoaderArgs) {
  const podcast = podcasts.find((episode) => episode.link === params.id);
  return {
    copy: { ...blogCopy.podcast, published: blogCopy.podcasts.published },
    podcast: podcast ?? null,
    others: podcasts
      .filter((episode) => episode.link !== params.id)
      .map(({ title, link, date }) => ({ title, link, date })),
  };
}

/** An unknown episode (no page of the site map) is answered « Podcast non trouvé » (status 404 on the server). */
export const handle: SiteHandle = {
  notFound: (params) => pageLabels[podcastPath(params.id ?? "")] === undefined,
};

export const meta: Route.MetaFunction = ({ location, loaderData }) => {
  const podcast = loaderData?.podcast;
  if (!podcast) {
    return pageMeta({
      title: loaderData?.copy.notFoundTitle ?? podcastNotFoundLabel,
      description: loaderData?.copy.notFoundText,
      path: location.pathname,
      noindex: true,
    });
  }
  const path = podcastPath(podcast.link);
  return pageMeta({
    title: podcast.titlePage,
    description: podcast.metades,
    path,
    jsonLd: [
      videoObjectJsonLd({
        name: podcast.title,
        description: podcast.metades,
        path,
        youtubeId: youtubeIdOf(podcast.yt),
        embedUrl: podcast.yt,
        uploadDate: isoDateOf(podcast.date),
      }),
    ],
  });
};

export default function PodcastPage({ loaderData }: Route.ComponentProps) {
  const { podcast, others, copy } = loaderData;

  if (!podcast) {
    return (
      <SectionBand labelledBy="podcast-titre">
        <h1 id="podcast-titre">{copy.notFoundTitle}</h1>
        <p>{copy.notFoundText}</p>
        <Link to="/blog/podcasts" className="btn btn-primary">
          {copy.notFoundLink}
        </Link>
      </SectionBand>
    );
  }

  return (
    <>
      <SectionBand labelledBy="podcast-titre" className="podcast" containerClassName="podcast__inner">
        {/* On a change of episode, the page script scrolls to just above it (app/page-scripts/episode-scroll.ts). */}
        <h1 id="podcast-titre" className="podcast__title" data-episode-scroll={PODCAST_SCROLL_OFFSET}>
          {podcast.title}
        </h1>
        <p className="blog-card__date">{`${copy.published} ${podcast.date}`}</p>
        <YouTubeEmbed key={podcast.link} youtubeId={youtubeIdOf(podcast.yt)} title={podcast.title} />
        <div className="podcast__text">
          {podcast.text.split("\n").map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
        <p className="blog-card__more">
          <Link to="/bilan-de-competence">
            {copy.bilanLink}
            <Icon name="arrow-right" />
          </Link>
        </p>
        <aside className="card podcast__meeting" aria-labelledby="premier-entretien">
          <h2 id="premier-entretien">{copy.freeMeetingTitle}</h2>
          <p>{copy.freeMeetingText}</p>
          <Link to="/contact" className="btn btn-primary">
            {copy.freeMeetingLink}
          </Link>
        </aside>
      </SectionBand>
      {others.length > 0 && (
        <Section id="autres-episodes" title={copy.othersTitle} tone="sand">
          <CardGrid columns={2}>
            {others.map((other) => (
              <li key={other.link} className="card card--link">
                <h3>
                  <Link to={podcastPath(other.link)}>{other.title}</Link>
                </h3>
                <p className="blog-card__date">{`${copy.published} ${other.date}`}</p>
              </li>
            ))}
          </CardGrid>
        </Section>
      )}
    </>
  );
}
