import { describe, expect, it } from "vitest";
import { exportHref, filterQuery, readFilters } from "./filters.ts";

const read = (query: string) => readFilters(new URLSearchParams(query));

describe("readFilters", () => {
  it("keeps the filters that are set, trimmed, and leaves out the empty and unknown ones", () => {
    expect(read("q=%20dupont%20&status=&subject=Bilan&handled=non&other=1")).toEqual({
      q: "dupont",
      subject: "Bilan",
      handled: "non",
    });
  });

  it("keeps a page only when it is a whole number above 1", () => {
    expect(read("page=3")).toEqual({ page: "3" });
    expect(read("page=03")).toEqual({ page: "3" });
    for (const page of ["1", "0", "-2", "2.5", "deux", ""]) expect(read(`page=${page}`)).toEqual({});
  });
});

describe("filterQuery", () => {
  it("is empty without filters, and on the first page", () => {
    expect(filterQuery({})).toBe("");
    expect(filterQuery({}, 1)).toBe("");
  });

  it("writes the filters in a stable order, whatever the order read", () => {
    expect(filterQuery(read("handled=oui&q=a"))).toBe(filterQuery(read("q=a&handled=oui")));
  });

  it("gives back what it was read from", () => {
    const filters = read("q=Ren%C3%A9e+%26+fils%3F&status=failed&subject=Bilan+de+comp%C3%A9tences&page=2");
    expect(read(filterQuery(filters).slice(1))).toEqual(filters);
    expect(new URLSearchParams(filterQuery(filters)).get("q")).toBe("Renée & fils?");
  });

  it("replaces the page with the one asked for, keeping the filters", () => {
    const query = new URLSearchParams(filterQuery(read("status=failed&page=4"), 5));
    expect(query.get("page")).toBe("5");
    expect(query.get("status")).toBe("failed");
    expect(new URLSearchParams(filterQuery(read("status=failed&page=4"), 1)).has("page")).toBe(false);
  });
});

describe("exportHref", () => {
  it("exports the filtered messages, every page", () => {
    const href = exportHref(read("q=dupont&handled=non&page=3"));
    const url = new URL(href, "https://cabinet.example");
    expect(url.pathname).toBe("/api/admin/messages/export.csv");
    expect(Object.fromEntries(url.searchParams)).toEqual({ q: "dupont", handled: "non" });
  });

  it("exports everything without filters", () => {
    expect(exportHref({})).toBe("/api/admin/messages/export.csv");
  });
});
