import { Link } from "react-router";
import { footerLandingLinks } from "../../../content/navigation";
import { labelFor } from "../../../content/pages";
import { fullAddress, openingHoursText, site } from "../../../content/site";
import { staticPagePaths } from "../../../content/static-pages";
import badgeCpf from "../../assets/badge-cpf.svg";
import badgeQualite from "../../assets/badge-qualite.svg";
import { documentList } from "../../lib/documents";
import { DocumentList } from "../ui/document-list";
import { SocialLinks } from "./social-links";

/** Information and legal pages, each listed once its page exists. */
const infoPaths = [
  "/about",
  "/contact",
  "/blog",
  "/mentions-legales",
  "/politique-de-confidentialite",
  "/accessibilite",
];

export function SiteFooter() {
  const infoLinks = infoPaths.filter((path) => staticPagePaths.includes(path));
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
          <div className="site-footer__badges">
            <img
              src={badgeQualite}
              width={160}
              height={160}
              loading="lazy"
              alt={`Organisme certifié qualité pour les actions de formation, les bilans de compétences et la VAE`}
            />
            <img src={badgeCpf} width={160} height={96} loading="lazy" alt="Formations éligibles au CPF" />
          </div>
        </section>
      </div>
      <div className="site-footer__documents container">
        <section aria-labelledby="footer-legal">
          <h2 id="footer-legal" className="site-footer__title">
            Documents légaux
          </h2>
          <DocumentList file={documentList("legal")} />
        </section>
        <section aria-labelledby="footer-handicap">
          <h2 id="footer-handicap" className="site-footer__title">
            Accessibilité et handicap
          </h2>
          <DocumentList file={documentList("disability")} />
        </section>
      </div>
      <p className="site-footer__legal container">
        © {site.name} — cabinet conseil en ressources humaines en Seine-et-Marne
      </p>
    </footer>
  );
}
