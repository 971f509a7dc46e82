import { describe, expect, it } from "vitest";
import { humanizeSegment, labelFor } from "../../content/pages.ts";
import { breadcrumbTrail } from "./breadcrumb.ts";
import { breadcrumbJsonLd, serializeJsonLd } from "./json-ld.ts";

describe("breadcrumbTrail", () => {
  it("starts with Accueil and names each segment in French", () => {
    expect(breadcrumbTrail("/bilan-de-competence/bilan-de-competence-melun")).toEqual([
      { label: "Accueil", path: "/" },
      { label: "Bilan de compétences", path: "/bilan-de-competence" },
      { label: "Bilan de compétences à Melun", path: "/bilan-de-competence/bilan-de-competence-melun" },
    ]);
    expect(breadcrumbTrail("/about/")).toEqual([
      { label: "Accueil", path: "/" },
      { label: "Qui sommes-nous", path: "/about" },
    ]);
  });

  it("makes unnamed segments readable, encoded or not", () => {
    expect(humanizeSegment("Trouver_sa_Voie")).toBe("Trouver sa Voie");
    expect(humanizeSegment("Souffrez_vous_de_l%27hyperchoix")).toBe("Souffrez vous de l'hyperchoix");
    expect(humanizeSegment("%E0%A4%A")).toBe("%E0%A4%A");
    expect(labelFor("/blog/Un_Article_sans_Nom")).toBe("Un Article sans Nom");
    expect(labelFor("/blog/Souffrez_vous_de_l%27hyperchoix")).toBe("L’hyperchoix");
    expect(labelFor("/psychologie_du_travail")).toBe("Psychologie du travail");
    // An unknown episode is named by the page it gets, whatever the address.
    expect(labelFor("/blog/podcasts/episode-introuvable")).toBe("Podcast non trouvé");
    expect(labelFor("/blog/podcasts/n-importe-quoi")).toBe("Podcast non trouvé");
  });

  it("describes the trail as a schema.org BreadcrumbList with absolute URLs", () => {
    const data = breadcrumbJsonLd(breadcrumbTrail("/about"));
    expect(data["@type"]).toBe("BreadcrumbList");
    expect(data.itemListElement.map((item) => [item.position, item.name])).toEqual([
      [1, "Accueil"],
      [2, "Qui sommes-nous"],
    ]);
    expect(data.itemListElement[1]?.item).toMatch(/^https:\/\/.+\/about$/);
  });

  it("serialises JSON-LD so that no value can close the script element", () => {
    expect(serializeJsonLd({ name: "</script><script>alert(1)</script>" })).not.toContain("</script>");
  });
});
