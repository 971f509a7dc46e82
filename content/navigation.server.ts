/**
 * The main navigation's loader (content/navigation.yaml): links to pages and
 * menus, in order. A menu's links are the pages that ask to be listed in it
 * (a page's `menu` in the registry: the services, the skills-assessment
 * page), in the registry's order, grouped under their group's title.
 *
 * Node only (the build): the registry computes the navigation, and the
 * browser gets it baked into the site map (content/navigation.ts).
 */
import { z } from "zod";
import { ContentError, readRecord } from "./lib/collection.ts";
import { text } from "./lib/fields.ts";
import type { NavEntry, NavGroup } from "./navigation.ts";

const NAVIGATION_FILE = "navigation.yaml";

const entrySchema = z
  .strictObject({
    page: z
      .string()
      .regex(/^\/\S*$/, "doit être une adresse du site, commençant par « / »")
      .optional(),
    menu: z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]*$/, "doit être un code en minuscules sans accent, avec des tirets")
      .optional(),
    label: text.optional(),
  })
  .superRefine((entry, context) => {
    if ((entry.page === undefined) === (entry.menu === undefined))
      context.addIssue({
        code: "custom",
        message: "doit avoir soit « page », soit « menu » (l’un des deux)",
      });
    else if (entry.menu !== undefined && entry.label === undefined)
      context.addIssue({ code: "custom", path: ["label"], message: "un menu a besoin d’un nom" });
  });

export const navigationSchema = z
  .strictObject({ main: z.array(entrySchema).min(1) })
  .superRefine((file, context) => {
    const seen = new Set<string>();
    file.main.forEach((entry, index) => {
      const key = entry.page ?? `menu ${entry.menu}`;
      if (seen.has(key))
        context.addIssue({ code: "custom", path: ["main", index], message: "figure déjà plus haut" });
      seen.add(key);
    });
  });

/** A page as the navigation sees it: its path, its label and the menu that lists it, if any. */
export interface NavPage {
  path: string;
  label: string;
  menu?: { id: string; group?: string };
}

/**
 * The main navigation, its menus filled with the pages that ask for them.
 * Stops the build, naming content/navigation.yaml, when a link names no
 * page or a page asks for a menu the navigation does not have.
 */
export function siteNavigation(pages: readonly NavPage[]): NavEntry[] {
  const { main } = readRecord(NAVIGATION_FILE, navigationSchema);
  const groups = new Map<string, NavGroup[]>();
  for (const entry of main) if (entry.menu) groups.set(entry.menu, []);
  for (const page of pages) {
    if (!page.menu) continue;
    const menu = groups.get(page.menu.id);
    if (!menu) {
      throw new ContentError(
        `content/${NAVIGATION_FILE} : la page ${page.path} demande à figurer dans le menu « ${page.menu.id} », qui n’y est pas (menus : ${[...groups.keys()].join(", ")})`,
      );
    }
    const title = page.menu.group ?? "";
    const link = { path: page.path, label: page.label };
    const last = menu.at(-1);
    if (last && last.title === title) last.links.push(link);
    else menu.push({ title, links: [link] });
  }
  const labels = new Map(pages.map((page) => [page.path, page.label]));
  return main.map((entry): NavEntry => {
    if (entry.menu) {
      const label = entry.label as string;
      return { kind: "menu", menu: { id: entry.menu, label, groups: groups.get(entry.menu) ?? [] } };
    }
    const path = entry.page as string;
    const label = entry.label ?? labels.get(path);
    if (!label) {
      throw new ContentError(
        `content/${NAVIGATION_FILE} : le lien vers ${path} ne mène à aucune page du site`,
      );
    }
    return { kind: "link", link: { path, label } };
  });
}
