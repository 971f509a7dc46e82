// @module-tag slow
import { execFile } from "node:child_process";
import { mkdir, mkdtemp, rm, unlink, writeFile } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/** Each test starts a Node process, which takes seconds on a busy machine. */
const STARTS = { timeout: 30_000 };

import { loadFirm } from "../config/firm.ts";
import { readBuildSettings } from "../config/public.ts";
import { writePublicConfig } from "../config/public-file.ts";
import { stateFiles } from "../config/server.ts";
import { runBackup } from "../scripts/backup.ts";
import { startServer } from "../scripts/lib/server-process.ts";
import { writeCspHashes } from "../scripts/pipeline/csp-hashes.ts";
import { HEALTH_PATH } from "./health.ts";
import { RELAY_PATH } from "./relay/plugin.ts";
import { MessageStore } from "./relay/store.ts";
import { multipartBody, startSmtpServer, submission } from "./relay/testing.ts";

let dir: string;
let root: string;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The server's variables for the build in `dir`, none inherited from this process. */
function env(extra: Record<string, string | undefined> = {}): Record<string, string | undefined> {
  const names = [
    "EMAILJS_PUBLIC_KEY",
    "EMAILJS_SERVICE_ID",
    "EMAILJS_TEMPLATE_ID",
    "SMTP_URL",
    "MAIL_TO",
    "MAIL_FROM",
  ];
  return {
    ...Object.fromEntries(names.map((name) => [name, undefined])),
    BUILD_DIR: root,
    DATA_DIR: dir,
    STATE_DIRECTORY: undefined,
    ...extra,
  };
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "server-start-"));
  root = path.join(dir, "client");
  await mkdir(root);
  await writeFile(path.join(root, "index.html"), "<!doctype html><title>Accueil</title>");
  await writeCspHashes(root);
  // A build made with keys of its own.
  writePublicConfig(dir, loadFirm(), readBuildSettings({ EMAILJS_PUBLIC_KEY: "cle-du-site" }));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("the server's start", () => {
  it("refuses to start when its relay keys disagree with the build's, saying so", STARTS, async () => {
    await expect(startServer({ env: env() })).rejects.toThrow(
      /exited before answering \(exit code 1\)[\s\S]*server: the relay's keys disagree with the build's .*EMAILJS_PUBLIC_KEY is "cap-parcours-site" here but "cle-du-site" in the build/,
    );
  });

  it("refuses a bad value, naming the variable", STARTS, async () => {
    await expect(
      startServer({ env: env({ EMAILJS_PUBLIC_KEY: "cle-du-site", RELAY_RATE_LIMIT: "dix" }) }),
    ).rejects.toThrow(
      /server: RELAY_RATE_LIMIT must be a whole number of requests per minute \(0 disables the limit\), got "dix"/,
    );
  });

  it("refuses a state directory it cannot create, naming the path and DATA_DIR", STARTS, async () => {
    // Under a regular file: ENOTDIR, even for root, whom a chmod would not stop.
    const file = path.join(dir, "a-file");
    await writeFile(file, "");
    const state = path.join(file, "state");
    await expect(
      startServer({ env: env({ EMAILJS_PUBLIC_KEY: "cle-du-site", DATA_DIR: state }) }),
    ).rejects.toThrow(
      new RegExp(
        `exited before answering \\(exit code 1\\)[\\s\\S]*server: the state directory ${escapeRegExp(state)} \\(DATA_DIR\\) cannot be created: ENOTDIR: .*; make it writable .* or set DATA_DIR`,
      ),
    );
  });

  it(
    "refuses a file of its state directory it cannot open, naming the file and DATA_DIR",
    STARTS,
    async () => {
      // A folder where the inbox should be: the state directory is writable, the inbox cannot be opened.
      const state = path.join(dir, "blocked");
      await mkdir(stateFiles(state).inbox, { recursive: true });
      await expect(
        startServer({ env: env({ EMAILJS_PUBLIC_KEY: "cle-du-site", DATA_DIR: state }) }),
      ).rejects.toThrow(
        new RegExp(
          `exited before answering \\(exit code 1\\)[\\s\\S]*server: the state directory ${escapeRegExp(state)} \\(DATA_DIR\\) cannot be used: cannot open ${escapeRegExp(stateFiles(state).inbox)}: SQLITE_CANTOPEN`,
        ),
      );
    },
  );

  it("starts with the build's keys", STARTS, async () => {
    const server = await startServer({ env: env({ EMAILJS_PUBLIC_KEY: "cle-du-site" }) });
    try {
      expect(server.output()).toContain(`server: serving ${root} on ${server.url}`);
    } finally {
      await server.stop();
    }
    expect(await server.exited).toBe("exit code 0");
  });
});

/** A POST to the relay sent in two halves, the second one when `second` resolves; resolves with the answer. */
function slowPost(
  url: string,
  body: { payload: Buffer; headers: Record<string, string> },
  second: Promise<void>,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${url}${RELAY_PATH}`, {
      method: "POST",
      headers: { ...body.headers, "content-length": String(body.payload.length) },
    });
    request.on("error", reject);
    request.on("response", (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        text += chunk;
      });
      response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
    });
    const half = Math.floor(body.payload.length / 2);
    request.write(body.payload.subarray(0, half));
    void second.then(() => request.end(body.payload.subarray(half)), reject);
  });
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

describe("the running server", () => {
  // Distinctive values, searched for in everything the process wrote.
  const EMAIL = "zephyrine.quasimodo+journal@exemple-unique.fr";
  const PHONE = "+33 6 98 76 54 32";
  // Its marker is not hexadecimal: a request id (a random UUID) can never contain it.
  const TEXT = "Texte très reconnaissable du message q8zk";

  it("logs JSON lines without personal data, and on SIGTERM finishes the request in flight and the e-mail being sent, then exits 0", {
    timeout: 60_000,
  }, async () => {
    const smtp = await startSmtpServer();
    // Each mail takes 1.5 s to be accepted: the first is still being sent when SIGTERM comes.
    smtp.delayMs = 1_500;
    const dataDir = path.join(dir, "shutdown");
    const databasePath = stateFiles(dataDir).inbox;
    try {
      const server = await startServer({
        env: env({
          EMAILJS_PUBLIC_KEY: "cle-du-site",
          DATA_DIR: dataDir,
          SMTP_URL: smtp.url,
          MAIL_TO: "equipe@cabinet.example",
          RELAY_RATE_LIMIT: "0",
        }),
      });
      const form = (message: string) =>
        multipartBody(submission({ user_id: "cle-du-site", email: EMAIL, phone: PHONE, Message: message }));

      const health = await fetch(`${server.url}${HEALTH_PATH}?token=${encodeURIComponent(EMAIL)}`);
      expect(health.status).toBe(200);
      expect(await health.json()).toMatchObject({ status: "ok", database: "writable" });

      // The first message: stored, its e-mail on its way (held 1.5 s by the SMTP server).
      const first = await form(`${TEXT} (1)`);
      const sent = await fetch(`${server.url}${RELAY_PATH}`, {
        method: "POST",
        headers: first.headers,
        body: new Uint8Array(first.payload),
      });
      expect(await sent.text()).toBe("OK");

      // The second: half its body sent, then SIGTERM, then the rest.
      let sendRest: () => void = () => undefined;
      const rest = new Promise<void>((resolve) => {
        sendRest = resolve;
      });
      const inFlight = slowPost(server.url, await form(`${TEXT} (2)`), rest);
      await sleep(300);
      server.child.kill("SIGTERM");
      await sleep(300);
      sendRest();
      expect(await inFlight).toEqual({ status: 200, text: "OK" });
      expect(await server.exited).toBe("exit code 0");

      // The e-mail in progress was finished and recorded: every mail the SMTP
      // server accepted is "sent" in the inbox (none sent again at the next
      // start), and the second message is there, sent or waiting for the next start.
      const store = MessageStore.open(databasePath, { mustExist: true });
      const stored = store.list().reverse();
      store.close();
      expect(stored.map((message) => message.message)).toEqual([`${TEXT} (1)`, `${TEXT} (2)`]);
      expect(stored[0]?.status).toBe("sent");
      expect(stored[1]?.status).toMatch(/^(sent|pending)$/);
      expect(smtp.received).toHaveLength(stored.filter((message) => message.status === "sent").length);

      // Every line it wrote once started is JSON; one per request, with its id, status and time.
      const output = server.output();
      const lines = output.trimEnd().split("\n");
      const records = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      const requests = records.filter((record) => record.msg === "request");
      expect(requests.map((record) => [record.method, record.path, record.status])).toEqual(
        expect.arrayContaining([
          ["GET", "/", 200],
          ["GET", HEALTH_PATH, 200],
          ["POST", RELAY_PATH, 200],
        ]),
      );
      expect(requests.filter((record) => record.path === RELAY_PATH)).toHaveLength(2);
      for (const record of requests) {
        expect(record.reqId).toMatch(/^[0-9a-f-]{36}$/);
        expect(record.ms).toEqual(expect.any(Number));
      }
      expect(records.map((record) => record.msg)).toEqual(
        expect.arrayContaining(["server: SIGTERM received, closing", "server: closed"]),
      );
      expect(
        records.some((record) => /^relay: message \d+ sent \(attempt 1\)$/.test(String(record.msg))),
      ).toBe(true);
      for (const value of [EMAIL, "zephyrine", "exemple-unique", PHONE, "98 76 54 32", TEXT, "q8zk"]) {
        expect(output).not.toContain(value);
      }
    } finally {
      await smtp.close();
    }
  });
});

describe("the running server's inbox, against other processes (decision 041)", () => {
  /** An operator's read: another process opens the inbox, reads and closes it. */
  const readAndClose = (file: string) =>
    promisify(execFile)(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `import Database from "better-sqlite3";
const db = new Database(process.argv[1], { fileMustExist: true });
console.log(db.prepare("SELECT count(*) AS n FROM messages").get().n);
db.close();`,
        file,
      ],
      { cwd: fileURLToPath(new URL("..", import.meta.url)) },
    ).then(({ stdout }) => Number(stdout.trim()));

  it("refuses a restore while it runs, in French; keeps every message through readers and a SIGKILL; says degraded once its WAL is taken", {
    timeout: 90_000,
  }, async () => {
    const dataDir = path.join(dir, "locks");
    const databasePath = stateFiles(dataDir).inbox;
    const backupDir = path.join(dir, "locks-backup");
    const variables = env({ EMAILJS_PUBLIC_KEY: "cle-du-site", DATA_DIR: dataDir, RELAY_RATE_LIMIT: "0" });
    const post = async (server: { url: string }, message: string) => {
      const form = await multipartBody(submission({ user_id: "cle-du-site", Message: message }));
      const response = await fetch(`${server.url}${RELAY_PATH}`, {
        method: "POST",
        headers: form.headers,
        body: new Uint8Array(form.payload),
      });
      return response.text();
    };
    const backup = async (argv: string[]) => {
      let err = "";
      const code = await runBackup(argv, {
        env: { DATA_DIR: dataDir },
        repoRoot: dir,
        out: () => undefined,
        err: (text) => {
          err += text;
        },
      });
      return { code, err };
    };

    let server = await startServer({ env: variables });
    const acknowledged: string[] = [];
    try {
      for (let index = 0; index < 5; index++) {
        if ((await post(server, `Avant la sauvegarde ${index}`)) === "OK")
          acknowledged.push(`Avant la sauvegarde ${index}`);
      }
      expect((await backup([backupDir])).code).toBe(0);
      // A restore while the server runs is refused, in French, and changes nothing.
      const refused = await backup(["--restore", backupDir]);
      expect(refused.code).toBe(2);
      expect(refused.err).toMatch(
        /^backup : restauration refusée : .*inbox\.sqlite est ouvert par un autre processus/,
      );

      // Readers open and close the file between the messages: none takes the WAL.
      for (let index = 0; index < 10; index++) {
        expect(await readAndClose(databasePath)).toBeGreaterThanOrEqual(acknowledged.length);
        if ((await post(server, `Entre les lectures ${index}`)) === "OK")
          acknowledged.push(`Entre les lectures ${index}`);
      }
      const health = await fetch(`${server.url}${HEALTH_PATH}`);
      expect(await health.json()).toMatchObject({ status: "ok", database: "writable" });

      // Killed at once: every message acknowledged is in the file, and the file is sound.
      await server.stop("SIGKILL");
      const db = new Database(databasePath, { readonly: true, fileMustExist: true });
      try {
        expect(db.pragma("integrity_check", { simple: true })).toBe("ok");
        const stored = new Set(db.prepare("SELECT message FROM messages").pluck().all());
        expect(acknowledged.filter((message) => !stored.has(message))).toEqual([]);
        expect(acknowledged).toHaveLength(15);
      } finally {
        db.close();
      }

      // Restarted, then its WAL deleted from under it: /healthz says so.
      server = await startServer({ env: variables });
      expect(await post(server, "Après le redémarrage")).toBe("OK");
      await unlink(`${databasePath}-wal`);
      const degraded = await fetch(`${server.url}${HEALTH_PATH}`);
      expect(degraded.status).toBe(503);
      expect(await degraded.json()).toMatchObject({ status: "degraded", database: "wal missing" });
      // And a visitor is no longer told that a message was stored.
      expect(await post(server, "Après la perte du WAL")).not.toBe("OK");
    } finally {
      await server.stop("SIGKILL");
    }
  });
});
