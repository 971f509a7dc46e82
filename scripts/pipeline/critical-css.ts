/**
 * Build step: each pre-rendered page carries the CSS it uses in a `<style>`
 * element, and fetches its stylesheets only once it has been painted
 * (decision 027).
 *
 * With the stylesheets in `<head>`, the first paint waits for the HTML *and*
 * then for the stylesheets, which the browser only discovers once the head is
 * parsed: one more round trip on a slow network. Beasties finds the rules of
 * the stylesheets that match an element of the page (the whole page, not
 * only the first screen: it has no viewport, and everything the page shows
 * is then styled at once, so nothing moves when the stylesheets arrive) and
 * this step puts them, minified, in one `<style>` element just before the
 * first stylesheet link.
 *
 * The links stay where they are, with a `disabled` attribute: a disabled
 * stylesheet is not fetched. They must stay in `<head>`: React hydrates the
 * head and fails (then renders the whole page again) when a link it rendered
 * is missing, which rules out Beasties' own "move the links to the end of
 * <body>". The site's page script enables them after the first paint
 * (app/lib/stylesheets.ts, app/page-scripts/page.ts), so that they do not share the network with the
 * HTML and the first screen's images; they bring what the HTML does not show
 * yet (the states React sets: an open menu, a field's error…). Without
 * scripts, a `<noscript>` copy of the links at the end of `<body>` loads
 * them, without blocking the paint of what comes before. No inline event
 * handler: the Content-Security-Policy hashes the `<style>` (./csp-hashes.ts
 * runs after this step).
 *
 * Icons are the exception. Each one is a rule of its own that holds an SVG
 * (`.icon--phone{--icon:url("data:…")}`, 0.3 to 2.4 KB), and the page's
 * icons together weighed as much as all its other rules. Only the icons of
 * the first screen (inside a `<header>`, or the first `<section>` of
 * `<main>`) are inlined; the others appear with the stylesheets, a moment
 * after hydration, in boxes the inlined `.icon` rule has already sized, so
 * nothing moves. The page is read for that with the site's own class names
 * (app/components/ui/icon.tsx), never the stylesheets' minified text.
 *
 * Beasties parses and re-serializes the whole page; its output is only read
 * here for the `<style>` it built. The page itself is edited in place, as the
 * other steps do (see ./html.ts), so every other byte stays as React wrote it.
 */
import { readFile, writeFile } from "node:fs/promises";
import Beasties from "beasties";
import { listPages, relativeKey } from "./files.ts";
import { applyEdits, findElements, type SourceEdit, type SourceElement } from "./html.ts";
import type { BuildStep } from "./step.ts";

/** True for a `<link>` to one of the site's own stylesheets (an absolute path such as "/assets/root-1.css"). */
function isLocalStylesheet(link: SourceElement): boolean {
  const rel = (link.attributes.rel ?? "").toLowerCase().split(/\s+/);
  const href = link.attributes.href ?? "";
  return rel.includes("stylesheet") && href.startsWith("/") && !href.startsWith("//");
}

/** A class token naming one icon (see app/components/ui/icon.tsx). */
const ICON_CLASS = /^icon--[\w-]+$/;

/**
 * The page as the CSS finder should see it: the icon classes of elements
 * outside the first screen (any `<header>`, the first `<section>` of
 * `<main>`) removed, so that their rules stay in the stylesheets.
 */
export function withFirstScreenIconsOnly(html: string): string {
  const elements = findElements(html, ["header", "main", "section"]);
  const main = elements.find((element) => element.name === "main");
  const firstSection = main
    ? elements.find(
        (element) => element.name === "section" && element.start > main.start && element.end <= main.end,
      )
    : undefined;
  const kept = [
    ...elements.filter((element) => element.name === "header"),
    ...(firstSection ? [firstSection] : []),
  ];
  const isKept = (offset: number) => kept.some((element) => offset > element.start && offset < element.end);
  return html.replace(/\bclass="([^"]*)"/g, (attribute, value: string, offset: number) => {
    if (isKept(offset)) return attribute;
    const tokens = value.split(/\s+/).filter((token) => !ICON_CLASS.test(token));
    return `class="${tokens.join(" ")}"`;
  });
}

/** Finds the CSS a page uses: the content of the one `<style>` Beasties builds for it ("" when none). */
export type CriticalCssFinder = (html: string) => Promise<string>;

/** The finder over the stylesheets under `clientDir`, which it keeps whole (other pages use them too). */
export function beastiesFinder(clientDir: string): CriticalCssFinder {
  const problems: string[] = [];
  const beasties = new Beasties({
    path: clientDir,
    publicPath: "/",
    // Beasties' output is only read for its <style>: criticalCss places the links itself.
    preload: "body",
    pruneSource: false,
    mergeStylesheets: true,
    // No web font (decision 016).
    fonts: false,
    // All of them (the site has two, 0.2 KB): "critical" misses a name listed in
    // `animation-name: a, b` (the sticky button's rise), and the button then jumped
    // by half its height when the stylesheets came.
    keyframes: "all",
    compress: true,
    // Every warning is a failure (a stylesheet not found, a selector it could
    // not parse: that rule would be missing until the stylesheets load), but
    // the one saying that nothing matched: the page is then left as it was.
    logger: {
      warn: (message) => {
        if (!message.startsWith("Merging inline stylesheets into a single <style> tag skipped"))
          problems.push(message);
      },
      error: (message) => problems.push(message),
    },
  });
  return async (html) => {
    problems.length = 0;
    const styles = findElements(await beasties.process(html), ["style"]);
    // A stylesheet Beasties cannot read or parse would leave the page unstyled until it loads.
    if (problems.length > 0) throw new Error(problems.join("; "));
    if (styles.length > 1) throw new Error(`expected one inlined <style>, Beasties wrote ${styles.length}`);
    return styles[0]?.content ?? "";
  };
}

/** What criticalCss did to one page. */
export interface CriticalCssResult {
  html: string;
  /** The length of the inlined CSS (0 when the page was left as it was). */
  inlined: number;
}

/**
 * The page with the CSS its elements use inlined in a `<style>` before its
 * first stylesheet link, the links disabled (the application enables them),
 * and their `<noscript>` copy at the end of `<body>`. A page without a stylesheet of the site (a redirect page), or
 * whose stylesheets style none of its elements, comes back as it was.
 */
export async function criticalCss(html: string, find: CriticalCssFinder): Promise<CriticalCssResult> {
  const elements = findElements(html, ["head", "body", "link", "style", "noscript"]);
  const head = elements.find((element) => element.name === "head");
  const body = elements.find((element) => element.name === "body");
  const links = elements.filter(
    (element) =>
      element.name === "link" &&
      head !== undefined &&
      element.start > head.start &&
      element.end <= head.end &&
      isLocalStylesheet(element),
  );
  const [first] = links;
  if (!first) return { html, inlined: 0 };
  if (!body) throw new Error("no <body> for the stylesheets' script");
  if (elements.some((element) => element.name === "style")) {
    throw new Error("the page already has a <style> element");
  }
  const inNoscript = elements.find(
    (element) =>
      element.name === "noscript" &&
      links.some((link) => link.start > element.start && link.end <= element.end),
  );
  if (inNoscript) throw new Error("a stylesheet link is inside a <noscript>");
  for (const link of links) {
    for (const name of ["disabled", "media", "onload"]) {
      if (name in link.attributes) throw new Error(`the stylesheet link ${link.attributes.href} has ${name}`);
    }
  }
  // A "</style" in a value (a string, an SVG's data URL) would end the element early: written as a CSS escape.
  const css = (await find(withFirstScreenIconsOnly(html))).replace(/<(\/style)/gi, "\\3c $1");
  if (css === "") return { html, inlined: 0 };
  const bodyEnd = html.lastIndexOf("</body", body.end);
  if (bodyEnd < body.start) throw new Error("no </body> end tag");
  const sources = links.map((link) => html.slice(link.start, link.end));
  const edits: SourceEdit[] = links.map((link, index) => {
    const source = sources[index] ?? "";
    const close = source.endsWith("/>") ? source.length - 2 : source.length - 1;
    const disabled = `${source.slice(0, close)} disabled=""${source.slice(close)}`;
    return {
      start: link.start,
      end: link.end,
      text: (link === first ? `<style>${css}</style>` : "") + disabled,
    };
  });
  edits.push({ start: bodyEnd, end: bodyEnd, text: `<noscript>${sources.join("")}</noscript>` });
  return { html: applyEdits(html, edits), inlined: css.length };
}

/**
 * Inlines the critical CSS of every page under `clientDir`. Fails, naming the
 * page, when Beasties does, and when no page had any CSS to inline.
 */
export async function inlineCriticalCssOfPages(
  clientDir: string,
): Promise<{ pages: number; largest: number; total: number }> {
  const find = beastiesFinder(clientDir);
  let pages = 0;
  let largest = 0;
  let total = 0;
  for (const file of await listPages(clientDir)) {
    let result: CriticalCssResult;
    try {
      result = await criticalCss(await readFile(file, "utf8"), find);
    } catch (error) {
      throw new Error(`${relativeKey(clientDir, file)}: ${error instanceof Error ? error.message : error}`);
    }
    if (result.inlined === 0) continue;
    await writeFile(file, result.html);
    pages += 1;
    largest = Math.max(largest, result.inlined);
    total += result.inlined;
  }
  if (pages === 0) throw new Error(`no page with a stylesheet under ${clientDir}`);
  return { pages, largest, total };
}

/** The pipeline's step. */
export const criticalCssStep: BuildStep = {
  name: "critical CSS",
  async run({ clientDir }) {
    const { pages, largest, total } = await inlineCriticalCssOfPages(clientDir);
    const kB = (bytes: number) => (bytes / 1000).toFixed(1);
    return (
      `${pages} pages carry the CSS they use (${kB(total / pages)} kB on average, ${kB(largest)} kB at most), ` +
      "their stylesheets load after the first paint"
    );
  },
};
