import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/** Each test starts a Node process, which takes seconds on a busy machine. */
const STARTS = { timeout: 30_000 };

import { readPublicConfig } from "../config/public.ts";
import { writePublicConfig } from "../config/public-file.ts";
import { startServer } from "../scripts/lib/server-process.ts";
import { writeCspHashes } from "../scripts/pipeline/csp-hashes.ts";

let dir: string;
let root: string;

/** The server's variables for the build in `dir`, none inherited from this process. */
function env(extra: Record<string, string> = {}): Record<string, string | undefined> {
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
    DATABASE_PATH: path.join(dir, "inbox.sqlite"),
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
  writePublicConfig(dir, readPublicConfig({ EMAILJS_PUBLIC_KEY: "cle-du-site" }));
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
