import { certificatePagePath, disabilityPagePath } from "./compliance-paths";
import { sourcesPagePath } from "./legal/paths";

/**
 * A short French label for every known path of the site: used by the
 * navigation and the breadcrumb, so a page is named the same everywhere.
 */
export const pageLabels: Readonly<Record<string, string>> = {
  "/": "Accueil",
  "/home": "Accueil",
  "/about": "Qui sommes-nous",
  "/bilan-de-competence": "Bilan de compétences",
  "/vae": "VAE",
  "/orientation_des_jeunes": "Orientation des jeunes",
  "/outplacement": "Outplacement",
  "/accompagnement_a_la_recherche_emploi": "Accompagnement à la recherche d’emploi",
  "/coaching": "Coaching",
  "/psychologie_du_travail": "Psychologie du travail",
  "/formation_creation_entreprise": "Formation à la création d’entreprise",
  "/formation_metier_formateur_adultes": "Formation de formateur d’adultes",
  "/formation_metier_consultant_en_gestion_de_carrieres": "Formation de consultant en gestion de carrières",
  "/groupe_analyse_de_pratiques": "Analyse des pratiques professionnelles",
  "/formation_co-developpement": "Formation au co-développement",
  "/entretien_professionnel": "Entretien de parcours professionnel",
  "/gestion_RH_externalisee": "Gestion RH externalisée",
  "/ingenierie_formation": "Ingénierie de formation",
  "/gestion_Formation_externalisee": "Gestion de la formation externalisée",
  "/contact": "Contact",
  "/blog": "Blog",
  "/blog/podcasts": "Podcasts",
  "/blog/podcasts/podcast-reconversion-questions": "Les questions à se poser",
  "/blog/podcasts/podcast-reconversion-reve-realite": "Du rêve à la réalité",
  "/blog/Trouver_sa_Voie": "Trouver sa voie",
  "/blog/La_Question_qui_Tue": "La question qui tue",
  "/blog/Motivation_vs_amotivation": "Motivation ou amotivation",
  "/blog/Souffrez_vous_de_l'hyperchoix": "L’hyperchoix",
  "/blog/A_chacun_sa_question_qui_tue_en_entretien_d_embauche": "Les questions qui tuent en entretien",
  "/blog/visualiser_votre_carriere_ideale_pour_une_reconversation_reussie":
    "Visualiser votre carrière idéale",
  "/bilan-de-competence/Landing-Page": "Votre bilan de compétences",
  "/bilan-de-competence/bilan-de-competence-avon": "Bilan de compétences à Avon",
  "/bilan-de-competence/bilan-de-competence-CPF": "Bilan de compétences avec le CPF",
  "/bilan-de-competence/bilan-de-competence-Apec": "Bilan de compétences avec l’Apec",
  "/bilan-de-competence/bilan-de-competence-melun": "Bilan de compétences à Melun",
  "/bilan-de-competence/bilan-de-competence-provins": "Bilan de compétences à Provins",
  "/bilan-de-competence/bilan-de-competence-en-ligne": "Bilan de compétences en ligne",
  "/bilan-de-competence/bilan-de-competence-reconversion": "Bilan de compétences et reconversion",
  "/bilan-de-competence/bilan-de-competence-fontainebleau": "Bilan de compétences à Fontainebleau",
  "/bilan-de-competence/bilan-de-competence-montereau-fault-yonne":
    "Bilan de compétences à Montereau-Fault-Yonne",
  "/mentions-legales": "Mentions légales",
  "/politique-de-confidentialite": "Politique de confidentialité",
  "/accessibilite": "Accessibilité",
  [disabilityPagePath]: "Handicap",
  [certificatePagePath]: "Certification qualité",
  [sourcesPagePath]: "Textes de référence",
};

/** "Trouver_sa_Voie" -> "Trouver sa Voie": a readable label for a segment nobody named. */
export function humanizeSegment(segment: string): string {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // A malformed escape stays as typed.
  }
  const words = decoded.replace(/[_-]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The label of a full path: its own name, or its last segment made readable. */
/**
 * Sections with a not-found page of their own (see sectionNotFoundPages in
 * routes-data.ts): an unknown page there is named by what it shows, not by
 * the address typed, so that the pre-rendered page and the page the browser
 * renders for any unknown address agree.
 */
export const podcastNotFoundLabel = "Podcast non trouvé";
export const sectionNotFoundLabels: Readonly<Record<string, string>> = {
  "/blog/podcasts/": podcastNotFoundLabel,
};

export function labelFor(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURI(path);
  } catch {
    // A malformed escape stays as typed.
  }
  const known = pageLabels[path] ?? pageLabels[decoded];
  if (known) return known;
  for (const [scope, label] of Object.entries(sectionNotFoundLabels)) {
    if (decoded.startsWith(scope) && !decoded.slice(scope.length).includes("/")) return label;
  }
  const last = path.split("/").filter(Boolean).pop() ?? "";
  return humanizeSegment(last);
}
