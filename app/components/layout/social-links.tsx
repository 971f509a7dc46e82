import { site } from "../../../content/site.ts";
import { Icon } from "../ui/icon.tsx";
import type { IconName } from "../ui/icon-names.ts";

const networks: { name: string; icon: IconName; url: string }[] = [
  { name: "Instagram", icon: "instagram", url: site.social.instagram },
  { name: "Facebook", icon: "facebook", url: site.social.facebook },
  { name: "X", icon: "x", url: site.social.x },
  { name: "LinkedIn", icon: "linkedin", url: site.social.linkedin },
  { name: "YouTube", icon: "youtube", url: site.social.youtube },
];

export function SocialLinks() {
  return (
    <ul className="social-links">
      {networks.map((network) => (
        <li key={network.name}>
          <a href={network.url} target="_blank" rel="noopener noreferrer" className="social-links__link">
            <Icon name={network.icon} />
            {/* One string, one text node: React separates adjacent ones with a comment in the HTML. */}
            <span className="sr-only">{`${site.name} sur ${network.name} (nouvel onglet)`}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
