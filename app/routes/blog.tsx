import { useSyncExternalStore } from "react";
import { type ShouldRevalidateFunctionArgs, useSearchParams } from "react-router";
import { ALL_CATEGORIES_LABEL, blogCategories, displayCategory } from "../../content/blog/categories.ts";
import { blogCopy } from "../../content/blog/copy.ts";
import { frenchTypography } from "../../content/format.ts";
import { podcastPath } from "../../content/podcast-paths.ts";
import { podcasts } from "../../content/podcasts.ts";
import { SocialLinks } from "../components/layout/social-links.tsx";
import { CardGrid } from "../components/ui/card-grid.tsx";
import { Icon } from "../components/ui/icon.tsx";
import { Link } from "../components/ui/link.tsx";
import { Section } from "../components/ui/section.tsx";
import { articleCards } from "../lib/blog.server.ts";
import { filterArticles } from "../lib/blog-filter.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/blog";
import "../styles/blog.css";

/** Runs at build time: the cards of the linked articles and the podcast teasers. */
export function loader() {
  return {
    cards: articleCards(),
    podcasts: podcasts.map(({ title, link, date }) => ({ title, link, date })),
  };
}

/** Choosing a category changes only the query: the list is already here, nothing to fetch. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({ title: blogCopy.index.title, description: blogCopy.index.description, path: location.pathname });

const subscribe = () => () => {};

/**
 * False while the page is pre-rendered and hydrated, true after: the
 * pre-rendered list is the unfiltered one, so the filter from the URL applies
 * only once the page is live (no hydration mismatch).
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

type BlogData = Route.ComponentProps["loaderData"];
type Category = (typeof blogCategories)[number];

/** The category links: all the articles, then one per category; the current one marked once live. */
function CategoryNav({ active, hydrated }: { active: Category | undefined; hydrated: boolean }) {
  return (
    <nav aria-label={blogCopy.index.categoriesLabel}>
      <ul className="blog-categories">
        <li>
          <Link
            to="/blog"
            preventScrollReset
            className="blog-categories__link"
            aria-current={hydrated && !active ? "page" : undefined}
          >
            {ALL_CATEGORIES_LABEL}
          </Link>
        </li>
        {blogCategories.map((category) => (
          <li key={category.slug}>
            <Link
              to={`/blog?categorie=${category.slug}`}
              preventScrollReset
              className="blog-categories__link"
              aria-current={active?.slug === category.slug ? "page" : undefined}
            >
              {displayCategory(category.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** An article's card; the first three pictures load at once, the others when near. */
function ArticleCard({ card, eager }: { card: BlogData["cards"][number]; eager: boolean }) {
  return (
    <li className="card blog-card">
      <img
        className="blog-card__picture"
        src={card.picture}
        alt=""
        width={card.width}
        height={card.height}
        loading={eager ? "eager" : "lazy"}
      />
      <h3 className="blog-card__title">{card.title}</h3>
      <p>{card.description}</p>
      <p className="blog-card__more">
        <Link to={card.PageLink}>
          {blogCopy.index.readMore}
          <span className="sr-only">{` ${card.title}`}</span>
          <Icon name="arrow-right" />
        </Link>
      </p>
    </li>
  );
}

/** The podcast episodes' teasers and the link to all of them. */
function PodcastTeasers({ episodes }: { episodes: BlogData["podcasts"] }) {
  const copy = blogCopy.index;
  return (
    <Section id="podcasts" title={copy.podcastsTitle} tone="sand" intro={copy.podcastsIntro}>
      <CardGrid columns={2}>
        {episodes.map((episode) => (
          <li key={episode.link} className="card card--link">
            <h3>
              <Link to={podcastPath(episode.link)}>{episode.title}</Link>
            </h3>
            <p className="blog-card__date">{`${blogCopy.podcasts.published} ${episode.date}`}</p>
          </li>
        ))}
      </CardGrid>
      <p className="blog-card__more">
        <Link to="/blog/podcasts">
          {copy.podcastsLink}
          <Icon name="arrow-right" />
        </Link>
      </p>
    </Section>
  );
}

/** The closing cards: contact, the consultant training, the social networks. */
function GoFurther() {
  const copy = blogCopy.index;
  return (
    <Section id="aller-plus-loin" title={copy.moreTitle}>
      <CardGrid columns={3}>
        <li className="card">
          <p>{copy.contactText}</p>
          <Link to="/contact" className="btn btn-primary">
            {copy.contactLink}
          </Link>
        </li>
        <li className="card">
          <p>{copy.consultantText}</p>
          <Link to="/formation_metier_consultant_en_gestion_de_carrieres" className="btn btn-outline">
            {copy.consultantLink}
          </Link>
        </li>
        <li className="card">
          <p>{copy.socialText}</p>
          <SocialLinks />
        </li>
      </CardGrid>
    </Section>
  );
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { cards, podcasts: episodes } = loaderData;
  const copy = blogCopy.index;
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  const slug = hydrated ? params.get("categorie") : null;
  const active = blogCategories.find((category) => category.slug === slug);
  const shown = filterArticles(cards, active?.label);

  return (
    <>
      <h1 className="sr-only">{copy.heading}</h1>

      {/* `section--sand` is written out: on this section it comes before `blog-hero`. */}
      <Section
        id="blog-titre"
        title={copy.lead}
        className="section--sand blog-hero"
        headingClassName="blog-hero__title"
      >
        <p className="blog-hero__intro">{copy.intro}</p>
        <CategoryNav active={active} hydrated={hydrated} />
      </Section>

      <Section
        id="articles"
        title={active ? frenchTypography(`Articles : ${displayCategory(active.label)}`) : "Tous les articles"}
        headingClassName="sr-only"
      >
        <p className="blog-count" role="status">
          {copy.count(shown.length)}
        </p>
        <CardGrid columns={3} className="blog-cards">
          {shown.map((card, index) => (
            <ArticleCard key={card.PageLink} card={card} eager={index < 3} />
          ))}
        </CardGrid>
      </Section>

      <PodcastTeasers episodes={episodes} />
      <GoFurther />
    </>
  );
}
