/**
 * The main navigation and the footer's landing links, as every page shows
 * them: computed at build from content/navigation.yaml and the page registry
 * (content/navigation.server.ts, content/registry.ts) and baked into the site
 * map, so the browser never reads a file to draw a menu.
 */
import { siteMap } from "./pages.ts";

export interface NavLink {
  path: string;
  label: string;
}

/** A titled group of links inside a menu (the spec's nested submenus); the untitled one has an empty title. */
export interface NavGroup {
  title: string;
  links: NavLink[];
}

export interface NavMenu {
  id: string;
  label: string;
  groups: NavGroup[];
}

export type NavEntry = { kind: "link"; link: NavLink } | { kind: "menu"; menu: NavMenu };

/** The main navigation, in the order of content/navigation.yaml. */
export const navigation: readonly NavEntry[] = siteMap.navigation;

/** The city and topic landing pages listed in the footer (their rows' `footer` field). */
export const footerLandingLinks: readonly NavLink[] = siteMap.footerLandingLinks;
