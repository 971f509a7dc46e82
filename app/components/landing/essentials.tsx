import type { landingCommon } from "../../../content/landing-common.ts";
import { BILAN_PATH } from "../bilan/paths.ts";
import { Icon } from "../ui/icon.tsx";
import { Link } from "../ui/link.tsx";
import { Section } from "../ui/section.tsx";
import { ContactButton } from "./contact-button.tsx";

/** « : » between a term and what follows, the space before the colon unbreakable (French typography). */
const NBSP_COLON = "\u00a0: ";

interface EssentialsProps {
  common: typeof landingCommon;
  /** The decree that sets what a skills assessment is, linked at the end. */
  decree: { url: string };
}

/** What every landing page says about a skills assessment: who can, its steps, why, and the decree. */
export function Essentials({ common, decree }: EssentialsProps) {
  return (
    <Section id="essentiel" title={common.essentials.title} intro={common.essentials.intro}>
      <div className="landing-essentials">
        <div className="card">
          <h3>{common.whoCan.title}</h3>
          <p>{common.whoCan.intro}</p>
          <ul>
            {common.whoCan.audiences.map((audience) => (
              <li key={audience}>{audience}</li>
            ))}
          </ul>
        </div>
        <div className="card">
          <h3>{common.steps.title}</h3>
          <ol>
            {common.steps.items.map((step) => (
              <li key={step.title}>
                <strong>{step.title}</strong>
                {NBSP_COLON}
                {step.text}
              </li>
            ))}
          </ol>
        </div>
        <div className="card">
          <h3>{common.reasons.title}</h3>
          <ul>
            {common.reasons.items.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
            <li>
              {common.reasons.companyCreation.title}
              {NBSP_COLON}
              <Link to="/formation_creation_entreprise#top">{common.reasons.companyCreation.linkLabel}</Link>
            </li>
          </ul>
        </div>
      </div>
      <p className="landing-decree">
        {common.decree.text}{" "}
        <a href={decree.url} target="_blank" rel="noopener noreferrer">
          {common.decree.linkLabel}
          <span className="sr-only"> (nouvel onglet)</span>
        </a>
      </p>
      <div className="landing-actions">
        <ContactButton label={common.buttons.information} />
        <Link to={BILAN_PATH} className="landing-link">
          {common.essentials.moreLink}
          <Icon name="arrow-right" />
        </Link>
      </div>
    </Section>
  );
}
