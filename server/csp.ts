/**
 * The Content-Security-Policy header of each response (decision 017).
 *
 * Pages get `script-src 'self'` plus the hashes of their own inline scripts,
 * and `style-src-elem 'self'` plus the hash of their own `<style>` (the CSS
 * the page uses, decision 027), read at start-up from the manifest
 * scripts/pipeline/csp-hashes.ts writes after the build (build/csp-hashes.json,
 * beside build/client). Every other response (errors in plain text,
 * redirects, the built-in 404 page) gets the same policy without any hash:
 * no inline script or style element may be used there.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { cspManifestPath } from "../config/build-info.ts";

/** The hashes of one page's inline scripts and `<style>` elements. */
interface PageHashes {
  readonly script: readonly string[];
  readonly style: readonly string[];
}

/** Page file (relative to the client directory, "/" separators) -> its hashes. */
export type CspHashes = ReadonlyMap<string, PageHashes>;

/** A CSP hash source as the manifest holds it: 'sha256-<base64>'. */
const HASH_SOURCE = /^'sha256-[A-Za-z0-9+/]{43}='$/;

/** True for a list of hash sources. */
function isHashList(list: unknown): list is string[] {
  return Array.isArray(list) && list.every((hash) => typeof hash === "string" && HASH_SOURCE.test(hash));
}

/**
 * Reads the manifest of a client directory. Throws, naming the file, when it
 * is missing (no build, or a build older than the hashing step) or malformed:
 * without it every page would be served with a policy that blocks its scripts.
 * A page's entry is { script: [...], style: [...] }; a bare list, the format
 * of the builds before decision 027, holds the script hashes only.
 */
export async function loadCspHashes(root: string): Promise<CspHashes> {
  const file = cspManifestPath(root);
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch {
    throw new Error(`${file} not found: run npm run build first`);
  }
  const invalid = (reason: string) => new Error(`${file} is not a valid CSP manifest (${reason})`);
  let manifest: unknown;
  try {
    manifest = JSON.parse(text);
  } catch {
    throw invalid("not JSON");
  }
  if (typeof manifest !== "object" || manifest === null || Array.isArray(manifest)) {
    throw invalid("not an object");
  }
  const hashes = new Map<string, PageHashes>();
  for (const [page, entry] of Object.entries(manifest)) {
    if (isHashList(entry)) {
      hashes.set(page, { script: entry, style: [] });
      continue;
    }
    if (typeof entry !== "object" || entry === null) throw invalid(`bad hashes for ${page}`);
    const { script, style, ...rest } = entry as Record<string, unknown>;
    if (!isHashList(script) || !isHashList(style) || Object.keys(rest).length > 0) {
      throw invalid(`bad hashes for ${page}`);
    }
    hashes.set(page, { script, style });
  }
  return hashes;
}

/** A policy from its directives: "default-src 'self'; script-src 'self' 'sha256-…'; …". */
function serializeCsp(directives: Readonly<Record<string, readonly string[]>>): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(" "))
    .join("; ");
}

/** A Content-Security-Policy header back to directive -> sources (the inverse of serializeCsp). */
export function parseCsp(header: string): Map<string, string[]> {
  return new Map(
    header
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = "", ...sources]) => [name, sources]),
  );
}

export interface ContentSecurityPolicies {
  /** The policy of every response that is not a page of the build. */
  readonly base: string;
  /** The policy of a page of the build, by its absolute path; its .br / .gz siblings count as the page. */
  forPage(file: string): string;
}

/**
 * Every policy the server sends, computed once: `directives` (whose
 * script-src and style-src-elem must not allow inline elements) plus, for
 * each page, its hashes: its scripts' in script-src, its styles' in
 * style-src-elem (only when it has some: the others keep the directive as
 * it is). A page missing from the manifest gets the base policy: its inline
 * scripts and styles are blocked rather than allowed.
 */
export function contentSecurityPolicies(
  directives: Readonly<Record<string, readonly string[]>>,
  hashes: CspHashes,
  root: string,
): ContentSecurityPolicies {
  const scriptSrc = directives["script-src"] ?? ["'self'"];
  if (scriptSrc.includes("'unsafe-inline'")) throw new Error("script-src must not allow 'unsafe-inline'");
  const styleSrcElem = directives["style-src-elem"] ?? ["'self'"];
  if (styleSrcElem.includes("'unsafe-inline'")) {
    throw new Error("style-src-elem must not allow 'unsafe-inline'");
  }
  const base = serializeCsp(directives);
  const pages = new Map<string, string>();
  for (const [page, { script, style }] of hashes) {
    const pageDirectives: Record<string, readonly string[]> = {
      ...directives,
      "script-src": [...scriptSrc, ...script],
    };
    if (style.length > 0) pageDirectives["style-src-elem"] = [...styleSrcElem, ...style];
    pages.set(page, serializeCsp(pageDirectives));
  }
  const absoluteRoot = path.resolve(root);
  return {
    base,
    forPage(file) {
      const relative = path
        .relative(absoluteRoot, file)
        .split(path.sep)
        .join("/")
        .replace(/\.(?:br|gz)$/, "");
      return pages.get(relative) ?? base;
    },
  };
}
