/**
 * The built site's files, indexed once at start-up (decision 023).
 *
 * A build never changes under a running server (a deployment restarts it, and
 * the CSP hashes are read at start-up anyway), so every lookup the file system
 * answered on each request — does the path exist, with which spelling, which
 * size and date, is there a .br beside it — is answered here from memory: the
 * path of every file, its headers computed once, and the bytes of every file up
 * to MAX_CACHED_BYTES and of its precompressed variants. The hot path of
 * server/app.ts then sends a buffer; @fastify/static (reply.sendFile) still
 * serves what this module leaves to it: larger files, Range requests and the
 * preconditions If-Match / If-Unmodified-Since.
 */
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import send from "@fastify/send";
import { type Encoding, negotiateEncoding } from "./not-found.ts";

/** Files larger than this are streamed from disk by @fastify/static. */
export const MAX_CACHED_BYTES = 1024 * 1024;

const ENCODINGS = ["br", "gzip"] as const satisfies readonly Encoding[];
const SUFFIX: Record<Encoding, string> = { br: ".br", gzip: ".gz" };

/** One representation of a file: the file itself, or its .br / .gz sibling. */
export interface Representation {
  /** Undefined when the file is larger than MAX_CACHED_BYTES. */
  body?: Buffer;
  encoding?: Encoding;
  /** ETag and Last-Modified as @fastify/send computes them, so that both paths agree. */
  etag: string;
  lastModified: string;
}

export interface StaticFile {
  /** Absolute path of the file. */
  file: string;
  /** Its path relative to the root, "/" separated (what reply.sendFile takes). */
  relative: string;
  /** Content-Type, with the charset @fastify/send adds. */
  contentType: string;
  identity: Representation;
  /** The precompressed variants found beside the file. */
  variants: Partial<Record<Encoding, Representation>>;
  /** Headers of every answer with this file, computed once by the caller (Cache-Control, CSP…). */
  headers: Readonly<Record<string, string>>;
}

/** Request path (decoded) -> file; a directory's index.html is also found at the directory's path. */
export type StaticFiles = ReadonlyMap<string, StaticFile>;

async function representation(file: string, encoding?: Encoding): Promise<Representation | undefined> {
  let info: Awaited<ReturnType<typeof stat>>;
  try {
    info = await stat(file);
  } catch {
    return undefined;
  }
  if (!info.isFile()) return undefined;
  return {
    body: info.size <= MAX_CACHED_BYTES ? await readFile(file) : undefined,
    encoding,
    etag: `W/"${info.size.toString(16)}-${info.mtime.getTime().toString(16)}"`,
    lastModified: info.mtime.toUTCString(),
  };
}

function contentTypeOf(file: string): string {
  const type = send.mime.getType(file) ?? "application/octet-stream";
  return send.isUtf8MimeType(type) ? `${type}; charset=utf-8` : type;
}

/**
 * Indexes every file under `root`, dotfiles and dot-folders excepted (they are
 * never served). An empty map when `root` does not exist.
 */
export async function loadStaticFiles(
  root: string,
  headersFor: (file: string) => Record<string, string> = () => ({}),
): Promise<StaticFiles> {
  const absoluteRoot = path.resolve(root);
  let entries: string[];
  try {
    entries = await readdir(absoluteRoot, { recursive: true });
  } catch {
    return new Map();
  }
  const files = new Map<string, StaticFile>();
  for (const entry of entries.sort()) {
    const relative = entry.split(path.sep).join("/");
    if (relative.split("/").some((segment) => segment.startsWith("."))) continue;
    const file = path.join(absoluteRoot, entry);
    const identity = await representation(file);
    if (!identity) continue;
    const variants: StaticFile["variants"] = {};
    for (const encoding of ENCODINGS) {
      const variant = await representation(file + SUFFIX[encoding], encoding);
      if (variant) variants[encoding] = variant;
    }
    const record: StaticFile = {
      file,
      relative,
      contentType: contentTypeOf(file),
      identity,
      variants,
      headers: headersFor(file),
    };
    files.set(`/${relative}`, record);
    if (relative === "index.html") files.set("/", record);
    else if (relative.endsWith("/index.html"))
      files.set(`/${relative.slice(0, -"/index.html".length)}`, record);
  }
  return files;
}

/** The file a request path (raw, percent-encoded, without query) names, if any. */
export function findStaticFile(files: StaticFiles, rawPath: string): StaticFile | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return undefined;
  }
  return files.get(decoded);
}

/** The representation to send for an Accept-Encoding header: the best variant accepted, else the file. */
export function chooseRepresentation(file: StaticFile, acceptEncoding: string | undefined): Representation {
  const available = ENCODINGS.filter((encoding) => file.variants[encoding] !== undefined);
  const encoding = negotiateEncoding(acceptEncoding, available);
  return (encoding && file.variants[encoding]) || file.identity;
}
