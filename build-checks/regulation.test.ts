import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { facts } from "../content/facts/index.ts";
import { formatEuros } from "../content/format.ts";
import { regulation } from "../content/regulation.ts";
import { servicePages } from "../content/services/index.ts";
import { pdfPlainText } from "../scripts/documents/provided.ts";
import { fillValues } from "../scripts/documents/render.ts";
import { builtPages, clientDir } from "./built-site.ts";
import { pageText, textBlocks } from "./page-text.ts";
import {
  cpfClaims,
  missingProgrammeFields,
  publicSectorAgreementClaims,
  supersededStatements,
} from "./regulation.ts";

describe("the checks can fail", () => {
  it("find a superseded rule in a sentence, and let a historical one pass", () => {
    expect(supersededStatements("L’entretien professionnel a lieu tous les deux ans.")).toHaveLength(1);
    expect(supersededStatements("Un état des lieux est fait tous les 6 ans.")).toHaveLength(1);
    expect(supersededStatements("Même durée légale de 24 heures, même consultant.")).toHaveLength(1);
    expect(supersededStatements("Délai d’accès : 10 jours maximum après votre demande.")).toHaveLength(1);
    expect(supersededStatements("Une participation forfaitaire de 100 € reste due.")).toHaveLength(1);
    expect(
      supersededStatements("Il remplace l’entretien professionnel, qui avait lieu tous les deux ans."),
    ).toEqual([]);
    expect(supersededStatements("Jusqu’à 24 heures, le maximum prévu par la loi.")).toEqual([]);
  });

  it("find a CPF claim, and let a denial pass", () => {
    expect(cpfClaims("Cette formation est finançable par le CPF.")).toHaveLength(1);
    expect(cpfClaims("Formations éligibles au CPF")).toHaveLength(1);
    expect(
      cpfClaims("Avec votre compte personnel de formation (CPF) : au plus tôt 11 jours ouvrés."),
    ).toHaveLength(1);
    expect(cpfClaims("Avec le CPF")).toEqual([]);
    expect(cpfClaims("Cette formation n’est pas finançable par le CPF.")).toEqual([]);
  });

  it("find a public-sector sentence that waives the employer's agreement", () => {
    expect(
      publicSectorAgreementClaims([
        "Agent de la fonction publique, utilisez votre CPF sans l’accord de votre employeur.",
      ]),
    ).toHaveLength(1);
    expect(publicSectorAgreementClaims(["Salarié du privé, sans l’accord de votre employeur."])).toEqual([]);
    expect(
      publicSectorAgreementClaims([
        "Salarié du secteur privé, vous l’utilisez sans l’accord de votre employeur ; agent public, avec son accord.",
      ]),
    ).toEqual([]);
    expect(
      publicSectorAgreementClaims([
        "Agents publics : votre CPF est en heures. Vous l’utilisez sans l’accord de votre employeur.",
      ]),
    ).toHaveLength(1);
  });

  it("find a programme sheet's missing or empty field", () => {
    const row = (field: string, value: string) =>
      `<div class="programme-sheet__row" data-field="${field}"><dt>L</dt><dd>${value}</dd></div>`;
    expect(missingProgrammeFields(row("audience", "Tous") + row("price", ""))).toContain("price");
    expect(missingProgrammeFields(row("audience", "Tous"))).not.toContain("audience");
  });
});

const pages = builtPages();
const servicePaths = new Set(servicePages.map((page) => page.path));
const bilanFamily = (pagePath: string) => pagePath.startsWith("/bilan-de-competence");
/** The pages that present a service the CPF funds: the skills assessment and the eligible services. */
const cpfEligiblePaths = new Set([
  ...pages.map((page) => page.path).filter(bilanFamily),
  ...servicePages.filter((page) => page.cpfEligible).map((page) => page.path),
]);

describe("every built page says only what is true today", () => {
  it.each(pages.map((page) => [page.path, page] as const))("%s states no superseded rule", (_, page) => {
    const superseded = supersededStatements(pageText(page.html));
    expect(superseded, `${page.path}\u00a0: une règle qui a changé — ${superseded.join("\u00a0; ")}`).toEqual(
      [],
    );
    const agreement = publicSectorAgreementClaims(textBlocks(page.html));
    expect(
      agreement,
      `${page.path}\u00a0: un agent public a besoin de l’accord de son employeur pour utiliser son CPF — ${agreement.join("\u00a0; ")}`,
    ).toEqual([]);
  });

  it("the « Éligible CPF » badge is shown exactly on the pages whose service the CPF funds", () => {
    for (const page of pages) {
      const hasBadge = /<img[^>]+src="[^"]*badge-cpf[^"]*"/.test(page.html);
      const eligible = cpfEligiblePaths.has(page.path);
      expect
        .soft(
          hasBadge,
          eligible
            ? `${page.path}\u00a0: le badge «\u00a0Éligible CPF\u00a0» manque sur cette page, dont le service est finançable par le CPF`
            : `${page.path}\u00a0: le badge «\u00a0Éligible CPF\u00a0» est sur cette page, dont le service n’est pas finançable par le CPF`,
        )
        .toBe(eligible);
    }
  });

  it("no page of a service the CPF does not fund claims it does", () => {
    for (const page of pages.filter(
      (built) => servicePaths.has(built.path) && !cpfEligiblePaths.has(built.path),
    )) {
      const claims = cpfClaims(pageText(page.html));
      expect
        .soft(
          claims,
          `${page.path}\u00a0: cette page dit que le CPF finance un service qu’il ne finance pas — ${claims.join("\u00a0; ")}`,
        )
        .toEqual([]);
    }
  });

  it("every skills-assessment page that speaks of the CPF gives the cap and the participation", () => {
    for (const page of pages.filter((built) => bilanFamily(built.path))) {
      const text = pageText(page.html);
      if (!/CPF|compte personnel de formation/.test(text)) continue;
      const cap = formatEuros(regulation.cpfBilanCap.value);
      const participation = formatEuros(regulation.cpfParticipation.value.amount);
      expect
        .soft(text, `${page.path}\u00a0: la page parle du CPF sans donner son plafond pour un bilan, ${cap}`)
        .toContain(cap);
      expect
        .soft(
          text,
          `${page.path}\u00a0: la page parle du CPF sans donner la participation forfaitaire, ${participation}`,
        )
        .toContain(participation);
    }
  });

  it("every service and training page, and the skills assessment, carries a complete programme sheet", () => {
    for (const pagePath of [...servicePaths, "/bilan-de-competence"]) {
      const page = pages.find((built) => built.path === pagePath);
      expect.soft(page, `${pagePath}\u00a0: la page n’a pas été construite`).toBeDefined();
      const missing = missingProgrammeFields(page?.html ?? "");
      expect
        .soft(
          missing,
          `${pagePath}\u00a0: le programme de la formation est incomplet, il manque ${missing.join(", ")}`,
        )
        .toEqual([]);
    }
  });
});

describe("every PDF says only what is true today", () => {
  const sourceDir = path.resolve(import.meta.dirname, "../content/documents");
  const sources = readdirSync(sourceDir).filter((file) => file.endsWith(".md"));

  it("has sources to read", () => {
    expect(sources.length).toBeGreaterThan(0);
  });

  it.each(sources)("%s states no superseded rule", (file) => {
    const slug = file.replace(/\.md$/, "");
    const text = fillValues(readFileSync(path.join(sourceDir, file), "utf8"), facts(), slug)
      .replace(/[*_#>|`]/g, " ")
      .replace(/^\s*-\s+/gm, "\n");
    const superseded = supersededStatements(text);
    expect(
      superseded,
      `/documents/${slug}.pdf\u00a0: une règle qui a changé (texte content/documents/${file}) — ${superseded.join("\u00a0; ")}`,
    ).toEqual([]);
  });

  // What the visitor downloads, read from the PDF itself: the generated ones
  // and those the firm provides (content/documents/{slug}.pdf, published as
  // they are: a signed document stating a former rule is refused too).
  const builtPdfs = readdirSync(path.join(clientDir, "documents"))
    .filter((file) => file.endsWith(".pdf"))
    .map((file) => `/documents/${file}`);

  it.each(builtPdfs)("%s, as served, states no superseded rule", async (pdfPath) => {
    const superseded = supersededStatements(await pdfPlainText(readFileSync(path.join(clientDir, pdfPath))));
    expect(
      superseded,
      `${pdfPath}\u00a0: ce PDF énonce une règle qui a changé — ${superseded.join("\u00a0; ")}`,
    ).toEqual([]);
  });
});
