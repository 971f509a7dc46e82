/** Reading the service pages: build time only (the service route's loader). */
import { typeset } from "../../content/format";
import { servicePages } from "../../content/services";
import type { ServicePage } from "../../content/services/types";
import { normalizePath } from "./meta";

/**
 * The service or training page a path shows (the route is registered once
 * per page), typeset: the no-break spaces of French typography are added
 * here, whatever the page's module holds.
 */
export function servicePageForPath(pathname: string): ServicePage {
  const path = normalizePath(pathname);
  const page = servicePages.find((row) => row.path === path);
  if (!page) throw new Error(`No service page for ${pathname}`);
  return typeset(page);
}
