/**
 * The firm's back office (issue 33, docs/back-office.md): its pages at /admin
 * (a single-page app built into build/admin, admin/) and its JSON API under
 * /api/admin/, served by the site's server but outside the public site:
 * noindex, no-store, its own strict CSP, never measured by the audience.
 *
 * The API runs in one scope whose guard (guard.ts) checks the session, the
 * route's role and the origin of every state-changing request before any
 * handler; the sign-in steps and the account's own settings are auth.ts; the
 * other route modules (messages, agenda, audience) are given the context of
 * context.ts. Every route's declaration is checked when it is registered and
 * listed in `routes` (the security test walks that list).
 */

import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyCookie from "@fastify/cookie";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";
import { DEFAULT_ADMIN_RATE_LIMIT } from "../../config/server-env.ts";
import { openInboxDatabase } from "../inbox.ts";
import { consoleLogger, describeError, type RelayLogger } from "../relay/delivery.ts";
import type { LiveSite } from "../site-build.ts";
import { closeSqlite } from "../sqlite.ts";
import { AccountStore } from "./accounts.ts";
import { adminAuthRoutes } from "./auth.ts";
import type { AdminContext } from "./context.ts";
import { type AdminRouteInfo, declareRoute, installGuard, refuse, sessionCookieName } from "./guard.ts";
import { type LinkMailer, smtpLinkMailer } from "./link-mail.ts";
import { allowPreview, previewCookieName } from "./publish.ts";
import { adminUsersRoutes } from "./users.ts";

/** The back office pages' policy: their own scripts and styles, nothing inline, no other host. */
const ADMIN_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join("; ");

/** A route module of the back office and its own options (besides the context). */
export interface AdminModule {
  // biome-ignore lint/suspicious/noExplicitAny: each module has its own options, checked where it is listed.
  plugin: (app: FastifyInstance, options: any) => Promise<void>;
  options?: object;
}

export interface AdminOptions {
  /** The inbox database: accounts, messages and bookings. */
  databasePath: string;
  /** The origin the firm uses the back office from (ADMIN_ORIGIN; default the site's). */
  origin: string;
  /** The firm's name: in the sign-in e-mail and on the device's passkey prompt. */
  firmName: string;
  /** SMTP for the sign-in links; without it, links come from `npm run admin` only. */
  smtp?: { url: string; from: string };
  /** Sends the links instead of SMTP (tests). */
  mailLink?: LinkMailer;
  /** The built pages (build/admin); without them, only the API. */
  uiDir?: string;
  /** Sign-in requests per minute per client address; 0: no limit. */
  rateLimit?: number;
  now?: () => Date;
  log?: RelayLogger;
  /** The messages, agenda and audience routes. */
  modules?: readonly AdminModule[];
  /** Filled with every /api/admin/ route as it is registered. */
  routes?: AdminRouteInfo[];
  /** The site served: a signed-in browser that asked for it sees its preview (publish.ts). */
  live?: LiveSite;
}

/** GET /admin and /admin/*: the app's page; /admin/assets/*: its files. */
async function adminPages(app: FastifyInstance, { uiDir }: { uiDir: string }): Promise<void> {
  const page = readFileSync(path.join(uiDir, "index.html"));
  const sendPage = (reply: FastifyReply) =>
    reply
      .header("content-security-policy", ADMIN_CSP)
      .header("cache-control", "no-store")
      .header("x-robots-tag", "noindex, nofollow")
      .header("referrer-policy", "no-referrer")
      .type("text/html; charset=utf-8")
      .send(page);
  await app.register(fastifyStatic, {
    root: path.join(uiDir, "assets"),
    prefix: "/admin/assets/",
    decorateReply: false,
    index: false,
    dotfiles: "deny",
    cacheControl: false,
    setHeaders(reply) {
      reply.header("cache-control", "public, max-age=31536000, immutable");
      reply.header("x-robots-tag", "noindex, nofollow");
    },
  });
  app.get("/admin", (_request, reply) => sendPage(reply));
  app.get("/admin/*", (request, reply) =>
    request.url.startsWith("/admin/assets/") ? reply.callNotFound() : sendPage(reply),
  );
}

/** The back office; register with `app.register(adminPlugin, options)`. */
export async function adminPlugin(app: FastifyInstance, options: AdminOptions): Promise<void> {
  const log = options.log ?? consoleLogger;
  const now = options.now ?? (() => new Date());
  const origin = new URL(options.origin).origin;
  const { db } = openInboxDatabase(options.databasePath);
  app.addHook("onClose", async () => closeSqlite(db));
  const accounts = new AccountStore(db, now);
  const purge = setInterval(
    () => {
      try {
        accounts.purgeExpired();
      } catch (error) {
        log.error(`admin: could not purge expired sessions: ${describeError(error)}`);
      }
    },
    60 * 60 * 1000,
  );
  purge.unref();
  app.addHook("onClose", async () => clearInterval(purge));

  if (options.uiDir && existsSync(path.join(options.uiDir, "index.html"))) {
    await app.register(adminPages, { uiDir: options.uiDir });
  } else {
    log.error(`admin: no back-office pages at ${options.uiDir ?? "(none given)"}: only its API is served`);
  }

  const context: AdminContext = {
    db,
    now,
    audit(request, action, target, detail) {
      const principal = request.admin;
      accounts.audit(
        { userId: principal?.userId ?? null, email: principal?.email ?? null },
        action,
        target,
        detail,
      );
    },
  };
  const cookieName = sessionCookieName(origin.startsWith("https:"));
  if (options.live) {
    allowPreview(options.live, accounts, {
      session: cookieName,
      preview: previewCookieName(origin.startsWith("https:")),
    });
  }
  const routes = options.routes ?? [];
  const mailLink =
    options.mailLink ??
    (options.smtp && smtpLinkMailer({ ...options.smtp, origin, firmName: options.firmName }));

  await app.register(async (api) => {
    api.addHook("onRoute", (route) => declareRoute(route, routes));
    await api.register(fastifyCookie);
    installGuard(api, { accounts, origin, cookieName });
    // Any other path of the API: a JSON 404 (listed as public, but not a route of the back office).
    api.all("/api/admin/*", { config: { admin: "public" } }, (_request, reply) =>
      refuse(reply, 404, "not-found", "Cette adresse de l’espace du cabinet n’existe pas."),
    );
    api.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
      const status =
        error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
      if (status === 500) request.log.error({ err: error }, "admin request failed");
      if (status === 429) return reply.code(429).send(error);
      return refuse(
        reply,
        status,
        status === 500 ? "server" : "request",
        status === 500
          ? "Une erreur est survenue de notre côté. Réessayez dans un instant."
          : "Cette demande n’est pas valide.",
      );
    });
    await api.register(adminAuthRoutes, {
      ...context,
      accounts,
      origin,
      rpName: options.firmName,
      cookieName,
      rateLimit: options.rateLimit ?? DEFAULT_ADMIN_RATE_LIMIT,
      mailLink,
      log,
    });
    await api.register(adminUsersRoutes, { ...context, accounts, mailLink, log });
    for (const module of options.modules ?? []) {
      await api.register(module.plugin, { ...context, ...module.options });
    }
  });
}
