import { Link } from "react-router";
import { site } from "../../../content/site";
import banner from "../../assets/banner.svg";
import logo from "../../assets/logo.svg";
import { SiteNav } from "./site-nav";

export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="site-header__banner">
        <img
          className="site-header__banner-img"
          src={banner}
          alt=""
          width={1600}
          height={320}
          fetchPriority="high"
          decoding="async"
        />
        <div className="site-header__brand container">
          <Link to="/home" className="site-header__logo">
            <img src={logo} alt="" width={64} height={64} />
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
