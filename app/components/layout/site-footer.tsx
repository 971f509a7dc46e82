import { Link, useMatches } from "react-router";
import { certificatePagePath, disabilityPagePath } from "../../../content/compliance-paths";
import { isCpfEligibleData } from "../../../content/cpf-eligibility";
import { sourcesPagePath } from "../../../content/legal/paths";
import { footerLandingLinks } from "../../../content/navigation";
import { labelFor } from "../../../content/pages";
import { fullAddress, openingHoursText, site } from "../../../content/site";
import { staticPagePaths } from "../../../content/static-pages";
import badgeCpf from "../../assets/badge-cpf.svg";
import { documentList } from "../../lib/documents";
import { DocumentList } from "../ui/document-list";
import { SocialLinks } from "./social-links";

/** Information and legal pages, each listed once its page exists. */
const infoPaths = [
  "/about",
  "/contact",
  "/blog",
  certificatePagePath,
  disabilityPagePath,
  sourcesPagePath,
  "/mentions-legales",
  "/politique-de-confidentialite",
  "/accessibilite",
];

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
  const infoLinks = infoPaths.filter((path) => staticPagePaths.includes(path));
  const cpfEligible = useCpfEligiblePage();
  return (
    <footer className="site-footer">
      <div className="site-footer__grid container">
        <section aria-labelledby="footer-cabinet">
          <h2 id="footer-cabinet" className="site-footer__title">
            {site.name}
          </h2>
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
        </section>
        <section aria-labelledby="footer-villes">
          <h2 id="footer-villes" className="site-footer__title">
            Bilan de compétences près de chez vous
          </h2>
          <ul className="site-footer__links">
            {footerLandingLinks.map((link) => (
              <li key={link.path}>
                <Link to={link.path}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-infos">
          <h2 id="footer-infos" className="site-footer__title">
            Informations
          </h2>
          <ul className="site-footer__links">
            <li>
              <Link to="/home">Accueil</Link>
            </li>
            {infoLinks.map((path) => (
              <li key={path}>
                <Link to={path}>{labelFor(path)}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-suivre">
          <h2 id="footer-suivre" className="site-footer__title">
            Nous suivre
          </h2>
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
        </section>
      </div>
      <div className="site-footer__documents container">
        <section aria-labelledby="footer-legal">
          <h2 id="footer-legal" className="site-footer__title">
            Documents légaux
          </h2>
          {/* Without the certificate's badge picture, for the same reason as above. */}
          <DocumentList file={documentList("legal").map(({ picture: _badge, ...entry }) => entry)} />
        </section>
        <section aria-labelledby="footer-handicap">
          <h2 id="footer-handicap" className="site-footer__title">
            Accessibilité et handicap
          </h2>
          <p>
            <Link to={disabilityPagePath}>
              Accueil et adaptations pour les personnes en situation de handicap
            </Link>
          </p>
          <DocumentList file={documentList("disability")} />
        </section>
      </div>
      <p className="site-footer__legal container">
        © {site.name} — cabinet conseil en ressources humaines en Seine-et-Marne
      </p>
    </footer>
  );
}
