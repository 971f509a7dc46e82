import { Link } from "react-router";
import { site } from "../../../content/site.ts";
import bannerSvg from "../../assets/banner.svg?raw";
import logoSvg from "../../assets/logo.svg?raw";
import { SiteNav } from "./site-nav.tsx";

// Scaled to cover the banner's box, as object-fit: cover would.
const bannerMarkup = bannerSvg
  .replace(
    / width="\d+" height="\d+"/,
    ' width="100%" height="100%" preserveAspectRatio="xMidYMid slice" focusable="false"',
  )
  .trim();

// The logo (0.5 KB) inlined too: as an image it was a request the first paint could wait for (decision 027).
const logoMarkup = logoSvg.replace("<svg ", '<svg aria-hidden="true" focusable="false" ').trim();

export function SiteHeader() {
  return (
    <header id="top" className="site-header">
      <div className="site-header__banner">
        {/* Decorative, and inlined: no request stands between the HTML and the first paint. */}
        <div
          className="site-header__banner-img"
          aria-hidden="true"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: our own static SVG file, imported at build
          dangerouslySetInnerHTML={{ __html: bannerMarkup }}
        />
        <div className="site-header__brand container">
          <Link to="/home" className="site-header__logo">
            <span
              className="site-header__logo-mark"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: our own static SVG file, imported at build
              dangerouslySetInnerHTML={{ __html: logoMarkup }}
            />
            <span className="site-header__name">{site.name}</span>
            <span className="sr-only">, retour à l’accueil</span>
          </Link>
          <p className="site-header__tagline">{site.tagline}</p>
        </div>
      </div>
      <SiteNav />
    </header>
  );
}
