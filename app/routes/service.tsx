import type { CpfEligibilityData } from "../../content/cpf-eligibility.ts";
import { typeset } from "../../content/format.ts";
import { nextSlotLine } from "../../content/next-slot.ts";
import { qualityCopyFor } from "../../content/quality.ts";
import { resultsBlockForPage } from "../../content/results.ts";
import { fundingRoutesOf } from "../../content/services/conditions.ts";
import type { ServicePage } from "../../content/services/types.ts";
import { CtaBand } from "../components/sections/cta-band.tsx";
import { NextSlot } from "../components/sections/next-slot.tsx";
import { ProgrammeSheetSection } from "../components/sections/programme-sheet.tsx";
import { QualityBlock } from "../components/sections/quality-block.tsx";
import { ResultsBlock } from "../components/sections/results-block.tsx";
import { Modalities } from "../components/service/modalities.tsx";
import { RichAnswer, richAnswerText } from "../components/service/rich-answer.tsx";
import { ServiceLead } from "../components/service/service-lead.tsx";
import { ServiceSection } from "../components/service/service-section.tsx";
import { CheckList } from "../components/ui/check-list.tsx";
import { DocumentList } from "../components/ui/document-list.tsx";
import { FaqList } from "../components/ui/faq-list.tsx";
import { Section } from "../components/ui/section.tsx";
import { documentList } from "../lib/documents.ts";
import { courseJsonLd, faqPageJsonLd, serviceJsonLd, webPageJsonLd } from "../lib/json-ld.ts";
import { familyMeta } from "../lib/meta.ts";
import { programmeSheetForPage, serviceCommonForPages, servicePageForPath } from "../lib/services.server.ts";
import type { Route } from "./+types/service";
import "../styles/service.css";

/**
 * Runs at build time: only this page's content reaches the browser, typeset,
 * with the copy every service page shows (`common`) and its programme sheet
 * (`programme`: checked, with the labels every sheet shares).
 * `cpfEligible` tells the layout whether the CPF can pay for the page's
 * service; the funding list and the quality block's copy follow from it.
 */
export function loader({ url }: Route.LoaderArgs) {
  const page = servicePageForPath(url.pathname);
  // The raw sheet stays here: the page gets its rows, checked and labelled.
  const { programme: _sheet, ...shown } = page;
  return {
    page: shown,
    common: serviceCommonForPages(),
    programme: programmeSheetForPage(page),
    cpfEligible: page.cpfEligible,
    fundingRoutes: typeset(fundingRoutesOf(page)),
    quality: page.quality ? qualityCopyFor(page.cpfEligible) : undefined,
    results: resultsBlockForPage(page.path),
    nextSlot: nextSlotLine({
      courseMode: page.schema.type === "Course" ? page.schema.courseMode : undefined,
    }),
  } satisfies CpfEligibilityData & Record<string, unknown>;
}

function schemaOf(page: Pick<ServicePage, "schema" | "title" | "description" | "path">) {
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
            page.faq.items.map((item) => ({ question: item.question, answer: richAnswerText(item.answer) })),
          ),
        ]
      : []),
  ],
}));

export default function Service({ loaderData }: Route.ComponentProps) {
  const { page, common, programme, fundingRoutes, quality, results } = loaderData;
  // Sections alternate backgrounds, starting on white after the sand lead.
  const tone = (index: number) => (index % 2 === 0 ? "plain" : "sand");
  let next = page.sections.length;

  return (
    <div className="service">
      <h1 className="sr-only">{page.heading}</h1>

      <ServiceLead lead={page.lead} keyFacts={page.keyFacts} common={common} />

      {page.sections.map((section, index) => (
        <ServiceSection key={section.id} section={section} tone={tone(index)} />
      ))}

      <ProgrammeSheetSection block={programme} tone={tone(next++)} />

      <Modalities common={common} delivery={page.delivery} tone={tone(next++)} />

      {fundingRoutes.length > 0 && (
        <Section
          id="financement"
          title={common.funding.title}
          tone={tone(next++)}
          intro={common.funding.intro}
        >
          <CheckList items={fundingRoutes} />
        </Section>
      )}

      {page.faq && (
        <Section
          id="faq"
          title={page.faq.title}
          tone={tone(next++)}
          className="faq"
          containerClassName="faq__inner"
          intro={page.faq.intro}
        >
          <FaqList
            items={page.faq.items.map((item) => ({
              id: item.id,
              question: item.question,
              answer: <RichAnswer blocks={item.answer} />,
            }))}
          />
        </Section>
      )}

      {page.documents && (
        <Section id="documents" title={page.documents.title} tone={tone(next++)} intro={page.documents.intro}>
          <DocumentList file={documentList(page.documents.list)} />
        </Section>
      )}

      {quality && <QualityBlock {...quality} showBadge={false} />}

      {results && <ResultsBlock {...results} />}

      <CtaBand
        id="contact-cta"
        title={page.cta.title}
        text={page.cta.text}
        contactLabel={common.contactLabel}
        nextSlot={<NextSlot line={loaderData.nextSlot} />}
      />
    </div>
  );
}
