import { Icon } from "../ui/icon.tsx";
import { Link } from "../ui/link.tsx";
import { BILAN_PATH } from "./paths.ts";

/** The topic landing pages the skills-assessment page points to. */
export const topicPages = {
  cpf: `${BILAN_PATH}/bilan-de-competence-CPF`,
  online: `${BILAN_PATH}/bilan-de-competence-en-ligne`,
  reconversion: `${BILAN_PATH}/bilan-de-competence-reconversion`,
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
