/**
 * /mentions-legales: the legal notice the law on confidence in the digital
 * economy (LCEN) requires of a business site: publisher, director of
 * publication, host; and the consumer mediator the consumer code requires
 * (regulation.consumerMediation). Every identity value comes from
 * content/site.ts and content/legal/identity.ts, every rule from
 * content/regulation.ts.
 */

import { documentHref } from "../documents/catalog.ts";
import { formatEuros, lowerFirst, typeset, yearsText } from "../format.ts";
import { regulation } from "../regulation.ts";
import { fullAddress, openingHoursText, site } from "../site.ts";
import { formatSiren, formatTrainingDeclaration, legalIdentity as legal } from "./identity.ts";
import { ruleHref } from "./paths.ts";
import type { LegalPage } from "./types.ts";

const phoneLink = { label: site.phone, href: site.phoneUri };
const emailLink = { label: site.email, href: `mailto:${site.email}` };
const { mediator } = legal;
const mediation = regulation.consumerMediationConditions.value;

export const mentionsLegales: LegalPage = typeset({
  path: "/mentions-legales",
  title: "Mentions légales",
  description: `Mentions légales du site de ${site.name}, cabinet conseil en ressources humaines à ${site.address.city} : éditeur, immatriculation, hébergeur, médiateur.`,
  heading: `Mentions légales du site ${site.name}`,
  intro: [
    `Ces informations sont publiées conformément à la ${lowerFirst(regulation.publisherIdentification.sources[0].text)} et au Code de la consommation. Elles s’appliquent au site ${new URL(site.url).host}.`,
  ],
  sections: [
    {
      id: "editeur",
      title: "Éditeur du site",
      blocks: [
        {
          facts: [
            { term: "Dénomination sociale", value: legal.companyName },
            { term: "Forme juridique", value: legal.form },
            { term: "Capital social", value: formatEuros(legal.shareCapitalEuros) },
            { term: "Siège social", value: fullAddress() },
            {
              term: "Immatriculation",
              value: `Registre du commerce et des sociétés (RCS) de ${legal.rcsCity}, SIREN ${formatSiren(legal.siren)}`,
            },
            { term: "Numéro de TVA intracommunautaire", value: legal.vatNumber },
            {
              term: "Organisme de formation",
              value: `Déclaration d’activité enregistrée sous le numéro ${formatTrainingDeclaration(legal.trainingDeclaration)} auprès du préfet de la région ${site.address.region}. ${regulation.trainingDeclarationNotice.value}`,
            },
            { term: "Téléphone", value: [phoneLink] },
            { term: "E-mail", value: [emailLink] },
          ],
        },
      ],
    },
    {
      id: "publication",
      title: "Direction de la publication",
      blocks: [{ paragraph: `Responsable de la publication : ${legal.publicationDirector}.` }],
    },
    {
      id: "hebergement",
      title: "Hébergement",
      blocks: [
        { paragraph: "Le site et son formulaire de contact sont hébergés par :" },
        {
          facts: [
            { term: "Hébergeur", value: legal.host.name },
            { term: "Adresse", value: legal.host.address },
            { term: "Téléphone", value: [{ label: legal.host.phone, href: legal.host.phoneUri }] },
          ],
        },
      ],
    },
    {
      id: "contact",
      title: "Nous contacter",
      blocks: [
        {
          list: [
            ["Par téléphone au ", phoneLink, `, ${openingHoursText()} ;`],
            ["par e-mail à ", emailLink, " ;"],
            [`par courrier : ${legal.companyName}, ${fullAddress()} ;`],
            ["avec le ", { label: "formulaire de contact", href: "/contact" }, "."],
          ],
        },
      ],
    },
    {
      id: "mediation",
      title: "Médiation de la consommation",
      blocks: [
        {
          paragraph:
            "Si vous êtes un consommateur et qu’un litige vous oppose au cabinet sur l’une de ses prestations, vous pouvez recourir gratuitement au médiateur de la consommation suivant :",
        },
        {
          facts: [
            { term: "Médiateur", value: mediator.name },
            { term: "Adresse", value: mediator.address },
            {
              term: "Site internet",
              value: [{ label: new URL(mediator.url).host, href: mediator.url, newTab: true }],
            },
          ],
        },
        {
          paragraph: `Avant de saisir le médiateur, adressez d’abord une réclamation écrite au cabinet, par e-mail ou par courrier. Si la réponse ne vous satisfait pas, ou en l’absence de réponse, vous pouvez saisir le médiateur au plus tard ${yearsText(mediation.withinYears)} après votre réclamation.`,
        },
        {
          paragraph: [
            `Textes applicables : ${lowerFirst(regulation.consumerMediation.sources[0].text)} et ${lowerFirst(regulation.consumerMediationConditions.sources[0].text)}. Ces règles sont reprises dans nos `,
            { label: "textes de référence", href: ruleHref("consumerMediation") },
            ".",
          ],
        },
      ],
    },
    {
      id: "propriete-intellectuelle",
      title: "Propriété intellectuelle",
      blocks: [
        {
          paragraph: `Les textes, illustrations, logos, vidéos, documents téléchargeables et la mise en page du site sont protégés par le droit de la propriété intellectuelle. Ils appartiennent à ${legal.companyName} ou sont utilisés avec l’autorisation de leurs titulaires.`,
        },
        {
          paragraph:
            "Toute reproduction, représentation ou adaptation, totale ou partielle, sans autorisation écrite préalable du cabinet est interdite (article L122-4 du Code de la propriété intellectuelle). Les courtes citations restent libres, à condition d’indiquer clairement leur source. Les marques et logos de tiers cités sur le site appartiennent à leurs propriétaires.",
        },
      ],
    },
    {
      id: "liens",
      title: "Liens",
      blocks: [
        {
          paragraph:
            "Le site renvoie vers d’autres sites : pages du cabinet sur les réseaux sociaux, sites publics d’information sur la formation et l’emploi, textes officiels, service de cartographie. Le cabinet n’exerce aucun contrôle sur ces sites et n’est pas responsable de leur contenu.",
        },
        {
          paragraph:
            "Vous pouvez créer un lien vers n’importe quelle page du site sans autorisation préalable, à condition de ne pas laisser croire à un partenariat et de ne pas afficher le site à l’intérieur d’un autre site.",
        },
      ],
    },
    {
      id: "autres-informations",
      title: "Données personnelles, accessibilité et conditions",
      blocks: [
        {
          list: [
            [
              "L’usage de vos données personnelles est expliqué dans la ",
              { label: "politique de confidentialité", href: "/politique-de-confidentialite" },
              " ;",
            ],
            [
              "l’état d’accessibilité du site est décrit dans la ",
              { label: "déclaration d’accessibilité", href: "/accessibilite" },
              " ;",
            ],
            [
              "les règles d’utilisation du site sont dans les ",
              {
                label: "conditions générales d’utilisation (PDF)",
                href: documentHref("conditions-generales-utilisation"),
              },
              " ;",
            ],
            [
              "les conditions de vente du bilan de compétences sont dans ses ",
              {
                label: "conditions générales de vente (PDF)",
                href: documentHref("bilan-conditions-generales-de-vente"),
              },
              ", celles des formations avec leurs tarifs, sur la page de chaque formation.",
            ],
          ],
        },
      ],
    },
  ],
  lastModified: "2026-11-23",
});
