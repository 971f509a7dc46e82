/**
 * /accessibilite: the accessibility statement, on the model the RGAA gives.
 * Without a conformity audit the RGAA requires the state « non conforme »,
 * whatever automated tests say: change `conformity` only with an audit's
 * results (rate, date, auditor), and bump lastModified.
 */

import { typeset } from "../format.ts";
import { fullAddress, site } from "../site.ts";
import { legalIdentity } from "./identity.ts";
import type { LegalPage } from "./types.ts";

const host = new URL(site.url).host;
const phoneLink = { label: site.phone, href: site.phoneUri };
const emailLink = { label: site.email, href: `mailto:${site.email}` };

export const accessibilite: LegalPage = typeset({
  path: "/accessibilite",
  title: "Déclaration d’accessibilité",
  description: `État d’accessibilité du site ${site.name} au regard du RGAA 4.1.2 : tests réalisés, limites connues, signaler un problème et voies de recours.`,
  heading: `Déclaration d’accessibilité du site ${site.name}`,
  intro: [
    `${site.name} s’engage à rendre son site internet accessible à tous, notamment aux personnes en situation de handicap. Cette déclaration d’accessibilité s’applique au site ${host}.`,
  ],
  sections: [
    {
      id: "etat-de-conformite",
      title: "État de conformité",
      blocks: [
        {
          paragraph: `Le site ${host} est non conforme avec le RGAA, version 4.1.2 (référentiel général d’amélioration de l’accessibilité), car il n’a pas encore fait l’objet d’un audit de conformité.`,
        },
        {
          paragraph:
            "En l’absence d’audit, le RGAA impose cette mention, même si les tests décrits ci-dessous ne relèvent aucune erreur. Le site a été conçu pour respecter le niveau AA du RGAA et des règles internationales WCAG 2.2 ; seul un audit complet permettra de mesurer précisément son taux de conformité.",
        },
      ],
    },
    {
      id: "tests",
      title: "Tests réalisés",
      blocks: [
        {
          paragraph:
            "À chaque modification du site, des tests automatiques vérifient chacune des pages du site (accueil, services, pages locales, blog, contact, pages d’information) :",
        },
        {
          list: [
            "analyse avec axe-core des critères des WCAG 2.0, 2.1 et 2.2, niveaux A et AA, à 375 pixels de large (téléphone) et à 1 280 pixels (ordinateur) : aucune erreur n’est tolérée ;",
            "parcours au clavier seul du menu de navigation et du formulaire de contact ;",
            "vérification que les pages principales et les pages d’information se lisent sans défilement horizontal à 320 pixels de large, l’équivalent d’un zoom à 400 %, et dans une fenêtre de 1 280 pixels agrandie à 200 %.",
          ],
        },
        {
          paragraph:
            "Lors des mesures de performance, Lighthouse évalue aussi chaque page, avec un objectif de 100 sur 100 en accessibilité.",
        },
        {
          paragraph:
            "Les pages n’ont pas encore été vérifiées manuellement, critère par critère, ni avec des technologies d’assistance comme les lecteurs d’écran NVDA ou VoiceOver.",
        },
      ],
    },
    {
      id: "technologies",
      title: "Technologies et outils",
      blocks: [
        {
          facts: [
            { term: "Technologies utilisées", value: "HTML5, CSS, JavaScript, WAI-ARIA, PDF" },
            {
              term: "Outils de test",
              value: "axe-core, Playwright avec le navigateur Chromium, Lighthouse",
            },
          ],
        },
      ],
    },
    {
      id: "limites",
      title: "Limites connues",
      blocks: [
        {
          list: [
            "Les contenus fournis par des services extérieurs, chargés seulement à votre demande, n’ont pas été testés : le lecteur de vidéos YouTube et le widget d’avis clients. Le titre de chaque vidéo et la note moyenne des avis restent affichés par le site lui-même.",
            "Les documents PDF sont produits avec leur structure (titres, listes, tableaux), leur titre et leur langue, mais ils n’ont pas été audités. Sur simple demande, nous vous envoyons leur contenu sous une autre forme.",
            "Le titre principal de chaque page est destiné aux lecteurs d’écran et n’est pas affiché à l’écran ; le fil d’Ariane indique la page où vous êtes.",
          ],
        },
      ],
    },
    {
      id: "signaler",
      title: "Signaler un problème",
      blocks: [
        {
          paragraph:
            "Si vous n’arrivez pas à accéder à un contenu ou à un service, contactez-nous : nous vous orienterons vers une solution accessible ou vous fournirons le contenu sous une autre forme.",
        },
        {
          list: [
            ["par e-mail à ", emailLink, " ;"],
            ["par téléphone au ", phoneLink, " ;"],
            [`par courrier : ${legalIdentity.companyName}, ${fullAddress()}.`],
          ],
        },
      ],
    },
    {
      id: "recours",
      title: "Voies de recours",
      blocks: [
        {
          paragraph:
            "Si vous nous avez signalé un défaut d’accessibilité qui vous empêche d’accéder à un contenu ou à un service du site et que vous n’avez pas obtenu de réponse satisfaisante, vous pouvez saisir le Défenseur des droits :",
        },
        {
          list: [
            [
              "en écrivant un message au Défenseur des droits par ",
              { label: "son formulaire en ligne", href: "https://formulaire.defenseurdesdroits.fr/" },
              " ;",
            ],
            [
              "en contactant ",
              {
                label: "le délégué du Défenseur des droits de votre région",
                href: "https://www.defenseurdesdroits.fr/carte-des-delegues",
              },
              " ;",
            ],
            "en envoyant un courrier, gratuit et sans timbre : Défenseur des droits, Libre réponse 71120, 75342 Paris Cedex 07.",
          ],
        },
      ],
    },
  ],
  lastModified: "2026-11-21",
  updatedLabel: "Déclaration établie le",
});
