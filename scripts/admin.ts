/**
 * The back office's accounts (docs/back-office.md), on the server: the first
 * account, and the way back when no « gestion » account can sign in; the
 * others are managed in the browser (page « Comptes », server/admin/users.ts).
 * Every change made here goes to the journal too.
 *
 *   npm run admin -- add-user prenom@cabinet.fr               an account « gestion » (everything)
 *   npm run admin -- add-user prenom@cabinet.fr --role lecture an account that reads only
 *   npm run admin -- link prenom@cabinet.fr                    a new one-time sign-in link
 *   npm run admin -- users                                     the accounts, their role and passkeys
 *   npm run admin -- set-role prenom@cabinet.fr lecture        change an account's role
 *   npm run admin -- disable prenom@cabinet.fr                 disable an account (its sessions end)
 *   npm run admin -- enable prenom@cabinet.fr                  enable it again
 *
 * add-user and link print a one-time link (15 minutes) that signs the person
 * in, to enrol a passkey on their device; with SMTP_URL and MAIL_FROM (or the
 * default sender) set as for the server, the link is e-mailed too. Reads the
 * inbox of the state directory as the server does (STATE_DIRECTORY, DATA_DIR,
 * default <repo>/var) and the back office's origin (ADMIN_ORIGIN, default the
 * site's). Exit code: 0 done, 2 bad arguments or unknown account.
 */
import { publicConfig } from "../config/public.ts";
import { defaultMailFrom, stateDirectoryFrom, stateFiles } from "../config/server.ts";
import { AccountStore, EMAIL_PATTERN, LINK_LIFETIME_MS } from "../server/admin/accounts.ts";
import { ADMIN_ROLES, type AdminRole } from "../server/admin/context.ts";
import { signInLink, smtpLinkMailer } from "../server/admin/link-mail.ts";
import { ROLE_LABELS } from "../server/admin/users.ts";
import { openInboxDatabase } from "../server/inbox.ts";
import { closeSqlite } from "../server/sqlite.ts";
import {
  type CommandContext,
  messageOfError,
  parseCommandLine,
  runCommandLine,
  runWhenExecutedDirectly,
  UsageError,
} from "./lib/cli.ts";
import { formatTextTable } from "./lib/text-table.ts";

export const USAGE = `Usage: npm run admin -- <command> [options]

The accounts of the back office (/admin). Commands:
  add-user <email> [--role gestion|lecture]
                         create an account (default role gestion: everything; lecture: read only)
                         and print a one-time sign-in link to enrol a passkey
  link <email>           print a new one-time sign-in link (a lost passkey, a new device)
  users                  list the accounts, their role, passkeys and state
  set-role <email> <gestion|lecture>
                         change an account's role
  disable <email>        disable an account: its sessions end, its links stop working
  enable <email>         enable a disabled account again
  --help                 show this help

A link works once, for ${LINK_LIFETIME_MS / 60_000} minutes. With SMTP_URL set (as for the server), it is also
e-mailed to the account's address.

Environment:
  STATE_DIRECTORY, DATA_DIR   the server's state directory (inbox.sqlite holds the accounts)
  ADMIN_ORIGIN                the back office's origin (default: the site's, SITE_URL)
  SMTP_URL, MAIL_FROM         to e-mail the link, as the server does
`;

type Command =
  | { kind: "help" }
  | { kind: "add-user"; email: string; role: AdminRole }
  | { kind: "link"; email: string }
  | { kind: "users" }
  | { kind: "set-role"; email: string; role: AdminRole }
  | { kind: "disable" | "enable"; email: string };

function emailOf(value: string | undefined, command: string): string {
  if (value === undefined) throw new UsageError(`${command} needs an e-mail address`);
  if (!EMAIL_PATTERN.test(value.trim())) throw new UsageError(`"${value}" is not an e-mail address`);
  return value.trim();
}

function roleOf(value: string | undefined): AdminRole {
  if (!(ADMIN_ROLES as readonly string[]).includes(value ?? "")) {
    throw new UsageError(`the role must be ${ADMIN_ROLES.join(" or ")}, not "${value ?? ""}"`);
  }
  return value as AdminRole;
}

export function parseAdminArgs(argv: readonly string[]): Command {
  const { values, positionals } = parseCommandLine(argv, {
    options: { role: { type: "string" }, help: { type: "boolean", short: "h" } },
    allowPositionals: true,
  });
  if (values.help) return { kind: "help" };
  const [command, first, second, ...rest] = positionals;
  if (command === undefined) throw new UsageError("a command is needed");
  const extra = command === "set-role" ? rest : [second, ...rest].filter((item) => item !== undefined);
  if (extra.length > 0) throw new UsageError(`unexpected argument "${extra[0]}"`);
  if (values.role !== undefined && command !== "add-user") throw new UsageError("--role goes with add-user");
  switch (command) {
    case "add-user":
      return { kind: "add-user", email: emailOf(first, command), role: roleOf(values.role ?? "gestion") };
    case "link":
      return { kind: "link", email: emailOf(first, command) };
    case "users":
      if (first !== undefined) throw new UsageError(`unexpected argument "${first}"`);
      return { kind: "users" };
    case "set-role":
      return { kind: "set-role", email: emailOf(first, command), role: roleOf(second) };
    case "disable":
    case "enable":
      return { kind: command, email: emailOf(first, command) };
    default:
      throw new UsageError(`unknown command "${command}"`);
  }
}

export function runAdmin(argv: readonly string[], context: CommandContext): Promise<number> {
  return runCommandLine(argv, context, { name: "admin", usage: USAGE, parse: parseAdminArgs, run: admin });
}

/** Who the journal names for a change made here: no account (« — »), the detail says « npm run admin ». */
const TERMINAL = { userId: null, email: null };

/** Prints a link, and e-mails it when SMTP is set. */
async function giveLink(
  accounts: AccountStore,
  userId: number,
  email: string,
  context: CommandContext,
): Promise<void> {
  const config = publicConfig();
  const origin = new URL(context.env.ADMIN_ORIGIN?.trim() || config.SITE_URL).origin;
  const { token } = accounts.createLink(userId);
  context.out(
    `One-time sign-in link (valid ${LINK_LIFETIME_MS / 60_000} minutes, once):\n${signInLink(origin, token)}\n`,
  );
  const url = context.env.SMTP_URL?.trim();
  if (!url) {
    context.out("No SMTP_URL set: nothing was e-mailed; give this link to the person yourself.\n");
    return;
  }
  const from = context.env.MAIL_FROM?.trim() || defaultMailFrom(config.FIRM_NAME, config.SITE_URL);
  try {
    await smtpLinkMailer({ url, from, origin, firmName: config.FIRM_NAME })(email, token);
    context.out(`The link was e-mailed to ${email}.\n`);
    accounts.audit(TERMINAL, "link-sent", email, "npm run admin");
  } catch (error) {
    context.out(
      `The link could not be e-mailed (${messageOfError(error)}): give it to the person yourself.\n`,
    );
  }
}

async function admin(command: Exclude<Command, { kind: "help" }>, context: CommandContext): Promise<number> {
  const file = stateFiles(stateDirectoryFrom(context.env, context.repoRoot).path).inbox;
  const { db } = openInboxDatabase(file);
  const accounts = new AccountStore(db, () => context.now ?? new Date());
  try {
    if (command.kind === "users") {
      const users = accounts.users();
      if (users.length === 0) {
        context.out("No account yet: npm run admin -- add-user <email>\n");
        return 0;
      }
      context.out(
        `${formatTextTable(
          [
            { title: "E-mail", width: 40, value: (user) => user.email },
            { title: "Role", width: 8, value: (user) => user.role },
            { title: "Passkeys", width: 8, value: (user) => String(accounts.passkeysOf(user.id).length) },
            { title: "State", width: 8, value: (user) => (user.disabledAt ? "disabled" : "active") },
          ],
          users,
        )}\n`,
      );
      return 0;
    }
    if (command.kind === "add-user") {
      if (accounts.userByEmail(command.email)) {
        context.err(
          `admin: ${command.email} already has an account (npm run admin -- link ${command.email})\n`,
        );
        return 2;
      }
      const user = accounts.addUser(command.email, command.role);
      accounts.audit(
        TERMINAL,
        "account-added",
        user.email,
        `Rôle : ${ROLE_LABELS[user.role]} (npm run admin).`,
      );
      context.out(`Account created: ${user.email} (${user.role}).\n`);
      await giveLink(accounts, user.id, user.email, context);
      return 0;
    }
    const user = accounts.userByEmail(command.email);
    if (!user) {
      context.err(`admin: no account for ${command.email} (npm run admin -- users)\n`);
      return 2;
    }
    switch (command.kind) {
      case "link":
        if (user.disabledAt) {
          context.err(`admin: ${user.email} is disabled (npm run admin -- enable ${user.email})\n`);
          return 2;
        }
        await giveLink(accounts, user.id, user.email, context);
        return 0;
      case "set-role":
        accounts.setRole(user.id, command.role);
        accounts.audit(
          TERMINAL,
          "account-role-changed",
          user.email,
          `${ROLE_LABELS[user.role]} → ${ROLE_LABELS[command.role]} (npm run admin).`,
        );
        context.out(`${user.email} is now ${command.role}.\n`);
        return 0;
      case "disable":
      case "enable":
        accounts.setDisabled(user.id, command.kind === "disable");
        accounts.audit(
          TERMINAL,
          command.kind === "disable" ? "account-disabled" : "account-enabled",
          user.email,
          "npm run admin",
        );
        context.out(`${user.email} is ${command.kind}d.\n`);
        return 0;
    }
  } finally {
    closeSqlite(db);
  }
}

await runWhenExecutedDirectly(import.meta.url, runAdmin);
