/**
 * /mentions-legales: the legal notice the law on confidence in the digital
 * economy (LCEN, article 6) requires of a business site: publisher, director
 * of publication, host. Every identity value comes from content/site.ts.
 */

import { formatEuros } from "../bilan-facts";
import { documentHref } from "../documents/catalog";
import { fullAddress, openingHoursText, site } from "../site";
import { formatSiren, formatTrainingDeclaration, legalIdentity as legal } from "./identity";
import type { LegalPage } from "./types";

const phoneLink = { label: site.phone, href: site.phoneUri };
const emailLink = { label: site.email, href: `mailto:${site.email}` };

export const mentionsLegales: LegalPage = {
  path: "/mentions-legales",
  title: "Mentions légales",
  description: `Mentions légales du site de ${site.name}, cabinet conseil en ressources humaines à ${site.address.city}\u00a0: éditeur, immatriculation, publication, hébergeur.`,
  heading: `Mentions légales du site ${site.name}`,
  intro: [
    `Ces informations sont publiées conformément à l’article 6 de la loi pour la confiance dans l’économie numérique (LCEN) du 21 juin 2004. Elles s’appliquent au site ${new URL(site.url).host}.`,
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
              value: `Déclaration d’activité enregistrée sous le numéro ${formatTrainingDeclaration(legal.trainingDeclaration)} auprès du préfet de la région ${site.address.region}. Cet enregistrement ne vaut pas agrément de l’État.`,
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
      blocks: [
        {
          paragraph: `Responsable de la publication\u00a0: ${legal.publicationDirector}.`,
        },
      ],
    },
    {
      id: "hebergement",
      title: "Hébergement",
      blocks: [
        { paragraph: "Le site et son formulaire de contact sont hébergés par\u00a0:" },
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
            ["Par téléphone au ", phoneLink, `, ${openingHoursText()}\u00a0;`],
            ["par e-mail à ", emailLink, "\u00a0;"],
            [`par courrier\u00a0: ${legal.companyName}, ${fullAddress()}\u00a0;`],
            ["avec le ", { label: "formulaire de contact", href: "/contact" }, "."],
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
            "Toute reproduction, représentation ou adaptation, totale ou partielle, sans autorisation écrite préalable du cabinet est interdite (article L.\u00a0122-4 du Code de la propriété intellectuelle). Les courtes citations restent libres, à condition d’indiquer clairement leur source. Les marques et logos de tiers cités sur le site appartiennent à leurs propriétaires.",
        },
      ],
    },
    {
      id: "liens",
      title: "Liens",
      blocks: [
        {
          paragraph:
            "Le site renvoie vers d’autres sites\u00a0: pages du cabinet sur les réseaux sociaux, sites publics d’information sur la formation et l’emploi, service de cartographie. Le cabinet n’exerce aucun contrôle sur ces sites et n’est pas responsable de leur contenu.",
        },
        {
          paragraph:
            "Vous pouvez créer un lien vers n’importe quelle page du site sans autorisation préalable, à condition de ne pas laisser croire à un partenariat et de ne pas afficher le site à l’intérieur d’un autre site.",
        },
      ],
    },
    {
      id: "autres-informations",
      title: "Données personnelles, accessibilité et conditions d’utilisation",
      blocks: [
        {
          list: [
            [
              "L’usage de vos données personnelles est expliqué dans la ",
              { label: "politique de confidentialité", href: "/politique-de-confidentialite" },
              "\u00a0;",
            ],
            [
              "l’état d’accessibilité du site est décrit dans la ",
              { label: "déclaration d’accessibilité", href: "/accessibilite" },
              "\u00a0;",
            ],
            [
              "les règles d’utilisation du site sont dans les ",
              {
                label: "conditions générales d’utilisation (PDF)",
                href: documentHref("conditions-generales-utilisation"),
              },
              ".",
            ],
          ],
        },
      ],
    },
  ],
  lastModified: "2026-11-21",
};
