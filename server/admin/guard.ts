/**
 * The back office's guard: every request under /api/admin/ passes here
 * before its handler (server/admin/plugin.ts installs it on the scope).
 *
 * - The session: the cookie's id looked up in SQLite (accounts.ts), renewed on
 *   each request; `request.admin` is the signed-in account, or null.
 * - A route without `config.admin` cannot be registered; a state-changing route
 *   (any method but GET/HEAD) must be « gestion », unless it only concerns the
 *   caller's own account (`config.adminSelf`: sign-out, passkeys).
 * - 401 without a valid session, 403 for a role that may not, 403 for a
 *   state-changing request whose Origin (or Sec-Fetch-Site) is not the back
 *   office's own: a page of another site cannot act with the firm's cookie.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import { frenchTypography } from "../../content/format.ts";
import type { AccountStore } from "./accounts.ts";
import type { AdminPrincipal, AdminRole } from "./context.ts";

/** The cookie's name: `__Host-` (Secure, no Domain, Path=/) over HTTPS; a plain name on http://localhost. */
export function sessionCookieName(secure: boolean): string {
  return secure ? "__Host-admin" : "admin-session";
}

function isReadMethod(method: string): boolean {
  return method === "GET" || method === "HEAD";
}

/** A refusal of the back office's API: JSON with a code and a French sentence. */
export function refuse(reply: FastifyReply, status: number, error: string, message: string): FastifyReply {
  return reply
    .code(status)
    .header("cache-control", "no-store")
    .send({ error, message: frenchTypography(message) });
}

/** The signed-in account of a guarded route (the guard has refused the request otherwise). */
export function signedIn(request: FastifyRequest): AdminPrincipal {
  if (!request.admin) throw new Error(`${request.url}: no signed-in account past the guard`);
  return request.admin;
}

/** A route of the back office as the security test lists it. */
export interface AdminRouteInfo {
  method: string;
  url: string;
  admin: AdminRole | "public";
  self: boolean;
}

/** Checks a route's declaration when it is registered; adds it to `routes`. Throws on a missing or unsafe one. */
export function declareRoute(route: RouteOptions, routes: AdminRouteInfo[]): void {
  const admin = route.config?.admin;
  const methods = ([] as string[]).concat(route.method);
  if (admin === undefined) {
    throw new Error(
      `${methods.join(",")} ${route.url}: a back-office route must say who may call it (config.admin)`,
    );
  }
  const self = route.config?.adminSelf === true;
  if (route.url === "/api/admin/*") return; // the API's catch-all 404
  for (const method of methods) {
    if (method === "HEAD") continue;
    if (!isReadMethod(method) && admin === "lecture" && !self) {
      throw new Error(`${method} ${route.url} changes something: it must be « gestion » (or adminSelf)`);
    }
    routes.push({ method, url: route.url, admin, self });
  }
}

/** Whether a state-changing request comes from the back office's own pages. */
function sameOrigin(request: FastifyRequest, origin: string): boolean {
  const given = request.headers.origin;
  if (typeof given === "string") return given === origin;
  // Browsers send Origin with every fetch that is not a GET; without it, trust only Sec-Fetch-Site.
  return request.headers["sec-fetch-site"] === "same-origin";
}

export interface GuardOptions {
  accounts: AccountStore;
  /** The back office's origin (ADMIN_ORIGIN). */
  origin: string;
  cookieName: string;
}

/** The onRequest hook of the scope: the session, then the route's rule. */
export function installGuard(app: FastifyInstance, { accounts, origin, cookieName }: GuardOptions): void {
  app.decorateRequest("admin", null);
  app.addHook("onRequest", async (request, reply) => {
    reply.header("cache-control", "no-store");
    const id = request.cookies[cookieName];
    const session = id ? accounts.touchSession(id) : undefined;
    request.admin = session
      ? {
          userId: session.user.id,
          email: session.user.email,
          role: session.user.role,
          sessionHash: session.sessionHash,
        }
      : null;
    const rule = request.routeOptions.config.admin;
    if (rule === undefined) return; // not found: the scope's 404
    if (!isReadMethod(request.method) && !sameOrigin(request, origin)) {
      return refuse(
        reply,
        403,
        "origin",
        "Cette demande ne vient pas de l’espace du cabinet : elle est refusée.",
      );
    }
    if (rule === "public") return;
    if (!request.admin) {
      return refuse(reply, 401, "signed-out", "Votre session a pris fin : connectez-vous de nouveau.");
    }
    if (rule === "gestion" && request.admin.role !== "gestion") {
      return refuse(
        reply,
        403,
        "role",
        "Votre compte est en lecture seule : demandez à un compte « gestion » de faire ce changement.",
      );
    }
  });
}
