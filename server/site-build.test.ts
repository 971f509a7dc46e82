/**
 * The switch between two builds under load: a loop of requests over real
 * HTTP while the site is switched back and forth gets only 200s, each page
 * whole and from one build (its text and its CSP agree).
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeBuildFacts } from "../config/build-facts.ts";
import { writeCspHashes } from "../scripts/pipeline/csp-hashes.ts";
import { buildServer } from "./app.ts";
import type { SiteBuild } from "./site-build.ts";

const bookingLength = { slotMinutes: 30, minimumNoticeHours: 24, horizonDays: 28 };

let dir: string;
let app: FastifyInstance;
let builds: SiteBuild[];
let origin: string;
const PAGES = ["/", "/contact", "/bilan-de-competence"];

async function makeBuild(name: string): Promise<string> {
  const root = path.join(dir, name, "client");
  for (const page of PAGES) {
    const folder = path.join(root, page);
    await mkdir(folder, { recursive: true });
    await writeFile(
      path.join(folder, "index.html"),
      `<!doctype html><html lang="fr"><head><title>${name}</title><script>window.build=${JSON.stringify(name)}</script></head><body><main>build ${name} ${page} ${"texte ".repeat(2_000)}</main></body></html>`,
    );
  }
  await writeFile(path.join(root, "404.html"), "<!doctype html><title>404</title>");
  await writeCspHashes(root);
  return root;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "site-switch-"));
  const first = await makeBuild("un");
  const second = await makeBuild("deux");
  app = await buildServer({ root: first });
  builds = [app.site.live.current, await app.site.loadBuild(second)];
  origin = await app.listen({ port: 0, host: "127.0.0.1" });
});

afterAll(async () => {
  await app?.close();
  await rm(dir, { recursive: true, force: true });
});

describe("switching the live build", () => {
  it("answers every request of a loop during switches with a 200 and a whole page of one build", async () => {
    let switching = true;
    const switcher = (async () => {
      for (let index = 0; index < 200; index += 1) {
        app.site.live.swap(builds[index % 2] as SiteBuild);
        await new Promise((resolve) => setImmediate(resolve));
      }
      switching = false;
    })();
    const answers: { status: number; build: string; consistent: boolean }[] = [];
    const worker = async () => {
      let index = 0;
      while (switching) {
        const page = PAGES[index++ % PAGES.length] as string;
        const response = await fetch(`${origin}${page}`, { headers: { "accept-encoding": "identity" } });
        const body = await response.text();
        const build = /<title>(\w+)<\/title>/.exec(body)?.[1] ?? "";
        const policy = response.headers.get("content-security-policy") ?? "";
        // The page's own inline script is allowed by the policy sent with it: both from one build.
        const hashed = (builds.find((candidate) =>
          candidate.files.get("/")?.identity.body?.includes(`window.build="${build}"`),
        ) ?? builds[0]) as SiteBuild;
        const expected = hashed.policies.forPage(path.join(hashed.root, page, "index.html"));
        answers.push({
          status: response.status,
          build,
          consistent:
            body.includes(`build ${build} ${page}`) && body.endsWith("</html>") && policy === expected,
        });
      }
    };
    await Promise.all([switcher, worker(), worker(), worker(), worker()]);
    expect(answers.length).toBeGreaterThan(50);
    expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
    expect(answers.filter((answer) => !answer.consistent)).toEqual([]);
    expect(new Set(answers.map((answer) => answer.build))).toEqual(new Set(["un", "deux"]));
  });

  it("redirects the old addresses of the build answered, switched with it", async () => {
    const published = await makeBuild("trois");
    writeBuildFacts(path.dirname(published), {
      interests: ["Bilan de compétences"],
      redirects: { "/ancienne-page": "/bilan-de-competence" },
      booking: bookingLength,
    });
    const live = app.site.live.current;
    const answer = () => fetch(`${origin}/ancienne-page?x=1`, { redirect: "manual" });
    expect((await answer()).status).toBe(404);
    app.site.live.swap(await app.site.loadBuild(published));
    const moved = await answer();
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/bilan-de-competence?x=1");
    app.site.live.swap(live);
    expect((await answer()).status).toBe(404);
  });

  it("answers from the build switched to, at once", async () => {
    app.site.live.swap(builds[1] as SiteBuild);
    expect(await (await fetch(`${origin}/contact`)).text()).toContain("build deux /contact");
    app.site.live.swap(builds[0] as SiteBuild);
    expect(await (await fetch(`${origin}/contact`)).text()).toContain("build un /contact");
  });
});
