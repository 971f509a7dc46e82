import { describe, expect, it } from "vitest";
import { applyEdits, findElements } from "./html.ts";

const PAGE = `<!DOCTYPE html><html><head><meta charSet="utf-8"/><link rel="modulepreload" href="/a.js"/><title>L&#x27;accueil</title></head><body><p>Texte <b>gras</b></p><script>if (a < b && "</p>") go()</script ><SCRIPT TYPE='module' async>x()</SCRIPT><script src="/b.js"></script></body></html>`;

describe("findElements", () => {
  const elements = findElements(PAGE, ["link", "script", "b"]);

  it("finds the elements by name, in document order, with their source", () => {
    expect(elements.map((element) => PAGE.slice(element.start, element.end))).toEqual([
      '<link rel="modulepreload" href="/a.js"/>',
      "<b>gras</b>",
      '<script>if (a < b && "</p>") go()</script >',
      "<SCRIPT TYPE='module' async>x()</SCRIPT>",
      '<script src="/b.js"></script>',
    ]);
  });

  it("gives lower-case names and attributes, and a script's text as written", () => {
    expect(elements.map((element) => element.name)).toEqual(["link", "b", "script", "script", "script"]);
    expect(elements[3]?.attributes).toEqual({ type: "module", async: "" });
    expect(elements.map((element) => element.content)).toEqual([
      undefined,
      "gras",
      'if (a < b && "</p>") go()',
      "x()",
      "",
    ]);
  });

  it("decodes attribute values", () => {
    const [meta] = findElements('<meta content="a &amp; b &#x27;c&#x27;">', ["meta"]);
    expect(meta?.attributes.content).toBe("a & b 'c'");
  });

  it("finds nothing in a page without the element", () => {
    expect(findElements("<!doctype html><p>Texte</p>", ["script"])).toEqual([]);
  });
});

describe("applyEdits", () => {
  it("replaces each range and keeps every other byte", () => {
    expect(
      applyEdits("0123456789", [
        { start: 6, end: 8, text: "x" },
        { start: 1, end: 2, text: "" },
      ]),
    ).toBe("02345x89");
  });

  it("refuses overlapping edits", () => {
    expect(() =>
      applyEdits("0123456789", [
        { start: 1, end: 5, text: "" },
        { start: 4, end: 6, text: "" },
      ]),
    ).toThrow(/overlapping/);
  });
});
