/**
 * The service and training pages (spec section 2, "Other service pages"),
 * one module each, rendered by one route module (app/routes/service.tsx).
 * Read at build time only (app/lib/services.server.ts); the paths are cheap.
 * The list is typeset (content/format.ts): the modules hold plain text.
 */

import { typeset } from "../format.ts";
import { practiceAnalysis } from "./analyse-de-pratiques.ts";
import { coDevelopment } from "./co-developpement.ts";
import { coaching } from "./coaching.ts";
import { careerConsultantTraining } from "./consultant-carrieres.ts";
import { businessCreation } from "./creation-entreprise.ts";
import { professionalReview } from "./entretien-professionnel.ts";
import { trainerTraining } from "./formateur-adultes.ts";
import { outsourcedTraining } from "./gestion-formation-externalisee.ts";
import { outsourcedHr } from "./gestion-rh-externalisee.ts";
import { trainingEngineering } from "./ingenierie-formation.ts";
import { youthGuidance } from "./orientation-des-jeunes.ts";
import { outplacement } from "./outplacement.ts";
import { workPsychology } from "./psychologie-du-travail.ts";
import { jobSearch } from "./recherche-emploi.ts";
import type { ServicePage } from "./types.ts";
import { vae } from "./vae.ts";

/** In the order of the navigation menus. */
export const servicePages: readonly ServicePage[] = typeset([
  vae,
  youthGuidance,
  outplacement,
  jobSearch,
  coaching,
  workPsychology,
  businessCreation,
  trainerTraining,
  careerConsultantTraining,
  practiceAnalysis,
  coDevelopment,
  professionalReview,
  outsourcedHr,
  trainingEngineering,
  outsourcedTraining,
]);

/** The service and training pages' paths, in the order of the menus. */
export const servicePaths: readonly string[] = servicePages.map((page) => page.path);
