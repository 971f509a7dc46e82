/**
 * The contact relay's inbox: what the site's contact form received.
 *
 *   npm run inbox                              newest messages first, as a table
 *   npm run inbox -- --limit 20                only the 20 newest
 *   npm run inbox -- --json                    the same as JSON (every column)
 *   npm run inbox -- --purge-older-than 365    delete messages received more than 365 days ago
 *   npm run inbox -- --backup FILE             copy the inbox to FILE (SQLite online backup)
 *   npm run inbox -- --restore FILE            replace the inbox with the backup FILE (server stopped)
 *
 * Reads <state directory>/inbox.sqlite, the state directory read as the server
 * does (STATE_DIRECTORY, DATA_DIR, default <repo>/var); safe to run while the
 * server runs, except --restore. Exit code: 0 done, 2 bad
 * arguments, unreadable inbox or refused restore.
 */
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, renameSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import Database from "better-sqlite3";
import { stateDirectoryFrom, stateFiles } from "../config/server.ts";
import {
  InboxMissingError,
  MESSAGE_STATUSES,
  MessageStore,
  SCHEMA_VERSION,
  type StoredMessage,
} from "../server/relay/store.ts";
import { formatTextTable, type TextColumn } from "./lib/text-table.ts";

const DAY = 24 * 60 * 60 * 1000;

export const USAGE = `Usage: npm run inbox -- [options]

Lists the messages of the contact form, newest first.

Options:
  --limit <n>                 show only the n newest messages
  --json                      print JSON instead of a table
  --purge-older-than <days>   delete the messages received more than <days> days ago
                              (data protection: keep messages no longer than needed)
  --backup <file>             copy the inbox to <file> with SQLite's online backup: safe
                              while the server runs; <file> is replaced if it exists
  --restore <file>            replace the inbox with the backup <file>; stop the server
                              first (refused while it has the inbox open)
  --help                      show this help

Environment: the server's state directory, which holds the inbox (inbox.sqlite):
  STATE_DIRECTORY             set by systemd for the unit (/var/lib/cabinet-site); wins over DATA_DIR
  DATA_DIR                    outside systemd (default <repo>/var)
`;

export class UsageError extends Error {
  override name = "UsageError";
}

export type InboxCommand =
  | { kind: "help" }
  | { kind: "list"; json: boolean; limit: number | undefined }
  | { kind: "purge"; json: boolean; days: number }
  | { kind: "backup"; file: string }
  | { kind: "restore"; file: string };

function wholeNumber(value: string, option: string, min: number): number {
  if (!/^\d+$/.test(value.trim()) || Number(value) < min || !Number.isSafeInteger(Number(value))) {
    throw new UsageError(`${option} must be a whole number ≥ ${min}, not "${value}"`);
  }
  return Number(value);
}

export function parseInboxArgs(argv: readonly string[]): InboxCommand {
  let values: {
    json?: boolean;
    limit?: string;
    "purge-older-than"?: string;
    backup?: string;
    restore?: string;
    help?: boolean;
  };
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        json: { type: "boolean" },
        limit: { type: "string" },
        "purge-older-than": { type: "string" },
        backup: { type: "string" },
        restore: { type: "string" },
        help: { type: "boolean", short: "h" },
      },
      allowPositionals: false,
      strict: true,
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  if (values.help) return { kind: "help" };
  const chosen = (["purge-older-than", "backup", "restore"] as const).filter(
    (name) => values[name] !== undefined,
  );
  if (chosen.length > 1) throw new UsageError(`choose one of --${chosen.join(", --")}`);
  for (const kind of ["backup", "restore"] as const) {
    const file = values[kind];
    if (file === undefined) continue;
    if (values.limit !== undefined || values.json) throw new UsageError(`--${kind} takes no other option`);
    if (file.trim() === "") throw new UsageError(`--${kind} needs a file name`);
    return { kind, file };
  }
  const json = values.json === true;
  const purge = values["purge-older-than"];
  if (purge !== undefined) {
    if (values.limit !== undefined)
      throw new UsageError("--limit applies to the list, not to --purge-older-than");
    return { kind: "purge", json, days: wholeNumber(purge, "--purge-older-than", 1) };
  }
  const limit = values.limit === undefined ? undefined : wholeNumber(values.limit, "--limit", 1);
  return { kind: "list", json, limit };
}

const parisTime = new Intl.DateTimeFormat("sv-SE", {
  timeZone: "Europe/Paris",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});

/** "2026-03-02 10:00": the date and time in France. */
export function formatReceived(iso: string): string {
  return parisTime.format(new Date(iso));
}

/** The first non-empty line of a message. */
export function firstLine(message: string): string {
  return (
    message
      .split("\n")
      .find((line) => line.trim() !== "")
      ?.trim() ?? ""
  );
}

const COLUMNS: TextColumn<StoredMessage>[] = [
  { title: "#", width: 8, value: (message) => String(message.id) },
  { title: "Received", width: 16, value: (message) => formatReceived(message.createdAt) },
  { title: "Status", width: 7, value: (message) => message.status },
  { title: "Tries", width: 5, value: (message) => String(message.attempts) },
  { title: "Whom", width: 11, value: (message) => message.whom },
  { title: "Name", width: 28, value: (message) => `${message.firstName} ${message.lastName}` },
  { title: "E-mail", width: 34, value: (message) => message.email },
  { title: "Phone", width: 20, value: (message) => message.phone },
  { title: "Interest", width: 30, value: (message) => message.interest },
  { title: "Message", width: 40, value: (message) => firstLine(message.message) },
  { title: "Last error", width: 50, value: (message) => message.lastError ?? "" },
];

/** The messages as an aligned text table, one line each. */
export function formatTable(messages: readonly StoredMessage[]): string {
  return formatTextTable(COLUMNS, messages);
}

function summary(counts: Record<string, number>): string {
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
  const parts = MESSAGE_STATUSES.filter((status) => (counts[status] ?? 0) > 0).map(
    (status) => `${counts[status]} ${status}`,
  );
  return `${total} message${total === 1 ? "" : "s"}${parts.length ? ` (${parts.join(", ")})` : ""}`;
}

export interface InboxContext {
  env: { STATE_DIRECTORY?: string; DATA_DIR?: string };
  repoRoot: string;
  now?: Date;
  out: (text: string) => void;
  err: (text: string) => void;
}

class RefusedError extends Error {
  override name = "RefusedError";
}

function messageOfError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Copies the inbox to `target` with SQLite's online backup, consistent even
 * while the server writes. Written to a temporary file first, then renamed:
 * an interrupted backup never leaves a truncated `target`. The copy is a
 * single self-contained file (rollback journal, no -wal/-shm beside it),
 * readable by its owner only, and checked before it takes the name.
 */
async function backup(store: MessageStore, target: string): Promise<number> {
  if (target === store.file || target.startsWith(`${store.file}-`)) {
    throw new RefusedError(`${target} is the inbox itself: choose another file`);
  }
  mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
  const partial = `${target}.partial-${process.pid}`;
  closeSync(openSync(partial, "w", 0o600));
  try {
    await store.backupTo(partial);
    const copy = new Database(partial);
    let count: number;
    try {
      copy.pragma("journal_mode = DELETE");
      const check = copy.pragma("quick_check", { simple: true });
      if (check !== "ok") throw new Error(`the copy fails SQLite's check: ${String(check)}`);
      count = (copy.prepare("SELECT count(*) AS count FROM messages").get() as { count: number }).count;
    } finally {
      copy.close();
    }
    chmodSync(partial, 0o600);
    renameSync(partial, target);
    return count;
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}

/** How many messages `file` holds, if it is an inbox this code can open; throws a RefusedError saying why not. */
function checkBackup(file: string): number {
  if (!existsSync(file) || !statSync(file).isFile()) throw new RefusedError(`${file} is not a file`);
  let db: Database.Database;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new RefusedError(`${file} cannot be opened: ${messageOfError(error)}`);
  }
  try {
    const check = db.pragma("quick_check", { simple: true });
    if (check !== "ok") throw new RefusedError(`${file} fails SQLite's check: ${String(check)}`);
    const version = Number(db.pragma("user_version", { simple: true }));
    const hasMessages = db
      .prepare("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = 'messages'")
      .get();
    if (!hasMessages || version < 1) throw new RefusedError(`${file} is not an inbox (no messages table)`);
    if (version > SCHEMA_VERSION) {
      throw new RefusedError(
        `${file} has schema version ${version}, newer than this code knows (${SCHEMA_VERSION}): update the code`,
      );
    }
    return (db.prepare("SELECT count(*) AS count FROM messages").get() as { count: number }).count;
  } catch (error) {
    if (error instanceof RefusedError) throw error;
    throw new RefusedError(`${file} is not an inbox: ${messageOfError(error)}`);
  } finally {
    db.close();
  }
}

/**
 * Refuses while another process (the server) has `file` open: each SQLite
 * connection in WAL mode holds a shared lock for as long as it is open, so an
 * exclusive lock is granted only when nobody else uses the file.
 */
function checkNobodyUses(file: string): void {
  if (!existsSync(file)) return;
  const db = new Database(file, { fileMustExist: true });
  try {
    db.pragma("busy_timeout = 0");
    db.pragma("locking_mode = EXCLUSIVE");
    db.exec("BEGIN EXCLUSIVE");
    db.exec("ROLLBACK");
  } catch (error) {
    if ((error as { code?: unknown }).code === "SQLITE_BUSY") {
      throw new RefusedError(`${file} is open in another process (the server?): stop it first`);
    }
    throw error;
  } finally {
    db.close();
  }
}

/**
 * Replaces the inbox's content with the backup `source`, through SQLite's
 * backup in the other direction: the write-ahead log of the inbox (its -wal
 * and -shm files) is taken into account and reset, never left to replay old
 * pages over the restored ones, as a file copy would. An older backup is then
 * brought up to the current schema. Returns the number of messages restored.
 */
async function restore(file: string, source: string): Promise<number> {
  if (source === file) throw new RefusedError(`${source} is the inbox itself`);
  const count = checkBackup(source);
  checkNobodyUses(file);
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    closeSync(openSync(file, "a", 0o600));
  }
  const backupDb = new Database(source, { readonly: true, fileMustExist: true });
  try {
    await backupDb.backup(file);
  } finally {
    backupDb.close();
  }
  const store = MessageStore.open(file, { mustExist: true });
  try {
    const restored = Object.values(store.countByStatus()).reduce((sum, each) => sum + each, 0);
    if (restored !== count) throw new Error(`${count} messages in the backup but ${restored} in the inbox`);
    return restored;
  } finally {
    store.close();
  }
}

/** Runs --backup or --restore; returns the exit code. */
async function runCopy(
  command: { kind: "backup" | "restore"; file: string },
  file: string,
  context: InboxContext,
): Promise<number> {
  const other = path.resolve(command.file);
  const plural = (count: number) => `${count} message${count === 1 ? "" : "s"}`;
  try {
    if (command.kind === "restore") {
      const count = await restore(file, other);
      context.out(`Restored ${plural(count)} from ${other} into ${file}.\n`);
      return 0;
    }
    let store: MessageStore;
    try {
      store = MessageStore.open(file, { mustExist: true });
    } catch (error) {
      if (error instanceof InboxMissingError)
        throw new RefusedError(`no inbox at ${file}: nothing to back up`);
      throw error;
    }
    try {
      const count = await backup(store, other);
      context.out(`Backed up ${plural(count)} from ${file} to ${other}.\n`);
      return 0;
    } finally {
      store.close();
    }
  } catch (error) {
    context.err(`inbox: ${command.kind} failed: ${messageOfError(error)}\n`);
    return 2;
  }
}

/** Runs the command line; resolves with the exit code. */
export async function runInbox(argv: readonly string[], context: InboxContext): Promise<number> {
  let command: InboxCommand;
  try {
    command = parseInboxArgs(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    context.err(`inbox: ${error.message}\n\n${USAGE}`);
    return 2;
  }
  if (command.kind === "help") {
    context.out(USAGE);
    return 0;
  }

  const file = stateFiles(stateDirectoryFrom(context.env, context.repoRoot).path).inbox;
  if (command.kind === "backup" || command.kind === "restore") return runCopy(command, file, context);
  let store: MessageStore;
  try {
    store = MessageStore.open(file, { mustExist: true });
  } catch (error) {
    if (error instanceof InboxMissingError) {
      if (command.kind === "list" && command.json) context.out("[]\n");
      else if (command.kind === "purge" && command.json) context.out(`${JSON.stringify({ deleted: 0 })}\n`);
      else context.out(`No inbox at ${file} yet: no message has been stored.\n`);
      return 0;
    }
    context.err(`inbox: cannot open ${file}: ${error instanceof Error ? error.message : String(error)}\n`);
    return 2;
  }

  try {
    if (command.kind === "purge") {
      const before = new Date((context.now ?? new Date()).getTime() - command.days * DAY);
      const deleted = store.purgeOlderThan(before);
      context.out(
        command.json
          ? `${JSON.stringify({ deleted, before: before.toISOString() })}\n`
          : `Deleted ${deleted} message${deleted === 1 ? "" : "s"} received before ${formatReceived(before.toISOString())} (more than ${command.days} day${command.days === 1 ? "" : "s"} ago).\n`,
      );
      return 0;
    }
    const messages = store.list({ limit: command.limit });
    if (command.json) {
      context.out(`${JSON.stringify(messages, null, 2)}\n`);
      return 0;
    }
    const counts = store.countByStatus();
    const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
    const shown = messages.length < total ? `; the ${messages.length} newest shown` : "";
    context.out(`${file}: ${summary(counts)}${shown}\n`);
    if (messages.length > 0) context.out(`\n${formatTable(messages)}\n`);
    return 0;
  } finally {
    store.close();
  }
}

const executedDirectly =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;

if (executedDirectly) {
  process.exitCode = await runInbox(process.argv.slice(2), {
    env: process.env,
    repoRoot: fileURLToPath(new URL("..", import.meta.url)),
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
  });
}
