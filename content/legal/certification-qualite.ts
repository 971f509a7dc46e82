/**
 * /certification-qualite: the firm's quality certificate (certifier,
 * validity, certified categories with the sentence the mark's charter
 * requires), what the certification is for, the access delays, and the
 * certificate PDF. The badge shown is the site's own neutral picture: the
 * official mark is not reproduced. Facts from content/site.ts, rules from
 * content/regulation.ts.
 */
import { certificatePagePath } from "../compliance-paths.ts";
import { documentHref } from "../documents/catalog.ts";
import { daysText, joinList, longDate, typeset } from "../format.ts";
import { accessDelayItems } from "../quality.ts";
import { regulation } from "../regulation.ts";
import { fullAddress, site } from "../site.ts";
import { legalIdentity as legal } from "./identity.ts";
import { ruleHref, sourcesPagePath } from "./paths.ts";
import type { LegalPage } from "./types.ts";

const { certifier, validUntil, categories, accessDelayDays } = site.quality;
const funders = regulation.qualityCertificationFunders.value;

export const certificationQualite: LegalPage = typeset({
  path: certificatePagePath,
  title: "Certification qualité",
  description: `Le certificat qualité de ${site.name} : organisme certificateur, date de validité, catégories d’actions certifiées, financements concernés et délais d’accès.`,
  heading: `La certification qualité de ${site.name}`,
  intro: [
    `Le cabinet ${legal.companyName} est certifié selon le référentiel national qualité des prestataires d’actions concourant au développement des compétences. Cette page présente le certificat, ce qu’il couvre et à quoi il sert.`,
  ],
  sections: [
    {
      id: "certificat",
      title: "Le certificat",
      blocks: [
        { picture: "quality-badge", alt: "Badge « Certifié qualité » du cabinet" },
        {
          facts: [
            { term: "Organisme certifié", value: `${legal.companyName}, ${fullAddress()}` },
            { term: "Certificat délivré par", value: certifier },
            { term: "Valide jusqu’au", value: longDate(validUntil) },
          ],
        },
        { paragraph: regulation.qualityMarkSentence.value },
        {
          list: categories.map(
            (category, index) => `${category}${index < categories.length - 1 ? " ;" : "."}`,
          ),
        },
        {
          paragraph:
            "Le document ci-dessous reprend ces informations. Le certificat original, délivré par l’organisme certificateur, vous est envoyé sur simple demande.",
        },
        { documents: "legal", only: [documentHref("certificat-qualite")] },
      ],
    },
    {
      id: "a-quoi-elle-sert",
      title: "À quoi sert la certification",
      blocks: [
        {
          paragraph: `La certification est exigée pour qu’une prestation puisse être financée par ${joinList(funders, "ou")}. C’est elle qui permet, par exemple, de payer un bilan de compétences avec votre CPF ou de le faire prendre en charge par l’opérateur de compétences de votre employeur.`,
        },
        {
          paragraph:
            "Elle n’est pas exigée lorsqu’un employeur paie une prestation sur ses propres fonds, sans passer par l’un de ces financeurs.",
        },
        {
          paragraph:
            "Elle est délivrée après un audit, par un organisme certificateur indépendant qui vérifie que le cabinet respecte le référentiel national qualité.",
        },
      ],
    },
    {
      id: "delais",
      title: "Délais d’accès",
      blocks: [
        {
          paragraph: `Un premier rendez-vous vous est proposé au plus tard ${daysText(accessDelayDays)} après votre demande. Votre accompagnement commence ensuite :`,
        },
        { list: accessDelayItems },
      ],
    },
    {
      id: "badge",
      title: "Le badge affiché sur ce site",
      blocks: [
        {
          paragraph:
            "Le badge « Certifié qualité » est un visuel propre au cabinet : il ne reproduit pas la marque officielle de la certification. La certification se rapporte au cabinet et aux catégories d’actions citées ci-dessus, pas à une formation ou à une prestation en particulier.",
        },
      ],
    },
    {
      id: "verifier",
      title: "Vérifier ces informations",
      blocks: [
        {
          paragraph: [
            "Les règles citées sur cette page sont reprises, avec leurs textes officiels, dans nos ",
            { label: "textes de référence", href: sourcesPagePath },
            ". Voir notamment ",
            {
              label: "les financeurs qui exigent la certification",
              href: ruleHref("qualityCertificationFunders"),
            },
            ".",
          ],
        },
      ],
    },
  ],
  lastModified: "2026-11-23",
});
