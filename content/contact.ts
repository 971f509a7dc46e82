/**
 * The contact page's copy and the form's options. The rules and their
 * messages live in shared/contact-validation.ts (shared with the relay).
 * Plain French: typeset() adds the no-break spaces, on the server and in the
 * browser alike. The interest options are kept exactly as typed: the relay
 * checks them.
 */
import { disabilityPagePath } from "./compliance-paths.ts";
import { typeset } from "./format.ts";
import { retentionText } from "./legal/retention.ts";
import { site } from "./site.ts";

const referent = site.disabilityReferent;

/** What the visitor is writing about: exactly the spec's twelve options, in its order. */
export const interestOptions = [
  "Bilan de compétences",
  "Accompagnement VAE",
  "Bilan d’orientation jeune",
  "Accompagnement à la recherche d’emploi",
  "Coaching",
  "Psychologie du travail",
  "Accompagnement à la création d’entreprise",
  "Formation de formateurs",
  "Outplacement",
  "Formation de consultant en bilan / Conseiller emploi",
  "Ingénierie et administration de la formation",
  "Je souhaite être recontacté(e) pour échanger",
] as const;

/**
 * The confirmation page a browser lands on after sending the form without
 * scripts (the relay answers its native POST with 303 See Other to it).
 */
export const contactSentPath = "/contact/merci";

export const contactMeta = typeset({
  title: "Contact et rendez-vous à Melun",
  description:
    "Appelez-nous ou écrivez-nous : premier entretien gratuit et sans engagement pour un bilan de compétences, une VAE, un coaching ou une formation à Melun.",
});

export const contact = typeset({
  heading: "Contacter le cabinet",
  intro: {
    title: "Parlons de votre projet",
    text: "Le premier entretien est gratuit et sans engagement. Appelez-nous, écrivez-nous ou remplissez le formulaire : une consultante vous répond personnellement.",
    booking: "Vous pouvez aussi choisir vous-même le jour et l’heure de ce premier entretien.",
    bookingLink: "Réserver mon premier entretien en ligne",
  },
  coordinates: {
    title: "Nos coordonnées",
    phone: "Téléphone",
    email: "E-mail",
    address: "Siège",
    map: "Voir le plan",
    hours: "Horaires",
  },
  accessibility: {
    title: "Personnes en situation de handicap",
    text: `Nos locaux sont accessibles aux personnes à mobilité réduite. Pour tout besoin d’adaptation (rythme, supports, lieu, accompagnant), dites-le-nous dès votre premier contact : ${referent.name}, notre ${referent.title}, étudie avec vous les aménagements possibles, en toute confidentialité.`,
    link: {
      label: "Accueil et adaptations pour les personnes en situation de handicap",
      path: disabilityPagePath,
    },
  },
  offices: {
    title: "Nos lieux d’accueil",
    text: "Nous vous recevons à notre siège et, sur rendez-vous, dans nos bureaux de Seine-et-Marne.",
    remote: "Tous nos accompagnements peuvent également se dérouler à distance, en visioconférence.",
  },
  form: {
    title: "Écrivez-nous",
    requiredLegend: "Les champs marqués d’un astérisque (*) sont obligatoires.",
    whom: { legend: "Vous êtes", particulier: "Un particulier", entreprise: "Une entreprise" },
    lastName: "Nom",
    firstName: "Prénom",
    email: "Adresse e-mail",
    emailHint: "Par exemple : nom@exemple.fr",
    phone: "Téléphone",
    phoneHint: "Par exemple : 06 12 34 56 78",
    interest: "Votre demande concerne",
    message: "Votre message",
    honeypot: "Ne remplissez pas ce champ",
    submit: "Envoyer mon message",
    sending: "Envoi en cours…",
    summaryOne: "Le formulaire contient une erreur :",
    summaryMany: "Le formulaire contient {n} erreurs :",
    /** Information at the point of collection (RGPD art. 13), with the link to the full policy. */
    privacy: `Vos données servent uniquement à répondre à votre demande et sont conservées au plus ${retentionText()}.`,
    privacyLink: "Notre politique de confidentialité",
    /** Only where the form posts to a relay on another origin (EmailJS on a static host). */
    noscript:
      "L’envoi du formulaire nécessite JavaScript. Vous pouvez nous joindre directement par téléphone ou par e-mail.",
  },
  /** The /contact/merci page: where a message sent without scripts lands. */
  sent: {
    meta: {
      title: "Message envoyé",
      description:
        "Votre message est bien arrivé au cabinet : une consultante le lit et vous répond personnellement, par e-mail ou par téléphone.",
    },
    heading: "Message envoyé",
    title: "Merci, votre message a bien été envoyé.",
    text: "Une consultante le lit et vous répond personnellement, par e-mail ou par téléphone, aux coordonnées que vous nous avez indiquées.",
    next: "Le premier entretien est gratuit et sans engagement : nous conviendrons ensemble d’un rendez-vous, à notre siège, dans l’un de nos bureaux de Seine-et-Marne ou en visioconférence.",
    urgent: "Une question urgente ? Appelez-nous au",
    back: "Retour à l’accueil",
  },
  /** The pages the relay answers a form sent without scripts with, when it does not go through. */
  relayPages: {
    invalid: {
      title: "Erreur : votre message n’est pas encore envoyé",
      heading: "Votre message n’est pas encore envoyé",
      text: "Corrigez les champs signalés puis envoyez à nouveau : ce que vous avez saisi est conservé.",
    },
    refused: {
      title: "Votre message n’a pas pu être envoyé",
      heading: "Votre message n’a pas pu être envoyé.",
      status: "Code d’erreur",
      back: "Revenir au formulaire",
      direct: "Vous pouvez aussi nous joindre directement",
      /** Why, by HTTP status; `other` for every status without a sentence of its own. */
      reasons: {
        403: "Pour votre sécurité, le formulaire n’accepte que les messages envoyés depuis notre site.",
        413: "Votre message est trop long. Revenez à la page précédente pour le raccourcir, puis envoyez-le à nouveau.",
        429: "Plusieurs messages ont été envoyés en peu de temps depuis votre connexion. Patientez une minute, puis revenez à la page précédente pour envoyer à nouveau votre message.",
        other:
          "Un problème nous a empêchés de le recevoir. Revenez à la page précédente, où ce que vous avez saisi est conservé par votre navigateur, et réessayez dans un instant.",
      },
    },
  },
  failure: {
    title: "Votre message n’a pas pu être envoyé.",
    text: "Rien n’est perdu : ce que vous avez saisi est toujours dans le formulaire. Réessayez dans un instant, ou contactez-nous directement",
    rateLimited:
      "Plusieurs messages ont été envoyés en peu de temps depuis votre connexion. Patientez une minute avant de réessayer, ou contactez-nous directement",
  },
  confirmation: {
    title: "Merci, votre message a bien été envoyé.",
    before: "Nous revenons vers vous très vite, par e-mail à l’adresse",
    middle: "ou par téléphone au",
    back: "Retour à l’accueil",
  },
});
