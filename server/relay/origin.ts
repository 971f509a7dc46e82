/**
 * Which browsers may post to the relay. A request is accepted when its Origin
 * header is absent (a non-browser client), is the request's own origin, or is
 * one of the allowed origins (the site's canonical origin and
 * RELAY_ALLOWED_ORIGINS); an allowed origin other than the request's own gets
 * CORS headers. Sec-Fetch-Site: cross-site without an allowed Origin is refused.
 */

export type OriginDecision =
  /** Accepted; `corsOrigin` is the value for Access-Control-Allow-Origin when the request is cross-origin. */
  { allowed: true; corsOrigin?: string } | { allowed: false };

/** The serialized origin of an http(s) URL or origin string, undefined for anything else ("null" included). */
export function normalizeOrigin(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

export interface OriginCheck {
  /** The Origin header, if any. */
  origin: string | undefined;
  /** The Sec-Fetch-Site header, if any. */
  secFetchSite: string | undefined;
  /** scheme://host[:port] of the request itself, as the server sees it (trustProxy honoured). */
  requestOrigin: string;
  /** Normalized origins allowed to post cross-origin. */
  allowedOrigins: ReadonlySet<string>;
}

export function decideOrigin(check: OriginCheck): OriginDecision {
  if (check.origin === undefined) {
    // Browsers send Origin with every POST; a cross-site fetch without one is not a form of ours.
    return check.secFetchSite === "cross-site" ? { allowed: false } : { allowed: true };
  }
  const origin = normalizeOrigin(check.origin);
  if (origin === undefined) return { allowed: false };
  if (origin === normalizeOrigin(check.requestOrigin)) return { allowed: true };
  if (check.allowedOrigins.has(origin)) return { allowed: true, corsOrigin: check.origin };
  return { allowed: false };
}
