/**
 * Old addresses and their new home. One table, used by the client routes
 * (pre-rendered redirect pages for static hosting) and by the server (301).
 */
export const redirects: Readonly<Record<string, string>> = {
  "/fr/home": "/home",
  "/temoignages": "/about",
  "/qui-sommes-nous": "/about",
  "/bilan-de-competences": "/bilan-de-competence",
};

/** The target of a redirected path, ignoring one trailing slash. */
export function redirectTarget(pathname: string): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
  return redirects[path];
}
