/**
 * The sources page's path and its rules' anchors, apart from the pages' copy:
 * the footer (in the browser) and the legal pages' links to a rule
 * (`regle:<id>` in content/legal/*.md) use them. The pages themselves, and
 * their paths, are the files of content/legal/ (content/legal/index.ts).
 */
import type { RuleId } from "../regulation.ts";

/** The page that lists every rule of content/regulation.ts with its sources (content/legal/textes-et-sources.md). */
export const sourcesPagePath = "/textes-et-sources";

/** "cpfBilanCap" -> "cpf-bilan-cap": the anchor of a rule on the sources page. */
export function ruleAnchor(id: RuleId): string {
  return id.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** The address of a rule on the sources page, to link a sentence to its source. */
export function ruleHref(id: RuleId): string {
  return `${sourcesPagePath}#${ruleAnchor(id)}`;
}
