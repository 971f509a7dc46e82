import { ALL_CATEGORIES_LABEL } from "../../content/blog/categories.ts";

interface Filterable {
  categorie: readonly string[];
  PageLink: string;
}

/**
 * The blog index filter (spec section 4): only articles that have a link, and,
 * when a category is chosen, whose `categorie` list contains it. No category,
 * or 'CATEGORIE', shows every linked article.
 */
export function filterArticles<T extends Filterable>(articles: readonly T[], category?: string | null): T[] {
  const all = !category || category === ALL_CATEGORIES_LABEL;
  return articles.filter(
    (article) => article.PageLink !== "" && (all || article.categorie.includes(category)),
  );
}
