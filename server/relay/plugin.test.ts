import { existsSync } from "node:fs";
import { request as httpRequest } from "node:http";
import path from "node:path";
import Database from "better-sqlite3";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { site } from "../../content/site.ts";
import { FIELD_MAX_LENGTH } from "../../shared/contact-validation.ts";
import { buildServer } from "../app.ts";
import { RELAY_LIMITS } from "./form.ts";
import { RELAY_PATH, RelayHandle, type RelayOptions } from "./plugin.ts";
import { MessageStore } from "./store.ts";
import {
  builtSiteFixture,
  closedPort,
  HELENE,
  memoryLogger,
  multipartBody,
  parseMail,
  postSubmission,
  readInboxFile,
  startSmtpServer,
  submission,
  type TestSmtpServer,
  VALID_CONTACT,
} from "./testing.ts";

const built = builtSiteFixture("relay-test-");
let dbCount = 0;

function newDatabasePath(): string {
  dbCount += 1;
  return path.join(built.dir, `inbox-${dbCount}`, "inbox.sqlite");
}

interface Relay {
  app: FastifyInstance;
  databasePath: string;
  log: ReturnType<typeof memoryLogger>;
}

async function startRelay(
  options: Partial<RelayOptions> = {},
  server: { trustProxy?: boolean } = {},
): Promise<Relay> {
  const log = memoryLogger();
  const databasePath = options.databasePath ?? newDatabasePath();
  const app = await buildServer({
    root: built.root,
    trustProxy: server.trustProxy ?? false,
    relay: { rateLimit: 0, log, ...options, databasePath },
  });
  built.track(app);
  await app.ready();
  return { app, databasePath, log };
}

const readInbox = readInboxFile;
const post = postSubmission;

describe("a valid submission", () => {
  it("is stored, committed before the answer, then answered 200 OK in plain text", async () => {
    const { app, databasePath, log } = await startRelay();
    const response = await post(app);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe("OK");
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers.vary).toBe("Origin");

    // Visible to another connection the moment the answer is out.
    const rows = readInbox(databasePath);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: "stored",
      attempts: 0,
      ...HELENE,
      message: VALID_CONTACT.Message,
      nextAttemptAt: null,
    });
    expect(rows[0]?.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

    // One log line: the id and the interest, no personal data.
    expect(log.lines).toEqual([
      `relay: message ${rows[0]?.id} stored ("Bilan de compétences"; no SMTP configured: see npm run inbox)`,
    ]);
  });

  it("logs an interest only when it is one of the form's options", async () => {
    const { app, log } = await startRelay();
    const typed = "Rappelez Hélène au 06 11 22 33 44";
    expect((await post(app, submission({ interest: typed }))).statusCode).toBe(200);
    expect(log.lines).toHaveLength(1);
    expect(log.lines[0]).toMatch(/stored \("an interest not among the form's options"; /);
    expect(log.lines[0]).not.toContain("06 11");
  });

  it("never answers OK when the message could not be stored", async () => {
    const { app, databasePath, log } = await startRelay();
    const other = new Database(databasePath);
    other.exec("DROP TABLE messages");
    other.close();
    const response = await post(app);
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain("OK");
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(log.lines.join("\n")).toMatch(
      /relay: POST \/api\/v1\.0\/email\/send-form failed: .*no such table/,
    );
    // And the server keeps serving.
    expect((await app.inject({ method: "GET", url: "/" })).statusCode).toBe(200);
  });

  it("stores the message's line breaks as typed, not as multipart's CRLF", async () => {
    const { app, databasePath } = await startRelay();
    const response = await post(app, submission({ Message: "Ligne 1\r\nLigne 2\r\n\r\nLigne 4" }));
    expect(response.statusCode).toBe(200);
    expect(readInbox(databasePath)[0]?.message).toBe("Ligne 1\nLigne 2\n\nLigne 4");
  });

  it("accepts each field at its maximum length and extra fields it ignores", async () => {
    const { app, databasePath } = await startRelay();
    const message = `${"é".repeat(FIELD_MAX_LENGTH.Message - 1)}!`;
    const response = await post(app, submission({ Message: message, consent: "on" }));
    expect(response.statusCode, response.body).toBe(200);
    expect(readInbox(databasePath)[0]?.message).toBe(message);
  });

  it("is accepted with a chunked body (no Content-Length)", async () => {
    const { app, databasePath } = await startRelay();
    const address = await app.listen({ port: 0, host: "127.0.0.1" });
    const body = await multipartBody(submission());
    const { status, text } = await rawPost(address, body.headers["content-type"], [
      body.payload.subarray(0, 100),
      body.payload.subarray(100),
    ]);
    expect(status).toBe(200);
    expect(text).toBe("OK");
    expect(readInbox(databasePath)).toHaveLength(1);
  });
});

/** A POST written chunk by chunk with Transfer-Encoding: chunked. */
function rawPost(
  address: string,
  contentType: string,
  chunks: Buffer[],
): Promise<{ status: number; text: string; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const url = new URL(RELAY_PATH, address);
    const request = httpRequest(
      url,
      { method: "POST", headers: { "content-type": contentType, "transfer-encoding": "chunked" } },
      (response) => {
        const parts: Buffer[] = [];
        response.on("data", (chunk: Buffer) => parts.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            text: Buffer.concat(parts).toString("utf8"),
            headers: response.headers,
          }),
        );
      },
    );
    // The server may answer and close before the whole body is written.
    request.on("error", (error) => reject(error));
    const write = (index: number) => {
      if (index === chunks.length) {
        request.end();
        return;
      }
      if (request.destroyed) return;
      request.write(chunks[index], () => setImmediate(() => write(index + 1)));
    };
    write(0);
  });
}

describe("unknown keys", () => {
  it.each([
    ["user_id", { user_id: "someone-else" }, "Unknown user_id"],
    ["service_id", { service_id: "service_x" }, "Unknown service_id"],
    ["template_id", { template_id: undefined }, "Unknown template_id"],
    [
      "every key",
      { user_id: "", service_id: "a", template_id: "b" },
      "Unknown user_id, service_id, template_id",
    ],
  ])("answers 400 naming %s, storing nothing", async (_name, overrides, text) => {
    const { app, databasePath } = await startRelay();
    const response = await post(app, submission(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.body.trim()).toBe(text);
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(readInbox(databasePath)).toHaveLength(0);
  });

  it("checks the keys it is configured with", async () => {
    const { app } = await startRelay({ keys: { publicKey: "pk", serviceId: "svc", templateId: "tpl" } });
    expect((await post(app)).statusCode).toBe(400);
    const response = await post(app, submission({ user_id: "pk", service_id: "svc", template_id: "tpl" }));
    expect(response.statusCode).toBe(200);
  });
});

describe("invalid fields", () => {
  it("answers 400 naming the invalid fields in form order, storing nothing", async () => {
    const { app, databasePath } = await startRelay();
    const response = await post(app, submission({ phone: "12345", email: "prenom.nom@cabinet" }));
    expect(response.statusCode).toBe(400);
    expect(response.body.trim()).toBe("Invalid fields: email, phone");
    expect(readInbox(databasePath)).toHaveLength(0);
  });

  it("names a single missing or wrong field", async () => {
    const { app } = await startRelay();
    const missing = await post(app, submission({ whom: undefined }));
    expect(missing.statusCode).toBe(400);
    expect(missing.body.trim()).toBe("Invalid field: whom");
    const digits = await post(app, submission({ firstName: "H3lène" }));
    expect(digits.body.trim()).toBe("Invalid field: firstName");
  });

  it("refuses a field sent twice", async () => {
    const { app, databasePath } = await startRelay();
    const entries: [string, string][] = [...Object.entries(submission()), ["email", "autre@exemple.fr"]];
    const response = await post(app, entries);
    expect(response.statusCode).toBe(400);
    expect(response.body.trim()).toBe("Duplicate field: email");
    expect(readInbox(databasePath)).toHaveLength(0);
  });

  it("answers 400 to a malformed multipart body", async () => {
    const { app } = await startRelay();
    const response = await app.inject({
      method: "POST",
      url: RELAY_PATH,
      headers: { "content-type": "multipart/form-data; boundary=xyz" },
      payload: '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nvalue without end',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body.trim()).toBe("Malformed multipart body");
  });
});

describe("size limits", () => {
  it("answers 413 naming a field over its maximum length", async () => {
    const { app, databasePath } = await startRelay();
    const response = await post(app, submission({ Message: "a".repeat(FIELD_MAX_LENGTH.Message + 1) }));
    expect(response.statusCode).toBe(413);
    expect(response.body.trim()).toBe("Field too long: Message");
    const names = await post(
      app,
      submission({ lastName: "N".repeat(FIELD_MAX_LENGTH.lastName + 1), interest: "x".repeat(500) }),
    );
    expect(names.statusCode).toBe(413);
    expect(names.body.trim()).toBe("Fields too long: lastName, interest");
    expect(readInbox(databasePath)).toHaveLength(0);
  });

  it("answers 413 naming a field over the parser's field size", async () => {
    const { app } = await startRelay();
    const response = await post(app, submission({ notes: "x".repeat(RELAY_LIMITS.fieldBytes + 1) }));
    expect(response.statusCode).toBe(413);
    expect(response.body.trim()).toBe("Field too long: notes");
  });

  it("answers 413 to a body over the limit, before reading it", async () => {
    const { app, databasePath } = await startRelay();
    const padding = Object.fromEntries(
      Array.from({ length: 5 }, (_, index) => [`pad${index}`, "x".repeat(15 * 1024)]),
    );
    const response = await post(app, { ...submission(), ...padding });
    expect(response.statusCode).toBe(413);
    expect(response.body.trim()).toBe("Request body too large");
    expect(response.headers.connection).toBe("close");
    expect(readInbox(databasePath)).toHaveLength(0);
  });

  it("answers 413 to a chunked body once it goes over the limit", async () => {
    const { app, databasePath } = await startRelay();
    const address = await app.listen({ port: 0, host: "127.0.0.1" });
    const padding = Object.fromEntries(
      Array.from({ length: 5 }, (_, index) => [`pad${index}`, "x".repeat(15 * 1024)]),
    );
    const body = await multipartBody({ ...submission(), ...padding });
    const chunks = Array.from({ length: Math.ceil(body.payload.length / 4096) }, (_, index) =>
      body.payload.subarray(index * 4096, (index + 1) * 4096),
    );
    const { status, text } = await rawPost(address, body.headers["content-type"], chunks);
    expect(status).toBe(413);
    expect(text.trim()).toBe("Request body too large");
    expect(readInbox(databasePath)).toHaveLength(0);
  });

  it("answers 413 to a file", async () => {
    const { app, databasePath } = await startRelay();
    const response = await post(app, [
      ...Object.entries(submission()),
      ["cv", new File(["%PDF-1.7"], "cv.pdf", { type: "application/pdf" })],
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.body.trim()).toBe("Files are not accepted");
    expect(readInbox(databasePath)).toHaveLength(0);
  });

  it("answers 413 to too many fields", async () => {
    const { app } = await startRelay();
    const extra = Object.fromEntries(
      Array.from({ length: RELAY_LIMITS.fields }, (_, index) => [`f${index}`, "1"]),
    );
    const response = await post(app, { ...submission(), ...extra });
    expect(response.statusCode).toBe(413);
    expect(response.body.trim()).toBe(`Too many fields (${RELAY_LIMITS.fields} at most)`);
  });
});

describe("content types", () => {
  it.each([
    ["application/json", JSON.stringify(submission())],
    ["application/x-www-form-urlencoded", new URLSearchParams(submission()).toString()],
    ["text/plain", "OK"],
  ])("answers 415 to %s", async (type, payload) => {
    const { app, databasePath } = await startRelay();
    const response = await app.inject({
      method: "POST",
      url: RELAY_PATH,
      headers: { "content-type": type },
      payload,
    });
    expect(response.statusCode).toBe(415);
    expect(response.body.trim()).toBe("Expected a multipart/form-data body");
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(readInbox(databasePath)).toHaveLength(0);
  });

  it("answers 415 to a body without a content type", async () => {
    const { app } = await startRelay();
    const response = await app.inject({ method: "POST", url: RELAY_PATH, payload: "x" });
    expect(response.statusCode).toBe(415);
  });
});

describe("rate limit", () => {
  it("answers 429 to the 6th request of a minute from one address, by default", async () => {
    const { app, databasePath } = await startRelay({ rateLimit: undefined });
    for (let index = 0; index < 5; index++) {
      const response = await post(app, submission(), { remoteAddress: "203.0.113.7" });
      expect(response.statusCode, `request ${index + 1}`).toBe(200);
    }
    const refused = await post(app, submission(), { remoteAddress: "203.0.113.7" });
    expect(refused.statusCode).toBe(429);
    expect(refused.body.trim()).toBe("Too many requests: retry in 1 minute");
    expect(refused.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(refused.headers["retry-after"]).toBeDefined();
    expect(readInbox(databasePath)).toHaveLength(5);
    // Another address is not affected.
    expect((await post(app, submission(), { remoteAddress: "203.0.113.8" })).statusCode).toBe(200);
  });

  it("follows the configured maximum, and 0 turns it off", async () => {
    const limited = await startRelay({ rateLimit: 2 });
    expect((await post(limited.app)).statusCode).toBe(200);
    expect((await post(limited.app)).statusCode).toBe(200);
    expect((await post(limited.app)).statusCode).toBe(429);

    const unlimited = await startRelay({ rateLimit: 0 });
    for (let index = 0; index < 8; index++) expect((await post(unlimited.app)).statusCode).toBe(200);
  });
});

describe("origins", () => {
  it("answers 403 to another site's Origin, storing nothing", async () => {
    const { app, databasePath } = await startRelay();
    for (const origin of [
      "https://evil.example",
      "null",
      "http://localhost.evil.example",
      "https://localhost",
    ]) {
      const response = await post(app, submission(), { headers: { origin } });
      expect(response.statusCode, origin).toBe(403);
      expect(response.body.trim()).toBe("Cross-origin request refused");
      expect(response.headers["access-control-allow-origin"]).toBeUndefined();
    }
    expect(readInbox(databasePath)).toHaveLength(0);
  });

  it("answers 403 to Sec-Fetch-Site: cross-site without an allowed Origin", async () => {
    const { app } = await startRelay();
    const response = await post(app, submission(), { headers: { "sec-fetch-site": "cross-site" } });
    expect(response.statusCode).toBe(403);
  });

  it("accepts no Origin (non-browser clients) and the request's own origin, without CORS headers", async () => {
    const { app } = await startRelay();
    for (const headers of [
      {},
      { origin: "http://localhost" },
      { origin: "http://relay.test:8080", host: "relay.test:8080", "sec-fetch-site": "same-origin" },
    ]) {
      const response = await post(app, submission(), { headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(200);
      expect(response.headers["access-control-allow-origin"]).toBeUndefined();
    }
  });

  it("takes the request's own origin from the proxy only when trustProxy is on", async () => {
    const headers = {
      origin: "https://www.exemple.fr",
      "x-forwarded-proto": "https",
      "x-forwarded-host": "www.exemple.fr",
    };
    const trusting = await startRelay({}, { trustProxy: true });
    expect((await post(trusting.app, submission(), { headers })).statusCode).toBe(200);
    const direct = await startRelay({}, { trustProxy: false });
    expect((await post(direct.app, submission(), { headers })).statusCode).toBe(403);
  });

  it("answers the site's origin and the allowed origins with CORS headers", async () => {
    const { app } = await startRelay({ allowedOrigins: ["http://localhost:5173"] });
    for (const origin of [new URL(site.url).origin, "http://localhost:5173"]) {
      const response = await post(app, submission(), { headers: { origin, "sec-fetch-site": "cross-site" } });
      expect(response.statusCode, origin).toBe(200);
      expect(response.headers["access-control-allow-origin"]).toBe(origin);
      expect(response.headers.vary).toBe("Origin");
      // Refusals are readable by the allowed page too.
      const invalid = await post(app, submission({ email: "x" }), { headers: { origin } });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.headers["access-control-allow-origin"]).toBe(origin);
    }
  });

  it("answers a CORS preflight from an allowed origin", async () => {
    const { app } = await startRelay({ allowedOrigins: ["https://static.exemple.fr"] });
    const response = await app.inject({
      method: "OPTIONS",
      url: RELAY_PATH,
      headers: {
        origin: "https://static.exemple.fr",
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type",
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers["access-control-allow-origin"]).toBe("https://static.exemple.fr");
    expect(response.headers["access-control-allow-methods"]).toBe("POST");
    expect(response.headers["access-control-allow-headers"]).toBe("Content-Type");
    expect(response.headers["access-control-max-age"]).toBe("600");
    // The answer does not depend on the requested method or headers: it varies with the Origin only.
    expect(response.headers.vary).toBe("Origin");
    expect(response.headers.allow).toBe("OPTIONS, POST");
    expect(response.body).toBe("");

    const foreign = await app.inject({
      method: "OPTIONS",
      url: RELAY_PATH,
      headers: { origin: "https://evil.example", "access-control-request-method": "POST" },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.headers["access-control-allow-origin"]).toBeUndefined();

    const plain = await app.inject({ method: "OPTIONS", url: RELAY_PATH });
    expect(plain.statusCode).toBe(204);
    expect(plain.headers.allow).toBe("OPTIONS, POST");
    expect(plain.headers["access-control-allow-origin"]).toBeUndefined();
  });
});

describe("methods", () => {
  it.each(["GET", "HEAD", "PUT", "DELETE", "PATCH"] as const)(
    "answers %s with 405 and Allow",
    async (method) => {
      const { app } = await startRelay();
      const response = await app.inject({ method, url: RELAY_PATH });
      expect(response.statusCode).toBe(405);
      expect(response.headers.allow).toBe("OPTIONS, POST");
      expect(response.headers["cache-control"]).toBe("no-store");
    },
  );

  it("leaves every other path as it was: 405 to POST", async () => {
    const { app } = await startRelay();
    for (const url of ["/", "/contact", `${RELAY_PATH}/`, "/api/v1.0/email/send"]) {
      const response = await post(app, submission(), { url });
      expect(response.statusCode, url).toBe(405);
      expect(response.headers.allow).toBe("GET, HEAD");
    }
  });

  it("answers 405 on the relay path when no relay is configured", async () => {
    const app = await buildServer({ root: built.root });
    built.track(app);
    const response = await post(app);
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe("GET, HEAD");
  });
});

describe("honeypot and delivery through the route", () => {
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    smtp = await startSmtpServer();
  });

  afterAll(async () => {
    await smtp.close();
  });

  it("answers a filled honeypot with OK, stores it as spam and never delivers it; delivers the others", async () => {
    const { app, databasePath, log } = await startRelay({
      smtp: { url: smtp.url, to: "cabinet@exemple.fr", from: '"Site" <no-reply@exemple.fr>' },
    });
    const spam = await post(app, submission({ website: "https://spam.example", email: "pas-un-email" }));
    expect(spam.statusCode).toBe(200);
    expect(spam.body).toBe("OK");
    const genuine = await post(app, submission());
    expect(genuine.statusCode).toBe(200);

    const [mail] = await smtp.waitForMails(1);
    // Leave the worker time to (wrongly) send the spam as well.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received).toHaveLength(1);
    expect((await parseMail(mail?.raw ?? "")).replyTo?.[0]?.address).toBe(VALID_CONTACT.email);

    const rows = readInbox(databasePath);
    expect(rows.map((row) => row.status).sort()).toEqual(["sent", "spam"]);
    const spamRow = rows.find((row) => row.status === "spam");
    expect(spamRow).toMatchObject({ attempts: 0, sentAt: null, nextAttemptAt: null, email: "pas-un-email" });
    expect(log.lines).toContain(`relay: message ${spamRow?.id} stored as spam (honeypot filled)`);
  });

  it("hands its delivery worker to the back office's handle: a failed message queued again is sent on the nudge", async () => {
    const databasePath = newDatabasePath();
    const without = new RelayHandle();
    await startRelay({ handle: without });
    expect(without.delivers).toBe(false);

    const handle = new RelayHandle();
    // Polling every hour: only the nudge can send it within the test.
    await startRelay({
      databasePath,
      handle,
      pollIntervalMs: 3_600_000,
      smtp: { url: smtp.url, to: "cabinet@exemple.fr", from: "no-reply@exemple.fr" },
    });
    expect(handle.delivers).toBe(true);
    const store = MessageStore.open(databasePath);
    try {
      const message = store.insert(HELENE, "pending", new Date());
      store.recordFailure(message.id, "ECONNREFUSED", null);
      const received = smtp.received.length;
      expect(store.retry(message.id, new Date())).toBe(true);
      handle.nudge();
      await smtp.waitForMails(received + 1);
      await expect.poll(() => store.get(message.id)?.status).toBe("sent");
    } finally {
      store.close();
    }
  });

  it("sends the back office's test e-mail to the firm through its own SMTP, and says why it could not", async () => {
    const without = new RelayHandle();
    await startRelay({ handle: without });
    expect(await without.sendTest("gerante@cabinet.example")).toBeUndefined();

    const handle = new RelayHandle();
    await startRelay({
      handle,
      pollIntervalMs: 3_600_000,
      smtp: { url: smtp.url, to: "cabinet@exemple.fr", from: "no-reply@exemple.fr" },
    });
    const received = smtp.received.length;
    expect(await handle.sendTest("gerante@cabinet.example")).toEqual({
      sent: true,
      to: "cabinet@exemple.fr",
    });
    const mails = await smtp.waitForMails(received + 1);
    const mail = mails.at(-1);
    expect(mail?.envelopeTo).toEqual(["cabinet@exemple.fr"]);
    const parsed = await parseMail(mail?.raw ?? "");
    expect(parsed.subject).toBe("Essai d’envoi du site");
    expect(parsed.text).toContain("gerante@cabinet.example");

    // The SMTP server down: the reason as the library gives it (the route says it in French).
    const down = new RelayHandle();
    await startRelay({
      handle: down,
      pollIntervalMs: 3_600_000,
      smtp: {
        url: `smtp://127.0.0.1:${await closedPort()}`,
        to: "cabinet@exemple.fr",
        from: "no-reply@exemple.fr",
      },
    });
    const outcome = await down.sendTest("gerante@cabinet.example");
    expect(outcome).toMatchObject({ sent: false, to: "cabinet@exemple.fr" });
    expect(outcome?.sent === false && outcome.reason).toMatch(/ECONNREFUSED/);
  });

  it("sends on start what a previous run left pending", async () => {
    const databasePath = newDatabasePath();
    const previous = MessageStore.open(databasePath);
    const left = previous.insert(
      {
        whom: "entreprise",
        lastName: "Le Gall",
        firstName: "Jean-François",
        email: "jf.legall@exemple.fr",
        phone: "06 12 34 56 78",
        interest: "Outplacement",
        message: "Laissé en attente par l'exécution précédente.",
      },
      "pending",
      new Date(Date.now() - 60_000),
    );
    previous.close();
    const received = smtp.received.length;
    await startRelay({
      databasePath,
      smtp: { url: smtp.url, to: "cabinet@exemple.fr", from: "no-reply@exemple.fr" },
    });
    const mails = await smtp.waitForMails(received + 1);
    const mail = await parseMail(mails[received]?.raw ?? "");
    expect(mail.subject).toBe("Contact site\u00a0: Outplacement — Jean-François Le Gall (entreprise)");
    await expect.poll(() => readInbox(databasePath)[0]?.status).toBe("sent");
    expect(readInbox(databasePath)[0]?.id).toBe(left.id);
  });
});

describe("shutdown", () => {
  it("closes the inbox when the server closes", async () => {
    const { app, databasePath } = await startRelay();
    expect((await post(app)).statusCode).toBe(200);
    expect(existsSync(`${databasePath}-wal`)).toBe(true);
    await app.close();
    // The last connection to close checkpoints and removes the write-ahead log.
    expect(existsSync(`${databasePath}-wal`)).toBe(false);
    expect(readInbox(databasePath)).toHaveLength(1);
  });
});
