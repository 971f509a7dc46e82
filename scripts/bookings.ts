/**
 * The bookings of the free first meeting, for the firm (the back office's
 * agenda does the same in a browser, with the same code: server/booking/firm.ts):
 *
 *   npm run bookings                  upcoming bookings (not over yet), soonest first, as a table
 *   npm run bookings -- --json        the same as JSON (every field)
 *   npm run bookings -- --cancel 12   cancel booking 12: the slot is free again, and the visitor
 *                                     (and MAIL_TO) get the cancellation with its .ics
 *
 * Reads the inbox of the state directory as the server does (STATE_DIRECTORY,
 * DATA_DIR, default <repo>/var), and,
 * to send the cancellation at once, SMTP_URL, MAIL_TO and MAIL_FROM. Safe while
 * the server runs. Without SMTP_URL the cancellation is stored and the visitor
 * is not told: the command says so, with her phone and e-mail. Dates are
 * French, in Paris time (shared/french-date.ts). Exit code: 0
 * done, 2 bad arguments, unknown booking or one already cancelled or over.
 */
import { publicConfig } from "../config/public.ts";
import { defaultMailFrom, stateDirectoryFrom, stateFiles } from "../config/server.ts";
import { bookingFormatById } from "../content/booking.ts";
import { firmContactOf } from "../content/site.ts";
import { cancelAsFirm, listBookings } from "../server/booking/firm.ts";
import { composeBookingMail } from "../server/booking/mail.ts";
import { type Booking, type BookingMail, BookingStore } from "../server/booking/store.ts";
import { InboxMissingError } from "../server/inbox.ts";
import { DeliveryWorker, smtpTransport } from "../server/relay/delivery.ts";
import { frenchDateTime, frenchDateTimeShort } from "../shared/french-date.ts";
import {
  type CommandContext,
  messageOfError,
  parseCommandLine,
  runCommandLine,
  runWhenExecutedDirectly,
  UsageError,
} from "./lib/cli.ts";
import { formatTextTable, type TextColumn } from "./lib/text-table.ts";

export const USAGE = `Usage: npm run bookings -- [options]

Lists the upcoming bookings of the free first meeting, soonest first (the back office's
agenda, <site>/admin/agenda, lists, moves and cancels them in a browser).

Options:
  --json           print JSON instead of a table
  --cancel <id>    cancel booking <id> (the firm cancels): the slot is free again and the
                   visitor gets the cancellation by e-mail (with SMTP_URL set)
  --help           show this help

Environment:
  STATE_DIRECTORY  the server's state directory, whose inbox.sqlite holds the bookings: set by
                   systemd for the unit (/var/lib/cabinet-site); wins over DATA_DIR
  DATA_DIR         the state directory outside systemd (default <repo>/var)
  SMTP_URL, MAIL_TO, MAIL_FROM
                   to send the cancellation at once, as the server would
  BOOKING_SECRET   the server's, if set (the e-mails' links are signed with it)
`;

type Command = { kind: "help" } | { kind: "list"; json: boolean } | { kind: "cancel"; id: number };

export function parseBookingsArgs(argv: readonly string[]): Command {
  const { values } = parseCommandLine(argv, {
    options: { json: { type: "boolean" }, cancel: { type: "string" }, help: { type: "boolean" } },
    allowPositionals: false,
  });
  if (values.help) return { kind: "help" };
  if (values.cancel !== undefined) {
    if (values.json) throw new UsageError("--cancel takes no other option");
    if (!/^[1-9]\d{0,15}$/.test(values.cancel.trim())) {
      throw new UsageError(`--cancel needs a booking number, not "${values.cancel}"`);
    }
    return { kind: "cancel", id: Number(values.cancel) };
  }
  return { kind: "list", json: values.json === true };
}

const COLUMNS: TextColumn<Booking>[] = [
  { title: "#", width: 6, value: (booking) => String(booking.id) },
  { title: "When (Paris)", width: 26, value: (booking) => frenchDateTimeShort(booking.start) },
  { title: "Status", width: 9, value: (booking) => booking.status },
  {
    title: "Format",
    width: 34,
    value: (booking) => bookingFormatById(booking.format)?.label ?? booking.format,
  },
  { title: "Name", width: 28, value: (booking) => `${booking.firstName} ${booking.lastName}` },
  { title: "E-mail", width: 34, value: (booking) => booking.email },
  { title: "Phone", width: 20, value: (booking) => booking.phone },
  { title: "Topic", width: 30, value: (booking) => booking.interest },
  { title: "Message", width: 40, value: (booking) => booking.message },
];

export function formatBookingsTable(bookings: readonly Booking[]): string {
  return formatTextTable(COLUMNS, bookings);
}

/** Sends the cancellation queued for `id` now, as the server's worker would. */
async function sendNow(
  store: BookingStore,
  id: number,
  env: CommandContext["env"],
  now: () => Date,
): Promise<string[]> {
  const config = publicConfig();
  const url = env.SMTP_URL?.trim() ?? "";
  const to = env.MAIL_TO?.trim() ?? "";
  const from = env.MAIL_FROM?.trim() || defaultMailFrom(config.FIRM_NAME, config.SITE_URL);
  const failures: string[] = [];
  const worker = new DeliveryWorker<BookingMail>({
    // This booking's mails only: the others are the server's business.
    store: {
      due: (at) => store.due(at).filter((item) => item.booking.id === id),
      recordSent: (mailId, at) => store.recordSent(mailId, at),
      recordFailure: (mailId, error, next) => store.recordFailure(mailId, error, next),
      get isOpen() {
        return store.isOpen;
      },
    },
    transport: smtpTransport(url),
    compose: (item) =>
      composeBookingMail(item, {
        addresses: { to, from },
        // Cancellations carry no signed link; the secret is the server's when given.
        secret: env.BOOKING_SECRET?.trim() || "unused: cancellations carry no manage link",
        siteUrl: config.SITE_URL,
        contact: firmContactOf(),
        now: now(),
      }),
    describe: (item) => `the ${item.kind} e-mail to the ${item.recipient}`,
    failedHint: "npm run bookings",
    // One attempt now; what fails stays queued for the server's worker.
    retryDelaysMs: [60_000, 5 * 60_000, 10 * 60_000, 20 * 60_000, 30 * 60_000],
    now,
    log: { info: () => undefined, error: (line) => failures.push(line) },
  });
  await worker.deliverDue();
  await worker.stop();
  return failures;
}

/** Runs the command line; resolves with the exit code. */
export function runBookings(argv: readonly string[], context: CommandContext): Promise<number> {
  return runCommandLine(argv, context, {
    name: "bookings",
    usage: USAGE,
    parse: parseBookingsArgs,
    run: bookings,
  });
}

async function bookings(
  command: Exclude<Command, { kind: "help" }>,
  context: CommandContext,
): Promise<number> {
  const now = () => context.now ?? new Date();
  const file = stateFiles(stateDirectoryFrom(context.env, context.repoRoot).path).inbox;
  let store: BookingStore;
  try {
    store = BookingStore.open(file, { mustExist: true });
  } catch (error) {
    if (error instanceof InboxMissingError) {
      if (command.kind === "list") {
        context.out(command.json ? "[]\n" : `No inbox at ${file} yet: no booking has been made.\n`);
        return 0;
      }
      context.err(`bookings: no inbox at ${file}: no booking ${command.id}\n`);
      return 2;
    }
    context.err(`bookings: cannot open ${file}: ${messageOfError(error)}\n`);
    return 2;
  }
  try {
    if (command.kind === "list") {
      const bookings = listBookings(store, {}, now());
      if (command.json) {
        context.out(`${JSON.stringify(bookings, null, 2)}\n`);
        return 0;
      }
      const active = bookings.filter((booking) => booking.status === "active").length;
      context.out(
        `${file}: ${active} upcoming booking${active === 1 ? "" : "s"}${bookings.length > active ? ` (and ${bookings.length - active} cancelled)` : ""}\n`,
      );
      if (bookings.length > 0) context.out(`\n${formatBookingsTable(bookings)}\n`);
      return 0;
    }
    const mail = Boolean(context.env.SMTP_URL?.trim() && context.env.MAIL_TO?.trim());
    const outcome = cancelAsFirm(store, command.id, now(), { mail });
    if (!outcome.ok) {
      context.err(
        outcome.reason === "unknown"
          ? `bookings: no booking ${command.id}\n`
          : outcome.reason === "over"
            ? `bookings: booking ${command.id} is over (${frenchDateTime(outcome.booking.start)})\n`
            : `bookings: booking ${command.id} is already cancelled\n`,
      );
      return 2;
    }
    const cancelled = outcome.booking;
    const who = `${cancelled.firstName} ${cancelled.lastName}`;
    context.out(
      `Cancelled booking ${cancelled.id} (${frenchDateTime(cancelled.start)}, ${who}): the slot is free again.\n`,
    );
    if (!mail) {
      context.out(
        `No SMTP_URL/MAIL_TO set: nothing was e-mailed. Tell ${who} yourself: ${cancelled.phone}, ${cancelled.email}.\n`,
      );
      return 0;
    }
    const failures = await sendNow(store, cancelled.id, context.env, now);
    if (failures.length === 0) {
      context.out(
        `${who} (${cancelled.email}) was e-mailed the cancellation, with its .ics; MAIL_TO got a copy.\n`,
      );
    } else {
      context.out(
        `The cancellation e-mail could not be sent yet (${failures.join("; ")}): it stays queued, and the server retries it.\n`,
      );
    }
    return 0;
  } finally {
    store.close();
  }
}

await runWhenExecutedDirectly(import.meta.url, runBookings);
