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
