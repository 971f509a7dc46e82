import { longDate } from "../../content/format.ts";
import { LegalSection } from "../components/legal/legal-section.tsx";
import { RichText, richTextKey } from "../components/legal/rich-text.tsx";
import { webPageJsonLd } from "../lib/json-ld.ts";
import { legalPageForPath } from "../lib/legal.server.ts";
import { familyMeta } from "../lib/meta.ts";
import type { Route } from "./+types/legal";
import "../styles/legal.css";

/** Runs at build time: only this page's copy (content/legal/*.md) reaches the browser. No service of its own: no CPF badge. */
export function loader({ url }: Route.LoaderArgs) {
  return { page: legalPageForPath(url.pathname), cpfEligible: false };
}

export const meta: Route.MetaFunction = familyMeta(({ page }) => ({
  title: page.title,
  description: page.description,
  jsonLd: [webPageJsonLd({ name: page.title, path: page.path, dateModified: page.lastModified })],
}));

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
                <p key={richTextKey(paragraph)} className="section__intro">
                  <RichText text={paragraph} />
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
              <LegalSection key={section.id} section={section} />
            ))}

            <p className="legal__updated">
              {page.updatedLabel} <time dateTime={page.lastModified}>{longDate(page.lastModified)}</time>
            </p>
          </div>
        </div>
      </div>
    </>
  );
}
