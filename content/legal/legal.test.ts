import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { firmText } from "../../config/testing.ts";
import { fillValues } from "../../scripts/documents/render.ts";
import { certificatePagePath, disabilityPagePath } from "../compliance-paths.ts";
import { documentHref } from "../documents/catalog.ts";
import { facts } from "../facts/index.ts";
import { formatEuros, frenchTypography, joinList, longDate } from "../format.ts";
import { pageLabels } from "../pages.ts";
import { allRules, regulation } from "../regulation.ts";
import { pagePaths } from "../routes-data.ts";
import { site } from "../site.ts";
import { formatSiren, formatTrainingDeclaration, legalIdentity } from "./identity.ts";
import { legalPage, legalPages, legalPaths } from "./index.ts";
import { ruleAnchor, sourcesPagePath } from "./paths.ts";
import { BOOKING_RETENTION_MONTHS, MESSAGE_RETENTION_MONTHS, retentionText } from "./retention.ts";
import { type LegalBlock, type LegalPage, plainPage, type RichText, type TextLink } from "./types.ts";

const mentionsLegales = legalPage("/mentions-legales");
const politiqueDeConfidentialite = legalPage("/politique-de-confidentialite");
const accessibilite = legalPage("/accessibilite");
const handicap = legalPage(disabilityPagePath);
const certificationQualite = legalPage(certificatePagePath);
const textesEtSources = legalPage(sourcesPagePath);

/** Every text of a page read as plain text (links' labels included), one per line. */
function text(page: LegalPage): string {
  const lines: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === "string") lines.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  walk(plainPage(page));
  return lines.join("\n");
}

/** Every block of a page. */
const blocksOf = (page: LegalPage): LegalBlock[] => page.sections.flatMap((section) => [...section.blocks]);

/** Every link of a page. */
function links(page: LegalPage): TextLink[] {
  const rich = (value: RichText): TextLink[] =>
    typeof value === "string" ? [] : value.flatMap((part) => (typeof part === "string" ? [] : [part]));
  return [
    ...page.intro.flatMap(rich),
    ...blocksOf(page).flatMap((block) =>
      "paragraph" in block
        ? rich(block.paragraph)
        : "list" in block
          ? block.list.flatMap(rich)
          : "facts" in block
            ? block.facts.flatMap((fact) => rich(fact.value))
            : [],
    ),
  ];
}

/** Every link target of a page. */
const hrefs = (page: LegalPage): string[] => links(page).map((link) => link.href);

describe("the legal pages", () => {
  it("are the pre-rendered paths, with a breadcrumb label each", () => {
    expect(legalPages.map((page) => page.path)).toEqual([...legalPaths]);
    expect(legalPaths).toEqual(
      expect.arrayContaining([disabilityPagePath, certificatePagePath, sourcesPagePath]),
    );
    for (const path of legalPaths) {
      expect(pagePaths).toContain(path);
      expect(pageLabels[path]).toBeTruthy();
    }
  });

  it.each(legalPages.map((page) => [page.path, page] as const))(
    "%s: a title of at most 45 characters, without the firm's name, a description of 120 to 158",
    (_, page) => {
      expect(page.title.length).toBeLessThanOrEqual(45);
      expect(page.title).not.toContain(site.name);
      expect(page.description.length).toBeGreaterThanOrEqual(120);
      expect(page.description.length).toBeLessThanOrEqual(158);
      expect(page.lastModified).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(page.lastModified))).toBe(false);
    },
  );

  it.each(legalPages.map((page) => [page.path, page] as const))("%s: unique section ids", (_, page) => {
    const ids = page.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(ids).not.toContain("presentation");
    expect(ids).not.toContain("sommaire");
  });

  it("link only to known pages, documents or addresses with a scheme", () => {
    for (const page of legalPages) {
      for (const href of hrefs(page)) {
        if (href.startsWith("/documents/")) expect(href).toMatch(/\.pdf$/);
        else if (href.startsWith("/")) expect(pagePaths).toContain(href.split("#")[0]);
        else expect(href).toMatch(/^(https:\/\/|mailto:|tel:\+)/);
      }
    }
  });
});

describe("legal notice", () => {
  const body = text(mentionsLegales);

  it("names the publisher with every identity value of the config", () => {
    const legal = legalIdentity;
    for (const value of [
      legal.companyName,
      legal.form,
      legal.rcsCity,
      frenchTypography(formatSiren(legal.siren)),
      legal.vatNumber,
      frenchTypography(formatTrainingDeclaration(legal.trainingDeclaration)),
      legal.publicationDirector,
      site.address.street,
      site.phone,
      site.email,
    ]) {
      expect(body).toContain(value);
    }
    expect(body).toContain(formatEuros(legal.shareCapitalEuros));
    expect(body).toContain(regulation.trainingDeclarationNotice.value);
  });

  it("names the consumer mediator of the config, with its address and site", () => {
    const { mediator } = legalIdentity;
    expect(body).toContain(mediator.name);
    expect(body).toContain(frenchTypography(mediator.address));
    expect(hrefs(mentionsLegales)).toContain(mediator.url);
    expect(body).toContain("L612-1 et L616-1");
    // The European ODR platform closed in July 2025: never send a consumer there.
    expect(body).not.toMatch(
      /plateforme européenne|règlement en ligne des litiges|ec\.europa\.eu\/consumers\/odr/i,
    );
  });

  it("names the host with its address and phone", () => {
    for (const value of [legalIdentity.host.name, legalIdentity.host.address, legalIdentity.host.phone]) {
      expect(body).toContain(value);
    }
  });
});

describe("the consumer mediator", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it("comes from the mediator section of content/firm.yaml", async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "firm-")), "firm.yaml");
    writeFileSync(
      file,
      firmText({
        "mediator.name": "Médiateur réel",
        "mediator.address": "2 rue Réelle, 77000 Melun",
        "mediator.url": "https://mediateur.example.org/saisir",
      }),
    );
    vi.stubEnv("FIRM_FILE", file);
    vi.resetModules();
    const { legalIdentity: fromFile } = await import("./identity.ts");
    expect(fromFile.mediator).toEqual({
      name: "Médiateur réel",
      address: "2 rue Réelle, 77000 Melun",
      url: "https://mediateur.example.org/saisir",
    });
    const { legalPage: fromPages } = await import("./index.ts");
    expect(text(fromPages("/mentions-legales"))).toContain("Médiateur réel");
  });
});

describe("privacy policy", () => {
  const body = text(politiqueDeConfidentialite);

  it("states the retention the relay's purge applies, as the PDF notice does", () => {
    expect(body).toContain(retentionText(MESSAGE_RETENTION_MONTHS));
    const notice = readFileSync(new URL("../documents/notice-rgpd.md", import.meta.url), "utf8");
    expect(notice).toContain("{{messageRetention}}");
    expect(notice).not.toMatch(/\d+\s*mois/);
    expect(fillValues(notice, facts(), "notice-rgpd")).toContain(`au plus **${retentionText()}**`);
  });

  it("says what a booking stores and how long after the meeting it is kept, as the PDF notice does", () => {
    expect(body).toContain(retentionText(BOOKING_RETENTION_MONTHS));
    const notice = readFileSync(new URL("../documents/notice-rgpd.md", import.meta.url), "utf8");
    expect(fillValues(notice, facts(), "notice-rgpd")).toContain(
      `conservé **${retentionText(BOOKING_RETENTION_MONTHS)}** après sa date`,
    );
  });

  it("lists the form's fields and says that no IP address and no cookie is kept", () => {
    for (const field of [
      "particulier ou une entreprise",
      "nom",
      "prénom",
      "adresse e-mail",
      "téléphone",
      "message",
    ]) {
      expect(body).toContain(field);
    }
    expect(body).toMatch(/adresse IP/);
    expect(body).toMatch(/cookie/);
  });

  it("names the processors, the click-to-load embeds and the CNIL", () => {
    for (const value of [
      legalIdentity.host.name,
      legalIdentity.mailProvider,
      "youtube-nocookie.com",
      "CNIL",
    ]) {
      expect(body).toContain(value);
    }
    expect(body).toContain(new URL(site.reviews.widgetUrl).host);
  });

  it("lists the same rights as the PDF notice", () => {
    const notice = readFileSync(new URL("../documents/notice-rgpd.md", import.meta.url), "utf8");
    for (const right of [
      "droit d’accès",
      "droit de rectification",
      "droit à l’effacement",
      "droit à la limitation",
      "droit d’opposition",
      "droit à la portabilité",
    ]) {
      expect(notice).toContain(right);
      expect(body).toContain(right);
    }
  });
});

describe("accessibility statement", () => {
  const body = text(accessibilite);

  it("states the RGAA conformity honestly: no audit, so « non conforme »", () => {
    expect(body).toMatch(/non conforme avec le RGAA/);
    expect(body).not.toMatch(/\b(totalement|partiellement) conforme/);
    expect(body).toContain("axe-core");
  });

  it("gives the three ways to report a problem and the recourse", () => {
    for (const value of [
      site.email,
      site.phone,
      site.address.street,
      "Défenseur des droits",
      "Libre réponse 71120",
    ]) {
      expect(body).toContain(value);
    }
  });
});

describe("disability page", () => {
  const body = text(handicap);

  it("is at the path the quality framework's pages link to", () => {
    expect(handicap.path).toBe(disabilityPagePath);
  });

  it("names the referent from the config and how to reach her", () => {
    expect(body).toContain(site.disabilityReferent.name);
    expect(body).toContain(site.disabilityReferent.title);
    expect(hrefs(handicap)).toContain(site.phoneUri);
    expect(hrefs(handicap)).toContain(`mailto:${site.email}`);
  });

  it("opens its partners' sites in a new tab", () => {
    const external = links(handicap).filter((link) => !link.href.startsWith("/"));
    for (const link of external.filter((row) => /^https?:/.test(row.href))) {
      expect(link.href).toMatch(/^https:\/\//);
      expect(link.newTab, link.href).toBe(true);
    }
  });

  it("lists the disability documents", () => {
    expect(blocksOf(handicap)).toContainEqual({ documents: "disability" });
  });
});

describe("certificate page", () => {
  const body = text(certificationQualite);

  it("shows the certifier, the validity date, the mark's sentence and the categories", () => {
    expect(certificationQualite.path).toBe(certificatePagePath);
    expect(body).toContain(site.quality.certifier);
    expect(body).toContain(longDate(site.quality.validUntil));
    const sentence = frenchTypography(regulation.qualityMarkSentence.value);
    expect(body).toContain(sentence);
    const afterSentence = body.slice(body.indexOf(sentence));
    for (const category of site.quality.categories) expect(afterSentence).toContain(category);
  });

  it("states what the certification is for from the rule, and what it is not for", () => {
    expect(body).toContain(frenchTypography(joinList(regulation.qualityCertificationFunders.value, "ou")));
  });

  it("shows the neutral badge and the certificate PDF, and links to the sources page", () => {
    expect(blocksOf(certificationQualite)).toContainEqual(
      expect.objectContaining({ picture: "quality-badge" }),
    );
    expect(blocksOf(certificationQualite)).toContainEqual({
      documents: "legal",
      only: [documentHref("certificat-qualite")],
    });
    expect(hrefs(certificationQualite)).toContain(sourcesPagePath);
    expect(body).not.toMatch(/qualiopi/i);
  });
});

describe("sources page", () => {
  const subtitles = blocksOf(textesEtSources).flatMap((block) => ("subtitle" in block ? [block] : []));

  it("lists every rule of regulation.ts once, under its anchor", () => {
    const anchors = subtitles.map((block) => block.id);
    expect(anchors.sort()).toEqual(allRules.map((rule) => ruleAnchor(rule.id)).sort());
    expect(new Set(anchors).size).toBe(anchors.length);
  });

  it("gives each rule its summary, at least one https source opening in a new tab, and its dates", () => {
    const body = text(textesEtSources);
    const external = links(textesEtSources);
    for (const rule of allRules) {
      expect(body).toContain(frenchTypography(rule.summary));
      expect(body).toContain(longDate(rule.inForceSince));
      expect(body).toContain(longDate(rule.checked));
      expect(rule.sources.length).toBeGreaterThan(0);
      for (const source of rule.sources) {
        expect(source.url).toMatch(/^https:\/\//);
        expect(external).toContainEqual({
          label: frenchTypography(source.text),
          href: source.url,
          newTab: true,
        });
      }
    }
  });

  it("is dated by the latest check of its rules", () => {
    expect(textesEtSources.lastModified).toBe(
      allRules
        .map((rule) => rule.checked)
        .sort()
        .at(-1),
    );
  });
});
