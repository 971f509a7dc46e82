import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { fillValues } from "../../scripts/documents/render";
import { documentValues } from "../documents/values";
import { pageLabels } from "../pages";
import { pagePaths } from "../routes-data";
import { site } from "../site";
import { legalPages } from ".";
import { accessibilite } from "./accessibilite";
import { formatSiren, formatTrainingDeclaration, legalIdentity } from "./identity";
import { mentionsLegales } from "./mentions-legales";
import { legalPaths } from "./paths";
import { politiqueDeConfidentialite } from "./politique-de-confidentialite";
import { MESSAGE_RETENTION_MONTHS, retentionText } from "./retention";
import { type LegalPage, plainPage, type RichText } from "./types";

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

/** Every link target of a page. */
function hrefs(page: LegalPage): string[] {
  const rich = (value: RichText): string[] =>
    typeof value === "string" ? [] : value.flatMap((part) => (typeof part === "string" ? [] : [part.href]));
  return page.sections.flatMap((section) =>
    section.blocks.flatMap((block) =>
      "paragraph" in block
        ? rich(block.paragraph)
        : "list" in block
          ? block.list.flatMap(rich)
          : "facts" in block
            ? block.facts.flatMap((fact) => rich(fact.value))
            : [],
    ),
  );
}

describe("the legal pages", () => {
  it("are the three pre-rendered paths, with a breadcrumb label each", () => {
    expect(legalPages.map((page) => page.path)).toEqual([...legalPaths]);
    for (const path of legalPaths) {
      expect(pagePaths).toContain(path);
      expect(pageLabels[path]).toBeTruthy();
    }
  });

  it.each(legalPages.map((page) => [page.path, page] as const))(
    "%s: a title of at most 45 characters (60 with the firm's name), a description of 120 to 158",
    (_, page) => {
      expect(page.title.length).toBeLessThanOrEqual(45);
      expect(`${page.title} | ${site.name}`.length).toBeLessThanOrEqual(60);
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
        else if (href.startsWith("/")) expect(pagePaths).toContain(href);
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
      formatSiren(legal.siren),
      legal.vatNumber,
      formatTrainingDeclaration(legal.trainingDeclaration),
      legal.publicationDirector,
      site.address.street,
      site.phone,
      site.email,
    ]) {
      expect(body).toContain(value);
    }
    expect(body).toContain("8\u202f000\u00a0€");
    expect(body).toContain("Cet enregistrement ne vaut pas agrément de l’État.");
  });

  it("names the host with its address and phone", () => {
    for (const value of [legalIdentity.host.name, legalIdentity.host.address, legalIdentity.host.phone]) {
      expect(body).toContain(value);
    }
  });
});

describe("privacy policy", () => {
  const body = text(politiqueDeConfidentialite);

  it("states the retention the relay's purge applies, as the PDF notice does", () => {
    expect(MESSAGE_RETENTION_MONTHS).toBe(12);
    expect(body).toContain(`au plus ${retentionText()}`);
    const notice = readFileSync(new URL("../documents/notice-rgpd.md", import.meta.url), "utf8");
    expect(notice).toContain("{{messageRetention}}");
    expect(notice).not.toMatch(/\d+\s*mois/);
    expect(fillValues(notice, documentValues, "notice-rgpd")).toContain(`au plus **${retentionText()}**`);
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
    expect(body).toContain("Aucune adresse IP n’est enregistrée");
    expect(body).toContain("ne dépose aucun cookie");
    expect(body).toContain("stockage de session");
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
    expect(body).toContain("non conforme avec le RGAA, version 4.1.2");
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
