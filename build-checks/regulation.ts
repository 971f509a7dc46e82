/**
 * What the site must never say again, read as a visitor reads it: rules that
 * changed (decision 020), claims on services the CPF does not fund, and the
 * programme sheet every service page must carry (indicator 1). Pure functions
 * over text, so the tests can prove each check fails on a bad sentence.
 */
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
  why: string;
}

const { careerPathInterview, cpfParticipation } = regulation;

const supersededRules: readonly SupersededRule[] = [
  {
    id: "interview-every-two-years",
    pattern:
      /entretiens? professionnels?.{0,120}?(?:tous les|chaque) (?:2|deux)[\s\u00a0]ans|(?:tous les|chaque) (?:2|deux)[\s\u00a0]ans.{0,120}?entretiens? professionnels?/i,
    historicalAllowed: true,
    why: `the interview is every ${careerPathInterview.value.everyYears} years since the law of 24 October 2025`,
  },
  {
    id: "recap-every-six-years",
    pattern:
      /(?:tous les|chaque) (?:6|six)[\s\u00a0]ans.{0,80}?(?:état des lieux|bilan récapitulatif)|(?:état des lieux|bilan récapitulatif).{0,80}?(?:tous les|chaque) (?:6|six)[\s\u00a0]ans/i,
    historicalAllowed: true,
    why: `the recap is every ${careerPathInterview.value.summaryEveryYears} years since the law of 24 October 2025`,
  },
  {
    id: "bilan-fixed-24-hours",
    pattern:
      /durée légale (?:de|d’un bilan de) 24|même durée légale|durée (?:fixée|imposée) (?:par la loi )?(?:à|de) 24|bilan (?:de compétences )?dure 24|24[\s\u00a0]heures (?:légales|obligatoires|réglementaires)/i,
    historicalAllowed: false,
    why: `24 hours is the legal maximum (${regulation.bilanMaxHours.sources[0]?.text}), not a fixed duration`,
  },
  {
    id: "old-cpf-participation",
    pattern:
      /participation[^.]{0,60}?(?:100|102,23)[\s\u00a0]?€|(?:100|102,23)[\s\u00a0]?€[^.]{0,40}?participation/i,
    historicalAllowed: true,
    why: `the flat participation is ${cpfParticipation.value.amount} € in ${cpfParticipation.value.year}`,
  },
  {
    id: "blanket-access-delay",
    pattern: /délai d’accès[^.]{0,40}?10[\s\u00a0]jours maximum/i,
    historicalAllowed: false,
    why: "a CPF start takes at least 11 working days and a self-funded contract has a 10-day withdrawal period",
  },
  {
    id: "entretien-d-informations",
    pattern: /entretien d’informations/i,
    historicalAllowed: false,
    why: "« entretien d’information »",
  },
  {
    id: "de-avon",
    pattern: /\bde Avon\b/,
    historicalAllowed: false,
    why: "« d’Avon »",
  },
];

/** Sentences that state a superseded rule, as "rule id: sentence". */
export function supersededStatements(text: string): string[] {
  const found: string[] = [];
  for (const sentence of sentences(text)) {
    for (const rule of supersededRules) {
      if (!rule.pattern.test(sentence)) continue;
      if (rule.historicalAllowed && HISTORICAL.test(sentence)) continue;
      found.push(`${rule.id}: ${sentence}`);
    }
  }
  return found;
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
