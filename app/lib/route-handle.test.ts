import { describe, expect, it } from "vitest";
import { mergeHandles } from "./route-handle.ts";

describe("mergeHandles", () => {
  it("lets the deepest route win and ignores routes without a handle", () => {
    expect(mergeHandles([{ handle: undefined }, { handle: { breadcrumb: false } }])).toEqual({
      breadcrumb: false,
    });
    expect(
      mergeHandles([{ handle: { stickyContact: "Écrivez-nous" } }, { handle: { stickyContact: false } }]),
    ).toEqual({ stickyContact: false });
    expect(mergeHandles([{ handle: null }, { handle: "x" }])).toEqual({});
  });
});
