import { useEffect, useRef } from "react";
import { Outlet, useLocation } from "react-router";
import { Breadcrumb } from "../components/layout/breadcrumb";
import { ScrollToTop } from "../components/layout/scroll-to-top";
import { SiteFooter } from "../components/layout/site-footer";
import { SiteHeader } from "../components/layout/site-header";
import { StickyContact } from "../components/layout/sticky-contact";
import { clearChunkReloadMark } from "../lib/chunk-reload";
import { useSiteHandle } from "../lib/route-handle";

/** Moves focus to the new page's heading after a client navigation, for screen-reader users. */
function useFocusOnNavigation() {
  const { pathname } = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each change of page
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    clearChunkReloadMark(window.sessionStorage);
    const heading = document.querySelector<HTMLElement>("main h1");
    if (!heading) return;
    heading.setAttribute("tabindex", "-1");
    heading.focus({ preventScroll: true });
  }, [pathname]);
}

export default function SiteLayout() {
  const { pathname } = useLocation();
  const handle = useSiteHandle();
  useFocusOnNavigation();
  return (
    <>
      <a className="skip-link" href="#contenu">
        Aller au contenu
      </a>
      <SiteHeader />
      {handle.breadcrumb !== false && <Breadcrumb pathname={pathname} />}
      <main id="contenu" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollToTop />
      {handle.stickyContact !== false && <StickyContact text={handle.stickyContact} />}
    </>
  );
}
