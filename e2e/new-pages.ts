/**
 * One new page of each simple kind, as the firm would write it in the
 * editor's blank forms (e2e/editor-forms.ts), and where the published site
 * must show it: its own address, the page that lists or links it, the
 * sitemap. Test data of the publishing story, in a temporary copy.
 */
import type { BlankForm } from "./editor-forms.ts";

export interface NewPage {
  form: BlankForm;
  /** A text of the new page that a visitor reads on `shownOn`. */
  text: string;
  /** The page that shows it (the FAQ's page) or links to it (a list, the footer). */
  shownOn: string;
  /** Its own address, when it has one: served, and in the sitemap unless it is a PDF. */
  path?: string;
}

const FAQ_TITLE = "Peut-on faire un bilan de compétences en travaillant à temps partiel ?";
const LEGAL_PATH = "/conditions-utilisation";
const PODCAST = "podcast-premier-rendez-vous";

export const NEW_PAGES: readonly NewPage[] = [
  {
    form: {
      collection: "faq",
      name: "bilan-et-temps-partiel",
      fields: [
        [/^Titre/, FAQ_TITLE],
        [/^Sujets/, { choose: ["Bilan de compétences"] }],
        [/^Rang/, 235],
        [
          /^Texte de la page/,
          "Oui. Le bilan de compétences s’adapte à votre emploi du temps : les séances peuvent avoir lieu en fin de journée, le samedi matin ou en visioconférence.\n\nUn salarié à temps partiel acquiert des droits sur son compte personnel de formation comme un salarié à temps plein, dès lors qu’il a travaillé au moins à mi-temps sur l’année.",
        ],
      ],
    },
    text: FAQ_TITLE,
    shownOn: "/bilan-de-competence",
  },
  {
    form: {
      collection: "legal",
      name: "conditions-utilisation",
      fields: [
        [/^L’adresse de la page/, LEGAL_PATH],
        [/^Le nom court de la page/, "Conditions d’utilisation"],
        [/^Sa place dans la colonne/, 9],
        [/^Le titre de l’onglet/, "Conditions d’utilisation du site"],
        [
          /^La description pour les moteurs de recherche/,
          "Les conditions d’utilisation du site : ce que vous pouvez en faire, les liens vers d’autres sites et la façon de nous signaler une erreur.",
        ],
        [/^Le titre principal de la page/, "Conditions d’utilisation du site"],
        [/^Date de la dernière mise à jour/, "2026-12-01"],
        [/^Texte avant la date de mise à jour/, "Mises à jour le"],
        [
          /^Texte de la page/,
          "## Utiliser le site {#utiliser-le-site}\n\nLes pages de ce site informent sur nos prestations. Vous pouvez les citer en indiquant leur adresse.\n\n## Nous signaler une erreur {#signaler-une-erreur}\n\nUne information vous semble inexacte ? Écrivez-nous depuis la page de contact : nous la corrigeons au plus vite.",
        ],
      ],
    },
    text: "Conditions d’utilisation",
    shownOn: "/",
    path: LEGAL_PATH,
  },
  {
    form: {
      collection: "podcasts",
      name: PODCAST,
      fields: [
        [/^Le titre de l’épisode/, "Le premier rendez-vous d’un bilan de compétences"],
        [/^Son nom court/, "Le premier rendez-vous"],
        [/^Le jour de sa publication/, "01/12/2026"],
        [/^L’identifiant de la vidéo/, "Ab3dE5gH7jK"],
        [/^Le titre de la page dans les résultats/, "Podcast : le premier rendez-vous"],
        [
          /^La description de la page/,
          "Comment se passe le premier rendez-vous d’un bilan de compétences ? Nos consultants racontent cet entretien gratuit, sans engagement.",
        ],
        [
          /^Le texte sous la vidéo/,
          {
            entries: [
              "Le premier rendez-vous dure une heure : nous faisons connaissance et vous dites ce que vous attendez du bilan.",
              "Il est gratuit et n’engage à rien : vous décidez ensuite, à tête reposée.",
            ],
          },
        ],
      ],
    },
    text: "Le premier rendez-vous",
    shownOn: "/blog/podcasts",
    path: `/blog/podcasts/${PODCAST}`,
  },
  {
    form: {
      collection: "documents",
      name: "bilan-charte-confidentialite",
      fields: [
        [/^Le nom du lien vers le document/, "Charte de confidentialité du bilan de compétences"],
        [/^Le titre du PDF/, "Bilan de compétences : charte de confidentialité"],
        [
          /^Une phrase sur son sujet/,
          "Ce que deviennent les informations confiées pendant un bilan de compétences.",
        ],
        [/^Le jour de la dernière révision/, "2026-12-01"],
        [/^Les listes de documents/, { choose: ["Page du bilan de compétences"] }],
        [/^Sa place dans ces listes/, 205],
        [
          /^Texte de la page/,
          "## Ce que nous gardons\n\nLes résultats du bilan appartiennent à la personne qui l’a suivi : ils ne sont communiqués à personne sans son accord écrit.\n\n## Ce que nous détruisons\n\nLes documents de travail sont détruits à la fin du bilan, en sa présence si elle le souhaite.",
        ],
      ],
    },
    text: "Charte de confidentialité du bilan de compétences",
    shownOn: "/bilan-de-competence",
    path: "/documents/bilan-charte-confidentialite.pdf",
  },
];
