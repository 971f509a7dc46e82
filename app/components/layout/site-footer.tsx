import type { ReactNode } from "react";
import { useMatches } from "react-router";
import { disabilityPagePath } from "../../../content/compliance-paths.ts";
import { isCpfEligibleData } from "../../../content/cpf-eligibility.ts";
import { footerLandingLinks } from "../../../content/navigation.ts";
import { siteMap } from "../../../content/pages.ts";
import { fullAddress, openingHoursText, site } from "../../../content/site.ts";
import badgeCpf from "../../assets/badge-cpf.svg";
import { documentList } from "../../lib/documents.ts";
import { DocumentList } from "../ui/document-list.tsx";
import { Link } from "../ui/link.tsx";
import { SocialLinks } from "./social-links.tsx";

/** A column of the footer, labelled by its heading. */
function FooterColumn({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="site-footer__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * Whether the page shown presents a service the CPF can pay for: its route's
 * loader says so (content/cpf-eligibility.ts). The current page is the deepest match.
 */
function useCpfEligiblePage(): boolean {
  return isCpfEligibleData(useMatches().at(-1)?.loaderData);
}

/**
 * The footer of every page. It shows no quality badge: the certification
 * mark's charter keeps it off a single programme's page, and the footer is on
 * all of them; the « Certification qualité » link leads to the certificate.
 * The « Éligible CPF » badge shows only where the page's loader says the CPF
 * can pay for its service.
 */
export function SiteFooter() {
  const cpfEligible = useCpfEligiblePage();
  return (
    <footer className="site-footer">
      <div className="site-footer__grid container">
        <FooterColumn id="footer-cabinet" title={site.name}>
          <p>{site.tagline}</p>
          <address>
            {fullAddress()}
            <br />
            <a href={site.phoneUri} className="nowrap">
              {site.phone}
            </a>
            <br />
            <a href={`mailto:${site.email}`}>{site.email}</a>
          </address>
          <p>{`Ouvert ${openingHoursText()}.`}</p>
        </FooterColumn>
        <FooterColumn id="footer-villes" title="Bilan de compétences près de chez vous">
          <ul className="site-footer__links">
            {footerLandingLinks.map((link) => (
              <li key={link.path}>
                <Link to={link.path}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </FooterColumn>
        <FooterColumn id="footer-infos" title="Informations">
          <ul className="site-footer__links">
            <li>
              <Link to="/home">Accueil</Link>
            </li>
            {siteMap.footerInfoLinks.map(({ path, label }) => (
              <li key={path}>
                <Link to={path}>{label}</Link>
              </li>
            ))}
          </ul>
        </FooterColumn>
        <FooterColumn id="footer-suivre" title="Nous suivre">
          <SocialLinks />
          {cpfEligible && (
            <div className="site-footer__badges">
              <img
                src={badgeCpf}
                width={160}
                height={96}
                loading="lazy"
                alt="Prestation éligible au compte personnel de formation (CPF)"
              />
            </div>
          )}
        </FooterColumn>
      </div>
      <div className="site-footer__documents container">
        <FooterColumn id="footer-legal" title="Documents légaux">
          {/* Without the certificate's badge picture, for the same reason as above. */}
          <DocumentList file={documentList("legal").map(({ picture: _badge, ...entry }) => entry)} />
        </FooterColumn>
        <FooterColumn id="footer-handicap" title="Accessibilité et handicap">
          <p>
            <Link to={disabilityPagePath}>
              Accueil et adaptations pour les personnes en situation de handicap
            </Link>
          </p>
          <DocumentList file={documentList("disability")} />
        </FooterColumn>
      </div>
      <p className="site-footer__legal container">
        {`© ${site.name} — cabinet conseil en ressources humaines en Seine-et-Marne`}
      </p>
    </footer>
  );
}
