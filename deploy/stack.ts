/**
 * The deployment of docs/deployment.md's « Deploying » section, on this machine, for
 * deploy/deploy.test.ts: the site's server (node server/index.ts, behind a
 * proxy: TRUST_PROXY) and Caddy with deploy/Caddyfile, the production file,
 * on free local ports with its internal CA instead of ACME. Plus an HTTP(S)
 * client that can pick its source address and trusts that CA only.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { request as httpsRequest } from "node:https";
import path from "node:path";
import { freePort } from "../scripts/free-port.ts";
import { watchChild } from "../scripts/lib/server-process.ts";
import { REPO_ROOT } from "./unit.ts";

const CADDYFILE = path.join(REPO_ROOT, "deploy", "Caddyfile");

/** The host name the test's Caddy serves: Caddy's internal CA signs it, like any *.localhost or IP. */
export const SITE_DOMAIN = "localhost";
/** The back office's host name (the Caddyfile's ADMIN_DOMAIN). */
export const ADMIN_DOMAIN = "admin.localhost";

/** Caddy's version line; throws, saying how to install it, when there is no caddy on the PATH. */
export function caddyVersion(): string {
  const result = spawnSync("caddy", ["version"], { encoding: "utf8" });
  if (result.error || result.status !== 0) {
    throw new Error(
      "caddy is not installed (or not on the PATH): the deployment test runs it. " +
        "Install Debian's package: apt-get install caddy (.ci/run does it in CI).",
    );
  }
  return result.stdout.trim();
}

export interface Response {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as they came on the wire: never decompressed. */
  body: Buffer;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: Buffer;
  /** The source address of the connection (any 127.x.y.z works on loopback). */
  localAddress?: string;
  /** The certificates to trust for https: URLs, instead of the system's. */
  ca?: string;
}

/**
 * One request, on a new connection to 127.0.0.1 (Caddy listens there only)
 * with the URL's host in the Host header and the TLS server name. No redirect
 * followed, no decompression, certificates checked.
 */
export function send(url: string, options: RequestOptions = {}): Promise<Response> {
  const target = new URL(url);
  const secure = target.protocol === "https:";
  const request = secure ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: "127.0.0.1",
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: options.method ?? "GET",
        headers: { host: target.host, ...options.headers },
        localAddress: options.localAddress,
        agent: false,
        ...(secure ? { servername: target.hostname, ca: options.ca, rejectUnauthorized: true } : {}),
        timeout: 15_000,
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
        incoming.on("end", () =>
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            body: Buffer.concat(chunks),
          }),
        );
        incoming.on("error", reject);
      },
    );
    outgoing.on("timeout", () => outgoing.destroy(new Error(`${url}: no answer in 15 s`)));
    outgoing.on("error", reject);
    outgoing.end(options.body);
  });
}

export interface CaddyProcess {
  httpPort: number;
  httpsPort: number;
  /** https://localhost:<port> */
  origin: string;
  /** https://admin.localhost:<port>, the back office's host */
  adminOrigin: string;
  /** The root certificate of Caddy's internal CA (PEM). */
  rootCertificate: string;
  rootCertificateFile: string;
  output(): string;
  stop(): Promise<void>;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Two free ports for Caddy, http and https. */
export async function caddyPorts(): Promise<{ httpPort: number; httpsPort: number }> {
  const httpPort = await freePort();
  let httpsPort = await freePort();
  while (httpsPort === httpPort) httpsPort = await freePort();
  return { httpPort, httpsPort };
}

/**
 * Caddy with deploy/Caddyfile, for `localhost` (and `admin.localhost`) on `ports` in front of the
 * app at `upstream` (host:port). Its storage (CA, certificates) and autosaved
 * configuration go to `stateDir`; no admin endpoint; it installs its root in
 * no trust store. Resolves once a page answers over verified HTTPS.
 */
export async function startCaddy(
  upstream: string,
  stateDir: string,
  ports: { httpPort: number; httpsPort: number },
): Promise<CaddyProcess> {
  const { httpPort, httpsPort } = ports;
  const origin = `https://${SITE_DOMAIN}:${httpsPort}`;
  const adminOrigin = `https://${ADMIN_DOMAIN}:${httpsPort}`;
  const child = spawn("caddy", ["run", "--config", CADDYFILE, "--adapter", "caddyfile"], {
    cwd: stateDir,
    env: {
      PATH: process.env.PATH,
      HOME: stateDir,
      XDG_DATA_HOME: path.join(stateDir, "data"),
      XDG_CONFIG_HOME: path.join(stateDir, "config"),
      SITE_DOMAIN,
      ADMIN_DOMAIN,
      APP_UPSTREAM: upstream,
      CADDY_ADMIN: "off",
      CADDY_HTTP_PORT: String(httpPort),
      CADDY_HTTPS_PORT: String(httpsPort),
      HTTPS_PORT_SUFFIX: `:${httpsPort}`,
      // The internal CA for every name, its root trusted by this test only,
      // and no listener beyond the loopback interface.
      CADDY_EXTRA_OPTIONS: ["local_certs", "skip_install_trust", "default_bind 127.0.0.1"].join("\n"),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const { exited, output, stop } = watchChild(child);

  const rootCertificateFile = path.join(stateDir, "data", "caddy", "pki", "authorities", "local", "root.crt");
  const deadline = Date.now() + 20_000;
  let last = "no answer";
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`caddy exited before serving (${await exited})\n--- caddy output ---\n${output()}`);
    }
    if (existsSync(rootCertificateFile)) {
      const rootCertificate = readFileSync(rootCertificateFile, "utf8");
      try {
        const response = await send(`${origin}/`, { ca: rootCertificate });
        if (response.status === 200) {
          return {
            httpPort,
            httpsPort,
            origin,
            adminOrigin,
            rootCertificate,
            rootCertificateFile,
            output,
            stop,
          };
        }
        last = `HTTP ${response.status}`;
      } catch (error) {
        last = error instanceof Error ? error.message : String(error);
      }
    }
    await sleep(100);
  }
  await stop();
  throw new Error(
    `caddy did not serve ${origin}/ in time (last: ${last})\n--- caddy output ---\n${output()}`,
  );
}
