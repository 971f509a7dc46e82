/**
 * The paths of the legal and information pages, apart from their copy: the
 * route table, the pre-render list and the footer read these without loading
 * the pages' text. content/legal/legal.test.ts checks they match the pages.
 */
import { certificatePagePath, disabilityPagePath } from "../compliance-paths.ts";
import type { RuleId } from "../regulation.ts";

/** The page that lists every rule of content/regulation.ts with its sources. */
export const sourcesPagePath = "/textes-et-sources";

/** The legal and information pages: path and short label (footer, breadcrumb). */
export const legalPageEntries = [
  { path: "/mentions-legales", label: "Mentions légales" },
  { path: "/politique-de-confidentialite", label: "Politique de confidentialité" },
  { path: "/accessibilite", label: "Accessibilité" },
  { path: disabilityPagePath, label: "Handicap" },
  { path: certificatePagePath, label: "Certification qualité" },
  { path: sourcesPagePath, label: "Textes de référence" },
] as const;

export const legalPaths = legalPageEntries.map((entry) => entry.path);

/** "cpfBilanCap" -> "cpf-bilan-cap": the anchor of a rule on the sources page. */
export function ruleAnchor(id: RuleId): string {
  return id.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** The address of a rule on the sources page, to link a sentence to its source. */
export function ruleHref(id: RuleId): string {
  return `${sourcesPagePath}#${ruleAnchor(id)}`;
}
