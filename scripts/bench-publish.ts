/**
 * `npm run bench:publish`: the time from « Publier » to the new page live,
 * as the firm lives it. A server of the existing build (npm run build first)
 * with a state folder of its own; an account signed in by its one-time link;
 * then, RUNS times (default 5): one price changed through the editor's own
 * request, « Publier » through the back office's API, and a visitor's page
 * polled until it states the new price. Prints each run and the median.
 *
 *   npm run build && npm run bench:publish [-- --runs 5]
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseDocument } from "yaml";
import { freePort } from "./free-port.ts";
import { oneTimeLink } from "./lib/admin-link.ts";
import { startServer } from "./lib/server-process.ts";

const runs = Number(process.argv[process.argv.indexOf("--runs") + 1]) || 5;

const directory = mkdtempSync(path.join(tmpdir(), "bench-publish-"));
const port = await freePort();
const origin = `http://localhost:${port}`;
const server = await startServer({
  port,
  env: { DATA_DIR: directory, STATE_DIRECTORY: undefined, ADMIN_ORIGIN: origin, ADMIN_RATE_LIMIT: "0" },
});

async function call(
  pathname: string,
  options: { method?: string; body?: unknown; cookie?: string; headers?: Record<string, string> } = {},
) {
  const response = await fetch(`${origin}${pathname}`, {
    method: options.method ?? "GET",
    headers: {
      origin,
      "content-type": "application/json",
      ...(options.cookie && { cookie: options.cookie }),
      ...options.headers,
    },
    ...(options.body !== undefined && { body: JSON.stringify(options.body) }),
  });
  if (!response.ok) throw new Error(`${pathname}: ${response.status} ${await response.text()}`);
  return response;
}

try {
  const link = await oneTimeLink({ directory, origin, email: "bench@cabinet.example" });
  const token = link.split("#")[1];
  const signIn = await call("/api/admin/auth/link/verify", { method: "POST", body: { token } });
  const cookie = (signIn.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  await call("/api/admin/publish", { cookie }); // makes the working copy
  const file = "content/bilan/facts.yaml";
  const seconds: number[] = [];
  for (let index = 0; index < runs; index += 1) {
    const document = parseDocument(readFileSync(path.join(directory, "publish", "repo", file), "utf8"));
    const price = Number(document.getIn(["prices", "classicIndividual"])) + 10;
    document.setIn(["prices", "classicIndividual"], price);
    await call("/api/keystatic/update", {
      method: "POST",
      cookie,
      headers: { "no-cors": "1" },
      body: {
        additions: [{ path: file, contents: Buffer.from(document.toString()).toString("base64url") }],
        deletions: [],
      },
    });
    const started = performance.now();
    const job = (await (await call("/api/admin/publish", { method: "POST", cookie, body: {} })).json()) as {
      id: string;
    };
    for (;;) {
      const page = await (await fetch(`${origin}/bilan-de-competence`)).text();
      if (page.includes(`"price":"${price}.00"`)) break;
      const state = (await (await call(`/api/admin/publish/jobs/${job.id}`, { cookie })).json()) as {
        outcome?: { status: string };
      };
      if (state.outcome && state.outcome.status !== "published") throw new Error(JSON.stringify(state));
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    seconds.push((performance.now() - started) / 1000);
    console.log(`run ${index + 1}: « Publier » → ${price} € live in ${seconds.at(-1)?.toFixed(1)} s`);
  }
  const sorted = [...seconds].sort((a, b) => a - b);
  console.log(
    `median of ${runs}: ${sorted[Math.floor(sorted.length / 2)]?.toFixed(1)} s (min ${sorted[0]?.toFixed(1)}, max ${sorted.at(-1)?.toFixed(1)})`,
  );
} finally {
  await server.stop();
  rmSync(directory, { recursive: true, force: true });
}
