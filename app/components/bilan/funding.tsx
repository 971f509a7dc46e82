import type { BilanContent } from "../../../content/bilan.ts";
import type { BilanCosts as BilanCostsData } from "../../../content/bilan-costs.ts";
import type { SimulatorData } from "../../../content/bilan-simulator.server.ts";
import { BilanCosts } from "../sections/bilan-costs.tsx";
import { TextCards } from "../ui/card-grid.tsx";
import { Link } from "../ui/link.tsx";
import { Section } from "../ui/section.tsx";
import { CostSimulatorSection } from "./cost-simulator-section.tsx";
import { MoreLink, topicPages } from "./more-link.tsx";

interface FundingProps extends Pick<BilanContent, "funding" | "prices"> {
  costs: BilanCostsData;
  simulator: SimulatorData;
}

/** Who can pay for a skills assessment, what the visitor pays with each route, and an offer of advice. */
export function BilanFunding({ funding, prices, costs, simulator }: FundingProps) {
  return (
    <Section id="financement" title={funding.title} intro={funding.intro}>
      <TextCards
        columns={4}
        items={funding.routes}
        // The CPF comes first in bilanFacts.funding: it has its own landing page.
        extra={(_, index) => index === 0 && <MoreLink to={topicPages.cpf}>{funding.cpfLink}</MoreLink>}
      />

      <CostSimulatorSection data={simulator} />

      <BilanCosts costs={costs} variant="full" />

      <div className="card bilan-advice">
        <h3>{prices.advice.title}</h3>
        <p>{prices.advice.text}</p>
        <Link to="/contact" className="btn btn-primary">
          {prices.advice.button}
        </Link>
      </div>
    </Section>
  );
}
