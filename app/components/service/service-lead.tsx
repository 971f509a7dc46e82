import type { ServiceCommon } from "../../../content/services/common.ts";
import type { ServicePage } from "../../../content/services/types.ts";
import { site } from "../../../content/site.ts";
import { Link } from "../ui/link.tsx";
import { PhoneCta } from "../ui/phone-cta.tsx";

interface ServiceLeadProps extends Pick<ServicePage, "lead" | "keyFacts"> {
  common: ServiceCommon;
}

/** The first screen of a service page: its title, what it is, how to make contact, and « L’essentiel ». */
export function ServiceLead({ lead, keyFacts, common }: ServiceLeadProps) {
  return (
    <section className="section section--sand service-lead" aria-labelledby="presentation">
      <div className="container service-lead__grid">
        <div>
          <h2 id="presentation" className="service-lead__title">
            {lead.title}
          </h2>
          {lead.paragraphs.map((paragraph) => (
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
            {keyFacts.map((fact) => (
              <div key={fact.label} className="service-facts__row">
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
        </aside>
      </div>
    </section>
  );
}
