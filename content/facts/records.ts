/**
 * Facts the site's small records quote (content/share-images.yaml): the
 * firm's town, from content/firm.yaml.
 */
import { site } from "../site.ts";

/** The records' facts, by name (content/facts/index.ts merges every section). */
export function recordsFacts(): Record<string, string> {
  return {
    /** The town of the firm's head office: « Melun ». */
    firmCity: site.address.city,
  };
}
