import { useLocation } from "react-router";
import { type NavMenu, navigation } from "../../../content/navigation.ts";
import { Icon } from "../ui/icon.tsx";
import { NavLink } from "../ui/link.tsx";

/** The list's id, which the menu button shows and names. */
const LIST_ID = "menu-principal";

/** The menu button below 1025 px. Its icon and label follow the list's state in CSS. */
function MenuToggle() {
  return (
    <button type="button" className="site-nav__toggle" popoverTarget={LIST_ID} aria-controls={LIST_ID}>
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
 * The main navigation, as a disclosure menu, in native HTML: it works
 * without scripts. Below 1025 px the menu button shows the list as a popover
 * (`popovertarget`: the browser exposes its expanded state and closes it on
 * Escape or a tap elsewhere), and each submenu is a `<details>` disclosure of
 * one exclusive group (`name`), so one is open at a time. The page script
 * adds aria-expanded on the menu button, mouse hover, Escape, a click
 * elsewhere and focus leaving (app/page-scripts/menus.ts).
 */
export function SiteNav() {
  return (
    <nav className="site-nav" aria-label="Navigation principale">
      <div className="site-nav__bar container">
        <MenuToggle />
        <ul id={LIST_ID} className="site-nav__list" popover="auto">
          {navigation.map((entry) =>
            entry.kind === "link" ? (
              <li key={entry.link.path} className="site-nav__item">
                <NavLink to={entry.link.path} className="site-nav__link" end>
                  {entry.link.label}
                </NavLink>
              </li>
            ) : (
              <SubMenu key={entry.menu.id} menu={entry.menu} />
            ),
          )}
        </ul>
      </div>
    </nav>
  );
}

/** The exclusive group of the submenus' `<details>`: the browser keeps one open. */
const SUBMENU_GROUP = "sous-menus";

function SubMenu({ menu }: { menu: NavMenu }) {
  const panelId = `sous-menu-${menu.id}`;
  const { pathname } = useLocation();
  const current = menu.groups.some((group) => group.links.some((link) => link.path === pathname));
  return (
    <li className="site-nav__item site-nav__item--menu">
      <details className="site-nav__submenu" name={SUBMENU_GROUP}>
        <summary
          className="site-nav__link site-nav__menu-button"
          aria-controls={panelId}
          data-current={current || undefined}
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
                    <NavLink to={link.path} className="site-nav__sublink" end>
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
