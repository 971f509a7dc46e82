import { labelFor } from "./pages";

export interface NavLink {
  path: string;
  label: string;
}

/** A titled group of links inside a menu (the spec's nested submenus). */
export interface NavGroup {
  title: string;
  links: NavLink[];
}

export interface NavMenu {
  id: string;
  label: string;
  groups: NavGroup[];
}

export type NavEntry = { kind: "link"; link: NavLink } | { kind: "menu"; menu: NavMenu };

const link = (path: string, label = labelFor(path)): NavLink => ({ path, label });
const plain = (...paths: string[]): NavGroup => ({ title: "", links: paths.map((p) => link(p)) });

/** The main navigation, in the spec's order. */
export const navigation: NavEntry[] = [
  { kind: "link", link: link("/home") },
  { kind: "link", link: link("/about") },
  {
    kind: "menu",
    menu: {
      id: "emploi-carriere",
      label: "Gestion emploi et carrière",
      groups: [
        plain(
          "/bilan-de-competence",
          "/vae",
          "/orientation_des_jeunes",
          "/outplacement",
          "/accompagnement_a_la_recherche_emploi",
          "/coaching",
          "/psychologie_du_travail",
        ),
      ],
    },
  },
  {
    kind: "menu",
    menu: {
      id: "formation",
      label: "Formation",
      groups: [
        plain(
          "/formation_creation_entreprise",
          "/formation_metier_formateur_adultes",
          "/formation_metier_consultant_en_gestion_de_carrieres",
          "/groupe_analyse_de_pratiques",
          "/formation_co-developpement",
        ),
      ],
    },
  },
  {
    kind: "menu",
    menu: {
      id: "ingenierie",
      label: "Ingénierie et administration de la formation",
      groups: [
        { title: "Entreprise", links: [link("/entretien_professionnel"), link("/gestion_RH_externalisee")] },
        plain("/ingenierie_formation"),
        { title: "Organisme de formation", links: [link("/gestion_Formation_externalisee")] },
      ],
    },
  },
  { kind: "link", link: link("/blog") },
  { kind: "link", link: link("/contact") },
];

/** The city and topic landing pages listed in the footer. */
export const footerLandingLinks: NavLink[] = [
  link("/bilan-de-competence/bilan-de-competence-fontainebleau", "Fontainebleau"),
  link("/bilan-de-competence/bilan-de-competence-melun", "Melun"),
  link("/bilan-de-competence/bilan-de-competence-montereau-fault-yonne", "Montereau-Fault-Yonne"),
  link("/bilan-de-competence/bilan-de-competence-avon", "Avon"),
  link("/bilan-de-competence/bilan-de-competence-provins", "Provins"),
  link("/bilan-de-competence/bilan-de-competence-en-ligne", "En ligne"),
  link("/bilan-de-competence/bilan-de-competence-CPF", "Avec le CPF"),
  link("/bilan-de-competence/bilan-de-competence-reconversion", "Reconversion"),
  link("/bilan-de-competence/bilan-de-competence-Apec", "Avec l’Apec"),
];
