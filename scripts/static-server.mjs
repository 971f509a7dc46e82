/**
 * A plain static file server over build/client (sirv: precompressed .br/.gz,
 * ETags, clean URLs), as a static host or a CDN serves the site: no security
 * headers, no relay, no 301. An unknown path gets the root 404.html with
 * status 404, as Netlify, GitHub Pages and Cloudflare Pages answer it.
 * It is the baseline `npm run bench:load` compares the site's server with,
 * and the host e2e/static-host.spec.ts checks the build on.
 *   PORT=4400 node scripts/static-server.mjs [dir]
 */
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import sirv from "sirv";

const dir = path.resolve(process.argv[2] ?? "build/client");
const serve = sirv(dir, { brotli: true, gzip: true, etag: true, extensions: ["html"], immutable: false });
const notFoundFile = path.join(dir, "404.html");
const notFoundPage = existsSync(notFoundFile) ? readFileSync(notFoundFile) : undefined;
const port = Number(process.env.PORT ?? 4400);

createServer((req, res) =>
  serve(req, res, () => {
    res.statusCode = 404;
    if (notFoundPage === undefined) {
      res.setHeader("Content-Type", "text/plain; charset=utf-8");
      res.end("Not found");
      return;
    }
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Content-Length", notFoundPage.length);
    res.end(req.method === "HEAD" ? undefined : notFoundPage);
  }),
).listen(port, "127.0.0.1", () => console.error(`static server: http://127.0.0.1:${port}/ -> ${dir}`));
