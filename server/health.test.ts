import { mkdir, mkdtemp, rename, rm, unlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { writeCspHashes } from "../scripts/pipeline/csp-hashes.ts";
import { buildServer, type ServerOptions } from "./app.ts";
import { HEALTH_PATH } from "./health.ts";
import { RELAY_PATH } from "./relay/plugin.ts";
import {
  closedPort,
  memoryLogger,
  multipartBody,
  postSubmission,
  readInboxFile,
  startSmtpServer,
  submission,
  VALID_CONTACT,
} from "./relay/testing.ts";

const BUILD_ID = "0123456789ab";

let dir: string;
let root: string;
let count = 0;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "health-"));
  root = path.join(dir, "build", "client");
  await mkdir(root, { recursive: true });
  await writeFile(path.join(root, "index.html"), "<!doctype html><title>Accueil</title>");
  await writeCspHashes(root);
  await writeFile(
    path.join(dir, "build", "build-info.json"),
    JSON.stringify({ id: BUILD_ID, builtAt: "2026-05-01T08:00:00.000Z" }),
  );
});

afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function start(options: Partial<ServerOptions> = {}): Promise<FastifyInstance> {
  const app = await buildServer({ root, ...options });
  apps.push(app);
  await app.ready();
  return app;
}

function newDatabasePath(): string {
  count += 1;
  return path.join(dir, `inbox-${count}`, "inbox.sqlite");
}

describe("GET /healthz", () => {
  it("answers 200 with the build id when the inbox is writable, never cached", async () => {
    const databasePath = newDatabasePath();
    const app = await start({ relay: { databasePath, rateLimit: 0, log: memoryLogger() } });
    const response = await app.inject({ method: "GET", url: HEALTH_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(response.json()).toEqual({
      status: "ok",
      build: BUILD_ID,
      database: "writable",
      delivery: "ok",
      failedDeliveries: 0,
      retryingDeliveries: 0,
    });
    // The check is a committed write, seen by another connection.
    const other = new Database(databasePath, { readonly: true });
    expect(other.prepare("SELECT count(*) AS rows FROM health").get()).toEqual({ rows: 1 });
    other.close();

    const head = await app.inject({ method: "HEAD", url: HEALTH_PATH });
    expect(head.statusCode).toBe(200);
    expect(head.headers["cache-control"]).toBe("no-store");
    expect(head.body).toBe("");
    expect((await app.inject({ method: "POST", url: HEALTH_PATH })).statusCode).toBe(405);
  });

  it("answers 503 while the inbox cannot be written, and 200 again once it can", async () => {
    const databasePath = newDatabasePath();
    const app = await start({
      relay: { databasePath, rateLimit: 0, log: memoryLogger() },
      health: { maxAgeMs: 0 },
    });
    expect((await app.inject({ method: "GET", url: HEALTH_PATH })).statusCode).toBe(200);

    // Another process takes the write lock and keeps it (a stuck writer):
    // reads still work in WAL mode, only a write shows that no message can be stored.
    const other = new Database(databasePath);
    other.exec("BEGIN IMMEDIATE");
    try {
      const response = await app.inject({ method: "GET", url: HEALTH_PATH });
      expect(response.statusCode).toBe(503);
      expect(response.headers["cache-control"]).toBe("no-store");
      // The failures are still counted: a read works while another connection writes.
      expect(response.json()).toEqual({
        status: "unavailable",
        build: BUILD_ID,
        database: "not writable",
        delivery: "ok",
        failedDeliveries: 0,
        retryingDeliveries: 0,
      });
      // And indeed the relay cannot store a message now.
    } finally {
      other.exec("ROLLBACK");
      other.close();
    }
    expect((await app.inject({ method: "GET", url: HEALTH_PATH })).json()).toMatchObject({ status: "ok" });
  });

  it("says degraded (503) once the inbox's file on disk is no longer the one open, or its WAL is gone", async () => {
    for (const [tamper, database] of [
      [(file: string) => unlink(`${file}-wal`), "wal missing"],
      [(file: string) => rename(file, `${file}.moved`), "replaced"],
    ] as const) {
      const databasePath = newDatabasePath();
      const app = await start({
        relay: { databasePath, rateLimit: 0, log: memoryLogger() },
        health: { maxAgeMs: 0 },
      });
      expect((await app.inject({ method: "GET", url: HEALTH_PATH })).json()).toMatchObject({ status: "ok" });
      await tamper(databasePath);
      const response = await app.inject({ method: "GET", url: HEALTH_PATH });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: "degraded", build: BUILD_ID, database });
    }
  });

  it("answers 503 when the inbox's table for the check is gone", async () => {
    const databasePath = newDatabasePath();
    const app = await start({
      relay: { databasePath, rateLimit: 0, log: memoryLogger() },
      health: { maxAgeMs: 0 },
    });
    const other = new Database(databasePath);
    other.exec("DROP TABLE health");
    other.close();
    expect((await app.inject({ method: "GET", url: HEALTH_PATH })).statusCode).toBe(503);
  });

  it("reuses a result for a second, so that probes cannot turn into a flood of writes", async () => {
    const databasePath = newDatabasePath();
    const app = await start({ relay: { databasePath, rateLimit: 0, log: memoryLogger() } });
    expect((await app.inject({ method: "GET", url: HEALTH_PATH })).statusCode).toBe(200);
    const other = new Database(databasePath);
    other.exec("BEGIN IMMEDIATE");
    try {
      expect((await app.inject({ method: "GET", url: HEALTH_PATH })).statusCode).toBe(200);
    } finally {
      other.exec("ROLLBACK");
      other.close();
    }
  });

  it("carries no personal data, even after a message", async () => {
    const app = await start({
      relay: { databasePath: newDatabasePath(), rateLimit: 0, log: memoryLogger() },
    });
    const body = await multipartBody(submission());
    const sent = await app.inject({
      method: "POST",
      url: RELAY_PATH,
      payload: body.payload,
      headers: body.headers,
    });
    expect(sent.statusCode).toBe(200);
    const response = await app.inject({ method: "GET", url: HEALTH_PATH });
    expect(Object.keys(response.json())).toEqual([
      "status",
      "build",
      "database",
      "delivery",
      "failedDeliveries",
      "retryingDeliveries",
    ]);
    for (const value of [VALID_CONTACT.email, VALID_CONTACT.phone, VALID_CONTACT.lastName, "Bonjour"]) {
      expect(response.body).not.toContain(value);
    }
  });

  it("reports failed deliveries (messages and booking e-mails) without changing the status code", async () => {
    const databasePath = newDatabasePath();
    const app = await start({
      relay: {
        databasePath,
        rateLimit: 0,
        log: memoryLogger(),
        // An SMTP server that is down, and no second attempt: the message fails at once.
        smtp: {
          url: `smtp://127.0.0.1:${await closedPort()}`,
          to: "cabinet@exemple.fr",
          from: "site@exemple.fr",
        },
        retryDelaysMs: [],
      },
      health: { maxAgeMs: 0 },
    });
    expect((await app.inject({ method: "GET", url: HEALTH_PATH })).json()).toMatchObject({
      delivery: "ok",
      failedDeliveries: 0,
      retryingDeliveries: 0,
    });
    expect((await postSubmission(app)).statusCode).toBe(200);
    await expect.poll(() => readInboxFile(databasePath)[0]?.status, { timeout: 5_000 }).toBe("failed");

    let response = await app.inject({ method: "GET", url: HEALTH_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: "ok", delivery: "failing", failedDeliveries: 1 });

    const other = new Database(databasePath);
    other.exec(
      `INSERT INTO bookings (id, uid, created_at, updated_at, status, start_at, end_at, format, interest,
         last_name, first_name, email, phone, message)
       VALUES (1, 'b1', '2026-05-01T08:00:00Z', '2026-05-01T08:00:00Z', 'active', '2999-05-04T08:00:00Z',
         '2999-05-04T08:30:00Z', 'visio', '', 'N', 'H', 'h@exemple.fr', '', '');
       INSERT INTO booking_mails (booking_id, kind, recipient, created_at, status, attempts)
       VALUES (1, 'confirmed', 'visitor', '2026-05-01T08:00:00Z', 'failed', 6),
              (1, 'confirmed', 'firm', '2026-05-01T08:00:00Z', 'sent', 1);`,
    );
    response = await app.inject({ method: "GET", url: HEALTH_PATH });
    expect(response.json()).toMatchObject({ delivery: "failing", failedDeliveries: 2 });

    // Once dealt with (sent again, deleted), the check is back to ok.
    other.exec("UPDATE booking_mails SET status = 'sent'; DELETE FROM messages;");
    other.close();
    response = await app.inject({ method: "GET", url: HEALTH_PATH });
    expect(response.json()).toMatchObject({ delivery: "ok", failedDeliveries: 0 });
  });

  it("says « failing » from the first failed attempt, while the retries go on, and « ok » once sent", async () => {
    const databasePath = newDatabasePath();
    const port = await closedPort();
    const app = await start({
      relay: {
        databasePath,
        rateLimit: 0,
        log: memoryLogger(),
        // Down at first; the second attempt comes 300 ms later, on a server that answers by then.
        smtp: { url: `smtp://127.0.0.1:${port}`, to: "cabinet@exemple.fr", from: "site@exemple.fr" },
        retryDelaysMs: [300],
        pollIntervalMs: 50,
      },
      health: { maxAgeMs: 0 },
    });
    expect((await postSubmission(app)).statusCode).toBe(200);
    await expect.poll(() => readInboxFile(databasePath)[0]?.attempts, { timeout: 5_000 }).toBe(1);
    expect(readInboxFile(databasePath)[0]?.status).toBe("pending");
    const response = await app.inject({ method: "GET", url: HEALTH_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: "ok",
      delivery: "failing",
      failedDeliveries: 0,
      retryingDeliveries: 1,
    });
    // The mail server comes back on the port the relay tries.
    const mailbox = await startSmtpServer(port);
    await expect.poll(() => readInboxFile(databasePath)[0]?.status, { timeout: 5_000 }).toBe("sent");
    expect((await app.inject({ method: "GET", url: HEALTH_PATH })).json()).toMatchObject({
      delivery: "ok",
      failedDeliveries: 0,
      retryingDeliveries: 0,
    });
    await mailbox.close();
  });

  it("says there is no database when the server runs without the relay", async () => {
    const app = await start();
    const response = await app.inject({ method: "GET", url: HEALTH_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: "ok",
      build: BUILD_ID,
      database: "none",
      delivery: "ok",
      failedDeliveries: 0,
      retryingDeliveries: 0,
    });
  });

  it("says the build is unknown when the build has no build-info.json", async () => {
    const bare = path.join(dir, "bare", "client");
    await mkdir(bare, { recursive: true });
    await writeFile(path.join(bare, "index.html"), "<!doctype html><title>Accueil</title>");
    await writeCspHashes(bare);
    const app = await start({ root: bare });
    expect((await app.inject({ method: "GET", url: HEALTH_PATH })).json()).toMatchObject({
      build: "unknown",
    });
  });
});
