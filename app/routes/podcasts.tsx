import { Link } from "react-router";
import { blogCopy } from "../../content/blog/copy";
import { podcastPath, podcasts } from "../../content/podcasts";
import { Icon } from "../components/ui/icon";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/podcasts";
import "../styles/blog.css";

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({
    title: blogCopy.podcasts.title,
    description: blogCopy.podcasts.description,
    path: location.pathname,
  });

/** All podcasts (spec section 2): cards that lead to each episode's page. */
export default function Podcasts() {
  const copy = blogCopy.podcasts;
  return (
    <>
      <h1 className="sr-only">{copy.heading}</h1>
      <section className="section section--sand" aria-labelledby="podcasts-titre">
        <div className="container">
          <h2 id="podcasts-titre" className="blog-hero__title">
            {copy.lead}
          </h2>
          <p className="blog-hero__intro">{copy.intro}</p>
        </div>
      </section>
      <section className="section" aria-labelledby="episodes">
        <div className="container">
          <h2 id="episodes" className="sr-only">
            Épisodes
          </h2>
          <ul className="card-grid card-grid--2">
            {podcasts.map((podcast) => (
              <li key={podcast.link} className="card card--link podcast-card">
                <Icon name="play" className="podcast-card__icon" />
                <h3>
                  <Link to={podcastPath(podcast.link)}>{podcast.title}</Link>
                </h3>
                <p>{podcast.metades}</p>
                <p className="blog-card__date">{`${copy.published} ${podcast.date}`}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
