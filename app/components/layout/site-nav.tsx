import {
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { NavLink, useLocation } from "react-router";
import { type NavMenu, navigation } from "../../../content/navigation.ts";
import { Icon } from "../ui/icon.tsx";

/**
 * The main navigation, as a disclosure menu: each submenu has a button with
 * aria-expanded/aria-controls, opened by mouse hover, click, tap, Enter or
 * Space; one submenu open at a time; Escape closes it. Below 1024 px the
 * whole list is toggled by a menu button.
 */
export function SiteNav() {
  const [mobileOpen, setMobileOpen] = useState(false);
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const { pathname } = useLocation();

  const closeAll = () => {
    setOpenMenu(null);
    setMobileOpen(false);
  };

  // A new page closes every menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing on each new path is the point
  useEffect(() => {
    setOpenMenu(null);
    setMobileOpen(false);
  }, [pathname]);

  // A click or tap elsewhere closes the menus.
  useEffect(() => {
    if (!openMenu && !mobileOpen) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (event.target instanceof Node && !navRef.current?.contains(event.target)) {
        setOpenMenu(null);
        setMobileOpen(false);
      }
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [openMenu, mobileOpen]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== "Escape") return;
    if (openMenu) {
      const button = navRef.current?.querySelector<HTMLButtonElement>(`[data-menu-button="${openMenu}"]`);
      setOpenMenu(null);
      button?.focus();
    } else if (mobileOpen) {
      setMobileOpen(false);
      toggleRef.current?.focus();
    }
  };

  // Focus leaving the navigation closes an open submenu.
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node) || !event.currentTarget.contains(next)) setOpenMenu(null);
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
        <button
          ref={toggleRef}
          type="button"
          className="site-nav__toggle"
          aria-expanded={mobileOpen}
          aria-controls={listId}
          onClick={() => setMobileOpen((open) => !open)}
        >
          {mobileOpen ? <Icon name="close" /> : <Icon name="menu" />}
          <span>{mobileOpen ? "Fermer le menu" : "Menu"}</span>
        </button>
        <ul id={listId} className="site-nav__list" data-open={mobileOpen}>
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
                open={openMenu === entry.menu.id}
                onOpenChange={(open) => setOpenMenu(open ? entry.menu.id : null)}
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
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChoose: () => void;
}

function SubMenu({ menu, open, onOpenChange, onChoose }: SubMenuProps) {
  const panelId = `sous-menu-${menu.id}`;
  const { pathname } = useLocation();
  const current = menu.groups.some((group) => group.links.some((link) => link.path === pathname));
  // Hover opens and closes only for a mouse: a tap fires pointer events too,
  // and must be handled by the click alone. A click on a menu the mouse has
  // just opened keeps it open instead of closing it under the pointer.
  const openedByHover = useRef(false);
  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== "mouse" || open) return;
    openedByHover.current = true;
    onOpenChange(true);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== "mouse") return;
    openedByHover.current = false;
    onOpenChange(false);
  };
  const onClick = () => {
    if (open && openedByHover.current) {
      openedByHover.current = false;
      return;
    }
    openedByHover.current = false;
    onOpenChange(!open);
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
        aria-expanded={open}
        aria-controls={panelId}
        data-menu-button={menu.id}
        data-current={current || undefined}
        onClick={onClick}
      >
        {menu.label}
        <Icon name="chevron-down" className="site-nav__chevron" />
      </button>
      <div id={panelId} className="site-nav__panel" hidden={!open}>
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
