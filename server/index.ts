/**
 * Entry point of the production server: `node server/index.ts` (Node 26 strips
 * the types; every relative import names its .ts file).
 *
 * Its variables (PORT, HOST, BUILD_DIR, TRUST_PROXY, LOG_LEVEL, the state
 * directory's STATE_DIRECTORY or DATA_DIR, the relay's SMTP_URL, MAIL_TO,
 * MAIL_FROM, RELAY_RATE_LIMIT, RELAY_ALLOWED_ORIGINS, EMAILJS_*, the booking's
 * BOOKING_SECRET and BOOKING_RATE_LIMIT, and the audience's
 * AUDIENCE_RATE_LIMIT) are read and checked by config/server.ts, with the
 * configuration the build was made with (build/site-config.json): the server
 * refuses to start on a bad value, a state directory it cannot write in, or
 * when its relay keys disagree with the build's. See the README.
 *
 * Everything it logs once started is JSON, one object per line on stdout
 * (server/logging.ts): a line per request, the relay's lines, start and stop.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { ConfigError } from "../config/errors.ts";
import { loadServerConfig, type ServerConfig, stateDirectoryError } from "../config/server.ts";
import { buildServer } from "./app.ts";
import { StoreOpenError } from "./open-store.ts";

const SHUTDOWN_TIMEOUT_MS = 10_000;

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function fail(message: string): never {
  console.error(`server: ${message}`);
  process.exit(1);
}

let config: ServerConfig;
try {
  config = loadServerConfig(process.env, repoRoot);
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}
const { relay } = config;

let app: FastifyInstance;
try {
  app = await buildServer({
    root: config.root,
    trustProxy: config.trustProxy,
    logger: { level: config.logLevel },
    publicConfig: config.build,
    relay,
    booking: config.booking,
    audience: config.audience,
    admin: { ...config.admin, firmName: config.build.FIRM_NAME },
    publish: config.publish,
  });
  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info(`server: serving ${config.root} on ${address}`);
  app.log.info(
    `server: contact relay storing in ${relay.databasePath}, ${
      relay.smtp ? `e-mailing to ${relay.smtp.to}` : "no SMTP configured (see npm run inbox)"
    }, ${relay.rateLimit ? `${relay.rateLimit} requests per minute per address` : "no rate limit"}`,
  );
  app.log.info(
    `server: online booking on, ${config.booking.rateLimit ? `${config.booking.rateLimit} booking requests per minute per address` : "no booking rate limit"}`,
  );
  if (config.bookingSecretGenerated) {
    app.log.warn(
      "server: BOOKING_SECRET is unset: a random one signs this run's booking links, which stop working after a restart (set it; required with NODE_ENV=production)",
    );
  }
  app.log.info(
    config.audience
      ? `server: audience counts in ${config.audience.databasePath} (npm run stats)`
      : "server: audience measurement off in this build",
  );
  // Request lines are written in batches (server/logging.ts); these go out now.
  (app.log as FastifyBaseLogger & { flush?(): void }).flush?.();
} catch (error) {
  if (error instanceof StoreOpenError)
    fail(stateDirectoryError(config.state, `cannot be used: ${error.message}`).message);
  fail(error instanceof Error ? error.message : String(error));
}

let closing = false;

async function shutdown(signal: NodeJS.Signals): Promise<void> {
  if (closing) {
    // A second signal while closing: stop waiting.
    process.exit(1);
  }
  closing = true;
  app.log.info(`server: ${signal} received, closing`);
  const timer = setTimeout(() => {
    app.log.error(`server: still closing after ${SHUTDOWN_TIMEOUT_MS} ms, exiting`);
    process.exit(1);
  }, SHUTDOWN_TIMEOUT_MS);
  timer.unref();
  try {
    await app.close();
  } catch (error) {
    app.log.error(`server: error while closing: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  app.log.info("server: closed");
  process.exit(0);
}

process.on("SIGTERM", (signal) => void shutdown(signal));
process.on("SIGINT", (signal) => void shutdown(signal));
