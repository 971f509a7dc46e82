import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const dir = path.resolve("docs/decisions");
const records = readdirSync(dir).filter((name) => /^\d{3}-.+\.md$/.test(name));

describe("the decision records", () => {
  it("are numbered once each, in order", () => {
    const numbers = records.map((name) => Number(name.slice(0, 3))).sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, index) => index + 1));
  });

  it.each(records)("%s has its title, then a date and a status", (name) => {
    const [title, blank, status] = readFileSync(path.join(dir, name), "utf8").split("\n");
    expect(title).toMatch(new RegExp(`^# ${name.slice(0, 3)} — \\S`));
    expect(blank).toBe("");
    expect(status).toMatch(
      /^Date: \d{4}-\d{2}-\d{2} · Status: (accepted|superseded by \d{3}|amended by \d{3})/,
    );
  });
});
