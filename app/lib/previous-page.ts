/**
 * The page a conversion came from, for the audience's count of it
 * (CONVERSION_FROM_FIELD, docs/audience.md): the forms send it with the
 * message or the booking. Kept in memory only, from the page views the
 * measurement records (app/audience/start.ts); in the "shared" chunk, which
 * every page loads, so that the forms' chunks import nothing more. It imports
 * nothing: were it to import the consent module, that module would join the
 * "shared" chunk, and the measurement's late chunk, which imports it too, would
 * then make Vite add the shared stylesheet to the page a second time.
 */

/**
 * shared/audience.ts AUDIENCE_ENTRY_KEY, written by the measurement
 * (app/audience/measure.ts); repeated here so that this module imports
 * nothing (previous-page.test.ts checks they agree).
 */
export const ENTRY_KEY = "audience-entry";

/** The path of the page shown now, and of the one shown before it in this page load. */
let shown: string | undefined;
let before: string | undefined;
/** Whether the measurement was refused when the last page was noted (GPC, the opt-out). */
let refused = false;

/** Notes the page shown now (each page view the measurement records), and whether the measurement is refused. */
export function notePageShown(path: string, measurementRefused: boolean): void {
  refused = measurementRefused;
  if (path === shown) return;
  before = shown;
  shown = path;
}

/**
 * The path of the site's page shown before the current one in this tab
 * (after a full page load, the referring page when it is of this site), ""
 * when the current page was the first one; undefined when the measurement is
 * off or refused (no page was noted, or GPC or the opt-out is set).
 */
export function previousPage(): string | undefined {
  if (shown === undefined || refused) return undefined;
  if (before !== undefined) return before;
  try {
    const referrer = new URL(document.referrer);
    return referrer.origin === location.origin ? referrer.pathname : "";
  } catch {
    return "";
  }
}

/**
 * The page the visit entered the site on, as the measurement keeps it for
 * the tab (shared/audience.ts EntryRecord), for the funnel's count of a
 * conversion (CONVERSION_ENTRY_FIELD); undefined when the measurement is off
 * or refused, or has kept none (the visit began on a page « introuvable »,
 * storage refused, a tab opened from another).
 */
export function entryPage(): string | undefined {
  if (previousPage() === undefined) return undefined;
  try {
    const page: unknown = JSON.parse(sessionStorage.getItem(ENTRY_KEY) ?? "{}").page;
    return typeof page === "string" ? page : undefined;
  } catch {
    return undefined;
  }
}
