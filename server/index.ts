/**
 * Entry point of the production server: `tsx server/index.ts`.
 *
 * Environment:
 *   PORT         port to listen on (default 3000)
 *   HOST         interface to bind (default 0.0.0.0)
 *   BUILD_DIR    the built site (default <repo>/build/client)
 *   TRUST_PROXY  "1" to trust X-Forwarded-* headers from a reverse proxy
 */
import { statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { FastifyInstance } from "fastify";
import { buildServer } from "./app";

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

let app: FastifyInstance;
try {
  app = await buildServer({ root });
  const address = await app.listen({ port, host });
  console.log(`server: serving ${root} on ${address}`);
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
