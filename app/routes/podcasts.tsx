import { blogCopy } from "../../content/blog/copy.ts";
import { podcastPath } from "../../content/podcast-paths.ts";
import { podcasts } from "../../content/podcasts.ts";
import { CardGrid } from "../components/ui/card-grid.tsx";
import { Icon } from "../components/ui/icon.tsx";
import { Link } from "../components/ui/link.tsx";
import { Section } from "../components/ui/section.tsx";
import { familyMeta } from "../lib/meta.ts";
import type { Route } from "./+types/podcasts";
import "../styles/blog.css";

/** Runs at build time: the page's copy and the episodes' cards. */
export function loader() {
  return {
    copy: blogCopy.podcasts,
    podcasts: podcasts.map(({ title, link, date, metades }) => ({ title, link, date, metades })),
  };
}

export const meta: Route.MetaFunction = familyMeta(({ copy }) => ({
  title: copy.title,
  description: copy.description,
}));

/** All podcasts (spec section 2): cards that lead to each episode's page. */
export default function Podcasts({ loaderData }: Route.ComponentProps) {
  const { copy } = loaderData;
  return (
    <>
      <h1 className="sr-only">{copy.heading}</h1>
      <Section id="podcasts-titre" title={copy.lead} tone="sand" headingClassName="blog-hero__title">
        <p className="blog-hero__intro">{copy.intro}</p>
      </Section>
      <Section id="episodes" title={copy.episodes} headingClassName="sr-only">
        <CardGrid columns={2}>
          {loaderData.podcasts.map((podcast) => (
            <li key={podcast.link} className="card card--link podcast-card">
              <Icon name="play" className="podcast-card__icon" />
              <h3>
                <Link to={podcastPath(podcast.link)}>{podcast.title}</Link>
              </h3>
              <p>{podcast.metades}</p>
              <p className="blog-card__date">{`${copy.published} ${podcast.date}`}</p>
            </li>
          ))}
        </CardGrid>
      </Section>
    </>
  );
}
