/**
 * The relay's settings, read from the environment by server/index.ts.
 * Every value is checked here so that a typo stops the server at start-up
 * with a clear message instead of losing messages later.
 */
import path from "node:path";
import addressparser from "nodemailer/lib/addressparser";
import { site } from "../../content/site";
import type { RelayOptions, SmtpOptions } from "./plugin";

/** Requests per minute and client address when RELAY_RATE_LIMIT is unset. */
export const DEFAULT_RATE_LIMIT = 5;

/** The inbox file when DATABASE_PATH is unset, relative to the repository root. */
export const DEFAULT_DATABASE_FILE = path.join("var", "inbox.sqlite");

export class RelayConfigError extends Error {
  override name = "RelayConfigError";
}

export type RelayEnv = Partial<
  Record<
    "DATABASE_PATH" | "SMTP_URL" | "MAIL_TO" | "MAIL_FROM" | "RELAY_RATE_LIMIT" | "RELAY_ALLOWED_ORIGINS",
    string
  >
>;

/** The value of a variable, undefined when unset or blank. */
function read(env: RelayEnv, name: keyof RelayEnv): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

/** The inbox path: DATABASE_PATH (resolved against the working directory) or <repo>/var/inbox.sqlite. */
export function databasePathFrom(env: RelayEnv, repoRoot: string): string {
  const value = read(env, "DATABASE_PATH");
  return value ? path.resolve(value) : path.join(repoRoot, DEFAULT_DATABASE_FILE);
}

export function parseRateLimit(value: string | undefined): number {
  if (value === undefined) return DEFAULT_RATE_LIMIT;
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(Number(value))) {
    throw new RelayConfigError(
      `RELAY_RATE_LIMIT must be a whole number of requests per minute (0 disables the limit), got ${JSON.stringify(value)}`,
    );
  }
  return Number(value);
}

/** "https://a.example, http://localhost:5173" -> the two origins; throws on anything but bare origins. */
export function parseAllowedOrigins(value: string | undefined): string[] {
  if (value === undefined) return [];
  const origins: string[] = [];
  for (const item of value.split(",")) {
    const entry = item.trim();
    if (entry === "") continue;
    let url: URL | undefined;
    try {
      url = new URL(entry);
    } catch {
      url = undefined;
    }
    const bareOrigin =
      url !== undefined &&
      (url.protocol === "https:" || url.protocol === "http:") &&
      url.pathname === "/" &&
      url.search === "" &&
      url.hash === "" &&
      url.username === "" &&
      url.password === "" &&
      !/\/[^/]/.test(entry.replace(/^[a-z]+:\/\//i, ""));
    if (!url || !bareOrigin) {
      throw new RelayConfigError(
        `RELAY_ALLOWED_ORIGINS must list origins such as https://www.example.fr (scheme, host and optional port, nothing else), got ${JSON.stringify(entry)}`,
      );
    }
    if (!origins.includes(url.origin)) origins.push(url.origin);
  }
  return origins;
}

function checkAddresses(name: "MAIL_TO" | "MAIL_FROM", value: string, single: boolean): void {
  const addresses = addressparser(value, { flatten: true });
  const valid =
    addresses.length > 0 &&
    addresses.every((entry) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(entry.address)) &&
    (!single || addresses.length === 1);
  if (!valid) {
    const expected = single
      ? 'one address, such as "Site <no-reply@example.fr>"'
      : "one or more comma-separated addresses";
    throw new RelayConfigError(`${name} must be ${expected}, got ${JSON.stringify(value)}`);
  }
}

/** `"Site Cap Parcours" <no-reply@www.cap-parcours.example>` for the default site settings. */
export function defaultMailFrom(siteName: string = site.name, siteUrl: string = site.url): string {
  const host = new URL(siteUrl).hostname;
  const name = `Site ${siteName}`.replace(/["\\]/g, "");
  return `"${name}" <no-reply@${host}>`;
}

export function parseSmtp(env: RelayEnv): SmtpOptions | undefined {
  const url = read(env, "SMTP_URL");
  const to = read(env, "MAIL_TO");
  const from = read(env, "MAIL_FROM");
  if (url === undefined) {
    const stray = to !== undefined ? "MAIL_TO" : from !== undefined ? "MAIL_FROM" : undefined;
    if (stray) {
      throw new RelayConfigError(
        `${stray} is set but SMTP_URL is not: set SMTP_URL (e.g. smtp://user:password@smtp.example.fr:587) to deliver messages by e-mail, or unset ${stray}`,
      );
    }
    return undefined;
  }
  if (!/^smtps?:\/\/[^/?#]/i.test(url)) {
    throw new RelayConfigError(
      "SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtps://user:password@smtp.example.fr:465",
    );
  }
  try {
    new URL(url);
  } catch {
    // The URL itself may hold a password: never print it.
    throw new RelayConfigError("SMTP_URL is not a valid URL (check the escaping of the password)");
  }
  if (to === undefined) {
    throw new RelayConfigError(
      "SMTP_URL is set but MAIL_TO is not: set MAIL_TO to the address that receives the messages",
    );
  }
  checkAddresses("MAIL_TO", to, false);
  const sender = from ?? defaultMailFrom();
  checkAddresses("MAIL_FROM", sender, true);
  return { url, to, from: sender };
}

/**
 * The relay option of buildServer from the environment:
 *   DATABASE_PATH          SQLite inbox (default <repo>/var/inbox.sqlite)
 *   SMTP_URL, MAIL_TO      delivery by e-mail (both or neither), MAIL_FROM optional
 *   RELAY_RATE_LIMIT       requests per minute per client address (default 5, 0 = off)
 *   RELAY_ALLOWED_ORIGINS  extra origins allowed to post cross-origin (comma-separated)
 * Throws RelayConfigError on a bad value.
 */
export function relayOptionsFromEnv(env: RelayEnv, repoRoot: string): RelayOptions {
  return {
    databasePath: databasePathFrom(env, repoRoot),
    smtp: parseSmtp(env),
    rateLimit: parseRateLimit(read(env, "RELAY_RATE_LIMIT")),
    allowedOrigins: parseAllowedOrigins(read(env, "RELAY_ALLOWED_ORIGINS")),
  };
}
