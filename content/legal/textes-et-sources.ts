/**
 * /textes-et-sources: every rule of law or funding the site states
 * (content/regulation.ts), with its summary, its sources, the date it applies
 * from, the date it was last checked and what it was checked against. Built
 * from `allRules`: a rule added there appears here at the next build, under
 * its theme below or, until it gets one, under « Autres règles ».
 */
import { longDate, typeset } from "../format.ts";
import { allRules, type Rule, type RuleId } from "../regulation.ts";
import { ruleAnchor, sourcesPagePath } from "./paths.ts";
import type { LegalBlock, LegalPage, LegalSection, TextLink } from "./types.ts";

type ThemeId = "bilan" | "cpf" | "vae" | "contrats" | "qualite" | "entreprise" | "site";

const themes: Record<ThemeId, string> = {
  bilan: "Bilan de compétences",
  cpf: "Compte personnel de formation (CPF)",
  vae: "Validation des acquis de l’expérience (VAE)",
  contrats: "Contrats, rétractation et médiation",
  qualite: "Certification qualité",
  entreprise: "Obligations des employeurs",
  site: "Informations légales du site",
};

/** Each rule's short title and theme, in the order the page lists them. */
const ruleHeadings: Partial<Record<RuleId, { theme: ThemeId; title: string }>> = {
  bilanMinAccompanimentHours: { theme: "bilan", title: "Durée minimale d’accompagnement" },
  bilanMaxHours: { theme: "bilan", title: "Durée maximale" },
  bilanPhases: { theme: "bilan", title: "Les trois phases du bilan" },
  cpfEligibleActions: { theme: "cpf", title: "Ce que le CPF peut financer" },
  cpfBilanCap: { theme: "cpf", title: "Plafond pour un bilan de compétences" },
  cpfBilanAccompanimentOnly: { theme: "cpf", title: "Seules les heures d’accompagnement" },
  cpfBilanWaitingYears: { theme: "cpf", title: "Délai entre deux bilans financés" },
  cpfParticipation: { theme: "cpf", title: "Participation forfaitaire du titulaire" },
  cpfStartDelayWorkingDays: { theme: "cpf", title: "Délai entre la commande et le début" },
  publicSectorCpf: { theme: "cpf", title: "Agents publics" },
  cpfBusinessCreationCertifying: { theme: "cpf", title: "Formations à la création d’entreprise" },
  vaeThroughFranceVae: { theme: "vae", title: "Passer par France VAE" },
  trainingContractWithdrawal: { theme: "contrats", title: "Rétractation et paiement d’un particulier" },
  distanceContractWithdrawal: { theme: "contrats", title: "Contrat conclu à distance" },
  consumerMediation: { theme: "contrats", title: "Médiateur de la consommation" },
  consumerMediationConditions: { theme: "contrats", title: "Saisir le médiateur" },
  qualityCertificationFunders: { theme: "qualite", title: "Financeurs qui exigent la certification" },
  qualityMarkSentence: { theme: "qualite", title: "Mention des catégories certifiées" },
  careerPathInterview: { theme: "entreprise", title: "Entretien de parcours professionnel" },
  publisherIdentification: { theme: "site", title: "Mentions légales d’un site professionnel" },
  trainingDeclarationNotice: { theme: "site", title: "Déclaration d’activité d’un organisme de formation" },
};

/** A rule's own blocks: its title (an anchor), its summary, its sources and dates. */
function ruleBlocks(rule: Rule<unknown> & { id: RuleId }, title: string): LegalBlock[] {
  const links = rule.sources.flatMap((source, index): (string | TextLink)[] => [
    ...(index > 0 ? [" ; "] : []),
    { label: source.text, href: source.url, newTab: true },
  ]);
  return [
    { subtitle: title, id: ruleAnchor(rule.id) },
    { paragraph: rule.summary },
    {
      facts: [
        { term: rule.sources.length > 1 ? "Textes" : "Texte", value: links },
        { term: "En vigueur depuis le", value: longDate(rule.inForceSince) },
        {
          term: "Dernière vérification",
          value: `${longDate(rule.checked)}, ${rule.verifiedWith === "primary" ? "sur le texte officiel" : "sur une source secondaire"}`,
        },
      ],
    },
  ];
}

/** The page's sections: one per theme, then the rules without one. */
function ruleSections(): LegalSection[] {
  const sections: LegalSection[] = [];
  const listed = new Set<RuleId>();
  for (const [theme, themeTitle] of Object.entries(themes)) {
    const rules = (Object.keys(ruleHeadings) as RuleId[])
      .filter((id) => ruleHeadings[id]?.theme === theme)
      .flatMap((id) => allRules.filter((rule) => rule.id === id));
    if (rules.length === 0) continue;
    for (const rule of rules) listed.add(rule.id);
    sections.push({
      id: theme,
      title: themeTitle,
      blocks: rules.flatMap((rule) => ruleBlocks(rule, ruleHeadings[rule.id]?.title ?? rule.id)),
    });
  }
  const others = allRules.filter((rule) => !listed.has(rule.id));
  if (others.length > 0) {
    sections.push({
      id: "autres",
      title: "Autres règles",
      blocks: others.flatMap((rule) => ruleBlocks(rule, rule.sources[0]?.text ?? rule.id)),
    });
  }
  return sections;
}

/** The day the list last changed: the latest check of its rules. */
const lastChecked =
  allRules
    .map((rule) => rule.checked)
    .sort()
    .at(-1) ?? "2026-11-23";

export const textesEtSources: LegalPage = typeset({
  path: sourcesPagePath,
  title: "Textes de référence",
  description:
    "Les règles de droit et de financement citées sur le site : résumé, texte officiel, date d’entrée en vigueur et date de la dernière vérification de chacune.",
  heading: "Textes de référence : les règles citées sur le site et leurs sources",
  intro: [
    "Les pages et les documents du site citent des règles du Code du travail, du Code de la consommation et des financeurs de la formation : durée d’un bilan de compétences, droits du compte personnel de formation, délais de rétractation… Chacune est rédigée à partir d’une seule fiche, reprise ci-dessous avec ses sources, pour que vous puissiez la vérifier.",
    "Pour chaque règle, la date de dernière vérification indique si elle a été contrôlée sur le texte officiel lui-même, ou sur une source secondaire : un site public d’information, un organisme professionnel ou la presse spécialisée qui présente le texte. Les liens ouvrent le texte dans un nouvel onglet.",
  ],
  sections: ruleSections(),
  lastModified: lastChecked,
  updatedLabel: "Liste vérifiée le",
});
