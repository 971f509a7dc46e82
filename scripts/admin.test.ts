import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { stateFiles } from "../config/server.ts";
import { AccountStore } from "../server/admin/accounts.ts";
import { openInboxDatabase } from "../server/inbox.ts";
import { parseMail, startSmtpServer } from "../server/relay/testing.ts";
import { closeSqlite } from "../server/sqlite.ts";
import { parseAdminArgs, runAdmin } from "./admin.ts";
import { UsageError } from "./lib/cli.ts";

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "admin-cli-"));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function admin(args: string[], env: Record<string, string> = {}) {
  let out = "";
  let err = "";
  const code = await runAdmin(args, {
    env: { DATA_DIR: dir, ADMIN_ORIGIN: "https://admin.cabinet.example", ...env },
    repoRoot: dir,
    out: (text) => {
      out += text;
    },
    err: (text) => {
      err += text;
    },
  });
  return { code, out, err };
}

/** The accounts as the server reads them. */
function accounts<T>(read: (store: AccountStore) => T): T {
  const { db } = openInboxDatabase(stateFiles(dir).inbox);
  try {
    return read(new AccountStore(db));
  } finally {
    closeSqlite(db);
  }
}

describe("npm run admin", () => {
  it("reads its commands, and refuses a wrong one with the usage", () => {
    expect(parseAdminArgs(["add-user", "a@cabinet.fr"])).toEqual({
      kind: "add-user",
      email: "a@cabinet.fr",
      role: "gestion",
    });
    expect(parseAdminArgs(["add-user", "a@cabinet.fr", "--role", "lecture"])).toMatchObject({
      role: "lecture",
    });
    expect(parseAdminArgs(["set-role", "a@cabinet.fr", "lecture"])).toMatchObject({ kind: "set-role" });
    expect(parseAdminArgs(["--help"])).toEqual({ kind: "help" });
    for (const wrong of [
      [],
      ["add-user"],
      ["add-user", "pas-une-adresse"],
      ["add-user", "a@cabinet.fr", "--role", "admin"],
      ["link", "a@cabinet.fr", "--role", "lecture"],
      ["users", "extra"],
      ["remove", "a@cabinet.fr"],
    ]) {
      expect(() => parseAdminArgs(wrong), wrong.join(" ")).toThrow(UsageError);
    }
  });

  it("creates an account with a one-time link that signs it in once, and refuses a second account for the address", async () => {
    const created = await admin(["add-user", "Gerante@Cabinet.fr"]);
    expect(created.code).toBe(0);
    const token = /https:\/\/admin\.cabinet\.example\/admin\/lien#([A-Za-z0-9_-]+)/.exec(created.out)?.[1];
    expect(token).toBeDefined();
    expect(accounts((store) => store.consumeLink(token ?? "")?.email)).toBe("gerante@cabinet.fr");
    expect(accounts((store) => store.consumeLink(token ?? ""))).toBeUndefined();

    const again = await admin(["add-user", "gerante@cabinet.fr"]);
    expect(again.code).toBe(2);
    expect(accounts((store) => store.users().length)).toBe(1);
  });

  it("e-mails the link when SMTP is set", async () => {
    const smtp = await startSmtpServer();
    try {
      const created = await admin(["add-user", "gerante@cabinet.fr"], { SMTP_URL: smtp.url });
      expect(created.code).toBe(0);
      const [mail] = await smtp.waitForMails(1);
      expect(mail?.envelopeTo).toEqual(["gerante@cabinet.fr"]);
      const text = (await parseMail(mail?.raw ?? "")).text ?? "";
      const printed = /https:\S+#\S+/.exec(created.out)?.[0];
      expect(printed).toBeDefined();
      expect(text).toContain(printed ?? "");
    } finally {
      await smtp.close();
    }
  });

  it("changes a role, disables an account (its links stop working) and enables it again", async () => {
    await admin(["add-user", "associe@cabinet.fr"]);
    expect((await admin(["set-role", "associe@cabinet.fr", "lecture"])).code).toBe(0);
    expect(accounts((store) => store.userByEmail("associe@cabinet.fr")?.role)).toBe("lecture");

    const { out } = await admin(["link", "associe@cabinet.fr"]);
    const token = /#([A-Za-z0-9_-]+)/.exec(out)?.[1] ?? "";
    expect((await admin(["disable", "associe@cabinet.fr"])).code).toBe(0);
    expect(accounts((store) => store.consumeLink(token))).toBeUndefined();
    expect((await admin(["link", "associe@cabinet.fr"])).code).toBe(2);
    expect((await admin(["enable", "associe@cabinet.fr"])).code).toBe(0);
    expect((await admin(["link", "associe@cabinet.fr"])).code).toBe(0);

    const listed = await admin(["users"]);
    expect(listed.out).toContain("associe@cabinet.fr");
    expect((await admin(["link", "inconnu@cabinet.fr"])).code).toBe(2);

    // Every change made here is in the back office's journal, said to come from the terminal.
    const journal = accounts((store) => store.auditLog({ limit: 50 })).reverse();
    expect(journal.map((entry) => entry.action)).toEqual([
      "account-added",
      "account-role-changed",
      "account-disabled",
      "account-enabled",
    ]);
    for (const entry of journal) {
      expect(entry).toMatchObject({ email: null, target: "associe@cabinet.fr" });
      expect(entry.detail).toContain("npm run admin");
    }
  });
});
