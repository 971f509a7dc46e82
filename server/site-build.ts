/**
 * The built site the server answers with, and the switch between builds.
 *
 * A build (build/client and its manifests beside it) is loaded once into a
 * `SiteBuild`: its files indexed in memory (static-files.ts), its not-found
 * pages, its CSP. `LiveSite` holds the build every request is answered from;
 * a publication (server/publish/) loads the new build completely, then
 * `swap()` replaces the reference: a request is answered from one build from
 * start to end, the old one or the new one, never a mix, and no request waits.
 * Requests that already hold the old build finish with it: its folder is kept
 * (the last publications are kept for « Revenir à cette version »).
 *
 * A preview (a build of the edited content, not public) is answered instead
 * of the live build only to a request `previewFor` accepts: the back office
 * sets it to « this browser is signed in and asked for the preview ».
 */
import path from "node:path";
import type { FastifyRequest } from "fastify";
import { type BuildFacts, loadBuildFacts } from "./build-facts.ts";
import { type ContentSecurityPolicies, contentSecurityPolicies, loadCspHashes } from "./csp.ts";
import { loadNotFoundPages, type NotFoundPages } from "./not-found.ts";
import { subresourcePolicy } from "./security.ts";
import { loadStaticFiles, type StaticFiles } from "./static-files.ts";

const CACHE_IMMUTABLE = "public, max-age=31536000, immutable";
export const CACHE_HTML = "no-cache";
export const CACHE_DEFAULT = "public, max-age=3600";

/** A build loaded, with what the server's own pages, e-mails and checks take from it (BuildFacts). */
export interface SiteBuild extends BuildFacts {
  /** Absolute path of the client folder (build/client). */
  root: string;
  files: StaticFiles;
  notFoundPages: NotFoundPages;
  policies: ContentSecurityPolicies;
  /** Headers of every answer with a file of this build, besides those of the representation sent. */
  headersFor(filePath: string): Record<string, string>;
}

/** Cache-Control for a file served from `root` (its .br / .gz siblings count as the file). */
function cacheControlFor(root: string, filePath: string): string {
  const relative = path.relative(root, filePath).split(path.sep).join("/");
  if (relative.startsWith("assets/")) return CACHE_IMMUTABLE;
  // Pages, and the .data files React Router fetches on client-side navigation
  // (not hashed either: they must change with the pages they belong to).
  if (/\.(?:html|data)(?:\.br|\.gz)?$/.test(relative)) return CACHE_HTML;
  return CACHE_DEFAULT;
}

/**
 * Loads the build in `root` (a client folder, its CSP manifest beside it).
 * Throws when the build has no CSP manifest.
 */
export async function loadSiteBuild(
  root: string,
  directives: Readonly<Record<string, readonly string[]>>,
): Promise<SiteBuild> {
  const absolute = path.resolve(root);
  const notFoundPages = await loadNotFoundPages(absolute);
  const policies = contentSecurityPolicies(directives, await loadCspHashes(absolute), absolute);
  function headersFor(filePath: string): Record<string, string> {
    const headers: Record<string, string> = { "cache-control": cacheControlFor(absolute, filePath) };
    // A file that is not a page has its own policy, on its 304s too (a browser keeps a 304's headers).
    headers["content-security-policy"] = /\.html(?:\.br|\.gz)?$/.test(filePath)
      ? policies.forPage(filePath)
      : subresourcePolicy(/\.pdf(?:\.br|\.gz)?$/.test(filePath) ? "application/pdf" : "");
    return headers;
  }
  const files = await loadStaticFiles(absolute, headersFor);
  return {
    root: absolute,
    files,
    notFoundPages,
    policies,
    ...loadBuildFacts(absolute),
    headersFor,
  };
}

/** The build the site is answered from, switched at once by a publication. */
export class LiveSite {
  #current: SiteBuild;
  #preview: SiteBuild | undefined;
  /** Whether `request` may see the preview (set by the back office). */
  previewFor: (request: FastifyRequest) => boolean = () => false;

  constructor(build: SiteBuild) {
    this.#current = build;
  }

  get current(): SiteBuild {
    return this.#current;
  }

  /** Answers every request from now on from `build`. */
  swap(build: SiteBuild): void {
    this.#current = build;
  }

  get preview(): SiteBuild | undefined {
    return this.#preview;
  }

  setPreview(build: SiteBuild | undefined): void {
    this.#preview = build;
  }

  /** The build `request` is answered from: the preview for a signed-in editor who asked for it, else the live one. */
  buildFor(request: FastifyRequest): { build: SiteBuild; preview: boolean } {
    const preview = this.#preview;
    if (preview && this.previewFor(request)) return { build: preview, preview: true };
    return { build: this.#current, preview: false };
  }
}
