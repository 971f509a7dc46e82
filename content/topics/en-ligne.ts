/**
 * What the online landing page (bilan-de-competence-en-ligne) adds to its row
 * of landing-pages.ts: confidentiality at a distance, adapting the assessment
 * to the person (accessibility, mixed format), and three questions of its own.
 * Nothing here names the firm's video tool: the firm chooses it.
 */
import type { TopicContent } from "./types.ts";

export const onlineTopic: TopicContent = {
  sections: [
    {
      title: "Confidentialité : ce qui protège vos échanges à distance",
      paragraphs: [
        "Nos séances à distance se tiennent sur un outil de visioconférence sécurisé, et elles ne sont pas enregistrées : ce que vous dites reste entre votre consultant et vous, comme dans un bureau fermé. De son côté, votre consultant s’installe seul, dans une pièce où personne ne l’entend.",
        "Votre part compte aussi, car la confidentialité se joue des deux côtés de l’écran. Quelques précautions simples suffisent :",
      ],
      steps: [
        "Choisissez une pièce où l’on ne vous entendra pas, et prévoyez un casque ou des écouteurs si d’autres personnes sont à la maison.",
        "Évitez l’ordinateur, la messagerie et le réseau de votre employeur : votre bilan ne regarde que vous, et rien ne doit y laisser de trace.",
        "Préférez votre connexion personnelle à un wifi public, et ne transférez à personne les liens de connexion que nous vous envoyons.",
        "Sur un ordinateur partagé avec d’autres membres du foyer, déconnectez-vous de l’espace partagé après chaque séance et ne laissez pas vos documents ouverts.",
      ],
    },
    {
      title: "Un bilan qui s’adapte à votre situation",
      paragraphs: [
        "À distance, le bilan évite les trajets, ce qui compte quand on se déplace difficilement. Si vous êtes sourd ou malentendant, nous pouvons privilégier les échanges écrits, par la messagerie de la séance ou dans l’espace partagé, et activer les sous-titres lorsque l’outil le permet. Si rester concentré devant un écran vous fatigue, les séances peuvent être plus courtes et plus nombreuses, sans réduire la durée totale de votre bilan.",
        "Dites-nous dès le premier entretien ce qui vous faciliterait la tâche : nous construisons le déroulé avec vous. Si vous êtes reconnu travailleur handicapé, Cap emploi peut aussi vous accompagner dans la suite de votre projet professionnel.",
        "La formule mixte répond à d’autres besoins : un premier rendez-vous sur place pour faire connaissance, les séances d’exploration à distance, puis la remise de votre synthèse en face à face. Ce partage se décide ensemble et peut évoluer en cours de route.",
      ],
    },
  ],
  faq: [
    {
      id: "en-ligne-enregistrement",
      title: "Les séances en visioconférence sont-elles enregistrées ?",
      answer: [
        "Non. Nous n’enregistrons ni l’image ni le son de nos séances : comme en présentiel, vos échanges avec votre consultant restent confidentiels.",
        "Vous pouvez bien sûr prendre des notes pendant l’entretien. Si vous souhaitez garder une trace d’un échange important, dites-le à votre consultant : il en reprend l’essentiel par écrit dans vos documents de travail, que vous retrouvez dans l’espace partagé.",
      ],
      tag: ["bdc"],
    },
    {
      id: "en-ligne-depuis-l-etranger",
      title: "Puis-je suivre mon bilan en ligne depuis l’étranger ?",
      answer: [
        "Oui, si votre connexion le permet. Nos rendez-vous sont fixés à l’heure de Paris : nous cherchons avec vous des créneaux compatibles avec votre décalage horaire, dans nos horaires d’ouverture.",
        "Pour le financement, les droits CPF acquis en France vous restent acquis si vous partez vivre ailleurs, mais les utiliser suppose de pouvoir vous connecter à Mon Compte Formation avec l’identification renforcée, ce qui peut se révéler compliqué hors de France. Nous le vérifions ensemble lors du premier entretien ; le financement personnel reste possible dans tous les cas.",
      ],
      tag: ["bdc", "CPF"],
    },
    {
      id: "en-ligne-coupure-de-connexion",
      title: "Que se passe-t-il si la connexion coupe pendant une séance ?",
      answer: [
        "Rien de grave. Votre consultant vous rappelle par le même lien ou, à défaut, par téléphone, pour terminer l’échange. Si la coupure dure, nous reprogrammons le temps perdu : il n’est pas retranché de votre bilan.",
        "Pour limiter ces incidents, fermez les applications qui consomment de la bande passante pendant la séance et, si possible, rapprochez-vous de votre box ou branchez votre ordinateur par câble.",
      ],
      tag: ["bdc"],
    },
  ],
};
