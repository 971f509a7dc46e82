import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { site } from "../content/site.ts";
import { inlineCriticalCssOfPages } from "../scripts/pipeline/critical-css.ts";
import { pageScriptHashes, pageStyleHashes, writeCspHashes } from "../scripts/pipeline/csp-hashes.ts";
import { buildServer } from "./app.ts";
import { loadCspHashes, parseCsp } from "./csp.ts";
import { RELAY_PATH } from "./relay/plugin.ts";
import { memoryLogger, multipartBody, submission } from "./relay/testing.ts";
import { PDF_CSP, SUBRESOURCE_CSP } from "./security.ts";

/**
 * The headers of every kind of response, with the built pages' own hashes in
 * script-src (decision 017) and style-src-elem (decision 027). The fixture's
 * pages are shaped like React Router's output and go through the same
 * post-build steps as the real ones.
 */

/** A pre-rendered page with its own inline scripts and stylesheet, before the critical CSS step. */
function page(name: string): string {
  return `<!DOCTYPE html><html lang="fr"><head><link rel="modulepreload" href="/assets/${name}-1.js"/><link rel="stylesheet" href="/assets/root-1.css"/><script type="application/ld+json">{"@type":"WebPage","name":"${name}"}</script></head><body><h1 class="title-${name}">${name}</h1><script>window.__reactRouterContext = {"page":"${name}"};</script><script type="module" async="">import * as route0 from "/assets/${name}-1.js";
window.__reactRouterRouteModules = {"root":route0};</script></body></html>`;
}

const PAGES = {
  "index.html": page("accueil"),
  "about/index.html": page("about"),
  "404.html": page("introuvable"),
  "blog/podcasts/404.html": page("podcast-introuvable"),
  "blog/podcasts/index.html": page("podcasts"),
  // A pre-rendered redirect page: no script at all.
  "fr/home/index.html": '<!doctype html><meta http-equiv="refresh" content="0;url=/home">',
};
const ASSET = "assets/root-AbC123.js";
const PICTURE = "media/blog/dessin.svg";
const PDF = "documents/guide.pdf";
/** One rule per page's title: each page inlines a different <style>. */
const STYLESHEET = Object.keys(PAGES)
  .map(
    (file, index) =>
      `.title-${PAGES[file as keyof typeof PAGES].match(/<h1[^>]*>([^<]*)/)?.[1] ?? ""}{order:${index}}`,
  )
  .join("");

let dir: string;
let root: string;
let app: FastifyInstance;
/** The pages as the build left them. */
const built = new Map<string, string>();

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "security-headers-"));
  root = path.join(dir, "client");
  for (const [file, html] of Object.entries(PAGES)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), html);
  }
  await mkdir(path.join(root, "assets"), { recursive: true });
  await writeFile(path.join(root, ASSET), "export const x = 1;\n");
  await writeFile(path.join(root, "assets/root-1.css"), STYLESHEET);
  await mkdir(path.join(root, "media/blog"), { recursive: true });
  await writeFile(
    path.join(root, PICTURE),
    '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>\n',
  );
  await mkdir(path.join(root, "documents"), { recursive: true });
  await writeFile(path.join(root, PDF), "%PDF-1.7\n");
  await writeFile(path.join(root, "robots.txt"), "User-agent: *\n");
  await inlineCriticalCssOfPages(root);
  for (const file of Object.keys(PAGES)) built.set(file, await readFile(path.join(root, file), "utf8"));
  await writeFile(
    path.join(root, "about/index.html.br"),
    brotliCompressSync(built.get("about/index.html") ?? ""),
  );
  await writeCspHashes(root);
  app = await buildServer({
    root,
    relay: { databasePath: path.join(dir, "inbox.sqlite"), rateLimit: 0, log: memoryLogger() },
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await rm(dir, { recursive: true, force: true });
});

/** The CSP header as a map of directive -> sources. */
function csp(response: LightMyRequestResponse): Map<string, string[]> {
  return parseCsp(String(response.headers["content-security-policy"] ?? ""));
}

/** Every directive but script-src and style-src-elem, identical on every response that has a policy. */
function expectStrictPolicy(
  response: LightMyRequestResponse,
  scriptHashes: readonly string[],
  styleHashes: readonly string[] = [],
): void {
  const policy = csp(response);
  expect(policy.get("script-src")).toEqual(["'self'", ...scriptHashes]);
  expect(policy.get("script-src")).not.toContain("'unsafe-inline'");
  expect(policy.get("script-src")).not.toContain("'unsafe-eval'");
  expect(policy.get("default-src")).toEqual(["'self'"]);
  expect(policy.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
  expect(policy.get("style-src-elem")).toEqual(["'self'", ...styleHashes]);
  expect(policy.get("style-src-elem")).not.toContain("'unsafe-inline'");
  expect(policy.get("style-src-attr")).toEqual(["'unsafe-inline'"]);
  expect(policy.get("frame-src")).toEqual([
    "https://www.youtube-nocookie.com",
    new URL(site.reviews.widgetUrl).origin,
  ]);
  expect(policy.get("form-action")).toEqual(["'self'"]);
  expect(policy.get("base-uri")).toEqual(["'none'"]);
  expect(policy.get("object-src")).toEqual(["'none'"]);
  expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
}

function expectCommonHeaders(response: LightMyRequestResponse): void {
  expect(response.headers["x-content-type-options"]).toBe("nosniff");
  expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(response.headers["cross-origin-resource-policy"]).toBe("same-origin");
  // Plain http in these tests: never HSTS (server/app.test.ts covers HTTPS behind a proxy).
  expect(response.headers["strict-transport-security"]).toBeUndefined();
  expect(response.headers["x-powered-by"]).toBeUndefined();
}

function expectDocumentHeaders(response: LightMyRequestResponse): void {
  expectCommonHeaders(response);
  expect(response.headers["x-frame-options"]).toBe("DENY");
  expect(response.headers["cross-origin-opener-policy"]).toBe("same-origin");
  expect(response.headers["permissions-policy"]).toMatch(/^camera=\(\), microphone=\(\)/);
  // Headers for browsers long gone: bytes off the page's first round trip (decision 031).
  for (const obsolete of ["x-xss-protection", "x-download-options", "x-permitted-cross-domain-policies"]) {
    expect(response.headers[obsolete], obsolete).toBeUndefined();
  }
}

const hashesOf = (file: keyof typeof PAGES) => pageScriptHashes(built.get(file) ?? "");
const styleHashesOf = (file: keyof typeof PAGES) => pageStyleHashes(built.get(file) ?? "");

describe("the manifest", () => {
  it("lists each page with the hashes of its own scripts and <style>", async () => {
    const hashes = await loadCspHashes(root);
    expect([...hashes.keys()].sort()).toEqual(Object.keys(PAGES).sort());
    // Two inline scripts: the router's context and its module bootstrap.
    expect(hashes.get("about/index.html")?.script).toHaveLength(2);
    expect(hashes.get("about/index.html")?.style).toHaveLength(1);
    expect(hashes.get("about/index.html")?.script).not.toEqual(hashes.get("index.html")?.script);
    expect(hashes.get("about/index.html")?.style).not.toEqual(hashes.get("index.html")?.style);
    expect(hashes.get("fr/home/index.html")).toEqual({ script: [], style: [] });
  });

  it("reads the older format, a list of script hashes per page", async () => {
    const old = await mkdtemp(path.join(tmpdir(), "security-headers-old-"));
    try {
      const hash = `'sha256-${"A".repeat(43)}='`;
      await writeFile(path.join(old, "csp-hashes.json"), JSON.stringify({ "index.html": [hash] }));
      expect(await loadCspHashes(path.join(old, "client"))).toEqual(
        new Map([["index.html", { script: [hash], style: [] }]]),
      );
    } finally {
      await rm(old, { recursive: true, force: true });
    }
  });
});

describe("security headers per response", () => {
  it.each([
    ["the home page", "/", "index.html"],
    ["an HTML page", "/about", "about/index.html"],
    ["a section index", "/blog/podcasts", "blog/podcasts/index.html"],
  ] as const)(
    "%s: its own hashes, and nothing else, in script-src and style-src-elem",
    async (_name, url, file) => {
      for (const encoding of ["identity", "br"]) {
        for (const method of ["GET", "HEAD"] as const) {
          const response = await app.inject({ method, url, headers: { "accept-encoding": encoding } });
          expect(response.statusCode, `${method} ${url} ${encoding}`).toBe(200);
          expectStrictPolicy(response, hashesOf(file), styleHashesOf(file));
          expectDocumentHeaders(response);
        }
      }
    },
  );

  it("the 404 page: the hashes of 404.html", async () => {
    const response = await app.inject({ method: "GET", url: "/nulle-part" });
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe(built.get("404.html"));
    expectStrictPolicy(response, hashesOf("404.html"), styleHashesOf("404.html"));
    expectDocumentHeaders(response);
  });

  it("a section's 404 page: the hashes of that page", async () => {
    const response = await app.inject({ method: "GET", url: "/blog/podcasts/inconnu" });
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe(built.get("blog/podcasts/404.html"));
    expectStrictPolicy(response, hashesOf("blog/podcasts/404.html"), styleHashesOf("blog/podcasts/404.html"));
    expectDocumentHeaders(response);
  });

  it("redirects: no hash at all", async () => {
    for (const url of ["/fr/home", "/about/"]) {
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(301);
      expectStrictPolicy(response, []);
      expectDocumentHeaders(response);
    }
  });

  it("errors in plain text: the policy of an answer that is not a page, and the document's headers", async () => {
    for (const [method, url, status] of [
      ["GET", "/%E0%A4%A", 400],
      ["DELETE", "/about", 405],
      ["GET", `/${"a".repeat(5000)}`, 414],
    ] as const) {
      const response = await app.inject({ method, url });
      expect(response.statusCode, url).toBe(status);
      expect(response.headers["content-security-policy"], url).toBe(SUBRESOURCE_CSP);
      expectDocumentHeaders(response);
    }
  });

  it("a hashed asset: only the headers that apply to it (its own policy), and a year of cache", async () => {
    const response = await app.inject({ method: "GET", url: `/${ASSET}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers["content-security-policy"]).toBe(SUBRESOURCE_CSP);
    expect(response.headers["x-frame-options"]).toBeUndefined();
    expectCommonHeaders(response);
  });
});

describe("answers that are not pages (issue 43)", () => {
  const sandboxed = (response: LightMyRequestResponse) => {
    const policy = csp(response);
    expect(response.headers["content-security-policy"]).toBe(SUBRESOURCE_CSP);
    expect(policy.get("default-src")).toEqual(["'none'"]);
    expect(policy.get("sandbox")).toEqual([]);
    expect(policy.get("script-src")).toBeUndefined();
  };

  it("an SVG: nothing loads, nothing runs, in an opaque origin; on its 304 too", async () => {
    const response = await app.inject({ method: "GET", url: `/${PICTURE}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    sandboxed(response);
    const again = await app.inject({
      method: "GET",
      url: `/${PICTURE}`,
      headers: { "if-none-match": String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    sandboxed(again);
  });

  it("a PDF: its own policy, without sandbox (which stops Safari from showing it)", async () => {
    const response = await app.inject({ method: "GET", url: `/${PDF}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/pdf/);
    expect(response.headers["content-security-policy"]).toBe(PDF_CSP);
    expect(csp(response).get("default-src")).toEqual(["'none'"]);
  });

  it("a stylesheet, a text file, a JSON answer: the same", async () => {
    for (const url of ["/assets/root-1.css", "/robots.txt", "/healthz"]) {
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBeLessThan(500);
      if (url === "/healthz") expect(response.headers["content-type"]).toMatch(/^application\/json/);
      sandboxed(response);
    }
  });

  it("pages keep their own policy", async () => {
    const response = await app.inject({ method: "GET", url: "/about" });
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(csp(response).get("sandbox")).toBeUndefined();
    expect(csp(response).get("default-src")).toEqual(["'self'"]);
  });
});

describe("security headers of the relay", () => {
  async function send(entries = submission(), headers: Record<string, string> = {}) {
    const body = await multipartBody(entries);
    return app.inject({
      method: "POST",
      url: RELAY_PATH,
      payload: body.payload,
      headers: { ...body.headers, ...headers },
    });
  }

  it("success: plain text, never cached, never sniffed", async () => {
    const response = await send();
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe("OK");
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-store");
    expectCommonHeaders(response);
    expect(response.headers["access-control-allow-origin"]).toBeUndefined();
    expect(response.headers["content-security-policy"]).toBe(SUBRESOURCE_CSP);
  });

  it.each([
    ["invalid fields", () => send(submission({ email: "pas-une-adresse" })), 400],
    ["another site", () => send(submission(), { origin: "https://evil.example" }), 403],
    [
      "another body type",
      () =>
        app.inject({
          method: "POST",
          url: RELAY_PATH,
          payload: "a=1",
          headers: { "content-type": "application/x-www-form-urlencoded" },
        }),
      415,
    ],
    ["another method", () => app.inject({ method: "GET", url: RELAY_PATH }), 405],
  ] as const)("error (%s): the policy of an answer that is not a page", async (_name, request, status) => {
    const response = await request();
    expect(response.statusCode).toBe(status);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers["content-security-policy"]).toBe(SUBRESOURCE_CSP);
    expectDocumentHeaders(response);
  });
});

describe("start-up", () => {
  it("refuses to serve a build without its CSP manifest, naming the file", async () => {
    const bare = await mkdtemp(path.join(tmpdir(), "security-headers-bare-"));
    const bareRoot = path.join(bare, "client");
    try {
      await mkdir(bareRoot);
      await writeFile(path.join(bareRoot, "index.html"), PAGES["index.html"]);
      await expect(buildServer({ root: bareRoot })).rejects.toThrow(
        `${path.join(bare, "csp-hashes.json")} not found: run npm run build first`,
      );
      await writeFile(
        path.join(bare, "csp-hashes.json"),
        JSON.stringify({ "index.html": ["'unsafe-inline'"] }),
      );
      await expect(buildServer({ root: bareRoot })).rejects.toThrow(/not a valid CSP manifest/);
    } finally {
      await rm(bare, { recursive: true, force: true });
    }
  });
});
