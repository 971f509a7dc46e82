/**
 * The site's small records (issue 32): the navigation, the static pages, the
 * old addresses, the podcasts, the share images, the video placeholders'
 * words and the documents' catalogue. Each is read from its YAML or Markdown
 * file and checked by its schema; a broken file stops the build with a
 * message in French naming the file.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { bookingPagePath } from "./booking-paths.ts";
import { contactSentPath } from "./contact-paths.ts";
import { documentLists, documentSources } from "./documents/catalog.ts";
import { youtubeCopy } from "./embeds.ts";
import { contentDir } from "./lib/collection.ts";
import { siteNavigation } from "./navigation.server.ts";
import { navigation } from "./navigation.ts";
import { labelFor, oldAddressTarget, pageLabels, podcastNotFoundLabel, siteMap } from "./pages.ts";
import { isoDateOf, podcastPath } from "./podcast-paths.ts";
import { podcasts } from "./podcasts.ts";
import { redirects, redirectTarget } from "./redirects.ts";
import { sitePages } from "./registry.ts";
import { sectionNotFoundPages } from "./routes-data.ts";
import { readShareImages } from "./share-images.server.ts";
import { canonicalAliases, staticPagePaths, staticPages } from "./static-pages.ts";

describe("the main navigation (content/navigation.yaml)", () => {
  it("links only to pages of the site, and every menu has links", () => {
    for (const entry of navigation) {
      if (entry.kind === "link") expect(pageLabels[entry.link.path], entry.link.path).toBe(entry.link.label);
      else expect(entry.menu.groups.flatMap((group) => group.links).length, entry.menu.id).toBeGreaterThan(0);
    }
  });

  it("lists every page that asks for a menu, once", () => {
    const listed = navigation.flatMap((entry) =>
      entry.kind === "menu" ? entry.menu.groups.flatMap((group) => group.links.map((link) => link.path)) : [],
    );
    const asking = sitePages()
      .filter((page) => page.menu)
      .map((page) => page.path);
    expect([...listed].sort()).toEqual([...asking].sort());
    expect(new Set(listed).size).toBe(listed.length);
  });

  it("stops, naming the file, when a page asks for a menu it does not have", () => {
    expect(() => siteNavigation([{ path: "/x", label: "X", menu: { id: "nulle-part" } }])).toThrow(
      /content\/navigation\.yaml : la page \/x demande à figurer dans le menu « nulle-part »/,
    );
  });
});

describe("the static pages (content/static-pages.yaml)", () => {
  it("hold the booking page and the contact form's landing page, whose paths the routes use", () => {
    expect(staticPagePaths).toContain(bookingPagePath);
    expect(staticPagePaths).toContain(contactSentPath);
  });

  it("are each once in the site map, and the footer knows them", () => {
    expect(new Set(staticPagePaths).size).toBe(staticPagePaths.length);
    const footerPlaces = staticPages.flatMap((page) => (page.footer ? [page.path] : []));
    for (const path of footerPlaces) expect(siteMap.footerInfoLinks.map((link) => link.path)).toContain(path);
    for (const page of staticPages) expect(pageLabels[page.path]).toBe(page.label);
  });

  it("point their canonical address to a page that is not itself an alias", () => {
    for (const [alias, target] of Object.entries(canonicalAliases)) {
      expect(pageLabels[alias], alias).toBeDefined();
      expect(pageLabels[target], target).toBeDefined();
      expect(canonicalAliases[target]).toBeUndefined();
    }
  });

  it("name every section's own not-found page", () => {
    for (const { path: notFound, scope } of sectionNotFoundPages) {
      expect(siteMap.notFoundLabels[scope], scope).toBeTruthy();
      expect(labelFor(notFound)).toBe(siteMap.notFoundLabels[scope]);
    }
    expect(podcastNotFoundLabel).toBeTruthy();
  });
});

describe("the old addresses (content/redirects.yaml)", () => {
  it("are baked into the site map, and found alike in the browser and on the server", () => {
    expect(siteMap.redirects).toEqual(redirects);
    for (const pathname of [...Object.keys(redirects), "/temoignages/", "/about", "/", "/constructor"]) {
      expect(oldAddressTarget(pathname), pathname).toBe(redirectTarget(pathname));
    }
  });
});

describe("the podcasts (content/podcasts/)", () => {
  it("are listed newest first, each with its own page, label and video", () => {
    const days = podcasts.map((podcast) => isoDateOf(podcast.date));
    expect(days).toEqual([...days].sort().reverse());
    for (const field of ["link", "label", "yt"] as const) {
      expect(new Set(podcasts.map((podcast) => podcast[field])).size, field).toBe(podcasts.length);
    }
    for (const podcast of podcasts) expect(pageLabels[podcastPath(podcast.link)]).toBe(podcast.label);
  });
});

describe("the share images and the video placeholders", () => {
  it("are baked into the site map, with the firm's facts filled", () => {
    expect(siteMap.shareImages).toEqual(readShareImages());
    for (const image of Object.values(siteMap.shareImages)) expect(image.alt).not.toMatch(/\{\{|\}\}/);
    expect(youtubeCopy.play).toBeTruthy();
  });
});

describe("the documents' catalogue (the frontmatter of content/documents/*.md)", () => {
  it("has every list filled, with documents of the catalogue", () => {
    for (const [list, slugs] of Object.entries(documentLists)) {
      expect(slugs.length, list).toBeGreaterThan(0);
      for (const slug of slugs) expect(documentSources[slug], slug).toBeDefined();
    }
  });
});

describe("a broken record file", () => {
  let dir: string | undefined;

  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  /** A copy of content/ where `file` says `text`, read by the modules imported after. */
  function contentWith(file: string, text: string): void {
    dir = mkdtempSync(path.join(tmpdir(), "records-"));
    const content = path.join(dir, "content");
    cpSync(contentDir(), content, { recursive: true });
    mkdirSync(path.dirname(path.join(content, file)), { recursive: true });
    writeFileSync(path.join(content, file), text);
    vi.stubEnv("CONTENT_DIR", content);
    vi.resetModules();
  }

  it("stops the podcasts, naming the episode's file and field", async () => {
    contentWith("podcasts/nouvel-episode.yaml", "title: Un épisode\nlabel: Épisode\ndate: 2024-07-08\n");
    await expect(import("./podcasts.ts")).rejects.toThrow(
      /content\/podcasts\/nouvel-episode\.yaml : \d+ erreurs[\s\S]*ligne 3, « date » : doit être une date écrite jj\/mm\/aaaa/,
    );
  });

  it("stops the old addresses, naming the file, when one leads to another old address", async () => {
    contentWith(
      "redirects.yaml",
      "redirects:\n  - from: /a\n    to: /b\n  - from: /b\n    to: /about\npage:\n  title: Nouvelle adresse\n  text: Elle a changé\n",
    );
    await expect(import("./redirects.ts")).rejects.toThrow(
      /content\/redirects\.yaml : une erreur[\s\S]*« redirects\[0\]\.to » : mène à \/b, qui est elle-même une ancienne adresse/,
    );
  });

  it("stops the static pages, naming the file, the line and the field", async () => {
    contentWith(
      "static-pages.yaml",
      "pages:\n  - path: /\n    label: Accueil\n    lastModified: 23/11/2026\nblog: []\nnotFound: {}\n",
    );
    await expect(import("./static-pages.ts")).rejects.toThrow(
      /content\/static-pages\.yaml : une erreur[\s\S]*ligne 4, « pages\[0\]\.lastModified » : doit être un jour écrit aaaa-mm-jj/,
    );
  });

  it("stops the documents' catalogue, naming the document's file", async () => {
    contentWith("documents/nouveau.md", "---\nname: Un document\n---\n\n## Texte\n");
    await expect(import("./documents/catalog.ts")).rejects.toThrow(
      /content\/documents\/nouveau\.md : \d+ erreurs[\s\S]*« title » : champ obligatoire absent/,
    );
  });

  it("stops the navigation, naming the file and the line", async () => {
    contentWith("navigation.yaml", "main:\n  - page: /about\n  - menu: formation\n");
    const { siteNavigation: read } = await import("./navigation.server.ts");
    expect(() => read([])).toThrow(
      /content\/navigation\.yaml : une erreur[\s\S]*ligne 3, « main\[1\]\.label » : un menu a besoin d’un nom/,
    );
  });

  it("stops the share images, naming the file, when a line is too long for the picture", async () => {
    const image = (headline: string) =>
      `  image: /og/x.png\n  headline: ["${headline}"]\n  subline: Sous-titre\n  alt: Texte\n`;
    contentWith(
      "share-images.yaml",
      ["default", "bilan", "services", "blog"]
        .map(
          (family) =>
            `${family}:\n${image(family === "blog" ? "Un titre bien trop long pour l’image" : "Titre")}`,
        )
        .join(""),
    );
    const { readShareImages: read } = await import("./share-images.server.ts");
    expect(read).toThrow(
      /content\/share-images\.yaml : une erreur[\s\S]*« blog\.headline\[0\] » : doit compter au plus 26 caractères/,
    );
  });
});
