import { type ReactNode, use, useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
} from "react-router";
import { manifestPath, siteIcons, THEME_COLOR } from "../content/share-images.ts";
import { site } from "../content/site.ts";
import type { Route } from "./+types/root";
import { ErrorScreen } from "./components/layout/error-screen.tsx";
import { pageMeta } from "./lib/meta.ts";
import { hydrates, isNotFound, SpaFallback } from "./lib/route-handle.ts";
import { speculationRules } from "./lib/speculation-rules.ts";
import "./styles/app.css";

/** The SVG favicon first: browsers that take SVG prefer it; the PNG for the others and for search engines. */
export const links: Route.LinksFunction = () => [
  { rel: "icon", href: siteIcons.svg, type: "image/svg+xml" },
  { rel: "icon", href: siteIcons.png32, type: "image/png", sizes: "32x32" },
  { rel: "apple-touch-icon", href: siteIcons.appleTouch },
];

/** Default head, for screens that set none of their own (the error screen). */
export const meta: Route.MetaFunction = ({ location }) => pageMeta({ path: location.pathname });

/** The site's page script (app/page-scripts/page.ts), built before the pages: its address, from vite.config.ts. */
declare const __PAGE_SCRIPT__: string | undefined;
const pageScript = typeof __PAGE_SCRIPT__ === "string" ? __PAGE_SCRIPT__ : undefined;
/** The build's marker of the site's own inline scripts (config/site-scripts.ts), from vite.config.ts. */
declare const __SITE_SCRIPT_NONCE__: string | undefined;
const nonce =
  typeof __SITE_SCRIPT_NONCE__ === "string" && __SITE_SCRIPT_NONCE__ ? __SITE_SCRIPT_NONCE__ : undefined;
/**
 * Loads the page script once the page has painted (the frame's callback runs
 * before the first paint, its task after): nothing of it is fetched before the
 * first screen shows, so that it does not share the network with the HTML and
 * the first screen's images. A page the browser prerenders, or a tab opened in
 * the background, draws no frame until it is shown: the script waits until then.
 */
const pageScriptLoader = pageScript
  ? `requestAnimationFrame(()=>setTimeout(()=>import(${JSON.stringify(pageScript)})))`
  : undefined;
/** The rules' text: the site's own constant (./lib/speculation-rules.ts), never content. */
const speculationRulesText = JSON.stringify(speculationRules);

/**
 * The document of every page. React Router's scripts only on a page whose
 * route asks for them (`handle.hydrate`, decision 045); the site's page
 * script on every page, told on <html> what it needs to know (app/page-scripts/page.ts).
 */
export function Layout({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const hydrate = use(SpaFallback) || hydrates(matches);
  return (
    <html
      lang="fr"
      data-hydrate={hydrate ? "true" : undefined}
      data-manifest={manifestPath}
      data-measure={site.audience ? "on" : undefined}
      data-not-found={isNotFound(matches) ? "true" : undefined}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={THEME_COLOR} />
        <meta name="format-detection" content="telephone=no" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {hydrate && <ScrollRestoration />}
        {hydrate && <Scripts />}
        {pageScriptLoader && (
          <script
            nonce={nonce}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own loader, hashed by the build's CSP step
            dangerouslySetInnerHTML={{ __html: pageScriptLoader }}
          />
        )}
        <script
          type="speculationrules"
          nonce={nonce}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own JSON constant, hashed by the build's CSP step
          dangerouslySetInnerHTML={{ __html: speculationRulesText }}
        />
      </body>
    </html>
  );
}

export default function App() {
  // Marks the page as hydrated: the page script waits for it before it touches the DOM (app/page-scripts/page.ts).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return <Outlet />;
}

/** The router-level fallback: status and text, or the error's message, in French. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  let status = "Erreur";
  let detail = "Une erreur inattendue est survenue.";
  if (isRouteErrorResponse(error)) {
    status = String(error.status);
    detail = error.statusText || (typeof error.data === "string" ? error.data : detail);
  } else if (error instanceof Error) {
    detail = error.message;
  }
  return <ErrorScreen status={status} detail={detail} phone={site.phone} />;
}
