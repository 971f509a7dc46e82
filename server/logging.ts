/**
 * The server's log: Fastify's (pino), one JSON object per line on stdout
 * (journald under systemd). One line per request, written when the answer is
 * out: request id, method, path without its query string, status and time
 * taken. Nothing personal: no query string, no client address, no header, no
 * body; the relay's own lines (a message's number and its subject from the
 * form's list, never its content, e-mail or phone) go to the same log.
 *
 *   {"level":30,"time":1767225600000,"reqId":"7f0c…","method":"POST",
 *    "path":"/api/v1.0/email/send-form","status":200,"ms":4.2,"msg":"request"}
 */

import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import proxyAddr from "@fastify/proxy-addr";
import {
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from "fastify";
import pino from "pino";
import type { LogLevel } from "../config/server-env.ts";
import type { RelayLogger } from "./relay/delivery.ts";

export interface LoggingOptions {
  /** Default "info". */
  level?: LogLevel;
  /** Where the lines go (default stdout); tests pass one to read them. */
  stream?: { write(line: string): void };
}

/**
 * Standard output, written in batches: at least LOG_BATCH_BYTES, or every
 * LOG_FLUSH_MS, and everything when the process exits (pino flushes
 * synchronously on exit). One write per line cost the server about 60 % of its
 * requests per second under load (decision 024); a line now reaches journald
 * within a second. A SIGKILL loses at most that second of request lines.
 */
const LOG_BATCH_BYTES = 4096;
const LOG_FLUSH_MS = 1000;

function bufferedStdout() {
  return pino.destination({ dest: 1, sync: false, minLength: LOG_BATCH_BYTES, periodicFlush: LOG_FLUSH_MS });
}

/** Longest path logged; the rest is cut (a refused target may be 2 KiB of junk). */
const MAX_LOGGED_PATH = 256;

/** A request id a reverse proxy may hand over in X-Request-Id: short, and nothing a log reader could trip on. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * One line per request, written once it is answered (aborted ones included),
 * instead of Fastify's two ("incoming request" with the full URL and the
 * client's address, "request completed").
 */
class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const url = request.originalUrl;
    const query = url.indexOf("?");
    const path = query === -1 ? url : url.slice(0, query);
    const line = {
      method: request.method,
      path: path.length > MAX_LOGGED_PATH ? `${path.slice(0, MAX_LOGGED_PATH)}…` : path,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, "request failed");
    else reply.log.info(line, "request");
  }
}

/**
 * The Fastify options for `logger` (false, true, or a level and a stream):
 * the request lines of RequestLog, and request ids unique across restarts.
 * Behind a trusted proxy, its X-Request-Id is kept when it is safe, so that
 * both logs tell the same id.
 */
export function loggingOptions(
  logger: boolean | LoggingOptions | undefined,
  trustProxy: boolean | string[],
): Pick<FastifyServerOptions, "logger" | "logController" | "genReqId"> {
  const settings = logger === true ? {} : logger || undefined;
  // Whether the peer is a trusted proxy: any peer (true), none (false), or one of the listed addresses.
  const trusted = typeof trustProxy === "boolean" ? () => trustProxy : proxyAddr.compile(trustProxy);
  return {
    logger: settings && {
      level: settings.level ?? "info",
      // No pid nor hostname on every line: journald records both.
      base: null,
      stream: settings.stream ?? bufferedStdout(),
    },
    logController: settings && new RequestLog(),
    genReqId(request: IncomingMessage): string {
      const peer = request.socket.remoteAddress ?? "";
      const given = trusted(peer, 0) ? request.headers["x-request-id"] : undefined;
      return typeof given === "string" && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
    },
  };
}

/** The relay's lines (server/relay/delivery.ts) written to the server's log. */
export function relayLogger(log: FastifyBaseLogger): RelayLogger {
  return {
    info: (message) => log.info(message),
    error: (message) => log.error(message),
  };
}
