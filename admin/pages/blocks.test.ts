import { describe, expect, it } from "vitest";
import { parisDate } from "../dates.ts";
import { blockBody } from "./blocks.tsx";

function form(fields: [string, string][]): FormData {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return data;
}

describe("blockBody", () => {
  it("sends a slot's start as an instant with its Paris offset", () => {
    const body = blockBody(
      form([
        ["kind", "slot"],
        ["date", "2026-12-01"],
        ["time", "08:30"],
        ["reason", " Formation "],
      ]),
    );
    expect(body).toEqual({ kind: "slot", start: "2026-12-01T08:30:00+01:00", reason: "Formation" });
    expect(parisDate(String(body.start))).toBe("2026-12-01");
  });

  it("sends a day as its first day, a period as its first and last", () => {
    expect(
      blockBody(
        form([
          ["kind", "day"],
          ["date", "2026-12-24"],
          ["reason", "Fermé"],
        ]),
      ),
    ).toEqual({
      kind: "day",
      from: "2026-12-24",
      reason: "Fermé",
    });
    expect(
      blockBody(
        form([
          ["kind", "period"],
          ["from", "2026-12-24"],
          ["to", "2027-01-02"],
          ["date", "2026-11-01"],
          ["reason", "Congés"],
        ]),
      ),
    ).toEqual({ kind: "period", from: "2026-12-24", to: "2027-01-02", reason: "Congés" });
  });

  it("lists the formats checked, and none for every format", () => {
    const some = blockBody(
      form([
        ["kind", "day"],
        ["date", "2026-12-24"],
        ["formats", "telephone"],
        ["formats", "visio"],
        ["reason", "x"],
      ]),
    );
    expect(some.formats).toEqual(["telephone", "visio"]);
    expect(
      blockBody(
        form([
          ["kind", "day"],
          ["date", "2026-12-24"],
          ["reason", "x"],
        ]),
      ),
    ).not.toHaveProperty("formats");
  });

  it("leaves an incomplete slot for the server to refuse, field by field", () => {
    expect(
      blockBody(
        form([
          ["kind", "slot"],
          ["date", "2026-12-01"],
          ["reason", "x"],
        ]),
      ).start,
    ).toBe("");
  });
});
