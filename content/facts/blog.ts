/**
 * Facts the blog's copy quotes (content/blog/copy.yaml): the town of the
 * firm's main office, where the first meeting takes place.
 */
import { site } from "../site.ts";

/** The blog's facts by name (content/facts/index.ts merges every section). */
export function blogFacts(): Record<string, string> {
  return {
    firmCity: site.address.city,
  };
}
