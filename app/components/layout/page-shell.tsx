import { type ReactNode, useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { clearChunkReloadMark } from "../../lib/chunk-reload.ts";
import { MAIN_ID } from "../../lib/landmarks.ts";
import { useSiteHandle } from "../../lib/route-handle.ts";
import { Breadcrumb } from "./breadcrumb.tsx";
import { ScrollToTop } from "./scroll-to-top.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";
import { StickyContact } from "./sticky-contact.tsx";

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

/**
 * What every page has around its content: the skip link, header and menu,
 * breadcrumb, footer, scroll-to-top arrow and sticky contact button. The
 * layouts (main and articles) differ only by what they put above the header.
 */
export function PageShell({ top, children }: { top?: ReactNode; children: ReactNode }) {
  const { pathname } = useLocation();
  const handle = useSiteHandle();
  useFocusOnNavigation();
  return (
    <>
      <a className="skip-link" href={`#${MAIN_ID}`}>
        Aller au contenu
      </a>
      {top}
      <SiteHeader />
      {handle.breadcrumb !== false && <Breadcrumb pathname={pathname} />}
      <main id={MAIN_ID} tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <ScrollToTop />
      {handle.stickyContact !== false && <StickyContact text={handle.stickyContact} />}
    </>
  );
}
