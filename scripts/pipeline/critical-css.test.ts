import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Window } from "happy-dom";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  beastiesFinder,
  type CriticalCssFinder,
  criticalCss,
  criticalCssStep,
  withFirstScreenIconsOnly,
} from "./critical-css.ts";

const HEAD = `<meta charSet="utf-8"/><link rel="preload" as="image" href="/assets/logo-1.svg"/><title>Accueil</title>`;
const LINKS = `<link rel="stylesheet" href="/assets/shared-1.css"/><link rel="stylesheet" href="/assets/root-2.css"/>`;
const BODY = `<header class="site-header"><a class="brand" href="/">Cap Parcours</a></header><main><h1 class="hero__title">Bilan</h1><p>Texte&nbsp;: «&#xA0;ici&#xA0;»</p></main><script>window.siteContext = {};</script>`;
/** A page shaped like React Router's pre-rendered output. */
const PAGE = `<!DOCTYPE html><html lang="fr"><head>${HEAD}${LINKS}<script type="application/ld+json">{}</script></head><body>${BODY}</body></html>`;

const CSS = ".site-header{padding:1rem}.hero__title{font-size:2rem}";
const fixed: CriticalCssFinder = async () => CSS;

describe("criticalCss", () => {
  it("puts the CSS in a <style> before the first stylesheet, disables the links, and loads them at the end of <body>", async () => {
    const { html, inlined } = await criticalCss(PAGE, fixed);
    expect(inlined).toBe(CSS.length);
    expect(html).toBe(
      `<!DOCTYPE html><html lang="fr"><head>${HEAD}<style>${CSS}</style>` +
        `<link rel="stylesheet" href="/assets/shared-1.css" disabled=""/><link rel="stylesheet" href="/assets/root-2.css" disabled=""/>` +
        `<script type="application/ld+json">{}</script></head><body>${BODY}` +
        `<noscript>${LINKS}</noscript></body></html>`,
    );
  });

  it("reads as a browser reads it: disabled links in the head, a copy of them for browsers without scripts", async () => {
    const { html } = await criticalCss(PAGE, fixed);
    const window = new Window();
    try {
      window.document.write(html);
      const head = [...window.document.head.children].map((element) => element.tagName.toLowerCase());
      expect(head).toEqual(["meta", "link", "title", "style", "link", "link", "script"]);
      const links = [...window.document.head.querySelectorAll("link[rel=stylesheet]")];
      expect(links.map((link) => [link.getAttribute("href"), link.hasAttribute("disabled")])).toEqual([
        ["/assets/shared-1.css", true],
        ["/assets/root-2.css", true],
      ]);
      expect(window.document.querySelector("style")?.textContent).toBe(CSS);
      expect(window.document.querySelector("body > noscript")?.innerHTML).toBe(LINKS.replaceAll("/>", ">"));
    } finally {
      await window.happyDOM.close();
    }
  });

  it("handles links written without the self-closing slash", async () => {
    const page = PAGE.replace(LINKS, '<link rel="stylesheet" href="/assets/root-2.css">');
    const { html } = await criticalCss(page, fixed);
    expect(html).toContain(
      `<style>${CSS}</style><link rel="stylesheet" href="/assets/root-2.css" disabled="">`,
    );
    expect(html).toContain('<noscript><link rel="stylesheet" href="/assets/root-2.css"></noscript></body>');
  });

  it("leaves alone a page without a stylesheet of the site, and one whose stylesheets style nothing of it", async () => {
    const redirect = '<!doctype html><meta http-equiv="refresh" content="0;url=/home">';
    expect(await criticalCss(redirect, fixed)).toEqual({ html: redirect, inlined: 0 });
    const external = PAGE.replace(LINKS, '<link rel="stylesheet" href="https://cdn.example/x.css"/>');
    expect(await criticalCss(external, fixed)).toEqual({ html: external, inlined: 0 });
    expect(await criticalCss(PAGE, async () => "")).toEqual({ html: PAGE, inlined: 0 });
  });

  it("refuses a page it cannot rewrite safely", async () => {
    await expect(criticalCss(PAGE.replace("</head>", "<style>p{}</style></head>"), fixed)).rejects.toThrow(
      "already has a <style>",
    );
    await expect(
      criticalCss(
        PAGE.replace('href="/assets/root-2.css"/>', 'href="/assets/root-2.css" media="print"/>'),
        fixed,
      ),
    ).rejects.toThrow("/assets/root-2.css has media");
  });

  it("never lets the CSS close its <style> early: a </style in a value is written as a CSS escape", async () => {
    const { html } = await criticalCss(PAGE, async () => "p{content:'</style><b>'}");
    expect(html).toContain("<style>p{content:'\\3c /style><b>'}</style>");
    expect(html.match(/<\/style/g)).toHaveLength(1);
  });
});

describe("withFirstScreenIconsOnly", () => {
  const page =
    '<body><header><span class="icon icon--menu"></span></header><main>' +
    '<section class="hero"><a class="btn"><span class="icon icon--arrow-right" aria-hidden="true"></span>Go</a></section>' +
    '<section><span class="icon icon--star-filled"></span><p class="note">x</p></section></main>' +
    '<footer><a class="social"><span class="icon icon--instagram"></span></a></footer></body>';

  it("keeps the icon classes of the headers and the first section, and removes the others", () => {
    const seen = withFirstScreenIconsOnly(page);
    expect(seen).toContain('class="icon icon--menu"');
    expect(seen).toContain('class="icon icon--arrow-right"');
    expect(seen).not.toContain("icon--star-filled");
    expect(seen).not.toContain("icon--instagram");
    // Everything else stays: the base class sizes every icon's box.
    expect(seen.match(/class="icon"/g)).toHaveLength(2);
    expect(seen).toContain('class="note"');
    expect(seen).toContain('class="social"');
  });

  it("keeps only the headers' icons on a page whose <main> has no section", () => {
    const seen = withFirstScreenIconsOnly(
      '<header><i class="icon icon--phone"></i></header><main><i class="icon icon--mail"></i></main>',
    );
    expect(seen).toContain("icon--phone");
    expect(seen).not.toContain("icon--mail");
  });
});

describe("with Beasties", () => {
  let base: string;
  let clientDir: string;
  beforeEach(async () => {
    base = await mkdtemp(path.join(tmpdir(), "critical-css-"));
    clientDir = path.join(base, "client");
    await mkdir(path.join(clientDir, "assets"), { recursive: true });
    await mkdir(path.join(clientDir, "a-propos"), { recursive: true });
    await writeFile(
      path.join(clientDir, "assets", "shared-1.css"),
      ".bilan-costs{margin:0}.bilan-costs__table{width:100%}",
    );
    await writeFile(
      path.join(clientDir, "assets", "root-2.css"),
      ":root{--ink:#123}.site-header{padding:1rem}.brand:hover{color:red}@media (width>=40rem){.hero__title{font-size:2rem}.unused{color:blue}}.menu[data-open]{display:block}@keyframes spin{to{rotate:1turn}}.spinner{animation:spin 1s}",
    );
  });
  afterEach(async () => {
    await rm(base, { recursive: true, force: true });
  });

  it("finds the rules that match an element of the page, with their media queries and states", async () => {
    const css = await beastiesFinder(clientDir)(PAGE);
    expect(css).toContain(":root{--ink:#123}");
    expect(css).toContain(".site-header{padding:1rem}");
    expect(css).toContain(".brand:hover{color:red}");
    expect(css).toMatch(/@media \(width>=40rem\)\{\.hero__title\{font-size:2rem\}\}/);
    // Every @keyframes, used or not: there are two, and Beasties misses names in a list.
    expect(css).toContain("@keyframes spin{");
    for (const unused of [".unused", ".bilan-costs", ".menu[data-open]", ".spinner"]) {
      expect(css).not.toContain(unused);
    }
  });

  it("fails when a stylesheet cannot be found", async () => {
    const page = PAGE.replace("/assets/root-2.css", "/assets/missing.css");
    await expect(beastiesFinder(clientDir)(page)).rejects.toThrow(
      /Unable to locate stylesheet \/assets\/missing\.css/,
    );
  });

  it("rewrites every page, reports the sizes, and leaves the others alone", async () => {
    const redirect = '<!doctype html><meta http-equiv="refresh" content="0;url=/home">';
    await writeFile(path.join(clientDir, "index.html"), PAGE);
    await writeFile(path.join(clientDir, "a-propos", "index.html"), PAGE.replace("hero__title", "other"));
    await writeFile(path.join(clientDir, "ancien.html"), redirect);
    const summary = await criticalCssStep.run({ root: base, clientDir });
    expect(summary).toMatch(
      /^2 pages carry the CSS they use \(0\.\d kB on average, 0\.\d kB at most\), their stylesheets load after the first paint$/,
    );
    const home = await readFile(path.join(clientDir, "index.html"), "utf8");
    expect(home).toContain("<style>:root{--ink:#123}");
    expect(home).toContain(".hero__title");
    expect(await readFile(path.join(clientDir, "a-propos", "index.html"), "utf8")).not.toContain(
      ".hero__title",
    );
    expect(await readFile(path.join(clientDir, "ancien.html"), "utf8")).toBe(redirect);
  });

  it("fails when no page has any CSS to inline, and names the page Beasties fails on", async () => {
    await writeFile(path.join(clientDir, "index.html"), "<!doctype html><p>Rien</p>");
    await expect(criticalCssStep.run({ root: base, clientDir })).rejects.toThrow(/no page with a stylesheet/);
    await writeFile(
      path.join(clientDir, "index.html"),
      PAGE.replace("/assets/root-2.css", "/assets/missing.css"),
    );
    await expect(criticalCssStep.run({ root: base, clientDir })).rejects.toThrow(
      /^index\.html: Unable to locate/,
    );
  });
});
