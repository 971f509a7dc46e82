/** Reading the service pages: build time only (the service route's loader). */
import { typeset } from "../../content/format.ts";
import { type ProgrammeSheetBlock, programmeSheetBlock } from "../../content/programme-sheet.ts";
import { type ServiceCommon, serviceCommonCopy } from "../../content/services/common.ts";
import { servicePages } from "../../content/services/index.ts";
import type { ServicePage } from "../../content/services/types.ts";
import { pageForPath } from "./page-for-path.ts";

/**
 * The service or training page a path shows (the route is registered once
 * per page), typeset: the no-break spaces of French typography are added
 * here, whatever the page's file holds.
 */
export function servicePageForPath(pathname: string): ServicePage {
  return typeset(pageForPath(servicePages, (page) => page.path, pathname, "service page"));
}

/** What every service page shows besides its own content (content/service-common.yaml), typeset. */
export function serviceCommonForPages(): ServiceCommon {
  return typeset(serviceCommonCopy());
}

/** The page's programme sheet (indicator 1), checked, with the labels and words every sheet shares. */
export function programmeSheetForPage(page: ServicePage): ProgrammeSheetBlock {
  return programmeSheetBlock(page.programme, page.path, page.lastModified);
}
