import { siFacebook, siInstagram, siX, siYoutube } from "simple-icons";
import { site } from "../../../content/site";

/** simple-icons no longer ships LinkedIn's mark: a plain "in" glyph drawn here instead. */
const linkedinPath =
  "M3 3h18v18H3zM7 10v7h2.4v-7zm1.2-3.6a1.4 1.4 0 1 0 0 2.8 1.4 1.4 0 0 0 0-2.8zM11 10v7h2.4v-3.7c0-1 .5-1.6 1.3-1.6s1.2.6 1.2 1.6V17h2.4v-4.3c0-2-1.1-2.9-2.6-2.9-1 0-1.8.5-2.3 1.2V10z";

const networks = [
  { name: "Instagram", url: site.social.instagram, path: siInstagram.path, fillRule: undefined },
  { name: "Facebook", url: site.social.facebook, path: siFacebook.path, fillRule: undefined },
  { name: "X", url: site.social.x, path: siX.path, fillRule: undefined },
  { name: "LinkedIn", url: site.social.linkedin, path: linkedinPath, fillRule: "evenodd" as const },
  { name: "YouTube", url: site.social.youtube, path: siYoutube.path, fillRule: undefined },
];

export function SocialLinks() {
  return (
    <ul className="social-links">
      {networks.map((network) => (
        <li key={network.name}>
          <a href={network.url} target="_blank" rel="noopener noreferrer" className="social-links__link">
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path d={network.path} fillRule={network.fillRule} />
            </svg>
            <span className="sr-only">
              {site.name} sur {network.name} (nouvel onglet)
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
