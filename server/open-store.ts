/**
 * The server opens (and creates) its SQLite files once, at start, in its
 * state directory (config/server.ts). One that cannot be opened, a folder
 * made read-only or a file owned by another user, stops the start with a
 * StoreOpenError naming the file, which server/index.ts turns into a message
 * that names the state directory and the variable that chose it.
 */

/** A file of the state directory the server could not open or create. */
export class StoreOpenError extends Error {
  override name = "StoreOpenError";
  readonly file: string;

  constructor(file: string, cause: Error & { code: string }) {
    const reason = cause.message.startsWith(cause.code) ? cause.message : `${cause.code}: ${cause.message}`;
    super(`cannot open ${file}: ${reason}`, { cause });
    this.file = file;
  }
}

/**
 * Node's system errors (EACCES, EROFS, ENOTDIR, EISDIR…) and SQLite's
 * (SQLITE_CANTOPEN, SQLITE_READONLY…) have a code; a schema newer than this
 * code, reported as it is, has none.
 */
function hasCode(error: unknown): error is Error & { code: string } {
  return error instanceof Error && "code" in error && typeof error.code === "string";
}

/** Runs `open` for `file`; a failure of the file system or of SQLite becomes a StoreOpenError. */
export function openStore<T>(file: string, open: () => T): T {
  try {
    return open();
  } catch (error) {
    if (hasCode(error)) throw new StoreOpenError(file, error);
    throw error;
  }
}
