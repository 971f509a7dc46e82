/**
 * The SVG sanitizer (issue 43): every payload of the corpus is refused in
 * French or written again with nothing a browser runs; every SVG the site
 * holds (content/, public/) is accepted and draws the same once written again.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";
import { describe, expect, it } from "vitest";
import { activeContent, SVG_PAYLOADS } from "./injection-corpus.ts";
import { sanitizeSvg } from "./svg-sanitizer.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const SVG = 'xmlns="http://www.w3.org/2000/svg"';

/** The sanitized text, failing the test with the refusal when there is one. */
function accepted(source: string): string {
  const { svg, problem } = sanitizeSvg(source, "x.svg");
  expect(problem).toBeUndefined();
  return svg ?? "";
}

describe("the corpus's payloads", () => {
  const refused = SVG_PAYLOADS.filter((payload) => payload.fate === "refused");
  const inert = SVG_PAYLOADS.filter((payload) => payload.fate === "inert");

  it.each(refused.map((payload) => [payload.id, payload.what, payload.source]))(
    "refuses %s (%s) in French, naming the file",
    (_id, _what, source) => {
      const { svg, problem } = sanitizeSvg(source, "content/blog/piege.svg");
      expect(svg).toBeUndefined();
      expect(problem).toMatch(
        /^«\u00a0content\/blog\/piege\.svg\u00a0»(?:\u00a0: cette image SVG contient .+| n’est pas une image SVG lisible.*)\u00a0: elle est refusée\.$/,
      );
    },
  );

  it.each(inert.map((payload) => [payload.id, payload.what, payload.source]))(
    "writes %s (%s) again with nothing a browser runs",
    (_id, _what, source) => {
      const svg = accepted(source);
      expect(activeContent(svg, { xml: true })).toEqual([]);
      expect(svg).not.toMatch(/<script|<!--|<\?|evil\.example|inkscape/i);
      // Written again, it is what it was: the output is its own fixed point.
      expect(accepted(svg)).toBe(svg);
    },
  );

  it("names what it refuses", () => {
    const problem = (source: string) => sanitizeSvg(source, "a.svg").problem;
    const byId = (id: string) => SVG_PAYLOADS.find((payload) => payload.id === id)?.source ?? "";
    expect(problem(byId("ns-script"))).toBe(
      "«\u00a0a.svg\u00a0»\u00a0: cette image SVG contient du code (un élément <h:script>)\u00a0: elle est refusée.",
    );
    expect(problem(byId("js-colon-entity"))).toMatch(/une adresse «\u00a0javascript:\u00a0»/);
    expect(problem(byId("entity-script"))).toMatch(/une déclaration DOCTYPE/);
    expect(problem(byId("onload"))).toMatch(/gestionnaire d’évènement \(l’attribut «\u00a0onload\u00a0»\)/);
    expect(problem(byId("foreign-object"))).toMatch(/du HTML intégré \(un élément <foreignObject>\)/);
    expect(problem(byId("use-external"))).toMatch(/un lien vers un autre fichier \(«\u00a0https:\/\/evil/);
    expect(problem(byId("use-data"))).toMatch(/une adresse «\u00a0data:\u00a0» autre qu’une image/);
    expect(problem(byId("style-import"))).toMatch(/@import/);
    expect(problem(byId("animate-href"))).toMatch(/une animation qui change un lien/);
    expect(problem(byId("not-xml"))).toMatch(/n’est pas une image SVG lisible \(ligne 1\)/);
    expect(problem("")).toMatch(/n’est pas une image SVG lisible/);
  });
});

describe("what it keeps", () => {
  it("keeps a raster picture embedded in base64, refuses any other data: address or file", () => {
    const png = `<svg ${SVG}><image href="data:image/png;base64,iVBORw0KGgo=" width="2" height="2"/></svg>`;
    expect(accepted(png)).toBe(`${png}\n`);
    expect(sanitizeSvg(png.replace("image/png", "image/gif"), "a.svg").problem).toMatch(/data:/);
    expect(sanitizeSvg(png.replace(/data:[^"]*/, "photo.png"), "a.svg").problem).toMatch(
      /un lien vers un autre fichier \(«\u00a0photo\.png\u00a0»\)/,
    );
  });

  it("keeps references to its own parts, gradients, styles and text, escaped", () => {
    const source =
      `<svg ${SVG} xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10">` +
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient>' +
      '<path id="p" d="M0 0h9"/></defs><style>.a { fill: url(#g) }</style>' +
      '<use xlink:href="#p" class="a"/><text xml:space="preserve">Bilan &amp; &lt;VAE&gt;</text></svg>';
    expect(accepted(source)).toBe(`${source}\n`);
  });

  it("drops comments, instructions, editors' metadata and unknown attributes; unwraps links; removes animations", () => {
    const source =
      '<?xml version="1.0" encoding="UTF-8"?>\n<!-- Créé avec Inkscape -->\n' +
      `<svg ${SVG} xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" width="4" height="4" sodipodi:docname="a.svg" data-x="1">` +
      '<sodipodi:namedview id="v"/><metadata><title>x</title></metadata>' +
      '<a href="https://www.example.com/"><rect width="4" height="4"><animate attributeName="opacity" values="0;1"/></rect></a></svg>';
    expect(accepted(source)).toBe(`<svg ${SVG} width="4" height="4"><rect width="4" height="4"/></svg>\n`);
  });
});

/** The SVG files under `folder` (relative to the repository). */
function svgFiles(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".svg"))
    .map((file) => path.join(folder, file));
}

describe("the site's own SVGs (an invariant)", () => {
  const files = [...svgFiles("content"), ...svgFiles("public")];

  it("finds the articles' pictures and the favicon", () => {
    expect(files).toContain(path.join("public", "favicon.svg"));
    expect(files.filter((file) => file.startsWith(path.join("content", "blog"))).length).toBeGreaterThan(0);
  });

  it.each(files)("accepts %s, and written again it draws the same pixels", (file) => {
    const source = readFileSync(path.join(ROOT, file), "utf8");
    const svg = accepted(source);
    const render = (text: string) =>
      new Resvg(text, { fitTo: { mode: "width", value: 300 } }).render().pixels;
    expect(Buffer.compare(render(svg), render(source))).toBe(0);
    expect(activeContent(svg, { xml: true })).toEqual([]);
  });
});
