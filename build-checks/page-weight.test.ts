import path from "node:path";
import { Window } from "happy-dom";
import { describe, expect, it } from "vitest";
import { PAGE_SCRIPTS_DIR } from "../app/page-scripts/address.ts";
import { PAGE_BEHAVIOURS } from "../app/page-scripts/behaviours.ts";
import { budgets, KB, STACK_JS_CEILING } from "../scripts/budgets.ts";
import { builtPages, clientDir } from "./built-site.ts";
import {
  brotliSize,
  dynamicImports,
  lateScripts,
  pageResources,
  pageScripts,
  pageWeight,
  staticImports,
  withStaticImports,
} from "./page-weight.ts";

describe("page weight helpers", () => {
  it("follows static imports, not dynamic ones, and tells the dynamic ones apart", () => {
    const source =
      'import{a as b}from"./vendor-1.js";import"./side-2.js";const c=()=>import("./lazy-3.js");const d=()=>import(`./lazy-4.js`);';
    expect(staticImports(source, "/assets/route-0.js")).toEqual(["/assets/vendor-1.js", "/assets/side-2.js"]);
    expect(dynamicImports(source, "/assets/route-0.js")).toEqual(["/assets/lazy-3.js", "/assets/lazy-4.js"]);
  });

  it("counts stylesheets, eager images and the icon, not lazy images or other links", () => {
    const html =
      '<link rel="stylesheet" href="/assets/a.css"/><link rel="canonical" href="/x"/><link rel="icon" href="/favicon.svg"/>' +
      '<link rel="preload" as="image" href="/media/p.svg"/><img src="/assets/logo.svg"/><img loading="lazy" src="/media/late.svg"/>';
    expect(pageResources(html)).toEqual([
      "/assets/a.css",
      "/favicon.svg",
      "/media/p.svg",
      "/assets/logo.svg",
    ]);
  });
});

describe("every page is complete as pre-rendered", () => {
  it("no Suspense boundary waits for React's streaming scripts (app/entry.server.tsx waits for all content)", () => {
    for (const page of builtPages()) {
      expect(page.html, page.path).not.toMatch(/\$R[A-Z]\b|<template id="B:|<div hidden id="S:/);
    }
  });

  it("no link carries React Router's data-discover", () => {
    for (const page of builtPages()) expect(page.html, page.path).not.toContain("data-discover");
  });
});

/** A size in French for the failure messages: « 123,4 Ko ». */
const kilobytes = (bytes: number) =>
  `${(bytes / KB).toLocaleString("fr-FR", { minimumFractionDigits: 1, maximumFractionDigits: 1 })}\u00a0Ko`;

describe("every pre-rendered page stays within the byte budgets", () => {
  const rows = builtPages().map((page) => ({
    path: page.path,
    html: page.html,
    ...pageWeight(page.html, `/${path.relative(clientDir, page.file)}`),
  }));

  it("a page that hydrates loads the framework and its entry; every page loads the site's page script", () => {
    for (const row of rows) {
      const scripts = pageScripts(row.html);
      const hydrates = /<html[^>]* data-hydrate="true"/.test(row.html);
      expect(
        scripts.some((url) => /\/vendor-[\w-]+\.js$/.test(url)),
        row.path,
      ).toBe(hydrates);
      expect(
        scripts.some((url) => /\/entry\.client-[\w-]+\.js$/.test(url)),
        row.path,
      ).toBe(hydrates);
      expect(
        scripts.some((url) => url.startsWith(`/${PAGE_SCRIPTS_DIR}/page-`)),
        row.path,
      ).toBe(true);
    }
  });

  it(`total weight ≤ ${budgets.totalBytes.max / KB} KB compressed`, () => {
    for (const row of rows) {
      expect
        .soft(
          row.totalBytes,
          `${row.path}\u00a0: la page pèse ${kilobytes(row.totalBytes)} compressés, plus que les ${kilobytes(budgets.totalBytes.max)} permis (des images trop lourdes en tête de page, un texte très long\u00a0?)`,
        )
        .toBeLessThanOrEqual(budgets.totalBytes.max);
    }
  });

  it(`JavaScript ≤ ${STACK_JS_CEILING / KB} KB compressed (the bench holds Lighthouse's figure to ${budgets.jsBytes.max / KB} KB)`, () => {
    for (const row of rows) {
      expect
        .soft(
          row.jsBytes,
          `${row.path}\u00a0: la page charge ${kilobytes(row.jsBytes)} de JavaScript compressé, plus que les ${kilobytes(STACK_JS_CEILING)} permis`,
        )
        .toBeLessThanOrEqual(STACK_JS_CEILING);
    }
  });
});

describe("the site's page script (decision 045)", () => {
  const pages = builtPages().map((page) => ({ ...page, scripts: pageScripts(page.html) }));
  const plain = pages.filter((page) => !/<html[^>]* data-hydrate="true"/.test(page.html));

  it("is all the JavaScript of a page that does not hydrate, at most 8 KB compressed with the chunks that page loads late", () => {
    expect(plain.length).toBeGreaterThan(0);
    const window = new Window();
    for (const page of plain) {
      expect(
        page.scripts.filter((url) => !url.startsWith(`/${PAGE_SCRIPTS_DIR}/`)),
        page.path,
      ).toEqual([]);
      const document = new window.DOMParser().parseFromString(page.html, "text/html");
      // The chunks it may load late, and those it does: the measurement, its behaviours' modules and what they import.
      const late = lateScripts(page.scripts);
      const chunk = (name: string) => late.filter((url) => path.basename(url).startsWith(`${name}-`));
      const modules = PAGE_BEHAVIOURS.filter(({ selector }) => document.querySelector(selector)).map(
        ({ module }) => module,
      );
      const measured = /<html[^>]* data-measure="on"/.test(page.html);
      const all = withStaticImports([
        ...page.scripts,
        ...[...(measured ? ["measure"] : []), ...modules].flatMap(chunk),
      ]);
      const bytes = all.reduce((sum, url) => sum + brotliSize(url), 0);
      expect(bytes, `${page.path}: ${all.join(", ")}`).toBeLessThanOrEqual(8 * KB);
    }
    window.close();
  });

  it("has a chunk of its own for each page behaviour, which some page holds", () => {
    const late = new Set(pages.flatMap((page) => lateScripts(page.scripts)));
    const window = new Window();
    const documents = pages.map((page) => new window.DOMParser().parseFromString(page.html, "text/html"));
    for (const { module, selector } of PAGE_BEHAVIOURS) {
      expect(
        [...late].some((url) => path.basename(url).startsWith(`${module}-`)),
        module,
      ).toBe(true);
      expect(
        documents.some((document) => document.querySelector(selector)),
        selector,
      ).toBe(true);
    }
    window.close();
  });

  it("loads the audience measurement late: no page's first load, and every page within the total budget with it", () => {
    for (const page of pages) {
      const late = lateScripts(page.scripts);
      expect(
        late.some((url) => /\/measure-[\w-]+\.js$/.test(url)),
        page.path,
      ).toBe(true);
      expect(
        page.scripts.some((url) => /\/measure-[\w-]+\.js$/.test(url)),
        page.path,
      ).toBe(false);
      const weight = pageWeight(page.html, `/${path.relative(clientDir, page.file)}`);
      const lateBytes = late.reduce((sum, url) => sum + brotliSize(url), 0);
      expect(weight.totalBytes + lateBytes, page.path).toBeLessThanOrEqual(budgets.totalBytes.max);
    }
  });
});
