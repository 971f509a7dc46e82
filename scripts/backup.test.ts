import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { stateFiles } from "../config/server.ts";
import { AudienceStore } from "../server/analytics/store.ts";
import { BookingStore } from "../server/booking/store.ts";
import { type ContactMessage, MessageStore } from "../server/relay/store.ts";
import { parseBackupArgs, runBackup, USAGE } from "./backup.ts";

const NOW = new Date("2026-03-02T09:00:00.000Z");

function person(firstName: string, message: string): ContactMessage {
  return {
    whom: "particulier",
    lastName: "Martin",
    firstName,
    email: `${firstName.toLowerCase()}@exemple.fr`,
    phone: "06 12 34 56 78",
    interest: "Bilan de compétences",
    message,
  };
}

describe("parseBackupArgs", () => {
  it("reads a folder, --restore <folder> and --help", () => {
    expect(parseBackupArgs(["/var/backups/cabinet-site/2026-05-01"])).toEqual({
      kind: "backup",
      dir: "/var/backups/cabinet-site/2026-05-01",
    });
    expect(parseBackupArgs(["--restore", "copie"])).toEqual({ kind: "restore", dir: "copie" });
    expect(parseBackupArgs(["--restore=copie"])).toEqual({ kind: "restore", dir: "copie" });
    expect(parseBackupArgs(["--help"])).toEqual({ kind: "help" });
    expect(parseBackupArgs(["-h", "copie"])).toEqual({ kind: "help" });
  });

  it.each([
    [[], /name the folder to back up into/],
    [[" "], /name the folder to back up into/],
    [["a", "b"], /one folder only/],
    [["--restore", "a", "b"], /--restore takes one folder, and nothing else/],
    [["--restore", " "], /--restore needs a folder/],
    [["--restore"], /argument missing|--restore/],
    [["--backup", "a"], /Unknown option '--backup'/],
  ])("refuses %j", (argv, message) => {
    expect(() => parseBackupArgs(argv)).toThrow(message);
  });
});

describe("runBackup", () => {
  let dir: string;
  let state: string;
  let files: { inbox: string; audience: string };
  let out: string;
  let err: string;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "backup-cli-"));
    state = path.join(dir, "state");
    files = stateFiles(state);
    out = "";
    err = "";
  });

  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  function run(argv: string[], env: Record<string, string> = { DATA_DIR: state }): Promise<number> {
    return runBackup(argv, {
      env,
      repoRoot: dir,
      out: (text) => {
        out += text;
      },
      err: (text) => {
        err += text;
      },
    });
  }

  /** Two messages, one booking, and one day of audience counts (two views). */
  function fill(): void {
    const messages = MessageStore.open(files.inbox);
    messages.insert(person("Hélène", "Première ligne"), "sent", NOW);
    messages.insert(person("Zoé", "Rappel svp"), "stored", NOW);
    messages.close();
    const bookings = BookingStore.open(files.inbox);
    const start = Temporal.Instant.from("2026-03-10T09:00:00Z");
    const { whom: _whom, ...details } = person("Paul", "Un rendez-vous");
    bookings.create({ ...details, format: "telephone" }, { start, end: start.add({ minutes: 30 }) }, NOW, {
      mail: false,
    });
    bookings.close();
    const audience = AudienceStore.open(files.audience);
    audience.record({ device: "mobile", views: ["/", "/contact"], notFound: [], vitals: [] }, "2026-03-02");
    audience.close();
  }

  function rows(file: string, table: string): unknown[] {
    const db = new Database(file, { readonly: true, fileMustExist: true });
    try {
      return db.prepare(`SELECT * FROM ${table} ORDER BY 1, 2`).all();
    } finally {
      db.close();
    }
  }

  it("prints the help, which names the state directory's variables", async () => {
    expect(await run(["--help"])).toBe(0);
    expect(out).toBe(USAGE);
    expect(USAGE).toContain("STATE_DIRECTORY");
    expect(USAGE).toContain("DATA_DIR");
  });

  it("explains a usage error on stderr with exit code 2", async () => {
    expect(await run([])).toBe(2);
    expect(err).toMatch(/^backup: name the folder to back up into\n\nUsage: npm run backup/);
  });

  it("backs up the inbox and the audience while the server writes: owner-only files, checked, nothing beside them", async () => {
    fill();
    // The server: a connection of its own, open and writing during the backup.
    const server = MessageStore.open(files.inbox);
    const target = path.join(dir, "sauvegardes", "2026-03-02");
    try {
      server.insert(person("Ana", "Avant la sauvegarde"), "pending", NOW);
      const backingUp = run([target]);
      server.insert(person("Luc", "Pendant la sauvegarde"), "stored", NOW);
      expect(await backingUp).toBe(0);
    } finally {
      server.close();
    }
    expect(err).toBe("");
    expect(out).toMatch(
      new RegExp(
        `^Backed up ${state} \\(DATA_DIR\\) into ${target}:\\n  inbox\\.sqlite +[34] messages, 1 booking\\n  audience\\.sqlite +1 day of audience counts\\n$`,
      ),
    );
    expect(readdirSync(target).sort()).toEqual(["audience.sqlite", "inbox.sqlite"]);
    expect(statSync(target).mode & 0o777).toBe(0o700);
    for (const name of readdirSync(target))
      expect(statSync(path.join(target, name)).mode & 0o777).toBe(0o600);
    const saved = rows(path.join(target, "inbox.sqlite"), "messages");
    expect(saved.length).toBeGreaterThanOrEqual(3);
    expect(rows(path.join(target, "inbox.sqlite"), "bookings")).toEqual(rows(files.inbox, "bookings"));
    expect(rows(path.join(target, "audience.sqlite"), "page_views")).toEqual(
      rows(files.audience, "page_views"),
    );
  });

  it("restores both files after a wipe, and over files that changed since", async () => {
    fill();
    const target = path.join(dir, "copie");
    expect(await run([target])).toBe(0);
    const before = {
      messages: rows(files.inbox, "messages"),
      bookings: rows(files.inbox, "bookings"),
      views: rows(files.audience, "page_views"),
    };

    // Changed since: a message more, the audience counts of another day.
    const messages = MessageStore.open(files.inbox);
    messages.insert(person("Tard", "Après la sauvegarde"), "stored", NOW);
    messages.close();
    const audience = AudienceStore.open(files.audience);
    audience.record({ device: "desktop", views: ["/"], notFound: [], vitals: [] }, "2026-03-03");
    audience.close();
    out = "";
    expect(await run(["--restore", target])).toBe(0);
    expect(err).toBe("");
    expect(out).toBe(
      `Restored ${target} into ${state} (DATA_DIR):\n` +
        "  inbox.sqlite      2 messages, 1 booking\n" +
        "  audience.sqlite   1 day of audience counts\n",
    );
    expect(rows(files.inbox, "messages")).toEqual(before.messages);
    expect(rows(files.inbox, "bookings")).toEqual(before.bookings);
    expect(rows(files.audience, "page_views")).toEqual(before.views);

    // Wiped: the state directory gone; the restore makes it again, owner-only.
    rmSync(state, { recursive: true });
    out = "";
    expect(await run(["--restore", target])).toBe(0);
    expect(rows(files.inbox, "messages")).toEqual(before.messages);
    expect(rows(files.audience, "page_views")).toEqual(before.views);
    expect(statSync(state).mode & 0o777).toBe(0o700);
    expect(statSync(files.inbox).mode & 0o777).toBe(0o600);
    // The server opens the restored files as they are.
    const reopened = MessageStore.open(files.inbox, { mustExist: true });
    expect(reopened.list().map((message) => message.firstName)).toEqual(["Zoé", "Hélène"]);
    reopened.close();
  });

  it("refuses to restore while the server has a file open, changing nothing", async () => {
    fill();
    const target = path.join(dir, "copie");
    expect(await run([target])).toBe(0);
    const server = AudienceStore.open(files.audience);
    try {
      expect(await run(["--restore", target])).toBe(2);
      expect(err).toBe(
        `backup : restauration refusée : ${files.audience} est ouvert par un autre processus (le serveur ?) : arrêtez-le d’abord (systemctl stop cabinet-site), puis recommencez\n`,
      );
    } finally {
      server.close();
    }
  });

  it("refuses a backup whose files are not what they claim, leaving the state directory as it was", async () => {
    fill();
    const before = rows(files.inbox, "messages");
    const target = path.join(dir, "copie");
    expect(await run([target])).toBe(0);

    // The audience counts in place of the inbox: refused, though the audience file is right.
    const swapped = path.join(dir, "swapped");
    mkdirSync(swapped);
    const copy = new Database(path.join(target, "audience.sqlite"), { readonly: true });
    await copy.backup(path.join(swapped, "inbox.sqlite"));
    await copy.backup(path.join(swapped, "audience.sqlite"));
    copy.close();
    expect(await run(["--restore", swapped])).toBe(2);
    expect(err).toMatch(
      /^backup: restore refused: .*swapped\/inbox\.sqlite is not the inbox \(no messages table\)\n$/,
    );

    // A right inbox, and text for the audience counts: refused before the inbox is written.
    const text = path.join(dir, "text");
    mkdirSync(text);
    const inbox = new Database(path.join(target, "inbox.sqlite"), { readonly: true });
    await inbox.backup(path.join(text, "inbox.sqlite"));
    inbox.close();
    writeFileSync(path.join(text, "audience.sqlite"), "pas une base de données\n".repeat(100));
    const messages = MessageStore.open(files.inbox);
    messages.insert(person("Tard", "Après la sauvegarde"), "stored", NOW);
    messages.close();
    const now = rows(files.inbox, "messages");
    err = "";
    expect(await run(["--restore", text])).toBe(2);
    expect(err).toMatch(/text\/audience\.sqlite is not the audience counts: file is not a database/);
    expect(rows(files.inbox, "messages")).toEqual(now);
    expect(now).toHaveLength(before.length + 1);

    err = "";
    expect(await run(["--restore", path.join(dir, "absent")])).toBe(2);
    expect(err).toMatch(/absent is not a folder made by npm run backup/);
    err = "";
    expect(await run(["--restore", path.join(dir, "text", "audience.sqlite")])).toBe(2);
    expect(err).toMatch(/is not a folder made by npm run backup/);
    err = "";
    mkdirSync(path.join(dir, "empty"));
    expect(await run(["--restore", path.join(dir, "empty")])).toBe(2);
    expect(err).toMatch(/no inbox\.sqlite in .*empty: not a backup/);
  });

  it("backs up an inbox without audience counts, and restoring it leaves the audience counts as they are", async () => {
    const messages = MessageStore.open(files.inbox);
    messages.insert(person("Hélène", "Bonjour"), "stored", NOW);
    messages.close();
    const target = path.join(dir, "sans-audience");
    // A previous backup's counts in the same folder would go with this inbox: removed.
    mkdirSync(target);
    writeFileSync(path.join(target, "audience.sqlite"), "ancienne copie");
    expect(await run([target])).toBe(0);
    expect(out).toBe(
      `Backed up ${state} (DATA_DIR) into ${target}:\n` +
        "  inbox.sqlite      1 message, 0 bookings\n" +
        "  audience.sqlite   none: the server keeps no audience counts (yet) to back up\n",
    );
    expect(readdirSync(target)).toEqual(["inbox.sqlite"]);

    const audience = AudienceStore.open(files.audience);
    audience.record({ device: "mobile", views: ["/"], notFound: [], vitals: [] }, "2026-03-02");
    audience.close();
    const views = rows(files.audience, "page_views");
    out = "";
    expect(await run(["--restore", target])).toBe(0);
    expect(out).toContain(
      "  audience.sqlite   not in the backup: the audience counts are left as they were\n",
    );
    expect(rows(files.audience, "page_views")).toEqual(views);
  });

  it("refuses to back up a missing inbox or into the state directory itself", async () => {
    expect(await run([path.join(dir, "copie")])).toBe(2);
    expect(err).toBe(
      `backup: backup refused: no inbox at ${files.inbox}, in the state directory ${state} (DATA_DIR): nothing to back up\n`,
    );
    expect(existsSync(path.join(dir, "copie"))).toBe(false);
    fill();
    err = "";
    expect(await run([state])).toBe(2);
    expect(err).toMatch(/is the state directory itself: choose another folder/);
    err = "";
    expect(await run([files.inbox])).toBe(2);
    expect(err).toMatch(/inbox\.sqlite is not a folder/);
  });

  it("reads the state directory as the server does: systemd's STATE_DIRECTORY before DATA_DIR", async () => {
    fill();
    const target = path.join(dir, "copie");
    expect(await run([target], { STATE_DIRECTORY: state, DATA_DIR: path.join(dir, "ailleurs") })).toBe(0);
    expect(out).toMatch(new RegExp(`^Backed up ${state} \\(STATE_DIRECTORY, set by systemd\\) into `));
  });
});
