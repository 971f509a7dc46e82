/**
 * What the site must never say again, read as a visitor reads it: rules that
 * changed (decision 020), claims on services the CPF does not fund, and the
 * programme sheet every service page must carry (indicator 1). Pure functions
 * over text, so the tests can prove each check fails on a bad sentence.
 */
import { formatEuros } from "../content/format.ts";
import { programmeSheetFields } from "../content/programme-sheet.ts";
import { regulation } from "../content/regulation.ts";
import { sentences } from "./page-text.ts";

/** A sentence that only describes the former rule, or contrasts with it, may name it. */
const HISTORICAL =
  /remplac|ancien|auparavant|avant la réforme|au lieu d|n’est plus|ne sont plus|n'est plus|jusqu’à présent|jusqu’ici|jusqu’en|jusqu’au 2|désormais|contre /i;
const NEGATION = /\b(?:pas|non|ni|jamais|aucun|aucune)\b|\bn’|\bn'/i;

interface SupersededRule {
  id: string;
  /** What the sentence wrongly says. */
  pattern: RegExp;
  /** Whether a sentence that speaks of the former rule as former is allowed. */
  historicalAllowed: boolean;
  /** Why, in French: the rule of today (the editor reads it in the publication's report). */
  why: string;
}

const { careerPathInterview, cpfParticipation } = regulation;

const supersededRules: readonly SupersededRule[] = [
  {
    id: "interview-every-two-years",
    pattern:
      /entretiens? professionnels?.{0,120}?(?:tous les|chaque) (?:2|deux)[\s\u00a0]ans|(?:tous les|chaque) (?:2|deux)[\s\u00a0]ans.{0,120}?entretiens? professionnels?/i,
    historicalAllowed: true,
    why: `l’entretien professionnel a lieu tous les ${careerPathInterview.value.everyYears}\u00a0ans depuis la loi du 24\u00a0octobre 2025`,
  },
  {
    id: "recap-every-six-years",
    pattern:
      /(?:tous les|chaque) (?:6|six)[\s\u00a0]ans.{0,80}?(?:état des lieux|bilan récapitulatif)|(?:état des lieux|bilan récapitulatif).{0,80}?(?:tous les|chaque) (?:6|six)[\s\u00a0]ans/i,
    historicalAllowed: true,
    why: `l’état des lieux récapitulatif a lieu tous les ${careerPathInterview.value.summaryEveryYears}\u00a0ans depuis la loi du 24\u00a0octobre 2025`,
  },
  {
    id: "bilan-fixed-24-hours",
    pattern:
      /durée légale (?:de|d’un bilan de) 24|même durée légale|durée (?:fixée|imposée) (?:par la loi )?(?:à|de) 24|bilan (?:de compétences )?dure 24|24[\s\u00a0]heures (?:légales|obligatoires|réglementaires)/i,
    historicalAllowed: false,
    why: `24\u00a0heures est la durée maximale prévue par la loi (${regulation.bilanMaxHours.sources[0]?.text}), pas une durée imposée`,
  },
  {
    id: "old-cpf-participation",
    pattern:
      /participation[^.]{0,60}?(?:100|102,23)[\s\u00a0]?€|(?:100|102,23)[\s\u00a0]?€[^.]{0,40}?participation/i,
    historicalAllowed: true,
    why: `la participation forfaitaire au CPF est de ${formatEuros(cpfParticipation.value.amount)} en ${cpfParticipation.value.year}`,
  },
  {
    id: "blanket-access-delay",
    pattern: /délai d’accès[^.]{0,40}?10[\s\u00a0]jours maximum/i,
    historicalAllowed: false,
    why: "une entrée par le CPF demande au moins 11\u00a0jours ouvrés, et un contrat payé par la personne a un délai de rétractation de 10\u00a0jours",
  },
  {
    id: "entretien-d-informations",
    pattern: /entretien d’informations/i,
    historicalAllowed: false,
    why: "on écrit «\u00a0entretien d’information\u00a0»",
  },
  {
    id: "de-avon",
    pattern: /\bde Avon\b/,
    historicalAllowed: false,
    why: "on écrit «\u00a0d’Avon\u00a0»",
  },
];

/** A sentence that states a superseded rule, the rule's id, and the rule of today in French. */
export interface SupersededFinding {
  sentence: string;
  id: string;
  why: string;
}

/** The sentences of `text` that state a superseded rule (a page's text, a PDF's, a content file's field). */
export function supersededFindings(text: string): SupersededFinding[] {
  const found: SupersededFinding[] = [];
  for (const sentence of sentences(text)) {
    for (const rule of supersededRules) {
      if (!rule.pattern.test(sentence)) continue;
      if (rule.historicalAllowed && HISTORICAL.test(sentence)) continue;
      found.push({ sentence, id: rule.id, why: rule.why });
    }
  }
  return found;
}

/** Sentences that state a superseded rule, each in French with the rule of today: « la phrase » (pourquoi) [rule id]. */
export function supersededStatements(text: string): string[] {
  return supersededFindings(text).map(
    ({ sentence, id, why }) => `«\u00a0${sentence}\u00a0» (${why}) [${id}]`,
  );
}

/** A sentence that says the CPF pays for what the page offers. */
const CPF_CLAIM =
  /éligibles? (?:au|à votre|à ton) (?:CPF|compte personnel de formation)|finançables? (?:par|avec) (?:le|votre|ton) (?:CPF|compte personnel de formation)|pris(?:e|es)? en charge (?:par|avec) (?:le|votre) (?:CPF|compte personnel de formation)|financ\w* (?:par|avec) (?:le|votre) (?:CPF|compte personnel de formation)|avec (?:votre|le|son) (?:compte personnel de formation|CPF)(?: \(CPF\))?[\s\u00a0]*:|Éligible CPF/i;

/** On a page whose service the CPF does not fund: the sentences that say it does. */
export function cpfClaims(text: string): string[] {
  return sentences(text).filter((sentence) => CPF_CLAIM.test(sentence) && !NEGATION.test(sentence));
}

const PUBLIC_SECTOR = /agents? publics?|fonction publique|fonctionnaires?/i;
const NO_AGREEMENT =
  /sans (?:l’|l')accord de (?:votre|leur|son) employeur|sans que (?:votre|leur|son) employeur (?:en )?soit informé/i;

/**
 * Addressing public-sector agents, a page must not say the CPF needs no
 * agreement: a clause that waives the employer's agreement is wrong when it
 * speaks of agents, or when its paragraph does and the clause does not say it
 * is about the private sector.
 */
export function publicSectorAgreementClaims(blocks: readonly string[]): string[] {
  return blocks.flatMap((block) =>
    block
      .split(/[.;!?]\s/)
      .filter(
        (clause) =>
          NO_AGREEMENT.test(clause) &&
          (PUBLIC_SECTOR.test(clause) ||
            (PUBLIC_SECTOR.test(block) && !/secteur privé|du privé/i.test(clause))),
      ),
  );
}

/** The indicator-1 fields a page's HTML lacks or leaves empty (ProgrammeSheetSection renders data-field rows). */
export function missingProgrammeFields(html: string): string[] {
  return programmeSheetFields.filter(
    (field) => !new RegExp(`data-field="${field}"[^>]*><dt>[^<]+</dt><dd>(?!</dd>)`).test(html),
  );
}
