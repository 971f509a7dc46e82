import type { FastifyHelmetOptions } from "@fastify/helmet";

/** Sent only on requests that arrived over HTTPS (see app.ts). */
export const STRICT_TRANSPORT_SECURITY = "max-age=31536000; includeSubDomains";

/** Powerful features the site never uses, denied to the page and to every frame. */
export const PERMISSIONS_POLICY =
  "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()";

/** YouTube embeds use the privacy-enhanced domain only. */
const YOUTUBE_FRAME_ORIGIN = "https://www.youtube-nocookie.com";

export interface CspSources {
  /** Origin of the contact-form relay; empty when it is served by this origin. */
  relayOrigin: string;
  /** URL of the reviews widget embedded in an iframe; empty when there is none. */
  reviewsWidgetUrl: string;
}

/**
 * The origin (scheme://host[:port]) of an http(s) URL, undefined for an empty value.
 * Throws on anything else: a typo in the site configuration must fail at start-up,
 * not show up later as a blocked request in a visitor's console.
 */
export function originOf(value: string, name: string): string | undefined {
  const trimmed = value.trim();
  if (trimmed === "") return undefined;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    throw new Error(`${name} is not a valid URL: ${JSON.stringify(value)}`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new Error(`${name} must be an http(s) URL: ${JSON.stringify(value)}`);
  }
  return url.origin;
}

/** Content-Security-Policy directives for every response of the site. */
export function cspDirectives(sources: CspSources): Record<string, string[]> {
  const relay = originOf(sources.relayOrigin, "site.relay.origin (RELAY_ORIGIN)");
  const reviews = originOf(
    sources.reviewsWidgetUrl,
    "site.reviews.widgetUrl (reviews.widgetUrl in content/firm.yaml)",
  );

  const connectSrc = ["'self'"];
  if (relay) connectSrc.push(relay);
  const frameSrc = [YOUTUBE_FRAME_ORIGIN];
  if (reviews && !frameSrc.includes(reviews)) frameSrc.push(reviews);

  return {
    "default-src": ["'self'"],
    // No inline script without its hash: pages add the sha256 of each of
    // their inline scripts to this list (server/csp.ts, decision 017).
    "script-src": ["'self'"],
    // Styles: the stylesheets are files ('self'); each page's one <style>
    // element, the CSS it uses (decision 027), is allowed by its hash, added
    // per page to style-src-elem (server/csp.ts) as the scripts' are to
    // script-src. Pre-rendered React markup also carries a few style attributes
    // (the video frame's max-width and aspect ratio, the bars of the
    // skills-assessment timeline), which only 'unsafe-inline' or per-attribute
    // 'unsafe-hashes' would allow. Browsers that know the -elem / -attr
    // directives (all current ones) allow inline style attributes, and no
    // <style> element without its hash; older ones fall back to style-src, where 'unsafe-inline'
    // keeps those pages laid out. A style attribute cannot run script: the
    // risk left is an injected attribute restyling the page, and nothing in
    // the pages is built from visitor input.
    "style-src": ["'self'", "'unsafe-inline'"],
    "style-src-elem": ["'self'"],
    "style-src-attr": ["'unsafe-inline'"],
    "img-src": ["'self'", "data:"],
    "font-src": ["'self'"],
    "media-src": ["'self'"],
    "connect-src": connectSrc,
    "frame-src": frameSrc,
    "form-action": ["'self'"],
    "base-uri": ["'none'"],
    "object-src": ["'none'"],
    "frame-ancestors": ["'none'"],
    // No upgrade-insecure-requests: the server may run on plain http locally.
  };
}

/**
 * @fastify/helmet options. The Content-Security-Policy (per page, server/csp.ts),
 * HSTS and Permissions-Policy are set per request in app.ts.
 */
export function helmetOptions(): FastifyHelmetOptions {
  return {
    global: true,
    contentSecurityPolicy: false,
    crossOriginOpenerPolicy: { policy: "same-origin" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    xContentTypeOptions: true,
    xFrameOptions: { action: "deny" },
    // Helmet's headers for browsers long gone (Internet Explorer's XSS filter
    // and download prompt, Flash's cross-domain policies): about 95 bytes off
    // every page's first round trip (decision 031).
    xXssProtection: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    // Helmet would send HSTS on every response, including plain-http ones.
    strictTransportSecurity: false,
  };
}

/**
 * The Content-Security-Policy of every answer that is not an HTML page
 * (issue 43): scripts, styles, images, SVGs, JSON, plain text, the back
 * office's files, whatever the status. Opened on its own (an SVG, a JSON
 * answer typed into the address bar), such a file is a document of its own
 * origin: this policy lets it load nothing, run nothing (`sandbox` also gives
 * it an opaque origin, so it could not read /api/admin/ even with a script),
 * and only draw with its inline styles. It does not govern the page that
 * loads a script or a stylesheet: a page's own policy does.
 */
export const SUBRESOURCE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * PDFs: the same without `sandbox`, which stops Safari (and Chrome before
 * it strips the header for its viewer) from showing the document at all. A
 * PDF served here is the build's or the firm's own (checked to be a PDF),
 * always with nosniff, and the browsers' viewers run a PDF's scripts, if
 * any, apart from the site's origin.
 */
export const PDF_CSP = "default-src 'none'; style-src 'unsafe-inline'";

/** The policy of a non-HTML answer of this Content-Type. */
export function subresourcePolicy(contentType: string): string {
  return /^application\/pdf\b/i.test(contentType) ? PDF_CSP : SUBRESOURCE_CSP;
}

/**
 * Headers that only mean something on a document (they govern what a page may
 * use, frame or open). Scripts, styles, images and media are answered without
 * them (error responses keep them all): they would add about 600 bytes to
 * every asset response for nothing. Their Content-Security-Policy is
 * replaced by SUBRESOURCE_CSP (60 bytes).
 * X-Content-Type-Options, Referrer-Policy, Cross-Origin-Resource-Policy and
 * HSTS stay on every response.
 */
export const DOCUMENT_ONLY_HEADERS = [
  "permissions-policy",
  "x-frame-options",
  "cross-origin-opener-policy",
  "origin-agent-cluster",
  "x-dns-prefetch-control",
] as const;

/** True for a response whose body is something other than a document. */
export function isSubresource(contentType: unknown): boolean {
  return typeof contentType === "string" && contentType !== "" && !contentType.startsWith("text/html");
}
