import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/** Each test starts a Node process, which takes seconds on a busy machine. */
const STARTS = { timeout: 30_000 };

import { probe, startServer } from "./server-process.ts";

let dir: string;

/** A script in the temporary folder. */
async function script(name: string, source: string): Promise<string> {
  const file = path.join(dir, name);
  await writeFile(file, source);
  return file;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "server-process-"));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("startServer", () => {
  it("starts a server on a free port, waits until it answers, and stops it", STARTS, async () => {
    const file = await script(
      "ok.mjs",
      `import { createServer } from "node:http";
       console.log("starting with", process.env.GREETING);
       createServer((_request, response) => response.end(process.env.GREETING))
         .listen(Number(process.env.PORT), process.env.HOST);`,
    );
    const server = await startServer({ args: [file], env: { GREETING: "bonjour" } });
    expect(server.url).toBe(`http://127.0.0.1:${server.port}`);
    expect(await (await fetch(`${server.url}/`)).text()).toBe("bonjour");
    expect(server.output()).toContain("starting with bonjour");
    expect(server.stopping).toBe(false);
    await server.stop();
    expect(server.stopping).toBe(true);
    expect(await server.exited).toBe("SIGTERM");
    expect(typeof (await probe(`${server.url}/`))).toBe("string");
  });

  it("fails with the output of a server that exits before answering", STARTS, async () => {
    const file = await script("fails.mjs", 'console.error("server: no build"); process.exit(1);');
    await expect(startServer({ args: [file] })).rejects.toThrow(
      /fails\.mjs exited before answering \(exit code 1\)\n--- server output \(last lines\) ---\nserver: no build/,
    );
  });

  it("kills a server that never answers", STARTS, async () => {
    const file = await script("silent.mjs", "setInterval(() => undefined, 1000);");
    await expect(startServer({ args: [file], readyTimeoutMs: 500 })).rejects.toThrow(
      /silent\.mjs did not answer 200 to GET http:\/\/127\.0\.0\.1:\d+\/ in time/,
    );
  });

  it("refuses a port something already answers on", STARTS, async () => {
    const other = createServer((_request, response) => response.end());
    await new Promise<void>((resolve) => other.listen(0, "127.0.0.1", resolve));
    const address = other.address();
    const port = typeof address === "object" && address ? address.port : 0;
    try {
      await expect(startServer({ args: ["never-run.mjs"], port })).rejects.toThrow(
        `something already answers on http://127.0.0.1:${port} (HTTP 200)`,
      );
    } finally {
      await new Promise((resolve) => other.close(resolve));
    }
  });
});
