import { existsSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { stateFiles } from "../config/server.ts";
import { type ContactMessage, MessageStore } from "../server/relay/store.ts";
import { firstLine, formatReceived, parseInboxArgs, runInbox, USAGE } from "./inbox.ts";

const NOW = new Date("2026-03-02T09:00:00.000Z");
const DAY = 24 * 60 * 60 * 1000;

function person(firstName: string, lastName: string, message: string): ContactMessage {
  return {
    whom: "particulier",
    lastName,
    firstName,
    email: `${firstName.toLowerCase()}@exemple.fr`,
    phone: "06 12 34 56 78",
    interest: "Bilan de compétences",
    message,
  };
}

describe("parseInboxArgs", () => {
  it("lists by default, as a table, without a limit", () => {
    expect(parseInboxArgs([])).toEqual({ kind: "list", json: false, limit: undefined });
  });

  it("reads --json, --limit, --purge-older-than and --help", () => {
    expect(parseInboxArgs(["--json", "--limit", "20"])).toEqual({ kind: "list", json: true, limit: 20 });
    expect(parseInboxArgs(["--limit=3"])).toEqual({ kind: "list", json: false, limit: 3 });
    expect(parseInboxArgs(["--purge-older-than", "365"])).toEqual({ kind: "purge", json: false, days: 365 });
    expect(parseInboxArgs(["--help"])).toEqual({ kind: "help" });
    expect(parseInboxArgs(["-h", "--json"])).toEqual({ kind: "help" });
    expect(parseInboxArgs(["--backup", "inbox-2026-05-01.sqlite"])).toEqual({
      kind: "backup",
      file: "inbox-2026-05-01.sqlite",
    });
    expect(parseInboxArgs(["--restore=copie.sqlite"])).toEqual({ kind: "restore", file: "copie.sqlite" });
  });

  it.each([
    [["--limit", "0"], /--limit must be a whole number ≥ 1/],
    [["--limit", "abc"], /--limit/],
    [["--limit"], /argument missing|--limit/],
    [["--purge-older-than", "0"], /--purge-older-than must be a whole number ≥ 1/],
    [["--purge-older-than", "-3"], /--purge-older-than/],
    [["--purge-older-than", "1.5"], /--purge-older-than/],
    [["--purge-older-than", "30", "--limit", "2"], /--limit applies to the list/],
    [["--verbose"], /Unknown option '--verbose'/],
    [["list"], /Unexpected argument 'list'/],
    [["--backup"], /argument missing|--backup/],
    [["--backup", "a.sqlite", "--restore", "b.sqlite"], /choose one of --backup, --restore/],
    [["--backup", "a.sqlite", "--purge-older-than", "3"], /choose one of --purge-older-than, --backup/],
    [["--restore", "b.sqlite", "--json"], /--restore takes no other option/],
    [["--backup", " "], /--backup needs a file name/],
  ])("refuses %j", (argv, message) => {
    expect(() => parseInboxArgs(argv)).toThrow(message);
  });
});

describe("helpers", () => {
  it("shows dates in French time", () => {
    expect(formatReceived("2026-03-02T09:00:00.000Z")).toBe("2026-03-02 10:00");
    expect(formatReceived("2026-07-14T22:30:00.000Z")).toBe("2026-07-15 00:30");
  });

  it("takes the first non-empty line of a message", () => {
    expect(firstLine("\n  Bonjour,\nla suite")).toBe("Bonjour,");
    expect(firstLine("")).toBe("");
  });
});

describe("runInbox", () => {
  let dir: string;
  let file: string;
  let out: string;
  let err: string;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "inbox-cli-"));
    file = stateFiles(dir).inbox;
    out = "";
    err = "";
  });

  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  function run(...argv: string[]): Promise<number> {
    return runInbox(argv, {
      env: { DATA_DIR: dir },
      repoRoot: dir,
      now: NOW,
      out: (text) => {
        out += text;
      },
      err: (text) => {
        err += text;
      },
    });
  }

  /** Three messages: 400, 30 and 1 day(s) old; the newest failed once. */
  function fill(): number[] {
    const store = MessageStore.open(file);
    const ids = [
      store.insert(
        person("Hélène", "N'Diaye", "Première ligne\nseconde ligne"),
        "sent",
        new Date(NOW.getTime() - 400 * DAY),
      ),
      store.insert(
        person("Jean-François", "Le Gall", "Bonjour"),
        "stored",
        new Date(NOW.getTime() - 30 * DAY),
      ),
      store.insert(person("Zoé", "Martin", "Rappel svp"), "pending", new Date(NOW.getTime() - DAY)),
    ].map((message) => message.id);
    store.recordFailure(
      ids[2] as number,
      "ESOCKET: connect ECONNREFUSED 127.0.0.1:25",
      new Date(NOW.getTime() + 60_000),
    );
    store.close();
    return ids;
  }

  it("prints the help", async () => {
    expect(await run("--help")).toBe(0);
    expect(out).toBe(USAGE);
  });

  it("explains a usage error on stderr with exit code 2", async () => {
    expect(await run("--limit", "x")).toBe(2);
    expect(err).toMatch(/^inbox: --limit must be a whole number/);
    expect(err).toContain("Usage: npm run inbox");
    expect(out).toBe("");
  });

  it("says there is no inbox yet, without creating one", async () => {
    expect(await run()).toBe(0);
    expect(out).toBe(`No inbox at ${file} yet: no message has been stored.\n`);
    out = "";
    expect(await run("--json")).toBe(0);
    expect(JSON.parse(out)).toEqual([]);
    expect(existsSync(file)).toBe(false);
  });

  it("lists the messages newest first, as a table", async () => {
    fill();
    expect(await run()).toBe(0);
    const lines = out.trimEnd().split("\n");
    expect(lines[0]).toBe(`${file}: 3 messages (1 stored, 1 pending, 1 sent)`);
    expect(lines[2]).toMatch(
      /^#\s+Received\s+Status\s+Tries\s+Whom\s+Name\s+E-mail\s+Phone\s+Interest\s+Message\s+Last error$/,
    );
    const rows = lines.slice(4);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatch(
      /2026-03-01 10:00\s+pending\s+1\s+particulier\s+Zoé Martin\s+zoé@exemple\.fr\s+06 12 34 56 78\s+Bilan de compétences\s+Rappel svp\s+ESOCKET: connect ECONNREFUSED 127\.0\.0\.1:25$/,
    );
    expect(rows[1]).toContain("Jean-François Le Gall");
    expect(rows[2]).toContain("Hélène N'Diaye");
    // The first line of the message only.
    expect(rows[2]).toContain("Première ligne");
    expect(out).not.toContain("seconde ligne");
  });

  it("limits the list to the newest", async () => {
    fill();
    expect(await run("--limit", "1")).toBe(0);
    expect(out).toContain("3 messages (1 stored, 1 pending, 1 sent); the 1 newest shown");
    expect(out).toContain("Zoé Martin");
    expect(out).not.toContain("Le Gall");
  });

  it("prints every column as JSON with --json", async () => {
    const ids = fill();
    expect(await run("--json")).toBe(0);
    const messages = JSON.parse(out) as {
      id: number;
      message: string;
      status: string;
      lastError: string | null;
    }[];
    expect(messages.map((message) => message.id)).toEqual([...ids].reverse());
    expect(messages[2]).toMatchObject({
      status: "sent",
      firstName: "Hélène",
      lastName: "N'Diaye",
      message: "Première ligne\nseconde ligne",
      createdAt: new Date(NOW.getTime() - 400 * DAY).toISOString(),
    });
    expect(messages[0]?.lastError).toBe("ESOCKET: connect ECONNREFUSED 127.0.0.1:25");
  });

  it("purges the messages older than the given days and says how many", async () => {
    fill();
    expect(await run("--purge-older-than", "365")).toBe(0);
    expect(out).toBe("Deleted 1 message received before 2025-03-02 10:00 (more than 365 days ago).\n");
    out = "";
    expect(await run("--purge-older-than", "7", "--json")).toBe(0);
    expect(JSON.parse(out)).toEqual({ deleted: 1, before: new Date(NOW.getTime() - 7 * DAY).toISOString() });
    out = "";
    await run("--json");
    expect((JSON.parse(out) as { firstName: string }[]).map((message) => message.firstName)).toEqual(["Zoé"]);
  });

  describe("backup and restore", () => {
    function everything(): unknown[] {
      const store = MessageStore.open(file, { mustExist: true });
      try {
        return store.list();
      } finally {
        store.close();
      }
    }

    it("backs up while the server writes, and restores after a wipe: the messages are back", async () => {
      fill();
      // The server: a connection of its own, open and writing during the backup.
      const server = MessageStore.open(file);
      const backupFile = path.join(dir, "sauvegardes", "inbox-2026-03-02.sqlite");
      try {
        server.insert(person("Ana", "Silva", "Avant la sauvegarde"), "pending", NOW);
        const backingUp = run("--backup", backupFile);
        server.insert(person("Luc", "Petit", "Pendant la sauvegarde"), "stored", NOW);
        expect(await backingUp).toBe(0);
        expect(err).toBe("");
        expect(out).toMatch(new RegExp(`^Backed up [45] messages from ${file} to ${backupFile}\\.\\n$`));
      } finally {
        server.close();
      }
      // One file, readable by its owner only, no -wal or -shm beside it.
      expect(readdirSync(path.dirname(backupFile))).toEqual(["inbox-2026-03-02.sqlite"]);
      expect(statSync(backupFile).mode & 0o777).toBe(0o600);
      const backedUp = new Database(backupFile, { readonly: true });
      const saved = backedUp.prepare("SELECT * FROM messages ORDER BY id").all();
      backedUp.close();
      expect(saved.length).toBeGreaterThanOrEqual(4);

      // Wiped: the database and its write-ahead log gone.
      for (const name of readdirSync(dir)) if (name.startsWith("inbox.sqlite")) rmSync(path.join(dir, name));
      out = "";
      expect(await run("--restore", backupFile)).toBe(0);
      expect(err).toBe("");
      expect(out).toBe(`Restored ${saved.length} messages from ${backupFile} into ${file}.\n`);
      const restored = new Database(file, { readonly: true });
      expect(restored.prepare("SELECT * FROM messages ORDER BY id").all()).toEqual(saved);
      restored.close();
      expect(everything().map((message) => (message as { message: string }).message)).toEqual(
        expect.arrayContaining([
          "Avant la sauvegarde",
          "Rappel svp",
          "Bonjour",
          "Première ligne\nseconde ligne",
        ]),
      );
      expect(statSync(file).mode & 0o777).toBe(0o600);
    });

    it("restores over an inbox that changed since, leaving exactly the backup's messages", async () => {
      fill();
      const backupFile = path.join(dir, "copie.sqlite");
      expect(await run("--backup", backupFile)).toBe(0);
      const before = everything();
      const store = MessageStore.open(file);
      store.insert(person("Tard", "Venu", "Après la sauvegarde"), "stored", NOW);
      store.purgeOlderThan(NOW);
      store.close();
      out = "";
      expect(await run("--restore", backupFile)).toBe(0);
      expect(everything()).toEqual(before);
    });

    it("refuses to restore while the server has the inbox open", async () => {
      fill();
      const backupFile = path.join(dir, "copie.sqlite");
      expect(await run("--backup", backupFile)).toBe(0);
      const server = MessageStore.open(file);
      try {
        expect(await run("--restore", backupFile)).toBe(2);
        expect(err).toMatch(
          /^inbox: restore failed: .* is open in another process \(the server\?\): stop it first/,
        );
      } finally {
        server.close();
      }
    });

    it("refuses to restore a file that is not an inbox, leaving the inbox as it was", async () => {
      fill();
      const before = everything();
      const text = path.join(dir, "notes.txt");
      writeFileSync(text, "pas une base de données\n".repeat(100));
      const other = path.join(dir, "other.sqlite");
      const db = new Database(other);
      db.exec("CREATE TABLE t (x)");
      db.close();
      expect(await run("--restore", text)).toBe(2);
      expect(err).toMatch(/notes\.txt is not an inbox: file is not a database/);
      err = "";
      expect(await run("--restore", other)).toBe(2);
      expect(err).toMatch(/other\.sqlite is not an inbox \(no messages table\)/);
      err = "";
      expect(await run("--restore", path.join(dir, "absent.sqlite"))).toBe(2);
      expect(err).toMatch(/absent\.sqlite is not a file/);
      expect(everything()).toEqual(before);
    });

    it("refuses to back up a missing inbox or onto the inbox itself", async () => {
      expect(await run("--backup", path.join(dir, "b.sqlite"))).toBe(2);
      expect(err).toMatch(/no inbox at .*: nothing to back up/);
      fill();
      err = "";
      expect(await run("--backup", file)).toBe(2);
      expect(err).toMatch(/is the inbox itself/);
      expect(existsSync(path.join(dir, "b.sqlite"))).toBe(false);
    });
  });
});
