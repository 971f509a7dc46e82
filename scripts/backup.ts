/**
 * Backs up, or restores, everything the server writes: the files of its
 * state directory (config/server.ts), with SQLite's online backup
 * (scripts/lib/state-backup.ts).
 *
 *   npm run backup -- DIR              inbox.sqlite and audience.sqlite into DIR (created if missing)
 *   npm run backup -- --restore DIR    put them back (server stopped)
 *
 * Reads the state directory as the server does (STATE_DIRECTORY, DATA_DIR,
 * default <repo>/var); a backup is safe while the server runs, a restore is
 * refused while it has the files open. Exit code: 0 done, 2 bad arguments,
 * refused or failed.
 */
import { existsSync, mkdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { describeStateDirectory, stateDirectoryFrom, stateFiles } from "../config/server.ts";
import {
  type CommandContext,
  messageOfError,
  parseCommandLine,
  runCommandLine,
  runWhenExecutedDirectly,
  UsageError,
} from "./lib/cli.ts";
import {
  AUDIENCE,
  backupFile,
  type Count,
  checkBackup,
  checkNobodyUses,
  describeCounts,
  INBOX,
  InUseError,
  RefusedError,
  restoreFile,
} from "./lib/state-backup.ts";

export const USAGE = `Usage: npm run backup -- <dir>
       npm run backup -- --restore <dir>

Backs up everything the server writes into the folder <dir> (created if missing, owner only):
  inbox.sqlite      the contact messages and the bookings
  audience.sqlite   the audience counts (when the server keeps them)
Each file is copied with SQLite's online backup, safe while the server runs, checked by
SQLite before it takes its name, and readable by its owner only. Files already in <dir>
are replaced.

Options:
  --restore <dir>   put the backup in <dir> back into the state directory. Stop the server
                    first: refused while it has the files open. Each file is checked first
                    (SQLite's check, its tables, a schema this code knows); a backup without
                    audience.sqlite leaves the audience counts as they are. Run it as the
                    server's user, so that the files stay its own.
  --help            show this help

Environment: the server's state directory, read as the server reads it:
  STATE_DIRECTORY   set by systemd for the unit (StateDirectory=cabinet-site:
                    /var/lib/cabinet-site); wins over DATA_DIR
  DATA_DIR          outside systemd (default <repo>/var)
`;

export type BackupCommand = { kind: "help" } | { kind: "backup" | "restore"; dir: string };

export function parseBackupArgs(argv: readonly string[]): BackupCommand {
  const { values, positionals } = parseCommandLine(argv, {
    options: { restore: { type: "string" }, help: { type: "boolean", short: "h" } },
    allowPositionals: true,
  });
  if (values.help) return { kind: "help" };
  if (values.restore !== undefined) {
    if (positionals.length > 0) throw new UsageError("--restore takes one folder, and nothing else");
    if (values.restore.trim() === "") throw new UsageError("--restore needs a folder");
    return { kind: "restore", dir: values.restore };
  }
  const [dir, ...rest] = positionals;
  if (dir === undefined || dir.trim() === "") throw new UsageError("name the folder to back up into");
  if (rest.length > 0) throw new UsageError("one folder only");
  return { kind: "backup", dir };
}

/** "  inbox.sqlite      12 messages, 3 bookings", for one of the files. */
function line(file: string, what: string): string {
  return `  ${path.basename(file).padEnd(16)}  ${what}\n`;
}

async function backup(dir: string, context: CommandContext): Promise<void> {
  const state = stateDirectoryFrom(context.env, context.repoRoot);
  const files = stateFiles(state.path);
  const target = path.resolve(dir);
  if (target === state.path)
    throw new RefusedError(`${target} is the state directory itself: choose another folder`);
  if (existsSync(target) && !statSync(target).isDirectory())
    throw new RefusedError(`${target} is not a folder`);
  if (!existsSync(files.inbox)) {
    throw new RefusedError(
      `no inbox at ${files.inbox}, in the state directory ${describeStateDirectory(state)}: nothing to back up`,
    );
  }
  mkdirSync(target, { recursive: true, mode: 0o700 });
  // A backup holds the state directory's files under their own names.
  const copies = stateFiles(target);
  const inbox = await backupFile(files.inbox, copies.inbox, INBOX);
  let audience: Count[] | undefined;
  if (existsSync(files.audience)) {
    audience = await backupFile(files.audience, copies.audience, AUDIENCE);
  } else {
    // An older backup's counts in this folder would be restored with today's inbox.
    rmSync(copies.audience, { force: true });
  }
  context.out(
    `Backed up ${describeStateDirectory(state)} into ${target}:\n` +
      line(files.inbox, describeCounts(inbox)) +
      line(
        files.audience,
        audience ? describeCounts(audience) : "none: the server keeps no audience counts (yet) to back up",
      ),
  );
}

async function restore(dir: string, context: CommandContext): Promise<void> {
  const state = stateDirectoryFrom(context.env, context.repoRoot);
  const files = stateFiles(state.path);
  const source = path.resolve(dir);
  if (source === state.path) throw new RefusedError(`${source} is the state directory itself`);
  if (!existsSync(source) || !statSync(source).isDirectory()) {
    throw new RefusedError(`${source} is not a folder made by npm run backup`);
  }
  const { inbox: inboxBackup, audience: audienceBackup } = stateFiles(source);
  if (!existsSync(inboxBackup)) {
    throw new RefusedError(`no ${path.basename(inboxBackup)} in ${source}: not a backup`);
  }
  const withAudience = existsSync(audienceBackup);
  // Every check before anything is written: a refusal leaves the state directory as it was.
  checkBackup(inboxBackup, INBOX);
  if (withAudience) checkBackup(audienceBackup, AUDIENCE);
  checkNobodyUses(files.inbox);
  if (withAudience) checkNobodyUses(files.audience);
  mkdirSync(state.path, { recursive: true, mode: 0o700 });
  const inbox = await restoreFile(inboxBackup, files.inbox, INBOX);
  const audience = withAudience ? await restoreFile(audienceBackup, files.audience, AUDIENCE) : undefined;
  context.out(
    `Restored ${source} into ${describeStateDirectory(state)}:\n` +
      line(files.inbox, describeCounts(inbox)) +
      line(
        files.audience,
        audience ? describeCounts(audience) : "not in the backup: the audience counts are left as they were",
      ),
  );
}

/** Runs the command line; resolves with the exit code. */
export function runBackup(argv: readonly string[], context: CommandContext): Promise<number> {
  return runCommandLine(argv, context, {
    name: "backup",
    usage: USAGE,
    parse: parseBackupArgs,
    run: backupOrRestore,
  });
}

async function backupOrRestore(
  command: Exclude<BackupCommand, { kind: "help" }>,
  context: CommandContext,
): Promise<number> {
  try {
    if (command.kind === "restore") await restore(command.dir, context);
    else await backup(command.dir, context);
    return 0;
  } catch (error) {
    // The refusal an operator meets while the server runs is in French, as the firm's words are.
    if (error instanceof InUseError) {
      context.err(`backup : restauration refusée : ${error.message}\n`);
      return 2;
    }
    const what = command.kind === "restore" ? "restore" : "backup";
    context.err(
      `backup: ${error instanceof RefusedError ? `${what} refused` : `${what} failed`}: ${messageOfError(error)}\n`,
    );
    return 2;
  }
}

await runWhenExecutedDirectly(import.meta.url, runBackup);
