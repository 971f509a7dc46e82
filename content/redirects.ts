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

const redirectsSchema = z
  .strictObject({
    redirects: z.record(oldPath, newPath),
    page: z.strictObject({ title: text, text }),
  })
  .superRefine(({ redirects }, context) => {
    for (const [from, target] of Object.entries(redirects)) {
      if (target in redirects)
        context.addIssue({
          code: "custom",
          path: ["redirects", from],
          message: `mène à ${target}, qui est elle-même une ancienne adresse : écrire directement la nouvelle`,
        });
    }
  });

// Paths and a page with no figure: read without the facts, so the server starts without computing them.
const file = readFigures("redirects.yaml", redirectsSchema);

export const redirects: Readonly<Record<string, string>> = file.redirects;

/** The words of the page a static host serves at an old address (not typeset: the page is plain HTML). */
export const redirectPageCopy: Readonly<{ title: string; text: string }> = file.page;

/** The target of a redirected path, ignoring one trailing slash. */
export function redirectTarget(pathname: string): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
  return Object.hasOwn(redirects, path) ? redirects[path] : undefined;
}
