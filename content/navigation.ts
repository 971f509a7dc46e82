import { labelFor, siteMap } from "./pages.ts";

export interface NavLink {
  path: string;
  label: string;
}

/** A titled group of links inside a menu (the spec's nested submenus). */
interface NavGroup {
  title: string;
  links: NavLink[];
}

export interface NavMenu {
  id: string;
  label: string;
  groups: NavGroup[];
}

export type NavEntry = { kind: "link"; link: NavLink } | { kind: "menu"; menu: NavMenu };

const link = (path: string, label = labelFor(path)): NavLink => ({ path, label });
/** A menu of the spec, filled with the pages the registry places in it (services: their `menu` field). */
const menu = (id: keyof typeof siteMap.menus, label: string): NavEntry => ({
  kind: "menu",
  menu: { id, label, groups: siteMap.menus[id].map((group) => ({ title: group.group, links: group.links })) },
});

/** The main navigation, in the spec's order. */
export const navigation: NavEntry[] = [
  { kind: "link", link: link("/home") },
  { kind: "link", link: link("/about") },
  menu("emploi-carriere", "Gestion emploi et carrière"),
  menu("formation", "Formation"),
  menu("ingenierie", "Ingénierie et administration de la formation"),
  { kind: "link", link: link("/blog") },
  { kind: "link", link: link("/contact") },
];

/** The city and topic landing pages listed in the footer (their rows' `footer` field). */
export const footerLandingLinks: NavLink[] = siteMap.footerLandingLinks;
