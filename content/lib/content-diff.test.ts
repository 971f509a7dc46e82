import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { describeChange } from "./content-diff.ts";
import { editableContents, editorDefinition, filesOf } from "./editor-collections.ts";
import { contentDir } from "./figures.ts";

const ROOT = path.dirname(contentDir());
const contents = editableContents();
const definition = editorDefinition(ROOT);

function firstFile(key: string): string {
  const content = contents.find((item) => item.key === key);
  const [file] = content ? filesOf(content, ROOT) : [];
  if (!file) throw new Error(`no file for ${key}`);
  return file;
}

describe("a pending change in the firm's words", () => {
  it("names the page and each changed field by its label, with short values old and new", () => {
    const file = firstFile("cities");
    const before = readFileSync(path.join(ROOT, file), "utf8");
    const data = parse(before) as Record<string, unknown>;
    const fields = definition.collections.find((item) => item.key === "cities")?.fields ?? {};
    const after = stringify({
      ...data,
      title: "Un titre court",
      description: `${data.description} Appelez-nous.`,
    });
    const change = describeChange(file, before, after, contents, definition);
    expect(change.page).toContain(path.basename(file, ".yaml"));
    expect(change.what).toBe("modification");
    expect(change.fields).toHaveLength(2);
    expect(change.fields.find((line) => line.startsWith(fields.title?.label ?? "?"))).toMatch(
      /«\u00a0Un titre court\u00a0»$/,
    );
    // A long value is named, not written out.
    expect(change.fields).toContain(fields.description?.label);
    expect(change.fields.join(" ")).not.toMatch(/\btitle\b|\bdescription\b|content\//);
  });

  it("says a Markdown body changed as « le texte », and a new or deleted file as such", () => {
    const file = firstFile("blog");
    const before = readFileSync(path.join(ROOT, file), "utf8");
    expect(
      describeChange(file, before, `${before}\nUne phrase de plus.\n`, contents, definition).fields,
    ).toEqual(["le texte"]);
    expect(describeChange(file, undefined, before, contents, definition).what).toBe("ajout");
    expect(describeChange(file, before, undefined, contents, definition).what).toBe("suppression");
    // A picture beside an article is the article's.
    const picture = file.replace(/\.md$/, ".jpg");
    expect(describeChange(picture, undefined, "", contents, definition)).toMatchObject({
      page: describeChange(file, before, before, contents, definition).page,
      fields: ["l’image"],
    });
    // A file the editor does not edit keeps its name.
    expect(describeChange("content/lib/fields.ts", "a", "b", contents, definition).page).toBe("fields.ts");
  });

  it("names a value of a file edited in parts by the content that edits it", () => {
    const file = "content/firm.yaml";
    const before = readFileSync(path.join(ROOT, file), "utf8");
    const data = parse(before) as Record<string, unknown>;
    const owners = contents.filter((item) => item.only && filesOf(item, ROOT).includes(file));
    const phoneOwner = owners.find((item) => item.only?.includes("phone"));
    const reviewsOwner = owners.find((item) => item.only?.some((only) => only.startsWith("reviews.")));
    if (!phoneOwner || !reviewsOwner) throw new Error("no content edits the phone or the review score");
    const label = (key: string, at: string) =>
      definition.collections.find((item) => item.key === key)?.fields[at]?.label ?? "?";
    const phone = describeChange(
      file,
      before,
      stringify({ ...data, phone: "01 23 45 67 89" }),
      contents,
      definition,
    );
    expect(phone.page).toBe(phoneOwner.label);
    expect(phone.fields).toHaveLength(1);
    expect(phone.fields[0]).toContain(label(phoneOwner.key, "phone"));
    expect(phone.fields[0]).toMatch(new RegExp(`${String(data.phone)}.*→.*01 23 45 67 89`));
    const reviews = data.reviews as Record<string, unknown>;
    const both = describeChange(
      file,
      before,
      stringify({
        ...data,
        phone: "01 23 45 67 89",
        reviews: { ...reviews, count: Number(reviews.count) + 1 },
      }),
      contents,
      definition,
    );
    expect(both.page).toContain(phoneOwner.label);
    expect(both.page).toContain(reviewsOwner.label);
  });
});
