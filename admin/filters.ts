/**
 * The messages' filters: read from the page's address, written to the API's
 * (the list, page included) and to the CSV export's (the same filters, every
 * page). The page's address uses the API's names, so a filtered list can be
 * bookmarked and the banner can link to the failed messages.
 */

const MESSAGE_FILTERS = ["q", "status", "subject", "handled"] as const;
type MessageFilter = (typeof MESSAGE_FILTERS)[number];
export type MessageFilters = Partial<Record<MessageFilter | "page", string>>;

/** The filters set in `search`, empty ones left out; the page only when it is a whole number above 1. */
export function readFilters(search: URLSearchParams): MessageFilters {
  const filters: MessageFilters = {};
  for (const name of MESSAGE_FILTERS) {
    const value = search.get(name)?.trim();
    if (value) filters[name] = value;
  }
  const page = search.get("page");
  if (page && /^\d+$/.test(page) && Number(page) > 1) filters.page = String(Number(page));
  return filters;
}

/** `filters` as a query string ("" or "?…"), in a stable order; `page` replaces the filters' own page. */
export function filterQuery(filters: MessageFilters, page?: number): string {
  const query = new URLSearchParams();
  for (const name of MESSAGE_FILTERS) {
    const value = filters[name];
    if (value) query.set(name, value);
  }
  const wanted = page ?? (filters.page ? Number(filters.page) : 1);
  if (wanted > 1) query.set("page", String(wanted));
  const text = query.toString();
  return text ? `?${text}` : "";
}

/** The CSV export of the filtered messages: every page, so without `page`. */
export function exportHref(filters: MessageFilters): string {
  const { page: _page, ...rest } = filters;
  return `/api/admin/messages/export.csv${filterQuery(rest)}`;
}
