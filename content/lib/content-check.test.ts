import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import {
  checkContentFolder,
  checkContentText,
  contentRefusals,
  inContentOf,
  problemsSentence,
} from "./content-check.ts";
import { editableContents, editorDefinition, filesOf } from "./editor-collections.ts";
import { contentDir } from "./figures.ts";

const ROOT = path.dirname(contentDir());
let copy: string;

beforeAll(() => {
  copy = mkdtempSync(path.join(tmpdir(), "content-check-"));
  cpSync(path.join(ROOT, "content"), path.join(copy, "content"), { recursive: true });
});

afterAll(() => rmSync(copy, { recursive: true, force: true }));

/** A city page of the copy, changed by `change`. */
function cityFile(): string {
  const cities = editableContents().find((item) => item.key === "cities");
  if (!cities) throw new Error("no city pages");
  const [first] = filesOf(cities, copy);
  if (!first) throw new Error("no city page");
  return first;
}

describe("the content as the build reads it, in the editor's words", () => {
  it("finds nothing to correct in the content as shipped", () => {
    expect(checkContentFolder(ROOT)).toEqual([]);
  });

  it("names the page and each field by its editor label, never by its key or a path of the code", () => {
    const file = cityFile();
    const data = parse(readFileSync(path.join(copy, file), "utf8")) as Record<string, unknown>;
    const definition = editorDefinition(copy);
    const fields = definition.collections.find((item) => item.key === "cities")?.fields ?? {};
    const broken: Record<string, unknown> = { ...data, description: "x".repeat(300) };
    delete broken.heading;
    const problems = checkContentText(file, stringify(broken), editableContents(), definition);
    expect(problems.map((problem) => problem.field).sort()).toEqual(
      [fields.description?.label, fields.heading?.label].sort(),
    );
    for (const problem of problems) {
      expect(problem.page).toContain(path.basename(file, ".yaml"));
      expect(problem.file).toBe(file);
    }
    const sentence = problemsSentence(problems);
    expect(sentence).not.toMatch(/\bdescription\b|\bheading\b|\.ts\b|content\//);
    expect(sentence).toContain(`«\u00a0${fields.heading?.label}\u00a0»`);
  });

  it("refuses at once a sentence that states a rule that changed, in a field or a page's text, with today's rule", () => {
    const definition = editorDefinition(copy);
    const stale = "La participation forfaitaire à votre charge est de 100 € par formation.";
    const file = cityFile();
    const data = parse(readFileSync(path.join(copy, file), "utf8")) as Record<string, unknown>;
    const inField = checkContentText(
      file,
      stringify({ ...data, intro: [stale, ...((data.intro as string[]) ?? []).slice(1)] }),
      editableContents(),
      definition,
    );
    const fields = definition.collections.find((item) => item.key === "cities")?.fields ?? {};
    expect(inField).toHaveLength(1);
    expect(inField[0]?.field).toBe(`${fields.intro?.label} › n° 1`);
    expect(inField[0]?.message).toContain(stale);
    expect(inField[0]?.message).toMatch(/participation forfaitaire au CPF est de/);
    // A Markdown page's text: the same rule, the body named as the editor names it.
    const faq = editableContents().find((item) => item.key === "faq");
    const question = faq && filesOf(faq, copy)[0];
    if (!question) throw new Error("no FAQ question");
    const text = readFileSync(path.join(copy, question), "utf8");
    const inBody = checkContentText(
      question,
      `${text.trimEnd()}\n\n${stale}\n`,
      editableContents(),
      definition,
    );
    expect(inBody.map((problem) => problem.field)).toEqual(["Texte de la page"]);
    // Told as former, the rule may be named.
    const historical = "Elle remplace l’ancienne participation de 100 € par formation.";
    expect(
      checkContentText(question, `${text.trimEnd()}\n\n${historical}\n`, editableContents(), definition),
    ).toEqual([]);
  });

  it("applies, when saving, the rules the build's loader applies to one entry: an answer's length, a section's id", () => {
    const definition = editorDefinition(copy);
    const check = (key: string, change: (text: string) => string) => {
      const collection = editableContents().find((item) => item.key === key);
      const [file] = collection ? filesOf(collection, copy) : [];
      if (!file) throw new Error(`no entry in ${key}`);
      const text = change(readFileSync(path.join(copy, file), "utf8"));
      return {
        file,
        problems: inContentOf(copy, () => checkContentText(file, text, editableContents(), definition)),
      };
    };
    const shortAnswer = check("faq", (text) => `${text.slice(0, text.indexOf("\n---") + 4)}\n\nOui.\n`);
    expect(shortAnswer.problems).toHaveLength(1);
    expect(shortAnswer.problems[0]?.message).toMatch(/mots/);
    const noId = check(
      "legal",
      (text) => `${text.trimEnd()}\n\n## Une section sans identifiant\n\nSon texte.\n`,
    );
    expect(noId.problems).toHaveLength(1);
    expect(noId.problems[0]?.message).toMatch(/identifiant/);
    for (const { file, problems } of [shortAnswer, noId]) expect(problems[0]?.message).not.toContain(file);
  });

  it("refuses a rank another entry of the collection has, naming that entry", () => {
    const faq = editableContents().find((item) => item.key === "faq");
    const [first, second] = faq ? filesOf(faq, copy) : [];
    if (!first || !second) throw new Error("fewer than two FAQ questions");
    const rankOf = (file: string) => /^order: (\d+)$/m.exec(readFileSync(path.join(copy, file), "utf8"))?.[1];
    const text = readFileSync(path.join(copy, second), "utf8").replace(
      /^order: \d+$/m,
      `order: ${rankOf(first)}`,
    );
    const problems = inContentOf(copy, () =>
      checkContentText(second, text, editableContents(), editorDefinition(copy)),
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]?.message).toContain(`« ${path.basename(first, ".md")} »`);
    expect(problems[0]?.field).toBeDefined();
    // Its own rank, saved again, is no tie.
    const own = readFileSync(path.join(copy, second), "utf8");
    expect(
      inContentOf(copy, () => checkContentText(second, own, editableContents(), editorDefinition(copy))),
    ).toEqual([]);
  });

  it("refuses, before any build, a working copy whose file breaks its schema; the article's picture looked for in the copy", () => {
    const file = cityFile();
    const original = readFileSync(path.join(copy, file), "utf8");
    writeFileSync(path.join(copy, file), `${original}\nunknownField: 1\n`);
    try {
      const refusals = contentRefusals(copy);
      expect(refusals).toHaveLength(1);
      expect(refusals[0]?.check).toBe("Contenu");
      expect(refusals[0]?.message).toContain("unknownField");
    } finally {
      writeFileSync(path.join(copy, file), original);
    }
    // The copy's own files are what the schemas look for: an article's picture removed from the
    // copy only is missing there, not in the project.
    const blog = editableContents().find((item) => item.key === "blog");
    const article = blog && filesOf(blog, copy)[0];
    const picture =
      article &&
      (parse(readFileSync(path.join(copy, article), "utf8").split("---")[1] ?? "") as { picture?: string })
        .picture;
    if (!article || !picture) throw new Error("no article with a picture");
    rmSync(path.join(copy, "content", "blog", picture));
    expect(checkContentFolder(copy).map((problem) => problem.file)).toEqual([article]);
    expect(checkContentFolder(ROOT)).toEqual([]);
  });
});
