/**
 * The service and training pages (spec section 2, "Other service pages"),
 * one module each, rendered by one route module (app/routes/service.tsx).
 * Read at build time only (app/lib/services.server.ts); the paths are cheap.
 * The list is typeset (content/format.ts): the modules hold plain text.
 */

import { typeset } from "../format";
import { practiceAnalysis } from "./analyse-de-pratiques";
import { coDevelopment } from "./co-developpement";
import { coaching } from "./coaching";
import { careerConsultantTraining } from "./consultant-carrieres";
import { businessCreation } from "./creation-entreprise";
import { professionalReview } from "./entretien-professionnel";
import { trainerTraining } from "./formateur-adultes";
import { outsourcedTraining } from "./gestion-formation-externalisee";
import { outsourcedHr } from "./gestion-rh-externalisee";
import { trainingEngineering } from "./ingenierie-formation";
import { youthGuidance } from "./orientation-des-jeunes";
import { outplacement } from "./outplacement";
import { workPsychology } from "./psychologie-du-travail";
import { jobSearch } from "./recherche-emploi";
import type { ServicePage } from "./types";
import { vae } from "./vae";

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
