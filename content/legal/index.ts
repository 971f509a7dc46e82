/** The legal and information pages, in the footer's order. Read at build time (app/lib/legal.server.ts). */
import { accessibilite } from "./accessibilite.ts";
import { certificationQualite } from "./certification-qualite.ts";
import { handicap } from "./handicap.ts";
import { mentionsLegales } from "./mentions-legales.ts";
import { politiqueDeConfidentialite } from "./politique-de-confidentialite.ts";
import { textesEtSources } from "./textes-et-sources.ts";
import type { LegalPage } from "./types.ts";

export const legalPages: readonly LegalPage[] = [
  mentionsLegales,
  politiqueDeConfidentialite,
  accessibilite,
  handicap,
  certificationQualite,
  textesEtSources,
];
