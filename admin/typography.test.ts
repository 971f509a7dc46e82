/**
 * The back office's words follow French typography (no-break spaces before
 * « : ; ! ? », inside « »; build-checks/typography.ts's rules): every string
 * and JSX text of admin/, read with TypeScript's parser, so a new sentence
 * typed with an ordinary space fails here rather than on screen.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { typographyFaults } from "../build-checks/typography.ts";

const root = path.dirname(fileURLToPath(import.meta.url));

function sources(): string[] {
  return readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|config)\.tsx?$/.test(file))
    .map((file) => path.join(root, file));
}

/** The texts of a source file: its string literals, template parts and JSX text. */
function textsOf(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const texts: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) texts.push(node.text);
    else if (ts.isJsxText(node)) texts.push(node.text.replace(/[ \t\r\n]+/g, " "));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts;
}

describe("the back office's French typography", () => {
  it("reads texts from the sources", () => {
    expect(sources().length).toBeGreaterThan(10);
    expect(sources().flatMap(textsOf).length).toBeGreaterThan(100);
  });

  it.each(sources().map((file) => [path.relative(root, file), file]))("%s", (_name, file) => {
    expect(typographyFaults(textsOf(file))).toEqual([]);
  });
});
