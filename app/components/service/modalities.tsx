import type { ServiceCommon } from "../../../content/services/common.ts";
import { CardGrid } from "../ui/card-grid.tsx";
import { Icon } from "../ui/icon.tsx";
import { Section, type SectionTone } from "../ui/section.tsx";

interface ModalitiesProps {
  common: ServiceCommon;
  /** How the sessions take place, when the page says otherwise than the usual. */
  delivery: { title: string; text: string } | undefined;
  tone: SectionTone;
}

/** What every service page says: the free first meeting, and where and how the sessions take place. */
export function Modalities({ common, delivery = common.delivery, tone }: ModalitiesProps) {
  return (
    <Section id="modalites" title="Modalités" tone={tone} headingClassName="sr-only">
      <CardGrid columns={2} className="service-common">
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
            {delivery.title}
          </h3>
          <p>{delivery.text}</p>
        </li>
      </CardGrid>
    </Section>
  );
}
