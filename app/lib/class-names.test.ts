import { describe, expect, it } from "vitest";
import { classNames } from "./class-names.ts";

describe("classNames", () => {
  it("joins the names that are set, in their order", () => {
    expect(classNames("section", undefined, "faq", false, "section--sand")).toBe("section faq section--sand");
    expect(classNames("container", undefined)).toBe("container");
  });
});
