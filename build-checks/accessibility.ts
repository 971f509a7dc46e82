/**
 * Accessibility of a built page, checked without a browser: axe-core (the
 * engine of the end-to-end tests' checks, WCAG 2.0–2.2 A and AA) run on the
 * page's pre-rendered HTML in happy-dom, its scripts not run. What needs a
 * rendered layout (colour contrast, target sizes, reflow) is left to the
 * end-to-end tests in Chromium; what the HTML alone decides (names of images,
 * links, buttons and fields, ARIA, headings, language, landmarks, lists,
 * tables) is checked here, so that a publication from the back office
 * (server/publish/) is refused before a page without an image's text or with
 * an empty link goes live.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { Window } from "happy-dom";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** Rules that need a layout happy-dom does not compute. */
const LAYOUT_RULES = ["color-contrast", "target-size", "scrollable-region-focusable"];

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** What a visitor would meet, in French, for the rules a content edit can break. */
const FRENCH: Record<string, string> = {
  "image-alt": "une image sans texte de remplacement",
  "link-name": "un lien sans texte",
  "button-name": "un bouton sans nom",
  "heading-order": "des titres qui sautent un niveau",
  "empty-heading": "un titre vide",
  list: "une liste mal construite",
  listitem: "un élément de liste hors d’une liste",
  "duplicate-id": "deux éléments avec le même identifiant",
  label: "un champ de formulaire sans étiquette",
  "html-has-lang": "une page sans langue déclarée",
  "document-title": "une page sans titre",
  "frame-title": "un cadre sans titre",
  "td-headers-attr": "un tableau dont les cellules renvoient à des en-têtes absents",
  "th-has-data-cells": "un en-tête de tableau sans données",
};

export interface AccessibilityProblem {
  rule: string;
  /** In French when the rule is one of FRENCH's, else axe's own (English) help. */
  message: string;
  /** The elements concerned, as axe names them. */
  targets: string[];
}

/** The accessibility problems of the page `pagePath` whose HTML is `html`. */
export async function accessibilityProblems(pagePath: string, html: string): Promise<AccessibilityProblem[]> {
  const window = new Window({
    url: `https://www.example.test${pagePath}`,
    settings: {
      disableJavaScriptFileLoading: true,
      disableCSSFileLoading: true,
      disableIframePageLoading: true,
      navigation: {
        disableMainFrameNavigation: true,
        disableChildFrameNavigation: true,
        disableChildPageNavigation: true,
      },
    },
  });
  try {
    // The page as a browser without scripts reads it: the framework's scripts are not run here.
    window.document.write(html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, ""));
    window.eval(axeSource);
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } }).axe;
    const results = await axe.run(window.document, {
      runOnly: { type: "tag", values: WCAG_TAGS },
      rules: Object.fromEntries(LAYOUT_RULES.map((rule) => [rule, { enabled: false }])),
    });
    return results.violations.map((violation) => ({
      rule: violation.id,
      message: FRENCH[violation.id] ?? violation.help,
      targets: violation.nodes.map((node) => node.target.join(" ")),
    }));
  } finally {
    await window.happyDOM.close();
  }
}

interface AxeResults {
  violations: { id: string; help: string; nodes: { target: string[] }[] }[];
}
