import { describe, expect, it } from "vitest";
import { loadArticles } from "../../content/blog/articles.ts";
import { articleHtml } from "./blog.server.ts";

describe("articleHtml", () => {
  it("typesets the text, after a link or an emphasis too", () => {
    const html = articleHtml(
      "## Par où commencer ?\n\n[Contactez-nous](/contact) : nous « aidons » ! **Prix** : 1 600 € ; l'entretien.",
    );
    expect(html).toContain("<h2>Par où commencer\u202f?</h2>");
    expect(html).toContain('<a href="/contact">Contactez-nous</a>\u00a0: nous «\u00a0aidons\u00a0»\u202f!');
    expect(html).toContain("<strong>Prix</strong>\u00a0: 1\u202f600\u00a0€\u202f; l’entretien.");
  });

  it("leaves addresses and code alone", () => {
    const html = articleHtml(
      "Voir https://vae.gouv.fr et `a : b`, ou [la page](/blog/Souffrez_vous_de_l'hyperchoix).",
    );
    expect(html).toContain('<a href="https://vae.gouv.fr">https://vae.gouv.fr</a>');
    expect(html).toContain("<code>a : b</code>");
    expect(html).toContain('href="/blog/Souffrez_vous_de_l&#39;hyperchoix"');
  });

  it("leaves no ordinary space before a colon, a question mark or a closing guillemet in any article", () => {
    for (const article of loadArticles()) {
      const text = articleHtml(article.body).replace(/<code>[\s\S]*?<\/code>/g, "");
      expect(text.match(/.{0,20} [:;!?»](?:\s|<|$).{0,10}/g), article.file).toBeNull();
      expect(text.match(/« /g), article.file).toBeNull();
    }
  });
});
