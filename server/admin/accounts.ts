/**
 * The back office's accounts, in the inbox database (tables created by its
 * migration #4, server/relay/store.ts): the firm's people and their role, their
 * passkeys (WebAuthn credentials), their sessions, the one-time sign-in links,
 * the WebAuthn challenges waiting for an answer, and the audit log.
 *
 * Secrets never reach the database: a session id, a link's token are random
 * 32-byte values given to the browser once; only their SHA-256 is stored, so a
 * copy of the database signs nobody in. Used by the server (server/admin/auth.ts)
 * and by `npm run admin` (scripts/admin.ts).
 */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { SqliteDatabase } from "../sqlite.ts";
import type { AdminRole, AuditAction } from "./context.ts";

/** A session ends after this long without a request… */
export const SESSION_IDLE_MS = 8 * 60 * 60 * 1000;
/** …and this long after it began, whatever happens. */
export const SESSION_MAX_MS = 7 * 24 * 60 * 60 * 1000;
/** A sign-in link works once, for this long. */
export const LINK_LIFETIME_MS = 15 * 60 * 1000;
/** A passkey ceremony must be answered within this time. */
const CHALLENGE_LIFETIME_MS = 5 * 60 * 1000;

/** A random secret for the browser (base64url) and the hash the database keeps. */
function newSecret(): { secret: string; hash: string } {
  const secret = randomBytes(32).toString("base64url");
  return { secret, hash: hashSecret(secret) };
}

function hashSecret(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}

export interface AdminUser {
  id: number;
  email: string;
  role: AdminRole;
  createdAt: string;
  disabledAt: string | null;
}

export interface Passkey {
  /** The credential id, base64url. */
  id: string;
  userId: number;
  publicKey: Uint8Array<ArrayBuffer>;
  counter: number;
  transports: string[];
  label: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export interface AuditEntry {
  id: number;
  at: string;
  email: string | null;
  action: AuditAction;
  target: string | null;
  detail: string | null;
}

interface UserRow {
  id: number;
  email: string;
  role: AdminRole;
  created_at: string;
  disabled_at: string | null;
}

interface PasskeyRow {
  id: string;
  user_id: number;
  public_key: Buffer;
  counter: number;
  transports: string;
  label: string;
  created_at: string;
  last_used_at: string | null;
}

const userOf = (row: UserRow): AdminUser => ({
  id: row.id,
  email: row.email,
  role: row.role,
  createdAt: row.created_at,
  disabledAt: row.disabled_at,
});

const passkeyOf = (row: PasskeyRow): Passkey => ({
  id: row.id,
  userId: row.user_id,
  publicKey: new Uint8Array(
    row.public_key.buffer.slice(
      row.public_key.byteOffset,
      row.public_key.byteOffset + row.public_key.byteLength,
    ) as ArrayBuffer,
  ),
  counter: row.counter,
  transports: JSON.parse(row.transports) as string[],
  label: row.label,
  createdAt: row.created_at,
  lastUsedAt: row.last_used_at,
});

/** An e-mail address as accounts are keyed: trimmed, lower case. */
function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export class AccountStore {
  private readonly db: SqliteDatabase;
  private readonly now: () => Date;

  constructor(db: SqliteDatabase, now: () => Date = () => new Date()) {
    this.db = db;
    this.now = now;
  }

  private at(offsetMs = 0): string {
    return new Date(this.now().getTime() + offsetMs).toISOString();
  }

  // Accounts

  addUser(email: string, role: AdminRole): AdminUser {
    const row = this.db
      .prepare<[string, AdminRole, string], UserRow>(
        "INSERT INTO admin_users (email, role, created_at) VALUES (?, ?, ?) RETURNING *",
      )
      .get(normalizeEmail(email), role, this.at());
    if (!row) throw new Error("insert returned no row");
    return userOf(row);
  }

  userByEmail(email: string): AdminUser | undefined {
    const row = this.db
      .prepare<[string], UserRow>("SELECT * FROM admin_users WHERE email = ?")
      .get(normalizeEmail(email));
    return row && userOf(row);
  }

  user(id: number): AdminUser | undefined {
    const row = this.db.prepare<[number], UserRow>("SELECT * FROM admin_users WHERE id = ?").get(id);
    return row && userOf(row);
  }

  users(): AdminUser[] {
    return this.db.prepare<[], UserRow>("SELECT * FROM admin_users ORDER BY email").all().map(userOf);
  }

  /** When each account last signed in (from the audit log, which outlives sessions), by account id. */
  lastSignIns(): Map<number, string> {
    const rows = this.db
      .prepare<[], { user_id: number; at: string }>(
        `SELECT user_id, max(at) AS at FROM admin_audit
         WHERE action = 'signin' AND user_id IS NOT NULL GROUP BY user_id`,
      )
      .all();
    return new Map(rows.map((row) => [row.user_id, row.at]));
  }

  /** How many passkeys each account has, by account id (accounts without any are absent). */
  passkeyCounts(): Map<number, number> {
    const rows = this.db
      .prepare<[], { user_id: number; count: number }>(
        "SELECT user_id, count(*) AS count FROM admin_credentials GROUP BY user_id",
      )
      .all();
    return new Map(rows.map((row) => [row.user_id, row.count]));
  }

  /** The enabled « gestion » accounts: the back office must always keep one. */
  activeManagers(): number {
    return (
      this.db
        .prepare<[], { count: number }>(
          "SELECT count(*) AS count FROM admin_users WHERE role = 'gestion' AND disabled_at IS NULL",
        )
        .get()?.count ?? 0
    );
  }

  setRole(id: number, role: AdminRole): void {
    this.db.prepare("UPDATE admin_users SET role = ? WHERE id = ?").run(role, id);
  }

  /** Disables an account (or enables it again): its sessions end, its links stop working. */
  setDisabled(id: number, disabled: boolean): void {
    this.db.transaction(() => {
      this.db
        .prepare("UPDATE admin_users SET disabled_at = ? WHERE id = ?")
        .run(disabled ? this.at() : null, id);
      if (disabled) {
        this.endSessionsOf(id);
        this.db.prepare("DELETE FROM admin_links WHERE user_id = ?").run(id);
      }
    })();
  }

  // One-time sign-in links

  /** A new link's token for an active account (given once; only its hash is kept). */
  createLink(userId: number): { token: string; expiresAt: string } {
    const { secret, hash } = newSecret();
    const expiresAt = this.at(LINK_LIFETIME_MS);
    this.db
      .prepare("INSERT INTO admin_links (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)")
      .run(hash, userId, this.at(), expiresAt);
    return { token: secret, expiresAt };
  }

  /** How many links were made for an account since `sinceMs` ago (the per-account limit). */
  recentLinks(userId: number, sinceMs: number): number {
    return (
      this.db
        .prepare<[number, string], { count: number }>(
          "SELECT count(*) AS count FROM admin_links WHERE user_id = ? AND created_at > ?",
        )
        .get(userId, this.at(-sinceMs))?.count ?? 0
    );
  }

  /** When the account's newest link was made (ISO 8601), if it has one. */
  lastLinkAt(userId: number): string | undefined {
    return (
      this.db
        .prepare<[number], { at: string | null }>(
          "SELECT max(created_at) AS at FROM admin_links WHERE user_id = ?",
        )
        .get(userId)?.at ?? undefined
    );
  }

  /** Uses a link: the account it signs in, once, before it expires; undefined otherwise. */
  consumeLink(token: string): AdminUser | undefined {
    return this.db.transaction(() => {
      const row = this.db
        .prepare<[{ hash: string; at: string }], { user_id: number }>(
          `UPDATE admin_links SET used_at = @at
           WHERE token_hash = @hash AND used_at IS NULL AND expires_at > @at RETURNING user_id`,
        )
        .get({ hash: hashSecret(token), at: this.at() });
      const user = row && this.user(row.user_id);
      return user && !user.disabledAt ? user : undefined;
    })();
  }

  // Passkeys

  addPasskey(
    passkey: Omit<Passkey, "createdAt" | "lastUsedAt" | "publicKey"> & { publicKey: Uint8Array },
  ): Passkey {
    const row = this.db
      .prepare<[string, number, Buffer, number, string, string, string], PasskeyRow>(
        `INSERT INTO admin_credentials (id, user_id, public_key, counter, transports, label, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING *`,
      )
      .get(
        passkey.id,
        passkey.userId,
        Buffer.from(passkey.publicKey),
        passkey.counter,
        JSON.stringify(passkey.transports),
        passkey.label,
        this.at(),
      );
    if (!row) throw new Error("insert returned no row");
    return passkeyOf(row);
  }

  passkey(id: string): Passkey | undefined {
    const row = this.db.prepare<[string], PasskeyRow>("SELECT * FROM admin_credentials WHERE id = ?").get(id);
    return row && passkeyOf(row);
  }

  passkeysOf(userId: number): Passkey[] {
    return this.db
      .prepare<[number], PasskeyRow>("SELECT * FROM admin_credentials WHERE user_id = ? ORDER BY created_at")
      .all(userId)
      .map(passkeyOf);
  }

  passkeyUsed(id: string, counter: number): void {
    this.db
      .prepare("UPDATE admin_credentials SET counter = ?, last_used_at = ? WHERE id = ?")
      .run(counter, this.at(), id);
  }

  /** Removes one of an account's passkeys; false when it has no such passkey. */
  removePasskey(userId: number, id: string): boolean {
    return (
      this.db.prepare("DELETE FROM admin_credentials WHERE id = ? AND user_id = ?").run(id, userId)
        .changes === 1
    );
  }

  // Challenges of the passkey ceremonies

  saveChallenge(challenge: string, purpose: "register" | "authenticate", userId: number | null): string {
    const id = randomUUID();
    this.db.transaction(() => {
      this.db.prepare("DELETE FROM admin_challenges WHERE expires_at <= ?").run(this.at());
      this.db
        .prepare(
          "INSERT INTO admin_challenges (id, challenge, user_id, purpose, expires_at) VALUES (?, ?, ?, ?, ?)",
        )
        .run(id, challenge, userId, purpose, this.at(CHALLENGE_LIFETIME_MS));
    })();
    return id;
  }

  /** Takes a challenge once (deleted when read); undefined when unknown, expired or for another purpose or account. */
  takeChallenge(id: string, purpose: "register" | "authenticate", userId: number | null): string | undefined {
    const row = this.db
      .prepare<[string], { challenge: string; user_id: number | null; purpose: string; expires_at: string }>(
        "DELETE FROM admin_challenges WHERE id = ? RETURNING challenge, user_id, purpose, expires_at",
      )
      .get(id);
    if (!row || row.purpose !== purpose || row.user_id !== userId || row.expires_at <= this.at())
      return undefined;
    return row.challenge;
  }

  // Sessions

  /** Opens a session; the id for the cookie (only its hash is stored). */
  createSession(userId: number): string {
    const { secret, hash } = newSecret();
    const at = this.at();
    this.db
      .prepare("INSERT INTO admin_sessions (id_hash, user_id, created_at, last_seen_at) VALUES (?, ?, ?, ?)")
      .run(hash, userId, at, at);
    return secret;
  }

  /**
   * The account of a live session (not ended, seen within SESSION_IDLE_MS,
   * begun within SESSION_MAX_MS, account active), its last activity renewed;
   * undefined otherwise.
   */
  touchSession(id: string): { user: AdminUser; sessionHash: string } | undefined {
    const hash = hashSecret(id);
    const row = this.db
      .prepare<[string, string, string, string], { user_id: number }>(
        `UPDATE admin_sessions SET last_seen_at = ?
         WHERE id_hash = ? AND ended_at IS NULL AND last_seen_at > ? AND created_at > ?
         RETURNING user_id`,
      )
      .get(this.at(), hash, this.at(-SESSION_IDLE_MS), this.at(-SESSION_MAX_MS));
    const user = row && this.user(row.user_id);
    if (!user || user.disabledAt) return undefined;
    return { user, sessionHash: hash };
  }

  endSession(sessionHash: string): void {
    this.db
      .prepare("UPDATE admin_sessions SET ended_at = ? WHERE id_hash = ? AND ended_at IS NULL")
      .run(this.at(), sessionHash);
  }

  /** Ends every session of an account (« se déconnecter partout »); how many were live. */
  endSessionsOf(userId: number): number {
    return this.db
      .prepare("UPDATE admin_sessions SET ended_at = ? WHERE user_id = ? AND ended_at IS NULL")
      .run(this.at(), userId).changes;
  }

  /** Deletes what no longer serves: ended or expired sessions, used or expired links, after a day. */
  purgeExpired(): void {
    const dayAgo = this.at(-24 * 60 * 60 * 1000);
    this.db
      .prepare("DELETE FROM admin_sessions WHERE ended_at < ? OR last_seen_at < ? OR created_at < ?")
      .run(
        dayAgo,
        this.at(-SESSION_IDLE_MS - 24 * 60 * 60 * 1000),
        this.at(-SESSION_MAX_MS - 24 * 60 * 60 * 1000),
      );
    this.db.prepare("DELETE FROM admin_links WHERE expires_at < ?").run(dayAgo);
    this.db.prepare("DELETE FROM admin_challenges WHERE expires_at <= ?").run(this.at());
  }

  // Audit log

  audit(
    actor: { userId: number | null; email: string | null },
    action: AuditAction,
    target?: string,
    detail?: string,
  ): void {
    this.db
      .prepare(
        "INSERT INTO admin_audit (at, user_id, email, action, target, detail) VALUES (?, ?, ?, ?, ?, ?)",
      )
      .run(this.at(), actor.userId, actor.email, action, target ?? null, detail ?? null);
  }

  /** The audit log, newest first, `limit` entries before the entry `before` (an id). */
  auditLog(options: { before?: number; limit: number }): AuditEntry[] {
    return this.db
      .prepare<[number, number], AuditEntry>(
        `SELECT id, at, email, action, target, detail FROM admin_audit
         WHERE id < ? ORDER BY id DESC LIMIT ?`,
      )
      .all(options.before ?? Number.MAX_SAFE_INTEGER, options.limit);
  }

  /** Failed sign-ins recorded for an account in the last `sinceMs` (the per-account limit). */
  recentFailures(email: string, sinceMs: number): number {
    return (
      this.db
        .prepare<[string, string], { count: number }>(
          "SELECT count(*) AS count FROM admin_audit WHERE action = 'signin-failed' AND target = ? AND at > ?",
        )
        .get(normalizeEmail(email), this.at(-sinceMs))?.count ?? 0
    );
  }
}
