/**
 * Test helpers for the relay: valid form data, multipart bodies as browsers
 * send them, a real local SMTP server (npm smtp-server) and a MIME parser
 * (npm postal-mime) for the mails it receives. Imported by the *.test.ts files only.
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance, InjectOptions } from "fastify";
import PostalMime, { type Email } from "postal-mime";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll } from "vitest";
import { site } from "../../content/site.ts";
import { freePort } from "../../scripts/free-port.ts";
import { writeCspHashes } from "../../scripts/pipeline/csp-hashes.ts";
import { RELAY_PATH } from "../../shared/contact-validation.ts";
import { type ContactMessage, MessageStore, type StoredMessage } from "./store.ts";

/** A valid submission in the style the spec's examples use. */
export const VALID_CONTACT = {
  whom: "particulier",
  lastName: "N'Diaye",
  firstName: "Hélène",
  email: "prenom.nom+rdv@cabinet.paris",
  phone: "+33 (0)1 23 45 67 89",
  interest: "Bilan de compétences",
  Message: "Bonjour,\nje souhaite faire le point sur ma carrière.\nMerci\u00a0!",
  website: "",
} as const;

/** The same person as the relay stores her (the store's field names). */
export const HELENE: ContactMessage = {
  whom: VALID_CONTACT.whom,
  lastName: VALID_CONTACT.lastName,
  firstName: VALID_CONTACT.firstName,
  email: VALID_CONTACT.email,
  phone: VALID_CONTACT.phone,
  interest: VALID_CONTACT.interest,
  message: "Bonjour,\nune question.",
};

/** The fields @emailjs/browser 4.4.1 appends to the form, with the site's keys. */
function emailjsKeys(): Record<string, string> {
  return {
    lib_version: "4.4.1",
    service_id: site.relay.serviceId,
    template_id: site.relay.templateId,
    user_id: site.relay.publicKey,
  };
}

export type FormEntries = Record<string, string | Blob> | [string, string | Blob][];

/** A multipart/form-data body serialized exactly as fetch(…, { body: FormData }) does. */
export async function multipartBody(
  entries: FormEntries,
): Promise<{ payload: Buffer; headers: { "content-type": string } }> {
  const form = new FormData();
  for (const [name, value] of Array.isArray(entries) ? entries : Object.entries(entries)) {
    form.append(name, value);
  }
  const request = new Request("http://relay.test/", { method: "POST", body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { "content-type": request.headers.get("content-type") ?? "" },
  };
}

/** The form fields plus the EmailJS keys, with overrides (undefined removes a field). */
export function submission(overrides: Record<string, string | undefined> = {}): Record<string, string> {
  const fields: Record<string, string | undefined> = { ...VALID_CONTACT, ...emailjsKeys(), ...overrides };
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  raw: string;
}

export interface TestSmtpServer {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** Answer every DATA with this SMTP error until set back to undefined. */
  rejectWith: { code: number; message: string } | undefined;
  /** Milliseconds each DATA is held before its answer (a slow server). Default 0. */
  delayMs: number;
  /** Resolves when `count` mails have arrived; rejects after `timeoutMs`. */
  waitForMails(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 and a random port (or `port`): no TLS, no authentication required. */
export async function startSmtpServer(port = 0): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const state: TestSmtpServer = {
    port: 0,
    url: "",
    received,
    rejectWith: undefined,
    delayMs: 0,
    waitForMails(count, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (received.length >= count) {
            clearTimeout(timer);
            resolve(received.slice());
            return true;
          }
          return false;
        };
        const timer = setTimeout(
          () => reject(new Error(`${received.length} mail(s) received, ${count} expected`)),
          timeoutMs,
        );
        // Checked on each arrival until enough mails are there.
        const waiter = () => {
          if (!check()) waiters.push(waiter);
        };
        if (!check()) waiters.push(waiter);
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => setTimeout(answer, state.delayMs));
      const answer = () => {
        const rejection = state.rejectWith;
        if (rejection) {
          callback(Object.assign(new Error(rejection.message), { responseCode: rejection.code }));
          return;
        }
        const from = session.envelope.mailFrom;
        received.push({
          envelopeFrom: from ? from.address : "",
          envelopeTo: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        for (const waiter of waiters.splice(0)) waiter();
        callback();
      };
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  state.port = (server.server.address() as AddressInfo).port;
  state.url = `smtp://127.0.0.1:${state.port}`;
  return state;
}

/** A port nothing listens on (an SMTP server that is down). */
export const closedPort = freePort;

/** A received mail, parsed by a real MIME parser (postal-mime). */
export function parseMail(raw: string): Promise<Email> {
  return PostalMime.parse(raw);
}

/** A logger that keeps its lines, for assertions. */
export function memoryLogger(): {
  info: (line: string) => void;
  error: (line: string) => void;
  lines: string[];
} {
  const lines: string[] = [];
  return {
    lines,
    info: (line) => lines.push(line),
    error: (line) => lines.push(line),
  };
}

/** The inbox as another process sees it (a second connection). */
export function readInboxFile(databasePath: string): StoredMessage[] {
  const store = MessageStore.open(databasePath, { mustExist: true });
  try {
    return store.list();
  } finally {
    store.close();
  }
}

/** Posts a multipart submission to the relay of `app`, with `extra` request options (its headers added to the body's). */
export async function postSubmission(
  app: FastifyInstance,
  entries: FormEntries = submission(),
  extra: Omit<InjectOptions, "method" | "payload"> = {},
) {
  const body = await multipartBody(entries);
  return app.inject({
    method: "POST",
    url: RELAY_PATH,
    payload: body.payload,
    ...extra,
    headers: { ...body.headers, ...extra.headers },
  });
}

/**
 * A built site in a temporary folder for a test file that starts the whole
 * server: `root` holds index.html, 404.html and the given pages (path →
 * HTML), with their CSP hashes. Call it at the top of the file: it registers
 * its own hooks, closes every app `track()`ed after each test, and removes
 * the folder after the file.
 */
export function builtSiteFixture(
  prefix: string,
  pages: Readonly<Record<string, string>> = {},
): { readonly dir: string; readonly root: string; track: (app: FastifyInstance) => FastifyInstance } {
  const apps: FastifyInstance[] = [];
  const built = { dir: "", root: "" };
  beforeAll(async () => {
    built.dir = await mkdtemp(path.join(tmpdir(), prefix));
    built.root = path.join(built.dir, "client");
    const files = {
      "index.html": "<!doctype html><title>Accueil</title>",
      "404.html": "<!doctype html><title>Page introuvable</title>",
      ...pages,
    };
    for (const [file, html] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(built.root, file)), { recursive: true });
      await writeFile(path.join(built.root, file), html);
    }
    await writeCspHashes(built.root);
  });
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
  });
  afterAll(async () => {
    await rm(built.dir, { recursive: true, force: true });
  });
  return {
    get dir() {
      return built.dir;
    },
    get root() {
      return built.root;
    },
    track(app) {
      apps.push(app);
      return app;
    },
  };
}
