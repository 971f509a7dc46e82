import { displayCategory } from "../../content/blog/categories.ts";
import { blogCopy, readingTimeText } from "../../content/blog/copy.ts";
import { longDate } from "../../content/format.ts";
import { CtaBand } from "../components/sections/cta-band.tsx";
import { CardGrid } from "../components/ui/card-grid.tsx";
import { Icon } from "../components/ui/icon.tsx";
import { Link } from "../components/ui/link.tsx";
import { ResponsivePicture } from "../components/ui/responsive-picture.tsx";
import { Section } from "../components/ui/section.tsx";
import {
  articleForPath,
  articleHtml,
  readingMinutes,
  relatedArticles,
  showArticle,
  wordCount,
} from "../lib/blog.server.ts";
import { blogPostingJsonLd } from "../lib/json-ld.ts";
import { familyMeta } from "../lib/meta.ts";
import type { Route } from "./+types/article";
import "../styles/blog.css";

/** Runs at build time: the page's copy, the article's HTML, picture, reading time and related articles. */
export async function loader({ url }: Route.LoaderArgs) {
  const source = articleForPath(url.pathname);
  return {
    copy: { ...blogCopy.article, contactLink: blogCopy.index.contactLink },
    article: await showArticle(source),
    categories: source.categorie.map(displayCategory),
    html: articleHtml(source.body, source.origin),
    readingTime: readingTimeText(readingMinutes(source.body)),
    words: wordCount(source.body),
    related: relatedArticles(source),
  };
}

export const meta: Route.MetaFunction = familyMeta(({ article, words }) => ({
  title: article.title,
  description: article.description,
  type: "article",
  jsonLd: [
    blogPostingJsonLd({
      headline: article.title,
      description: article.description,
      path: article.PageLink,
      image: article.picture.src,
      datePublished: article.date,
      dateModified: article.updated,
      author: article.author,
      wordCount: words,
    }),
  ],
}));

/** The width of the article's picture: the text's column, at most 48rem less its margins. */
const ARTICLE_PICTURE_SIZES = "(min-width: 48rem) 45rem, 100vw";

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { copy, article, categories, html, readingTime, related } = loaderData;
  return (
    <>
      <article className="article" aria-labelledby="article-title">
        <header className="section section--sand article-header">
          <div className="container article-header__inner">
            <ul className="article-tags" aria-label={copy.categoriesLabel}>
              {categories.map((label) => (
                <li key={label}>{label}</li>
              ))}
            </ul>
            <h1 id="article-title" className="article-header__title">
              {article.title}
            </h1>
            <p className="article-header__lead">{article.description}</p>
            <p className="article-header__meta">
              {`${copy.by} ${article.author} · ${copy.published} `}
              <time dateTime={article.date}>{longDate(article.date)}</time>
              {article.updated && (
                <>
                  {` · ${copy.updated} `}
                  <time dateTime={article.updated}>{longDate(article.updated)}</time>
                </>
              )}
              {` · ${readingTime}`}
            </p>
          </div>
        </header>
        <div className="container article-layout">
          <ResponsivePicture
            className="article-picture"
            picture={article.picture}
            alt={article.pictureAlt}
            sizes={ARTICLE_PICTURE_SIZES}
            fetchPriority="high"
          />
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: Markdown of our own files, rendered at build without raw HTML */}
          <div className="prose article-body" dangerouslySetInnerHTML={{ __html: html }} />
          <p className="article-back">
            <Link to="/blog">
              <Icon name="arrow-right" className="article-back__icon" />
              {copy.back}
            </Link>
          </p>
        </div>
      </article>

      {related.length > 0 && (
        <Section id="a-lire-aussi" title={copy.related} tone="sand">
          <CardGrid columns={3}>
            {related.map((card) => (
              <li key={card.PageLink} className="card">
                <h3 className="article-related__title">
                  <Link to={card.PageLink}>{card.title}</Link>
                </h3>
                <p>{card.description}</p>
              </li>
            ))}
          </CardGrid>
        </Section>
      )}

      <CtaBand id="contact-cta" title={copy.ctaTitle} text={copy.ctaText} contactLabel={copy.contactLink} />
    </>
  );
}
