import { type ReactNode, useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
} from "react-router";
import { manifestPath, siteIcons, THEME_COLOR } from "../content/share-images.ts";
import { site } from "../content/site.ts";
import type { Route } from "./+types/root";
import { recordPageView } from "./audience/start.ts";
import { ErrorScreen } from "./components/layout/error-screen.tsx";
import { useChunkFailure } from "./lib/chunk-reload.ts";
import { pageMeta } from "./lib/meta.ts";
import { isNotFound } from "./lib/route-handle.ts";
import { enableHeldStylesheetsAfterPaint } from "./lib/stylesheets.ts";
import "./styles/app.css";

/** The SVG favicon first: browsers that take SVG prefer it; the PNG for the others and for search engines. */
export const links: Route.LinksFunction = () => [
  { rel: "icon", href: siteIcons.svg, type: "image/svg+xml" },
  { rel: "icon", href: siteIcons.png32, type: "image/png", sizes: "32x32" },
  { rel: "apple-touch-icon", href: siteIcons.appleTouch },
];

/**
 * Links the web app manifest once the page is hydrated, not in the HTML: a
 * browser fetches a linked manifest at once, at medium priority, while the
 * first screen is still loading, and only installing the site needs it
 * (decision 027). React 19 leaves an element a script added to <head> alone.
 */
function useManifestLink(): void {
  useEffect(() => {
    if (document.head.querySelector('link[rel="manifest"]')) return;
    const link = document.createElement("link");
    link.rel = "manifest";
    link.href = manifestPath;
    document.head.append(link);
  }, []);
}

/** Default head, for screens that set none of their own (the error screen). */
export const meta: Route.MetaFunction = ({ location }) => pageMeta({ path: location.pathname });

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="fr">
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
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * Records each page shown, first load and client-side navigations alike, for
 * the audience measurement (decision 029), which loads when the browser is
 * idle (./audience/start.ts); when the visitor refuses it, it never loads.
 */
function useAudience(): void {
  const { pathname } = useLocation();
  const notFound = isNotFound(useMatches());
  useEffect(() => {
    if (site.audience) recordPageView([pathname, notFound]);
  }, [pathname, notFound]);
}

export default function App() {
  useManifestLink();
  // Marks the page as interactive (the end-to-end tests wait for it), and
  // loads the stylesheets the build held back, after the first paint (./lib/stylesheets.ts).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    return enableHeldStylesheetsAfterPaint(window);
  }, []);
  useAudience();
  // A page script that stays missing after one reload: the router cannot
  // render that page, so the error screen replaces it.
  const chunkFailure = useChunkFailure();
  if (chunkFailure)
    return <ErrorScreen status="Mise à jour du site" detail={chunkFailure} phone={site.phone} />;
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
    status = error.name === "ChunkLoadError" ? "Mise à jour du site" : "Erreur";
    detail = error.message;
  }
  return <ErrorScreen status={status} detail={detail} phone={site.phone} />;
}
