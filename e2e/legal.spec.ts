import { expect, test } from "@playwright/test";
import { certificatePagePath, disabilityPagePath } from "../content/compliance-paths.ts";
import { documentHref } from "../content/documents/catalog.ts";
import { frenchTypography, longDate } from "../content/format.ts";
import { formatSiren, legalIdentity } from "../content/legal/identity.ts";
import { legalPage } from "../content/legal/index.ts";
import { ruleAnchor, ruleHref, sourcesPagePath } from "../content/legal/paths.ts";
import { retentionText } from "../content/legal/retention.ts";
import type { LegalPage, LegalSection, TextLink } from "../content/legal/types.ts";
import { labelFor } from "../content/pages.ts";
import { allRules, regulation } from "../content/regulation.ts";
import { site } from "../content/site.ts";
import { decode, jsonLdBlocks } from "./html.ts";
import { visit } from "./visit.ts";

const mentionsLegales = legalPage("/mentions-legales");
const politiqueDeConfidentialite = legalPage("/politique-de-confidentialite");
const accessibilite = legalPage("/accessibilite");
const handicap = legalPage(disabilityPagePath);
const certificationQualite = legalPage(certificatePagePath);
const textesEtSources = legalPage(sourcesPagePath);

/** A section of a legal page, by its id. */
function sectionOf(page: LegalPage, id: string): LegalSection {
  const found = page.sections.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`${page.path} has no section ${id}`);
  return found;
}

/** The label of the link to `href` in a section, as its content module writes it. */
function linkLabel(within: LegalSection, href: string): string {
  const texts = within.blocks.flatMap((block) =>
    "paragraph" in block ? [block.paragraph] : "list" in block ? block.list : [],
  );
  const link = texts
    .flatMap((text) => (typeof text === "string" ? [] : text))
    .find((part): part is TextLink => typeof part !== "string" && part.href === href);
  if (!link) throw new Error(`section ${within.id} has no link to ${href}`);
  return link.label;
}

/** The label of the link to `href` anywhere in a legal page's sections. */
function pageLinkLabel(page: LegalPage, href: string): string {
  for (const candidate of page.sections) {
    try {
      return linkLabel(candidate, href);
    } catch {
      // Not in this section.
    }
  }
  throw new Error(`${page.path} has no link to ${href}`);
}

/** The text alternative of the quality badge a legal page shows. */
function badgeAlt(page: LegalPage): string {
  for (const block of page.sections.flatMap((candidate) => candidate.blocks)) {
    if ("picture" in block) return block.alt;
  }
  throw new Error(`${page.path} shows no badge`);
}

/** Each page with the facts its HTML must hold before any script runs. */
const pages = [
  {
    page: mentionsLegales,
    facts: [
      legalIdentity.companyName,
      frenchTypography(`SIREN ${formatSiren(legalIdentity.siren)}`),
      legalIdentity.vatNumber,
      legalIdentity.publicationDirector,
      legalIdentity.host.name,
      legalIdentity.host.address,
      legalIdentity.host.phone,
      "Médiation de la consommation",
      legalIdentity.mediator.name,
      legalIdentity.mediator.address,
    ],
  },
  {
    page: politiqueDeConfidentialite,
    facts: [
      `au plus ${retentionText()}`,
      "Aucune adresse IP n’est enregistrée",
      "Le site ne dépose aucun cookie",
      "youtube-nocookie.com",
      "Commission nationale de l’informatique et des libertés",
    ],
  },
  {
    page: accessibilite,
    facts: ["non conforme avec le RGAA, version 4.1.2", "axe-core", "Défenseur des droits", site.email],
  },
  {
    page: handicap,
    facts: [
      site.disabilityReferent.name,
      site.disabilityReferent.title,
      site.phone,
      "Agefiph",
      "FIPHFP",
      "Cap emploi",
      "MDPH 77",
      "la Ressource handicap formation (RHF) de l’Agefiph en Île-de-France",
      documentHref("handicap-charte-engagement"),
    ],
  },
  {
    page: certificationQualite,
    facts: [
      site.quality.certifier,
      longDate(site.quality.validUntil),
      frenchTypography(regulation.qualityMarkSentence.value),
      ...site.quality.categories,
      documentHref("certificat-qualite"),
    ],
  },
  {
    page: textesEtSources,
    facts: allRules.flatMap((rule) => [`id="${ruleAnchor(rule.id)}"`, frenchTypography(rule.summary)]),
  },
] as const;

/** The few entities React writes in text and attribute values, decoded. */
test.describe("legal pages: pre-rendered HTML", () => {
  for (const { page: legal, facts } of pages) {
    test(`${legal.path} has its head, one h1 and its key facts before any script`, async ({ request }) => {
      const response = await request.get(legal.path);
      expect(response.status()).toBe(200);
      const html = decode(await response.text());

      const title = html.match(/<title>([^<]+)<\/title>/)?.[1] ?? "";
      expect(title).toBe(`${legal.title} | ${site.name}`);
      expect(title.length).toBeLessThanOrEqual(60);
      const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? "";
      expect(description).toBe(legal.description);
      expect(description.length).toBeLessThanOrEqual(160);
      expect(html).toContain('<meta name="robots" content="index, follow"/>');
      expect(html).toContain(`<link rel="canonical" href="${site.url}${legal.path}"/>`);
      expect(html).toContain(`<meta property="og:url" content="${site.url}${legal.path}"/>`);

      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
      expect(html).toContain(`>${legal.heading}</h1>`);
      // The text is there before the first script the page runs (JSON-LD is data, not a script that runs).
      const firstScript = html.search(/<script(?![^>]*application\/ld\+json)/);
      const beforeScripts = firstScript === -1 ? html : html.slice(0, firstScript);
      for (const fact of facts) expect(beforeScripts).toContain(fact);
      expect(html).toContain(`<time dateTime="${legal.lastModified}">${longDate(legal.lastModified)}</time>`);
      // Nothing from a third party is embedded.
      expect(html).not.toContain("<iframe");

      const blocks = jsonLdBlocks(html);
      expect(blocks.find((block) => block["@type"] === "WebPage")).toMatchObject({
        url: `${site.url}${legal.path}`,
        dateModified: legal.lastModified,
        inLanguage: "fr-FR",
      });
      expect(blocks.find((block) => block["@type"] === "BreadcrumbList")).toBeTruthy();
    });
  }
});

test.describe("legal pages", () => {
  test("the footer's Informations column links to every legal and information page", async ({ page }) => {
    await visit(page, "/about");
    const column = page.getByRole("contentinfo").getByRole("region", { name: "Informations" });
    for (const { page: legal } of pages) {
      await expect(column.getByRole("link", { name: labelFor(legal.path), exact: true })).toHaveAttribute(
        "href",
        legal.path,
      );
    }
    for (const { page: legal } of pages) {
      const label = labelFor(legal.path);
      await page
        .getByRole("contentinfo")
        .getByRole("region", { name: "Informations" })
        .getByRole("link", { name: label, exact: true })
        .click();
      await expect(page).toHaveURL(new RegExp(`${legal.path}$`));
      await expect(page.locator("main h1")).toHaveText(legal.heading);
      await expect(page.getByRole("navigation", { name: "Fil d’Ariane" }).getByText(label)).toHaveAttribute(
        "aria-current",
        "page",
      );
    }
  });

  for (const path of ["/about", "/coaching"]) {
    test(`the footer of ${path} shows neither the CPF badge nor the quality badge`, async ({ page }) => {
      await visit(page, path);
      const footer = page.getByRole("contentinfo");
      await expect(footer.getByRole("img", { name: /CPF|compte personnel de formation/ })).toHaveCount(0);
      await expect(footer.locator("img[src*='badge-qualite']")).toHaveCount(0);
      await expect(
        footer.getByRole("link", { name: labelFor(certificationQualite.path), exact: true }),
      ).toHaveAttribute("href", certificationQualite.path);
    });
  }

  test("the legal notice names the mediator and links to its site in a new tab", async ({ page }) => {
    await visit(page, mentionsLegales.path);
    const mediation = sectionOf(mentionsLegales, "mediation");
    const section = page.getByRole("region", { name: mediation.title });
    await expect(section).toContainText(legalIdentity.mediator.name);
    const link = section.getByRole("link", { name: /nouvel onglet/ });
    await expect(link).toHaveAttribute("href", legalIdentity.mediator.url);
    await expect(link).toHaveAttribute("target", "_blank");
    await section
      .getByRole("link", { name: linkLabel(mediation, ruleHref("consumerMediation")), exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`${textesEtSources.path}#${ruleAnchor("consumerMediation")}$`));
    await expect(page.locator(`#${ruleAnchor("consumerMediation")}`)).toBeInViewport();
  });

  test("the sources page opens each official text in a new tab", async ({ page }) => {
    await visit(page, textesEtSources.path);
    const rule = regulation.distanceContractWithdrawal;
    const link = page.getByRole("link", { name: `${rule.sources[0].text} (nouvel onglet)` });
    await expect(link).toHaveAttribute("href", rule.sources[0].url);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
  });

  test("the certificate page shows the badge and the certificate, and leads to the sources", async ({
    page,
  }) => {
    await visit(page, certificationQualite.path);
    const main = page.getByRole("main");
    await expect(main.getByRole("img", { name: badgeAlt(certificationQualite), exact: true })).toBeVisible();
    await expect(main.locator(`a[href="${documentHref("certificat-qualite")}"]`)).toHaveCount(1);
    await main
      .getByRole("link", {
        name: linkLabel(sectionOf(certificationQualite, "verifier"), sourcesPagePath),
        exact: true,
      })
      .click();
    await expect(page).toHaveURL(new RegExp(`${textesEtSources.path}$`));
  });

  // Axe on each legal page, as loaded and scrolled, at both widths: e2e/every-route.spec.ts.
  for (const { page: legal } of pages) {
    test(`${legal.path} reflows at 320 px (400 % zoom) without horizontal scrolling`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await visit(page, legal.path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }

  test("the table of contents leads to each section", async ({ page }) => {
    await visit(page, politiqueDeConfidentialite.path);
    const toc = page.getByRole("navigation", { name: "Sur cette page" });
    await expect(toc.getByRole("link")).toHaveCount(politiqueDeConfidentialite.sections.length);
    const section = politiqueDeConfidentialite.sections.at(-1);
    if (!section) throw new Error("no section");
    await toc.getByRole("link", { name: section.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`#${section.id}$`));
    await expect(page.getByRole("heading", { level: 2, name: section.title, exact: true })).toBeInViewport();
  });

  test("the privacy policy links to the legal notice and the PDF notice", async ({ page }) => {
    await visit(page, politiqueDeConfidentialite.path);
    const noticeHref = documentHref("notice-rgpd");
    await expect(
      page.getByRole("link", { name: pageLinkLabel(politiqueDeConfidentialite, noticeHref) }),
    ).toHaveAttribute("href", noticeHref);
    await page
      .getByRole("main")
      .getByRole("link", {
        name: pageLinkLabel(politiqueDeConfidentialite, mentionsLegales.path),
        exact: true,
      })
      .click();
    await expect(page).toHaveURL(/\/mentions-legales$/);
  });
});
