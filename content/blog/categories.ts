/**
 * The blog's categories (spec section 2, "Blog index"): the label an article's
 * `categorie` list uses, and the slug the filter keeps in the URL
 * (/blog?categorie=evolution-professionnelle).
 */
export const blogCategories = [
  { slug: "evolution-professionnelle", label: "évolution professionnelle" },
  { slug: "conseils-recherche-emploi", label: "Conseils recherche d'emploi" },
  { slug: "droit-a-la-formation", label: "Droit à la formation" },
] as const;

/** The entry of the category list that shows every article. */
export const ALL_CATEGORIES_LABEL = "CATEGORIE";

/** The label as the page shows it: capital first letter, typographic apostrophe. */
export function displayCategory(label: string): string {
  const typographic = label.replace(/'/g, "’");
  return typographic.charAt(0).toUpperCase() + typographic.slice(1);
}
