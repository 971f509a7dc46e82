/** The legal and information pages, in the footer's order. Read at build time (app/lib/legal.server.ts). */
import { accessibilite } from "./accessibilite";
import { certificationQualite } from "./certification-qualite";
import { handicap } from "./handicap";
import { mentionsLegales } from "./mentions-legales";
import { politiqueDeConfidentialite } from "./politique-de-confidentialite";
import { textesEtSources } from "./textes-et-sources";
import type { LegalPage } from "./types";

export const legalPages: readonly LegalPage[] = [
  mentionsLegales,
  politiqueDeConfidentialite,
  accessibilite,
  handicap,
  certificationQualite,
  textesEtSources,
];
