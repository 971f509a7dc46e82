/**
 * The firm's downloadable documents (spec section 3, "Downloadable document
 * entry"): each is a PDF built from its source text, content/documents/{slug}.md,
 * by scripts/documents/ during the build. This module is plain data so that
 * the build step (in Node) and the pages read the same catalogue. Labels and
 * titles are plain French; typeset() adds the no-break spaces.
 */
import { typeset } from "../format.ts";

export interface DocumentSource {
  /** File name without extension: the source is {slug}.md, the file /documents/{slug}.pdf. */
  slug: string;
  /** The link's label on the site. */
  name: string;
  /** The PDF's title (metadata and first heading). */
  title: string;
  /** One sentence for the PDF's subject metadata. */
  subject: string;
  /** When the text was last revised (ISO date): the PDF's creation and modification date. */
  revised: string;
  /** A picture the link shows (spec: one entry has one). */
  picture?: "quality-badge";
}

const doc = (
  slug: string,
  name: string,
  title: string,
  subject: string,
  revised = "2026-11-21",
): DocumentSource => ({
  slug,
  name,
  title,
  subject,
  revised,
});

export const documentSources = typeset({
  bilanFollowUp: doc(
    "statistiques-suivi-bilan-6-mois",
    "Statistiques du suivi à 6 mois des bilans de compétences",
    "Bilans de compétences : résultats du suivi à 6 mois",
    "Les chiffres du cabinet sur la situation des bénéficiaires six mois après leur bilan de compétences.",
  ),
  vaeEthics: doc(
    "vae-charte-ethique-deontologie",
    "Charte d’éthique et de déontologie de l’accompagnement VAE",
    "Accompagnement VAE : charte d’éthique et de déontologie",
    "Les engagements du cabinet et de ses accompagnateurs envers les candidats à la VAE.",
  ),
  vaeStatistics: doc(
    "vae-statistiques-juin-2025",
    "Statistiques VAE à critères prédéfinis, juin 2025",
    "Accompagnement VAE : statistiques à critères prédéfinis, juin 2025",
    "Les chiffres du cabinet sur les accompagnements VAE, arrêtés en juin 2025.",
    "2025-06-30",
  ),
  youthProgramme: doc(
    "orientation-jeunes-programme",
    "Programme du bilan d’orientation pour les jeunes",
    "Bilan d’orientation pour les jeunes : programme",
    "Objectifs, public, déroulé, durée, méthodes et tarif du bilan d’orientation pour les jeunes.",
  ),
  youthEthics: doc(
    "orientation-jeunes-charte-ethique",
    "Charte éthique de l’accompagnement des jeunes",
    "Accompagnement des jeunes : charte éthique",
    "Les engagements du cabinet envers les jeunes qu’il accompagne et leurs familles.",
  ),
  outplacement: doc(
    "outplacement-individuel-presentation",
    "Présentation de l’outplacement individuel",
    "L’outplacement individuel : présentation",
    "Les objectifs, les étapes et les modalités de l’outplacement individuel proposé par le cabinet.",
  ),
  businessCreationStatistics: doc(
    "creation-entreprise-statistiques",
    "Statistiques de l’accompagnement à la création d’entreprise",
    "Création d’entreprise : statistiques de l’accompagnement",
    "Les chiffres du cabinet sur les entreprises créées par les personnes qu’il a formées et accompagnées.",
  ),
  trainerProgramme: doc(
    "formation-formateur-programme",
    "Programme de la formation de formateur d’adultes",
    "Formation de formateur d’adultes : programme",
    "Objectifs, public, prérequis, durée, méthodes, évaluation et tarifs des deux niveaux de la formation de formateur.",
  ),
  trainerTerms: doc(
    "formation-formateur-tarifs-cgv",
    "Tarifs et conditions générales de vente de la formation de formateur",
    "Formation de formateur d’adultes : tarifs et conditions générales de vente",
    "Les tarifs de la formation de formateur et les conditions générales de vente du cabinet.",
    "2026-11-23",
  ),
  consultantProgramme: doc(
    "formation-consultant-programme",
    "Programme de la formation de consultant en gestion de carrières",
    "Formation de consultant en gestion de carrières : programme",
    "Objectifs, public, prérequis, durée, méthodes, évaluation et tarif de la formation de consultant en bilan de compétences.",
  ),
  consultantTerms: doc(
    "formation-consultant-tarifs-cgv",
    "Tarifs et conditions générales de vente de la formation de consultant",
    "Formation de consultant en gestion de carrières : tarifs et conditions générales de vente",
    "Le tarif de la formation de consultant et les conditions générales de vente du cabinet.",
    "2026-11-23",
  ),
  termsOfUse: doc(
    "conditions-generales-utilisation",
    "Conditions générales d’utilisation du site",
    "Conditions générales d’utilisation du site",
    "Les règles d’utilisation du site internet du cabinet.",
  ),
  privacyNotice: doc(
    "notice-rgpd",
    "Notice d’information sur la protection des données (RGPD)",
    "Protection des données personnelles : notice d’information (RGPD)",
    "Comment le cabinet collecte, utilise et protège les données personnelles, et comment exercer vos droits.",
  ),
  qualityCertificate: {
    ...doc(
      "certificat-qualite",
      "Certificat qualité",
      "Certification qualité : attestation et périmètre",
      "Le périmètre et la validité de la certification qualité du cabinet.",
      "2026-11-23",
    ),
    picture: "quality-badge",
  },
  disabilityCharter: doc(
    "handicap-charte-engagement",
    "Charte d’engagement pour l’accueil des personnes en situation de handicap",
    "Accueil des personnes en situation de handicap : charte d’engagement",
    "Les engagements du cabinet pour accueillir et accompagner les personnes en situation de handicap.",
    "2026-11-23",
  ),
  disabilityWelcome: doc(
    "handicap-livret-accueil",
    "Livret d’accueil des personnes en situation de handicap",
    "Livret d’accueil des personnes en situation de handicap",
    "Tout ce qu’il faut savoir pour préparer votre accompagnement lorsque vous êtes en situation de handicap.",
    "2026-11-23",
  ),
  accessibilityRegister: doc(
    "registre-public-accessibilite",
    "Registre public d’accessibilité",
    "Registre public d’accessibilité",
    "Les conditions d’accessibilité des locaux et des prestations du cabinet.",
    "2026-11-23",
  ),
  disabilityGeneral: doc(
    "handicap-informations-generales",
    "Handicap : informations générales et contacts utiles",
    "Handicap et formation : informations générales et contacts utiles",
    "Les droits, les aides et les interlocuteurs utiles pour suivre une formation ou un accompagnement en situation de handicap.",
    "2026-11-23",
  ),
  careerPathInterviewGuide: doc(
    "entretien-parcours-professionnel",
    "Guide de l’employeur : l’entretien de parcours professionnel",
    "L’entretien de parcours professionnel : le calendrier et les thèmes",
    "Le guide de l’employeur : quand organiser chaque entretien de parcours professionnel et ce qu’il doit aborder.",
    "2026-11-23",
  ),
  // The skills assessment's terms of sale (issue 13): in the assessment's list and the footer's legal list.
  bilanTerms: doc(
    "bilan-conditions-generales-de-vente",
    "Conditions générales de vente du bilan de compétences",
    "Bilan de compétences : conditions générales de vente",
    "Les conditions du contrat de bilan de compétences : durée, prix et paiement, rétractation, annulation, confidentialité, réclamations et médiation.",
    "2026-11-23",
  ),
} as const satisfies Record<string, DocumentSource>);

export type DocumentId = keyof typeof documentSources;

/** The document lists of spec section 3, each shown by one page or by the footer. */
export const documentLists = {
  bilan: ["bilanFollowUp", "bilanTerms"],
  vae: ["vaeEthics", "vaeStatistics"],
  youth: ["youthProgramme", "youthEthics"],
  outplacement: ["outplacement"],
  businessCreation: ["businessCreationStatistics"],
  trainer: ["trainerProgramme", "trainerTerms"],
  consultant: ["consultantProgramme", "consultantTerms"],
  legal: ["termsOfUse", "privacyNotice", "qualityCertificate", "bilanTerms"],
  disability: ["disabilityCharter", "disabilityWelcome", "accessibilityRegister", "disabilityGeneral"],
  careerPathInterview: ["careerPathInterviewGuide"],
} as const satisfies Record<string, readonly DocumentId[]>;

export type DocumentListId = keyof typeof documentLists;

/** What a page needs to link a document: its label, address and size, and its picture if any. */
export interface DocumentLink {
  name: string;
  pdfFile: string;
  bytes: number;
  picture?: DocumentSource["picture"];
}

/** Every list as links, given each PDF's size by slug (computed by the build step). */
export function documentLinks(
  bytes: Readonly<Record<string, number>>,
): Record<DocumentListId, DocumentLink[]> {
  const links = {} as Record<DocumentListId, DocumentLink[]>;
  for (const [list, ids] of Object.entries(documentLists) as [DocumentListId, readonly DocumentId[]][]) {
    links[list] = ids.map((id) => {
      const source: DocumentSource = documentSources[id];
      const size = bytes[source.slug];
      if (size === undefined) throw new Error(`Document "${source.slug}" was not built`);
      return {
        name: source.name,
        pdfFile: documentHref(source.slug),
        bytes: size,
        ...(source.picture ? { picture: source.picture } : {}),
      };
    });
  }
  return links;
}

/** The address of a document's PDF on the site. */
export function documentHref(slug: string): string {
  return `/documents/${slug}.pdf`;
}
