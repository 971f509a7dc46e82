/**
 * What the firm's commands (npm run inbox, bookings, backup) share: parsing
 * the command line into a command, answering --help and bad arguments the
 * same way, and running when executed directly (not when a test imports the
 * file).
 *
 * A command is a module exporting its USAGE, a parser that throws UsageError,
 * and a run function taking the arguments and a CommandContext (the process's
 * environment and output, or a test's): see scripts/inbox.ts for the smallest.
 * Exit codes: 0 done (or --help), 2 bad arguments; the command decides the rest.
 */
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { type ParseArgsConfig, parseArgs } from "node:util";

/** Bad arguments: the command prints the message, then its usage, and exits with 2. */
export class UsageError extends Error {
  override name = "UsageError";
}

export function messageOfError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Where a command reads and writes: the process's, or a test's. */
export interface CommandContext {
  env: Readonly<Record<string, string | undefined>>;
  /** The repository's root: the default state directory, <repo>/var, is under it. */
  repoRoot: string;
  /** The current time, for the tests; the clock's when absent. */
  now?: Date;
  out: (text: string) => void;
  err: (text: string) => void;
}

/** node:util's parseArgs, strict, with its errors (unknown option, missing value…) as UsageError. */
export function parseCommandLine<const T extends Omit<ParseArgsConfig, "args" | "strict">>(
  argv: readonly string[],
  config: T,
) {
  try {
    return parseArgs({ ...config, args: [...argv], strict: true });
  } catch (error) {
    throw new UsageError(messageOfError(error));
  }
}

/** A command line's meaning: --help, or what the command does. */
type Parsed<C> = { kind: "help" } | C;

export interface CommandLine<C> {
  /** The prefix of its error messages: "inbox" for npm run inbox. */
  name: string;
  usage: string;
  /** Throws UsageError on bad arguments. */
  parse: (argv: readonly string[]) => Parsed<C>;
  /** Resolves with the exit code. */
  run: (command: C, context: CommandContext) => Promise<number>;
}

/**
 * Parses the arguments and runs the command: --help prints the usage (exit
 * 0), bad arguments print "<name>: <why>" and the usage on the error output
 * (exit 2). Resolves with the exit code.
 */
export async function runCommandLine<C extends { kind: string }>(
  argv: readonly string[],
  context: CommandContext,
  commandLine: CommandLine<C>,
): Promise<number> {
  let command: Parsed<C>;
  try {
    command = commandLine.parse(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    context.err(`${commandLine.name}: ${error.message}\n\n${commandLine.usage}`);
    return 2;
  }
  if (command.kind === "help") {
    context.out(commandLine.usage);
    return 0;
  }
  return commandLine.run(command as C, context);
}

/** Whether the module at `moduleUrl` is the script node was started with. */
export function isExecutedDirectly(moduleUrl: string, argv: readonly string[] = process.argv): boolean {
  const script = argv[1];
  return script !== undefined && moduleUrl === pathToFileURL(path.resolve(script)).href;
}

/** The repository's root: this file is scripts/lib/cli.ts. */
const REPO_ROOT = fileURLToPath(new URL("../..", import.meta.url));

/**
 * When the module at `moduleUrl` is the script node was started with, runs
 * `main` on the process's arguments, environment and output, and sets the
 * exit code; otherwise (a test imports it) does nothing.
 *
 *   await runWhenExecutedDirectly(import.meta.url, runInbox);
 */
export async function runWhenExecutedDirectly(
  moduleUrl: string,
  main: (argv: readonly string[], context: CommandContext) => Promise<number>,
): Promise<void> {
  if (!isExecutedDirectly(moduleUrl)) return;
  process.exitCode = await main(process.argv.slice(2), {
    env: process.env,
    repoRoot: REPO_ROOT,
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
  });
}
