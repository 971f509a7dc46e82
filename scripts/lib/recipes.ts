/**
 * The README's « How to add content » recipes as code, one per kind of page
 * (scripts/test-recipes.ts follows them in a copy of the project and builds
 * it). Each recipe does what the README tells an author: copy one file of
 * the kind, change the fields it names, and nothing else.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { parseDocument } from "yaml";

/** What a recipe added, and where the build must show it. */
export interface AddedPage {
  /** The files the recipe wrote, relative to the project. */
  files: string[];
  /** The new page's path. */
  path: string;
  /** Texts its built page must hold (its title…). */
  texts: string[];
  /** False for a page kept out of the sitemap. */
  indexed?: boolean;
  /** Pages that must link to it. */
  linkedFrom: { from: string; href: string }[];
  /** Further checks on the build: a message when one fails. */
  checks?: ((clientDir: string, html: string) => string | undefined)[];
}

export interface Recipe {
  kind: string;
  add(projectDir: string): AddedPage | Promise<AddedPage>;
}

type Edits = Readonly<Record<string, unknown>>;

/** A YAML text with fields set (dotted paths, e.g. "footer.label"), its comments and layout kept. */
function editYaml(text: string, edits: Edits): string {
  const document = parseDocument(text);
  for (const [dotted, value] of Object.entries(edits)) {
    const at = dotted.split(".").map((key) => (/^\d+$/.test(key) ? Number(key) : key));
    if (value === undefined) document.deleteIn(at);
    else document.setIn(at, value);
  }
  return document.toString({ lineWidth: 0 });
}

/** Copies a YAML file of the project with fields set. */
function copyYaml(projectDir: string, from: string, to: string, edits: Edits): string {
  const text = readFileSync(path.join(projectDir, from), "utf8");
  writeFileSync(path.join(projectDir, to), editYaml(text, edits));
  return to;
}

/** Copies a Markdown file of the project with frontmatter fields set and, when given, another body. */
function copyMarkdown(projectDir: string, from: string, to: string, edits: Edits, body?: string): string {
  const text = readFileSync(path.join(projectDir, from), "utf8");
  const match = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*\r?\n([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`${from} has no frontmatter`);
  const frontmatter = editYaml(match[1] as string, edits).trimEnd();
  writeFileSync(path.join(projectDir, to), `---\n${frontmatter}\n---\n${body ?? (match[2] as string)}`);
  return to;
}

/** The client build's file for a site path, or a message. */
function fileProblem(clientDir: string, sitePath: string): string | undefined {
  return existsSync(path.join(clientDir, sitePath)) ? undefined : `no file ${sitePath} in the build`;
}

/** One file of each kind, as the README's « How to add content » says. */
export const recipes: readonly Recipe[] = [
  {
    kind: "service page",
    add: (dir) => ({
      files: [
        copyYaml(dir, "content/services/coaching.yaml", "content/services/coaching-d-equipe.yaml", {
          path: "/coaching-d-equipe",
          label: "Coaching d’équipe",
          "menu.order": 55,
          title: "Coaching d’équipe en Seine-et-Marne",
          description:
            "Coaching d’équipe pour clarifier les rôles, retrouver une façon de travailler ensemble et traverser un changement, à Melun ou sur site. Contactez-nous.",
          heading: "Coaching d’équipe pour les équipes et leurs managers",
        }),
      ],
      path: "/coaching-d-equipe",
      texts: ["Coaching d’équipe en Seine-et-Marne"],
      linkedFrom: [{ from: "/", href: "/coaching-d-equipe" }],
    }),
  },
  {
    kind: "city page",
    add: (dir) => ({
      files: [
        copyYaml(dir, "content/cities/avon.yaml", "content/cities/dammarie-les-lys.yaml", {
          slug: "bilan-de-competence-dammarie-les-lys",
          order: 90,
          city: "Dammarie-lès-Lys",
          office: "head",
          label: "Bilan de compétences à Dammarie-lès-Lys",
          "footer.label": "Dammarie-lès-Lys",
          "footer.order": 90,
          title: "Bilan de compétences à Dammarie-lès-Lys",
          description:
            "Bilan de compétences à Dammarie-lès-Lys, dans notre bureau de Melun tout proche ou en visio, finançable par le CPF. Contactez-nous pour en parler.",
          heading: "Bilan de compétences à Dammarie-lès-Lys, à deux pas de Melun ou en visioconférence",
          "faq.questions.0.id": "dammarie-lieu-des-seances",
          "faq.questions.1.id": "dammarie-cpf",
          "faq.questions.2.id": "dammarie-metier-nature",
        }),
      ],
      path: "/bilan-de-competence/bilan-de-competence-dammarie-les-lys",
      texts: ["Bilan de compétences à Dammarie-lès-Lys"],
      linkedFrom: [{ from: "/", href: "/bilan-de-competence/bilan-de-competence-dammarie-les-lys" }],
    }),
  },
  {
    kind: "topic page",
    add: (dir) => ({
      files: [
        copyYaml(dir, "content/topics/en-ligne.yaml", "content/topics/cadres.yaml", {
          slug: "bilan-de-competence-cadres",
          order: 91,
          label: "Bilan de compétences pour les cadres",
          "footer.label": "Pour les cadres",
          "footer.order": 91,
          title: "Bilan de compétences pour les cadres",
          description:
            "Bilan de compétences pour cadres et managers en Seine-et-Marne ou à distance : faire le point, préparer une évolution, financé par le CPF. Contactez-nous.",
          heading: "Bilan de compétences pour les cadres et les managers",
        }),
      ],
      path: "/bilan-de-competence/bilan-de-competence-cadres",
      texts: ["Bilan de compétences pour les cadres"],
      linkedFrom: [{ from: "/", href: "/bilan-de-competence/bilan-de-competence-cadres" }],
    }),
  },
  {
    kind: "article with its picture",
    add: async (dir) => {
      // A photograph as an author would drop it: a large JPG, no size typed anywhere.
      const picture = "content/blog/changer-de-metier-en-milieu-de-carriere.jpg";
      await sharp({ create: { width: 2000, height: 1125, channels: 3, background: "#3d7f8c" } })
        .jpeg()
        .toFile(path.join(dir, picture));
      const article = copyMarkdown(
        dir,
        "content/blog/trouver-sa-voie.md",
        "content/blog/changer-de-metier-en-milieu-de-carriere.md",
        {
          title: "Changer de métier en milieu de carrière",
          label: "Changer de métier en milieu de carrière",
          description:
            "Les questions à se poser avant une reconversion au milieu de sa carrière, et comment un bilan de compétences aide à y répondre pas à pas.",
          picture: "changer-de-metier-en-milieu-de-carriere.jpg",
          pictureAlt: "Une personne regarde un carrefour de chemins.",
          PageLink: "/blog/Changer_de_metier_en_milieu_de_carriere",
          date: "2026-11-27",
        },
      );
      return {
        files: [article, picture],
        path: "/blog/Changer_de_metier_en_milieu_de_carriere",
        texts: [
          "Changer de métier en milieu de carrière",
          'type="image/avif"',
          'type="image/webp"',
          'width="1200"',
        ],
        linkedFrom: [{ from: "/blog", href: "/blog/Changer_de_metier_en_milieu_de_carriere" }],
        checks: [
          (client) => fileProblem(client, "media/blog/changer-de-metier-en-milieu-de-carriere-1200.avif"),
          (client) => fileProblem(client, "media/blog/changer-de-metier-en-milieu-de-carriere-480.webp"),
        ],
      };
    },
  },
  {
    kind: "podcast",
    add: (dir) => ({
      files: [
        copyYaml(
          dir,
          "content/podcasts/podcast-reconversion-questions.yaml",
          "content/podcasts/podcast-bilan-a-distance.yaml",
          {
            title: "Un bilan de compétences à distance, comment ça se passe",
            label: "Le bilan à distance",
            date: "27/11/2026",
            video: "aB3dE5gH7jK",
            pageTitle: "Podcast bilan de compétences à distance",
            description:
              "Un bilan de compétences en visioconférence : comment se passent les séances, les tests et le suivi, et ce qu’il faut prévoir chez soi.",
          },
        ),
      ],
      path: "/blog/podcasts/podcast-bilan-a-distance",
      texts: ["Un bilan de compétences à distance, comment ça se passe"],
      linkedFrom: [{ from: "/blog/podcasts", href: "/blog/podcasts/podcast-bilan-a-distance" }],
    }),
  },
  {
    kind: "legal page",
    add: (dir) => ({
      files: [
        copyMarkdown(dir, "content/legal/accessibilite.md", "content/legal/plan-du-site.md", {
          path: "/plan-du-site",
          label: "Plan du site",
          footer: 9,
          title: "Plan du site",
          description:
            "Le plan du site du cabinet : toutes ses pages, ses services, ses pages par ville et ses articles, pour trouver d’un coup d’œil ce que vous cherchez.",
          heading: "Plan du site",
        }),
      ],
      path: "/plan-du-site",
      texts: ["Plan du site"],
      linkedFrom: [{ from: "/", href: "/plan-du-site" }],
    }),
  },
  {
    kind: "FAQ question",
    add: (dir) => ({
      files: [
        copyMarkdown(dir, "content/faq/duree-du-bilan.md", "content/faq/bilan-pendant-un-arret-maladie.md", {
          title: "Puis-je faire un bilan de compétences pendant un arrêt maladie",
          tags: ["bdc"],
          order: 9990,
        }),
      ],
      path: "/bilan-de-competence",
      texts: [
        'id="faq-bilan-pendant-un-arret-maladie"',
        "Puis-je faire un bilan de compétences pendant un arrêt maladie",
      ],
      linkedFrom: [],
    }),
  },
];
