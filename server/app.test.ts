import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { redirects } from "../content/redirects.ts";
import { site } from "../content/site.ts";
import { writeCspHashes } from "../scripts/pipeline/csp-hashes.ts";
import { buildServer, MAX_URL_LENGTH, rejectRequestTarget } from "./app.ts";
import { parseCsp } from "./csp.ts";
import { negotiateEncoding } from "./not-found.ts";
import {
  cspDirectives,
  DOCUMENT_ONLY_HEADERS,
  isSubresource,
  originOf,
  PERMISSIONS_POLICY,
  SUBRESOURCE_CSP,
} from "./security.ts";

const HOME = "<!doctype html><title>Accueil</title><h1>Accueil</h1>";
const ABOUT = "<!doctype html><title>À propos</title><h1>À propos</h1>";
const NOT_FOUND = "<!doctype html><title>Page introuvable</title><h1>Page introuvable</h1>";
const FR_HOME = "<!doctype html><title>Redirection</title><meta http-equiv=refresh content='0;url=/home'>";
const BLOG = "<!doctype html><title>Hyperchoix</title><h1>Souffrez-vous de l'hyperchoix ?</h1>";
const SCRIPT = `export const answer = ${JSON.stringify("x".repeat(2000))};\n`;
const FAVICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><circle cx="8" cy="8" r="8"/></svg>';
const SECRET = "TOP-SECRET-OUTSIDE-ROOT";

let dir: string;
let root: string;
let app: FastifyInstance;

async function put(file: string, content: string | Buffer): Promise<void> {
  const target = path.join(root, file);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, content);
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "server-test-"));
  root = path.join(dir, "client");
  // Files beside the root that must never be reachable.
  await writeFile(path.join(dir, "package.json"), JSON.stringify({ secret: SECRET }));
  await writeFile(path.join(dir, "secret.txt"), SECRET);

  await put("index.html", HOME);
  await put("about/index.html", ABOUT);
  await put("about/index.html.br", brotliCompressSync(ABOUT));
  await put("404.html", NOT_FOUND);
  await put("404.html.br", brotliCompressSync(NOT_FOUND));
  await put("404.html.gz", gzipSync(NOT_FOUND));
  await put("404/index.html", NOT_FOUND);
  await put("fr/home/index.html", FR_HOME);
  await put("assets/app-abc123.js", SCRIPT);
  await put("assets/app-abc123.js.br", brotliCompressSync(SCRIPT));
  await put("assets/app-abc123.js.gz", gzipSync(SCRIPT));
  await put("favicon.svg", FAVICON);
  await put("about.data", '[{"_1":2},"routes"]');
  await put("blog/Souffrez_vous_de_l'hyperchoix/index.html", BLOG);
  await put(".env", SECRET);
  await put(".git/config", SECRET);
  await writeCspHashes(root);

  app = await buildServer({ root });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await rm(dir, { recursive: true, force: true });
});

function get(url: string, headers: Record<string, string> = {}) {
  return app.inject({ method: "GET", url, headers });
}

/** The CSP header as a map of directive -> sources. */
function csp(response: LightMyRequestResponse): Map<string, string[]> {
  return parseCsp(String(response.headers["content-security-policy"] ?? ""));
}

function expectSecurityHeaders(response: LightMyRequestResponse): void {
  const headers = response.headers;
  if (isSubresource(headers["content-type"])) {
    // An error in plain text: not a page, its own policy (issue 43); the document's other headers.
    expect(headers["content-security-policy"]).toBe(SUBRESOURCE_CSP);
  } else expectPagePolicy(response);
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["permissions-policy"]).toBe(
    "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
  );
  expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
  expect(headers["strict-transport-security"]).toBeUndefined();
  expect(headers["x-powered-by"]).toBeUndefined();
}

function expectPagePolicy(response: LightMyRequestResponse): void {
  const policy = csp(response);
  expect(policy.get("default-src")).toEqual(["'self'"]);
  // The fixture's pages have no inline script: no hash either.
  expect(policy.get("script-src")).toEqual(["'self'"]);
  expect(policy.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
  expect(policy.get("style-src-elem")).toEqual(["'self'"]);
  expect(policy.get("style-src-attr")).toEqual(["'unsafe-inline'"]);
  expect(policy.get("img-src")).toEqual(["'self'", "data:"]);
  expect(policy.get("font-src")).toEqual(["'self'"]);
  expect(policy.get("media-src")).toEqual(["'self'"]);
  expect(policy.get("connect-src")?.[0]).toBe("'self'");
  expect(policy.get("frame-src")).toEqual([
    "https://www.youtube-nocookie.com",
    new URL(site.reviews.widgetUrl).origin,
  ]);
  expect(policy.get("form-action")).toEqual(["'self'"]);
  expect(policy.get("base-uri")).toEqual(["'none'"]);
  expect(policy.get("object-src")).toEqual(["'none'"]);
  expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
  expect(policy.has("upgrade-insecure-requests")).toBe(false);
}

describe("pages and clean URLs", () => {
  it("serves the home page at /", async () => {
    const response = await get("/");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.body).toBe(HOME);
  });

  it("serves about/index.html at /about", async () => {
    const response = await get("/about");
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(ABOUT);
  });

  it("serves a path with an apostrophe, raw or percent-encoded", async () => {
    for (const url of ["/blog/Souffrez_vous_de_l'hyperchoix", "/blog/Souffrez_vous_de_l%27hyperchoix"]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(BLOG);
    }
  });

  it("serves other static files", async () => {
    const response = await get("/favicon.svg");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(response.body).toBe(FAVICON);
  });

  it("lists no directory", async () => {
    for (const url of ["/assets", "/blog"]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toBe(NOT_FOUND);
    }
  });

  it("revalidates HTML with its ETag", async () => {
    const first = await get("/about");
    const etag = String(first.headers.etag);
    const second = await get("/about", { "if-none-match": etag });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe("");
    expect(second.headers["cache-control"]).toBe("no-cache");
  });

  it("answers from memory and from disk with the same validators and headers", async () => {
    // A Range request is left to @fastify/static, which reads the file from disk.
    const memory = await get("/about");
    const disk = await get("/about", { range: "bytes=0-" });
    expect(disk.statusCode).toBe(206);
    expect(disk.body).toBe(memory.body);
    for (const name of [
      "etag",
      "last-modified",
      "content-type",
      "cache-control",
      "content-security-policy",
    ]) {
      expect(disk.headers[name], name).toBe(memory.headers[name]);
    }
  });

  it("serves a part of a file for a Range request", async () => {
    const response = await get("/favicon.svg", { range: "bytes=0-3" });
    expect(response.statusCode).toBe(206);
    expect(response.body).toBe(FAVICON.slice(0, 4));
    expect(response.headers["content-range"]).toBe(`bytes 0-3/${FAVICON.length}`);
  });

  it("checks the preconditions If-Match and If-Unmodified-Since", async () => {
    expect((await get("/about", { "if-match": '"something-else"' })).statusCode).toBe(412);
    const { etag } = (await get("/about")).headers;
    expect((await get("/about", { "if-match": String(etag) })).statusCode).toBe(200);
  });
});

describe("precompressed files", () => {
  it("serves .br to clients that accept brotli", async () => {
    const response = await get("/assets/app-abc123.js", { "accept-encoding": "gzip, deflate, br" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toMatch(/^(application|text)\/javascript/);
    expect(String(response.headers.vary).toLowerCase()).toContain("accept-encoding");
    expect(response.rawPayload.equals(brotliCompressSync(SCRIPT))).toBe(true);
  });

  it("serves .gz to clients that accept gzip only", async () => {
    const response = await get("/assets/app-abc123.js", { "accept-encoding": "gzip" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(response.rawPayload.equals(gzipSync(SCRIPT))).toBe(true);
  });

  it("serves the plain file otherwise, still varying on Accept-Encoding", async () => {
    const response = await get("/assets/app-abc123.js", { "accept-encoding": "identity" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(String(response.headers.vary).toLowerCase()).toContain("accept-encoding");
    expect(response.body).toBe(SCRIPT);
  });

  it("serves a precompressed page at its clean URL", async () => {
    const response = await get("/about", { "accept-encoding": "br" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-cache");
  });
});

describe("canonical URLs and redirects", () => {
  it("removes one trailing slash with a 301, keeping the query string", async () => {
    const response = await get("/about/?utm_source=x&b=%C3%A9");
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe("/about?utm_source=x&b=%C3%A9");
  });

  it("keeps the percent-encoding of the path when removing the slash", async () => {
    const response = await get("/blog/Souffrez_vous_de_l%27hyperchoix/");
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe("/blog/Souffrez_vous_de_l%27hyperchoix");
  });

  it("leaves / alone", async () => {
    const response = await get("/");
    expect(response.statusCode).toBe(200);
    expect(response.headers.location).toBeUndefined();
  });

  it("never redirects to another origin", async () => {
    for (const url of ["//evil.example/", "//evil.example//"]) {
      const response = await get(url);
      expect(response.statusCode, url).not.toBe(301);
      expect(response.headers.location, url).toBeUndefined();
    }
  });

  it("collapses nothing else", async () => {
    const response = await get("//about");
    expect(response.statusCode).toBe(404);
    expect(response.headers.location).toBeUndefined();
  });

  it("answers every entry of the redirect table with a 301, before any file", async () => {
    expect(Object.keys(redirects).length).toBeGreaterThan(0);
    for (const [from, to] of Object.entries(redirects)) {
      const response = await get(`${from}?ref=old`);
      expect(response.statusCode, from).toBe(301);
      expect(response.headers.location, from).toBe(`${to}?ref=old`);
    }
  });

  it("redirects /fr/home and /fr/home/ to /home in one hop, although the file exists", async () => {
    for (const url of ["/fr/home", "/fr/home/"]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(301);
      expect(response.headers.location, url).toBe("/home");
    }
  });
});

describe("not found", () => {
  it("answers unknown paths with the 404 page", async () => {
    const response = await get("/nulle-part");
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.body).toBe(NOT_FOUND);
  });

  it("answers HEAD on unknown paths with 404 and no body", async () => {
    const response = await app.inject({ method: "HEAD", url: "/nulle-part" });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.body).toBe("");
  });

  it("answers unknown assets with 404", async () => {
    const response = await get("/assets/missing-xyz789.js");
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.body).toBe(NOT_FOUND);
  });

  it("sends the precompressed 404 page to clients that accept it", async () => {
    const br = await get("/assets/missing-xyz789.js", { "accept-encoding": "gzip, deflate, br" });
    expect(br.statusCode).toBe(404);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toBe("accept-encoding");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(NOT_FOUND);

    const gzip = await get("/nulle-part", { "accept-encoding": "gzip" });
    expect(gzip.statusCode).toBe(404);
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(NOT_FOUND);

    const head = await app.inject({
      method: "HEAD",
      url: "/nulle-part",
      headers: { "accept-encoding": "br" },
    });
    expect(head.headers["content-encoding"]).toBe("br");
    expect(head.headers["content-length"]).toBe(br.headers["content-length"]);
    expect(head.body).toBe("");

    const identity = await get("/nulle-part", { "accept-encoding": "br;q=0, gzip;q=0" });
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(identity.body).toBe(NOT_FOUND);
  });

  it("never answers the pre-rendered /404 page with 200", async () => {
    for (const url of ["/404", "/404/index.html", "/404.html"]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toBe(NOT_FOUND);
    }
  });

  it("falls back to a built-in page when 404.html is missing", async () => {
    const bare = await mkdtemp(path.join(tmpdir(), "server-test-bare-"));
    const bareRoot = path.join(bare, "client");
    await mkdir(bareRoot);
    await writeFile(path.join(bareRoot, "index.html"), HOME);
    await writeCspHashes(bareRoot);
    const other = await buildServer({ root: bareRoot });
    try {
      const response = await other.inject({ method: "GET", url: "/nulle-part" });
      expect(response.statusCode).toBe(404);
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(response.body).toContain("Page introuvable");
    } finally {
      await other.close();
      await rm(bare, { recursive: true, force: true });
    }
  });
});

describe("Accept-Encoding negotiation for the 404 page", () => {
  it("prefers the highest q-value, brotli on a tie", () => {
    expect(negotiateEncoding(undefined, ["br", "gzip"])).toBeUndefined();
    expect(negotiateEncoding("", ["br", "gzip"])).toBeUndefined();
    expect(negotiateEncoding("gzip, deflate, br", ["br", "gzip"])).toBe("br");
    expect(negotiateEncoding("gzip", ["br", "gzip"])).toBe("gzip");
    expect(negotiateEncoding("br;q=0.5, gzip;q=0.8", ["br", "gzip"])).toBe("gzip");
    expect(negotiateEncoding("BR", ["br", "gzip"])).toBe("br");
    expect(negotiateEncoding("*", ["gzip"])).toBe("gzip");
    // As @fastify/static reads it for every other file: "*" stands for gzip.
    expect(negotiateEncoding("*", ["br", "gzip"])).toBe("gzip");
    expect(negotiateEncoding("*, br;q=0", ["br", "gzip"])).toBe("gzip");
    expect(negotiateEncoding("br;q=0, gzip;q=0", ["br", "gzip"])).toBeUndefined();
    expect(negotiateEncoding("identity", ["br", "gzip"])).toBeUndefined();
    expect(negotiateEncoding("br", ["gzip"])).toBeUndefined();
    expect(negotiateEncoding("br;q=abc", ["br"])).toBeUndefined();
  });
});

describe("Cache-Control", () => {
  it("caches hashed assets forever", async () => {
    for (const encoding of ["br", "gzip", "identity"]) {
      const response = await get("/assets/app-abc123.js", { "accept-encoding": encoding });
      expect(response.headers["cache-control"], encoding).toBe("public, max-age=31536000, immutable");
    }
  });

  it("revalidates HTML pages and the 404 page", async () => {
    for (const url of ["/", "/about", "/blog/Souffrez_vous_de_l'hyperchoix", "/nulle-part"]) {
      const response = await get(url);
      expect(response.headers["cache-control"], url).toBe("no-cache");
    }
  });

  it("revalidates the .data files of client-side navigation", async () => {
    const response = await get("/about.data?_routes=routes%2Fabout");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-cache");
  });

  it("caches other files for an hour", async () => {
    const response = await get("/favicon.svg");
    expect(response.headers["cache-control"]).toBe("public, max-age=3600");
  });
});

describe("security headers", () => {
  it.each([
    ["an HTML page", "GET", "/about", 200],
    ["the 404 page", "GET", "/nulle-part", 404],
    ["a table redirect", "GET", "/temoignages", 301],
    ["a trailing-slash redirect", "GET", "/about/", 301],
    ["a HEAD request", "HEAD", "/about", 200],
    ["a 405", "POST", "/about", 405],
    ["a 400", "GET", "/%E0%A4%A", 400],
    ["a 414", "GET", `/${"a".repeat(MAX_URL_LENGTH)}`, 414],
  ] as const)("are sent on %s", async (_name, method, url, status) => {
    const response = await app.inject({ method, url });
    expect(response.statusCode).toBe(status);
    expectSecurityHeaders(response);
  });

  it.each([
    ["an asset", "/assets/app-abc123.js"],
    ["a file", "/favicon.svg"],
  ])("keeps only the headers that apply to %s", async (_name, url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(response.headers["cross-origin-resource-policy"]).toBe("same-origin");
    for (const name of DOCUMENT_ONLY_HEADERS) expect(response.headers[name]).toBeUndefined();
    expect(response.headers["content-security-policy"]).toBe(SUBRESOURCE_CSP);
  });

  it("sends no Strict-Transport-Security over plain http", async () => {
    const response = await get("/", { "x-forwarded-proto": "https" });
    expect(response.headers["strict-transport-security"]).toBeUndefined();
  });

  it("sends Strict-Transport-Security only behind a trusted proxy that saw HTTPS", async () => {
    const proxied = await buildServer({ root, trustProxy: true });
    try {
      const https = await proxied.inject({
        method: "GET",
        url: "/about",
        headers: { "x-forwarded-proto": "https" },
      });
      expect(https.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
      const redirect = await proxied.inject({
        method: "GET",
        url: "/about/",
        headers: { "x-forwarded-proto": "https" },
      });
      expect(redirect.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
      const http = await proxied.inject({
        method: "GET",
        url: "/about",
        headers: { "x-forwarded-proto": "http" },
      });
      expect(http.headers["strict-transport-security"]).toBeUndefined();
      const direct = await proxied.inject({ method: "GET", url: "/about" });
      expect(direct.headers["strict-transport-security"]).toBeUndefined();
    } finally {
      await proxied.close();
    }
  });

  it("uses the exact Permissions-Policy", () => {
    expect(PERMISSIONS_POLICY).toBe(
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
    );
  });
});

describe("CSP sources", () => {
  it("adds the relay origin to connect-src when it is set", () => {
    const directives = cspDirectives({
      relayOrigin: "https://relay.example:8443/some/path",
      reviewsWidgetUrl: "https://avis.example/embed/x?y=1",
    });
    expect(directives["connect-src"]).toEqual(["'self'", "https://relay.example:8443"]);
    expect(directives["frame-src"]).toEqual(["https://www.youtube-nocookie.com", "https://avis.example"]);
  });

  it("keeps connect-src to 'self' when the relay is on the same origin", () => {
    const directives = cspDirectives({ relayOrigin: "", reviewsWidgetUrl: "" });
    expect(directives["connect-src"]).toEqual(["'self'"]);
    expect(directives["frame-src"]).toEqual(["https://www.youtube-nocookie.com"]);
    expect(directives["upgrade-insecure-requests"]).toBeUndefined();
  });

  it("refuses a configuration that is not an http(s) URL", () => {
    expect(() => originOf("relay.example", "RELAY_ORIGIN")).toThrow(/RELAY_ORIGIN/);
    expect(() => originOf("javascript:alert(1)", "RELAY_ORIGIN")).toThrow(/http\(s\)/);
    expect(originOf("  ", "RELAY_ORIGIN")).toBeUndefined();
  });
});

describe("methods", () => {
  it("answers HEAD like GET, without a body", async () => {
    for (const url of ["/", "/about", "/assets/app-abc123.js", "/favicon.svg", "/about/", "/temoignages"]) {
      const getResponse = await get(url, { "accept-encoding": "br" });
      const headResponse = await app.inject({ method: "HEAD", url, headers: { "accept-encoding": "br" } });
      expect(headResponse.statusCode, url).toBe(getResponse.statusCode);
      expect(headResponse.body, url).toBe("");
      for (const name of [
        "content-type",
        "content-length",
        "content-encoding",
        "cache-control",
        "etag",
        "location",
        "content-security-policy",
      ]) {
        expect(headResponse.headers[name], `${url} ${name}`).toEqual(getResponse.headers[name]);
      }
    }
  });

  it.each(["POST", "PUT", "DELETE", "PATCH", "OPTIONS"] as const)(
    "answers %s with 405 and Allow",
    async (method) => {
      for (const url of ["/", "/about", "/assets/app-abc123.js", "/nulle-part"]) {
        const response = await app.inject({
          method,
          url,
          headers: { "content-type": "application/x-www-form-urlencoded" },
          payload: "a=1",
        });
        expect(response.statusCode, `${method} ${url}`).toBe(405);
        expect(response.headers.allow, `${method} ${url}`).toBe("GET, HEAD");
      }
    },
  );

  it("answers 405 before reading a body it could not parse", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/about",
      headers: { "content-type": "application/x-unknown" },
      payload: "x".repeat(2 * 1024 * 1024),
    });
    expect(response.statusCode).toBe(405);
  });
});

describe("hostile or malformed requests", () => {
  it.each([
    "/..%2f..%2fpackage.json",
    "/..%2F..%2Fsecret.txt",
    "/assets/..%2f..%2f..%2fetc/passwd",
    "/assets/..%2f..%2fpackage.json",
    "/%2e%2e/package.json",
    "/%2e%2e%2fpackage.json",
    "/assets/%2e%2e/%2e%2e/secret.txt",
    "/..%5c..%5cpackage.json",
    "/%2e%2e%5csecret.txt",
    "/../package.json",
    "/assets/../../secret.txt",
    "/.env",
    "/.git/config",
    "/%2eenv",
    "/about/%2e%2e/%2e%2e/secret.txt",
    "/about%00.html",
  ])("never serves a file for %s", async (url) => {
    const response = await get(url);
    expect([400, 404]).toContain(response.statusCode);
    expect(response.body).not.toContain(SECRET);
    expect(response.headers["content-security-policy"]).toBeDefined();
  });

  it("answers malformed percent-encoding with 400", async () => {
    for (const url of ["/%E0%A4%A", "/%", "/about%zz", "/%FF", "/assets/%C0%AF"]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
    }
  });

  it("answers overlong URLs with 414, whatever the method", async () => {
    const url = `/${"a".repeat(MAX_URL_LENGTH)}`;
    expect((await get(url)).statusCode).toBe(414);
    expect((await app.inject({ method: "HEAD", url })).statusCode).toBe(414);
    expect((await app.inject({ method: "POST", url })).statusCode).toBe(414);
    const longQuery = `/about?q=${"b".repeat(MAX_URL_LENGTH)}`;
    expect((await get(longQuery)).statusCode).toBe(414);
  });

  it("accepts URLs up to the limit", async () => {
    const url = `/about?q=${"b".repeat(MAX_URL_LENGTH - "/about?q=".length)}`;
    expect(url.length).toBe(MAX_URL_LENGTH);
    const response = await get(url);
    expect(response.statusCode).toBe(200);
  });

  it("classifies request targets", () => {
    expect(rejectRequestTarget("/about")).toBeUndefined();
    expect(rejectRequestTarget("/blog/Souffrez_vous_de_l%27hyperchoix?x=%")).toBeUndefined();
    expect(rejectRequestTarget("*")).toBe(400);
    expect(rejectRequestTarget("http://example.com/")).toBe(400);
    expect(rejectRequestTarget("/a#b")).toBe(400);
    expect(rejectRequestTarget("/%0d%0aSet-Cookie:x")).toBe(400);
    expect(rejectRequestTarget(`/${"a".repeat(MAX_URL_LENGTH)}`)).toBe(414);
  });

  it("keeps serving after bad requests", async () => {
    const response = await get("/");
    expect(response.statusCode).toBe(200);
  });
});
