/**
 * The rules of a page's head that every content file with a page follows:
 * the tab's title before the firm's name, and the description search engines
 * show. The build checks the built pages against the same limits
 * (build-checks/head.test.ts). A description may quote facts (the firm's
 * name…), so its length is checked once they are filled: another firm's
 * longer name can make a page's description too long, and the build says
 * which file to shorten.
 */
import { z } from "zod";
import { text } from "./fields.ts";

/** The longest description search engines show whole. */
export const MAX_DESCRIPTION = 160;

/** The longest title, firm's name and separator included. */
export const MAX_TITLE = 60;

/** A page's own title: the layout adds « | » and the firm's name. */
export const pageTitle = text.max(45, "doit compter au plus 45 caractères (le nom du cabinet s’y ajoute)");

/** A page's description for search engines. */
export const pageDescription = z
  .string()
  .trim()
  .min(120, "doit compter au moins 120 caractères")
  .max(
    MAX_DESCRIPTION,
    `doit compter au plus ${MAX_DESCRIPTION} caractères (une fois les valeurs {{…}} remplies)`,
  );
