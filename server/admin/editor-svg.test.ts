/**
 * SVG uploads through the editor's own API (issue 43), behind the real guard
 * (adminPlugin), on a temporary working copy: each payload of the injection
 * corpus that tries to run a script is refused in French and nothing is
 * written; the inert ones are written as the sanitizer writes them again,
 * with nothing a browser runs.
 */
import { cp, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentDir } from "../../content/lib/collection.ts";
import { editorDefinition } from "../../content/lib/editor-collections.ts";
import { activeContent, SVG_PAYLOADS } from "../../shared/injection-corpus.ts";
import { sanitizeSvg } from "../../shared/svg-sanitizer.ts";
import { openInboxDatabase } from "../inbox.ts";
import { memoryLogger } from "../relay/testing.ts";
import { closeSqlite } from "../sqlite.ts";
import { AccountStore } from "./accounts.ts";
import { editorModule } from "./editor.ts";
import { adminPlugin } from "./plugin.ts";

const ORIGIN = "https://www.cabinet.example";
/** An article's picture, where the build takes it from. */
const PICTURE = "content/blog/hyperchoix.svg";

let dir: string;
let copy: string;
let app: FastifyInstance;
let cookie: string;
let closeDb: () => void;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "editor-svg-"));
  copy = path.join(dir, "repo");
  await cp(contentDir(), path.join(copy, "content"), { recursive: true });
  const databasePath = path.join(dir, "inbox.sqlite");
  app = Fastify();
  await app.register(adminPlugin, {
    databasePath,
    origin: ORIGIN,
    firmName: "Cabinet Témoin",
    rateLimit: 0,
    log: memoryLogger(),
    modules: [
      editorModule({
        workingCopy: async () => copy,
        definition: editorDefinition(path.dirname(contentDir())),
      }),
    ],
  });
  await app.ready();
  const { db } = openInboxDatabase(databasePath);
  closeDb = () => closeSqlite(db);
  const accounts = new AccountStore(db);
  const user = accounts.addUser("gerante@cabinet.example", "gestion");
  cookie = `__Host-admin=${accounts.createSession(user.id)}`;
}, 60_000);

afterAll(async () => {
  await app?.close();
  closeDb?.();
  await rm(dir, { recursive: true, force: true });
});

/** Keystatic's update of one file, as the signed-in editor page sends it. */
function upload(file: string, text: string) {
  return app.inject({
    method: "POST",
    url: "/api/admin/keystatic/update",
    headers: { origin: ORIGIN, "no-cors": "1", cookie },
    payload: {
      additions: [{ path: file, contents: Buffer.from(text).toString("base64url") }],
      deletions: [],
    },
  });
}

const stored = () => readFile(path.join(copy, PICTURE), "utf8");

describe("an SVG uploaded through the editor", () => {
  it.each(
    SVG_PAYLOADS.filter((payload) => payload.fate === "refused").map((payload) => [
      payload.id,
      payload.source,
    ]),
  )("%s: refused in French, nothing written", async (_id, source) => {
    const before = await stored();
    const response = await upload(PICTURE, source);
    expect(response.statusCode).toBe(403);
    expect(response.headers["x-refusal"]).toBe("content-path");
    expect(response.body).toMatch(/^«\u00a0hyperchoix\.svg\u00a0».*\u00a0: elle est refusée\.$/);
    expect(await stored()).toBe(before);
  });

  it.each(
    SVG_PAYLOADS.filter((payload) => payload.fate === "inert").map((payload) => [payload.id, payload.source]),
  )("%s: written as the sanitizer writes it again, nothing a browser runs", async (_id, source) => {
    const response = await upload(PICTURE, source);
    expect(response.statusCode, response.body).toBe(200);
    const svg = await stored();
    expect(svg).toBe(sanitizeSvg(source, "hyperchoix.svg").svg);
    expect(activeContent(svg, { xml: true })).toEqual([]);
  });

  it("keeps an ordinary picture as it is", async () => {
    const original = await readFile(path.join(contentDir(), "blog", "hyperchoix.svg"), "utf8");
    const response = await upload(PICTURE, original);
    expect(response.statusCode, response.body).toBe(200);
    expect(await stored()).toBe(original);
  });
});
