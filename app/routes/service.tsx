import { Link } from "react-router";
import type { CpfEligibilityData } from "../../content/cpf-eligibility";
import { typeset } from "../../content/format";
import { qualityCopyFor } from "../../content/quality";
import { serviceCommon } from "../../content/services/common";
import { fundingRoutesOf } from "../../content/services/conditions";
import type { RichBlock, ServicePage, ServiceSection } from "../../content/services/types";
import { site } from "../../content/site";
import { CtaBand } from "../components/sections/cta-band";
import { ProgrammeSheetSection } from "../components/sections/programme-sheet";
import { QualityBlock } from "../components/sections/quality-block";
import { CheckList } from "../components/ui/check-list";
import { DocumentList } from "../components/ui/document-list";
import { FaqList } from "../components/ui/faq-list";
import { Icon } from "../components/ui/icon";
import { NumberedCards } from "../components/ui/numbered-cards";
import { PhoneCta } from "../components/ui/phone-cta";
import { documentList } from "../lib/documents";
import { courseJsonLd, faqPageJsonLd, serviceJsonLd, webPageJsonLd } from "../lib/json-ld";
import { familyMeta } from "../lib/meta";
import { servicePageForPath } from "../lib/services.server";
import type { Route } from "./+types/service";
import "../styles/service.css";

/**
 * Runs at build time: only this page's content reaches the browser, typeset.
 * `cpfEligible` tells the layout whether the CPF can pay for the page's
 * service; the funding list and the quality block's copy follow from it.
 */
export function loader({ request }: Route.LoaderArgs) {
  const page = servicePageForPath(new URL(request.url).pathname);
  return {
    page,
    cpfEligible: page.cpfEligible,
    fundingRoutes: typeset(fundingRoutesOf(page)),
    quality: page.quality ? qualityCopyFor(page.cpfEligible) : undefined,
  } satisfies CpfEligibilityData & Record<string, unknown>;
}

/** A rich answer as plain text, for the FAQPage JSON-LD. */
function richText(blocks: readonly RichBlock[]): string {
  return blocks
    .map((block) =>
      typeof block === "string"
        ? block
        : "list" in block
          ? block.list.join(" ; ")
          : `${block.text} ${block.link.label}`.trim(),
    )
    .join(" ");
}

function schemaOf(page: ServicePage) {
  const { schema } = page;
  const base = { name: page.title, description: page.description, path: page.path };
  return schema.type === "Course"
    ? courseJsonLd({
        ...base,
        workload: schema.workload,
        courseMode: schema.courseMode,
        offers: schema.offers,
        credential: schema.credential,
      })
    : serviceJsonLd({ ...base, serviceType: schema.serviceType, offers: schema.offers });
}

export const meta: Route.MetaFunction = familyMeta(({ page }) => ({
  title: page.title,
  description: page.description,
  jsonLd: [
    schemaOf(page),
    webPageJsonLd({ name: page.title, path: page.path, dateModified: page.lastModified }),
    ...(page.faq
      ? [
          faqPageJsonLd(
            page.faq.items.map((item) => ({ question: item.question, answer: richText(item.answer) })),
          ),
        ]
      : []),
  ],
}));

function RichAnswer({ blocks }: { blocks: readonly RichBlock[] }) {
  return (
    <>
      {blocks.map((block) => {
        if (typeof block === "string") return <p key={block}>{block}</p>;
        if ("list" in block) return <CheckList key={block.list.join()} items={block.list} />;
        return (
          <p key={block.text}>
            {block.text} <Link to={block.link.to}>{block.link.label}</Link>
          </p>
        );
      })}
    </>
  );
}

function Section({ section, tone }: { section: ServiceSection; tone: "plain" | "sand" }) {
  return (
    <section className={`section${tone === "sand" ? " section--sand" : ""}`} aria-labelledby={section.id}>
      <div className="container service-section">
        <h2 id={section.id}>{section.title}</h2>
        {section.paragraphs?.map((paragraph) => (
          <p key={paragraph} className="service-section__text">
            {paragraph}
          </p>
        ))}
        {section.list && <CheckList items={section.list} />}
        {section.steps && <NumberedCards items={section.steps} />}
        {section.cards && (
          <ul className={`card-grid card-grid--${section.cards.length % 3 === 0 ? 3 : 2} service-cards`}>
            {section.cards.map((card) => (
              <li key={card.title} className="card">
                <h3>{card.title}</h3>
                <p>{card.text}</p>
              </li>
            ))}
          </ul>
        )}
        {section.after?.map((paragraph) => (
          <p key={paragraph} className="service-section__text">
            {paragraph}
          </p>
        ))}
        {section.links && (
          <ul className="service-links">
            {section.links.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>
                  {link.label}
                  <Icon name="arrow-right" />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

export default function Service({ loaderData }: Route.ComponentProps) {
  const { page, fundingRoutes, quality } = loaderData;
  const common = serviceCommon;
  // Sections alternate backgrounds, starting on white after the sand lead.
  const tone = (index: number) => (index % 2 === 0 ? "plain" : "sand");
  let next = page.sections.length;

  return (
    <div className="service">
      <h1 className="sr-only">{page.heading}</h1>

      <section className="section section--sand service-lead" aria-labelledby="presentation">
        <div className="container service-lead__grid">
          <div>
            <h2 id="presentation" className="service-lead__title">
              {page.lead.title}
            </h2>
            {page.lead.paragraphs.map((paragraph) => (
              <p key={paragraph} className="service-lead__text">
                {paragraph}
              </p>
            ))}
            <div className="service-actions">
              <PhoneCta number={site.phone} label={common.phoneLabel} />
              <Link to="/contact" className="btn btn-outline">
                {common.contactLabel}
              </Link>
            </div>
          </div>
          <aside className="card service-facts" aria-labelledby="essentiel">
            <h2 id="essentiel" className="service-facts__title">
              {common.keyFactsTitle}
            </h2>
            <dl>
              {page.keyFacts.map((fact) => (
                <div key={fact.label} className="service-facts__row">
                  <dt>{fact.label}</dt>
                  <dd>{fact.value}</dd>
                </div>
              ))}
            </dl>
          </aside>
        </div>
      </section>

      {page.sections.map((section, index) => (
        <Section key={section.id} section={section} tone={tone(index)} />
      ))}

      <ProgrammeSheetSection
        sheet={page.programme}
        page={page.path}
        lastModified={page.lastModified}
        tone={tone(next++)}
      />

      <section
        className={`section${tone(next++) === "sand" ? " section--sand" : ""}`}
        aria-labelledby="modalites"
      >
        <div className="container">
          <h2 id="modalites" className="sr-only">
            Modalités
          </h2>
          <ul className="card-grid card-grid--2 service-common">
            <li className="card">
              <h3>
                <Icon name="circle-check" />
                {common.firstMeeting.title}
              </h3>
              <p>{common.firstMeeting.text}</p>
            </li>
            <li className="card">
              <h3>
                <Icon name="map-pin" />
                {(page.delivery ?? common.delivery).title}
              </h3>
              <p>{(page.delivery ?? common.delivery).text}</p>
            </li>
          </ul>
        </div>
      </section>

      {fundingRoutes.length > 0 && (
        <section
          className={`section${tone(next++) === "sand" ? " section--sand" : ""}`}
          aria-labelledby="financement"
        >
          <div className="container">
            <h2 id="financement">{common.funding.title}</h2>
            <p className="section__intro">{common.funding.intro}</p>
            <CheckList items={fundingRoutes} />
          </div>
        </section>
      )}

      {page.faq && (
        <section
          className={`section faq${tone(next++) === "sand" ? " section--sand" : ""}`}
          aria-labelledby="faq"
        >
          <div className="container faq__inner">
            <h2 id="faq">{page.faq.title}</h2>
            {page.faq.intro && <p className="section__intro">{page.faq.intro}</p>}
            <FaqList
              items={page.faq.items.map((item) => ({
                id: item.id,
                question: item.question,
                answer: <RichAnswer blocks={item.answer} />,
              }))}
            />
          </div>
        </section>
      )}

      {page.documents && (
        <section
          className={`section${tone(next++) === "sand" ? " section--sand" : ""}`}
          aria-labelledby="documents"
        >
          <div className="container">
            <h2 id="documents">{page.documents.title}</h2>
            {page.documents.intro && <p className="section__intro">{page.documents.intro}</p>}
            <DocumentList file={documentList(page.documents.list)} />
          </div>
        </section>
      )}

      {quality && <QualityBlock {...quality} showBadge={false} />}

      <CtaBand
        id="contact-cta"
        title={page.cta.title}
        text={page.cta.text}
        contactLabel={common.contactLabel}
      />
    </div>
  );
}
