import { site } from "../../../content/site.ts";
import bannerSvg from "../../assets/banner.svg?raw";
import logoSvg from "../../assets/logo.svg?raw";
import { inlineSvg } from "../../lib/inline-svg.ts";
import { Link } from "../ui/link.tsx";
import { SiteNav } from "./site-nav.tsx";

// Scaled to cover the banner's box, as object-fit: cover would; its size is the CSS's.
const bannerMarkup = inlineSvg(bannerSvg, {
  remove: ["width", "height"],
  set: { preserveAspectRatio: "xMidYMid slice" },
});

// The logo (0.5 KB) inlined too: as an image it was a request the first paint could wait for (decision 027).
// Its width and height stay, for a page shown without its CSS.
const logoMarkup = inlineSvg(logoSvg, { set: { "aria-hidden": "true" } });

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
