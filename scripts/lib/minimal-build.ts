import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { writePublicConfig } from "../../config/public-file.ts";
import { writeCspHashes } from "../pipeline/csp-hashes.ts";

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
