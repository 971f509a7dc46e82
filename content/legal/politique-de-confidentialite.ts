/**
 * /politique-de-confidentialite: what the site collects and stores, and the
 * visitor's rights. It says what the code does: the contact form's fields
 * (app/components/contact/contact-form.tsx), what the relay stores
 * (server/relay/store.ts: no IP address), the purge after
 * MESSAGE_RETENTION_MONTHS (server/relay/retention.ts), what a booking of
 * the free first meeting stores and its purge BOOKING_RETENTION_MONTHS after
 * the meeting (server/booking/), the click-to-load
 * embeds (content/embeds.ts, the reviews widget, mapUrl()), the values kept
 * in the browser (the chunk-reload guard, app/lib/chunk-reload.ts; the
 * audience opt-out, shared/audience.ts) and the audience measurement
 * (decision 029: app/audience/, server/analytics/, AUDIENCE_RETENTION_MONTHS).
 * Keep it in line with the PDF notice (content/documents/notice-rgpd.md):
 * same retention, same rights.
 */
import { disabilityPagePath } from "../compliance-paths.ts";
import { documentHref } from "../documents/catalog.ts";
import { typeset } from "../format.ts";
import { fullAddress, site } from "../site.ts";
import { legalIdentity as legal } from "./identity.ts";
import { AUDIENCE_RETENTION_MONTHS, BOOKING_RETENTION_MONTHS, retentionText } from "./retention.ts";
import type { LegalPage, LegalSection, RichText } from "./types.ts";

const emailLink = { label: site.email, href: `mailto:${site.email}` };
const retention = retentionText();
const bookingRetention = retentionText(BOOKING_RETENTION_MONTHS);
const reviewsHost = new URL(site.reviews.widgetUrl).host;

/**
 * The audience measurement (decision 029), when the build has it (not on a
 * static host): what is counted, why, how long, and the opt-out control.
 */
const audienceSections: LegalSection[] = site.audience
  ? [
      {
        id: "mesure-audience",
        title: "Mesure d’audience, sans cookie",
        blocks: [
          {
            paragraph: `Pour savoir quelles pages sont utiles et si elles s’affichent vite, le serveur du site compte lui-même, jour par jour :`,
          },
          {
            list: [
              "les pages vues, par leur adresse sur le site ;",
              "le site d’où vous arrivez, réduit à son seul nom de domaine (par exemple « google.com »), jamais l’adresse complète de la page ;",
              "le type d’appareil, mobile ou ordinateur, déduit de la largeur de la fenêtre ;",
              "la vitesse d’affichage et de réaction des pages (les indicateurs LCP, INP et CLS), mesurée par votre navigateur ;",
              "les adresses de pages introuvables demandées sur le site ;",
              "le nombre de messages envoyés par le formulaire de contact et de rendez-vous réservés, sans rien de leur contenu.",
            ],
          },
          {
            paragraph:
              "Ces informations partent en un seul envoi quand vous quittez la page, vers le serveur du site et nulle part ailleurs. Elles y sont aussitôt ajoutées à des compteurs quotidiens : il n’est gardé aucune trace d’une visite ni d’un visiteur, ni heure, ni adresse IP, même transformée. Le site ne dépose aucun cookie pour cela, n’enregistre rien dans votre navigateur, ne crée aucun identifiant et ne cherche pas à reconnaître votre appareil. Les robots d’indexation ne sont pas comptés.",
          },
          {
            paragraph:
              "Cette mesure sert uniquement au cabinet, pour améliorer son site : les compteurs ne sont ni croisés avec d’autres données, ni transmis à quiconque. Elle repose sur l’intérêt légitime du cabinet à connaître la fréquentation de son site (article 6, paragraphe 1, f, du RGPD) et respecte les conditions que la CNIL fixe pour une mesure d’audience dispensée de consentement.",
          },
          {
            paragraph: `Les compteurs sont conservés ${retentionText(AUDIENCE_RETENTION_MONTHS)} au plus, puis effacés automatiquement par le serveur.`,
          },
          { subtitle: "Vous opposer à la mesure d’audience", id: "opposition-mesure-audience" },
          {
            paragraph:
              "Vous pouvez refuser d’être compté, à tout moment, avec le bouton ci-dessous : votre navigateur n’enverra plus rien, dès la page suivante et sur tout le site. Ce choix est gardé dans votre navigateur (stockage local, une seule valeur, « audience-opt-out »), et nulle part ailleurs ; un second clic l’efface et rétablit la mesure. Le cabinet peut exclure ses propres visites de la même façon.",
          },
          { control: "audience-opt-out" },
          {
            paragraph:
              "Si votre navigateur envoie le signal Global Privacy Control (GPC), qui exprime votre refus d’être suivi, le site ne mesure rien, sans que vous ayez à cliquer : le script de mesure n’est pas chargé, et le serveur ignore tout envoi qui porte ce signal. Sans JavaScript, rien n’est mesuré non plus.",
          },
        ],
      },
    ]
  : [];

/** Said only when the form posts to an external relay (RELAY_ORIGIN, e.g. EmailJS) instead of the site's server. */
const externalRelay: RichText[] = site.relay.origin
  ? [
      `Le formulaire transmet votre message par l’intermédiaire du service d’envoi ${new URL(site.relay.origin).host}, qui agit pour le compte du cabinet.`,
    ]
  : [];

export const politiqueDeConfidentialite: LegalPage = typeset({
  path: "/politique-de-confidentialite",
  title: "Politique de confidentialité",
  description:
    "Formulaire de contact, rendez-vous en ligne, mesure d’audience sans cookie et comment s’y opposer, durées de conservation, vos droits.",
  heading: "Politique de confidentialité et protection des données",
  intro: [
    `Cette page explique quelles données personnelles le site de ${site.name} recueille, pourquoi, combien de temps elles sont gardées et comment exercer vos droits. Elle applique le règlement général sur la protection des données (RGPD) et la loi Informatique et Libertés.`,
  ],
  sections: [
    {
      id: "responsable",
      title: "Responsable du traitement",
      blocks: [
        {
          paragraph: [
            `Le responsable du traitement est ${legal.companyName}, ${fullAddress()}. Pour toute question sur vos données, écrivez à `,
            emailLink,
            " ou par courrier à cette adresse.",
          ],
        },
      ],
    },
    {
      id: "formulaire",
      title: "Les données du formulaire de contact",
      blocks: [
        { paragraph: "Lorsque vous envoyez le formulaire de contact, nous recevons :" },
        {
          list: [
            "si vous êtes un particulier ou une entreprise (obligatoire) ;",
            "votre nom et votre prénom (obligatoires) ;",
            "votre adresse e-mail et votre numéro de téléphone (obligatoires) ;",
            "la prestation qui vous intéresse, choisie dans une liste ;",
            "votre message (facultatif).",
          ],
        },
        {
          paragraph:
            "Le serveur du site y ajoute la date et l’heure de réception, ainsi que l’état de la transmission au cabinet (en attente, transmis ou en échec, avec le message d’erreur technique du serveur de messagerie).",
        },
        {
          paragraph:
            "Aucune adresse IP n’est enregistrée avec votre message. L’adresse de connexion sert seulement, le temps de l’envoi et sans être écrite nulle part, à limiter le nombre d’envois par minute. Un champ invisible, qui doit rester vide, sert à écarter les robots : un envoi qui le remplit est mis de côté, jamais transmis, puis supprimé comme les autres messages.",
        },
        {
          paragraph: [
            `Sans les informations obligatoires, nous ne pourrions pas vous répondre. N’indiquez pas dans votre message d’informations sensibles, par exemple sur votre santé : si vous avez un besoin lié à un handicap, notre ${site.disabilityReferent.title} en parle avec vous de vive voix, en toute confidentialité (voir `,
            { label: "l’accueil des personnes en situation de handicap", href: disabilityPagePath },
            ").",
          ],
        },
      ],
    },
    {
      id: "rendez-vous",
      title: "Les données d’un rendez-vous réservé en ligne",
      blocks: [
        {
          paragraph: "Lorsque vous réservez votre premier entretien sur le site, nous enregistrons :",
        },
        {
          list: [
            "la date et l’heure choisies, la forme de l’entretien (téléphone, visioconférence ou bureau) et le sujet choisi dans une liste ;",
            "votre nom et votre prénom, votre adresse e-mail et votre numéro de téléphone (obligatoires) ;",
            "votre message (facultatif) ;",
            "la date de la réservation, et, s’il y a lieu, de son déplacement ou de son annulation et qui l’a annulé (vous ou le cabinet) ;",
            "l’état des e-mails envoyés à son sujet (confirmation, rappel la veille, déplacement, annulation).",
          ],
        },
        {
          paragraph:
            "Ces données servent à tenir le rendez-vous : le confirmer, vous le rappeler la veille, vous permettre de l’annuler ou de le déplacer, et préparer l’entretien. Le lien d’annulation de vos e-mails est signé par le serveur et ne contient aucune donnée personnelle ; il cesse de fonctionner après l’heure du rendez-vous. Comme pour le formulaire, aucune adresse IP n’est enregistrée.",
        },
        {
          paragraph: `Un rendez-vous est conservé ${bookingRetention} après sa date, puis effacé automatiquement par le serveur, avec les e-mails qui s’y rapportent, qu’il ait eu lieu ou qu’il ait été annulé. Le cabinet supprime dans le même délai les copies reçues par e-mail.`,
        },
        {
          paragraph:
            "Vous recevez la confirmation, le rappel et, le cas échéant, l’annulation ; le cabinet en reçoit une copie avec vos coordonnées et votre message. Ces données ne sont transmises à personne d’autre que les destinataires indiqués ci-dessous.",
        },
      ],
    },
    {
      id: "finalite",
      title: "Pourquoi : finalité et base légale",
      blocks: [
        {
          paragraph:
            "Ces données servent uniquement à répondre à votre demande : vous rappeler, vous renseigner sur une prestation, tenir le premier entretien que vous avez réservé ou établir un devis. Elles ne servent ni à de la prospection commerciale sans votre accord, ni à un profilage.",
        },
        {
          paragraph:
            "Le traitement repose sur votre consentement, exprimé par l’envoi volontaire du formulaire ou de la réservation, et sur les mesures précontractuelles prises à votre demande lorsque vous vous renseignez sur une prestation. Vous pouvez retirer votre consentement à tout moment, sans remettre en cause le traitement effectué auparavant.",
        },
      ],
    },
    {
      id: "conservation",
      title: "Combien de temps",
      blocks: [
        {
          paragraph: `Les messages reçus par le formulaire sont conservés au plus ${retention} à compter de leur réception, puis supprimés. Le serveur du site efface automatiquement, chaque jour, les messages plus anciens, de façon que leur contenu disparaisse aussi des fichiers. Le cabinet supprime dans le même délai la copie reçue par e-mail.`,
        },
        {
          paragraph:
            "Si votre demande aboutit à une prestation, les informations utiles rejoignent votre dossier de bénéficiaire ou de stagiaire, décrit dans la notice d’information ci-dessous.",
        },
      ],
    },
    {
      id: "destinataires",
      title: "Qui reçoit vos données",
      blocks: [
        {
          paragraph: `Vos données sont destinées au seul cabinet ${site.name} : seules les personnes chargées de répondre aux demandes y ont accès. Elles ne sont ni vendues, ni louées, ni cédées.`,
        },
        {
          paragraph:
            "Deux prestataires les traitent pour le compte du cabinet, sur ses instructions et dans le cadre d’un contrat conforme à l’article 28 du RGPD :",
        },
        {
          list: [
            `${legal.host.name}, hébergeur du site, dont le serveur enregistre votre message ou votre rendez-vous ;`,
            `${legal.mailProvider}, prestataire de messagerie, qui transmet votre message au cabinet et les e-mails de votre rendez-vous, à vous et au cabinet.`,
          ],
        },
        ...externalRelay.map((paragraph) => ({ paragraph })),
        {
          paragraph: [
            "Leurs coordonnées figurent dans les ",
            { label: "mentions légales", href: "/mentions-legales" },
            ".",
          ],
        },
      ],
    },
    ...audienceSections,
    {
      id: "navigateur",
      title: "Ce que le site enregistre dans votre navigateur",
      blocks: [
        {
          paragraph: site.audience
            ? "Le site ne dépose aucun cookie. Il n’utilise ni publicité, ni bouton de partage qui vous suivrait, et sa mesure d’audience n’enregistre rien dans votre navigateur ; il ne demande donc pas votre consentement à des traceurs."
            : "Le site ne dépose aucun cookie. Il n’utilise ni outil de mesure d’audience, ni publicité, ni bouton de partage qui vous suivrait ; il ne demande donc pas votre consentement à des traceurs.",
        },
        {
          paragraph:
            "Votre navigateur peut garder, le temps de l’onglet ouvert (stockage de session), une marque technique sans donnée personnelle : si un fichier du site manque après une mise à jour, elle évite de recharger la page en boucle. Elle s’efface à la page suivante ou à la fermeture de l’onglet.",
        },
        ...(site.audience
          ? [
              {
                paragraph:
                  "Si vous vous opposez à la mesure d’audience, votre navigateur garde aussi ce choix (voir ci-dessus), jusqu’à ce que vous le retiriez ou effaciez les données du site.",
              },
            ]
          : []),
      ],
    },
    {
      id: "contenus-tiers",
      title: "Contenus de services extérieurs, chargés seulement à votre demande",
      blocks: [
        {
          paragraph:
            "Les pages n’appellent aucun service extérieur tant que vous ne le demandez pas : images, vidéo d’accueil et documents sont servis par le site lui-même.",
        },
        {
          list: [
            "Les vidéos YouTube s’affichent d’abord sous forme d’image dessinée par le site. C’est votre clic qui charge le lecteur, par le domaine youtube-nocookie.com. YouTube (Google) reçoit alors les informations techniques de votre connexion (adresse IP, navigateur) et peut enregistrer des cookies ou des données dans votre navigateur, par exemple pour mémoriser vos réglages de lecture.",
            `Le widget d’avis clients ne se charge qu’au clic sur son bouton, depuis ${reviewsHost}. Ce fournisseur reçoit alors les mêmes informations techniques et peut déposer ses propres cookies.`,
            "Le plan d’accès n’est pas intégré aux pages : c’est un lien qui ouvre Google Maps dans un nouvel onglet. Les liens vers les réseaux sociaux fonctionnent de la même façon.",
          ],
        },
        {
          paragraph:
            "Une fois chargé à votre demande, le contenu extérieur relève de la politique de confidentialité de son fournisseur, qui peut traiter vos données hors de l’Union européenne.",
        },
      ],
    },
    {
      id: "securite",
      title: "Sécurité",
      blocks: [
        {
          paragraph:
            "Le site est servi en connexion chiffrée (HTTPS). Les messages sont enregistrés dans un fichier que seul le serveur du site peut lire, et l’accès aux messages et aux dossiers est réservé aux personnes habilitées du cabinet.",
        },
      ],
    },
    {
      id: "droits",
      title: "Vos droits",
      blocks: [
        { paragraph: "Vous disposez des droits suivants sur vos données :" },
        {
          list: [
            "droit d’accès : savoir quelles données nous détenons sur vous et en obtenir une copie ;",
            "droit de rectification : faire corriger des données inexactes ou incomplètes ;",
            "droit à l’effacement : obtenir la suppression de vos données, sauf si une obligation légale impose de les conserver ;",
            "droit à la limitation : demander le gel temporaire de l’utilisation de vos données ;",
            "droit d’opposition : vous opposer à un traitement, notamment à toute prospection ;",
            "droit à la portabilité : recevoir les données que vous nous avez fournies dans un format courant, ou les faire transmettre à un autre organisme.",
          ],
        },
        {
          paragraph:
            "Vous pouvez également retirer votre consentement à tout moment et définir des directives sur le sort de vos données après votre décès.",
        },
      ],
    },
    {
      id: "exercer-vos-droits",
      title: "Comment exercer vos droits",
      blocks: [
        {
          paragraph: [
            "Écrivez-nous à ",
            emailLink,
            ` ou par courrier à ${legal.companyName}, ${fullAddress()}, en précisant le droit que vous souhaitez exercer. En cas de doute raisonnable sur votre identité, nous pouvons vous demander un justificatif.`,
          ],
        },
        {
          paragraph:
            "Nous vous répondons dans un délai d’un mois à compter de la réception de votre demande ; ce délai peut être prolongé lorsque la demande est complexe, et nous vous en informons alors.",
        },
      ],
    },
    {
      id: "cnil",
      title: "Réclamation auprès de la CNIL",
      blocks: [
        {
          paragraph: [
            "Si vous estimez, après nous avoir contactés, que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la Commission nationale de l’informatique et des libertés (CNIL), ",
            { label: "en ligne sur cnil.fr", href: "https://www.cnil.fr/fr/adresser-une-plainte" },
            " ou par courrier : CNIL, 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07.",
          ],
        },
      ],
    },
    {
      id: "notice",
      title: "La notice d’information complète",
      blocks: [
        {
          paragraph: [
            "La ",
            {
              label: "notice d’information sur la protection des données (PDF)",
              href: documentHref("notice-rgpd"),
            },
            " reprend ces informations et décrit aussi les données des stagiaires et des bénéficiaires de nos prestations.",
          ],
        },
      ],
    },
  ],
  lastModified: "2026-11-24",
});
