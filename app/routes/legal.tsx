import { Link } from "react-router";
import { type RichText, type TextLink, UPDATED_LABEL } from "../../content/legal/types";
import { formatLongDate } from "../lib/dates";
import { webPageJsonLd } from "../lib/json-ld";
import { legalPageForPath } from "../lib/legal.server";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/legal";
import "../styles/legal.css";

/** Runs at build time: only this page's copy reaches the browser. */
export function loader({ request }: Route.LoaderArgs) {
  return { page: legalPageForPath(new URL(request.url).pathname) };
}

export const meta: Route.MetaFunction = ({ location, loaderData }) => {
  if (!loaderData) return pageMeta({ path: location.pathname });
  const { page } = loaderData;
  return pageMeta({
    title: page.title,
    description: page.description,
    path: location.pathname,
    jsonLd: [webPageJsonLd({ name: page.title, path: page.path, dateModified: page.lastModified })],
  });
};

/** A path of the site ("/contact") is a client link; a file or another scheme is a plain link. */
function TextAnchor({ link }: { link: TextLink }) {
  const isPage = link.href.startsWith("/") && !/\.[a-z0-9]+$/i.test(link.href);
  if (isPage) return <Link to={link.href}>{link.label}</Link>;
  return (
    <a href={link.href} className={link.href.startsWith("tel:") ? "nowrap" : undefined}>
      {link.label}
    </a>
  );
}

function Rich({ text }: { text: RichText }) {
  if (typeof text === "string") return text;
  return (
    <>
      {text.map((part) =>
        typeof part === "string" ? part : <TextAnchor key={`${part.href} ${part.label}`} link={part} />,
      )}
    </>
  );
}

/** A stable key for a rich text within its list. */
function keyOf(text: RichText): string {
  return typeof text === "string"
    ? text
    : text.map((part) => (typeof part === "string" ? part : part.href)).join("");
}

export default function Legal({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <>
      <h1 className="sr-only">{page.heading}</h1>

      <div className="section">
        <div className="container">
          <div className="legal">
            <section aria-labelledby="presentation">
              <h2 id="presentation">{page.title}</h2>
              {page.intro.map((paragraph) => (
                <p key={keyOf(paragraph)} className="section__intro">
                  <Rich text={paragraph} />
                </p>
              ))}
              <nav className="legal__toc" aria-labelledby="sommaire">
                <h2 id="sommaire">Sur cette page</h2>
                <ul>
                  {page.sections.map((section) => (
                    <li key={section.id}>
                      <a href={`#${section.id}`}>{section.title}</a>
                    </li>
                  ))}
                </ul>
              </nav>
            </section>

            {page.sections.map((section) => (
              <section key={section.id} className="legal__section" aria-labelledby={section.id}>
                <h2 id={section.id}>{section.title}</h2>
                {section.blocks.map((block) => {
                  if ("subtitle" in block) return <h3 key={block.subtitle}>{block.subtitle}</h3>;
                  if ("paragraph" in block)
                    return (
                      <p key={keyOf(block.paragraph)}>
                        <Rich text={block.paragraph} />
                      </p>
                    );
                  if ("list" in block)
                    return (
                      <ul key={block.list.map(keyOf).join("|")}>
                        {block.list.map((item) => (
                          <li key={keyOf(item)}>
                            <Rich text={item} />
                          </li>
                        ))}
                      </ul>
                    );
                  return (
                    <dl key={block.facts.map((fact) => fact.term).join("|")} className="legal-facts">
                      {block.facts.map((fact) => (
                        <div key={fact.term}>
                          <dt>{fact.term}</dt>
                          <dd>
                            <Rich text={fact.value} />
                          </dd>
                        </div>
                      ))}
                    </dl>
                  );
                })}
              </section>
            ))}

            <p className="legal__updated">
              {page.updatedLabel ?? UPDATED_LABEL}{" "}
              <time dateTime={page.lastModified}>{formatLongDate(page.lastModified)}</time>
            </p>
          </div>
        </div>
      </div>
    </>
  );
}
