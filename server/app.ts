import type { IncomingMessage } from "node:http";
import { METHODS, STATUS_CODES } from "node:http";
import path from "node:path";
import type { Duplex } from "node:stream";
import fastifyHelmet from "@fastify/helmet";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import fresh from "fresh";
import { type PublicConfig, publicConfig } from "../config/public.ts";
import { redirectTarget } from "../content/redirects.ts";
import { editorRewrite } from "./admin/editor.ts";
import { type LoggingOptions, loggingOptions } from "./logging.ts";
import { notFoundPageFor, selectVariant } from "./not-found.ts";
import { Publisher } from "./publish/publisher.ts";
import {
  cspDirectives,
  DOCUMENT_ONLY_HEADERS,
  helmetOptions,
  isSubresource,
  PERMISSIONS_POLICY,
  STRICT_TRANSPORT_SECURITY,
  subresourcePolicy,
} from "./security.ts";
import { registerServices, type ServicesOptions, type SiteHandle } from "./services.ts";
import { CACHE_DEFAULT, CACHE_HTML, LiveSite, loadSiteBuild, type SiteBuild } from "./site-build.ts";
import { chooseRepresentation, findStaticFile, type StaticFile } from "./static-files.ts";

export interface ServerOptions extends ServicesOptions {
  /** Absolute or cwd-relative path of the built site (build/client). */
  root: string;
  /** The log: one JSON line per request (server/logging.ts); off by default. */
  logger?: boolean | LoggingOptions;
  /** Trust X-Forwarded-* headers from any proxy, or from these addresses (TRUST_PROXY, config/server.ts). Default false. */
  trustProxy?: boolean | string[];
  /**
   * The public configuration of the build served (build/site-config.json,
   * read by config/server.ts): the CSP allows its relay origin and reviews
   * widget. Default: this process's (config/public.ts).
   */
  publicConfig?: Pick<PublicConfig, "RELAY_ORIGIN" | "REVIEWS_WIDGET_URL">;
}

declare module "fastify" {
  interface FastifyInstance {
    /** The build every page is answered from, switched by a publication (site-build.ts). */
    site: SiteHandle;
  }
}

/** Longer request targets are answered with 414. */
export const MAX_URL_LENGTH = 2048;

/** The only methods the static site answers. */
const ALLOW = "GET, HEAD";

/**
 * Why a request target is refused before routing, if it is:
 * 414 when too long, 400 when it is not an origin-form path, carries a fragment,
 * has malformed percent-encoding, decodes to control characters, or has "." / ".."
 * segments once decoded (traversal attempts such as /..%2f..%2fpackage.json).
 */
export function rejectRequestTarget(url: string): 400 | 414 | undefined {
  if (url.length > MAX_URL_LENGTH) return 414;
  if (!url.startsWith("/") || url.includes("#")) return 400;
  const query = url.indexOf("?");
  const rawPath = query === -1 ? url : url.slice(0, query);
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return 400;
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused here.
  if (/[\u0000-\u001f\u007f]/.test(decoded)) return 400;
  if (decoded.split(/[/\\]/).some((segment) => segment === "." || segment === "..")) return 400;
  return undefined;
}

/** Splits a request target into its raw path and its raw query string ("" or "?…"). */
function splitUrl(url: string): { pathname: string; search: string } {
  const query = url.indexOf("?");
  return query === -1
    ? { pathname: url, search: "" }
    : { pathname: url.slice(0, query), search: url.slice(query) };
}

/** Percent-encodes whatever a header value cannot carry (raw bytes of a non-ASCII target). */
function headerSafe(value: string): string {
  return value.replace(/[^\x21-\x7e]/g, (char) => {
    const code = char.charCodeAt(0);
    // Node hands the request target over as latin1: one char per byte.
    const bytes = code <= 0xff ? [code] : [...Buffer.from(char, "utf8")];
    return bytes.map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, "0")}`).join("");
  });
}

/** Where a GET/HEAD request must be redirected to, if anywhere: `redirects` are the old addresses of the build answered. */
function canonicalLocation(url: string, redirects: Readonly<Record<string, string>>): string | undefined {
  const { pathname, search } = splitUrl(url);
  const target = redirectTarget(pathname, redirects);
  if (target !== undefined) return target + search;
  if (pathname.length > 1 && pathname.endsWith("/")) {
    const withoutSlash = pathname.slice(0, -1);
    // Never produce "//host" or "/\host": browsers read those as another origin.
    if (/^\/(?![/\\])/.test(withoutSlash)) return headerSafe(withoutSlash) + search;
  }
  return undefined;
}

function isReadMethod(method: string): boolean {
  return method === "GET" || method === "HEAD";
}

function sendStatus(reply: FastifyReply, status: number): FastifyReply {
  return reply
    .code(status)
    .header("cache-control", CACHE_HTML)
    .type("text/plain; charset=utf-8")
    .send(`${status} ${STATUS_CODES[status] ?? "Error"}\n`);
}

function sendMethodNotAllowed(reply: FastifyReply): FastifyReply {
  return sendStatus(reply.header("allow", ALLOW), 405);
}

/**
 * CONNECT (a proxy tunnel request) never reaches Fastify: Node hands over the
 * socket, and drops the connection when nobody listens. Answered 405 here.
 */
function refuseConnect(_request: IncomingMessage, socket: Duplex): void {
  const body = "405 Method Not Allowed\n";
  socket.on("error", () => undefined);
  socket.end(
    "HTTP/1.1 405 Method Not Allowed\r\n" +
      `Allow: ${ALLOW}\r\n` +
      "Content-Type: text/plain; charset=utf-8\r\n" +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      "X-Content-Type-Options: nosniff\r\n" +
      "Connection: close\r\n\r\n" +
      body,
  );
}

/**
 * A file of the build, from the index built when the build was loaded: no
 * file system access for what is in memory. Range requests, the
 * preconditions If-Match / If-Unmodified-Since and files too large to keep in
 * memory go to @fastify/static, which answers them from the build's folder.
 * A preview (site-build.ts) is never cached nor indexed.
 */
function serveFile(live: LiveSite, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const { build, preview } = live.buildFor(request);
  const file: StaticFile | undefined = findStaticFile(build.files, splitUrl(request.url).pathname);
  if (!file) {
    reply.callNotFound();
    return reply;
  }
  const { headers } = request;
  const chosen = chooseRepresentation(file, headers["accept-encoding"]);
  if (!chosen.body || headers.range || headers["if-match"] || headers["if-unmodified-since"]) {
    if (preview) reply.header("cache-control", "no-store").header("x-robots-tag", "noindex");
    return reply.sendFile(file.relative, build.root);
  }
  reply.headers(file.headers);
  if (preview) reply.header("cache-control", "no-store").header("x-robots-tag", "noindex");
  reply.header("accept-ranges", "bytes");
  reply.header("last-modified", chosen.lastModified);
  reply.header("etag", chosen.etag);
  reply.header("vary", "accept-encoding");
  if (!preview && fresh(headers, { etag: chosen.etag, "last-modified": chosen.lastModified })) {
    return reply.code(304).send();
  }
  reply.header("content-type", file.contentType);
  if (chosen.encoding) reply.header("content-encoding", chosen.encoding);
  return reply.send(chosen.body);
}

/**
 * The headers of every response, set after helmet's: the base CSP (a page
 * served replaces it with its own hashes), the permissions policy, HSTS over
 * HTTPS; on any answer that is not a page, its own policy (SUBRESOURCE_CSP)
 * and the document-only headers removed from a subresource. A request target
 * refused before routing (`refused`) is answered here.
 */
function addSecurityHeaders(
  app: FastifyInstance,
  basePolicy: string,
  refused: WeakMap<IncomingMessage, 400 | 414>,
): void {
  // Runs after helmet's hooks, so every response below carries its headers.
  app.addHook("onRequest", async (request, reply) => {
    // No inline script allowed; a page served below replaces it with its own hashes.
    reply.header("content-security-policy", basePolicy);
    reply.header("permissions-policy", PERMISSIONS_POLICY);
    // request.protocol reads X-Forwarded-Proto only when trustProxy is on.
    if (request.protocol === "https") reply.header("strict-transport-security", STRICT_TRANSPORT_SECURITY);
    const status = refused.get(request.raw);
    if (status !== undefined) return sendStatus(reply, status);
  });

  app.addHook("onSend", async (_request, reply, payload) => {
    const type = reply.getHeader("content-type");
    if (isSubresource(type)) {
      // Any answer but a page, errors included: its own policy, nothing runs (issue 43).
      reply.header("content-security-policy", subresourcePolicy(String(type)));
      if (reply.statusCode < 400) for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
    }
    return payload;
  });
}

interface SitePagesOptions {
  live: LiveSite;
  sendNotFound: (request: FastifyRequest, reply: FastifyReply) => FastifyReply;
}

/** GET and HEAD of the built site: its redirects, its files, the /404 page only as a 404. */
async function sitePages(pages: FastifyInstance, { live, sendNotFound }: SitePagesOptions): Promise<void> {
  pages.addHook("onRequest", async (request: FastifyRequest, reply: FastifyReply) => {
    const location = canonicalLocation(request.url, live.buildFor(request).build.redirects);
    if (location !== undefined) {
      // Content-Length set here too so that HEAD gets exactly the headers of GET.
      return reply
        .header("cache-control", CACHE_DEFAULT)
        .header("content-length", "0")
        .redirect(location, 301);
    }
    // The pre-rendered /404 page (404/index.html, 404.html) is the body of
    // every 404, never a 200 of its own.
    const { pathname } = splitUrl(request.url);
    if (/^\/404(?:$|\/|\.html)/.test(pathname) || pathname.endsWith("/404.html")) {
      return sendNotFound(request, reply);
    }
  });

  // Only for reply.sendFile: files are found in the index, see serveFile,
  // which names the folder of the build the request is answered from.
  await pages.register(fastifyStatic, {
    root: live.current.root,
    serve: false,
    preCompressed: true,
    index: false,
    dotfiles: "deny",
    serveDotFiles: false,
    cacheControl: false,
    setHeaders(reply, filePath) {
      const { build, preview } = live.buildFor(reply.request);
      reply.headers(build.headersFor(filePath));
      if (preview) reply.header("cache-control", "no-store").header("x-robots-tag", "noindex");
    },
  });

  pages.get("/*", (request, reply) => serveFile(live, request, reply));
}

/**
 * The production server of the pre-rendered site: static files from `root`
 * (precompressed variants included), clean URLs, redirects, a 404 page and
 * security headers on every response. Returns the instance, ready to `listen()`
 * or to `inject()`.
 */
export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  // Throws when the build has no CSP manifest (build/csp-hashes.json).
  const config = options.publicConfig ?? publicConfig();
  const directives = cspDirectives({
    relayOrigin: config.RELAY_ORIGIN,
    reviewsWidgetUrl: config.REVIEWS_WIDGET_URL,
  });
  const loadBuild = (root: string): Promise<SiteBuild> => loadSiteBuild(root, directives);
  // The live publication of this release, when the firm has published (server/publish/).
  const published = options.publish && Publisher.liveRoot(options.publish.dir, options.publish.codeDir);
  const live = new LiveSite(await loadBuild(published || options.root));
  const { policies } = live.current;

  // Request targets refused before routing: Fastify's router would answer a
  // malformed one itself, skipping the hooks that set the security headers.
  // Such requests are routed to "/" and answered by the first onRequest hook.
  const refused = new WeakMap<IncomingMessage, 400 | 414>();

  const app = Fastify({
    ...loggingOptions(options.logger, options.trustProxy ?? false),
    trustProxy: options.trustProxy ?? false,
    rewriteUrl(req) {
      const url = req.url ?? "/";
      // The content editor's addresses, which Keystatic fixes, mapped into the back office's (admin/editor.ts).
      const editor = editorRewrite(url);
      if (editor !== undefined) return editor;
      const status = rejectRequestTarget(url);
      if (status === undefined) return url;
      refused.set(req, status);
      return "/";
    },
  });

  // Methods Node parses but Fastify routes only once declared (PROPFIND, MKCOL,
  // SEARCH and the other WebDAV ones…): declared, so that the 405 routes below
  // answer them with their Allow header instead of the 404 page. CONNECT is
  // not routed at all (see refuseConnect).
  for (const method of METHODS) {
    if (method !== "CONNECT" && !app.supportedMethods.includes(method)) app.addHttpMethod(method);
  }
  app.server.on("connect", refuseConnect);

  // The site served and the loader of another build: what a publication switches (tests reach it here).
  app.decorate("site", { live, loadBuild });

  await app.register(fastifyHelmet, helmetOptions());

  addSecurityHeaders(app, policies.base, refused);

  function sendNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    const { build } = live.buildFor(request);
    const page = notFoundPageFor(build.notFoundPages, splitUrl(request.url).pathname);
    const { body, encoding } = selectVariant(page, request.headers["accept-encoding"]);
    if (encoding) reply.header("content-encoding", encoding);
    return reply
      .header("content-security-policy", page.file ? build.policies.forPage(page.file) : build.policies.base)
      .code(404)
      .header("cache-control", CACHE_HTML)
      .header("vary", "accept-encoding")
      .type("text/html; charset=utf-8")
      .send(body);
  }

  app.setNotFoundHandler((request, reply) => sendNotFound(request, reply));

  app.setErrorHandler((error: Partial<{ statusCode: number }> & Error, request, reply) => {
    const status =
      typeof error.statusCode === "number" && error.statusCode >= 400 && error.statusCode < 600
        ? error.statusCode
        : 500;
    if (status >= 500) request.log.error({ err: error }, "request failed");
    // The failure may come after @fastify/static described the file it meant to send.
    for (const name of ["content-encoding", "content-range", "accept-ranges", "etag", "last-modified"]) {
      reply.removeHeader(name);
    }
    // @fastify/static refuses dotfiles and non-canonical paths ("//about") with
    // 403: to a visitor they are simply pages that do not exist.
    if ((status === 403 || status === 404) && isReadMethod(request.method)) {
      return sendNotFound(request, reply);
    }
    return sendStatus(reply, status);
  });

  // GET and HEAD: the pre-rendered site. Encapsulated so that the redirect
  // hook only concerns these routes.
  await app.register(sitePages, { live, sendNotFound });

  await registerServices(app, { ...options, releaseRoot: path.resolve(options.root) }, app.site);

  // Every other method on the site: 405. Answered in onRequest so that no body
  // is read or parsed. A specific route registered here (e.g.
  // app.post("/api/v1.0/email/send-form", …)) takes precedence over this wildcard.
  app.route({
    method: app.supportedMethods.filter((method) => !isReadMethod(method)),
    url: "/*",
    onRequest: async (_request, reply) => sendMethodNotAllowed(reply),
    handler: async (_request, reply) => sendMethodNotAllowed(reply),
  });

  return app;
}
