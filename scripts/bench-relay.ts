import { execFile, execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import Database from "better-sqlite3";
import { stateFiles } from "../config/server.ts";
import { site } from "../content/site.ts";
import { RELAY_PATH } from "../server/relay/plugin.ts";
import { MessageStore } from "../server/relay/store.ts";
import { freePort } from "./free-port.ts";
import { startBenchServer, writeMinimalBuild } from "./lib/minimal-build.ts";
import type { ServerProcess } from "./lib/server-process.ts";

const REQUEST_TIMEOUT_MS = 15_000;

class UsageError extends Error {}

interface Options {
  requests: number;
  concurrency: number;
  killAt: number;
  keep: boolean;
  reader: boolean;
}

function parseOptions(argv: string[]): Options {
  let values: { requests: string; concurrency: string; "kill-at": string; keep: boolean; reader: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        requests: { type: "string", default: "2000" },
        concurrency: { type: "string", default: "50" },
        "kill-at": { type: "string", default: "0.5" },
        keep: { type: "boolean", default: false },
        reader: { type: "boolean", default: false },
      },
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const requests = Number(values.requests);
  const concurrency = Number(values.concurrency);
  const killAt = Number(values["kill-at"]);
  if (!Number.isInteger(requests) || requests < 2) {
    throw new UsageError(`--requests must be a whole number ≥ 2, not "${values.requests}"`);
  }
  if (!Number.isInteger(concurrency) || concurrency < 1) {
    throw new UsageError(`--concurrency must be a whole number ≥ 1, not "${values.concurrency}"`);
  }
  if (!(killAt > 0 && killAt < 1)) {
    throw new UsageError(`--kill-at must be a fraction between 0 and 1, not "${values["kill-at"]}"`);
  }
  return { requests, concurrency, killAt, keep: values.keep, reader: values.reader };
}

function log(message: string): void {
  process.stderr.write(`${message}\n`);
}

type Outcome = { kind: "ok" } | { kind: "http"; status: number } | { kind: "network" };

function submission(marker: string): FormData {
  const form = new FormData();
  form.append("whom", "particulier");
  form.append("lastName", "N'Diaye");
  form.append("firstName", "Hélène");
  form.append("email", "prenom.nom+rdv@cabinet.paris");
  form.append("phone", "+33 (0)1 23 45 67 89");
  form.append("interest", "Bilan de compétences");
  form.append("Message", `Message de test du banc de durabilité.\n${marker}`);
  form.append("website", "");
  form.append("lib_version", "4.4.1");
  form.append("service_id", site.relay.serviceId);
  form.append("template_id", site.relay.templateId);
  form.append("user_id", site.relay.publicKey);
  return form;
}

async function send(url: string, marker: string): Promise<Outcome> {
  try {
    const response = await fetch(url, {
      method: "POST",
      body: submission(marker),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await response.text();
    return response.status === 200 && text === "OK"
      ? { kind: "ok" }
      : { kind: "http", status: response.status };
  } catch {
    return { kind: "network" };
  }
}

interface LoadResult {
  outcomes: (Outcome | undefined)[];
  inFlightAtKill: number;
  acknowledgedBeforeKill: number;
  restartMs: number;
  elapsed: number;
}

/**
 * Sends one submission per marker, `concurrency` at a time; once `killAfter`
 * have started, kills the server and restarts it (workers wait for it), then
 * stops it when all are answered.
 */
async function sendUnderKill(
  url: string,
  markers: readonly string[],
  options: Options,
  start: () => Promise<ServerProcess>,
): Promise<LoadResult> {
  const outcomes: (Outcome | undefined)[] = new Array(options.requests);
  const killAfter = Math.floor(options.requests * options.killAt);
  let server: ServerProcess = await start();
  const started = performance.now();

  let next = 0;
  let inFlightAtKill = 0;
  let inFlight = 0;
  let acknowledgedBeforeKill = 0;
  let restartMs = 0;
  /** Pending while the server is down: workers wait for it rather than burn requests. */
  let serverUp: Promise<void> = Promise.resolve();

  const killAndRestart = async () => {
    inFlightAtKill = inFlight;
    acknowledgedBeforeKill = outcomes.filter((outcome) => outcome?.kind === "ok").length;
    log(`bench:relay: SIGKILL after ${next} requests started, ${inFlight} in flight`);
    await server.stop("SIGKILL");
    const restartStarted = performance.now();
    server = await start();
    restartMs = performance.now() - restartStarted;
    log(`bench:relay: restarted in ${Math.round(restartMs)} ms`);
  };

  const worker = async () => {
    while (next < options.requests) {
      await serverUp;
      const index = next++;
      if (index === killAfter) serverUp = killAndRestart();
      inFlight++;
      const outcome = await send(url, markers[index] as string);
      inFlight--;
      outcomes[index] = outcome;
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  await serverUp;
  const elapsed = performance.now() - started;
  await server.stop("SIGTERM");
  return { outcomes, inFlightAtKill, acknowledgedBeforeKill, restartMs, elapsed };
}

/** What the reader did: the Debian sqlite3 client opening, reading and closing the inbox in a loop. */
interface ReaderResult {
  reads: number;
  /** Reads that met a lock ("database is locked"): the client waits no longer than its default. */
  busy: number;
  /** Reads that failed otherwise, with the first error. */
  failed: number;
  firstError?: string;
}

const SQLITE3 = "/usr/bin/sqlite3";

/**
 * Runs `sqlite3 <inbox> "SELECT count(*) FROM messages"` one after another,
 * as an operator's reads would, until `stop` is called; each run opens the
 * file, reads and closes it (the close checkpoints, and deletes the WAL,
 * when it believes nobody else uses the file: what lost messages before
 * decision 041).
 */
function startReader(databasePath: string): { stop(): Promise<ReaderResult> } {
  const result: ReaderResult = { reads: 0, busy: 0, failed: 0 };
  let running = true;
  const read = () =>
    new Promise<void>((resolve) => {
      execFile(SQLITE3, [databasePath, "SELECT count(*) FROM messages;"], (error, _stdout, stderr) => {
        if (!error) result.reads++;
        else if (/locked|busy/i.test(stderr)) result.busy++;
        else {
          result.failed++;
          result.firstError ??= (stderr || error.message).trim();
        }
        resolve();
      });
    });
  const loop = (async () => {
    while (running) {
      // Until the server has created the inbox, there is nothing to read.
      if (existsSync(databasePath)) await read();
      else await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return result;
    },
  };
}

/** SQLite's full check of the inbox: "ok", or what it found. */
function integrityCheck(databasePath: string): string {
  const db = new Database(databasePath, { readonly: true, fileMustExist: true });
  try {
    return (db.pragma("integrity_check", { simple: false }) as { integrity_check: string }[])
      .map((row) => row.integrity_check)
      .join("; ");
  } finally {
    db.close();
  }
}

/** The bench's markers found in the inbox, and how many rows it holds. */
function readInbox(databasePath: string): { storedMarkers: Set<string>; storedRows: number } {
  const store = MessageStore.open(databasePath, { mustExist: true });
  const storedMarkers = new Set<string>();
  let storedRows = 0;
  for (const message of store.list()) {
    storedRows++;
    const marker = /bench-[a-z0-9]+-\d+$/.exec(message.message)?.[0];
    if (marker) storedMarkers.add(marker);
  }
  store.close();
  return { storedMarkers, storedRows };
}

/** Writes the table of results to stdout; returns how many submissions were acknowledged, and lost. */
function report(
  options: Options,
  markers: readonly string[],
  result: LoadResult,
  inbox: { storedMarkers: Set<string>; storedRows: number },
  checks: { integrity: string; reader?: ReaderResult },
): { acknowledged: number; lost: number } {
  const { outcomes, elapsed } = result;
  const { storedMarkers, storedRows } = inbox;
  const acknowledged = markers.filter((_, index) => outcomes[index]?.kind === "ok");
  const lost = acknowledged.filter((marker) => !storedMarkers.has(marker));
  const network = outcomes.filter((outcome) => outcome?.kind === "network").length;
  const httpErrors = new Map<number, number>();
  for (const outcome of outcomes) {
    if (outcome?.kind === "http") httpErrors.set(outcome.status, (httpErrors.get(outcome.status) ?? 0) + 1);
  }
  const unacknowledgedStored = [...storedMarkers].filter(
    (marker) => outcomes[Number(marker.slice(marker.lastIndexOf("-") + 1))]?.kind !== "ok",
  ).length;

  const rows: [string, string | number][] = [
    ["sent", options.requests],
    ["acknowledged", acknowledged.length],
    ["stored", storedMarkers.size],
    ["lost", lost.length],
    ["", ""],
    ["concurrency", options.concurrency],
    ["acknowledged before the kill", result.acknowledgedBeforeKill],
    ["acknowledged after the restart", acknowledged.length - result.acknowledgedBeforeKill],
    ["in flight at the kill", result.inFlightAtKill],
    ["failed: connection", network],
    ["failed: HTTP status", [...httpErrors].map(([status, count]) => `${status} × ${count}`).join(", ") || 0],
    ["stored without an answer", unacknowledgedStored],
    ["rows in the inbox", storedRows],
    ["integrity check", checks.integrity],
    ...(checks.reader
      ? ([
          ["reads by sqlite3", checks.reader.reads],
          ["reads locked out", checks.reader.busy],
          [
            "reads failed",
            checks.reader.failed + (checks.reader.firstError ? ` (${checks.reader.firstError})` : ""),
          ],
        ] as [string, string | number][])
      : []),
    ["restart", `${Math.round(result.restartMs)} ms`],
    [
      "duration",
      `${(elapsed / 1000).toFixed(1)} s (${Math.round((options.requests / elapsed) * 1000)} requests/s)`,
    ],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  process.stdout.write(
    `${rows.map(([label, value]) => (label ? `${label.padEnd(width)}  ${value}` : "")).join("\n")}\n`,
  );
  if (lost.length > 0)
    process.stdout.write(`lost: ${lost.slice(0, 20).join(", ")}${lost.length > 20 ? ", …" : ""}\n`);
  return { acknowledged: acknowledged.length, lost: lost.length };
}

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2));
  const dir = await mkdtemp(path.join(tmpdir(), "bench-relay-"));
  const client = await writeMinimalBuild(dir);
  const databasePath = stateFiles(dir).inbox;
  const port = await freePort();

  const url = `http://127.0.0.1:${port}${RELAY_PATH}`;
  const runId = `bench-${Date.now().toString(36)}`;
  const markers = Array.from({ length: options.requests }, (_, index) => `${runId}-${index}`);

  if (options.reader) {
    execFileSync(process.execPath, [new URL("./ensure-sqlite3.mjs", import.meta.url).pathname], {
      stdio: "inherit",
    });
  }
  log(`bench:relay: inbox ${databasePath}, port ${port}${options.reader ? ", with a sqlite3 reader" : ""}`);
  const reader = options.reader ? startReader(databasePath) : undefined;
  const result = await sendUnderKill(url, markers, options, () =>
    startBenchServer(port, client, dir, { RELAY_RATE_LIMIT: "0" }),
  );
  const readerResult = await reader?.stop();
  const integrity = integrityCheck(databasePath);
  const { acknowledged, lost } = report(options, markers, result, readInbox(databasePath), {
    integrity,
    ...(readerResult && { reader: readerResult }),
  });

  if (options.keep) log(`bench:relay: inbox kept at ${databasePath}`);
  else await rm(dir, { recursive: true, force: true });
  const readerFailed = readerResult !== undefined && readerResult.failed > 0;
  return lost === 0 && acknowledged > 0 && integrity === "ok" && !readerFailed ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    log(`bench:relay: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  },
);
