/**
 * A server run as a child process for the benchmarks and the tests: started
 * on a free port (or a given one), ready once GET / answers 200, stopped with
 * a signal. Its output is kept (the last lines) and shown when it fails to
 * start. Every server still running when this process exits is killed.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import { freePort } from "../free-port.ts";

const repoRoot = fileURLToPath(new URL("../..", import.meta.url));

/** The production server, the default command. */
export const SITE_SERVER = ["server/index.ts"];

export interface StartOptions {
  /** The script to run and its arguments, relative to `cwd`; run by this Node (TypeScript by its type stripping). Default: the site's server. */
  args?: readonly string[];
  /** Variables added to this process's environment; `undefined` removes one. PORT and HOST are set here. */
  env?: Readonly<Record<string, string | undefined>>;
  /** Default: a free port on 127.0.0.1. */
  port?: number;
  /** Default: the repository root. */
  cwd?: string;
  /** How long to wait for GET / to answer 200. Default 30 s. */
  readyTimeoutMs?: number;
}

export interface ServerProcess {
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  child: ChildProcess;
  /** The last 8,000 characters the process wrote, stdout and stderr together. */
  output(): string;
  /** Whether `stop` was called: an exit after it is no crash. */
  readonly stopping: boolean;
  /** Resolves when the process exits, with how: "exit code 0", "SIGKILL"… */
  exited: Promise<string>;
  /** Sends `signal` (default SIGTERM), then SIGKILL after `timeoutMs` (default 10 s); resolves once it exited. */
  stop(signal?: NodeJS.Signals, timeoutMs?: number): Promise<void>;
}

const running = new Set<ChildProcess>();
process.once("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});

function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The status GET `url` answers, or why nothing answered. */
export async function probe(url: string): Promise<number | string> {
  try {
    const response = await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(2_000) });
    await response.body?.cancel();
    return response.status;
  } catch (error) {
    return error instanceof Error
      ? ((error.cause as Error | undefined)?.message ?? error.message)
      : String(error);
  }
}

/** A child process followed to its end: its last output, how it ended, and a stop that escalates. */
export interface WatchedChild {
  /** Resolves when the process exits, with how: "exit code 0", "SIGKILL"… */
  exited: Promise<string>;
  /** The last 8,000 characters the process wrote, stdout and stderr together. */
  output(): string;
  /** Sends `signal` (default SIGTERM), then SIGKILL after `timeoutMs` (default 10 s); resolves once it exited. */
  stop(signal?: NodeJS.Signals, timeoutMs?: number): Promise<void>;
}

/** Follows a child spawned with piped output; it is killed if this process exits first. */
export function watchChild(child: ChildProcess): WatchedChild {
  running.add(child);
  // "close" comes after "exit", once the output is read to its end.
  const exited = once(child, "close").then(([code, signal]) => {
    running.delete(child);
    return signal ? String(signal) : `exit code ${code}`;
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  return {
    exited,
    output: () => output,
    async stop(signal = "SIGTERM", timeoutMs = 10_000) {
      if (hasExited(child)) return;
      child.kill(signal);
      const stopped = await Promise.race([exited.then(() => true), sleep(timeoutMs).then(() => false)]);
      if (!stopped && !hasExited(child)) {
        child.kill("SIGKILL");
        await exited;
      }
    },
  };
}

/** Starts the server and resolves once GET / answers 200; rejects, with its output, if it exits or times out first. */
export async function startServer(options: StartOptions = {}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  if (options.port !== undefined) {
    const before = await probe(`${url}/`);
    if (typeof before === "number") {
      throw new Error(`something already answers on ${url} (HTTP ${before}); stop it or pick another port`);
    }
  }
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: "127.0.0.1" };
  for (const [name, value] of Object.entries(options.env ?? {})) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  const args = options.args ?? SITE_SERVER;
  const child = spawn(process.execPath, [...args], {
    cwd: options.cwd ?? repoRoot,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const watched = watchChild(child);
  const { exited } = watched;

  let stopping = false;
  const server: ServerProcess = {
    url,
    port,
    child,
    output: watched.output,
    get stopping() {
      return stopping;
    },
    exited,
    async stop(signal = "SIGTERM", timeoutMs = 10_000) {
      stopping = true;
      await watched.stop(signal, timeoutMs);
    },
  };

  const failure = (message: string) =>
    new Error(
      `${message}${watched.output().trim() ? `\n--- server output (last lines) ---\n${watched.output().trimEnd()}` : ""}`,
    );
  const deadline = Date.now() + (options.readyTimeoutMs ?? 30_000);
  let last: number | string = "no answer";
  while (Date.now() < deadline) {
    if (hasExited(child)) {
      throw failure(`${args.join(" ")} exited before answering (${await exited})`);
    }
    last = await probe(`${url}/`);
    if (last === 200) return server;
    await sleep(25);
  }
  await server.stop("SIGKILL");
  throw failure(
    `${args.join(" ")} did not answer 200 to GET ${url}/ in time (last: ${typeof last === "number" ? `HTTP ${last}` : last})`,
  );
}
