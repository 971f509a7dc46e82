import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openInboxDatabase } from "../inbox.ts";
import { memoryLogger } from "../relay/testing.ts";
import { closeSqlite, type SqliteDatabase } from "../sqlite.ts";
import { AccountStore, type AdminUser } from "./accounts.ts";
import type { AuditAction } from "./context.ts";
import type { LinkMailer } from "./link-mail.ts";
import { adminUsersRoutes } from "./users.ts";

const T0 = new Date("2026-12-01T09:00:00Z");

let dir: string;
let db: SqliteDatabase;
let accounts: AccountStore;
let owner: AdminUser;
let sent: { email: string; token: string; invitedBy?: string }[];
let audits: { action: AuditAction; target?: string; detail?: string }[];
const apps: FastifyInstance[] = [];

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "admin-users-"));
  db = openInboxDatabase(path.join(dir, "inbox.sqlite")).db;
  accounts = new AccountStore(db, () => T0);
  owner = accounts.addUser("gerante@cabinet.example", "gestion");
  sent = [];
  audits = [];
});

afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
  closeSqlite(db);
  await rm(dir, { recursive: true, force: true });
});

/** The routes as the guard runs them: `request.admin` the signed-in account (`as`, default the owner). */
async function start(mailLink: LinkMailer | null = recordingMailer(), as: () => AdminUser = () => owner) {
  const app = Fastify();
  app.decorateRequest("admin", null);
  app.addHook("onRequest", async (request) => {
    const user = as();
    request.admin = { userId: user.id, email: user.email, role: user.role, sessionHash: "0".repeat(64) };
  });
  await app.register(adminUsersRoutes, {
    db,
    now: () => T0,
    audit: (_request, action, target, detail) => {
      audits.push({ action, target, detail });
    },
    accounts,
    ...(mailLink !== null && { mailLink }),
    log: memoryLogger(),
  });
  await app.ready();
  apps.push(app);
  return app;
}

function recordingMailer(): LinkMailer {
  return async (email, token, invitedBy) => {
    sent.push({ email, token, ...(invitedBy && { invitedBy }) });
  };
}

describe("the accounts in the browser", () => {
  it("invites a colleague: the account, a sign-in link e-mailed to that address only, the journal", async () => {
    const app = await start();
    const response = await app.inject({
      method: "POST",
      url: "/api/admin/users",
      payload: { email: " Associe@Cabinet.example ", role: "lecture" },
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      user: { email: "associe@cabinet.example", role: "lecture" },
      invited: true,
    });
    // The token goes to the new address, never to the colleague's browser.
    expect(response.body).not.toContain(sent[0]?.token ?? "none");
    expect(sent).toEqual([
      { email: "associe@cabinet.example", token: expect.any(String), invitedBy: owner.email },
    ]);
    expect(accounts.consumeLink(sent[0]?.token ?? "")?.email).toBe("associe@cabinet.example");
    expect(audits.map((entry) => entry.action)).toEqual(["account-added", "link-sent"]);

    const list = (await app.inject({ method: "GET", url: "/api/admin/users" })).json();
    expect(list.invitations).toBe(true);
    expect(list.items).toEqual([
      expect.objectContaining({ email: "associe@cabinet.example", role: "lecture", you: false, passkeys: 0 }),
      expect.objectContaining({ email: owner.email, role: "gestion", you: true, disabledAt: null }),
    ]);
  });

  it("refuses a bad address or role with the field to correct, an address that has an account, and no SMTP", async () => {
    const app = await start();
    for (const payload of [
      { email: "pas-une-adresse", role: "gestion" },
      { email: "", role: "gestion" },
      { email: "x@cabinet.example", role: "admin" },
    ]) {
      const response = await app.inject({ method: "POST", url: "/api/admin/users", payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(Object.keys(response.json().fields)).toEqual([payload.role === "admin" ? "role" : "email"]);
    }
    const twice = await app.inject({
      method: "POST",
      url: "/api/admin/users",
      payload: { email: "GERANTE@cabinet.example", role: "lecture" },
    });
    expect(twice.statusCode).toBe(409);
    expect(accounts.users()).toHaveLength(1);

    const withoutSmtp = await start(null);
    const refused = await withoutSmtp.inject({
      method: "POST",
      url: "/api/admin/users",
      payload: { email: "x@cabinet.example", role: "lecture" },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain("npm run admin");
    expect(accounts.users()).toHaveLength(1);
  });

  it("keeps the account when its invitation cannot leave, says why in French, and sends it again later", async () => {
    let down = true;
    const app = await start(async (email, token) => {
      if (down) throw Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:25"), { code: "ESOCKET" });
      sent.push({ email, token });
    });
    const response = await app.inject({
      method: "POST",
      url: "/api/admin/users",
      payload: { email: "associe@cabinet.example", role: "gestion" },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().invited).toBe(false);
    expect(response.json().message).toContain("connexion refusée");
    expect(response.json().message).not.toContain("ECONNREFUSED");
    const id = response.json().user.id;

    expect((await app.inject({ method: "POST", url: `/api/admin/users/${id}/link` })).statusCode).toBe(502);
    down = false;
    const again = await app.inject({ method: "POST", url: `/api/admin/users/${id}/link` });
    expect(again.statusCode).toBe(200);
    expect(sent.map((mail) => mail.email)).toEqual(["associe@cabinet.example"]);
    expect((await app.inject({ method: "POST", url: "/api/admin/users/999/link" })).statusCode).toBe(404);
  });

  it("changes a role and disables an account (its sessions end), never its own, never the last « gestion »", async () => {
    const app = await start();
    const colleague = accounts.addUser("associe@cabinet.example", "gestion");
    const session = accounts.createSession(colleague.id);
    const change = (user: AdminUser, payload: object) =>
      app.inject({ method: "POST", url: `/api/admin/users/${user.id}`, payload });

    expect((await change(owner, { role: "lecture" })).json().error).toBe("self");
    expect((await change(owner, { disabled: true })).json().error).toBe("self");
    expect((await change(colleague, { role: "chef" })).statusCode).toBe(422);
    expect((await change(colleague, {})).statusCode).toBe(422);

    expect((await change(colleague, { role: "lecture" })).statusCode).toBe(200);
    expect(accounts.user(colleague.id)?.role).toBe("lecture");
    expect((await change(colleague, { disabled: true })).statusCode).toBe(200);
    expect(accounts.touchSession(session)).toBeUndefined();
    expect((await change(colleague, { disabled: false })).statusCode).toBe(200);
    expect(accounts.user(colleague.id)?.disabledAt).toBeNull();
    expect(audits.map((entry) => entry.action)).toEqual([
      "account-role-changed",
      "account-disabled",
      "account-enabled",
    ]);
    expect(audits[0]?.detail).toBe("gestion → lecture seule.");

    // Signed in as the colleague, now « gestion » again: the owner is the last other « gestion »…
    accounts.setRole(colleague.id, "gestion");
    const asColleague = await start(recordingMailer(), () => colleague);
    accounts.setRole(colleague.id, "lecture");
    // …and, the colleague being « lecture » (the guard would refuse it: here only the rule is checked),
    // the owner is the only enabled « gestion »: it cannot be turned to « lecture » nor disabled.
    expect(
      (
        await asColleague.inject({
          method: "POST",
          url: `/api/admin/users/${owner.id}`,
          payload: { role: "lecture" },
        })
      ).json().error,
    ).toBe("last-manager");
    expect(
      (
        await asColleague.inject({
          method: "POST",
          url: `/api/admin/users/${owner.id}`,
          payload: { disabled: true },
        })
      ).json().error,
    ).toBe("last-manager");
    expect(accounts.user(owner.id)).toMatchObject({ role: "gestion", disabledAt: null });
    expect(
      (await app.inject({ method: "POST", url: "/api/admin/users/999", payload: { role: "lecture" } }))
        .statusCode,
    ).toBe(404);
  });

  it("lists when each account last signed in, and how many passkeys it has", async () => {
    const app = await start();
    accounts.audit({ userId: owner.id, email: owner.email }, "signin", undefined, "lien par e-mail");
    const [me] = (await app.inject({ method: "GET", url: "/api/admin/users" })).json().items;
    expect(me).toMatchObject({ email: owner.email, lastSignInAt: T0.toISOString(), passkeys: 0 });
  });
});
