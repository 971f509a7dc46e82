import { labelFor } from "../../content/pages.ts";
import type { Crumb } from "./json-ld.ts";
import { normalizePath } from "./meta.ts";

/** "Accueil" then one crumb per path segment, each with a readable French label. */
export function breadcrumbTrail(pathname: string): Crumb[] {
  const trail: Crumb[] = [{ label: "Accueil", path: "/" }];
  const segments = normalizePath(pathname).split("/").filter(Boolean);
  let path = "";
  for (const segment of segments) {
    path += `/${segment}`;
    trail.push({ label: labelFor(path), path });
  }
  return trail;
}
