import { describe, expect, it } from "vitest";
import { pageForPath } from "./page-for-path.ts";

const rows = [
  { path: "/vae", name: "vae" },
  { path: "/blog/l’entretien", name: "article" },
  { path: "/bilan-de-competence/bilan-de-competence-CPF", name: "cpf" },
] as const;
const find = (pathname: string) => pageForPath(rows, (row) => row.path, pathname, "test page").name;

describe("pageForPath", () => {
  it("finds a row from its path, with a trailing slash, a query or a hash", () => {
    expect(find("/vae")).toBe("vae");
    expect(find("/vae/")).toBe("vae");
    expect(find("/vae?x=1#faq")).toBe("vae");
  });

  it("decodes percent-encoded characters and keeps the case of the path", () => {
    expect(find("/blog/l%E2%80%99entretien")).toBe("article");
    expect(find("/bilan-de-competence/bilan-de-competence-%43PF")).toBe("cpf");
    expect(() => find("/bilan-de-competence/bilan-de-competence-cpf")).toThrow(
      "No test page for /bilan-de-competence/bilan-de-competence-cpf",
    );
  });

  it("refuses a path of no row, even a malformed one, naming the family and the path", () => {
    expect(() => find("/paris")).toThrow("No test page for /paris");
    expect(() => find("/vae%E0%A4%A")).toThrow("No test page for /vae%E0%A4%A");
  });
});
