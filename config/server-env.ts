/**
 * The server's run-time variables: their names, defaults and rules, and the
 * limits they are held to (read by loadServerConfig, config/server.ts). A bad
 * value is a ConfigError whose message names the variable; a secret's value is
 * never printed.
 */
import { isIP } from "node:net";
import addressparser from "nodemailer/lib/addressparser";
import { z } from "zod";
import { configError, pickVariables } from "./errors.ts";
import { RELAY_KEY_DEFAULTS } from "./public.ts";
import { isBareOrigin } from "./values.ts";

/** The levels LOG_LEVEL accepts (server/logging.ts), most severe first. */
const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Requests per minute and client address when RELAY_RATE_LIMIT is unset (0 turns the limit off). */
export const DEFAULT_RELAY_RATE_LIMIT = 5;

/** Booking POSTs per minute and client address when BOOKING_RATE_LIMIT is unset (0 turns the limit off). */
export const DEFAULT_BOOKING_RATE_LIMIT = 10;

/** Beacons per minute from one client address when none is given (a visitor sends one per page left). */
export const DEFAULT_AUDIENCE_RATE_LIMIT = 60;

/** Sign-in requests to the back office per minute and client address when ADMIN_RATE_LIMIT is unset. */
export const DEFAULT_ADMIN_RATE_LIMIT = 10;

/** The shortest BOOKING_SECRET accepted: 32 characters (the README suggests `openssl rand -base64 48`). */
const MIN_SECRET_LENGTH = 32;

/** The variables whose value is never printed: an SMTP URL holds a password, BOOKING_SECRET signs links. */
const SECRET_VARIABLES = ["SMTP_URL", "BOOKING_SECRET"];

const ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** One or more comma-separated addresses ("Site <no-reply@example.fr>, b@example.fr"). */
export function isAddressList(value: string, single: boolean): boolean {
  const addresses = addressparser(value, { flatten: true });
  return (
    addresses.length > 0 &&
    addresses.every((entry) => ADDRESS.test(entry.address)) &&
    (!single || addresses.length === 1)
  );
}

/** The named ranges Fastify's trustProxy (proxy-addr) knows. */
const PROXY_RANGE_NAMES = ["loopback", "linklocal", "uniquelocal"];

/** An IP address, an address/prefix (CIDR) or a named range, as Fastify's trustProxy takes them. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** "https://a.example, http://localhost:5173/" -> the two origins, normalized, without duplicates. */
function originList(value: string): string[] | undefined {
  const origins: string[] = [];
  for (const entry of value.split(",").map((item) => item.trim())) {
    if (entry === "") continue;
    if (!isBareOrigin(entry)) return undefined;
    const { origin } = new URL(entry);
    if (!origins.includes(origin)) origins.push(origin);
  }
  return origins;
}

type Context = z.core.$RefinementCtx;

/** TRUST_PROXY: "0" or "1", or the trusted proxies' addresses (isProxyAddress). */
function parseTrustProxy(value: string, context: Context): boolean | string[] {
  if (value === "0" || value === "1") return value === "1";
  const entries = value.split(",").map((entry) => entry.trim());
  if (entries.every(isProxyAddress)) return entries;
  context.addIssue({
    code: "custom",
    message:
      "must be 1 (trust X-Forwarded-* headers from any reverse proxy), 0, or the proxy's addresses separated by commas (IPs, CIDR ranges, loopback, linklocal, uniquelocal)",
  });
  return z.NEVER;
}

/** RELAY_ALLOWED_ORIGINS: the origins, normalized (originList). */
function parseAllowedOrigins(value: string, context: Context): string[] {
  const origins = originList(value);
  if (origins === undefined) {
    context.addIssue({
      code: "custom",
      message:
        "must list origins such as https://www.example.fr (scheme, host and optional port, nothing else), separated by commas",
    });
    return z.NEVER;
  }
  return origins;
}

/** A rate limit: a whole number of `what` per minute and client address, 0 to disable it. */
function perMinuteLimit(what: string, fallback: number) {
  return z
    .string()
    .refine(
      (value) => /^\d+$/.test(value) && Number.isSafeInteger(Number(value)),
      `must be a whole number of ${what} per minute (0 disables the limit)`,
    )
    .transform(Number)
    .prefault(String(fallback));
}

/** The variables that depend on others: BOOKING_SECRET in production, SMTP_URL with MAIL_TO and MAIL_FROM. */
interface DependentVariables {
  NODE_ENV?: string | undefined;
  BOOKING_SECRET?: string | undefined;
  SMTP_URL?: string | undefined;
  MAIL_TO?: string | undefined;
  MAIL_FROM?: string | undefined;
}

/** BOOKING_SECRET is required in production. */
function checkBookingSecret(values: DependentVariables, context: Context) {
  if (values.NODE_ENV === "production" && values.BOOKING_SECRET === undefined) {
    context.addIssue({
      code: "custom",
      path: ["BOOKING_SECRET"],
      message:
        "is required in production (NODE_ENV=production): it signs the links that cancel or move a booking. Generate one with openssl rand -base64 48 and keep it: changing it invalidates the links already e-mailed",
    });
  }
}

/** MAIL_TO and MAIL_FROM only with SMTP_URL, and SMTP_URL only with MAIL_TO. */
function checkMailVariables(values: DependentVariables, context: Context) {
  if (values.SMTP_URL === undefined) {
    for (const stray of ["MAIL_TO", "MAIL_FROM"] as const) {
      if (values[stray] === undefined) continue;
      context.addIssue({
        code: "custom",
        path: ["SMTP_URL"],
        message: `${stray} is set but SMTP_URL is not: set SMTP_URL (e.g. smtp://user:password@smtp.example.fr:587) to deliver messages by e-mail, or unset ${stray}`,
      });
      return;
    }
  } else if (values.MAIL_TO === undefined) {
    context.addIssue({
      code: "custom",
      path: ["MAIL_TO"],
      message: "SMTP_URL is set but MAIL_TO is not: set MAIL_TO to the address that receives the messages",
    });
  }
}

/** The mail delivery's variables (server/relay/, server/booking/). */
function mailVariables() {
  const text = z.string();
  return {
    SMTP_URL: text
      .refine(
        (value) => /^smtps?:\/\/[^/?#]/i.test(value),
        "must be an smtp:// or smtps:// URL, e.g. smtps://user:password@smtp.example.fr:465",
      )
      .refine(URL.canParse, "is not a valid URL (check the escaping of the password)")
      .optional(),
    MAIL_TO: text
      .refine((value) => isAddressList(value, false), "must be one or more comma-separated addresses")
      .optional(),
    MAIL_FROM: text
      .refine(
        (value) => isAddressList(value, true),
        'must be one address, such as "Site <no-reply@example.fr>"',
      )
      .optional(),
  };
}

function buildServerSchema() {
  const text = z.string();
  const wholeNumber = z
    .string()
    .refine((value) => /^\d+$/.test(value) && Number.isSafeInteger(Number(value)), "must be a whole number")
    .transform(Number);
  return z
    .object({
      PORT: wholeNumber
        .refine((port) => port <= 65535, "must be a port number between 0 and 65535")
        .prefault("3000"),
      HOST: text.prefault("0.0.0.0"),
      /** The built site (build/client); resolved against the working directory. */
      BUILD_DIR: text.optional(),
      /** How much the server logs (server/logging.ts); "info" has one line per request. */
      LOG_LEVEL: z.enum(LOG_LEVELS, `must be one of ${LOG_LEVELS.join(", ")}`).prefault("info"),
      /** false, true (trust any proxy) or the addresses of the trusted proxies. */
      TRUST_PROXY: text.transform(parseTrustProxy).prefault("0"),
      /** The state directory systemd made for the unit (StateDirectory=); wins over DATA_DIR. */
      STATE_DIRECTORY: text.optional(),
      /** The state directory outside systemd; resolved against the working directory. */
      DATA_DIR: text.optional(),
      ...mailVariables(),
      RELAY_RATE_LIMIT: perMinuteLimit("requests", DEFAULT_RELAY_RATE_LIMIT),
      RELAY_ALLOWED_ORIGINS: text.transform(parseAllowedOrigins).prefault(""),
      /** "production" makes BOOKING_SECRET required (the systemd unit sets it, deploy/). */
      NODE_ENV: text.optional(),
      /** The key of the booking links' signatures (HMAC-SHA256, server/booking/tokens.ts). */
      BOOKING_SECRET: text
        .refine(
          (value) => value.trim().length >= MIN_SECRET_LENGTH,
          `must be at least ${MIN_SECRET_LENGTH} characters: generate one with openssl rand -base64 48`,
        )
        .optional(),
      BOOKING_RATE_LIMIT: perMinuteLimit("requests", DEFAULT_BOOKING_RATE_LIMIT),
      AUDIENCE_RATE_LIMIT: perMinuteLimit("beacons", DEFAULT_AUDIENCE_RATE_LIMIT),
      /** The origin the firm opens its back office from (/admin): passkeys are bound to its host name. Default: the site's. */
      ADMIN_ORIGIN: text
        .refine(
          isBareOrigin,
          "must be an origin such as https://www.example.fr (scheme, host and optional port, nothing else)",
        )
        .refine(
          (value) =>
            !isBareOrigin(value) ||
            new URL(value).protocol === "https:" ||
            new URL(value).hostname === "localhost",
          "must be https (the session cookie is Secure), or http://localhost for a test on this machine",
        )
        .transform((value) => new URL(value).origin)
        .optional(),
      /** Sign-in attempts per minute and client address on the back office. */
      ADMIN_RATE_LIMIT: perMinuteLimit("sign-in attempts", DEFAULT_ADMIN_RATE_LIMIT),
      /** The keys the relay accepts: the ones the build baked into the form (config/public.ts). */
      EMAILJS_PUBLIC_KEY: text.prefault(RELAY_KEY_DEFAULTS.EMAILJS_PUBLIC_KEY),
      EMAILJS_SERVICE_ID: text.prefault(RELAY_KEY_DEFAULTS.EMAILJS_SERVICE_ID),
      EMAILJS_TEMPLATE_ID: text.prefault(RELAY_KEY_DEFAULTS.EMAILJS_TEMPLATE_ID),
    })
    .superRefine((values, context) => {
      checkBookingSecret(values, context);
      checkMailVariables(values, context);
    });
}

export type ServerEnv = z.output<ReturnType<typeof buildServerSchema>>;

let schema: ReturnType<typeof buildServerSchema> | undefined;

function serverSchema(): ReturnType<typeof buildServerSchema> {
  schema ??= buildServerSchema();
  return schema;
}

/** Reads and checks the server's variables; blank values count as unset. Throws a ConfigError. */
export function readServerEnv(env: Readonly<Record<string, string | undefined>>): ServerEnv {
  const values = pickVariables(env, Object.keys(serverSchema().shape));
  const result = serverSchema().safeParse(values);
  if (!result.success) {
    throw configError("Invalid server configuration", result.error, values, SECRET_VARIABLES);
  }
  return result.data;
}
