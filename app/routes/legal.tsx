import { type LegalBlock, type RichText as RichTextValue, UPDATED_LABEL } from "../../content/legal/types";
import badgeQualite from "../assets/badge-qualite.svg";
import { DocumentList } from "../components/ui/document-list";
import { RichText } from "../components/ui/rich-text";
import { formatLongDate } from "../lib/dates";
import { documentList } from "../lib/documents";
import { webPageJsonLd } from "../lib/json-ld";
import { legalPageForPath } from "../lib/legal.server";
import { familyMeta } from "../lib/meta";
import type { Route } from "./+types/legal";
import "../styles/legal.css";

/** Runs at build time: only this page's copy reaches the browser. No service of its own: no CPF badge. */
export function loader({ request }: Route.LoaderArgs) {
  return { page: legalPageForPath(new URL(request.url).pathname), cpfEligible: false };
}

export const meta: Route.MetaFunction = familyMeta(({ page }) => ({
  title: page.title,
  description: page.description,
  jsonLd: [webPageJsonLd({ name: page.title, path: page.path, dateModified: page.lastModified })],
}));

/** A stable key for a rich text within its list. */
function keyOf(text: RichTextValue): string {
  return typeof text === "string"
    ? text
    : text.map((part) => (typeof part === "string" ? part : part.href)).join("");
}

/** A key for a block from its content (two rules of the sources page may share their facts). */
function blockKey(block: LegalBlock): string {
  if ("subtitle" in block) return `h3 ${block.subtitle}`;
  if ("paragraph" in block) return `p ${keyOf(block.paragraph)}`;
  if ("list" in block) return `ul ${block.list.map(keyOf).join("|")}`;
  if ("facts" in block) return `dl ${block.facts.map((fact) => fact.term).join("|")}`;
  if ("documents" in block) return `documents ${block.documents} ${block.only?.join("|") ?? ""}`;
  return `picture ${block.picture}`;
}

/** The blocks of a section with a stable key each: its content, numbered when it repeats. */
function keyedBlocks(blocks: readonly LegalBlock[]): { key: string; block: LegalBlock }[] {
  const seen = new Map<string, number>();
  return blocks.map((block) => {
    const base = blockKey(block);
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return { key: count > 1 ? `${base} #${count}` : base, block };
  });
}

const pictures = { "quality-badge": { src: badgeQualite, width: 160, height: 160 } } as const;

function Block({ block }: { block: LegalBlock }) {
  if ("subtitle" in block) return <h3 id={block.id}>{block.subtitle}</h3>;
  if ("paragraph" in block)
    return (
      <p>
        <RichText text={block.paragraph} />
      </p>
    );
  if ("list" in block)
    return (
      <ul>
        {block.list.map((item) => (
          <li key={keyOf(item)}>
            <RichText text={item} />
          </li>
        ))}
      </ul>
    );
  if ("facts" in block)
    return (
      <dl className="legal-facts">
        {block.facts.map((fact) => (
          <div key={fact.term}>
            <dt>{fact.term}</dt>
            <dd>
              <RichText text={fact.value} />
            </dd>
          </div>
        ))}
      </dl>
    );
  if ("documents" in block) {
    const { only } = block;
    const entries = documentList(block.documents);
    return <DocumentList file={only ? entries.filter((entry) => only.includes(entry.pdfFile)) : entries} />;
  }
  const picture = pictures[block.picture];
  return (
    <img
      className="legal__picture"
      src={picture.src}
      width={picture.width}
      height={picture.height}
      loading="lazy"
      alt={block.alt}
    />
  );
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
              <section key={section.id} className="legal__section" aria-labelledby={section.id}>
                <h2 id={section.id}>{section.title}</h2>
                {keyedBlocks(section.blocks).map(({ key, block }) => (
                  <Block key={key} block={block} />
                ))}
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
