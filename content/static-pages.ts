import { legalPaths } from "./legal/paths";

/**
 * The pages with a path of their own (no data table behind them). Kept apart
 * from routes-data.ts so that the footer, on every page, can tell which of
 * its links exist without shipping the page families' data tables.
 */
export const staticPagePaths: readonly string[] = [
  "/",
  "/home",
  "/about",
  "/contact",
  "/bilan-de-competence",
  ...legalPaths,
];
