/**
 * The main navigation's behaviour beyond HTML (app/components/layout/site-nav.tsx
 * renders it). The menu is native first: below 1025 px the menu button shows
 * the list as a popover (`popovertarget`: the browser closes it on Escape or a
 * tap elsewhere), and each submenu is a `<details>` of one exclusive group
 * (`name`), so one is open at a time, with or without scripts. This adds
 * `aria-expanded` on the menu button, mouse hover, Escape (the focus back on
 * the submenu's button), closing on a click elsewhere, on focus leaving the
 * navigation, on a chosen link, and when the screen grows wide. The elements'
 * own state stays the truth: this reads it, so a menu opened before this ran
 * stays open.
 */

/** The width above which the whole list shows, without the menu button (as in site-nav.css). */
const WIDE_SCREEN = "(width > 1024px)";

const isShown = (popover: HTMLElement | null) => popover?.matches(":popover-open") ?? false;

/** Shows or hides a popover, when it is not already so. */
function setShown(popover: HTMLElement | null, shown: boolean): void {
  if (!popover || isShown(popover) === shown) return;
  if (shown) popover.showPopover();
  else popover.hidePopover();
}

/** Wires the navigation of `document`, if it has one. */
export function startMenus(document: Document): void {
  const nav = document.querySelector<HTMLElement>("nav.site-nav");
  const view = document.defaultView;
  if (!nav || !view) return;
  const list = nav.querySelector<HTMLElement>(".site-nav__list");
  const toggle = nav.querySelector<HTMLButtonElement>(".site-nav__toggle");
  const openSubmenu = () => nav.querySelector<HTMLDetailsElement>("details.site-nav__submenu[open]");
  const closeSubmenu = () => {
    const submenu = openSubmenu();
    if (submenu) submenu.open = false;
  };
  const closeAll = () => {
    closeSubmenu();
    setShown(list, false);
  };

  // The menu button's state follows the list's.
  const readShown = () => toggle?.setAttribute("aria-expanded", String(isShown(list)));
  readShown();
  list?.addEventListener("toggle", readShown);

  nav.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    const submenu = openSubmenu();
    if (submenu) {
      submenu.open = false;
      submenu.querySelector("summary")?.focus();
    } else if (isShown(list)) {
      setShown(list, false);
      toggle?.focus();
    } else return;
    // Handled: the browser does not close the list as well.
    event.preventDefault();
  });

  // Focus leaving the navigation closes an open submenu.
  nav.addEventListener("focusout", (event) => {
    const next = event.relatedTarget;
    if (!(next instanceof view.Node) || !nav.contains(next)) closeSubmenu();
  });

  // A click or tap outside the navigation closes the open submenu (the list
  // closes by itself, as a popover). Inside, opening another submenu closes
  // it: closing it on pointerdown would move what the pointer is on.
  document.addEventListener("pointerdown", (event) => {
    if (event.target instanceof view.Node && !nav.contains(event.target)) closeSubmenu();
  });

  // On a wide screen the list is always shown: an open phone menu closes.
  const wide = view.matchMedia(WIDE_SCREEN);
  wide.addEventListener("change", () => {
    if (wide.matches) setShown(list, false);
  });

  // A chosen link closes the menus (a page restored from the back-forward cache shows them closed).
  for (const link of nav.querySelectorAll("a")) link.addEventListener("click", closeAll);

  // Hover opens and closes only for a mouse: a tap fires pointer events too,
  // and must be handled by the click alone. A click on a menu the mouse has
  // just opened keeps it open instead of closing it under the pointer.
  for (const item of nav.querySelectorAll<HTMLElement>(".site-nav__item--menu")) {
    const details = item.querySelector("details");
    const summary = details?.querySelector("summary");
    if (!details || !summary) continue;
    let openedByHover = false;
    item.addEventListener("pointerenter", (event) => {
      if (event.pointerType !== "mouse" || details.open) return;
      openedByHover = true;
      details.open = true;
    });
    item.addEventListener("pointerleave", (event) => {
      if (event.pointerType !== "mouse") return;
      openedByHover = false;
      details.open = false;
    });
    summary.addEventListener("click", (event) => {
      const keepOpen = details.open && openedByHover;
      openedByHover = false;
      // The browser's own toggle, cancelled.
      if (keepOpen) event.preventDefault();
    });
  }
}
