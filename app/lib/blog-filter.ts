import { frenchTypography } from "../../content/format.ts";

interface Filterable {
  categorie: readonly string[];
  PageLink: string;
}

/**
 * The blog index filter (spec section 4): only articles that have a link, and,
 * when a category is chosen, whose `categorie` list contains it. No category,
 * or the label of the link to every article (`allLabel`, « CATEGORIE » in
 * content/blog/categories.yaml), shows every linked article.
 */
export function filterArticles<T extends Filterable>(
  articles: readonly T[],
  category?: string | null,
  allLabel?: string,
): T[] {
  const all = !category || category === allLabel;
  return articles.filter(
    (article) => article.PageLink !== "" && (all || article.categorie.includes(category)),
  );
}

/** « 1 article », « 6 articles »: the count's text (content/blog/copy.yaml, `index.count`) for `count`. */
export function articleCountText(texts: { one: string; many: string }, count: number): string {
  return frenchTypography((count > 1 ? texts.many : texts.one).replace("{nombre}", String(count)));
}
