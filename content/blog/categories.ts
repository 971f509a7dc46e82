/**
 * The blog's categories (spec section 2, "Blog index"), read from
 * content/blog/categories.yaml: the label an article's `categorie` list
 * uses, and the slug the filter keeps in the URL
 * (/blog?categorie=evolution-professionnelle), in the order of the links.
 * Node only: the blog page's loader gives the browser what it shows.
 */
import { z } from "zod";
import { readRecord } from "../lib/collection.ts";

export const categoriesSchema = z.strictObject({
  all: z.string().trim().min(1),
  categories: z
    .array(
      z.strictObject({
        slug: z
          .string()
          .regex(
            /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
            "doit ne contenir que des minuscules sans accent, des chiffres et des tirets",
          ),
        label: z.string().trim().min(2),
      }),
    )
    .min(1)
    .refine((list) => new Set(list.map((category) => category.slug)).size === list.length, {
      message: "deux catégories ont le même slug",
    })
    .refine((list) => new Set(list.map((category) => category.label)).size === list.length, {
      message: "deux catégories ont le même label",
    }),
});

const data = readRecord("blog/categories.yaml", categoriesSchema);

/** A category: its slug in the URL, its label in the articles' `categorie` lists. */
export interface BlogCategory {
  slug: string;
  label: string;
}

export const blogCategories: readonly BlogCategory[] = data.categories;

/** The entry of the category list that shows every article. */
export const ALL_CATEGORIES_LABEL: string = data.all;

/** The label as the page shows it: capital first letter, typographic apostrophe. */
export function displayCategory(label: string): string {
  const typographic = label.replace(/'/g, "’");
  return typographic.charAt(0).toUpperCase() + typographic.slice(1);
}
