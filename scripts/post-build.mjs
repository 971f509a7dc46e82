#!/usr/bin/env node
/**
 * Runs right after `react-router build` (see the `build` npm script):
 *   1. copies the pre-rendered /404 page to build/client/404.html, the page the
 *      server answers unknown paths with;
 *   2. precompresses every text file to .br (brotli, quality 11) and .gz
 *      (gzip, level 9) beside it, so the server never compresses at request time.
 *
 * Usage: node scripts/post-build.mjs [client-dir]   (default: <repo>/build/client)
 * The logic is exported as `postBuild()` for the tests; it only runs by itself
 * when this file is executed directly.
 */
import { copyFile, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { writeCspHashes } from "./csp-hashes.mjs";
import { deferHydration } from "./defer-hydration.mjs";

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Extensions worth compressing (source maps excluded: never sent to visitors). */
export const COMPRESSIBLE_EXTENSIONS = new Set([
  ".html",
  ".js",
  ".mjs",
  ".css",
  ".svg",
  ".json",
  ".xml",
  ".txt",
  ".webmanifest",
]);

/** Files smaller than this are not worth a compressed sibling. */
export const MIN_SIZE = 1024;

const defaultClientDir = fileURLToPath(new URL("../build/client/", import.meta.url));

/** Every regular file under `dir`, recursively, as absolute paths. */
async function listFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name));
}

/** Runs `task` over `items` with at most `limit` tasks in flight. */
async function mapLimit(items, limit, task) {
  const results = new Array(items.length);
  let next = 0;
  async function worker() {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]);
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * Writes `compressed` to `target` when it is smaller than the original;
 * otherwise removes any stale sibling left by an earlier run.
 * Returns the bytes written (0 when skipped).
 */
async function writeIfSmaller(target, compressed, originalSize) {
  if (compressed.length < originalSize) {
    await writeFile(target, compressed);
    return compressed.length;
  }
  await rm(target, { force: true });
  return 0;
}

async function compressFile(file) {
  const source = await readFile(file);
  const [br, gz] = await Promise.all([
    brotliCompress(source, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzip(source, { level: 9 }),
  ]);
  return {
    size: source.length,
    br: await writeIfSmaller(`${file}.br`, br, source.length),
    gz: await writeIfSmaller(`${file}.gz`, gz, source.length),
  };
}

function formatBytes(bytes) {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} kB`;
  return `${(bytes / 1024 / 1024).toFixed(2)} MB`;
}

/**
 * Post-processes a `react-router build` output directory.
 * @param {string} [clientDir] the build/client directory
 * @returns {Promise<{ files: number, originalBytes: number, brFiles: number, brBytes: number, gzFiles: number, gzBytes: number, summary: string }>}
 */
export async function postBuild(clientDir = defaultClientDir) {
  const root = path.resolve(clientDir);

  // Scripts start after the load event (see defer-hydration.mjs), before 404.html is copied.
  for (const file of await listFiles(root)) {
    if (path.extname(file) !== ".html") continue;
    const html = await readFile(file, "utf8");
    const deferred = deferHydration(html);
    if (deferred !== html) await writeFile(file, deferred);
  }

  const notFoundSource = path.join(root, "404", "index.html");
  try {
    await copyFile(notFoundSource, path.join(root, "404.html"));
  } catch (error) {
    throw new Error(`post-build: cannot copy ${notFoundSource} to 404.html (is /404 pre-rendered?)`, {
      cause: error,
    });
  }
  await writeCspHashes(root); // build/csp-hashes.json: the server's per-page script-src (decision 017)

  const candidates = [];
  for (const file of await listFiles(root)) {
    if (!COMPRESSIBLE_EXTENSIONS.has(path.extname(file).toLowerCase())) continue;
    if ((await stat(file)).size < MIN_SIZE) continue;
    candidates.push(file);
  }

  // zlib's async API runs on the libuv thread pool: keep a few files in flight.
  const results = await mapLimit(candidates, Math.max(2, availableParallelism()), compressFile);

  const totals = { files: results.length, originalBytes: 0, brFiles: 0, brBytes: 0, gzFiles: 0, gzBytes: 0 };
  for (const result of results) {
    totals.originalBytes += result.size;
    if (result.br > 0) {
      totals.brFiles += 1;
      totals.brBytes += result.br;
    }
    if (result.gz > 0) {
      totals.gzFiles += 1;
      totals.gzBytes += result.gz;
    }
  }
  const summary =
    `post-build: 404.html written; ${totals.files} text files (${formatBytes(totals.originalBytes)}) precompressed ` +
    `-> ${totals.brFiles} .br (${formatBytes(totals.brBytes)}), ${totals.gzFiles} .gz (${formatBytes(totals.gzBytes)})`;
  return { ...totals, summary };
}

const executedDirectly =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;

if (executedDirectly) {
  try {
    const { summary } = await postBuild(process.argv[2] ?? defaultClientDir);
    console.log(summary);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
