/**
 * The contact relay's inbox: what the site's contact form received.
 *
 *   npm run inbox                              newest messages first, as a table
 *   npm run inbox -- --limit 20                only the 20 newest
 *   npm run inbox -- --status failed           only the messages whose delivery failed
 *   npm run inbox -- --search "hélène"         only those naming Hélène (names, e-mail, phone, text)
 *   npm run inbox -- --json                    the same as JSON (every column)
 *   npm run inbox -- --purge-older-than 365    delete messages received more than 365 days ago
 *
 * Backups: npm run backup (scripts/backup.ts). Reads <state directory>/inbox.sqlite,
 * the state directory read as the server does (STATE_DIRECTORY, DATA_DIR,
 * default <repo>/var); safe to run while the server runs. Exit code: 0 done,
 * 2 bad arguments or unreadable inbox.
 */

import { stateDirectoryFrom, stateFiles } from "../config/server.ts";
import { InboxMissingError } from "../server/inbox.ts";
import {
  MESSAGE_STATUSES,
  type MessageFilter,
  type MessageStatus,
  MessageStore,
  type StoredMessage,
} from "../server/relay/store.ts";
import { numericDateTime } from "../shared/french-date.ts";
import {
  type CommandContext,
  messageOfError,
  parseCommandLine,
  runCommandLine,
  runWhenExecutedDirectly,
  UsageError,
} from "./lib/cli.ts";
import { formatTextTable, type TextColumn } from "./lib/text-table.ts";

const DAY = 24 * 60 * 60 * 1000;

export const USAGE = `Usage: npm run inbox -- [options]

Lists the messages of the contact form, newest first (the back office's list: /admin).

Options:
  --limit <n>                 show only the n newest messages
  --status <status>           only the messages of this status: ${MESSAGE_STATUSES.join(", ")}
  --search <words>            only the messages with every word in their names, e-mail,
                              phone, interest or text (case and accents ignored)
  --json                      print JSON instead of a table
  --purge-older-than <days>   delete the messages received more than <days> days ago
                              (data protection: keep messages no longer than needed)
  --help                      show this help

Backups and restore: npm run backup (the inbox, bookings included, and the audience counts).

Environment: the server's state directory, which holds the inbox (inbox.sqlite):
  STATE_DIRECTORY             set by systemd for the unit (/var/lib/cabinet-site); wins over DATA_DIR
  DATA_DIR                    outside systemd (default <repo>/var)
`;

export type InboxCommand =
  | { kind: "help" }
  | {
      kind: "list";
      json: boolean;
      limit: number | undefined;
      status?: MessageStatus | undefined;
      search?: string | undefined;
    }
  | { kind: "purge"; json: boolean; days: number };

function wholeNumber(value: string, option: string, min: number): number {
  if (!/^\d+$/.test(value.trim()) || Number(value) < min || !Number.isSafeInteger(Number(value))) {
    throw new UsageError(`${option} must be a whole number ≥ ${min}, not "${value}"`);
  }
  return Number(value);
}

export function parseInboxArgs(argv: readonly string[]): InboxCommand {
  const moved = argv.find((arg) => /^--(backup|restore)(=|$)/.test(arg));
  if (moved !== undefined) {
    throw new UsageError(
      `${moved.split("=")[0]} moved to npm run backup, which copies the inbox and the audience counts together`,
    );
  }
  const { values } = parseCommandLine(argv, {
    options: {
      json: { type: "boolean" },
      limit: { type: "string" },
      status: { type: "string" },
      search: { type: "string" },
      "purge-older-than": { type: "string" },
      help: { type: "boolean", short: "h" },
    },
    allowPositionals: false,
  });
  if (values.help) return { kind: "help" };
  const json = values.json === true;
  const purge = values["purge-older-than"];
  if (purge !== undefined) {
    for (const option of ["limit", "status", "search"] as const) {
      if (values[option] !== undefined)
        throw new UsageError(`--${option} applies to the list, not to --purge-older-than`);
    }
    return { kind: "purge", json, days: wholeNumber(purge, "--purge-older-than", 1) };
  }
  const limit = values.limit === undefined ? undefined : wholeNumber(values.limit, "--limit", 1);
  const status = values.status === undefined ? undefined : messageStatus(values.status);
  const search = values.search?.trim() || undefined;
  return { kind: "list", json, limit, status, search };
}

function messageStatus(value: string): MessageStatus {
  const status = MESSAGE_STATUSES.find((candidate) => candidate === value.trim());
  if (!status) throw new UsageError(`--status must be one of ${MESSAGE_STATUSES.join(", ")}, not "${value}"`);
  return status;
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
  { title: "Received", width: 16, value: (message) => numericDateTime(message.createdAt) },
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

/** Runs the command line; resolves with the exit code. */
export function runInbox(argv: readonly string[], context: CommandContext): Promise<number> {
  return runCommandLine(argv, context, { name: "inbox", usage: USAGE, parse: parseInboxArgs, run: inbox });
}

async function inbox(
  command: Exclude<InboxCommand, { kind: "help" }>,
  context: CommandContext,
): Promise<number> {
  const file = stateFiles(stateDirectoryFrom(context.env, context.repoRoot).path).inbox;
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
    context.err(`inbox: cannot open ${file}: ${messageOfError(error)}\n`);
    return 2;
  }

  try {
    if (command.kind === "purge") {
      const before = new Date((context.now ?? new Date()).getTime() - command.days * DAY);
      const deleted = store.purgeOlderThan(before);
      context.out(
        command.json
          ? `${JSON.stringify({ deleted, before: before.toISOString() })}\n`
          : `Deleted ${deleted} message${deleted === 1 ? "" : "s"} received before ${numericDateTime(before.toISOString())} (more than ${command.days} day${command.days === 1 ? "" : "s"} ago).\n`,
      );
      return 0;
    }
    const filter: MessageFilter = {
      ...(command.status && { statuses: [command.status] }),
      ...(command.search && { search: command.search }),
    };
    const filtered = command.status !== undefined || command.search !== undefined;
    const messages = store.find(filter, { limit: command.limit });
    if (command.json) {
      context.out(`${JSON.stringify(messages, null, 2)}\n`);
      return 0;
    }
    const counts = store.countByStatus();
    const selected = filtered
      ? store.count(filter)
      : Object.values(counts).reduce((sum, count) => sum + count, 0);
    const matching = filtered ? `; ${selected} matching` : "";
    const shown =
      messages.length < selected ? `${filtered ? "," : ";"} the ${messages.length} newest shown` : "";
    context.out(`${file}: ${summary(counts)}${matching}${shown}\n`);
    if (messages.length > 0) context.out(`\n${formatTable(messages)}\n`);
    return 0;
  } finally {
    store.close();
  }
}

await runWhenExecutedDirectly(import.meta.url, runInbox);
