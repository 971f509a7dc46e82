import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { writeCspHashes } from "../scripts/pipeline/csp-hashes.ts";
import { buildServer } from "./app.ts";
import { RELAY_PATH } from "./relay/plugin.ts";
import { multipartBody, submission } from "./relay/testing.ts";

let dir: string;
let root: string;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "logging-"));
  root = path.join(dir, "client");
  await mkdir(root, { recursive: true });
  await writeFile(path.join(root, "index.html"), "<!doctype html><title>Accueil</title>");
  await writeCspHashes(root);
});

afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A server whose log lines are kept, parsed. */
async function start(trustProxy: boolean | string[] = false) {
  const lines: string[] = [];
  const app = await buildServer({
    root,
    trustProxy,
    logger: { stream: { write: (line) => void lines.push(line) } },
    relay: { databasePath: path.join(dir, `inbox-${apps.length}.sqlite`), rateLimit: 0 },
  });
  apps.push(app);
  await app.ready();
  const records = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  return { app, lines, records };
}

// Distinctive values, searched for in the whole log.
const EMAIL = "zephyrine.quasimodo+journal@exemple-unique.fr";
const PHONE = "+33 6 98 76 54 32";
const TEXT = "Texte très reconnaissable du message 8c1f";

describe("the request log", () => {
  it("writes one JSON line per request: id, method, path without query, status, time", async () => {
    const { app, records } = await start();
    await app.inject({ method: "GET", url: `/?email=${encodeURIComponent(EMAIL)}` });
    await app.inject({ method: "GET", url: "/nulle-part" });
    const requests = records().filter((record) => record.msg === "request");
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatchObject({ level: 30, method: "GET", path: "/", status: 200 });
    expect(requests[1]).toMatchObject({ method: "GET", path: "/nulle-part", status: 404 });
    for (const record of requests) {
      expect(record.reqId).toMatch(/^[0-9a-f-]{36}$/);
      expect(typeof record.ms).toBe("number");
      expect(typeof record.time).toBe("number");
      // Nothing else about the request: no client address, no headers.
      expect(Object.keys(record).sort()).toEqual(
        ["level", "method", "ms", "msg", "path", "reqId", "status", "time"].sort(),
      );
    }
    expect(requests[0]?.reqId).not.toBe(requests[1]?.reqId);
    expect(JSON.stringify(records())).not.toContain("exemple-unique");
  });

  it("never logs a message's content, e-mail or phone", async () => {
    const { app, lines, records } = await start();
    const body = await multipartBody(submission({ email: EMAIL, phone: PHONE, Message: TEXT }));
    const response = await app.inject({
      method: "POST",
      url: RELAY_PATH,
      payload: body.payload,
      headers: body.headers,
    });
    expect(response.statusCode).toBe(200);
    // A refused one too (the error path).
    const refused = await multipartBody(
      submission({ email: `pas-une-adresse ${EMAIL}`, phone: PHONE, Message: TEXT }),
    );
    await app.inject({ method: "POST", url: RELAY_PATH, payload: refused.payload, headers: refused.headers });

    const log = lines.join("");
    expect(
      records()
        .filter((record) => record.msg === "request")
        .map((record) => record.status),
    ).toEqual([200, 400]);
    // The relay's own line goes to the same log, as JSON.
    expect(records().some((record) => /^relay: message \d+ stored/.test(String(record.msg)))).toBe(true);
    for (const value of [EMAIL, "zephyrine", PHONE, "98 76 54 32", TEXT, "8c1f"]) {
      expect(log).not.toContain(value);
    }
  });

  it("keeps a safe X-Request-Id from a trusted proxy only", async () => {
    const trusted = await start(true);
    await trusted.app.inject({ method: "GET", url: "/", headers: { "x-request-id": "caddy-4f2a.9" } });
    await trusted.app.inject({ method: "GET", url: "/", headers: { "x-request-id": `x"\n{"level":60}` } });
    const [kept, replaced] = trusted.records().filter((record) => record.msg === "request");
    expect(kept?.reqId).toBe("caddy-4f2a.9");
    expect(replaced?.reqId).toMatch(/^[0-9a-f-]{36}$/);

    const direct = await start(false);
    await direct.app.inject({ method: "GET", url: "/", headers: { "x-request-id": "caddy-4f2a.9" } });
    expect(direct.records().find((record) => record.msg === "request")?.reqId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("trusts X-Request-Id only from the listed proxies' addresses", async () => {
    // inject() connects from 127.0.0.1.
    const listed = await start(["loopback"]);
    await listed.app.inject({ method: "GET", url: "/", headers: { "x-request-id": "caddy-4f2a.9" } });
    expect(listed.records().find((record) => record.msg === "request")?.reqId).toBe("caddy-4f2a.9");

    const other = await start(["10.0.0.1"]);
    await other.app.inject({ method: "GET", url: "/", headers: { "x-request-id": "caddy-4f2a.9" } });
    expect(other.records().find((record) => record.msg === "request")?.reqId).toMatch(/^[0-9a-f-]{36}$/);
  });
});
