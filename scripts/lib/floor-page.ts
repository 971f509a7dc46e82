/**
 * The bench's floor (npm run bench): a bare page of about 2 KB, no stylesheet,
 * no image, no script, served brotli-compressed by a plain Node server. Its
 * largest paint is the best any page can do on the bench's simulated phone
 * and network; the pages' LCP budgets are ratios of it (scripts/budgets.ts).
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliCompressSync } from "node:zlib";

const PARAGRAPH =
  "Cette page sert de plancher au banc de mesure : du texte seul, sans feuille de style, " +
  "sans image et sans script, pour savoir combien de temps il faut au mieux pour afficher une page. ";

/** The floor page: valid HTML in French, about 2 KB. */
export function floorHtml(): string {
  const paragraphs = Array.from({ length: 9 }, () => `<p>${PARAGRAPH.trim()}</p>`).join("\n");
  return (
    '<!doctype html>\n<html lang="fr">\n<head>\n<meta charset="utf-8">\n' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">\n' +
    "<title>Plancher du banc de mesure</title>\n" +
    '<meta name="description" content="Une page nue de 2 Ko, le plancher des mesures de performance.">\n' +
    "</head>\n<body>\n<main>\n<h1>Plancher du banc de mesure</h1>\n" +
    `${paragraphs}\n</main>\n</body>\n</html>\n`
  );
}

/** Serves the floor page at every path, brotli-compressed when asked, on 127.0.0.1. */
export async function startFloorServer(port = 0): Promise<{ url: string; close: () => Promise<void> }> {
  const html = Buffer.from(floorHtml());
  const brotli = brotliCompressSync(html);
  const server: Server = createServer((request, response) => {
    const compressed = /\bbr\b/.test(String(request.headers["accept-encoding"] ?? ""));
    response.writeHead(200, {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-cache",
      ...(compressed ? { "content-encoding": "br" } : {}),
      vary: "accept-encoding",
    });
    response.end(compressed ? brotli : html);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
