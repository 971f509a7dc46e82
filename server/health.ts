/**
 * GET (and HEAD) /healthz: whether this server can take a contact message now.
 *
 *   200 {"status":"ok","build":"<id>","database":"writable","delivery":"ok","failedDeliveries":0,"retryingDeliveries":0}
 *   503 {"status":"unavailable","build":"<id>","database":"not writable",…}
 *   200 {"status":"ok","build":"<id>","database":"none","delivery":"ok","failedDeliveries":0,"retryingDeliveries":0}   (no relay)
 *
 * "delivery" is "failing" from an e-mail's first failed attempt: while
 * e-mails failed for good ("failedDeliveries") or are being tried again after
 * a failure ("retryingDeliveries"; contact messages and booking e-mails,
 * server/admin/deliveries.ts), so that a monitor can alert at once; it does not change the status code, which says
 * whether a message can be stored. When the count itself cannot be read,
 * both fields are left out.
 *
 * "Writable" is proven by a real write: the inbox's health row rewritten and
 * committed (MessageStore.checkWritable), on the process's one connection to
 * the inbox (server/inbox.ts), waiting at most CHECK_BUSY_TIMEOUT_MS for
 * another process's write lock.
 *
 *   503 {"status":"degraded","build":"<id>","database":"replaced",…}
 *
 * "degraded" says that the file the server has open is no longer the one on
 * disk ("replaced": moved, deleted or restored by a copy) or that its WAL was
 * taken from under it ("wal missing"): what the server stores from then on
 * may never reach the file (server/sqlite.ts, sqliteFileState). The server
 * must be restarted; the back office shows it in its banner. A result is reused for `maxAgeMs`, so that probes
 * hammering /healthz cost at most one synced write per second. The reason of
 * a failure goes to the log, not to the body: nothing in it is personal or
 * internal. The build id comes from build/build-info.json (config/build-info.ts).
 */
import type { FastifyInstance } from "fastify";
import { readBuildId } from "../config/build-info.ts";
import { countFailedDeliveries, countRetryingDeliveries } from "./admin/deliveries.ts";
import { openInboxDatabase } from "./inbox.ts";
import { describeError } from "./relay/delivery.ts";
import { MessageStore } from "./relay/store.ts";
import { closeSqlite, sqliteFileState } from "./sqlite.ts";

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

type Database = "writable" | "not writable" | "replaced" | "wal missing" | "none";

interface Check {
  database: Database;
  /** Why the inbox cannot be written, for the log. */
  reason?: string;
  /** E-mails that failed for good; undefined when they could not be counted. */
  failedDeliveries?: number;
  /** E-mails being tried again after a failed attempt; undefined when they could not be counted. */
  retryingDeliveries?: number;
  /** Why they could not be counted, for the log. */
  countReason?: string;
}

/** "ok" when a message can be stored, "degraded" when it can but may not reach the file, else "unavailable". */
function healthStatus(database: Database): "ok" | "degraded" | "unavailable" {
  if (database === "writable" || database === "none") return "ok";
  return database === "not writable" ? "unavailable" : "degraded";
}

/** The /healthz route; register with `app.register(healthPlugin, options)` after the relay (which creates the inbox). */
export async function healthPlugin(app: FastifyInstance, options: HealthOptions): Promise<void> {
  const build = options.buildId ?? readBuildId(options.buildDir);
  const maxAgeMs = options.maxAgeMs ?? DEFAULT_MAX_AGE_MS;
  const now = options.now ?? (() => new Date());
  const inbox =
    options.databasePath === undefined
      ? undefined
      : openInboxDatabase(options.databasePath, { mustExist: true });
  const store = inbox && MessageStore.on(inbox.db);
  app.addHook("onClose", async () => {
    if (inbox) closeSqlite(inbox.db);
  });

  let last: (Check & { at: number }) | undefined;

  function check(): Check {
    if (!inbox || !store) return { database: "none", failedDeliveries: 0, retryingDeliveries: 0 };
    const at = Date.now();
    if (last && at - last.at < maxAgeMs) return last;
    last = { at, database: "writable" };
    const file = sqliteFileState(inbox.db);
    const busyTimeout = inbox.db.pragma("busy_timeout", { simple: true });
    try {
      inbox.db.pragma(`busy_timeout = ${CHECK_BUSY_TIMEOUT_MS}`);
      store.checkWritable(now());
      if (file !== "ok") last = { at, database: file, reason: `the inbox's file on disk: ${file}` };
    } catch (error) {
      last = { at, database: "not writable", reason: describeError(error) };
    } finally {
      inbox.db.pragma(`busy_timeout = ${Number(busyTimeout)}`);
    }
    // A read: it works while another connection holds the write lock.
    try {
      const moment = now();
      last.failedDeliveries = countFailedDeliveries(inbox.db, moment).total;
      last.retryingDeliveries = countRetryingDeliveries(inbox.db, moment).total;
    } catch (error) {
      last.countReason = describeError(error);
    }
    return last;
  }

  app.get(HEALTH_PATH, async (request, reply) => {
    const { database, reason, failedDeliveries, retryingDeliveries, countReason } = check();
    const ok = database === "writable" || database === "none";
    if (!ok) request.log.warn({ reason }, "health: the inbox cannot be written safely");
    if (countReason) request.log.warn({ reason: countReason }, "health: failed deliveries cannot be counted");
    const delivery =
      failedDeliveries === undefined || retryingDeliveries === undefined
        ? {}
        : {
            delivery: failedDeliveries + retryingDeliveries > 0 ? "failing" : "ok",
            failedDeliveries,
            retryingDeliveries,
          };
    return reply
      .code(ok ? 200 : 503)
      .header("cache-control", "no-store")
      .type("application/json; charset=utf-8")
      .send(JSON.stringify({ status: healthStatus(database), build, database, ...delivery }));
  });
}
