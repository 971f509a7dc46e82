/**
 * The page a conversion came from, for the audience's count of it
 * (CONVERSION_FROM_FIELD, docs/audience.md): the forms send it with the
 * message or the booking. Every page is loaded as a document (decision 045),
 * so it is the referring page when it is of this site.
 */
import { site } from "../../content/site.ts";
import { measurementRefused } from "../audience/consent.ts";

/**
 * The path of the site's page the visitor came from, "" when they came from
 * elsewhere (another site, an address typed, a bookmark); undefined when the
 * measurement is off or refused (GPC or the opt-out is set).
 */
export function previousPage(): string | undefined {
  if (!site.audience || measurementRefused()) return undefined;
  try {
    const referrer = new URL(document.referrer);
    return referrer.origin === location.origin ? referrer.pathname : "";
  } catch {
    return "";
  }
}
