/** Reading the legal pages (content/legal/*.md): build time only (the legal route's loader). */
import { legalPages } from "../../content/legal/index.ts";
import type { LegalPage } from "../../content/legal/types.ts";
import { pageForPath } from "./page-for-path.ts";

/** The legal page a path shows (the route is registered once per page). */
export function legalPageForPath(pathname: string): LegalPage {
  return pageForPath(legalPages, (page) => page.path, pathname, "legal page");
}
