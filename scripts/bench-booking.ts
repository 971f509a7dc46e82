import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { stateFiles } from "../config/server.ts";
import { BOOKING_API } from "../content/booking.ts";
import { BookingStore } from "../server/booking/store.ts";
import { startBenchServer, writeMinimalBuild } from "./lib/minimal-build.ts";

interface Options {
  attempts: number;
  /** Default: a free port. */
  port: number | undefined;
}

function parseOptions(argv: string[]): Options {
  const { values } = parseArgs({
    args: argv,
    options: { attempts: { type: "string", default: "50" }, port: { type: "string" } },
    allowPositionals: false,
  });
  const attempts = Number(values.attempts);
  if (!Number.isInteger(attempts) || attempts < 2) throw new Error("--attempts must be a whole number ≥ 2");
  const port = values.port === undefined ? undefined : Number(values.port);
  if (port !== undefined && (!Number.isInteger(port) || port < 1 || port > 65535)) {
    throw new Error("--port must be a port number");
  }
  return { attempts, port };
}

interface Answer {
  status: number | "network";
  clean: boolean;
}

/** The first free slot the server offers for a telephone meeting. */
async function firstFreeSlot(origin: string): Promise<string> {
  const slots = (await (await fetch(`${origin}${BOOKING_API}/slots?format=telephone`)).json()) as {
    days: { slots: { start: string }[] }[];
  };
  const first = slots.days[0]?.slots[0]?.start;
  if (!first) throw new Error("no free slot offered");
  return first;
}

/** One visitor's booking of `start`; clean: a 201 with the booking, or a JSON error with a message. */
async function attemptBooking(origin: string, start: string, index: number): Promise<Answer> {
  try {
    const response = await fetch(`${origin}${BOOKING_API}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin },
      body: JSON.stringify({
        format: "telephone",
        interest: "Bilan de compétences",
        start,
        lastName: "Martin",
        firstName: "Camille",
        email: `camille.martin+${index}@exemple.fr`,
        phone: "06 12 34 56 78",
        message: "",
        website: "",
      }),
      signal: AbortSignal.timeout(30_000),
    });
    const body = (await response.json()) as { error?: string; message?: string; booking?: unknown };
    const clean =
      response.status === 201
        ? body.booking !== undefined
        : response.headers.get("content-type")?.startsWith("application/json") === true &&
          typeof body.error === "string" &&
          typeof body.message === "string";
    return { status: response.status, clean };
  } catch {
    return { status: "network", clean: false };
  }
}

/** How many active bookings the database holds for the slot starting at `start`. */
function storedFor(databasePath: string, start: string): number {
  const store = BookingStore.open(databasePath, { mustExist: true });
  try {
    return store
      .activeStarts(Temporal.Instant.from(start).subtract({ hours: 1 }))
      .filter((instant) => instant.equals(Temporal.Instant.from(start))).length;
  } finally {
    store.close();
  }
}

/** Writes the table of results to stdout; true when exactly one booking won and every other got a clean 409. */
function report(answers: readonly Answer[], stored: number, elapsedMs: number): boolean {
  const byStatus = new Map<string, number>();
  for (const answer of answers) {
    const key = String(answer.status);
    byStatus.set(key, (byStatus.get(key) ?? 0) + 1);
  }
  const successes = byStatus.get("201") ?? 0;
  const unclean = answers.filter((answer) => !answer.clean).length;
  const rows: [string, string | number][] = [
    ["attempts", answers.length],
    ["successes (201)", successes],
    ...[...byStatus.entries()]
      .filter(([status]) => status !== "201")
      .sort()
      .map(([status, count]): [string, number] => [`errors ${status}`, count]),
    ["unclean answers", unclean],
    ["stored for the slot", stored],
    ["time", `${Math.round(elapsedMs)} ms`],
    ["rate limit", "off (BOOKING_RATE_LIMIT=0)"],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  for (const [label, value] of rows) console.log(`${label.padEnd(width)}  ${value}`);
  const ok =
    successes === 1 && (byStatus.get("409") ?? 0) === answers.length - 1 && unclean === 0 && stored === 1;
  console.log(ok ? "ok: one booking, every other attempt a clean 409" : "FAILED");
  return ok;
}

async function main(): Promise<number> {
  let options: Options;
  try {
    options = parseOptions(process.argv.slice(2));
  } catch (error) {
    console.error(`bench:booking: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
  const dir = await mkdtemp(path.join(tmpdir(), "bench-booking-"));
  try {
    const client = await writeMinimalBuild(dir);
    const databasePath = stateFiles(dir).inbox;
    const server = await startBenchServer(options.port, client, dir, { BOOKING_RATE_LIMIT: "0" });
    let answers: Answer[];
    let start: string;
    let elapsedMs: number;
    try {
      start = await firstFreeSlot(server.url);
      console.error(`bench:booking: ${options.attempts} bookings of ${start} at once on ${server.url}`);
      const began = performance.now();
      answers = await Promise.all(
        Array.from({ length: options.attempts }, (_, index) => attemptBooking(server.url, start, index)),
      );
      elapsedMs = performance.now() - began;
    } finally {
      await server.stop();
    }
    return report(answers, storedFor(databasePath, start), elapsedMs) ? 0 : 1;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`bench:booking: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  },
);
