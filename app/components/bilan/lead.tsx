import type { BilanContent } from "../../../content/bilan.ts";
import { site } from "../../../content/site.ts";
import { Icon } from "../ui/icon.tsx";
import { Link } from "../ui/link.tsx";
import { PhoneCta } from "../ui/phone-cta.tsx";

/** The first screen of the skills-assessment page: what it is, how to start, and its key figures. */
export function BilanLead({ lead, facts }: Pick<BilanContent, "lead" | "facts">) {
  return (
    <section className="hero bilan-lead" aria-labelledby="bilan-essentiel">
      <div className="container bilan-lead__grid">
        <div>
          <h2 id="bilan-essentiel" className="hero__title">
            {lead.title}
          </h2>
          <p className="hero__lead bilan-lead__text">{lead.text}</p>
          <p className="hero__free">{lead.free}</p>
          <div className="hero__actions">
            <PhoneCta number={site.phone} />
            <Link to="/contact" className="btn btn-outline">
              {lead.contactButton}
            </Link>
          </div>
          <p className="bilan-lead__hours">
            <Icon name="clock" />
            <span>{lead.hours}</span>
          </p>
        </div>

        <section aria-labelledby="en-bref">
          <h2 id="en-bref" className="sr-only">
            {facts.title}
          </h2>
          <ul className="bilan-facts">
            {facts.items.map((fact) => (
              <li key={fact.figure} className="card bilan-fact">
                <strong className="bilan-fact__figure">{fact.figure}</strong>
                <span className="bilan-fact__text">{fact.text}</span>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </section>
  );
}
