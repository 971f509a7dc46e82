import { describe, expect, it } from "vitest";
import { isSafeUrl, lexSafeMarkdown, markdownProblems } from "./safe-markdown.ts";

const from = { source: "content/blog/essai.md", firstLine: 10 };

/** The error lexSafeMarkdown throws for `markdown`, or undefined. */
function refusal(markdown: string): string | undefined {
  try {
    lexSafeMarkdown(markdown, from);
  } catch (error) {
    return (error as Error).message;
  }
  return undefined;
}

describe("the site's Markdown rule", () => {
  const html = {
    "an inline script in a paragraph": "texte <script>alert(1)</script> fin.",
    "an image with onerror": "Voir <img src=x onerror=alert(1)> ici.",
    "an iframe with srcdoc": '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
    "an svg with onload": "Un dessin <svg onload=alert(1)></svg>.",
    "HTML in a list item": "- premier\n- second <img src=x onerror=alert(1)>",
    "HTML in a blockquote": "> cité <b onmouseover=alert(1)>ici</b>",
    "HTML in an emphasis": "*très <span onclick=alert(1)>important</span>*",
    "HTML in a link's text": "[<img src=x onerror=alert(1)>](/contact)",
    "HTML in a table cell": "| a |\n|---|\n| <i onclick=alert(1)>b</i> |",
    "a mutation-XSS shape": '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
    "a block of HTML": "<div>\n<script>alert(1)</script>\n</div>",
    "a comment followed by a tag": "<!-- note --><script>alert(1)</script>",
  };

  it.each(Object.entries(html))("refuses %s, naming the file and a line", (_, markdown) => {
    const message = refusal(markdown);
    expect(message).toMatch(/^content\/blog\/essai\.md, ligne \d+ : /);
    expect(message).toContain("HTML n’est pas permis");
  });

  const addresses = {
    "javascript:": "[x](javascript:alert(1))",
    "JAVASCRIPT: in capitals": "[x](JAVASCRIPT:alert(1))",
    "a tab written as a character reference": "[x](java&#x09;script:alert(1))",
    "the colon written as a character reference": "[x](javascript&#58;alert(1))",
    "a named reference for the colon": "[x](javascript&colon;alert(1))",
    "a leading control character": "[x](<\u0001javascript:alert(1)>)",
    "an image in data:": "![x](data:text/html,<script>alert(1)</script>)",
    "vbscript:": "[x](vbscript:msgbox(1))",
    "an autolink": "<javascript:alert(1)>",
    "a reference definition": "[x][r]\n\n[r]: javascript:alert(1)",
    "a link nested in a list": "- voir [ici](javascript:alert(1))",
  };

  it.each(Object.entries(addresses))(
    "refuses an address in %s, naming the file and a line",
    (_, markdown) => {
      const message = refusal(markdown);
      expect(message).toMatch(/^content\/blog\/essai\.md, ligne \d+ : /);
      expect(message).toContain("n’est pas permise");
    },
  );

  it("names the line where the problem is, nested ones too", () => {
    const markdown = "Premier paragraphe.\n\n- un\n- deux\n- trois <script>x</script>\n\nFin.";
    expect(markdownProblems(markdown).map((problem) => problem.line)).toEqual([5, 5]);
    expect(refusal(markdown)).toMatch(/^content\/blog\/essai\.md, ligne 14 : /);
    expect(markdownProblems("Un.\n\n> deux\n> trois [x](javascript:y)").map((p) => p.line)).toEqual([4]);
  });

  it("accepts ordinary Markdown: &, guillemets, paths, https, mailto, tel, anchors, a note for the editors", () => {
    const markdown = [
      "Coût & financement : « un bilan » ; 3 < 4.",
      "",
      "<!-- Une note pour les rédacteurs. -->",
      "",
      "- [Contact](/contact), [ici](#section), [recherche](?q=bilan), [page](autre-page)",
      "- [VAE](https://vae.gouv.fr) et https://www.service-public.fr, [le site](http://exemple.fr)",
      "- [Écrire](mailto:contact@exemple.fr) ou [appeler](tel:+33160000000)",
      "",
      "![Badge](/images/badge.svg) `<script>` en code",
    ].join("\n");
    expect(markdownProblems(markdown)).toEqual([]);
    expect(() => lexSafeMarkdown(markdown, from)).not.toThrow();
  });

  it("lets a renderer resolve its own pseudo-schemes, never obfuscated", () => {
    expect(isSafeUrl("document:notice-rgpd", ["document:"])).toBe(true);
    expect(isSafeUrl("document:notice-rgpd")).toBe(false);
    expect(isSafeUrl("javascript:alert(1)", ["document:"])).toBe(false);
  });

  it("reads an address as a browser does", () => {
    for (const href of [
      "java\tscript:x",
      " javascript:x",
      "java\nscript:x",
      "JaVaScRiPt:x",
      "&#106;avascript:x",
    ])
      expect(isSafeUrl(href), href).toBe(false);
    for (const href of ["/contact", "https://a.fr/b?c=d&amp;e=f", "mailto:a@b.fr", "tel:+331", "#x", ""])
      expect(isSafeUrl(href), href).toBe(true);
  });
});
