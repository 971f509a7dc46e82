/**
 * Old addresses and their new home (content/redirects.yaml). One table, used
 * by the server (301), by the build (a page at each old address for static
 * hosting, content/redirect-pages.ts) and by the client routes (baked into
 * the site map: content/pages.ts `oldAddressTarget`).
 *
 * Node only: the server, the build, the route table.
 */
import { z } from "zod";
import { text } from "./lib/fields.ts";
import { readFigures } from "./lib/figures.ts";

const oldPath = z
  .string()
  .regex(/^\/\S*[^/\s]$/, "doit être une adresse commençant par « / », sans « / » final");
const newPath = z.string().regex(/^\/\S*$/, "doit être une adresse du site, commençant par « / »");

/** One old address and the page that replaces it. */
const redirectSchema = z.strictObject({
  from: oldPath.meta({
    title: "L’ancienne adresse",
    description: "Commence par « / », sans « / » final (par exemple /qui-sommes-nous).",
  }),
  to: newPath.meta({
    title: "La page qui la remplace",
    description: "Une adresse du site, commençant par « / » (par exemple /about).",
  }),
});

export const redirectsSchema = z
  .strictObject({
    redirects: z.array(redirectSchema).meta({
      title: "Les anciennes adresses et leur nouvelle page",
      description:
        "Le serveur répond à chacune par une redirection permanente (301) vers sa nouvelle page, que les moteurs de recherche suivent. Cliquez sur une ancienne adresse pour voir ou changer sa nouvelle page ; « Ajouter » en crée une.",
    }),
    page: z.strictObject({ title: text, text }),
  })
  .superRefine(({ redirects }, context) => {
    const from = new Set(redirects.map((entry) => entry.from));
    const seen = new Set<string>();
    redirects.forEach((entry, index) => {
      if (seen.has(entry.from))
        context.addIssue({
          code: "custom",
          path: ["redirects", index, "from"],
          message: `${entry.from} figure déjà plus haut : une ancienne adresse ne mène qu’à une page`,
        });
      seen.add(entry.from);
      if (from.has(entry.to))
        context.addIssue({
          code: "custom",
          path: ["redirects", index, "to"],
          message: `mène à ${entry.to}, qui est elle-même une ancienne adresse : écrire directement la nouvelle`,
        });
    });
  });

// Paths and a page with no figure: read without the facts, so the server starts without computing them.
const file = readFigures("redirects.yaml", redirectsSchema);

export const redirects: Readonly<Record<string, string>> = Object.fromEntries(
  file.redirects.map((entry) => [entry.from, entry.to]),
);

/** The words of the page a static host serves at an old address (not typeset: the page is plain HTML). */
export const redirectPageCopy: Readonly<{ title: string; text: string }> = file.page;

/** The target of a redirected path in `table` (default: this content's), ignoring one trailing slash. */
export function redirectTarget(
  pathname: string,
  table: Readonly<Record<string, string>> = redirects,
): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
  return Object.hasOwn(table, path) ? table[path] : undefined;
}
