/**
 * The back office's accounts, managed in the browser by a « gestion » account
 * (page « Comptes »); the terminal (`npm run admin`) keeps only the first
 * account, and the way back when every « gestion » account is lost:
 *
 *   GET  /api/admin/users             the accounts: role, state, passkeys, last sign-in
 *   POST /api/admin/users             { email, role } → the account, and its invitation e-mailed
 *   POST /api/admin/users/:id         { role } or { disabled } → the account changed
 *   POST /api/admin/users/:id/link    a new invitation (sign-in link) e-mailed
 *
 * An invitation is the one-time sign-in link of the sign-in page (15 minutes,
 * once), e-mailed to the new address only: the colleague who invites never
 * sees it. No account may change its own role or disable itself, and the last
 * enabled « gestion » account cannot be turned to « lecture » or disabled:
 * the firm can never lock itself out from the browser. Every change goes to
 * the journal (decision 043).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { frenchTypography } from "../../content/format.ts";
import { describeError, type RelayLogger } from "../relay/delivery.ts";
import { mailFailureSentence } from "../relay/mail-failure.ts";
import { type AccountStore, type AdminUser, EMAIL_PATTERN } from "./accounts.ts";
import { ADMIN_ROLES, type AdminContext, type AdminRole } from "./context.ts";
import { refuse, signedIn } from "./guard.ts";
import type { LinkMailer } from "./link-mail.ts";

export interface UsersRoutesOptions extends AdminContext {
  accounts: AccountStore;
  /** Sends the invitations; undefined without SMTP (then no one can be invited from the browser). */
  mailLink?: LinkMailer;
  log: RelayLogger;
}

export const ROLE_LABELS: Record<AdminRole, string> = {
  gestion: "gestion",
  lecture: "lecture seule",
};

const MAX_EMAIL_LENGTH = 254;

const bodyOf = (request: FastifyRequest) =>
  (request.body && typeof request.body === "object" ? request.body : {}) as Record<string, unknown>;

const isRole = (value: unknown): value is AdminRole =>
  typeof value === "string" && (ADMIN_ROLES as readonly string[]).includes(value);

function invalid(reply: FastifyReply, field: string, message: string): FastifyReply {
  return reply
    .code(422)
    .header("cache-control", "no-store")
    .send({
      error: "invalid",
      message: frenchTypography(message),
      fields: { [field]: frenchTypography(message) },
    });
}

export async function adminUsersRoutes(app: FastifyInstance, options: UsersRoutesOptions): Promise<void> {
  const { accounts, audit, log } = options;
  const gestion = { config: { admin: "gestion" as const } };

  function userOf(request: FastifyRequest<{ Params: { id: string } }>): AdminUser | undefined {
    const id = Number(request.params.id);
    return Number.isSafeInteger(id) && id > 0 ? accounts.user(id) : undefined;
  }

  /** E-mails `user` a new sign-in link; what went wrong, in French, or undefined once sent. */
  async function invite(user: AdminUser, by: string): Promise<string | undefined> {
    if (!options.mailLink) return "le serveur n’envoie pas d’e-mails (SMTP non configuré)";
    const { token } = accounts.createLink(user.id);
    try {
      await options.mailLink(user.email, token, by);
    } catch (error) {
      const reason = describeError(error);
      log.error(`admin: the invitation of account ${user.id} could not be e-mailed: ${reason}`);
      return mailFailureSentence(reason).replace(/^L/, "l");
    }
    return undefined;
  }

  app.get("/api/admin/users", gestion, async (request, reply) => {
    const me = signedIn(request);
    const lastSignIns = accounts.lastSignIns();
    const passkeys = accounts.passkeyCounts();
    reply.header("cache-control", "no-store");
    return {
      items: accounts.users().map((user) => ({
        id: user.id,
        email: user.email,
        role: user.role,
        roleLabel: ROLE_LABELS[user.role],
        createdAt: user.createdAt,
        disabledAt: user.disabledAt,
        lastSignInAt: lastSignIns.get(user.id) ?? null,
        passkeys: passkeys.get(user.id) ?? 0,
        you: user.id === me.userId,
      })),
      invitations: options.mailLink !== undefined,
    };
  });

  app.post("/api/admin/users", gestion, async (request, reply) => {
    const me = signedIn(request);
    const body = bodyOf(request);
    const email = typeof body.email === "string" ? body.email.trim() : "";
    if (!EMAIL_PATTERN.test(email) || email.length > MAX_EMAIL_LENGTH)
      return invalid(
        reply,
        "email",
        "Saisissez l’adresse e-mail de la personne, par exemple prenom@cabinet.fr.",
      );
    if (!isRole(body.role))
      return invalid(reply, "role", "Choisissez ce que ce compte pourra faire : gestion ou lecture seule.");
    if (accounts.userByEmail(email))
      return refuse(
        reply,
        409,
        "exists",
        `${email} a déjà un compte : renvoyez-lui une invitation depuis la liste.`,
      );
    if (!options.mailLink)
      return refuse(
        reply,
        409,
        "no-delivery",
        "Le serveur n’envoie pas d’e-mails (SMTP non configuré) : l’invitation ne pourrait pas partir. Créez ce compte avec npm run admin.",
      );
    const user = accounts.addUser(email, body.role);
    audit(request, "account-added", user.email, `Rôle : ${ROLE_LABELS[user.role]}.`);
    const problem = await invite(user, me.email);
    if (!problem) audit(request, "link-sent", user.email, "Invitation.");
    return reply.code(201).send({
      user: { id: user.id, email: user.email, role: user.role },
      invited: problem === undefined,
      message: frenchTypography(
        problem === undefined
          ? `Le compte de ${user.email} est créé : une invitation vient de lui être envoyée (lien valable 15 minutes).`
          : `Le compte de ${user.email} est créé, mais l’invitation n’est pas partie (${problem}) : renvoyez-la depuis la liste.`,
      ),
    });
  });

  app.post<{ Params: { id: string } }>("/api/admin/users/:id", gestion, async (request, reply) => {
    const me = signedIn(request);
    const user = userOf(request);
    if (!user) return refuse(reply, 404, "not-found", "Ce compte n’existe pas.");
    const body = bodyOf(request);
    const lastManager =
      user.role === "gestion" && !user.disabledAt && accounts.activeManagers() <= 1
        ? "C’est le seul compte « gestion » actif : donnez d’abord le rôle « gestion » à un autre compte."
        : undefined;
    if (body.role !== undefined) {
      if (!isRole(body.role))
        return invalid(reply, "role", "Choisissez ce que ce compte pourra faire : gestion ou lecture seule.");
      if (user.id === me.userId)
        return refuse(
          reply,
          409,
          "self",
          "Vous ne pouvez pas changer le rôle de votre propre compte : demandez-le à un autre compte « gestion ».",
        );
      if (body.role !== "gestion" && lastManager) return refuse(reply, 409, "last-manager", lastManager);
      if (body.role !== user.role) {
        accounts.setRole(user.id, body.role);
        audit(
          request,
          "account-role-changed",
          user.email,
          `${ROLE_LABELS[user.role]} → ${ROLE_LABELS[body.role]}.`,
        );
      }
    } else if (typeof body.disabled === "boolean") {
      if (user.id === me.userId)
        return refuse(
          reply,
          409,
          "self",
          "Vous ne pouvez pas désactiver votre propre compte : demandez-le à un autre compte « gestion ».",
        );
      if (body.disabled && lastManager) return refuse(reply, 409, "last-manager", lastManager);
      if (body.disabled !== (user.disabledAt !== null)) {
        accounts.setDisabled(user.id, body.disabled);
        audit(request, body.disabled ? "account-disabled" : "account-enabled", user.email);
      }
    } else {
      return invalid(reply, "role", "Dites ce qui change : le rôle du compte, ou s’il est désactivé.");
    }
    const changed = accounts.user(user.id);
    return {
      user: changed && {
        id: changed.id,
        email: changed.email,
        role: changed.role,
        disabledAt: changed.disabledAt,
      },
    };
  });

  app.post<{ Params: { id: string } }>("/api/admin/users/:id/link", gestion, async (request, reply) => {
    const me = signedIn(request);
    const user = userOf(request);
    if (!user) return refuse(reply, 404, "not-found", "Ce compte n’existe pas.");
    if (user.disabledAt)
      return refuse(
        reply,
        409,
        "disabled",
        "Ce compte est désactivé : réactivez-le avant de lui envoyer une invitation.",
      );
    const problem = await invite(user, me.email);
    if (problem) return refuse(reply, 502, "mail-failed", `L’invitation n’est pas partie (${problem}).`);
    audit(request, "link-sent", user.email, "Invitation.");
    return {
      message: frenchTypography(
        `Une nouvelle invitation vient d’être envoyée à ${user.email} (lien valable 15 minutes).`,
      ),
    };
  });
}
