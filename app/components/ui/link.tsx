/**
 * React Router's `Link` and `NavLink`, without the `data-discover="true"`
 * they write on every internal link by default.
 *
 * The attribute marks the links whose routes React Router should fetch when
 * it discovers routes lazily. This site loads every route up front
 * (`routeDiscovery: { mode: "initial" }`, the default of a pre-rendered site),
 * so the attribute only weighed on each page's first response: about 50
 * links, 40 to 110 compressed bytes (decision 034). `discover="none"` is what
 * React Router offers to leave it out; a link can still ask for it.
 * Components import these, never React Router's own (biome.json enforces it).
 *
 * They load the next page as a document (`reloadDocument`, decision 045): most
 * pages do not load the framework, so a client-side navigation would render
 * them with a framework they do not have, and the site's page script would
 * not run on them. The browser makes it instant where it can (the speculation
 * rules, app/root.tsx). A link that only changes the page's own query (the
 * blog's categories) says `reloadDocument={false}`.
 */
import type { ComponentProps } from "react";
// biome-ignore lint/style/noRestrictedImports: the one place that wraps them
import { Link as RouterLink, NavLink as RouterNavLink } from "react-router";

export function Link(props: ComponentProps<typeof RouterLink>) {
  return <RouterLink discover="none" reloadDocument {...props} />;
}

export function NavLink(props: ComponentProps<typeof RouterNavLink>) {
  return <RouterNavLink discover="none" reloadDocument {...props} />;
}
