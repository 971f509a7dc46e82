/**
 * Signing in to the back office, and the account's own settings:
 *
 *   POST   /api/admin/auth/passkey/options   a passkey sign-in's challenge (no session)
 *   POST   /api/admin/auth/passkey/verify    the passkey's answer → session cookie
 *   POST   /api/admin/auth/link              { email } → a one-time link e-mailed (202 whatever the address)
 *   POST   /api/admin/auth/link/verify       { token } → session cookie
 *   GET    /api/admin/session                the signed-in account and its passkeys
 *   POST   /api/admin/passkeys/options       a new passkey's challenge
 *   POST   /api/admin/passkeys/verify        { challengeId, response, label } → the passkey stored
 *   DELETE /api/admin/passkeys/:id           removes one of the account's passkeys
 *   POST   /api/admin/auth/signout           ends this session
 *   POST   /api/admin/auth/signout-everywhere ends every session of the account
 *   GET    /api/admin/audit?before=<id>      the audit log (« gestion »)
 *
 * Passkeys are WebAuthn credentials checked by @simplewebauthn/server, bound
 * to the back office's origin (ADMIN_ORIGIN) and its host name (the RP ID).
 * A passkey signs in only with user verification (the device's PIN,
 * fingerprint or face: UV flag), at registration and at each sign-in.
 *
 * The sign-in routes are rate-limited per address (@fastify/rate-limit), and
 * per account: LINKS_PER_ACCOUNT links in LIMIT_WINDOW_MS, then one more per
 * LINK_AGAIN_AFTER_MS (mayMailLink), and FAILURES_PER_ACCOUNT failed passkey
 * answers in LIMIT_WINDOW_MS.
 *
 * Asking for a link answers at once, the same for any address: the account's
 * lookup, the link and its e-mail are done after the answer (queueLink), so
 * that neither the answer nor its timing tells whether an address has an account.
 */
import fastifyRateLimit from "@fastify/rate-limit";
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { describeError, type RelayLogger } from "../relay/delivery.ts";
import { type AccountStore, type AdminUser, EMAIL_PATTERN, type Passkey } from "./accounts.ts";
import { AUDIT_LABELS } from "./audit.ts";
import type { AdminContext } from "./context.ts";
import { refuse, signedIn } from "./guard.ts";
import type { LinkMailer } from "./link-mail.ts";

const LIMIT_WINDOW_MS = 15 * 60 * 1000;
const LINKS_PER_ACCOUNT = 3;
/** Beyond LINKS_PER_ACCOUNT in the window, one more link at most this often (see mayMailLink). */
const LINK_AGAIN_AFTER_MS = 60 * 1000;
/** How long closing the server waits for the sign-in e-mails being sent. */
const LINK_QUEUE_CLOSE_MS = 5000;
const FAILURES_PER_ACCOUNT = 5;
const AUDIT_PAGE = 50;
const MAX_LABEL_LENGTH = 60;

export interface AuthRoutesOptions extends AdminContext {
  accounts: AccountStore;
  /** The back office's origin: WebAuthn's expected origin, the links' base. */
  origin: string;
  /** The firm's name, shown by the device when a passkey is made. */
  rpName: string;
  cookieName: string;
  /** Sign-in requests per minute per client address; 0: no limit. */
  rateLimit: number;
  /** Sends a sign-in link; undefined without SMTP. */
  mailLink?: LinkMailer;
  log: RelayLogger;
}

const stringOf = (value: unknown) => (typeof value === "string" ? value : "");
const bodyOf = (request: FastifyRequest) =>
  (request.body && typeof request.body === "object" ? request.body : {}) as Record<string, unknown>;

function publicPasskey(passkey: Passkey) {
  return {
    id: passkey.id,
    label: passkey.label,
    createdAt: passkey.createdAt,
    lastUsedAt: passkey.lastUsedAt,
  };
}

const actorOf = (user: AdminUser) => ({ userId: user.id, email: user.email });

function publicUser(user: AdminUser) {
  return { email: user.email, role: user.role };
}

export async function adminAuthRoutes(app: FastifyInstance, options: AuthRoutesOptions): Promise<void> {
  const { accounts, origin, cookieName, log } = options;
  const rpID = new URL(origin).hostname;
  const secure = origin.startsWith("https:");

  function openSession(reply: FastifyReply, user: AdminUser): void {
    const id = accounts.createSession(user.id);
    reply.setCookie(cookieName, id, { httpOnly: true, secure, sameSite: "strict", path: "/" });
  }

  function closeCookie(reply: FastifyReply): void {
    reply.clearCookie(cookieName, { httpOnly: true, secure, sameSite: "strict", path: "/" });
  }

  /**
   * Whether account `userId` may be e-mailed a new link now: LINKS_PER_ACCOUNT
   * in LIMIT_WINDOW_MS, then one more each LINK_AGAIN_AFTER_MS. The limit is
   * there against mail-bombing (anyone can ask for anyone's address), but it
   * must never leave the real person without a working link: beyond it, a
   * request that comes at least a minute after the last link gets a new one.
   * A new link rather than the last one again, because only the hash of a
   * link is kept (the database cannot give its token back); the older ones
   * still work until they expire, so someone asking for links in a loop cannot
   * make the one the person is opening stop working. A request that gets
   * nothing comes less than a minute after an e-mail with a live link
   * (LINK_LIFETIME_MS is the window); whoever asks, an address receives at most
   * three links, then about one a minute.
   */
  function mayMailLink(userId: number): boolean {
    if (accounts.recentLinks(userId, LIMIT_WINDOW_MS) < LINKS_PER_ACCOUNT) return true;
    const last = accounts.lastLinkAt(userId);
    return last === undefined || Date.parse(last) <= options.now().getTime() - LINK_AGAIN_AFTER_MS;
  }

  /** Looks up `email`, makes its link and e-mails it; what fails is logged (never the address). */
  async function sendLink(email: string): Promise<void> {
    const user = accounts.userByEmail(email);
    if (!user || user.disabledAt) return;
    if (!mayMailLink(user.id)) {
      log.info(`admin: account ${user.id} asked for a sign-in link again within a minute: not sent`);
      return;
    }
    if (!options.mailLink) {
      log.error(
        `admin: account ${user.id} asked for a sign-in link, but no SMTP is configured: npm run admin -- link <email>`,
      );
      return;
    }
    const { token } = accounts.createLink(user.id);
    try {
      await options.mailLink(user.email, token);
    } catch (error) {
      log.error(
        `admin: the sign-in link of account ${user.id} could not be e-mailed: ${describeError(error)}`,
      );
      return;
    }
    accounts.audit(actorOf(user), "link-sent", user.email, "demandé depuis la page de connexion");
    log.info(`admin: sign-in link e-mailed to account ${user.id}`);
  }

  // The links being sent, awaited (for a while) when the server closes.
  const sending = new Set<Promise<void>>();
  /** Sends the link of `email` after the answer has gone (the next turn of the event loop). */
  function queueLink(email: string): void {
    const job = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => sendLink(email))
      .catch((error: unknown) => log.error(`admin: a sign-in link request failed: ${describeError(error)}`))
      .finally(() => sending.delete(job));
    sending.add(job);
  }
  app.addHook("onClose", async () => {
    if (sending.size === 0) return;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, LINK_QUEUE_CLOSE_MS);
    });
    await Promise.race([Promise.allSettled([...sending]), timeout]);
    clearTimeout(timer);
  });

  // The sign-in steps: no session needed, limited per address.
  await app.register(async (signIn) => {
    if (options.rateLimit > 0) {
      await signIn.register(fastifyRateLimit, {
        max: options.rateLimit,
        timeWindow: 60_000,
        errorResponseBuilder: () => ({
          statusCode: 429,
          error: "too-many",
          message: "Trop de tentatives de connexion\u00a0: attendez une minute avant de réessayer.",
        }),
      });
    }

    signIn.post("/api/admin/auth/passkey/options", { config: { admin: "public" } }, async () => {
      const optionsJSON = await generateAuthenticationOptions({ rpID, userVerification: "required" });
      return {
        challengeId: accounts.saveChallenge(optionsJSON.challenge, "authenticate", null),
        options: optionsJSON,
      };
    });

    signIn.post("/api/admin/auth/passkey/verify", { config: { admin: "public" } }, async (request, reply) => {
      const body = bodyOf(request);
      const response = body.response as AuthenticationResponseJSON | undefined;
      const challenge = accounts.takeChallenge(stringOf(body.challengeId), "authenticate", null);
      const passkey = typeof response?.id === "string" ? accounts.passkey(response.id) : undefined;
      const user = passkey && accounts.user(passkey.userId);
      const failed = () => {
        accounts.audit({ userId: null, email: null }, "signin-failed", user?.email, "clé d’accès");
        return refuse(
          reply,
          401,
          "passkey",
          "Cette clé d’accès n’a pas permis de vous connecter. Réessayez, ou demandez un lien par e-mail.",
        );
      };
      if (!challenge || !response || !passkey || !user || user.disabledAt) return failed();
      if (accounts.recentFailures(user.email, LIMIT_WINDOW_MS) >= FAILURES_PER_ACCOUNT) {
        return refuse(
          reply,
          429,
          "too-many",
          "Trop de tentatives pour ce compte : réessayez dans un quart d’heure, ou demandez un lien par e-mail.",
        );
      }
      let verified = false;
      let newCounter = passkey.counter;
      try {
        const result = await verifyAuthenticationResponse({
          response,
          expectedChallenge: challenge,
          expectedOrigin: origin,
          expectedRPID: rpID,
          credential: {
            id: passkey.id,
            publicKey: passkey.publicKey,
            counter: passkey.counter,
            transports: passkey.transports as never,
          },
          requireUserVerification: true,
        });
        verified = result.verified;
        newCounter = result.authenticationInfo.newCounter;
      } catch (error) {
        log.info(`admin: a passkey answer was refused (${describeError(error)})`);
      }
      if (!verified) return failed();
      accounts.passkeyUsed(passkey.id, newCounter);
      openSession(reply, user);
      accounts.audit(actorOf(user), "signin", undefined, "clé d’accès");
      return { user: publicUser(user) };
    });

    signIn.post("/api/admin/auth/link", { config: { admin: "public" } }, async (request, reply) => {
      const email = stringOf(bodyOf(request).email).trim();
      if (!EMAIL_PATTERN.test(email) || email.length > 254) {
        return refuse(
          reply,
          400,
          "email",
          "Saisissez une adresse e-mail complète, par exemple prenom@cabinet.fr.",
        );
      }
      queueLink(email);
      return reply.code(202).send({ sent: true });
    });

    signIn.post("/api/admin/auth/link/verify", { config: { admin: "public" } }, async (request, reply) => {
      const user = accounts.consumeLink(stringOf(bodyOf(request).token));
      if (!user) {
        return refuse(
          reply,
          410,
          "link",
          "Ce lien ne fonctionne plus : il a déjà servi ou a plus de 15 minutes. Demandez-en un nouveau.",
        );
      }
      openSession(reply, user);
      accounts.audit(actorOf(user), "signin", undefined, "lien par e-mail");
      return { user: publicUser(user), passkeys: accounts.passkeysOf(user.id).length };
    });
  });

  // The signed-in account's own settings.
  const self = { admin: "lecture", adminSelf: true } as const;

  app.get("/api/admin/session", { config: { admin: "lecture" } }, async (request) => {
    const principal = signedIn(request);
    return {
      user: { email: principal.email, role: principal.role },
      passkeys: accounts.passkeysOf(principal.userId).map(publicPasskey),
    };
  });

  app.post("/api/admin/passkeys/options", { config: self }, async (request) => {
    const principal = signedIn(request);
    const optionsJSON = await generateRegistrationOptions({
      rpName: options.rpName,
      rpID,
      userName: principal.email,
      userID: new TextEncoder().encode(`admin-${principal.userId}`),
      attestationType: "none",
      excludeCredentials: accounts
        .passkeysOf(principal.userId)
        .map((passkey) => ({ id: passkey.id, transports: passkey.transports })),
      authenticatorSelection: { residentKey: "required", userVerification: "required" },
    });
    return {
      challengeId: accounts.saveChallenge(optionsJSON.challenge, "register", principal.userId),
      options: optionsJSON,
    };
  });

  app.post("/api/admin/passkeys/verify", { config: self }, async (request, reply) => {
    const principal = signedIn(request);
    const body = bodyOf(request);
    const label = stringOf(body.label).trim().slice(0, MAX_LABEL_LENGTH) || "Clé d’accès";
    const challenge = accounts.takeChallenge(stringOf(body.challengeId), "register", principal.userId);
    const refused = () =>
      refuse(
        reply,
        400,
        "passkey",
        "La clé d’accès n’a pas pu être enregistrée. Réessayez depuis cet appareil.",
      );
    if (!challenge || !body.response) return refused();
    try {
      const result = await verifyRegistrationResponse({
        response: body.response as RegistrationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: origin,
        expectedRPID: rpID,
        requireUserVerification: true,
      });
      if (!result.verified) return refused();
      const { credential } = result.registrationInfo;
      const passkey = accounts.addPasskey({
        id: credential.id,
        userId: principal.userId,
        publicKey: credential.publicKey,
        counter: credential.counter,
        transports: credential.transports ?? [],
        label,
      });
      options.audit(request, "passkey-added", label);
      return reply.code(201).send({ passkey: publicPasskey(passkey) });
    } catch (error) {
      log.info(`admin: a new passkey was refused (${describeError(error)})`);
      return refused();
    }
  });

  app.delete("/api/admin/passkeys/:id", { config: self }, async (request, reply) => {
    const principal = signedIn(request);
    const id = stringOf((request.params as Record<string, unknown>).id);
    const passkey = accounts.passkey(id);
    if (!passkey || passkey.userId !== principal.userId || !accounts.removePasskey(principal.userId, id)) {
      return refuse(reply, 404, "not-found", "Cette clé d’accès n’existe pas.");
    }
    options.audit(request, "passkey-removed", passkey.label);
    return reply.code(204).send();
  });

  app.post("/api/admin/auth/signout", { config: self }, async (request, reply) => {
    const principal = signedIn(request);
    accounts.endSession(principal.sessionHash);
    options.audit(request, "signout");
    closeCookie(reply);
    return reply.code(204).send();
  });

  app.post("/api/admin/auth/signout-everywhere", { config: self }, async (request, reply) => {
    const principal = signedIn(request);
    const ended = accounts.endSessionsOf(principal.userId);
    options.audit(
      request,
      "signout-everywhere",
      undefined,
      `${ended} session${ended > 1 ? "s" : ""} fermée${ended > 1 ? "s" : ""}`,
    );
    closeCookie(reply);
    return reply.code(204).send();
  });

  app.get("/api/admin/audit", { config: { admin: "gestion" } }, async (request, reply) => {
    const before = stringOf((request.query as Record<string, unknown>).before);
    if (before !== "" && !/^[1-9]\d{0,15}$/.test(before)) {
      return refuse(reply, 400, "before", "Le paramètre « before » doit être un numéro d’entrée.");
    }
    const items = accounts.auditLog({ before: before ? Number(before) : undefined, limit: AUDIT_PAGE + 1 });
    const page = items.slice(0, AUDIT_PAGE);
    return {
      items: page.map((entry) => ({ ...entry, actionLabel: AUDIT_LABELS[entry.action] ?? entry.action })),
      next: items.length > AUDIT_PAGE ? page.at(-1)?.id : null,
    };
  });
}
