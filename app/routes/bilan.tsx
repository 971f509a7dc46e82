import { bilan, bilanMeta, bilanProgramme } from "../../content/bilan.ts";
import { bilanCosts, bilanOffers } from "../../content/bilan-costs.ts";
import { simulatorData } from "../../content/bilan-simulator.server.ts";
import { bookingPagePath } from "../../content/booking-paths.ts";
import { longDate } from "../../content/format.ts";
import { nextSlotLine } from "../../content/next-slot.ts";
import { programmeSheetBlock } from "../../content/programme-sheet.ts";
import { qualityCopy } from "../../content/quality.ts";
import { decree2017 } from "../../content/regulation.ts";
import { resultsBlock } from "../../content/results.ts";
import { reviewsClaim } from "../../content/reviews.ts";
import { site } from "../../content/site.ts";
import { Course } from "../components/bilan/course.tsx";
import { Definition } from "../components/bilan/definition.tsx";
import { BilanFunding } from "../components/bilan/funding.tsx";
import { BilanLead } from "../components/bilan/lead.tsx";
import { BILAN_PATH } from "../components/bilan/paths.ts";
import { CtaBand } from "../components/sections/cta-band.tsx";
import { FaqSection } from "../components/sections/faq-section.tsx";
import { NextSlot } from "../components/sections/next-slot.tsx";
import { ProgrammeSheetSection } from "../components/sections/programme-sheet.tsx";
import { QualityBlock } from "../components/sections/quality-block.tsx";
import { ResultsBlock } from "../components/sections/results-block.tsx";
import { ReviewsWidget } from "../components/sections/reviews-widget.tsx";
import { DocumentList } from "../components/ui/document-list.tsx";
import { NumberedCards } from "../components/ui/numbered-cards.tsx";
import { Section, SectionBand } from "../components/ui/section.tsx";
import { documentList } from "../lib/documents.ts";
import { faqBlock } from "../lib/faq.server.ts";
import { faqJsonLd } from "../lib/faq.ts";
import { serviceJsonLd, webPageJsonLd } from "../lib/json-ld.ts";
import { familyMeta } from "../lib/meta.ts";
import type { SiteHandle } from "../lib/route-handle.ts";
import type { Route } from "./+types/bilan";
import "../styles/bilan.css";

/** The cost simulator: a form whose state is React's (decision 045). */
export const handle: SiteHandle = { hydrate: true };

/**
 * Runs at build time: the page's copy, what each funding route costs, its
 * programme sheet, the review score and its FAQ questions (placed in the
 * head office's town).
 * All of it is built from the rules and prices at build time and reaches the
 * browser as data, so the rules module never ships in the page's JavaScript.
 */
export function loader() {
  return {
    /** A skills assessment can be paid with the CPF: the footer shows the « Éligible CPF » badge. */
    cpfEligible: true,
    content: bilan,
    head: bilanMeta,
    costs: bilanCosts,
    /** « Combien vais-je payer ? »: its words, the table's routes, the rules' values, the holidays. */
    simulator: simulatorData(),
    quality: qualityCopy,
    programme: programmeSheetBlock(bilanProgramme, BILAN_PATH, bilan.lastModified, bilan.programme.title),
    offers: bilanOffers,
    decree: decree2017,
    reviews: reviewsClaim(),
    results: resultsBlock("bilan"),
    nextSlot: nextSlotLine(),
    faq: faqBlock({
      tag: "bdc",
      ville: site.address.city,
      mainTitleFaq: bilan.faq.title,
      mainPfaq: bilan.faq.intro,
    }),
  };
}

export const meta: Route.MetaFunction = familyMeta(({ head, content, offers, faq }) => ({
  ...head,
  jsonLd: [
    serviceJsonLd({
      name: "Bilan de compétences",
      description: head.description,
      path: BILAN_PATH,
      serviceType: "Bilan de compétences",
      offers,
    }),
    webPageJsonLd({ name: head.title, path: BILAN_PATH, dateModified: content.lastModified }),
    faqJsonLd(faq.items),
  ],
}));

export default function Bilan({ loaderData }: Route.ComponentProps) {
  const { content: bilan, costs, programme, decree } = loaderData;
  const { phases, confidentiality } = bilan;
  return (
    <div className="bilan">
      <h1 className="sr-only">{bilan.heading}</h1>

      <BilanLead lead={bilan.lead} facts={bilan.facts} />

      <Definition definition={bilan.definition} audience={bilan.audience} decree={decree} />

      <Course course={bilan.course} />

      <Section id="phases" title={phases.title} tone="sand" intro={phases.intro}>
        <NumberedCards items={phases.items} />
      </Section>

      <SectionBand labelledBy="confidentialite" tone="primary">
        <div className="prose">
          <h2 id="confidentialite">{confidentiality.title}</h2>
          {confidentiality.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </SectionBand>

      <BilanFunding
        funding={bilan.funding}
        prices={bilan.prices}
        costs={costs}
        simulator={loaderData.simulator}
      />

      <ProgrammeSheetSection block={programme} tone="sand" />

      <QualityBlock {...loaderData.quality} showBadge={false} />

      <ReviewsWidget {...bilan.reviews} claim={loaderData.reviews} />

      <Section id="resultats" title={bilan.documents.title}>
        {bilan.documents.paragraphs.map((paragraph) => (
          <p key={paragraph} className="section__intro">
            {paragraph}
          </p>
        ))}
        <DocumentList file={documentList("bilan")} />
      </Section>

      <FaqSection {...loaderData.faq} />

      <div className="container">
        <p className="bilan-updated">
          {bilan.updated} <time dateTime={bilan.lastModified}>{longDate(bilan.lastModified)}</time>
        </p>
      </div>

      <ResultsBlock {...loaderData.results} />

      <CtaBand
        id="bilan-rendez-vous"
        title={bilan.cta.title}
        text={bilan.cta.text}
        contactLabel={bilan.cta.button}
        contactPath={bookingPagePath}
        nextSlot={<NextSlot line={loaderData.nextSlot} />}
      />
    </div>
  );
}
