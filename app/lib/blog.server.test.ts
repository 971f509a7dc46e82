import { describe, expect, it } from "vitest";
import { loadArticles } from "../../content/blog/articles.ts";
import { articleHtml } from "./blog.server.ts";

const from = { source: "content/blog/essai.md", firstLine: 7 };

describe("articleHtml", () => {
  it("typesets the text, after a link or an emphasis too", () => {
    const html = articleHtml(
      "## Par où commencer ?\n\n[Contactez-nous](/contact) : nous « aidons » ! **Prix** : 1 600 € ; l'entretien.",
      from,
    );
    expect(html).toContain("<h2>Par où commencer\u202f?</h2>");
    expect(html).toContain('<a href="/contact">Contactez-nous</a>\u00a0: nous «\u00a0aidons\u00a0»\u202f!');
    expect(html).toContain("<strong>Prix</strong>\u00a0: 1\u202f600\u00a0€\u202f; l’entretien.");
  });

  it("leaves addresses and code alone", () => {
    const html = articleHtml(
      "Voir https://vae.gouv.fr et `a : b`, ou [la page](/blog/Souffrez_vous_de_l'hyperchoix).",
      from,
    );
    expect(html).toContain('<a href="https://vae.gouv.fr">https://vae.gouv.fr</a>');
    expect(html).toContain("<code>a : b</code>");
    expect(html).toContain('href="/blog/Souffrez_vous_de_l&#39;hyperchoix"');
  });

  it("leaves no ordinary space before a colon, a question mark or a closing guillemet in any article", () => {
    for (const article of loadArticles()) {
      const text = articleHtml(article.body, article.origin).replace(/<code>[\s\S]*?<\/code>/g, "");
      expect(text.match(/.{0,20} [:;!?»](?:\s|<|$).{0,10}/g), article.file).toBeNull();
      expect(text.match(/« /g), article.file).toBeNull();
    }
  });

  it.each([
    "texte <script>alert(1)</script> fin.",
    "Voir <img src=x onerror=alert(1)>.",
    '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
    "Un dessin <svg onload=alert(1)></svg>.",
    "- un <img src=x onerror=alert(1)>\n- deux",
    "> cité <b onclick=alert(1)>ici</b>",
    "*très <span onclick=alert(1)>important</span>*",
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
    "[x](javascript:alert(1))",
    "[x](JAVASCRIPT:alert(1))",
    "[x](java&#x09;script:alert(1))",
    "[x](javascript&#58;alert(1))",
    "![x](data:text/html,<script>alert(1)</script>)",
  ])("refuses %j with the file and the line, never writing it", (markdown) => {
    expect(() => articleHtml(`Un paragraphe.\n\n${markdown}`, from)).toThrow(
      /^content\/blog\/essai\.md, ligne 9 : /,
    );
  });

  it("renders ordinary Markdown: &, guillemets, paths, https, mailto, tel", () => {
    const html = articleHtml(
      "Bilan & VAE : « oui ». [Contact](/contact), [VAE](https://vae.gouv.fr), [écrire](mailto:a@b.fr), [appeler](tel:+33160000000).\n\n<!-- note -->",
      from,
    );
    expect(html).toContain("Bilan &amp; VAE\u00a0: «\u00a0oui\u00a0».");
    for (const href of ["/contact", "https://vae.gouv.fr", "mailto:a@b.fr", "tel:+33160000000"])
      expect(html).toContain(`href="${href}"`);
    expect(html).not.toContain("<!--");
  });
});
