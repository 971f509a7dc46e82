/**
 * The server's configuration: its run-time variables, with their defaults and
 * rules, read once at start by server/index.ts (the state directory also by
 * `npm run inbox`, `bookings`, `stats` and `backup`). A bad value stops the
 * server at start with a message that names the variable, instead of losing
 * messages later.
 *
 * The server also reads the public configuration its build was made with
 * (build/site-config.json, config/public-file.ts): its CSP and the relay's
 * allowed origin follow the build, and it refuses to start when its relay keys
 * (EMAILJS_*) disagree with the ones baked into the form.
 */
import { randomBytes } from "node:crypto";
import { accessSync, constants, existsSync, mkdirSync, statSync } from "node:fs";
import { isIP } from "node:net";
import path from "node:path";
import addressparser from "nodemailer/lib/addressparser";
import { z } from "zod";
import { type AudienceOptions, DEFAULT_AUDIENCE_RATE_LIMIT } from "../server/analytics/plugin.ts";
import type { BookingOptions } from "../server/booking/plugin.ts";
import { MIN_SECRET_LENGTH } from "../server/booking/tokens.ts";
import { LOG_LEVELS, type LogLevel } from "../server/logging.ts";
import type { RelayOptions, SmtpOptions } from "../server/relay/plugin.ts";
import { ConfigError, configError, pickVariables } from "./errors.ts";
import { firmFilePath } from "./firm.ts";
import { type PublicConfig, RELAY_KEY_DEFAULTS, type RelayKeyName } from "./public.ts";
import { identityDifferences, publicConfigPath, readBuiltPublicConfig } from "./public-file.ts";
import { isBareOrigin } from "./values.ts";

/** Requests per minute and client address when RELAY_RATE_LIMIT is unset (0 turns the limit off). */
export const DEFAULT_RELAY_RATE_LIMIT = 5;

/** The state directory when neither STATE_DIRECTORY nor DATA_DIR is set, relative to the repository root. */
const DEFAULT_STATE_DIRECTORY = "var";

/** The built site when BUILD_DIR is unset, relative to the repository root. */
const DEFAULT_BUILD_DIR = path.join("build", "client");

/** Booking POSTs per minute and client address when BOOKING_RATE_LIMIT is unset (0 turns the limit off). */
export const DEFAULT_BOOKING_RATE_LIMIT = 10;

/** The variables whose value is never printed: an SMTP URL holds a password, BOOKING_SECRET signs links. */
const SECRET_VARIABLES = ["SMTP_URL", "BOOKING_SECRET"];

const ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** One or more comma-separated addresses ("Site <no-reply@example.fr>, b@example.fr"). */
function isAddressList(value: string, single: boolean): boolean {
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
      TRUST_PROXY: text
        .transform((value, context): boolean | string[] => {
          if (value === "0" || value === "1") return value === "1";
          const entries = value.split(",").map((entry) => entry.trim());
          if (entries.every(isProxyAddress)) return entries;
          context.addIssue({
            code: "custom",
            message:
              "must be 1 (trust X-Forwarded-* headers from any reverse proxy), 0, or the proxy's addresses separated by commas (IPs, CIDR ranges, loopback, linklocal, uniquelocal)",
          });
          return z.NEVER;
        })
        .prefault("0"),
      /** The state directory systemd made for the unit (StateDirectory=); wins over DATA_DIR. */
      STATE_DIRECTORY: text.optional(),
      /** The state directory outside systemd; resolved against the working directory. */
      DATA_DIR: text.optional(),
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
      RELAY_RATE_LIMIT: z
        .string()
        .refine(
          (value) => /^\d+$/.test(value) && Number.isSafeInteger(Number(value)),
          "must be a whole number of requests per minute (0 disables the limit)",
        )
        .transform(Number)
        .prefault(String(DEFAULT_RELAY_RATE_LIMIT)),
      RELAY_ALLOWED_ORIGINS: text
        .transform((value, context) => {
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
        })
        .prefault(""),
      /** "production" makes BOOKING_SECRET required (the systemd unit sets it, deploy/). */
      NODE_ENV: text.optional(),
      /** The key of the booking links' signatures (HMAC-SHA256, server/booking/tokens.ts). */
      BOOKING_SECRET: text
        .refine(
          (value) => value.trim().length >= MIN_SECRET_LENGTH,
          `must be at least ${MIN_SECRET_LENGTH} characters: generate one with openssl rand -base64 48`,
        )
        .optional(),
      BOOKING_RATE_LIMIT: z
        .string()
        .refine(
          (value) => /^\d+$/.test(value) && Number.isSafeInteger(Number(value)),
          "must be a whole number of requests per minute (0 disables the limit)",
        )
        .transform(Number)
        .prefault(String(DEFAULT_BOOKING_RATE_LIMIT)),
      AUDIENCE_RATE_LIMIT: z
        .string()
        .refine(
          (value) => /^\d+$/.test(value) && Number.isSafeInteger(Number(value)),
          "must be a whole number of beacons per minute (0 disables the limit)",
        )
        .transform(Number)
        .prefault(String(DEFAULT_AUDIENCE_RATE_LIMIT)),
      /** The keys the relay accepts: the ones the build baked into the form (config/public.ts). */
      EMAILJS_PUBLIC_KEY: text.prefault(RELAY_KEY_DEFAULTS.EMAILJS_PUBLIC_KEY),
      EMAILJS_SERVICE_ID: text.prefault(RELAY_KEY_DEFAULTS.EMAILJS_SERVICE_ID),
      EMAILJS_TEMPLATE_ID: text.prefault(RELAY_KEY_DEFAULTS.EMAILJS_TEMPLATE_ID),
    })
    .superRefine((values, context) => {
      if (values.NODE_ENV === "production" && values.BOOKING_SECRET === undefined) {
        context.addIssue({
          code: "custom",
          path: ["BOOKING_SECRET"],
          message:
            "is required in production (NODE_ENV=production): it signs the links that cancel or move a booking. Generate one with openssl rand -base64 48 and keep it: changing it invalidates the links already e-mailed",
        });
      }
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
          message:
            "SMTP_URL is set but MAIL_TO is not: set MAIL_TO to the address that receives the messages",
        });
      }
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

/** The one directory the server writes in, and where it comes from (for the messages that name it). */
export interface StateDirectory {
  /** Absolute. */
  path: string;
  /** The variable that chose it, or that it is the default: named in every message about it. */
  source: "STATE_DIRECTORY" | "DATA_DIR" | "default";
}

/**
 * The state directory: STATE_DIRECTORY when systemd sets it (StateDirectory=;
 * the first of its paths when it lists several, separated by ":"), else
 * DATA_DIR (resolved against the working directory), else <repo>/var.
 * Read the same way by the server and by `npm run inbox`, `bookings`, `stats`
 * and `backup`.
 */
export function stateDirectoryFrom(
  env: { STATE_DIRECTORY?: string; DATA_DIR?: string },
  repoRoot: string,
): StateDirectory {
  const fromSystemd = env.STATE_DIRECTORY?.split(":")[0]?.trim();
  if (fromSystemd) return { path: path.resolve(fromSystemd), source: "STATE_DIRECTORY" };
  const dataDir = env.DATA_DIR?.trim();
  if (dataDir) return { path: path.resolve(dataDir), source: "DATA_DIR" };
  return { path: path.join(repoRoot, DEFAULT_STATE_DIRECTORY), source: "default" };
}

/**
 * The files of the state directory: the inbox (the contact messages and the
 * bookings share it, server/relay/store.ts) and the audience's counts
 * (decision 029, its own file: no personal data).
 */
export function stateFiles(directory: string): { inbox: string; audience: string } {
  return { inbox: path.join(directory, "inbox.sqlite"), audience: path.join(directory, "audience.sqlite") };
}

const STATE_SOURCES: Record<StateDirectory["source"], string> = {
  STATE_DIRECTORY: "STATE_DIRECTORY, set by systemd",
  DATA_DIR: "DATA_DIR",
  default: "the default, DATA_DIR being unset",
};

/** "/var/lib/cabinet-site (STATE_DIRECTORY, set by systemd)": the path and what chose it. */
export function describeStateDirectory(state: StateDirectory): string {
  return `${state.path} (${STATE_SOURCES[state.source]})`;
}

/**
 * "the state directory /var/lib/cabinet-site (STATE_DIRECTORY, set by
 * systemd) is not writable: EROFS: …; make it writable by …": `problem`
 * completes the sentence, with its cause.
 */
export function stateDirectoryError(state: StateDirectory, problem: string): ConfigError {
  const remedy =
    state.source === "STATE_DIRECTORY"
      ? "make it writable by the service's user (systemd's StateDirectory= creates it so)"
      : "make it writable by the user that runs the server, or set DATA_DIR to another directory";
  return new ConfigError(`the state directory ${describeStateDirectory(state)} ${problem}; ${remedy}`);
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Makes sure the server can write in its state directory: created (mode 0700)
 * when missing, a directory, writable, and so are the files already in it.
 * Throws a ConfigError that names the path and the variable, instead of a
 * bare EROFS or EACCES later.
 */
export function checkStateDirectory(state: StateDirectory): void {
  if (existsSync(state.path) && !statSync(state.path).isDirectory()) {
    throw stateDirectoryError(state, "is not a directory");
  }
  try {
    mkdirSync(state.path, { recursive: true, mode: 0o700 });
  } catch (error) {
    throw stateDirectoryError(state, `cannot be created: ${reason(error)}`);
  }
  try {
    accessSync(state.path, constants.W_OK);
  } catch (error) {
    throw stateDirectoryError(state, `is not writable: ${reason(error)}`);
  }
  for (const file of Object.values(stateFiles(state.path))) {
    if (!existsSync(file)) continue;
    try {
      accessSync(file, constants.R_OK | constants.W_OK);
    } catch (error) {
      throw stateDirectoryError(state, `holds ${file}, which is not writable: ${reason(error)}`);
    }
  }
}

/** `"Site Cap Parcours" <no-reply@www.cap-parcours.example>` for the default site settings. */
export function defaultMailFrom(siteName: string, siteUrl: string): string {
  const host = new URL(siteUrl).hostname;
  const name = `Site ${siteName}`.replace(/["\\]/g, "");
  return `"${name}" <no-reply@${host}>`;
}

/** The relay keys that differ between the server and its build, as sentences. */
function relayKeyMismatches(server: ServerEnv, build: PublicConfig): string[] {
  return (Object.keys(RELAY_KEY_DEFAULTS) as RelayKeyName[])
    .filter((name) => server[name] !== build[name])
    .map(
      (name) =>
        `${name} is ${JSON.stringify(server[name])} here but ${JSON.stringify(build[name])} in the build`,
    );
}

export interface ServerConfig {
  port: number;
  host: string;
  /** The built site (build/client). */
  root: string;
  /** Whether to trust X-Forwarded-* headers: from any proxy (true) or from these addresses only. */
  trustProxy: boolean | string[];
  logLevel: LogLevel;
  /** The public configuration the build was made with (build/site-config.json). */
  build: PublicConfig;
  relay: RelayOptions & Required<Pick<RelayOptions, "keys" | "siteUrl" | "rateLimit">>;
  booking: BookingOptions & Required<Pick<BookingOptions, "siteUrl" | "rateLimit">>;
  /** True when BOOKING_SECRET was unset (outside production) and a random one was made for this run. */
  bookingSecretGenerated: boolean;
  /** Where every file the server writes lives: the inbox and the audience's counts (stateFiles). */
  state: StateDirectory;
  /** The audience endpoint; absent when the build has the measurement off (AUDIENCE_MEASUREMENT). */
  audience?: AudienceOptions & Required<Pick<AudienceOptions, "rateLimit" | "siteUrl">>;
}

function isFile(file: string): boolean {
  return existsSync(file) && statSync(file).isFile();
}

/**
 * Everything the server needs to start, checked: its variables, the build it
 * serves and the configuration that build was made with. Throws a
 * ConfigError with a message for the operator.
 */
export function loadServerConfig(
  env: Readonly<Record<string, string | undefined>>,
  repoRoot: string,
): ServerConfig {
  const values = readServerEnv(env);
  const root = values.BUILD_DIR ? path.resolve(values.BUILD_DIR) : path.join(repoRoot, DEFAULT_BUILD_DIR);
  if (!isFile(path.join(root, "index.html"))) {
    throw new ConfigError(`${path.join(root, "index.html")} not found: run npm run build first`);
  }
  const built = readBuiltPublicConfig(path.dirname(root));
  const differences = identityDifferences(built.firm);
  if (differences.length > 0) {
    throw new ConfigError(
      `${firmFilePath()} is not the identity the pages were built with (${publicConfigPath(path.dirname(root))}): ` +
        `${differences.join(", ")} differ. The e-mails and the server's pages would not match the site: build again (npm run build, or deploy/release.sh).`,
    );
  }
  const build = built.config;
  const mismatches = relayKeyMismatches(values, build);
  if (mismatches.length > 0) {
    throw new ConfigError(
      `the relay's keys disagree with the build's (${publicConfigPath(path.dirname(root))}): ${mismatches.join("; ")}. ` +
        "The form would send keys the relay refuses: set the same EMAILJS_* values for the server as for the build, or build again.",
    );
  }
  let smtp: SmtpOptions | undefined;
  if (values.SMTP_URL !== undefined && values.MAIL_TO !== undefined) {
    const from = values.MAIL_FROM ?? defaultMailFrom(build.FIRM_NAME, build.SITE_URL);
    if (!isAddressList(from, true)) {
      throw new ConfigError(
        `MAIL_FROM is unset and the default sender ${JSON.stringify(from)} is not a valid address: set MAIL_FROM`,
      );
    }
    smtp = { url: values.SMTP_URL, to: values.MAIL_TO, from };
  }
  // Outside production, a secret of this run: links e-mailed before a restart stop working.
  const bookingSecret = values.BOOKING_SECRET?.trim() ?? randomBytes(32).toString("base64url");
  const state = stateDirectoryFrom(values, repoRoot);
  checkStateDirectory(state);
  const files = stateFiles(state.path);
  return {
    port: values.PORT,
    host: values.HOST,
    root,
    trustProxy: values.TRUST_PROXY,
    logLevel: values.LOG_LEVEL,
    build,
    state,
    relay: {
      databasePath: files.inbox,
      smtp,
      rateLimit: values.RELAY_RATE_LIMIT,
      allowedOrigins: values.RELAY_ALLOWED_ORIGINS,
      keys: {
        publicKey: values.EMAILJS_PUBLIC_KEY,
        serviceId: values.EMAILJS_SERVICE_ID,
        templateId: values.EMAILJS_TEMPLATE_ID,
      },
      siteUrl: build.SITE_URL,
    },
    booking: {
      databasePath: files.inbox,
      secret: bookingSecret,
      smtp,
      rateLimit: values.BOOKING_RATE_LIMIT,
      allowedOrigins: values.RELAY_ALLOWED_ORIGINS,
      siteUrl: build.SITE_URL,
    },
    bookingSecretGenerated: values.BOOKING_SECRET === undefined,
    ...(build.AUDIENCE_MEASUREMENT === "on" && {
      audience: {
        databasePath: files.audience,
        rateLimit: values.AUDIENCE_RATE_LIMIT,
        siteUrl: build.SITE_URL,
      },
    }),
  };
}
