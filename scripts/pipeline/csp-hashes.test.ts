import { createHash } from "node:crypto";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Window } from "happy-dom";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cspManifestPath } from "../../config/build-info.ts";
import { writeSiteScriptNonce } from "../../config/site-scripts.ts";
import {
  cspHash,
  cspHashesStep,
  inlineScripts,
  inlineStyles,
  pageScriptHashes,
  pageScriptProblems,
  pageStyleHashes,
  siteScripts,
  writeCspHashes,
} from "./csp-hashes.ts";
import { isExecutableScriptType } from "./html.ts";

const BOOTSTRAP = `import "/assets/manifest-3.js";
import * as route0 from "/assets/root-2.js";
window.routeModules = {"root":route0};
import("/assets/entry.client-1.js");`;

const CONTEXT = `window.siteContext = {"basename":"/"};window.siteContext.ready = new Promise(function(resolve){window.siteContext.resolve = resolve;});`;
const RC = `reveal("one","two")`;
const STYLE = `.hero{color:#0d5261}@media (width>=40rem){.hero{font-size:2rem}}`;
const JSON_LD = `{"@context":"https://schema.org","@type":"Organization","name":"Cap Parcours"}`;

/** A page shaped like a pre-rendered page, with inline scripts of every kind. */
const PRERENDERED = `<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/><link rel="modulepreload" href="/assets/root-2.js"/><script type="application/ld+json">${JSON_LD}</script></head><body><p>Texte</p><script>${CONTEXT}</script><script id="timing">requestAnimationFrame(function(){t=performance.now()});</script><script type="module" async="">${BOOTSTRAP}</script><script>${RC}</script><script src="/assets/external.js"></script></body></html>`;

const NONCE = "bWFya2VyLW9mLXRoZS1zaXRl";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("which scripts script-src governs", () => {
  it("counts classic, module and JavaScript-typed scripts, not data blocks", () => {
    for (const type of [undefined, "", " ", "text/javascript", "TEXT/JavaScript", "module", "importmap"]) {
      expect(isExecutableScriptType(type), String(type)).toBe(true);
    }
    for (const type of ["application/ld+json", "application/json", "text/template", "text/plain"]) {
      expect(isExecutableScriptType(type), type).toBe(false);
    }
  });

  it("finds the inline scripts in document order, skipping data blocks and external scripts", () => {
    expect(inlineScripts(PRERENDERED)).toEqual([
      CONTEXT,
      "requestAnimationFrame(function(){t=performance.now()});",
      BOOTSTRAP,
      RC,
    ]);
  });

  it("reads what an HTML parser reads", () => {
    const html = PRERENDERED;
    const window = new Window();
    try {
      window.document.write(html);
      const parsed = [...window.document.querySelectorAll("script")]
        .filter((script) => !script.hasAttribute("src"))
        .filter((script) => isExecutableScriptType(script.getAttribute("type") ?? undefined))
        .map((script) => script.textContent)
        .filter((text) => text !== "");
      expect(inlineScripts(html)).toEqual(parsed);
    } finally {
      void window.happyDOM.close();
    }
  });

  it("leaves out empty scripts: the browser does not prepare them, so the policy is never asked", () => {
    expect(inlineScripts("<script></script><script>a()</script><script type=module></script>")).toEqual([
      "a()",
    ]);
  });

  it("handles quoted and unquoted attributes, upper case and CRLF line breaks", () => {
    const html = `<SCRIPT TYPE='application/ld+json'>{}</SCRIPT><script type=module>a()\r\nb()\rc()</script ><script nonce="x" type="text/javascript">d()</script>`;
    expect(inlineScripts(html)).toEqual(["a()\nb()\nc()", "d()"]);
  });
});

describe("page hashes", () => {
  it("hashes each inline script in document order, not data blocks nor external scripts", () => {
    expect(pageScriptHashes(PRERENDERED)).toEqual([
      sha256(CONTEXT),
      sha256("requestAnimationFrame(function(){t=performance.now()});"),
      sha256(BOOTSTRAP),
      sha256(RC),
    ]);
    expect(pageScriptHashes(PRERENDERED).join(" ")).not.toContain(sha256(JSON_LD));
  });

  it("lists a script that appears twice once", () => {
    expect(pageScriptHashes(`<script>${RC}</script><p></p><script>${RC}</script>`)).toEqual([sha256(RC)]);
  });

  it("hashes the UTF-8 bytes, as browsers do", () => {
    expect(cspHash("é")).toBe(sha256("é"));
    expect(cspHash("é")).toBe(
      `'sha256-${createHash("sha256")
        .update(Buffer.from([0xc3, 0xa9]))
        .digest("base64")}'`,
    );
  });

  it("hashes each <style> element's text, once, whatever its attributes and place (an SVG's too)", () => {
    const html = `<head><style>${STYLE}</style></head><body><svg><style>\r\ncircle{fill:red}</style></svg><style media="print">${STYLE}</style></body>`;
    expect(inlineStyles(html)).toEqual([STYLE, "\ncircle{fill:red}", STYLE]);
    expect(pageStyleHashes(html)).toEqual([sha256(STYLE), sha256("\ncircle{fill:red}")]);
    expect(pageStyleHashes(PRERENDERED)).toEqual([]);
  });

  it("needs nothing for a page without scripts (redirect pages, the built-in 404)", () => {
    expect(pageScriptHashes('<!doctype html><meta http-equiv="refresh" content="0;url=/home">')).toEqual([]);
  });
});

describe("the scripts the site wrote", () => {
  const page = (body: string) =>
    `<!DOCTYPE html><html lang="fr"><head><script type="application/ld+json">${JSON_LD}</script></head><body>${body}<script nonce="${NONCE}">${CONTEXT}</script><script nonce="${NONCE}" type="module">${BOOTSTRAP}</script></body></html>`;

  it("are the inline scripts with the build's marker: an injected one is not hashed", () => {
    const html = page("<p>texte <script>alert(1)</script> fin.</p>");
    expect(siteScripts(html, NONCE)).toEqual([CONTEXT, BOOTSTRAP]);
    expect(pageScriptHashes(html, NONCE)).toEqual([sha256(CONTEXT), sha256(BOOTSTRAP)]);
    expect(pageScriptHashes(html, NONCE)).not.toContain(sha256("alert(1)"));
    expect(pageScriptHashes(page(`<script nonce="guess">alert(1)</script>`), NONCE)).not.toContain(
      sha256("alert(1)"),
    );
  });

  it("leave nothing to report on a page of the site's own", () => {
    expect(pageScriptProblems(page('<p>Texte</p><a href="/contact">Contact</a>'), NONCE)).toEqual([]);
    expect(pageScriptProblems(page('<a href="mailto:a@b.fr">a</a><img src="/a.png" alt="">'), NONCE)).toEqual(
      [],
    );
  });

  it.each([
    [
      "an injected inline script",
      "<p>texte <script>alert(1)</script> fin.</p>",
      /inline script the site did not write: alert\(1\)/,
    ],
    ["a guessed marker", '<script nonce="guess">alert(1)</script>', /inline script the site did not write/],
    [
      "an event handler",
      "<img src=x onerror=alert(1)>",
      /event-handler attribute onerror="alert\(1\)" on <img>/,
    ],
    ["an SVG event handler", "<svg onload=alert(1)></svg>", /event-handler attribute onload/],
    ["a javascript: link", '<a href="javascript:alert(1)">x</a>', /javascript: address in href/],
    [
      "an obfuscated javascript: link",
      '<a href="java&#x09;script&#58;alert(1)">x</a>',
      /javascript: address in href/,
    ],
    [
      "a JAVASCRIPT: form action",
      '<form action=" JAVASCRIPT:alert(1)"></form>',
      /javascript: address in action/,
    ],
    [
      "a srcdoc",
      '<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>',
      /srcdoc attribute on <iframe>/,
    ],
    [
      "a noscript mutation",
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
      /event-handler attribute onerror/,
    ],
    [
      "a data block of another type",
      '<script type="text/x-template"><b>x</b></script>',
      /inline data block \(type="text\/x-template"\)/,
    ],
    [
      "JSON-LD not of the site's shape",
      '<script type="application/ld+json">{"a":1}</script>',
      /JSON-LD block not of the site's shape/,
    ],
  ])("report %s", (_, body, message) => {
    const problems = pageScriptProblems(page(body), NONCE);
    expect(problems.join("\n")).toMatch(message);
  });
});

describe("writeCspHashes", () => {
  it("writes one entry per HTML file, keyed by its path under the client directory, beside it", async () => {
    const base = await mkdtemp(path.join(tmpdir(), "csp-hashes-"));
    const client = path.join(base, "client");
    try {
      await mkdir(path.join(client, "blog", "podcasts"), { recursive: true });
      await mkdir(path.join(client, "assets"), { recursive: true });
      await writeFile(path.join(client, "index.html"), PRERENDERED);
      await writeFile(path.join(client, "404.html"), `<style>${STYLE}</style><script>${RC}</script>`);
      await writeFile(path.join(client, "blog", "podcasts", "404.html"), `<script>${CONTEXT}</script>`);
      await writeFile(path.join(client, "assets", "app.js"), "<script>not a page</script>");

      const result = await writeCspHashes(client);

      expect(result).toEqual({
        file: path.join(base, "csp-hashes.json"),
        pages: 3,
        pagesWithStyles: 1,
        pagesWithoutScripts: [],
        problems: [],
      });
      expect(cspManifestPath(client)).toBe(result.file);
      const manifest = JSON.parse(await readFile(result.file, "utf8"));
      expect(Object.keys(manifest).sort()).toEqual(["404.html", "blog/podcasts/404.html", "index.html"]);
      expect(manifest["index.html"]).toEqual({
        script: pageScriptHashes(PRERENDERED),
        style: [],
      });
      expect(manifest["404.html"]).toEqual({ script: [sha256(RC)], style: [sha256(STYLE)] });
      expect(manifest["blog/podcasts/404.html"]).toEqual({ script: [sha256(CONTEXT)], style: [] });
    } finally {
      await rm(base, { recursive: true, force: true });
    }
  });
});

describe("the CSP hashes step", () => {
  let base: string;
  let clientDir: string;
  beforeEach(async () => {
    base = await mkdtemp(path.join(tmpdir(), "csp-step-"));
    clientDir = path.join(base, "client");
    await mkdir(path.join(clientDir, "qui-sommes-nous"), { recursive: true });
  });
  afterEach(async () => {
    await rm(base, { recursive: true, force: true });
  });
  const run = () => cspHashesStep.run({ root: base, clientDir });
  const redirect = '<!doctype html><meta http-equiv="refresh" content="0;url=/about">';
  const marked = (nonce: string) =>
    PRERENDERED.replace(/<script(?![^>]*(?:src=|ld\+json))/g, `<script nonce="${nonce}"`);

  it("hashes the pages, redirect pages needing none", async () => {
    writeSiteScriptNonce(clientDir, NONCE);
    await writeFile(path.join(clientDir, "index.html"), marked(NONCE));
    await writeFile(path.join(clientDir, "qui-sommes-nous", "index.html"), redirect);
    expect(await run()).toBe("csp-hashes.json: the script hashes of 2 pages, the style hashes of 0");
    const manifest = JSON.parse(await readFile(cspManifestPath(clientDir), "utf8"));
    expect(manifest["index.html"].script).toEqual(pageScriptHashes(PRERENDERED));
  });

  it("fails, naming the page, on an inline script the site did not write, and hashes it nowhere", async () => {
    writeSiteScriptNonce(clientDir, NONCE);
    await writeFile(path.join(clientDir, "index.html"), marked(NONCE));
    const injected = marked(NONCE).replace("<p>Texte</p>", "<p>Texte <script>steal()</script> fin.</p>");
    await writeFile(path.join(clientDir, "qui-sommes-nous", "index.html"), injected);
    await expect(run()).rejects.toThrow(
      /qui-sommes-nous\/index\.html: an inline script the site did not write: steal\(\)/,
    );
    const manifest = JSON.parse(await readFile(cspManifestPath(clientDir), "utf8"));
    expect(JSON.stringify(manifest)).not.toContain(sha256("steal()"));
    expect(manifest["qui-sommes-nous/index.html"].script).toContain(sha256(CONTEXT));
  });

  it("fails, naming it, when a page has no script of the site's (an old marker)", async () => {
    writeSiteScriptNonce(clientDir, NONCE);
    await writeFile(path.join(clientDir, "index.html"), marked("AAAAAAAAAAAAAAAAAAAAAAAA"));
    await expect(run()).rejects.toThrow(/index\.html: an inline script the site did not write/);
  });

  it("fails without the pre-render's marker", async () => {
    await writeFile(path.join(clientDir, "index.html"), PRERENDERED);
    await expect(run()).rejects.toThrow(/no marker of the site's scripts/);
  });

  it("fails, naming it, when a page has no inline script", async () => {
    writeSiteScriptNonce(clientDir, NONCE);
    await writeFile(path.join(clientDir, "index.html"), marked(NONCE));
    await writeFile(path.join(clientDir, "404.html"), "<!doctype html><p>Page introuvable</p>");
    await expect(run()).rejects.toThrow("no inline script found in 404.html");
  });

  it("fails when there is no page", async () => {
    writeSiteScriptNonce(clientDir, NONCE);
    await expect(run()).rejects.toThrow(/no page under/);
  });
});
