/**
 * The server's configuration: its run-time variables (their defaults and
 * rules are in config/server-env.ts), read once at start by server/index.ts
 * (the state directory also by `npm run inbox`, `bookings`, `stats` and
 * `backup`). A bad value stops the
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
import path from "node:path";
import { ConfigError } from "./errors.ts";
import { firmFilePath } from "./firm.ts";
import { type PublicConfig, RELAY_KEY_DEFAULTS, type RelayKeyName } from "./public.ts";
import { identityDifferences, publicConfigPath, readBuiltPublicConfig } from "./public-file.ts";
import { isAddressList, type LogLevel, readServerEnv, type ServerEnv } from "./server-env.ts";

/** The state directory when neither STATE_DIRECTORY nor DATA_DIR is set, relative to the repository root. */
const DEFAULT_STATE_DIRECTORY = "var";

/** The built site when BUILD_DIR is unset, relative to the repository root. */
const DEFAULT_BUILD_DIR = path.join("build", "client");

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

/** The relay's and the booking's e-mail: SMTP_URL, MAIL_TO, MAIL_FROM. */
interface SmtpOptions {
  /** smtp:// or smtps:// URL with credentials, handed to nodemailer's createTransport. */
  url: string;
  /** Recipients (MAIL_TO), comma-separated. */
  to: string;
  /** Sender (MAIL_FROM). */
  from: string;
}

/** The keys @emailjs/browser sends with each form: user_id, service_id, template_id. */
export interface RelayKeys {
  publicKey: string;
  serviceId: string;
  templateId: string;
}

/** What the configuration tells the contact relay (server/relay/plugin.ts). */
export interface RelaySettings {
  /** The SQLite inbox; created, with its folder, if missing. */
  databasePath: string;
  /** Delivery by e-mail; without it messages stay in the inbox with status "stored". */
  smtp?: SmtpOptions;
  /** Requests per minute per client address; 0 disables the limit. Default: DEFAULT_RELAY_RATE_LIMIT (config/server-env.ts). */
  rateLimit?: number;
  /** Origins besides the site's own allowed to post cross-origin (with CORS headers). */
  allowedOrigins?: readonly string[];
  /** The keys a request must carry. Default: this process's EMAILJS_* (config/public.ts). */
  keys?: RelayKeys;
  /** The canonical site URL, whose origin may post cross-origin. Default: this process's SITE_URL. */
  siteUrl?: string;
}

/** What the configuration tells the online booking (server/booking/routes.ts). */
export interface BookingSettings {
  /** The inbox's SQLite file: the bookings live in it (its migrations create their tables). */
  databasePath: string;
  /** BOOKING_SECRET: the key of the manage links' HMAC. */
  secret: string;
  /** The canonical site URL, where e-mailed links point and whose origin may post. Default: this process's SITE_URL. */
  siteUrl?: string;
  /** Other origins allowed to post (RELAY_ALLOWED_ORIGINS). */
  allowedOrigins?: readonly string[];
  /** E-mails through the relay's SMTP settings; without it bookings are stored and listed by `npm run bookings` only. */
  smtp?: SmtpOptions;
  /** POSTs per minute per client address; 0 disables the limit. Default DEFAULT_BOOKING_RATE_LIMIT (config/server-env.ts). */
  rateLimit?: number;
}

/** What the configuration tells the audience endpoint (server/analytics/plugin.ts). */
export interface AudienceSettings {
  /** The audience database (its own SQLite file, created with its folder if missing). */
  databasePath: string;
  /** Beacons per minute per client address; 0 disables the limit. Default DEFAULT_AUDIENCE_RATE_LIMIT (config/server-env.ts). */
  rateLimit?: number;
  /** The canonical site URL, whose origin may post besides the request's own. Default this process's SITE_URL. */
  siteUrl?: string;
}

/** What the configuration tells the back office (server/admin/plugin.ts). */
interface AdminSettings {
  /** The inbox's SQLite file: the accounts live in it. */
  databasePath: string;
  /** ADMIN_ORIGIN, or the site's origin. */
  origin: string;
  /** The back office's pages (build/admin, beside the site). */
  uiDir: string;
  /** Sign-in requests per minute per address (ADMIN_RATE_LIMIT). */
  rateLimit: number;
  /** The relay's SMTP: the sign-in links are e-mailed with it. */
  smtp?: SmtpOptions;
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
  relay: RelaySettings & Required<Pick<RelaySettings, "keys" | "siteUrl" | "rateLimit">>;
  booking: BookingSettings & Required<Pick<BookingSettings, "siteUrl" | "rateLimit">>;
  /** True when BOOKING_SECRET was unset (outside production) and a random one was made for this run. */
  bookingSecretGenerated: boolean;
  /** Where every file the server writes lives: the inbox and the audience's counts (stateFiles). */
  state: StateDirectory;
  admin: AdminSettings;
  /**
   * « Publier » (server/publish/): the working copy, the workspace and the
   * publications under the state directory; the release's code builds them.
   */
  publish: { dir: string; codeDir: string };
  /** The audience endpoint; absent when the build has the measurement off (AUDIENCE_MEASUREMENT). */
  audience?: AudienceSettings & Required<Pick<AudienceSettings, "rateLimit" | "siteUrl">>;
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
        `${differences.join(", ")} differ. The e-mails and the server's pages would not match the site: build again (npm run build, or npm run release).`,
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
    admin: {
      databasePath: files.inbox,
      origin: values.ADMIN_ORIGIN ?? new URL(build.SITE_URL).origin,
      uiDir: path.join(path.dirname(root), "admin"),
      rateLimit: values.ADMIN_RATE_LIMIT,
      smtp,
    },
    publish: { dir: path.join(state.path, "publish"), codeDir: repoRoot },
    ...(build.AUDIENCE_MEASUREMENT === "on" && {
      audience: {
        databasePath: files.audience,
        rateLimit: values.AUDIENCE_RATE_LIMIT,
        siteUrl: build.SITE_URL,
      },
    }),
  };
}
