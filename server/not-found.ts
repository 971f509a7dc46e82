import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { negotiate } from "@fastify/accept-negotiator";

export type Encoding = "br" | "gzip";

/** The 404 page, read once at start-up, with the variants scripts/pipeline/not-found.ts wrote. */
export interface NotFoundPage {
  /** The page's file (its Content-Security-Policy hashes are keyed by it); none for the built-in page. */
  file?: string;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

const FALLBACK_NOT_FOUND_PAGE = `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><title>Page introuvable</title></head>
<body><h1>Page introuvable</h1><p><a href="/">Retour à l'accueil</a></p></body></html>
`;

async function readOptional(file: string): Promise<Buffer | undefined> {
  try {
    return await readFile(file);
  } catch {
    return undefined;
  }
}

/** Loads root/404.html (and .br / .gz); a minimal page when the build has none. */
async function loadNotFoundPage(root: string): Promise<NotFoundPage> {
  const file = path.join(root, "404.html");
  const identity = await readOptional(file);
  if (identity === undefined) return { identity: Buffer.from(FALLBACK_NOT_FOUND_PAGE) };
  return { file, identity, br: await readOptional(`${file}.br`), gzip: await readOptional(`${file}.gz`) };
}

/**
 * The encoding to send among `available` for an Accept-Encoding header,
 * chosen as @fastify/static chooses it for every other file of the site
 * (@fastify/accept-negotiator, `*` read as gzip): highest q-value, brotli on
 * a tie; undefined means identity.
 */
export function negotiateEncoding(header: string | undefined, available: Encoding[]): Encoding | undefined {
  if (!header || available.length === 0) return undefined;
  return negotiate(header.toLowerCase().replace(/\*/g, "gzip"), available) ?? undefined;
}

/** The body and Content-Encoding to answer a request with. */
export function selectVariant(
  page: NotFoundPage,
  acceptEncoding: string | undefined,
): { body: Buffer; encoding?: Encoding } {
  const available = (["br", "gzip"] as const).filter((encoding) => page[encoding] !== undefined);
  const encoding = negotiateEncoding(acceptEncoding, available);
  const body = encoding ? page[encoding] : undefined;
  return body && encoding ? { body, encoding } : { body: page.identity };
}

/** The 404 pages of a build: the site's, and one per section that has its own (e.g. blog/podcasts/404.html). */
export interface NotFoundPages {
  /** Scope ("/" or "/blog/podcasts/") to page, the most specific scope first. */
  scopes: [scope: string, page: NotFoundPage][];
}

/** Loads root/404.html and every {section}/404.html under root. */
export async function loadNotFoundPages(root: string): Promise<NotFoundPages> {
  const scopes: [string, NotFoundPage][] = [["/", await loadNotFoundPage(root)]];
  let entries: string[] = [];
  try {
    entries = await readdir(root, { recursive: true });
  } catch {
    // No build: the site's fallback page only.
  }
  for (const entry of entries) {
    if (path.basename(entry) !== "404.html" || path.dirname(entry) === ".") continue;
    const dir = path.join(root, path.dirname(entry));
    const scope = `/${path.dirname(entry).split(path.sep).join("/")}/`;
    scopes.push([scope, await loadNotFoundPage(dir)]);
  }
  scopes.sort(([a], [b]) => b.length - a.length);
  return { scopes };
}

/** The 404 page for a path: that of the deepest section containing it. */
export function notFoundPageFor(pages: NotFoundPages, pathname: string): NotFoundPage {
  for (const [scope, page] of pages.scopes) {
    if (pathname.startsWith(scope)) return page;
  }
  return (pages.scopes.at(-1) as [string, NotFoundPage])[1];
}
