import { describe, expect, it } from "vitest";
import { clip, formatTextTable, type TextColumn } from "./text-table.ts";

interface Row {
  name: string;
  note: string;
}

const columns: TextColumn<Row>[] = [
  { title: "Name", width: 6, value: (row) => row.name },
  { title: "Note", width: 10, value: (row) => row.note },
];

describe("text tables", () => {
  it("puts every cell on one line, clipped to its width with an ellipsis", () => {
    expect(clip("  one\n two\tthree ", 20)).toBe("one two three");
    expect(clip("abcdefgh", 5)).toBe("abcd…");
    expect(clip("abcde", 5)).toBe("abcde");
  });

  it("aligns the columns under their titles, with a rule and no trailing spaces", () => {
    const table = formatTextTable(columns, [
      { name: "Éloïse", note: "line\nbreak" },
      { name: "Jo", note: "a note much longer than ten" },
    ]);
    const lines = table.split("\n");
    expect(lines).toEqual(["Name    Note", "------  ----------", "Éloïse  line break", "Jo      a note mu…"]);
    for (const line of lines) expect(line).toBe(line.trimEnd());
  });

  it("prints the header alone when there is nothing to list", () => {
    expect(formatTextTable(columns, [])).toBe("Name  Note\n----  ----");
  });
});
