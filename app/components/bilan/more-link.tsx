import { Link } from "react-router";
import { Icon } from "../ui/icon";

const PATH = "/bilan-de-competence";

/** The topic landing pages the skills-assessment page points to. */
export const topicPages = {
  cpf: `${PATH}/bilan-de-competence-CPF`,
  online: `${PATH}/bilan-de-competence-en-ligne`,
  reconversion: `${PATH}/bilan-de-competence-reconversion`,
} as const;

/** A link to another page of the site, with an arrow. */
export function MoreLink({ to, children }: { to: string; children: string }) {
  return (
    <p className="bilan-more">
      <Link to={to}>
        {children}
        <Icon name="arrow-right" />
      </Link>
    </p>
  );
}
