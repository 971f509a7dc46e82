/**
 * What every back-office route module is given and must declare
 * (server/admin/plugin.ts registers them in one guarded scope).
 *
 * A route declares who may call it in its options: `config: { admin: "lecture" }`
 * (any signed-in account: reading) or `config: { admin: "gestion" }` (an
 * account with the « gestion » role: changing anything). The scope refuses to
 * register a route under /api/admin/ without it. Before the handler runs, the
 * scope's hook answers 401 without a valid session, 403 when the account's
 * role may not, and 403 for a state-changing method (anything but GET/HEAD)
 * from another origin; then `request.admin` holds the signed-in account.
 * A state-changing route must be « gestion ».
 *
 * Every action the firm does goes to the audit log: `context.audit(request,
 * action, target, detail)` (target: « message 12 », « rendez-vous 4 »; detail: a
 * short French sentence without the visitor's personal data).
 */
import type { FastifyRequest } from "fastify";
import type { SqliteDatabase } from "../sqlite.ts";

export const ADMIN_ROLES = ["gestion", "lecture"] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

/** The signed-in account, set on `request.admin` by the guard. */
export interface AdminPrincipal {
  userId: number;
  email: string;
  role: AdminRole;
  /** SHA-256 of the session id (never the id itself). */
  sessionHash: string;
}

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in account (routes of the back office only; null elsewhere). */
    admin: AdminPrincipal | null;
  }
  interface FastifyContextConfig {
    /** Who may call an /api/admin/ route: any signed-in account, « gestion » only, or anyone ("public": the sign-in steps). */
    admin?: AdminRole | "public";
    /** A state-changing route about the caller's own account (sign-out, passkeys): open to « lecture » too. */
    adminSelf?: boolean;
  }
}

/** The actions of the audit log (French labels: server/admin/audit.ts). */
const AUDIT_ACTIONS = [
  "signin",
  "signin-failed",
  "signout",
  "signout-everywhere",
  "passkey-added",
  "passkey-removed",
  "link-sent",
  "account-added",
  "account-role-changed",
  "account-disabled",
  "account-enabled",
  "message-read",
  "message-handled",
  "message-unhandled",
  "message-retry",
  "message-deleted",
  "mail-tested",
  "messages-exported",
  "booking-cancelled",
  "booking-moved",
  "block-added",
  "block-removed",
  "hours-changed",
  "calendar-feed-created",
  "calendar-feed-revoked",
  "content-saved",
  "site-previewed",
  "site-published",
  "site-publish-refused",
  "site-reverted",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AdminContext {
  /** The inbox database (messages, bookings, accounts): a connection of the back office's own. */
  db: SqliteDatabase;
  /** The clock of everything the back office stores. */
  now: () => Date;
  /** Records an action of the signed-in account (request.admin) in the audit log. */
  audit(request: FastifyRequest, action: AuditAction, target?: string, detail?: string): void;
}
