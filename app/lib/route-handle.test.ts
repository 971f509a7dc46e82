import { describe, expect, it } from "vitest";
import { hydrates, isNotFound, mergeHandles } from "./route-handle.ts";

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

describe("isNotFound", () => {
  it("is true when a matched route says its page is « introuvable » for these parameters", () => {
    const podcast = {
      notFound: (params: Readonly<Record<string, string | undefined>>) => params.id !== "ep-1",
    };
    expect(
      isNotFound([
        { handle: undefined, params: {} },
        { handle: podcast, params: { id: "ep-1" } },
      ]),
    ).toBe(false);
    expect(
      isNotFound([
        { handle: undefined, params: {} },
        { handle: podcast, params: { id: "ep-9" } },
      ]),
    ).toBe(true);
    expect(isNotFound([{ handle: { breadcrumb: false }, params: {} }])).toBe(false);
  });
});

describe("hydrates", () => {
  it("is true when any matched route asks, by value or from its loader data", () => {
    const landing = { hydrate: (data: unknown) => (data as { simulator?: unknown }).simulator !== undefined };
    expect(hydrates([{ handle: undefined, loaderData: undefined }])).toBe(false);
    expect(hydrates([{ handle: { breadcrumb: false }, loaderData: {} }])).toBe(false);
    expect(
      hydrates([
        { handle: undefined, loaderData: undefined },
        { handle: { hydrate: true }, loaderData: {} },
      ]),
    ).toBe(true);
    expect(hydrates([{ handle: landing, loaderData: { simulator: {} } }])).toBe(true);
    expect(hydrates([{ handle: landing, loaderData: {} }])).toBe(false);
  });
});
