/**
 * GET (and HEAD) /healthz: whether this server can take a contact message now.
 *
 *   200 {"status":"ok","build":"<id>","database":"writable"}
 *   503 {"status":"unavailable","build":"<id>","database":"not writable"}
 *   200 {"status":"ok","build":"<id>","database":"none"}   (no relay: the site alone)
 *
 * "Writable" is proven by a real write: the inbox's health row rewritten and
 * committed (MessageStore.checkWritable), on a connection of its own to the
 * relay's database file. A result is reused for `maxAgeMs`, so that probes
 * hammering /healthz cost at most one synced write per second. The reason of
 * a failure goes to the log, not to the body: nothing in it is personal or
 * internal. The build id comes from build/build-info.json (config/build-info.ts).
 */
import type { FastifyInstance } from "fastify";
import { readBuildId } from "../config/build-info.ts";
import { describeError } from "./relay/delivery.ts";
import { MessageStore } from "./relay/store.ts";

export const HEALTH_PATH = "/healthz";

/** How long a check's result is reused, in milliseconds. */
const DEFAULT_MAX_AGE_MS = 1000;

/** How long a check waits for another connection's write lock before calling the inbox unwritable. */
const CHECK_BUSY_TIMEOUT_MS = 500;

export interface HealthOptions {
  /** The build's id; default: the one in <buildDir>/build-info.json. */
  buildId?: string;
  /** The folder holding client/ and build-info.json (build/). */
  buildDir: string;
  /** The relay's inbox; without it there is no database to check ("database":"none"). */
  databasePath?: string;
  /** How long a check's result is reused, in milliseconds. Default 1000; 0 checks on every request. */
  maxAgeMs?: number;
  /** The clock of the checks. */
  now?: () => Date;
}

type Database = "writable" | "not writable" | "none";

/** The /healthz route; register with `app.register(healthPlugin, options)` after the relay (which creates the inbox). */
export async function healthPlugin(app: FastifyInstance, options: HealthOptions): Promise<void> {
  const build = options.buildId ?? readBuildId(options.buildDir);
  const maxAgeMs = options.maxAgeMs ?? DEFAULT_MAX_AGE_MS;
  const now = options.now ?? (() => new Date());
  const store =
    options.databasePath === undefined
      ? undefined
      : MessageStore.open(options.databasePath, { mustExist: true, busyTimeoutMs: CHECK_BUSY_TIMEOUT_MS });
  app.addHook("onClose", async () => store?.close());

  let last: { at: number; database: Database; reason?: string } | undefined;

  function check(): { database: Database; reason?: string } {
    if (!store) return { database: "none" };
    const at = Date.now();
    if (last && at - last.at < maxAgeMs) return last;
    try {
      store.checkWritable(now());
      last = { at, database: "writable" };
    } catch (error) {
      last = { at, database: "not writable", reason: describeError(error) };
    }
    return last;
  }

  app.get(HEALTH_PATH, async (request, reply) => {
    const { database, reason } = check();
    const ok = database !== "not writable";
    if (!ok) request.log.warn({ reason }, "health: the inbox cannot be written");
    return reply
      .code(ok ? 200 : 503)
      .header("cache-control", "no-store")
      .type("application/json; charset=utf-8")
      .send(JSON.stringify({ status: ok ? "ok" : "unavailable", build, database }));
  });
}
