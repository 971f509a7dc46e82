/**
 * The service and training pages' paths, exactly as the spec writes them
 * (case included). Kept apart from the pages' content so that the route table
 * and the pre-render list do not load the copy; a unit test checks that
 * content/services/index.ts has one page per path.
 */
export const servicePaths = [
  "/vae",
  "/orientation_des_jeunes",
  "/outplacement",
  "/accompagnement_a_la_recherche_emploi",
  "/coaching",
  "/psychologie_du_travail",
  "/formation_creation_entreprise",
  "/formation_metier_formateur_adultes",
  "/formation_metier_consultant_en_gestion_de_carrieres",
  "/groupe_analyse_de_pratiques",
  "/formation_co-developpement",
  "/entretien_professionnel",
  "/gestion_RH_externalisee",
  "/ingenierie_formation",
  "/gestion_Formation_externalisee",
] as const;
