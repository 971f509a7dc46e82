/** Finding the row of a page family that a path shows: build time only (the families' loaders). */
import { normalizePath } from "./meta.ts";

/**
 * The row of `rows` whose path (`pathOf`) is `pathname`: with or without a
 * trailing slash, a query or a hash, and with its characters percent-encoded
 * or not (an article's apostrophe). A malformed encoding is kept as it came,
 * so it matches no row. Throws, naming the `family` and the path, when no row
 * matches: a route registered for a page that its table does not hold.
 */
export function pageForPath<Row>(
  rows: readonly Row[],
  pathOf: (row: Row) => string,
  pathname: string,
  family: string,
): Row {
  let path = normalizePath(pathname);
  try {
    path = decodeURIComponent(path);
  } catch {
    // Keep the raw path: it then matches no row.
  }
  const row = rows.find((candidate) => pathOf(candidate) === path);
  if (row === undefined) throw new Error(`No ${family} for ${pathname}`);
  return row;
}
