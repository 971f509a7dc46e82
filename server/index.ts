/**
 * Entry point of the production server: `tsx server/index.ts`.
 *
 * Environment:
 *   PORT                   port to listen on (default 3000)
 *   HOST                   interface to bind (default 0.0.0.0)
 *   BUILD_DIR              the built site (default <repo>/build/client); the CSP hashes of its
 *                          pages must be beside it (csp-hashes.json, written by npm run build)
 *   TRUST_PROXY            "1" to trust X-Forwarded-* headers from a reverse proxy
 *
 * The contact relay (POST /api/v1.0/email/send-form, see server/relay/):
 *   DATABASE_PATH          SQLite inbox (default <repo>/var/inbox.sqlite)
 *   SMTP_URL               smtp:// or smtps:// URL with credentials; unset: messages stay in the
 *                          inbox (npm run inbox) and are not e-mailed
 *   MAIL_TO                recipients of the messages (required with SMTP_URL)
 *   MAIL_FROM              sender (default "Site <firm name>" <no-reply@<host of SITE_URL>>)
 *   RELAY_RATE_LIMIT       requests per minute and client address (default 5, 0 = no limit)
 *   RELAY_ALLOWED_ORIGINS  comma-separated origins allowed to post cross-origin, besides
 *                          the origin of SITE_URL (e.g. a static deployment of the site)
 *   EMAILJS_PUBLIC_KEY, EMAILJS_SERVICE_ID, EMAILJS_TEMPLATE_ID
 *                          the keys the form sends (default: content/site.ts)
 */
import { statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { FastifyInstance } from "fastify";
import { buildServer } from "./app";
import { RelayConfigError, relayOptionsFromEnv } from "./relay/config";
import type { RelayOptions } from "./relay/plugin";

const SHUTDOWN_TIMEOUT_MS = 10_000;

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function fail(message: string): never {
  console.error(`server: ${message}`);
  process.exit(1);
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

function isDirectory(dir: string): boolean {
  try {
    return statSync(dir).isDirectory();
  } catch {
    return false;
  }
}

function readPort(value: string | undefined): number {
  if (value === undefined || value.trim() === "") return 3000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    fail(`PORT must be an integer between 0 and 65535, got ${JSON.stringify(value)}`);
  }
  return port;
}

const port = readPort(process.env.PORT);
const host = process.env.HOST?.trim() || "0.0.0.0";
const root = process.env.BUILD_DIR?.trim()
  ? path.resolve(process.env.BUILD_DIR.trim())
  : path.join(repoRoot, "build", "client");

if (!isDirectory(root)) fail(`build directory ${root} not found: run npm run build first`);
if (!isFile(path.join(root, "index.html"))) {
  fail(`${path.join(root, "index.html")} not found: run npm run build first`);
}

let relay: RelayOptions;
try {
  relay = relayOptionsFromEnv(process.env, repoRoot);
} catch (error) {
  if (error instanceof RelayConfigError) fail(error.message);
  throw error;
}

let app: FastifyInstance;
try {
  app = await buildServer({ root, relay });
  const address = await app.listen({ port, host });
  console.log(`server: serving ${root} on ${address}`);
  console.log(
    `server: contact relay storing in ${relay.databasePath}, ${
      relay.smtp ? `e-mailing to ${relay.smtp.to}` : "no SMTP configured (see npm run inbox)"
    }, ${relay.rateLimit ? `${relay.rateLimit} requests per minute per address` : "no rate limit"}`,
  );
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}

let closing = false;

async function shutdown(signal: NodeJS.Signals): Promise<void> {
  if (closing) {
    // A second signal while closing: stop waiting.
    process.exit(1);
  }
  closing = true;
  console.log(`server: ${signal} received, closing`);
  const timer = setTimeout(() => {
    console.error(`server: still closing after ${SHUTDOWN_TIMEOUT_MS} ms, exiting`);
    process.exit(1);
  }, SHUTDOWN_TIMEOUT_MS);
  timer.unref();
  try {
    await app.close();
  } catch (error) {
    console.error(`server: error while closing: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  process.exit(0);
}

process.on("SIGTERM", (signal) => void shutdown(signal));
process.on("SIGINT", (signal) => void shutdown(signal));
