import { describe, expect, it } from "vitest";
import { parseRecord } from "../lib/collection.ts";
import { blogCategories, categoriesSchema } from "./categories.ts";
import { blogCopy, copySchema, readingTimeText } from "./copy.ts";

describe("the blog's copy", () => {
  it("fills the firm's facts and the texts the page fills", () => {
    expect(JSON.stringify(blogCopy)).not.toMatch(/\{\{/);
    expect(readingTimeText(7)).toBe("7\u00a0min de lecture");
  });

  it("stops on a text without the {name} its page fills, naming the file, the line and the field", () => {
    const broken = "article:\n  readingTime: quelques minutes de lecture\n";
    expect(() => parseRecord(broken, "content/blog/copy.yaml", copySchema)).toThrow(
      /content\/blog\/copy\.yaml : \d+ erreurs[\s\S]*ligne 2, « article\.readingTime » : doit contenir \{minutes\}/,
    );
  });
});

describe("the blog's categories", () => {
  it("have distinct slugs and labels", () => {
    expect(new Set(blogCategories.map((category) => category.slug)).size).toBe(blogCategories.length);
    expect(new Set(blogCategories.map((category) => category.label)).size).toBe(blogCategories.length);
  });

  it("stop on a slug an address cannot carry, or one given twice, naming the file", () => {
    const file = (slug: string) =>
      `all: TOUT\ncategories:\n  - slug: un\n    label: Un\n  - slug: ${slug}\n    label: Deux\n`;
    expect(() => parseRecord(file("Évolution"), "content/blog/categories.yaml", categoriesSchema)).toThrow(
      /content\/blog\/categories\.yaml : une erreur[\s\S]*ligne 5, « categories\[1\]\.slug » : doit ne contenir que des minuscules/,
    );
    expect(() => parseRecord(file("un"), "content/blog/categories.yaml", categoriesSchema)).toThrow(
      /« categories » : deux catégories ont le même slug/,
    );
  });
});
