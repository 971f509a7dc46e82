import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { stateFiles } from "../config/server.ts";
import { type ContactMessage, MessageStore } from "../server/relay/store.ts";
import { numericDateTime } from "../shared/french-date.ts";
import { firstLine, parseInboxArgs, runInbox, USAGE } from "./inbox.ts";

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

  it("reads --status and --search", () => {
    expect(parseInboxArgs(["--status", "failed", "--search", " Hélène "])).toEqual({
      kind: "list",
      json: false,
      limit: undefined,
      status: "failed",
      search: "Hélène",
    });
    expect(parseInboxArgs(["--search", "  "])).toMatchObject({ search: undefined });
  });

  it("reads --json, --limit, --purge-older-than and --help", () => {
    expect(parseInboxArgs(["--json", "--limit", "20"])).toEqual({ kind: "list", json: true, limit: 20 });
    expect(parseInboxArgs(["--limit=3"])).toEqual({ kind: "list", json: false, limit: 3 });
    expect(parseInboxArgs(["--purge-older-than", "365"])).toEqual({ kind: "purge", json: false, days: 365 });
    expect(parseInboxArgs(["--help"])).toEqual({ kind: "help" });
    expect(parseInboxArgs(["-h", "--json"])).toEqual({ kind: "help" });
  });

  it.each([
    [["--limit", "0"], /--limit must be a whole number ≥ 1/],
    [["--limit", "abc"], /--limit/],
    [["--limit"], /argument missing|--limit/],
    [["--purge-older-than", "0"], /--purge-older-than must be a whole number ≥ 1/],
    [["--purge-older-than", "-3"], /--purge-older-than/],
    [["--purge-older-than", "1.5"], /--purge-older-than/],
    [["--purge-older-than", "30", "--limit", "2"], /--limit applies to the list/],
    [["--purge-older-than", "30", "--status", "sent"], /--status applies to the list/],
    [["--status", "lost"], /--status must be one of stored, pending, sent, failed, spam/],
    [["--search"], /argument missing|--search/],
    [["--verbose"], /Unknown option '--verbose'/],
    [["list"], /Unexpected argument 'list'/],
    [["--backup", "a.sqlite"], /--backup moved to npm run backup/],
    [["--restore=b.sqlite"], /--restore moved to npm run backup/],
  ])("refuses %j", (argv, message) => {
    expect(() => parseInboxArgs(argv)).toThrow(message);
  });
});

describe("helpers", () => {
  it("shows dates in French time, written the French way", () => {
    expect(numericDateTime("2026-03-02T09:00:00.000Z")).toBe("02/03/2026 10:00");
    expect(numericDateTime("2026-07-14T22:30:00.000Z")).toBe("15/07/2026 00:30");
    expect(numericDateTime("2026-12-31T23:05:00.000Z")).toBe("01/01/2027 00:05");
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
      /01\/03\/2026 10:00\s+pending\s+1\s+particulier\s+Zoé Martin\s+zoé@exemple\.fr\s+06 12 34 56 78\s+Bilan de compétences\s+Rappel svp\s+ESOCKET: connect ECONNREFUSED 127\.0\.0\.1:25$/,
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
    expect(out).toBe("Deleted 1 message received before 02/03/2025 10:00 (more than 365 days ago).\n");
    out = "";
    expect(await run("--purge-older-than", "7", "--json")).toBe(0);
    expect(JSON.parse(out)).toEqual({ deleted: 1, before: new Date(NOW.getTime() - 7 * DAY).toISOString() });
    out = "";
    await run("--json");
    expect((JSON.parse(out) as { firstName: string }[]).map((message) => message.firstName)).toEqual(["Zoé"]);
  });

  it("filters by status and by search words, with the same query as the back office", async () => {
    const ids = fill();
    expect(await run("--status", "pending")).toBe(0);
    expect(out).toContain("3 messages (1 stored, 1 pending, 1 sent); 1 matching\n");
    expect(out).toContain("Zoé Martin");
    expect(out).not.toContain("Le Gall");
    out = "";
    expect(await run("--search", "jean-francois", "--json")).toBe(0);
    expect((JSON.parse(out) as { id: number }[]).map((message) => message.id)).toEqual([ids[1]]);
    out = "";
    expect(await run("--search", "exemple.fr", "--limit", "1")).toBe(0);
    expect(out).toContain("; 3 matching, the 1 newest shown\n");
    out = "";
    expect(await run("--search", "personne", "--status", "sent")).toBe(0);
    expect(out.trimEnd().split("\n")).toEqual([
      `${file}: 3 messages (1 stored, 1 pending, 1 sent); 0 matching`,
    ]);
  });
});
