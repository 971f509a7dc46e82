import { describe, expect, it } from "vitest";
import {
  declarationAt,
  describeMessage,
  fileOf,
  ignoredBy,
  ignoredCss,
  parseVnuReport,
  type VnuMessage,
} from "./vnu-report.ts";

/** A page whose inline CSS has the anchor-positioned top and another parse error, on line 2. */
const page = [
  "<!doctype html>",
  '<style>.menu{anchor-name:--nav}.sub{position-anchor:--nav;top:calc(anchor(bottom) - 1px);left:0}.x{top:1pz}</style><p style="top:anchor(top)">',
].join("\n");
const columnOf = (needle: string) => (page.split("\n")[1] ?? "").indexOf(needle) + needle.length;
const sourceOf = (url: string) => {
  expect(url).toBe("file:/site/page.html");
  return page;
};

const cssMessage = (message: string, column = 1): VnuMessage => ({
  type: "error",
  url: "file:/site/page.html",
  lastLine: 2,
  firstColumn: column,
  lastColumn: column,
  message,
});

describe("vnu's JSON report", () => {
  it("reads the messages of the documented format", () => {
    const output = JSON.stringify({
      version: "26.9.27",
      messages: [
        {
          type: "error",
          url: "file:/site/about/index.html",
          lastLine: 4,
          firstColumn: 1,
          lastColumn: 50,
          message: "Duplicate ID “contenu”.",
          extract: "…",
          hiliteStart: 10,
          hiliteLength: 17,
        },
        { type: "non-document-error", subType: "io", message: "File not found." },
      ],
    });
    expect(parseVnuReport(output)).toMatchObject([
      { type: "error", lastLine: 4, message: "Duplicate ID “contenu”." },
      { type: "non-document-error", subType: "io" },
    ]);
    expect(parseVnuReport('{"messages":[]}')).toEqual([]);
  });

  it("refuses anything else: the checker's plain-text crash, a report without messages", () => {
    expect(() => parseVnuReport("StackOverflowError while evaluating HTML schema.")).toThrow(
      /not report in JSON/,
    );
    expect(() => parseVnuReport('{"version":"1"}')).toThrow(/no messages list/);
    expect(() => parseVnuReport('{"messages":[{"type":"error"}]}')).toThrow(/no type or text/);
  });

  it("describes a message with its file, line and column", () => {
    const relative = (file: string) => file.replace("/site/", "");
    expect(describeMessage({ ...cssMessage("Duplicate ID “contenu”.", 40), lastLine: 12 }, relative)).toBe(
      "page.html:12.40: Duplicate ID “contenu”.",
    );
    expect(describeMessage({ type: "non-document-error", subType: "io", message: "Gone." }, relative)).toBe(
      "(no file): non-document-error (io): Gone.",
    );
    expect(fileOf("file:/site/a%20b/index.html")).toBe("/site/a b/index.html");
  });
});

describe("the ignored CSS errors", () => {
  it("each have a reason", () => {
    for (const entry of ignoredCss) expect(entry.reason.length, entry.property).toBeGreaterThan(20);
  });

  it("ignore the listed unknown properties", () => {
    for (const property of ["animation-timeline", "animation-range", "anchor-name", "position-anchor"]) {
      const message = cssMessage(`CSS: “${property}”: Property “${property}” doesn't exist.`);
      expect(ignoredBy(message, sourceOf)?.property).toBe(property);
    }
  });

  it("ignore a parse error of top only where its value uses anchor()", () => {
    const parseError = (needle: string) => cssMessage("CSS: “top”: Parse Error.", columnOf(needle));
    expect(ignoredBy(parseError("top:calc(anchor(bottom) - 1px"), sourceOf)?.property).toBe("top");
    expect(ignoredBy(parseError('style="top:anchor(top'), sourceOf)?.property).toBe("top");
    expect(ignoredBy(parseError("top:1p"), sourceOf)).toBeUndefined();
  });

  it("ignore nothing else: another property, another CSS error, an HTML error, a warning", () => {
    const kept = [
      cssMessage("CSS: “anchor-scope”: Property “anchor-scope” doesn't exist."),
      cssMessage("CSS: “animation-timeline”: Parse Error.", columnOf("top:calc(anchor(bottom)")),
      cssMessage("CSS: “top”: Property “top” doesn't exist."),
      cssMessage("CSS: “left”: Parse Error.", columnOf("left:0")),
      cssMessage("Duplicate ID “contenu”."),
      { ...cssMessage("CSS: “anchor-name”: Property “anchor-name” doesn't exist."), type: "info" },
    ];
    for (const message of kept) expect(ignoredBy(message, sourceOf), message.message).toBeUndefined();
  });

  it("find the declaration around a position", () => {
    expect(declarationAt(page, 2, columnOf("calc(anchor(bottom"))).toBe("top:calc(anchor(bottom) - 1px)");
    expect(declarationAt(page, 2, columnOf("top:1p"))).toBe("top:1pz");
    expect(declarationAt(page, 2, columnOf('style="top:anch'))).toBe("top:anchor(top)");
  });
});
