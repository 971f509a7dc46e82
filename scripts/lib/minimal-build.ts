import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { writePublicConfig } from "../../config/public-file.ts";
import { writeCspHashes } from "../pipeline/csp-hashes.ts";
import { type ServerProcess, startServer } from "./server-process.ts";

/**
 * A minimal build for a bench's server in `dir`, so nothing needs to be
 * built: a page, the 404 page, their CSP hashes and the public configuration
 * (what a build writes beside its pages). Returns the pages' directory (BUILD_DIR).
 */
export async function writeMinimalBuild(dir: string): Promise<string> {
  const client = path.join(dir, "client");
  await mkdir(client);
  const page = "<!doctype html><html lang=fr><title>Banc</title><h1>Banc</h1></html>\n";
  await writeFile(path.join(client, "index.html"), page);
  await writeFile(path.join(client, "404.html"), page);
  await writeCspHashes(client);
  writePublicConfig(dir);
  return client;
}

/**
 * Starts the real server on `port` over a bench's build (`client`) and state
 * folder (`dir`), in production, with no e-mail (a bench stores only) and the
 * rate limits `env` turns off.
 */
export function startBenchServer(
  port: number | undefined,
  client: string,
  dir: string,
  env: Readonly<Record<string, string>>,
): Promise<ServerProcess> {
  return startServer({
    port,
    env: {
      BUILD_DIR: client,
      DATA_DIR: dir,
      STATE_DIRECTORY: undefined,
      NODE_ENV: "production",
      // Required in production (config/server.ts): one of this run.
      BOOKING_SECRET: randomBytes(32).toString("base64url"),
      SMTP_URL: undefined,
      MAIL_TO: undefined,
      MAIL_FROM: undefined,
      RELAY_ALLOWED_ORIGINS: undefined,
      ...env,
    },
  });
}
