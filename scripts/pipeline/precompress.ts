/**
 * Build step: precompresses every text file of the built site to .br
 * (brotli, quality 11) and .gz (gzip, level 9) beside it, so the server
 * never compresses at request time. A compressed file not smaller than its
 * original is not kept.
 */
import { readFile, rm, stat, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { listFiles } from "./files.ts";
import type { BuildStep } from "./step.ts";

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Extensions worth compressing (source maps excluded: never sent to visitors). */
const COMPRESSIBLE_EXTENSIONS = new Set([
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

/**
 * Files smaller than this are not worth a compressed sibling. 512 bytes: the
 * page script's chunks of a behaviour or two (app/page-scripts/) are 0.5–1 KB,
 * and compressed they are half that, which a page's 8 KB budget counts.
 */
const MIN_SIZE = 512;

/** Runs `task` over `items` with at most `limit` tasks in flight. */
async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  async function worker(): Promise<void> {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T);
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
async function writeIfSmaller(target: string, compressed: Buffer, originalSize: number): Promise<number> {
  if (compressed.length < originalSize) {
    await writeFile(target, compressed);
    return compressed.length;
  }
  await rm(target, { force: true });
  return 0;
}

async function compressFile(file: string): Promise<{ size: number; br: number; gz: number }> {
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

/** The files under `clientDir` that get compressed siblings: text, at least MIN_SIZE bytes. */
async function compressibleFiles(clientDir: string): Promise<string[]> {
  const candidates: string[] = [];
  for (const file of await listFiles(clientDir)) {
    if (!COMPRESSIBLE_EXTENSIONS.has(path.extname(file).toLowerCase())) continue;
    if ((await stat(file)).size < MIN_SIZE) continue;
    candidates.push(file);
  }
  return candidates;
}

/** What precompress did. */
export interface PrecompressTotals {
  files: number;
  originalBytes: number;
  brFiles: number;
  brBytes: number;
  gzFiles: number;
  gzBytes: number;
}

/** Precompresses the text files under `clientDir`; fails when there is none. */
export async function precompress(clientDir: string): Promise<PrecompressTotals> {
  const candidates = await compressibleFiles(clientDir);
  if (candidates.length === 0)
    throw new Error(`no text file of ${MIN_SIZE} bytes or more under ${clientDir}`);
  // zlib's async API runs on the libuv thread pool: keep a few files in flight.
  const results = await mapLimit(candidates, Math.max(2, availableParallelism()), compressFile);
  const totals: PrecompressTotals = {
    files: results.length,
    originalBytes: 0,
    brFiles: 0,
    brBytes: 0,
    gzFiles: 0,
    gzBytes: 0,
  };
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
  return totals;
}

/** 2048 -> "2.0 kB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} kB`;
  return `${(bytes / 1024 / 1024).toFixed(2)} MB`;
}

/** The pipeline's step: it runs last, once every text file is written. */
export const precompressStep: BuildStep = {
  name: "precompression",
  async run({ clientDir }) {
    const totals = await precompress(clientDir);
    return (
      `${totals.files} text files (${formatBytes(totals.originalBytes)}) -> ` +
      `${totals.brFiles} .br (${formatBytes(totals.brBytes)}), ${totals.gzFiles} .gz (${formatBytes(totals.gzBytes)})`
    );
  },
};
