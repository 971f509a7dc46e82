import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import Fastify, { type FastifyInstance, type InjectOptions } from "fastify";
import { createTransport } from "nodemailer";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { frenchDateTimeShort } from "../../shared/french-date.ts";
import { openInboxDatabase } from "../inbox.ts";
import { composeMail, DeliveryWorker } from "../relay/delivery.ts";
import { mailFailureSentence } from "../relay/mail-failure.ts";
import { RelayHandle } from "../relay/plugin.ts";
import { type ContactMessage, MessageStore } from "../relay/store.ts";
import { HELENE, startSmtpServer, type TestSmtpServer } from "../relay/testing.ts";
import type { SqliteDatabase } from "../sqlite.ts";
import type { AdminPrincipal, AdminRole, AuditAction } from "./context.ts";
import { adminMessagesRoutes, excerpt, messagesCsv, PAGE_SIZE } from "./messages.ts";

const T0 = new Date("2026-03-02T09:00:00.000Z");
const MINUTE = 60_000;
const ACCOUNT = "equipe@cabinet.example";

function at(minutes: number): Date {
  return new Date(T0.getTime() + minutes * MINUTE);
}

const ZOE: ContactMessage = {
  whom: "entreprise",
  firstName: "Zoé",
  lastName: "Lefèvre",
  email: "zoe.lefevre@exemple.fr",
  phone: "06 12 34 56 78",
  interest: "Reconversion",
  message: "Je voudrais changer de métier.",
};

/** Every piece of personal data of the fixtures: none may reach the audit log. */
const PERSONAL = [HELENE, ZOE].flatMap((person) => [
  person.firstName,
  person.lastName,
  person.email,
  person.phone,
  person.message,
]);

interface AuditCall {
  action: AuditAction;
  target: string | undefined;
  detail: string | undefined;
  email: string | undefined;
}

let smtp: TestSmtpServer;
let dir: string;
let db: SqliteDatabase;
/** The relay's own connection, as in the server. */
let relayStore: MessageStore;
let store: MessageStore;
let audits: AuditCall[];
let clock: Date;
const closers: (() => Promise<void>)[] = [];

beforeAll(async () => {
  smtp = await startSmtpServer();
});

afterAll(async () => {
  await smtp.close();
});

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "admin-messages-"));
  const file = path.join(dir, "inbox.sqlite");
  relayStore = MessageStore.open(file);
  db = openInboxDatabase(file).db;
  store = MessageStore.on(db);
  audits = [];
  clock = at(60);
  smtp.received.length = 0;
  smtp.rejectWith = undefined;
});

afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
  db.close();
  relayStore.close();
  await rm(dir, { recursive: true, force: true });
});

/** The routes as the lead's guard runs them: `request.admin` set, here from a test header. */
async function adminApp(relay: RelayHandle = new RelayHandle()): Promise<FastifyInstance> {
  const app = Fastify();
  app.decorateRequest("admin", null);
  app.addHook("onRequest", async (request) => {
    const role: AdminRole = request.headers["x-role"] === "lecture" ? "lecture" : "gestion";
    const principal: AdminPrincipal = { userId: 1, email: ACCOUNT, role, sessionHash: "0".repeat(64) };
    request.admin = principal;
  });
  const context = {
    db,
    now: () => clock,
    audit: (
      request: { admin: AdminPrincipal | null },
      action: AuditAction,
      target?: string,
      detail?: string,
    ) => {
      audits.push({ action, target, detail, email: request.admin?.email });
    },
  };
  await app.register(adminMessagesRoutes, { ...context, relay });
  await app.ready();
  closers.push(() => app.close());
  return app;
}

/** A relay with SMTP: its worker delivers on the relay's own connection, and only when nudged (no polling). */
function relayWithSmtp(): RelayHandle {
  const worker = new DeliveryWorker({
    store: relayStore,
    transport: createTransport({ url: smtp.url }),
    compose: (message) => composeMail(message, { to: "cabinet@exemple.fr", from: "site@exemple.fr" }),
    retryDelaysMs: [],
    now: () => clock,
    log: { info: () => undefined, error: () => undefined },
  });
  closers.push(() => worker.stop());
  const handle = new RelayHandle();
  handle.attach(worker);
  return handle;
}

/** Hélène stored (0), Zoé failed (1), Hélène sent (2), Zoé spam (3): ids in that order. */
function fill(): number[] {
  const ids = [
    store.insert(HELENE, "stored", at(0)).id,
    store.insert(ZOE, "pending", at(1)).id,
    store.insert(HELENE, "pending", at(2)).id,
    store.insert(ZOE, "spam", at(3)).id,
  ];
  store.recordFailure(ids[1] as number, "ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:25", null, at(1));
  store.recordSent(ids[2] as number, at(2));
  return ids;
}

interface ListBody {
  items: { id: number; status: string; statusLabel: string; handled: boolean; createdAtLabel: string }[];
  total: number;
  page: number;
  pageSize: number;
  subjects: string[];
  counts: Record<string, number>;
}

async function list(app: FastifyInstance, query = ""): Promise<ListBody> {
  const response = await app.inject({ method: "GET", url: `/api/admin/messages${query}` });
  expect(response.statusCode).toBe(200);
  return response.json();
}

function expectRefusal(response: Awaited<ReturnType<FastifyInstance["inject"]>>, status: number): void {
  expect(response.statusCode).toBe(status);
  expect(response.headers["content-type"]).toMatch(/^application\/json/);
  const body = response.json();
  expect(Object.keys(body).sort()).toEqual(["error", "message"]);
  expect(body.error).toMatch(/^[a-z-]+$/);
  expect(body.message.length).toBeGreaterThan(10);
}

describe("GET /api/admin/messages", () => {
  it("lists the inbox newest first, spam aside, with labels, subjects and counts, never cached", async () => {
    const [stored, failed, sent, spam] = fill();
    const app = await adminApp();
    const response = await app.inject({ method: "GET", url: "/api/admin/messages" });
    expect(response.headers["cache-control"]).toBe("no-store");
    const body: ListBody = response.json();
    expect(body.items.map((item) => item.id)).toEqual([sent, failed, stored]);
    expect(body).toMatchObject({ total: 3, page: 1, pageSize: PAGE_SIZE });
    expect(body.subjects).toEqual(["Bilan de compétences", "Reconversion"]);
    expect(body.counts).toEqual({ all: 3, unhandled: 3, stored: 1, pending: 0, sent: 1, failed: 1, spam: 1 });
    expect(Object.keys(body.items[0] ?? {}).sort()).toEqual(
      [
        "id",
        "createdAt",
        "createdAtLabel",
        "name",
        "email",
        "phone",
        "whom",
        "interest",
        "excerpt",
        "status",
        "statusLabel",
        "handled",
      ].sort(),
    );
    expect(body.items[0]).toMatchObject({
      createdAt: at(2).toISOString(),
      name: "Hélène N'Diaye",
      email: HELENE.email,
      status: "sent",
      handled: false,
    });
    // Each status has its own label, and the date is shown in Paris time (10:02 for 09:02 UTC in March).
    expect(new Set(body.items.map((item) => item.statusLabel)).size).toBe(3);
    expect(body.items[0]?.createdAtLabel).toBe(frenchDateTimeShort("2026-03-02T09:02:00.000Z"));
    expect((await list(app, "?status=spam")).items.map((item) => item.id)).toEqual([spam]);
  });

  it("searches, filters by status, subject and handling, and pages", async () => {
    const [stored, failed, sent] = fill();
    const app = await adminApp();
    const ids = async (query: string) => (await list(app, query)).items.map((item) => item.id);
    expect(await ids("?q=HELENE")).toEqual([sent, stored]);
    expect(await ids(`?q=${encodeURIComponent("lefèvre")}`)).toEqual([failed]);
    expect(await ids("?status=failed")).toEqual([failed]);
    expect(await ids(`?subject=${encodeURIComponent("Bilan de compétences")}`)).toEqual([sent, stored]);
    store.setHandled(sent as number, { by: ACCOUNT, now: at(5) });
    expect(await ids("?handled=oui")).toEqual([sent]);
    expect(await ids("?handled=non")).toEqual([failed, stored]);
    expect(await ids("?handled=non&q=helene&status=stored")).toEqual([stored]);
    expect(await ids("?q=&status=&subject=&handled=&page=")).toEqual([sent, failed, stored]);

    for (let index = 0; index < PAGE_SIZE; index++) store.insert(HELENE, "stored", at(10 + index));
    const first = await list(app);
    const second = await list(app, "?page=2");
    expect(first.items).toHaveLength(PAGE_SIZE);
    expect(second).toMatchObject({ total: PAGE_SIZE + 3, page: 2 });
    expect(second.items.map((item) => item.id)).toEqual([sent, failed, stored]);
    expect((await list(app, "?page=3")).items).toEqual([]);
  });

  it.each([
    "?status=lost",
    "?handled=peut-etre",
    "?handled=true",
    "?page=0",
    "?page=-1",
    "?page=deux",
    "?page=1.5",
    "?status=sent&status=failed",
    `?q=${"a".repeat(201)}`,
  ])("refuses %s with 400 and a message", async (query) => {
    const app = await adminApp();
    expectRefusal(await app.inject({ method: "GET", url: `/api/admin/messages${query}` }), 400);
    expectRefusal(await app.inject({ method: "GET", url: `/api/admin/messages/export.csv${query}` }), 400);
  });
});

describe("GET /api/admin/messages/:id", () => {
  it("gives every field, a reply link and the delivery history, and audits the reading", async () => {
    const [, failed] = fill();
    const app = await adminApp();
    const response = await app.inject({ method: "GET", url: `/api/admin/messages/${failed}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const { message, deliveries } = response.json();
    expect(message).toMatchObject({
      id: failed,
      ...ZOE,
      status: "failed",
      attempts: 1,
      lastError: expect.stringMatching(/ECONNREFUSED/),
      handled: false,
      handledAt: null,
      handledBy: null,
    });
    const reply = new URL(message.replyHref);
    expect(reply.protocol).toBe("mailto:");
    expect(decodeURIComponent(reply.pathname)).toBe(ZOE.email);
    // « Re : … » and the day it was received.
    expect(reply.searchParams.get("subject")).toMatch(/^Re\u00a0: .*2 mars 2026$/);
    expect(deliveries).toEqual([
      {
        at: at(1).toISOString(),
        atLabel: frenchDateTimeShort("2026-03-02T09:01:00.000Z"),
        outcome: "failed",
        outcomeLabel: expect.any(String),
        error: expect.stringMatching(/ECONNREFUSED/),
        errorLabel: "Le serveur d’e-mail ne répond pas (connexion refusée)",
      },
    ]);
    expect(audits).toEqual([
      { action: "message-read", target: `message ${failed}`, detail: undefined, email: ACCOUNT },
    ]);
  });

  it("encodes an address's « + » in the reply link, and says « 1er » of a month", async () => {
    const id = store.insert(HELENE, "stored", new Date("2026-12-01T09:00:00Z")).id;
    const app = await adminApp();
    const { message } = (await app.inject({ method: "GET", url: `/api/admin/messages/${id}` })).json();
    expect(message.replyHref).toMatch(/^mailto:prenom\.nom%2Brdv@cabinet\.paris\?subject=/);
    expect(new URL(message.replyHref).searchParams.get("subject")).toMatch(/1er décembre 2026$/);
    expect(message.createdAtLabel).toMatch(/ 1er /);
  });

  it.each(["abc", "0", "-1", "1.5", "99999", "1e3", "12345678901234567890"])(
    "answers 404 for message %s, on every route",
    async (id) => {
      const app = await adminApp(relayWithSmtp());
      const url = `/api/admin/messages/${id}`;
      const requests: InjectOptions[] = [
        { method: "GET", url },
        { method: "POST", url: `${url}/handled`, payload: { handled: true } },
        { method: "POST", url: `${url}/retry` },
        { method: "DELETE", url },
      ];
      for (const request of requests) expectRefusal(await app.inject(request), 404);
      expect(audits).toEqual([]);
    },
  );
});

describe("POST /api/admin/messages/:id/handled", () => {
  it("marks a message handled by the signed-in account, then to be handled, each audited", async () => {
    const [stored] = fill();
    const app = await adminApp();
    const url = `/api/admin/messages/${stored}/handled`;
    let response = await app.inject({ method: "POST", url, payload: { handled: true } });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toMatchObject({
      id: stored,
      handled: true,
      handledAt: clock.toISOString(),
      handledBy: ACCOUNT,
    });
    expect((await list(app, "?handled=oui")).items.map((item) => item.id)).toEqual([stored]);
    response = await app.inject({ method: "POST", url, payload: { handled: false } });
    expect(response.json().message).toMatchObject({ handled: false, handledAt: null, handledBy: null });
    expect(audits.map((call) => [call.action, call.target])).toEqual([
      ["message-handled", `message ${stored}`],
      ["message-unhandled", `message ${stored}`],
    ]);
  });

  it.each([{}, { handled: "oui" }, { handled: 1 }, [true]])(
    "refuses the body %j with 400",
    async (payload) => {
      const [stored] = fill();
      const app = await adminApp();
      const url = `/api/admin/messages/${stored}/handled`;
      expectRefusal(await app.inject({ method: "POST", url, payload }), 400);
      expect(store.get(stored as number)?.handledAt).toBeNull();
      expect(audits).toEqual([]);
    },
  );
});

describe("POST /api/admin/messages/:id/retry", () => {
  it("queues a failed message now, and the relay's worker sends it at once", async () => {
    const [, failed] = fill();
    const app = await adminApp(relayWithSmtp());
    const response = await app.inject({ method: "POST", url: `/api/admin/messages/${failed}/retry` });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toMatchObject({ id: failed, status: "pending" });
    expect(audits.map((call) => [call.action, call.target])).toEqual([
      ["message-retry", `message ${failed}`],
    ]);

    // No poll runs in this test: only the nudge can have sent it.
    await smtp.waitForMails(1);
    await expect.poll(() => store.get(failed as number)?.status).toBe("sent");
    const history = (await app.inject({ method: "GET", url: `/api/admin/messages/${failed}` })).json();
    expect(history.deliveries.map((row: { outcome: string }) => row.outcome)).toEqual(["failed", "sent"]);
  });

  it("refuses with 409 a message that has not failed", async () => {
    const [stored, , sent, spam] = fill();
    const app = await adminApp(relayWithSmtp());
    for (const id of [stored, sent, spam]) {
      expectRefusal(await app.inject({ method: "POST", url: `/api/admin/messages/${id}/retry` }), 409);
    }
    expect(store.find({ statuses: ["pending"] })).toEqual([]);
    expect(audits).toEqual([]);
  });

  it("refuses with 409 when the server has no SMTP, leaving the message failed", async () => {
    const [, failed] = fill();
    const app = await adminApp(new RelayHandle());
    expectRefusal(await app.inject({ method: "POST", url: `/api/admin/messages/${failed}/retry` }), 409);
    expect(store.get(failed as number)?.status).toBe("failed");
  });
});

describe("POST /api/admin/deliveries/test", () => {
  /** A relay handle whose test e-mail goes as `outcome` says (the relay's own is tested in relay/plugin.test.ts). */
  function relayTesting(outcome: Awaited<ReturnType<RelayHandle["sendTest"]>>): RelayHandle {
    const handle = new RelayHandle();
    handle.sendTest = async () => outcome;
    return handle;
  }

  it("says in French where the test e-mail went, and audits it", async () => {
    const app = await adminApp(relayTesting({ sent: true, to: "cabinet@exemple.fr" }));
    const response = await app.inject({ method: "POST", url: "/api/admin/deliveries/test" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ sent: true, to: "cabinet@exemple.fr" });
    expect(response.json().message).toContain("cabinet@exemple.fr");
    expect(audits).toEqual([
      expect.objectContaining({ action: "mail-tested", target: "cabinet@exemple.fr", email: ACCOUNT }),
    ]);
  });

  it("answers 502 with the cause in French, never the library's text, and audits the failure", async () => {
    const reason = "ESOCKET: connect ECONNREFUSED 127.0.0.1:2525";
    const app = await adminApp(relayTesting({ sent: false, to: "cabinet@exemple.fr", reason }));
    const response = await app.inject({ method: "POST", url: "/api/admin/deliveries/test" });
    expect(response.statusCode).toBe(502);
    const body = response.json();
    expect(body.error).toBe("mail-failed");
    expect(body.message).toContain(mailFailureSentence(reason));
    expect(body.message).not.toMatch(/ESOCKET|ECONNREFUSED|127\.0\.0\.1/);
    expect(audits.map((call) => call.action)).toEqual(["mail-tested"]);
    expect(audits[0]?.detail).not.toMatch(/ECONNREFUSED/);
  });

  it("refuses with 409 when the server has no SMTP", async () => {
    const app = await adminApp(relayTesting(undefined));
    const response = await app.inject({ method: "POST", url: "/api/admin/deliveries/test" });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe("no-delivery");
    expect(audits).toEqual([]);
  });
});

describe("DELETE /api/admin/messages/:id", () => {
  it("erases a message and its history, once", async () => {
    const [stored, failed] = fill();
    const app = await adminApp();
    const url = `/api/admin/messages/${failed}`;
    const response = await app.inject({ method: "DELETE", url });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe("");
    expect(store.get(failed as number)).toBeUndefined();
    expect(store.deliveries(failed as number)).toEqual([]);
    expect(store.get(stored as number)).toBeDefined();
    expectRefusal(await app.inject({ method: "GET", url }), 404);
    expectRefusal(await app.inject({ method: "DELETE", url }), 404);
    expect(audits.map((call) => [call.action, call.target])).toEqual([
      ["message-deleted", `message ${failed}`],
    ]);
  });
});

/** RFC 4180 with « ; »: records end with CRLF; a quoted field may hold « ; », « "" » and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quoted) {
      if (char !== '"') field += char;
      else if (text[index + 1] === '"') {
        field += '"';
        index++;
      } else quoted = false;
    } else if (char === '"' && field === "") quoted = true;
    else if (char === ";") {
      row.push(field);
      field = "";
    } else if (char === "\r" && text[index + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      index++;
    } else if (char === "\n" || char === "\r" || char === '"') {
      throw new Error(`unquoted ${JSON.stringify(char)} at ${index}`);
    } else field += char;
  }
  if (field !== "" || row.length > 0) throw new Error("last record without CRLF");
  return rows;
}

describe("GET /api/admin/messages/export.csv", () => {
  it("downloads the selection as a CSV Excel opens in French, and audits the count only", async () => {
    const tricky = 'Bonjour ; voici « mon » "projet"\nsur deux lignes\r\net une troisième';
    const ids = fill();
    const formula = store.insert(
      { ...ZOE, message: '=HYPERLINK("http://x.example")', interest: "" },
      "stored",
      at(4),
    );
    const quoted = store.insert({ ...HELENE, message: tricky }, "stored", at(5));
    const app = await adminApp();
    const response = await app.inject({ method: "GET", url: "/api/admin/messages/export.csv" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe('attachment; filename="messages-2026-03-02.csv"');
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));

    const rows = parseCsv(response.body.replace(/^\ufeff/, ""));
    const [header, ...records] = rows;
    // Every record has the header's columns; spam is left out as in the list.
    expect(records).toHaveLength(5);
    for (const record of records) expect(record).toHaveLength(header?.length ?? 0);
    expect(new Set(header).size).toBe(header?.length);
    expect(header?.every((title) => /^[A-ZÀ-Ý]/.test(title) || title === "N°")).toBe(true);
    expect(records.map((record) => Number(record[0]))).toEqual([
      quoted.id,
      formula.id,
      ids[2],
      ids[1],
      ids[0],
    ]);
    // Round trip of the visitor's text, « ; », quotes and line breaks included.
    expect(records[0]).toContain(tricky);
    expect(records[0]).toContain(HELENE.email);
    // Paris time, as a French spreadsheet reads it.
    expect(records[0]?.[1]).toBe("02/03/2026 10:05");
    // A field that would start a formula is defused.
    expect(records[1]).toContain('\'=HYPERLINK("http://x.example")');
    expect(records[1]).not.toContain('=HYPERLINK("http://x.example")');

    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ action: "messages-exported", email: ACCOUNT });
    expect(audits[0]?.detail).toMatch(/\b5\b/);
  });

  it("exports what the filters select, and no personal data goes to the audit log", async () => {
    const [, failed] = fill();
    const app = await adminApp();
    const response = await app.inject({
      method: "GET",
      url: `/api/admin/messages/export.csv?status=failed&q=${encodeURIComponent(ZOE.lastName)}`,
    });
    const records = parseCsv(response.body.replace(/^\ufeff/, "")).slice(1);
    expect(records.map((record) => Number(record[0]))).toEqual([failed]);
    expect(audits[0]?.detail).toMatch(/\b1\b/);
    const logged = JSON.stringify(audits);
    for (const value of PERSONAL) expect(logged).not.toContain(value);
  });

  it("writes a header line alone for an empty selection", () => {
    const rows = parseCsv(messagesCsv([]).replace(/^\ufeff/, ""));
    expect(rows).toHaveLength(1);
  });
});

describe("helpers", () => {
  it("keeps the start of a message on one line", () => {
    expect(excerpt("  Bonjour,\n\nune   question ")).toBe("Bonjour, une question");
    const long = excerpt("mot ".repeat(100));
    expect(long.length).toBeLessThanOrEqual(140);
    expect(long.endsWith("…")).toBe(true);
  });
});
