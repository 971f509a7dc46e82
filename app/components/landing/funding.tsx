import type { BilanCosts as BilanCostsData } from "../../../content/bilan-costs.ts";
import type { SimulatorData } from "../../../content/bilan-simulator.server.ts";
import { bookingPagePath } from "../../../content/booking-paths.ts";
import type { landingCommon } from "../../../content/landing-common.ts";
import { CostSimulatorSection, SIMULATOR_ANCHOR } from "../bilan/cost-simulator-section.tsx";
import { BILAN_PATH } from "../bilan/paths.ts";
import { BilanCosts } from "../sections/bilan-costs.tsx";
import { TextCards } from "../ui/card-grid.tsx";
import { Icon } from "../ui/icon.tsx";
import { Link } from "../ui/link.tsx";
import { Section } from "../ui/section.tsx";
import { ContactButton } from "./contact-button.tsx";

interface FundingProps {
  common: typeof landingCommon;
  costs: BilanCostsData;
  /** Whether to show each funding route in full (the CPF page) or the cost table only. */
  full: boolean;
  /** The cost simulator, or on the pages without it the words of the link to /bilan-de-competence's. */
  simulator: SimulatorData | string;
}

/** The funding routes, what the visitor pays with each, and a link to the programme sheet. */
export function Funding({ common, costs, full, simulator }: FundingProps) {
  return (
    <Section id="financement" title={common.funding.title} tone="sand">
      <TextCards
        columns={4}
        items={common.funding.routes.map((route) => ({ title: route.name, text: route.text }))}
      />
      {typeof simulator === "string" ? (
        <p className="cost-simulator__link">
          <Link to={`${BILAN_PATH}#${SIMULATOR_ANCHOR}`}>
            {simulator}
            <Icon name="arrow-right" />
          </Link>
        </p>
      ) : (
        <CostSimulatorSection data={simulator} />
      )}
      <BilanCosts costs={costs} variant={full ? "full" : "table"} moreHref={`${BILAN_PATH}#cout`} />
      <p className="landing-programme">
        {common.programme.text} <Link to={`${BILAN_PATH}#programme`}>{common.programme.linkLabel}</Link>
      </p>
      <div className="landing-actions">
        <ContactButton label={common.buttons.appointment} variant="btn-outline" to={bookingPagePath} />
      </div>
    </Section>
  );
}
