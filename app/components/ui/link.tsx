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
 */
import type { ComponentProps } from "react";
// biome-ignore lint/style/noRestrictedImports: the one place that wraps them
import { Link as RouterLink, NavLink as RouterNavLink } from "react-router";

export function Link(props: ComponentProps<typeof RouterLink>) {
  return <RouterLink discover="none" {...props} />;
}

export function NavLink(props: ComponentProps<typeof RouterNavLink>) {
  return <RouterNavLink discover="none" {...props} />;
}
