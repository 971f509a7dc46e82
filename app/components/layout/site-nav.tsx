import {
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { NavLink, useLocation } from "react-router";
import { type NavMenu, navigation } from "../../../content/navigation.ts";
import { Icon } from "../ui/icon.tsx";

/** The width above which the whole list shows, without the menu button (as in site-nav.css). */
const WIDE_SCREEN = "(width > 1024px)";

const isShown = (popover: HTMLElement | null | undefined) => popover?.matches(":popover-open") ?? false;

/** Shows or hides a popover, when it is not already so. */
function setShown(popover: HTMLElement | null | undefined, shown: boolean) {
  if (!popover || isShown(popover) === shown) return;
  if (shown) popover.showPopover();
  else popover.hidePopover();
}

/** The submenu panel shown in the navigation, if any. */
const openPanelIn = (nav: HTMLElement | null) =>
  [...(nav?.querySelectorAll<HTMLElement>("[data-menu-panel]") ?? [])].find(isShown);

/**
 * The main navigation, as a disclosure menu. It is native HTML first: the
 * menu button and each submenu's button open their list as a popover
 * (`popovertarget`), so they work before the deferred scripts have hydrated
 * the page and without scripts; the browser exposes their expanded state,
 * closes an open list on Escape or a click elsewhere, and keeps one submenu
 * open at a time (auto popovers). Once hydrated, React adds aria-expanded,
 * mouse hover, Escape returning the focus to the button, and closes the
 * menus on a new page. The popovers' state stays the truth: React reads it,
 * so a menu opened before hydration stays open.
 */
export function SiteNav() {
  const [hydrated, setHydrated] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const listId = useId();
  const { pathname } = useLocation();

  const openPanel = () => openPanelIn(navRef.current);

  const closeAll = () => {
    setShown(openPanel(), false);
    setShown(listRef.current, false);
  };

  // The state follows the popovers, from what hydration finds onwards.
  useEffect(() => {
    const nav = navRef.current;
    if (!nav) return;
    const read = () => {
      setMobileOpen(isShown(listRef.current));
      setOpenMenu(openPanelIn(nav)?.dataset.menuPanel ?? null);
    };
    read();
    setHydrated(true);
    // "toggle" does not bubble: listened to on the way down.
    nav.addEventListener("toggle", read, { capture: true });
    return () => nav.removeEventListener("toggle", read, { capture: true });
  }, []);

  // A new page closes every menu (not the first render: a menu the visitor
  // opened before hydration stays open).
  const shownPath = useRef(pathname);
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing on each new path is the point
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    closeAll();
  }, [pathname]);

  // On a wide screen the list is always shown: an open phone menu closes.
  useEffect(() => {
    const wide = window.matchMedia(WIDE_SCREEN);
    const onChange = () => {
      if (wide.matches) setShown(listRef.current, false);
    };
    wide.addEventListener("change", onChange);
    return () => wide.removeEventListener("change", onChange);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== "Escape") return;
    const panel = openPanel();
    const [popover, button] = panel
      ? [panel, navRef.current?.querySelector<HTMLButtonElement>(`[popovertarget="${panel.id}"]`)]
      : [listRef.current, toggleRef.current];
    if (!isShown(popover)) return;
    // The browser would close the popover too: once is enough.
    event.preventDefault();
    setShown(popover, false);
    button?.focus();
  };

  // Focus leaving the navigation closes an open submenu.
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node) || !event.currentTarget.contains(next)) setShown(openPanel(), false);
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
        {/* Labelled by the list's state, in CSS: right before hydration too. */}
        <button
          ref={toggleRef}
          type="button"
          className="site-nav__toggle"
          popoverTarget={listId}
          aria-expanded={hydrated ? mobileOpen : undefined}
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
        <ul ref={listRef} id={listId} className="site-nav__list" popover="auto">
          {navigation.map((entry) =>
            entry.kind === "link" ? (
              <li key={entry.link.path} className="site-nav__item">
                <NavLink to={entry.link.path} className="site-nav__link" onClick={closeAll} end>
                  {entry.link.label}
                </NavLink>
              </li>
            ) : (
              <SubMenu
                key={entry.menu.id}
                menu={entry.menu}
                expanded={hydrated ? openMenu === entry.menu.id : undefined}
                onChoose={closeAll}
              />
            ),
          )}
        </ul>
      </div>
    </nav>
  );
}

interface SubMenuProps {
  menu: NavMenu;
  /** The panel's state once hydrated; undefined before (the browser exposes it natively). */
  expanded: boolean | undefined;
  onChoose: () => void;
}

function SubMenu({ menu, expanded, onChoose }: SubMenuProps) {
  const panelId = `sous-menu-${menu.id}`;
  const panelRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const current = menu.groups.some((group) => group.links.some((link) => link.path === pathname));
  // Hover opens and closes only for a mouse: a tap fires pointer events too,
  // and must be handled by the click alone. A click on a menu the mouse has
  // just opened keeps it open instead of closing it under the pointer.
  const openedByHover = useRef(false);
  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== "mouse" || isShown(panelRef.current)) return;
    openedByHover.current = true;
    setShown(panelRef.current, true);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== "mouse") return;
    openedByHover.current = false;
    setShown(panelRef.current, false);
  };
  const onClick = (event: MouseEvent) => {
    // Handled here instead of by the browser's popovertarget toggle.
    event.preventDefault();
    const open = isShown(panelRef.current);
    if (open && openedByHover.current) {
      openedByHover.current = false;
      return;
    }
    openedByHover.current = false;
    setShown(panelRef.current, !open);
  };
  return (
    <li
      className="site-nav__item site-nav__item--menu"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
    >
      <button
        type="button"
        className="site-nav__link site-nav__menu-button"
        popoverTarget={panelId}
        aria-expanded={expanded}
        aria-controls={panelId}
        data-current={current || undefined}
        onClick={onClick}
      >
        {menu.label}
        <Icon name="chevron-down" className="site-nav__chevron" />
      </button>
      <div ref={panelRef} id={panelId} className="site-nav__panel" popover="auto" data-menu-panel={menu.id}>
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
    </li>
  );
}
