import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import net, { type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { writeCspHashes } from "../scripts/pipeline/csp-hashes.ts";
import { buildServer } from "./app.ts";
import { RELAY_PATH } from "./relay/plugin.ts";
import { memoryLogger, multipartBody, submission } from "./relay/testing.ts";
import { SUBRESOURCE_CSP } from "./security.ts";

/**
 * Hostile and malformed requests, sent as raw bytes over a real socket (an
 * injected request would be normalized on the way): each gets a clean 4xx,
 * nothing outside the client directory is ever served, and the server keeps
 * answering.
 */

const SENTINEL = "SENTINEL-OUTSIDE-THE-BUILD";
const HOME = "<!doctype html><title>Accueil</title><h1>Accueil</h1>";
const NOT_FOUND = "<!doctype html><title>Page introuvable</title><h1>Page introuvable</h1>";

let dir: string;
let root: string;
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "bad-input-"));
  root = path.join(dir, "client");
  await mkdir(path.join(root, "about"), { recursive: true });
  await writeFile(path.join(root, "index.html"), HOME);
  await writeFile(path.join(root, "about", "index.html"), HOME);
  await writeFile(path.join(root, "404.html"), NOT_FOUND);
  // Next to the client directory, as build/csp-hashes.json is: never reachable.
  await writeFile(path.join(dir, "sentinel.txt"), SENTINEL);
  await writeFile(path.join(dir, "sentinel.html"), SENTINEL);
  await writeCspHashes(root);
  app = await buildServer({
    root,
    relay: { databasePath: path.join(dir, "inbox.sqlite"), rateLimit: 0, log: memoryLogger() },
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  port = (app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await app?.close();
  await rm(dir, { recursive: true, force: true });
});

interface RawResponse {
  status: number;
  headers: Map<string, string>;
  body: string;
}

/** Sends raw bytes on a new connection and reads the answer until the server closes it. */
function send(data: string | Buffer): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.setTimeout(5_000, () => socket.destroy(new Error("no answer within 5 s")));
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("latin1");
      const [head = "", ...rest] = text.split("\r\n\r\n");
      const [statusLine = "", ...lines] = head.split("\r\n");
      const headers = new Map<string, string>();
      for (const line of lines) {
        const colon = line.indexOf(":");
        headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
      }
      resolve({ status: Number(statusLine.split(" ")[1] ?? 0), headers, body: rest.join("\r\n\r\n") });
    });
    // Not end(): a half-closed connection makes Node abort the request in flight.
    socket.write(data);
  });
}

function request(method: string, target: string, headers = ""): Promise<RawResponse> {
  return send(`${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n${headers}\r\n`);
}

/** A POST to the relay with exactly these body bytes. */
function postRelay(body: Buffer | string, contentType: string, headers = ""): Promise<RawResponse> {
  const head =
    `POST ${RELAY_PATH} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n` +
    `Content-Type: ${contentType}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n${headers}\r\n`;
  return send(Buffer.concat([Buffer.from(head, "latin1"), Buffer.from(body)]));
}

// After every case: the server still answers.
afterEach(async () => {
  const next = await request("GET", "/");
  expect(next.status).toBe(200);
  expect(next.body).toBe(HOME);
});

describe("request targets", () => {
  it.each([
    ["several KB", `/${"a".repeat(8 * 1024)}`, 414],
    ["several KB of query", `/about?q=${"b".repeat(4 * 1024)}`, 414],
  ])("an overlong URL (%s) gets 414", async (_name, target, status) => {
    const response = await request("GET", target);
    expect(response.status).toBe(status);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    // Not a page: its own policy (issue 43).
    expect(response.headers.get("content-security-policy")).toBe(SUBRESOURCE_CSP);
  });

  it("a request line longer than Node's header limit (16 KB) gets 431 from Node", async () => {
    const response = await request("GET", `/${"a".repeat(20 * 1024)}`);
    expect(response.status).toBe(431);
  });

  it.each([
    "/../sentinel.txt",
    "/..%2fsentinel.txt",
    "/..%2Fsentinel.html",
    "/%2e%2e/sentinel.txt",
    "/%2e%2e%2fsentinel.txt",
    "/%2E%2E/sentinel.txt",
    "/about/../../sentinel.txt",
    "/about/%2e%2e/%2e%2e/sentinel.txt",
    "/..\\sentinel.txt",
    "/..%5csentinel.txt",
    "/about/..%5c..%5csentinel.txt",
    "/%252e%252e/sentinel.txt",
    "/%252e%252e%252fsentinel.txt",
    "/%c0%ae%c0%ae/sentinel.txt",
    "/.%2e/sentinel.txt",
    "//sentinel.txt",
    "/../csp-hashes.json",
    "/..%2fcsp-hashes.json",
    "/index.html%00",
    "/index.html%00.txt",
    "/%00/../sentinel.txt",
  ])("a traversal attempt never reaches the file next to the build: %s", async (target) => {
    const response = await request("GET", target);
    expect([400, 404]).toContain(response.status);
    expect(response.body).not.toContain(SENTINEL);
    expect(response.headers.get("content-security-policy")).toBeDefined();
  });

  it("absolute paths: of the file system, and absolute-form URLs", async () => {
    for (const target of [
      path.join(dir, "sentinel.txt"),
      `/${path.join(dir, "sentinel.txt")}`,
      `http://127.0.0.1/${path.join(dir, "sentinel.txt")}`,
      "http://127.0.0.1/../sentinel.txt",
      "file:///etc/passwd",
      "/etc/passwd",
      "*",
    ]) {
      const response = await request("GET", target);
      expect([400, 404], target).toContain(response.status);
      expect(response.body, target).not.toContain(SENTINEL);
      expect(response.body, target).not.toContain("root:");
    }
  });

  it("a raw NUL byte in the target is refused by Node's parser with 400", async () => {
    const response = await request("GET", "/index.html\u0000.txt");
    expect(response.status).toBe(400);
  });

  it.each([
    ["percent-encoded bytes that are not UTF-8", "/%ff"],
    ["an overlong UTF-8 encoding", "/%c0%af"],
    ["a truncated UTF-8 sequence", "/caf%c3"],
    ["a lone surrogate", "/%ed%a0%80"],
  ])("invalid UTF-8 in the path (%s) gets 400", async (_name, target) => {
    const response = await request("GET", target);
    expect(response.status).toBe(400);
    expect(response.body).toBe("400 Bad Request\n");
  });

  it("raw bytes that are not ASCII in the target: 400 from Node's parser", async () => {
    const response = await send(
      Buffer.concat([
        Buffer.from("GET /caf"),
        Buffer.from([0xe9, 0xff]),
        Buffer.from(" HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"),
      ]),
    );
    expect(response.status).toBe(400);
  });
});

describe("methods", () => {
  it.each([
    "TRACE",
    "PROPFIND",
    "PROPPATCH",
    "MKCOL",
    "COPY",
    "MOVE",
    "LOCK",
    "SEARCH",
    "DELETE",
    "PUT",
    "OPTIONS",
  ])("%s on a page gets 405 with Allow: GET, HEAD", async (method) => {
    for (const target of ["/", "/about", "/nulle-part"]) {
      const response = await request(method, target);
      expect(response.status, `${method} ${target}`).toBe(405);
      expect(response.headers.get("allow"), `${method} ${target}`).toBe("GET, HEAD");
    }
  });

  it.each(["TRACE", "PROPFIND", "DELETE", "PUT"])(
    "%s on the relay gets 405 with Allow: OPTIONS, POST",
    async (method) => {
      const response = await request(method, RELAY_PATH);
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("OPTIONS, POST");
    },
  );

  it("CONNECT gets 405 instead of a dropped connection", async () => {
    const response = await request("CONNECT", "127.0.0.1:443");
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
  });

  it("a method Node does not know gets 400 from its parser", async () => {
    const response = await request("FOO", "/");
    expect(response.status).toBe(400);
  });

  it("a body on a page's 405 is not read", async () => {
    const response = await send(
      `PUT /about HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Length: 10485760\r\n\r\n${"x".repeat(1024)}`,
    );
    expect(response.status).toBe(405);
  });
});

describe("headers", () => {
  it("headers over Node's 16 KB limit get 431", async () => {
    const big = await request("GET", "/", `X-Big: ${"a".repeat(20 * 1024)}\r\n`);
    expect(big.status).toBe(431);
    const many = await request(
      "GET",
      "/",
      Array.from({ length: 3000 }, (_, index) => `X-H${index}: 1\r\n`).join(""),
    );
    expect(many.status).toBe(431);
  });

  it("a malformed Content-Length gets 400 from Node's parser", async () => {
    const response = await send(
      `POST ${RELAY_PATH} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: abc\r\n\r\n`,
    );
    expect(response.status).toBe(400);
  });
});

describe("the relay", () => {
  async function validBody() {
    const body = await multipartBody(submission());
    return { payload: body.payload, contentType: body.headers["content-type"] };
  }

  /** A multipart body with these parts, as raw bytes, and its Content-Type. */
  function rawMultipart(parts: [name: Buffer | string, value: Buffer | string][]) {
    const boundary = "----bad-input-boundary";
    const chunks = parts.map(([name, value]) =>
      Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="`),
        Buffer.from(name),
        Buffer.from('"\r\n\r\n'),
        Buffer.from(value),
        Buffer.from("\r\n"),
      ]),
    );
    return {
      payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
      contentType: `multipart/form-data; boundary=${boundary}`,
    };
  }

  const fieldsWith = (name: string, value: Buffer): [string, Buffer | string][] =>
    Object.entries(submission()).map(([field, text]) => [field, field === name ? value : text]);

  it("accepts the valid submission these cases break", async () => {
    const { payload, contentType } = await validBody();
    const response = await postRelay(payload, contentType);
    expect(response.status).toBe(200);
    expect(response.body).toBe("OK");
  });

  it.each([
    ["no boundary parameter", (contentType: string) => contentType.replace(/;.*$/, "")],
    ["another boundary than the body's", () => "multipart/form-data; boundary=nope"],
    ["an empty boundary", () => "multipart/form-data; boundary="],
  ])("a broken boundary (%s) gets 400", async (_name, contentTypeOf) => {
    const { payload, contentType } = await validBody();
    const response = await postRelay(payload, contentTypeOf(contentType));
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
  });

  it("a body cut before its closing boundary gets 400", async () => {
    const { payload, contentType } = await validBody();
    const response = await postRelay(payload.subarray(0, payload.length - 30), contentType);
    expect(response.status).toBe(400);
    expect(response.body).toBe("Malformed multipart body\n");
  });

  it("missing parts get 400", async () => {
    for (const missing of ["user_id", "template_id", "email", "lastName"]) {
      const body = await multipartBody(submission({ [missing]: undefined }));
      const response = await postRelay(body.payload, body.headers["content-type"]);
      expect(response.status, missing).toBe(400);
    }
    const empty = await postRelay("", "multipart/form-data; boundary=x");
    expect(empty.status).toBe(400);
  });

  it("a part without Content-Disposition or garbage instead of parts gets 400", async () => {
    const boundary = "b";
    const noDisposition = await postRelay(
      `--${boundary}\r\n\r\nvaleur\r\n--${boundary}--\r\n`,
      `multipart/form-data; boundary=${boundary}`,
    );
    expect(noDisposition.status).toBe(400);
    const garbage = await postRelay("ceci n'est pas un formulaire", "multipart/form-data; boundary=b");
    expect(garbage.status).toBe(400);
  });

  it("a body over 64 KB gets 413, with or without Content-Length", async () => {
    const { contentType } = await validBody();
    const declared = await postRelay("x".repeat(100 * 1024), contentType);
    expect(declared.status).toBe(413);
    const chunk = "x".repeat(0x10000);
    const chunked = await send(
      `POST ${RELAY_PATH} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Type: ${contentType}\r\n` +
        `Transfer-Encoding: chunked\r\n\r\n10000\r\n${chunk}\r\n10000\r\n${chunk}\r\n0\r\n\r\n`,
    );
    expect(chunked.status).toBe(413);
  });

  it.each([
    ["a name", "lastName", Buffer.from([0x4e, 0xff, 0xfe, 0x61])],
    ["the free-text message", "Message", Buffer.from([0x42, 0x6f, 0x6e, 0x6a, 0xc3, 0x28, 0x6f, 0x75, 0x72])],
    ["the honeypot", "website", Buffer.from([0xc0, 0xaf])],
  ])("invalid UTF-8 in %s gets 400, naming the field", async (_name, field, bytes) => {
    const { payload, contentType } = rawMultipart(fieldsWith(field, bytes));
    const response = await postRelay(payload, contentType);
    expect(response.status).toBe(400);
    expect(response.body).toBe(`Invalid UTF-8 in field: ${field}\n`);
  });

  it("invalid UTF-8 in a field name gets 400", async () => {
    const { payload, contentType } = rawMultipart([
      ...Object.entries(submission()),
      [Buffer.from([0x6e, 0xff, 0xfe]), "x"],
    ]);
    const response = await postRelay(payload, contentType);
    expect(response.status).toBe(400);
    expect(response.body).toBe("Invalid UTF-8 in a field name\n");
  });

  it("valid UTF-8 beyond ASCII is welcome", async () => {
    const { payload, contentType } = rawMultipart(
      fieldsWith("Message", Buffer.from("Bonjour, je m’appelle Zoé 😀 : ça marche\u00a0?")),
    );
    const response = await postRelay(payload, contentType);
    expect(response.status).toBe(200);
  });
});
