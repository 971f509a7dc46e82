/**
 * The booking page's copy (/rendez-vous): booking the free first meeting
 * online, moving it (`?deplacer=<token>`), and the request for a callback
 * that replaces the booking without scripts. Plain French: typeset() adds
 * the no-break spaces. Read by the route's build-time loader (decision 013):
 * the page's HTML and hydration data carry it, its script does not.
 */
import { typeset } from "./format.ts";

export const bookingMeta = typeset({
  title: "Réserver votre premier entretien gratuit",
  description:
    "Choisissez en ligne le jour et l’heure de votre premier entretien gratuit de 30 minutes : par téléphone, en visio ou dans l’un de nos bureaux.",
});

export const bookingPage = typeset({
  heading: "Réserver votre premier entretien gratuit",
  intro: {
    title: "Votre premier entretien, gratuit et sans engagement",
    text: "Trente minutes pour faire connaissance, parler de votre projet et répondre à vos questions : par téléphone, en visioconférence ou dans l’un de nos bureaux.",
    points: [
      "Gratuit et sans engagement",
      "30 minutes, à l’heure de Paris",
      "Une confirmation par e-mail, avec l’invitation pour votre agenda",
      "Un lien pour annuler ou déplacer le rendez-vous",
    ],
    call: "Vous préférez nous appeler ?",
    other: "Une autre question ?",
    contactLink: "Écrivez-nous",
  },
  form: {
    title: "Choisissez votre rendez-vous",
    requiredLegend: "Les champs marqués d’un astérisque (*) sont obligatoires.",
    step1: "1. Le format et le sujet",
    format: "Comment souhaitez-vous échanger ?",
    interest: "Votre demande concerne",
    step2: "2. Le jour et l’heure",
    step2Hint: "Les créneaux libres des quatre prochaines semaines, à l’heure de Paris.",
    day: "Jour",
    week: "Semaine du",
    time: "Heure, le",
    chooseDay: "Choisissez un jour pour voir les heures libres.",
    morning: "Matin",
    afternoon: "Après-midi",
    loading: "Chargement des créneaux disponibles…",
    loaded: "{n} jours ont des créneaux libres.",
    loadedOne: "Un jour a des créneaux libres.",
    none: "Aucun créneau libre dans les quatre prochaines semaines pour ce format. Choisissez un autre format, ou appelez-nous.",
    chosen: "Créneau choisi : {slot}.",
    at: "à",
    step3: "3. Vos coordonnées",
    message: "Votre message (facultatif)",
    submit: "Confirmer mon rendez-vous",
    sending: "Réservation en cours…",
    slotMissing: "Choisissez un jour et une heure",
    summaryOne: "Le formulaire contient une erreur :",
    summaryMany: "Le formulaire contient {n} erreurs :",
    privacy:
      "Vos données servent uniquement à organiser ce rendez-vous et à vous recontacter à son sujet. Nous vous envoyons un e-mail de confirmation et un rappel la veille.",
    privacyLink: "Notre politique de confidentialité",
  },
  taken: {
    title: "Ce créneau vient d’être réservé par une autre personne.",
    text: "Voici les créneaux encore libres : choisissez-en un autre. Vos coordonnées sont conservées.",
  },
  failure: {
    title: "Votre rendez-vous n’est pas encore réservé.",
    text: "Rien n’est perdu : ce que vous avez saisi est conservé. Réessayez dans un instant, ou appelez-nous au",
    rateLimited:
      "Plusieurs demandes ont été envoyées en peu de temps depuis votre connexion. Patientez une minute avant de réessayer, ou appelez-nous au",
  },
  unavailable: {
    title: "La réservation en ligne n’est pas disponible pour le moment.",
    text: "Appelez-nous pour convenir de votre premier entretien, ou écrivez-nous avec le formulaire de contact : nous vous rappelons.",
    call: "Appelez-nous au",
    contactLink: "Écrire au cabinet",
    retry: "Réessayer",
  },
  confirmation: {
    title: "Votre rendez-vous est réservé.",
    moved: "Votre rendez-vous est déplacé.",
    date: "Date",
    time: "Heure",
    format: "Format",
    interest: "Sujet",
    email: "Un e-mail de confirmation vous est envoyé à l’adresse",
    emailEnd:
      ". Il contient l’invitation à ajouter à votre agenda et un lien pour annuler ou déplacer le rendez-vous.",
    movedEmail:
      "Un e-mail vous est envoyé avec l’invitation mise à jour et le lien pour annuler ou déplacer à nouveau le rendez-vous.",
    manage: "Gérer mon rendez-vous",
    back: "Retour à l’accueil",
  },
  move: {
    heading: "Déplacer votre rendez-vous",
    loading: "Chargement de votre rendez-vous…",
    current: "Votre rendez-vous actuel",
    step: "Le nouveau jour et la nouvelle heure",
    pick: "Choisissez ci-dessous un nouveau créneau, puis confirmez : l’ancien sera libéré.",
    submit: "Confirmer le nouveau créneau",
    sending: "Déplacement en cours…",
    invalid:
      "Ce lien de gestion n’est pas valide. Vérifiez que l’adresse copiée depuis l’e-mail est complète.",
    gone: "Ce rendez-vous a été annulé ou est déjà passé : il ne peut plus être déplacé.",
    unknown: "Ce rendez-vous est introuvable.",
    book: "Réserver un nouveau rendez-vous",
  },
  /** Shown instead of the booking when scripts are off, and whenever the visitor finds no slot. */
  callback: {
    title: "Aucun créneau ne vous convient ?",
    call: "Appelez-nous au",
    or: ", ou",
    write: "écrivez-nous",
    after: ", et nous conviendrons ensemble d’un rendez-vous.",
    noScript:
      "Le choix d’un créneau en ligne nécessite JavaScript. Laissez-nous vos coordonnées, le format que vous préférez (téléphone, visioconférence ou bureau) et vos disponibilités : nous vous rappelons pour fixer votre premier entretien.",
    formTitle: "Demander à être rappelé(e)",
    message: "Format souhaité et disponibilités",
    messageHint: "Par exemple : en visioconférence, le mardi ou le jeudi après 18 h.",
    submit: "Demander à être rappelé(e)",
  },
});

/** The page's copy, as the route's build-time loader hands it to the page. */
export type BookingCopy = typeof bookingPage;
