import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { budgets, KB, STACK_JS_CEILING } from "../scripts/budgets.ts";
import { builtPages, clientDir } from "./built-site.ts";
import { pageResources, pageScripts, pageWeight, staticImports } from "./page-weight.ts";

describe("page weight helpers", () => {
  it("follows static imports, not dynamic ones", () => {
    const source = 'import{a as b}from"./vendor-1.js";import"./side-2.js";const c=()=>import("./lazy-3.js");';
    expect(staticImports(source, "/assets/route-0.js")).toEqual(["/assets/vendor-1.js", "/assets/side-2.js"]);
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

  it("loads the framework, an entry and its own route module", () => {
    for (const row of rows) {
      const scripts = pageScripts(row.html);
      expect(
        scripts.some((url) => /\/vendor-[\w-]+\.js$/.test(url)),
        row.path,
      ).toBe(true);
      expect(
        scripts.some((url) => /\/entry\.client-[\w-]+\.js$/.test(url)),
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

describe("the audience measurement, loaded late (decision 029)", () => {
  const chunk = (pattern: RegExp) => {
    const names = readdirSync(path.join(clientDir, "assets")).filter((name) => pattern.test(name));
    expect(names, String(pattern)).toHaveLength(1);
    return `/assets/${names[0]}`;
  };
  // The .br the server sends, or the file compressed here (the build leaves tiny files as they are).
  const brotli = (url: string) => {
    const file = path.join(clientDir, url);
    return existsSync(`${file}.br`)
      ? readFileSync(`${file}.br`).length
      : brotliCompressSync(readFileSync(file)).length;
  };
  const audience = chunk(/^measure-[\w-]+\.js$/);
  const webVitals = chunk(/^web-vitals-[\w-]+\.js$/);
  const lateScripts = [
    audience,
    webVitals,
    ...staticImports(readFileSync(path.join(clientDir, audience), "utf8"), audience),
  ];

  it("weighs at most 2 KB compressed for its own code, web-vitals apart", () => {
    // Its imports that every page has loaded already (the shared chunk) cost nothing more.
    const hydrated = builtPages()
      .map((page) => pageScripts(page.html))
      .filter((scripts) => scripts.length > 0);
    const everyPage = new Set(
      hydrated[0]?.filter((url) => hydrated.every((scripts) => scripts.includes(url))),
    );
    const own = staticImports(readFileSync(path.join(clientDir, audience), "utf8"), audience).filter(
      (url) => url !== webVitals && !everyPage.has(url),
    );
    const bytes = [audience, ...own].reduce((sum, url) => sum + brotli(url), 0);
    console.log(
      `audience measurement: ${bytes} B compressed (${[audience, ...own].join(", ")}), web-vitals ${brotli(webVitals)} B`,
    );
    expect(bytes).toBeLessThanOrEqual(2 * KB);
    expect(brotli(webVitals)).toBeLessThanOrEqual(4 * KB);
  });

  it("is no part of any page's first load, and every page stays within the total budget with it", () => {
    const lateBytes = [...new Set(lateScripts)].reduce((sum, url) => sum + brotli(url), 0);
    for (const page of builtPages()) {
      const weight = pageWeight(page.html, `/${path.relative(clientDir, page.file)}`);
      // (Its consent check is shared with the privacy page's opt-out, which loads it with the page.)
      for (const url of [audience, webVitals])
        expect(weight.scripts.has(url), `${page.path} ${url}`).toBe(false);
      expect(weight.totalBytes + lateBytes, page.path).toBeLessThanOrEqual(budgets.totalBytes.max);
    }
  });
});
