import {
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type RefObject,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { useLocation } from "react-router";
import { type NavMenu, navigation } from "../../../content/navigation.ts";
import { Icon } from "../ui/icon.tsx";
import { NavLink } from "../ui/link.tsx";

/** The width above which the whole list shows, without the menu button (as in site-nav.css). */
const WIDE_SCREEN = "(width > 1024px)";

const isShown = (popover: HTMLElement | null | undefined) => popover?.matches(":popover-open") ?? false;

/** Shows or hides a popover, when it is not already so. */
function setShown(popover: HTMLElement | null | undefined, shown: boolean) {
  if (!popover || isShown(popover) === shown) return;
  if (shown) popover.showPopover();
  else popover.hidePopover();
}

/** The submenu open in the navigation, if any. */
const openSubmenuIn = (nav: HTMLElement | null) =>
  nav?.querySelector<HTMLDetailsElement>("details.site-nav__submenu[open]") ?? undefined;

function closeSubmenuIn(nav: HTMLElement | null) {
  const submenu = openSubmenuIn(nav);
  if (submenu) submenu.open = false;
}

/**
 * Whether the list (the phone menu) is shown, followed from hydration
 * onwards, and whether the page is hydrated (before, the menu button's
 * state is the browser's alone).
 */
function useListShown(listRef: RefObject<HTMLUListElement | null>) {
  const [hydrated, setHydrated] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const read = () => setMobileOpen(isShown(list));
    read();
    setHydrated(true);
    list.addEventListener("toggle", read);
    return () => list.removeEventListener("toggle", read);
  }, [listRef]);
  return { hydrated, mobileOpen };
}

/** What closes the menus from outside them: a new page, a click elsewhere, a screen grown wide. */
function useMenusClosing(
  navRef: RefObject<HTMLElement | null>,
  listRef: RefObject<HTMLUListElement | null>,
  closeAll: () => void,
) {
  const { pathname } = useLocation();

  // A new page closes every menu (not the first render: a menu the visitor
  // opened before hydration stays open).
  const shownPath = useRef(pathname);
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing on each new path is the point
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    closeAll();
  }, [pathname]);

  // A click or tap outside the navigation closes the open submenu (the list
  // closes by itself, as a popover). Inside, opening another submenu closes
  // it: closing it on pointerdown would move what the pointer is on.
  useEffect(() => {
    const onPointerDown = (event: globalThis.PointerEvent) => {
      const nav = navRef.current;
      if (event.target instanceof Node && !nav?.contains(event.target)) closeSubmenuIn(nav);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [navRef]);

  // On a wide screen the list is always shown: an open phone menu closes.
  useEffect(() => {
    const wide = window.matchMedia(WIDE_SCREEN);
    const onChange = () => {
      if (wide.matches) setShown(listRef.current, false);
    };
    wide.addEventListener("change", onChange);
    return () => wide.removeEventListener("change", onChange);
  }, [listRef]);
}

interface MenuToggleProps {
  ref: RefObject<HTMLButtonElement | null>;
  listId: string;
  /** Unset before hydration: the browser exposes the popover's state itself. */
  expanded: boolean | undefined;
}

/** The menu button below 1025 px. Its icon and label follow the list's state in CSS, before hydration too. */
function MenuToggle({ ref, listId, expanded }: MenuToggleProps) {
  return (
    <button
      ref={ref}
      type="button"
      className="site-nav__toggle"
      popoverTarget={listId}
      aria-expanded={expanded}
      aria-controls={listId}
    >
      <span className="site-nav__toggle-label site-nav__toggle-label--closed">
        <Icon name="menu" />
        <span>Menu</span>
      </span>
      <span className="site-nav__toggle-label site-nav__toggle-label--open">
        <Icon name="close" />
        <span>Fermer le menu</span>
      </span>
    </button>
  );
}

/**
 * The main navigation, as a disclosure menu. It is native HTML first, so it
 * works before the deferred scripts have hydrated the page, and without
 * scripts: below 1025 px the menu button shows the list as a popover
 * (`popovertarget`: the browser exposes its expanded state and closes it on
 * Escape or a tap elsewhere), and each submenu is a `<details>` disclosure of
 * one exclusive group (`name`), so one is open at a time. Once hydrated, React
 * adds aria-expanded on the menu button, mouse hover, Escape (the focus back
 * on the submenu's button), a click elsewhere, and closes the menus on a new
 * page. The elements' own state stays the truth: React reads it, and a menu
 * opened before hydration stays open.
 */
export function SiteNav() {
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const listId = useId();

  const closeSubmenu = () => closeSubmenuIn(navRef.current);
  const closeAll = () => {
    closeSubmenu();
    setShown(listRef.current, false);
  };

  // The menu button's state follows the list's, from what hydration finds onwards.
  const { hydrated, mobileOpen } = useListShown(listRef);
  useMenusClosing(navRef, listRef, closeAll);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== "Escape") return;
    const submenu = openSubmenuIn(navRef.current);
    if (submenu) {
      submenu.open = false;
      submenu.querySelector("summary")?.focus();
    } else if (isShown(listRef.current)) {
      setShown(listRef.current, false);
      toggleRef.current?.focus();
    } else return;
    // Handled: the browser does not close the list as well.
    event.preventDefault();
  };

  // Focus leaving the navigation closes an open submenu.
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node) || !event.currentTarget.contains(next)) closeSubmenu();
  };

  return (
    <nav
      className="site-nav"
      aria-label="Navigation principale"
      ref={navRef}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <div className="site-nav__bar container">
        <MenuToggle ref={toggleRef} listId={listId} expanded={hydrated ? mobileOpen : undefined} />
        <ul ref={listRef} id={listId} className="site-nav__list" popover="auto">
          {navigation.map((entry) =>
            entry.kind === "link" ? (
              <li key={entry.link.path} className="site-nav__item">
                <NavLink to={entry.link.path} className="site-nav__link" onClick={closeAll} end>
                  {entry.link.label}
                </NavLink>
              </li>
            ) : (
              <SubMenu key={entry.menu.id} menu={entry.menu} onChoose={closeAll} />
            ),
          )}
        </ul>
      </div>
    </nav>
  );
}

/** The exclusive group of the submenus' `<details>`: the browser keeps one open. */
const SUBMENU_GROUP = "sous-menus";

function SubMenu({ menu, onChoose }: { menu: NavMenu; onChoose: () => void }) {
  const panelId = `sous-menu-${menu.id}`;
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();
  const current = menu.groups.some((group) => group.links.some((link) => link.path === pathname));
  const setOpen = (open: boolean) => {
    if (detailsRef.current) detailsRef.current.open = open;
  };
  // Hover opens and closes only for a mouse: a tap fires pointer events too,
  // and must be handled by the click alone. A click on a menu the mouse has
  // just opened keeps it open instead of closing it under the pointer.
  const openedByHover = useRef(false);
  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== "mouse" || detailsRef.current?.open) return;
    openedByHover.current = true;
    setOpen(true);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== "mouse") return;
    openedByHover.current = false;
    setOpen(false);
  };
  const onClick = (event: MouseEvent) => {
    const keepOpen = detailsRef.current?.open && openedByHover.current;
    openedByHover.current = false;
    // The browser's own toggle, cancelled.
    if (keepOpen) event.preventDefault();
  };
  return (
    <li
      className="site-nav__item site-nav__item--menu"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
    >
      <details ref={detailsRef} className="site-nav__submenu" name={SUBMENU_GROUP}>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: a <summary> is interactive, its <details>' button */}
        <summary
          className="site-nav__link site-nav__menu-button"
          aria-controls={panelId}
          data-current={current || undefined}
          onClick={onClick}
        >
          {menu.label}
          <Icon name="chevron-down" className="site-nav__chevron" />
        </summary>
        <div id={panelId} className="site-nav__panel">
          {menu.groups.map((group, index) => (
            <div key={group.title || index} className="site-nav__group">
              {group.title && (
                <p className="site-nav__group-title" id={`${panelId}-${index}`}>
                  {group.title}
                </p>
              )}
              <ul aria-labelledby={group.title ? `${panelId}-${index}` : undefined}>
                {group.links.map((link) => (
                  <li key={link.path}>
                    <NavLink to={link.path} className="site-nav__sublink" onClick={onChoose} end>
                      {link.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </details>
    </li>
  );
}
