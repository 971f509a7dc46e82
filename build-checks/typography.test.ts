import { describe, expect, it } from "vitest";
import { builtPages } from "./built-site.ts";
import { textBlocks } from "./page-text.ts";
import { typographyFaults } from "./typography.ts";

/**
 * French typography as a visitor sees it: the content files are plain French,
 * and content/format.ts adds the no-break spaces at build. This reads every
 * text block of every built page and finds an ordinary space where a no-break
 * one belongs.
 */
describe("French typography of the built pages", () => {
  it("finds a fault, and passes typeset text", () => {
    expect(typographyFaults(["Durée : 24 heures"])).toHaveLength(2);
    expect(typographyFaults(["Durée\u00a0: 24\u00a0heures, « oui\u00a0»"])).toHaveLength(1);
    expect(typographyFaults(["Durée\u00a0: 24\u00a0heures, «\u00a0oui\u00a0»"])).toEqual([]);
  });

  it.each(builtPages().map((page) => [page.path, page] as const))("%s", (_, page) => {
    const faults = typographyFaults(textBlocks(page.html));
    expect(
      faults,
      `${page.path}\u00a0: une espace insécable manque (le site l’ajoute d’ordinaire tout seul) — ${faults.join("\u00a0; ")}`,
    ).toEqual([]);
  });
});
