/** Reading the legal pages: build time only (the legal route's loader). */
import { legalPages } from "../../content/legal";
import type { LegalPage } from "../../content/legal/types";
import { normalizePath } from "./meta";

/** The legal page a path shows (the route is registered once per page). */
export function legalPageForPath(pathname: string): LegalPage {
  const path = normalizePath(pathname);
  const page = legalPages.find((row) => row.path === path);
  if (!page) throw new Error(`No legal page for ${pathname}`);
  return page;
}
