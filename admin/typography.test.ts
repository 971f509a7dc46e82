/**
 * The back office's words follow French typography (no-break spaces before
 * « : ; ! ? », inside « »; build-checks/typography.ts's rules): every string
 * and JSX text of admin/, and of the content editor's and the publisher's
 * code (content/lib/editor-*.ts, server/admin/editor.ts and publish.ts,
 * server/publish/), read with TypeScript's parser, so a new sentence typed
 * with an ordinary space fails here rather than on screen.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { typographyFaults } from "../build-checks/typography.ts";

const root = path.dirname(fileURLToPath(import.meta.url));
const project = path.dirname(root);

/** The sources of a folder (recursive), tests and configurations apart, whose name matches `name`. */
function sourcesOf(folder: string, name = /./): string[] {
  return readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter(
      (file) =>
        /\.tsx?$/.test(file) && !/\.(test|config)\.tsx?$/.test(file) && name.test(path.basename(file)),
    )
    .map((file) => path.join(folder, file));
}

function sources(): string[] {
  return [
    ...sourcesOf(root),
    ...sourcesOf(path.join(project, "content/lib"), /^editor-/),
    ...sourcesOf(path.join(project, "server/admin"), /^(editor|publish)\.ts$/),
    ...sourcesOf(path.join(project, "server/publish")),
  ];
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

describe("the back office's and the editor's French typography", () => {
  it("reads texts from the sources", () => {
    expect(sources().length).toBeGreaterThan(10);
    expect(sources().flatMap(textsOf).length).toBeGreaterThan(100);
  });

  it.each(sources().map((file) => [path.relative(project, file), file]))("%s", (_name, file) => {
    expect(typographyFaults(textsOf(file))).toEqual([]);
  });
});
