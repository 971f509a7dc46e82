/** The skills-assessment page: its own path, and where every landing page sends the visitor for details. */
export const BILAN_PATH = "/bilan-de-competence";
