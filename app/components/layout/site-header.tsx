import { Link } from "react-router";
import { site } from "../../../content/site.ts";
import bannerSvg from "../../assets/banner.svg?raw";
import logo from "../../assets/logo.svg";
import { SiteNav } from "./site-nav.tsx";

// Scaled to cover the banner's box, as object-fit: cover would.
const bannerMarkup = bannerSvg
  .replace(
    / width="\d+" height="\d+"/,
    ' width="100%" height="100%" preserveAspectRatio="xMidYMid slice" focusable="false"',
  )
  .trim();

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
            {/* Low priority: with the CSS inlined, nothing on the first screen waits for it (decision 027). */}
            <img src={logo} alt="" width={64} height={64} fetchPriority="low" />
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
