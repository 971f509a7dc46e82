import { breadcrumbTrail } from "../../lib/breadcrumb.ts";
import { breadcrumbJsonLd, serializeJsonLd } from "../../lib/json-ld.ts";
import { Link } from "../ui/link.tsx";

export function Breadcrumb({ pathname }: { pathname: string }) {
  const trail = breadcrumbTrail(pathname);
  return (
    <nav className="breadcrumb container" aria-label="Fil d’Ariane">
      <ol>
        {trail.map((crumb, index) =>
          index < trail.length - 1 ? (
            <li key={crumb.path}>
              <Link to={crumb.path}>{crumb.label}</Link>
            </li>
          ) : (
            <li key={crumb.path}>
              <span aria-current="page">{crumb.label}</span>
            </li>
          ),
        )}
      </ol>
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD serialised with "<" escaped
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(breadcrumbJsonLd(trail)) }}
      />
    </nav>
  );
}
