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
import { ResponsivePicture } from "../components/ui/responsive-picture.tsx";
import { Section } from "../components/ui/section.tsx";
import { articleCards } from "../lib/blog.server.ts";
import { articleCountText, filterArticles } from "../lib/blog-filter.ts";
import { familyMeta } from "../lib/meta.ts";
import type { SiteHandle } from "../lib/route-handle.ts";
import type { Route } from "./+types/blog";
import "../styles/blog.css";

/** The category filter: the list React renders from the address's query (decision 045). */
export const handle: SiteHandle = { hydrate: true };

/** Runs at build time: the page's copy and categories, the cards of the linked articles and the podcast teasers. */
export async function loader() {
  return {
    copy: blogCopy.index,
    published: blogCopy.podcasts.published,
    allCategories: ALL_CATEGORIES_LABEL,
    categories: blogCategories.map((category) => ({ ...category, display: displayCategory(category.label) })),
    cards: await articleCards(),
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

export const meta: Route.MetaFunction = familyMeta(({ copy }) => ({
  title: copy.title,
  description: copy.description,
}));

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
type Category = BlogData["categories"][number];

/** The category links: all the articles, then one per category; the current one marked once live. */
function CategoryNav({
  data,
  active,
  hydrated,
}: {
  data: BlogData;
  active: Category | undefined;
  hydrated: boolean;
}) {
  return (
    <nav aria-label={data.copy.categoriesLabel}>
      <ul className="blog-categories">
        <li>
          <Link
            to="/blog"
            preventScrollReset
            reloadDocument={false}
            className="blog-categories__link"
            aria-current={hydrated && !active ? "page" : undefined}
          >
            {data.allCategories}
          </Link>
        </li>
        {data.categories.map((category) => (
          <li key={category.slug}>
            <Link
              to={`/blog?categorie=${category.slug}`}
              preventScrollReset
              reloadDocument={false}
              className="blog-categories__link"
              aria-current={active?.slug === category.slug ? "page" : undefined}
            >
              {category.display}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The width of a card's picture: a third of the content on a wide screen, half on a tablet, all on a phone. */
const CARD_PICTURE_SIZES = "(min-width: 64rem) 23rem, (min-width: 40rem) 50vw, 100vw";

/** An article's card; the first three pictures load at once, the others when near. */
function ArticleCard({
  card,
  readMore,
  eager,
}: {
  card: BlogData["cards"][number];
  readMore: string;
  eager: boolean;
}) {
  return (
    <li className="card blog-card">
      <ResponsivePicture
        className="blog-card__picture"
        picture={card.picture}
        alt=""
        sizes={CARD_PICTURE_SIZES}
        loading={eager ? "eager" : "lazy"}
      />
      <h3 className="blog-card__title">{card.title}</h3>
      <p>{card.description}</p>
      <p className="blog-card__more">
        <Link to={card.PageLink}>
          {readMore}
          <span className="sr-only">{` ${card.title}`}</span>
          <Icon name="arrow-right" />
        </Link>
      </p>
    </li>
  );
}

/** The podcast episodes' teasers and the link to all of them. */
function PodcastTeasers({ data }: { data: BlogData }) {
  const { copy, podcasts: episodes } = data;
  return (
    <Section id="podcasts" title={copy.podcastsTitle} tone="sand" intro={copy.podcastsIntro}>
      <CardGrid columns={2}>
        {episodes.map((episode) => (
          <li key={episode.link} className="card card--link">
            <h3>
              <Link to={podcastPath(episode.link)}>{episode.title}</Link>
            </h3>
            <p className="blog-card__date">{`${data.published} ${episode.date}`}</p>
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
function GoFurther({ copy }: { copy: BlogData["copy"] }) {
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
  const { cards, copy } = loaderData;
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  const slug = hydrated ? params.get("categorie") : null;
  const active = loaderData.categories.find((category) => category.slug === slug);
  const shown = filterArticles(cards, active?.label, loaderData.allCategories);

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
        <CategoryNav data={loaderData} active={active} hydrated={hydrated} />
      </Section>

      <Section
        id="articles"
        title={
          active
            ? frenchTypography(copy.categoryArticles.replace("{categorie}", active.display))
            : copy.allArticles
        }
        headingClassName="sr-only"
      >
        <p className="blog-count" role="status">
          {articleCountText(copy.count, shown.length)}
        </p>
        <CardGrid columns={3} className="blog-cards">
          {shown.map((card, index) => (
            <ArticleCard key={card.PageLink} card={card} readMore={copy.readMore} eager={index < 3} />
          ))}
        </CardGrid>
      </Section>

      <PodcastTeasers data={loaderData} />
      <GoFurther copy={copy} />
    </>
  );
}
