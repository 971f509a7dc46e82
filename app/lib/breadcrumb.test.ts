import { describe, expect, it } from "vitest";
import { humanizeSegment, labelFor, pageLabels } from "../../content/pages.ts";
import { breadcrumbTrail } from "./breadcrumb.ts";
import { breadcrumbJsonLd, serializeJsonLd } from "./json-ld.ts";

describe("breadcrumbTrail", () => {
  it("starts at the home page and names each segment with its page's label", () => {
    const landing = "/bilan-de-competence/bilan-de-competence-melun";
    expect(breadcrumbTrail(landing)).toEqual([
      { label: pageLabels["/"], path: "/" },
      { label: pageLabels["/bilan-de-competence"], path: "/bilan-de-competence" },
      { label: pageLabels[landing], path: landing },
    ]);
    expect(breadcrumbTrail("/about/")).toEqual([
      { label: pageLabels["/"], path: "/" },
      { label: pageLabels["/about"], path: "/about" },
    ]);
    for (const { label } of breadcrumbTrail(landing)) expect(label?.trim()).toBeTruthy();
  });

  it("makes unnamed segments readable, encoded or not", () => {
    expect(humanizeSegment("Trouver_sa_Voie")).toBe("Trouver sa Voie");
    expect(humanizeSegment("Souffrez_vous_de_l%27hyperchoix")).toBe("Souffrez vous de l'hyperchoix");
    expect(humanizeSegment("%E0%A4%A")).toBe("%E0%A4%A");
    expect(labelFor("/blog/Un_Article_sans_Nom")).toBe("Un Article sans Nom");
    expect(labelFor("/psychologie_du_travail")).toBe(pageLabels["/psychologie_du_travail"]);
    // An unknown episode is named by the page it gets, whatever the address.
    expect(labelFor("/blog/podcasts/n-importe-quoi")).toBe(labelFor("/blog/podcasts/episode-introuvable"));
  });

  it("describes the trail as a schema.org BreadcrumbList with absolute URLs", () => {
    const data = breadcrumbJsonLd(breadcrumbTrail("/about"));
    expect(data["@type"]).toBe("BreadcrumbList");
    expect(data.itemListElement.map((item) => [item.position, item.name])).toEqual([
      [1, pageLabels["/"]],
      [2, pageLabels["/about"]],
    ]);
    expect(data.itemListElement[1]?.item).toMatch(/^https:\/\/.+\/about$/);
  });

  it("serialises JSON-LD so that no value can close the script element", () => {
    expect(serializeJsonLd({ name: "</script><script>alert(1)</script>" })).not.toContain("</script>");
  });
});
