import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { MAIN_ID } from "../../lib/landmarks.ts";
import { useSiteHandle } from "../../lib/route-handle.ts";
import { Breadcrumb } from "./breadcrumb.tsx";
import { ScrollToTop } from "./scroll-to-top.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";
import { StickyContact } from "./sticky-contact.tsx";

/**
 * What every page has around its content: the skip link, header and menu,
 * breadcrumb, footer, scroll-to-top arrow and sticky contact button. The
 * layouts (main and articles) differ only by what they put above the header.
 */
export function PageShell({ top, children }: { top?: ReactNode; children: ReactNode }) {
  const { pathname } = useLocation();
  const handle = useSiteHandle();
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
