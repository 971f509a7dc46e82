import { elidedDe } from "../../content/format.ts";
import { site } from "../../content/site.ts";
import { Link } from "../components/ui/link.tsx";
import { PhoneCta } from "../components/ui/phone-cta.tsx";
import { SectionBand } from "../components/ui/section.tsx";
import { pageMeta } from "../lib/meta.ts";
import type { SiteHandle } from "../lib/route-handle.ts";
import type { Route } from "./+types/not-found";

export const handle: SiteHandle = { breadcrumb: false, notFound: () => true };

// Rendered with status 200 at build (pre-rendered as /404, copied to 404.html);
// the production server answers every unknown path with it and status 404.
export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Page introuvable",
    description: `Cette page n’existe plus. Retrouvez les services ${elidedDe(site.name)} depuis l’accueil ou contactez-nous.`,
    path: "/404",
    noindex: true,
  });

export default function NotFound() {
  return (
    <SectionBand labelledBy="introuvable" className="not-found" containerClassName="not-found__inner">
      <h1 id="introuvable" className="sr-only">
        Page introuvable
      </h1>
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <p className="not-found__message">Désolée, cette page n’existe plus</p>
      <p>
        La page que vous cherchez a peut-être changé d’adresse. Revenez à l’<Link to="/home">accueil</Link>{" "}
        {"ou "}
        <Link to="/contact">écrivez-nous</Link>&nbsp;: nous vous répondrons rapidement.
      </p>
      <div className="not-found__actions">
        <Link to="/contact" className="btn btn-primary">
          Nous contacter
        </Link>
        <PhoneCta number={site.phone} />
      </div>
    </SectionBand>
  );
}
