/**
 * A plain static file server over build/client (sirv: precompressed .br/.gz,
 * ETags, clean URLs), the baseline `npm run bench:load` compares the site's
 * server with. No security headers, no relay, no not-found pages.
 *   PORT=4400 node scripts/static-server.mjs [dir]
 */
import { createServer } from "node:http";
import path from "node:path";
import sirv from "sirv";

const dir = path.resolve(process.argv[2] ?? "build/client");
const serve = sirv(dir, { brotli: true, gzip: true, etag: true, extensions: ["html"], immutable: false });
const port = Number(process.env.PORT ?? 4400);
createServer((req, res) =>
  serve(req, res, () => {
    res.statusCode = 404;
    res.end("Not found");
  }),
).listen(port, "127.0.0.1", () => console.error(`static server: http://127.0.0.1:${port}/ -> ${dir}`));
