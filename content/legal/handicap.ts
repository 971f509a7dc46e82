/**
 * /handicap: how the firm welcomes people with a disability (indicator 26 of
 * the national quality framework): the disability referent and how to reach
 * her, what can be adapted, how to ask, the partners and what each does, and
 * the disability documents. The referent comes from content/site.ts.
 * Partners' sites are linked only where the address is certain; the others
 * are named without a link.
 */
import { disabilityPagePath } from "../compliance-paths.ts";
import { documentHref } from "../documents/catalog.ts";
import { typeset } from "../format.ts";
import { fullAddress, openingHoursText, site } from "../site.ts";
import type { LegalPage } from "./types.ts";

const referent = site.disabilityReferent;
/** "Référente handicap": the title as a label. */
const referentTitle = referent.title.charAt(0).toUpperCase() + referent.title.slice(1);
const phoneLink = { label: site.phone, href: site.phoneUri };
const emailLink = { label: site.email, href: `mailto:${site.email}` };

export const handicap: LegalPage = typeset({
  path: disabilityPagePath,
  title: "Handicap : accueil et adaptations",
  description:
    "Bilan, VAE ou formation en situation de handicap : votre interlocutrice, les adaptations possibles, comment les demander et les partenaires qui vous aident.",
  heading: `Accueil des personnes en situation de handicap chez ${site.name}`,
  intro: [
    `Un handicap, visible ou non, ne doit pas vous empêcher de faire un bilan de compétences, une VAE, une formation ou un accompagnement. ${site.name} adapte ses prestations à votre situation, avec une interlocutrice dédiée, et s’appuie sur des partenaires spécialisés quand c’est nécessaire.`,
  ],
  sections: [
    {
      id: "referente",
      title: `Votre interlocutrice : notre ${referent.title}`,
      blocks: [
        {
          paragraph: `${referent.name} est la ${referent.title} du cabinet. Elle recueille vos besoins, étudie avec vous les adaptations utiles, les organise avec votre consultant ou votre formateur et, si besoin, fait le lien avec les partenaires ci-dessous.`,
        },
        {
          facts: [
            { term: referentTitle, value: referent.name },
            { term: "Téléphone", value: [phoneLink] },
            { term: "E-mail", value: [emailLink, `, en indiquant « ${referentTitle} » dans l’objet`] },
            { term: "Horaires", value: openingHoursText() },
          ],
        },
      ],
    },
    {
      id: "adaptations",
      title: "Ce que nous pouvons adapter",
      blocks: [
        {
          list: [
            "le rythme : séances plus courtes, pauses plus fréquentes, parcours étalé sur une période plus longue, horaires aménagés ;",
            "les supports : documents envoyés à l’avance, en gros caractères ou dans une version numérique lisible par un lecteur d’écran, consignes orales reprises par écrit, temps supplémentaire pour les tests et les exercices ;",
            `le lieu : nos locaux au ${fullAddress()}, accessibles aux personnes à mobilité réduite, un autre de nos lieux de rendez-vous ou une salle partenaire accessible ;`,
            "les séances à distance : toute prestation peut se dérouler en tout ou partie en visioconférence, avec un essai technique préalable si vous le souhaitez et votre propre matériel adapté ;",
            "la présence d’un accompagnant : la personne de votre choix, un interprète en langue des signes, un codeur ou votre chien guide ou d’assistance.",
          ],
        },
      ],
    },
    {
      id: "demander",
      title: "Comment demander une adaptation",
      blocks: [
        {
          paragraph: `Le plus simple est d’en parler dès votre premier contact, par téléphone, par e-mail ou lors du premier entretien, gratuit et sans engagement : les adaptations sont alors prêtes dès la première séance. Vous pouvez aussi en parler à tout moment de votre parcours, à votre consultant, à votre formateur ou directement à ${referent.name}.`,
        },
        {
          paragraph:
            "Vous n’êtes jamais obligé de parler de votre handicap, ni de fournir un diagnostic ou un certificat médical : ce qui compte, ce sont vos besoins concrets. Ce que vous nous confiez reste confidentiel et n’est communiqué à personne, ni à votre employeur ni à un financeur, sans votre accord.",
        },
      ],
    },
    {
      id: "partenaires",
      title: "Les partenaires qui peuvent vous aider",
      blocks: [
        {
          paragraph:
            "Lorsqu’une adaptation dépasse nos moyens, ou pour financer une aide, nous travaillons avec les acteurs spécialisés et pouvons vous aider à préparer vos démarches :",
        },
        {
          list: [
            [
              { label: "l’Agefiph", href: "https://www.agefiph.fr", newTab: true },
              ", pour les salariés du secteur privé, les demandeurs d’emploi et les travailleurs indépendants : aides à la formation et à la compensation du handicap (aides techniques, humaines ou organisationnelles) ;",
            ],
            [
              { label: "le FIPHFP", href: "https://www.fiphfp.fr", newTab: true },
              ", pour les agents des trois fonctions publiques : il finance, par l’intermédiaire de leur employeur public, les aménagements et les formations liés au handicap ;",
            ],
            "Cap emploi, qui accompagne les personnes handicapées vers l’emploi, dans une reconversion et pour se maintenir dans leur emploi ;",
            "la Maison départementale des personnes handicapées de Seine-et-Marne (MDPH 77), qui reconnaît vos droits : reconnaissance de la qualité de travailleur handicapé (RQTH), carte mobilité inclusion, orientation ;",
            "la Ressource handicap formation (RHF) de l’Agefiph en Île-de-France, qui conseille les organismes de formation, dont le cabinet, pour adapter un parcours à une situation de handicap.",
          ],
        },
      ],
    },
    {
      id: "documents",
      title: "Nos documents",
      blocks: [
        {
          paragraph:
            "Notre charte d’engagement, notre livret d’accueil, notre registre public d’accessibilité et un document d’information sur vos droits et les aides détaillent notre organisation. Sur simple demande, nous vous les envoyons sous une autre forme.",
        },
        { documents: "disability" },
        {
          paragraph: [
            "L’accessibilité du site internet lui-même est décrite dans la ",
            { label: "déclaration d’accessibilité", href: "/accessibilite" },
            ". Les conditions de vente du bilan de compétences, dans leurs ",
            {
              label: "conditions générales de vente (PDF)",
              href: documentHref("bilan-conditions-generales-de-vente"),
            },
            ", rappellent aussi ces adaptations.",
          ],
        },
      ],
    },
  ],
  lastModified: "2026-11-23",
});
