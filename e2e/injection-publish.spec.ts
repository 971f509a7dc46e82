import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { oneTimeLink } from "../scripts/lib/admin-link.ts";
import { type ServerProcess, startServer } from "../scripts/lib/server-process.ts";
import { activeContent, MARKDOWN_PAYLOADS, SVG_PAYLOADS } from "../shared/injection-corpus.ts";

/**
 * The injection corpus of issue 43 against the production server with
 * « Publier » on: every SVG payload uploaded through the editor's own request
 * (Keystatic's update) as an article's picture, the Markdown payloads saved
 * in an article's text, then « Publier ». Nothing may reach a built page or a
 * served file in a form a browser runs: the SVGs that try are refused at
 * upload, in French; the inert ones are served as sanitized, each with the
 * sandbox policy; the Markdown is refused by « Publier » with a French
 * message naming the article (a build that stops in seconds, then the
 * article is restored and published), or rendered inert. One full build.
 */
test.describe.configure({ mode: "serial", timeout: 1_200_000 });

const SANDBOX = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
/** The article whose text takes the Markdown payloads, and whose picture each SVG payload tries to replace. */
const ARTICLE = "content/blog/hyperchoix.md";
const PICTURE = "content/blog/hyperchoix.svg";
/** The pictures the inert payloads replace, one each (other articles, left as they are). */
const INERT_PICTURES = [
  "content/blog/trouver-sa-voie.svg",
  "content/blog/la-question-qui-tue.svg",
  "content/blog/motivation-vs-amotivation.svg",
];

let directory: string;
let origin: string;
let server: ServerProcess;

test.beforeAll(async () => {
  directory = mkdtempSync(path.join(tmpdir(), "injection-e2e-"));
  const port = Number(process.env.E2E_INJECTION_PORT ?? 4861) + test.info().parallelIndex;
  origin = `http://localhost:${port}`;
  server = await startServer({
    port,
    env: { DATA_DIR: directory, ADMIN_ORIGIN: origin, ADMIN_RATE_LIMIT: "0", NODE_ENV: undefined },
  });
});

test.afterAll(async () => {
  await server?.stop();
  if (directory) rmSync(directory, { recursive: true, force: true });
});

const workingCopy = (file: string) => path.join(directory, "publish", "repo", file);

/** Keystatic's update of `files`, as the signed-in editor page sends it. */
function save(page: Page, files: Record<string, string>) {
  return page.request.post(`${origin}/api/keystatic/update`, {
    headers: { "no-cors": "1", origin },
    data: {
      additions: Object.entries(files).map(([file, contents]) => ({
        path: file,
        contents: Buffer.from(contents).toString("base64url"),
      })),
      deletions: [],
    },
  });
}

/** Git's blob id of a file's bytes: the address Keystatic reads it at. */
const blobSha = (bytes: Buffer) =>
  createHash("sha1")
    .update(Buffer.concat([Buffer.from(`blob ${bytes.length}\0`), bytes]))
    .digest("hex");

/** Every file under `folder` ending in one of `extensions`. */
function filesUnder(folder: string, extensions: readonly string[]): string[] {
  return readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((file) => extensions.some((extension) => file.endsWith(extension)))
    .map((file) => path.join(folder, file));
}

test("no payload of the injection corpus reaches a built page or a served file in a form a browser runs", async ({
  page,
}) => {
  const link = await oneTimeLink({ directory, origin, email: "gerante@cabinet.example", role: "gestion" });
  await page.goto(link);
  await page.getByRole("link", { name: "Continuer sans clé d’accès" }).click();
  await expect(page.getByRole("navigation", { name: "Sections" })).toBeVisible();
  // The working copy is made on the first use of the editor.
  expect(
    (await page.request.get(`${origin}/api/keystatic/tree`, { headers: { "no-cors": "1" } })).status(),
  ).toBe(200);

  // 1. Each SVG payload as the article's picture, through the editor's own request.
  const pictureBefore = readFileSync(workingCopy(PICTURE), "utf8");
  const refused = SVG_PAYLOADS.filter((payload) => payload.fate === "refused");
  for (const payload of refused) {
    const response = await save(page, { [PICTURE]: payload.source });
    const message = await response.text();
    expect(response.status(), `${payload.id}: ${message}`).toBe(403);
    expect(message, payload.id).toMatch(/^«\u00a0hyperchoix\.svg\u00a0».*\u00a0: elle est refusée\.$/);
    expect(readFileSync(workingCopy(PICTURE), "utf8"), payload.id).toBe(pictureBefore);
  }
  const inert = SVG_PAYLOADS.filter((payload) => payload.fate === "inert");
  expect(inert.length).toBe(INERT_PICTURES.length);
  for (const [index, payload] of inert.entries()) {
    const file = INERT_PICTURES[index] as string;
    const response = await save(page, { [file]: payload.source });
    expect(response.status(), `${payload.id}: ${await response.text()}`).toBe(200);
    const stored = readFileSync(workingCopy(file));
    expect(activeContent(stored.toString("utf8"), { xml: true }), payload.id).toEqual([]);
    // As the editor reads it back (Keystatic's blob): its own policy, nothing runs.
    const blob = await page.request.get(`${origin}/api/keystatic/blob/${blobSha(stored)}/${file}`, {
      headers: { "no-cors": "1" },
    });
    expect(blob.status(), file).toBe(200);
    expect(blob.headers()["content-security-policy"], file).toBe(SANDBOX);
  }

  // 2. The Markdown payloads, in the article's text.
  const articleText = readFileSync(workingCopy(ARTICLE), "utf8");
  const pagePath = /^PageLink:\s*"([^"\n]+)"/m.exec(articleText)?.[1] ?? "";
  expect(pagePath).toMatch(/^\/blog\//);
  const withPayloads = `${articleText.trimEnd()}\n\n${MARKDOWN_PAYLOADS.map((payload) => payload.body).join("\n\n")}\n`;
  const saved = await save(page, { [ARTICLE]: withPayloads });
  const savedMessage = await saved.text();
  const editorRefusedMarkdown = saved.status() !== 200;
  if (editorRefusedMarkdown) {
    expect(saved.status(), savedMessage).toBeGreaterThanOrEqual(400);
    expect(savedMessage).toMatch(/«|\u00a0:/);
  }

  // 3. « Publier ».
  type Outcome = { status: string; problems?: { message: string; page?: string }[]; message?: string };
  const publish = async (what: string): Promise<Outcome> => {
    const queued = await page.request.post(`${origin}/api/admin/publish`, { headers: { origin }, data: {} });
    expect(queued.status(), await queued.text()).toBeLessThan(300);
    const { id } = (await queued.json()) as { id: string };
    let outcome: Outcome | undefined;
    const started = performance.now();
    await expect
      .poll(
        async () => {
          const job = (await (await page.request.get(`${origin}/api/admin/publish/jobs/${id}`)).json()) as {
            outcome?: Outcome;
          };
          outcome = job.outcome;
          return outcome?.status;
        },
        { timeout: 900_000, intervals: [2_000] },
      )
      .toBeDefined();
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`${what}: ${seconds} s, ${JSON.stringify(outcome).slice(0, 300)}`);
    return outcome ?? { status: "none" };
  };
  const visitor = page.context().request;
  const visit = async (pathname: string) => {
    const response = await visitor.get(`${origin}${pathname}`, { headers: { cookie: "" } });
    expect(response.status(), pathname).toBe(200);
    return response;
  };

  let outcome = await publish("corpus publication");
  if (outcome.status !== "published") {
    // The Markdown refused by « Publier », in French, the article named; the live site unchanged.
    expect(["refused", "failed"], JSON.stringify(outcome)).toContain(outcome.status);
    expect(editorRefusedMarkdown, "only the Markdown payloads may stop the publication").toBe(false);
    const messages = [
      outcome.message ?? "",
      ...(outcome.problems ?? []).map((problem) => `${problem.page ?? ""} ${problem.message}`),
    ].join("\n");
    expect(messages).toContain(ARTICLE);
    expect(messages).toMatch(/\u00a0:|«/);
    expect(await (await visit(pagePath)).text()).not.toContain("XSS-");
    // Without them, the pictures are published: the one full build of this test.
    expect((await save(page, { [ARTICLE]: articleText })).status()).toBe(200);
    outcome = await publish("the pictures' publication");
  }
  expect(outcome.status, JSON.stringify(outcome)).toBe("published");

  // 4. What a visitor gets: the article, the inert pictures as served (sanitized, with the sandbox policy).
  const articleHtml = await (await visit(pagePath)).text();
  expect(activeContent(articleHtml), pagePath).toEqual([]);
  for (const payload of MARKDOWN_PAYLOADS) {
    expect(articleHtml, payload.id).not.toMatch(new RegExp(`<script[^>]*>[^<]*XSS-${payload.id}`));
    expect(articleHtml, payload.id).not.toMatch(new RegExp(`(?:on[a-z]+|href)="[^"]*XSS-${payload.id}`));
  }
  for (const file of INERT_PICTURES) {
    const response = await visit(`/media/blog/${path.basename(file)}`);
    expect(response.headers()["content-type"], file).toMatch(/^image\/svg\+xml/);
    expect(response.headers()["content-security-policy"], file).toBe(SANDBOX);
    const served = await response.text();
    expect(served, file).toBe(readFileSync(workingCopy(file), "utf8"));
    expect(activeContent(served, { xml: true }), file).toEqual([]);
  }
  // Every page and SVG of the live build.
  const live = path.join(directory, "publish", "live", "build", "client");
  const files = filesUnder(live, [".html", ".svg"]);
  expect(files.length).toBeGreaterThan(50);
  const found = files.flatMap((file) =>
    activeContent(readFileSync(file, "utf8"), { xml: file.endsWith(".svg") }).map(
      (what) => `${path.relative(live, file)}: ${what}`,
    ),
  );
  expect(found).toEqual([]);
});
