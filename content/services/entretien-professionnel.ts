/**
 * /entretien_professionnel: the professional-pathway interview (entretien de
 * parcours professionnel) that replaced the former « entretien professionnel »
 * (law n° 2025-989 of 24 October 2025). Every rule comes from
 * `regulation.careerPathInterview`; the text is typed with ordinary spaces and
 * typeset once, below, so the server and the browser read the same strings.
 */
import { daysText, hoursText, longDate, lowerFirst, monthsText, typeset, yearsText } from "../format.ts";
import { checkProgrammeSheet } from "../programme-sheet.ts";
import { regulation } from "../regulation.ts";
import { site } from "../site.ts";
import type { ServicePage } from "./types.ts";

const rule = regulation.careerPathInterview;
const {
  name,
  firstWithinMonths,
  everyYears,
  summaryEveryYears,
  firstSummaryAfterYears,
  midCareerAge,
  midCareerWithinMonthsOfVisit,
  beforeAge,
  beforeAgeWithinYears,
  afterAbsenceUnlessWithinMonths,
  agreementsDeadline,
  smallCompanyHeadcount,
} = rule.value;

/**
 * FICTIONAL DEFAULT: the durations the firm sells for this service (one
 * manager preparation session, one interview led with a consultant, one
 * preparation session for an employee). The firm sets them: replace them with
 * its own. The page says they are indicative and settled in the quote.
 */
export const careerPathServiceDurations = {
  managerSessionHours: 3,
  interviewHours: 1,
  employeeSessionHours: 2,
} as const;

const law = rule.sources[0].text;
const inForce = longDate(rule.inForceSince);
const deadline = longDate(agreementsDeadline);
const reformYear = rule.inForceSince.slice(0, 4);
const every = yearsText(everyYears);
const summaryEvery = yearsText(summaryEveryYears);
const firstWithin = monthsText(firstWithinMonths);
const midCareer = `autour de ${yearsText(midCareerAge)}, dans les ${monthsText(midCareerWithinMonthsOfVisit)} qui suivent la visite médicale de mi-carrière`;
const beforeRetirement = `dans les ${yearsText(beforeAgeWithinYears)} qui précèdent les ${yearsText(beforeAge)} du salarié`;
const absences =
  "un congé de maternité, un congé parental, un congé de proche aidant, un congé sabbatique, un arrêt pour longue maladie ou la fin d’un mandat syndical";
const durations = careerPathServiceDurations;

export const professionalReview: ServicePage = typeset({
  path: "/entretien_professionnel",
  label: "Entretien de parcours professionnel",
  menu: { id: "ingenierie", group: "Entreprise" },
  kind: "service",
  title: "Entretiens de parcours professionnel",
  description: `Entretien de parcours professionnel (réforme ${reformYear}) : calendrier à jour, supports, managers préparés, entretiens menés avec un tiers. Contactez-nous.`,
  heading: "Entretien de parcours professionnel : accompagnement des employeurs et des salariés",
  lead: {
    title: "L’entretien de parcours professionnel remplace l’entretien professionnel",
    paragraphs: [
      `Depuis le ${inForce}, l’${name} remplace l’ancien « entretien professionnel ». Le calendrier change : un premier entretien dans les ${firstWithin} qui suivent l’embauche, puis au moins tous les ${every}, un état des lieux récapitulatif tous les ${summaryEvery}, et deux rendez-vous liés à l’âge, vers ${yearsText(midCareerAge)} et avant ${yearsText(beforeAge)}.`,
      "Nous aidons les employeurs à passer au nouveau calendrier sans rien oublier : qui doit être reçu et quand, des supports qui couvrent les nouveaux thèmes, des managers préparés, des entretiens tracés et, si vous le souhaitez, un consultant à leurs côtés.",
      "Vous êtes salarié et vous voulez préparer le vôtre ? Nous pouvons aussi vous y aider.",
    ],
  },
  keyFacts: [
    { label: "Pour qui", value: "Employeurs, managers, salariés qui veulent préparer leur entretien" },
    {
      label: "Le rythme",
      value: `Un premier entretien dans les ${firstWithin} qui suivent l’embauche, puis au moins tous les ${every}`,
    },
    {
      label: "L’état des lieux",
      value: `Tous les ${summaryEvery}, le premier pouvant avoir lieu ${yearsText(firstSummaryAfterYears)} après le premier entretien`,
    },
    { label: "Cadre", value: `${law}, en vigueur depuis le ${inForce}` },
    { label: "Tarif", value: "Sur devis, selon le nombre de salariés concernés et les prestations retenues" },
  ],
  sections: [
    {
      id: "calendrier",
      title: "Le nouveau calendrier des entretiens",
      paragraphs: [
        `Depuis le ${inForce}, l’${lowerFirst(law)}, organise les entretiens de chaque salarié selon le calendrier suivant :`,
      ],
      list: [
        `Un premier entretien dans les ${firstWithin} qui suivent l’embauche.`,
        `Puis un entretien au moins tous les ${every} ; un accord d’entreprise ou de branche peut prévoir un rythme plus rapproché, jamais plus espacé.`,
        `Un état des lieux récapitulatif tous les ${summaryEvery} ; le premier peut avoir lieu ${yearsText(firstSummaryAfterYears)} après le premier entretien.`,
        `Un entretien de mi-carrière, ${midCareer}.`,
        `Un entretien ${beforeRetirement}.`,
        `Au retour d’une longue absence, un entretien si aucun n’a eu lieu dans les ${monthsText(afterAbsenceUnlessWithinMonths)} précédents.`,
      ],
      after: [
        `Les longues absences concernées sont notamment ${absences}.`,
        `Les entreprises couvertes par un accord collectif avaient jusqu’au ${deadline} au plus tard pour se conformer aux nouvelles règles : toutes les entreprises y sont désormais soumises.`,
      ],
    },
    {
      id: "themes",
      title: "Ce dont on parle pendant l’entretien",
      paragraphs: ["L’entretien porte désormais sur des thèmes fixés par la loi :"],
      list: [
        "Les compétences et les qualifications que le salarié mobilise aujourd’hui, et leur évolution au regard des transformations de l’entreprise",
        "Sa situation et son parcours professionnel, au regard de l’évolution des métiers et des perspectives d’emploi",
        "Ses besoins de formation, qu’ils concernent son poste actuel, l’évolution de ce poste ou un projet personnel",
        "Ses souhaits d’évolution professionnelle : reconversion interne ou externe, projet de transition professionnelle, bilan de compétences, validation des acquis de l’expérience",
        "L’activation de son compte personnel de formation, les abondements que l’employeur peut y apporter et le conseil en évolution professionnelle (CEP)",
      ],
      after: [
        "L’entretien a lieu pendant le temps de travail. Il est mené par un manager ou un représentant de la direction et reste distinct de l’entretien annuel d’évaluation : il ne juge pas la performance, il regarde le parcours et l’avenir du salarié. Il donne lieu à un document écrit, dont une copie est remise au salarié.",
        `Dans les entreprises de moins de ${smallCompanyHeadcount} salariés, le salarié peut préparer son entretien avec un conseiller en évolution professionnelle, et l’employeur peut obtenir un conseil de proximité auprès de son opérateur de compétences (OPCO).`,
      ],
    },
    {
      id: "etat-des-lieux",
      title: `L’état des lieux récapitulatif des ${summaryEvery}`,
      paragraphs: [
        `Tous les ${summaryEvery}, l’entretien de parcours professionnel dresse un état des lieux récapitulatif du parcours du salarié ; le premier peut avoir lieu ${yearsText(firstSummaryAfterYears)} après le premier entretien. Il vérifie que les entretiens prévus ont bien eu lieu, et que le salarié a bénéficié d’au moins l’un de ces trois éléments :`,
      ],
      list: [
        "Une formation suivie",
        "Des éléments de certification obtenus, par la formation ou par la validation des acquis de l’expérience",
        "Une progression salariale ou professionnelle",
      ],
      after: [
        "C’est le moment où l’employeur doit pouvoir montrer, salarié par salarié, ce qui a été fait. Mieux vaut le préparer dès le premier entretien : comptes rendus remis, formations suivies, évolutions de poste ou de salaire, tout doit pouvoir être retrouvé.",
      ],
    },
    {
      id: "accompagnement",
      title: "Ce que nous faisons pour les employeurs",
      paragraphs: [
        "Passer de l’ancien dispositif au nouveau demande de reprendre la situation de chaque salarié. Nous vous accompagnons à chaque étape, ou seulement sur celles dont vous avez besoin.",
      ],
      cards: [
        {
          title: "Faire le point sur votre calendrier",
          text: `Pour chaque salarié, nous reprenons la date d’embauche, l’âge et les entretiens déjà tenus sous l’ancien dispositif, puis nous établissons le nouveau calendrier : qui doit avoir un premier entretien, qui arrive à l’état des lieux des ${summaryEvery}, qui est concerné par l’entretien des ${yearsText(midCareerAge)} ou par celui qui précède les ${yearsText(beforeAge)}.`,
        },
        {
          title: "Des supports à jour",
          text: "Guide de préparation pour le salarié, grille d’entretien reprenant les nouveaux thèmes, modèle de compte rendu : nous mettons vos documents à jour et les adaptons à vos métiers.",
        },
        {
          title: "Préparer vos managers",
          text: "Une séance pour comprendre le nouveau cadre, aborder chaque thème (compétences, formation, souhaits d’évolution, CPF et conseil en évolution professionnelle), écouter sans évaluer et rédiger un compte rendu utile.",
        },
        {
          title: "Des entretiens menés avec un tiers neutre",
          text: "Un consultant mène l’entretien en binôme avec le manager ou le représentant de la direction : il pose le cadre, anime l’échange et rédige le compte rendu. Face à un interlocuteur extérieur, les salariés s’expriment souvent plus librement.",
        },
        {
          title: "L’état des lieux et la traçabilité",
          text: `Nous préparons l’état des lieux des ${summaryEvery} salarié par salarié et tenons avec vous un tableau de suivi : dates, comptes rendus remis, formations suivies, évolutions. Vous pouvez montrer à tout moment que vos entretiens ont eu lieu.`,
        },
        {
          title: "Des besoins au plan de développement des compétences",
          text: "Les besoins de formation repérés pendant les entretiens alimentent votre plan de développement des compétences, que nous pouvons aussi vous aider à construire.",
        },
      ],
      links: [
        { to: "/ingenierie_formation", label: "Construire votre plan de développement des compétences" },
        { to: "/gestion_RH_externalisee", label: "Nous confier le suivi RH de votre entreprise" },
      ],
    },
    {
      id: "salaries",
      title: "Salarié : bien préparer votre entretien",
      paragraphs: [
        "L’entretien de parcours professionnel est votre temps de parole sur votre avenir. Mieux vaut y arriver avec des idées claires : les compétences que vous utilisez et celles que vous voulez développer, les formations qui vous intéressent, l’évolution ou la reconversion que vous envisagez, ce que vous pourriez faire de votre compte personnel de formation.",
        `Dans une entreprise de moins de ${smallCompanyHeadcount} salariés, vous pouvez le préparer avec un conseiller en évolution professionnelle. Vous pouvez aussi faire le point avec l’un de nos consultants, lors d’une séance individuelle et confidentielle. Si vos questions vont plus loin, un bilan de compétences ou une validation des acquis de l’expérience peuvent prendre le relais.`,
      ],
      links: [
        { to: "/bilan-de-competence", label: "Le bilan de compétences" },
        { to: "/vae", label: "La validation des acquis de l’expérience" },
      ],
    },
  ],
  funding: false,
  cpfEligible: false,
  programme: checkProgrammeSheet(
    {
      audience:
        "Employeurs (dirigeants, responsables des ressources humaines) et managers qui mènent les entretiens de parcours professionnel ; salariés qui veulent préparer le leur.",
      prerequisites:
        "Aucun. Pour faire le point sur votre calendrier, nous avons besoin de la liste des salariés concernés, avec leur date d’embauche, leur date de naissance et l’historique de leurs entretiens et de leurs formations.",
      objectives: [
        "Savoir, pour chaque salarié, quel entretien est dû et à quelle date selon le nouveau calendrier",
        "Disposer d’une grille d’entretien et d’un modèle de compte rendu qui couvrent les thèmes fixés par la loi",
        "Mener un entretien centré sur le parcours, sans évaluer la performance, et en rédiger un compte rendu utile",
        `Préparer l’état des lieux récapitulatif des ${summaryEvery} et pouvoir montrer que les entretiens ont eu lieu`,
        "Traduire les besoins de formation repérés en actions du plan de développement des compétences",
      ],
      duration: `Préparation des managers : une séance de ${hoursText(durations.managerSessionHours)} par groupe. Entretien mené avec un consultant : ${hoursText(durations.interviewHours)} par salarié, compte rendu compris. Préparation d’un salarié à son entretien : une séance individuelle de ${hoursText(durations.employeeSessionHours)}. Le point sur le calendrier et la mise à jour des supports dépendent de votre effectif. Ces durées sont indicatives et précisées dans le devis.`,
      modalities:
        "Dans votre entreprise, dans nos bureaux ou en visioconférence. Préparation des managers en petit groupe ou en individuel ; entretiens et préparation des salariés en individuel.",
      accessDelay: `Premier rendez-vous au plus tard ${daysText(site.quality.accessDelayDays)} après l’acceptation du devis ; le calendrier des entretiens est ensuite fixé avec vous.`,
      price:
        "Sur devis, selon le nombre de salariés concernés et les prestations retenues (point sur le calendrier, mise à jour des supports, préparation des managers, entretiens menés avec un consultant). Pour un salarié qui prépare son entretien, sur devis selon le nombre de séances.",
      methods:
        "Analyse des dossiers du personnel et de votre accord collectif s’il y en a un ; apports sur le nouveau cadre légal ; mises en situation d’entretien commentées ; grille d’entretien et modèle de compte rendu adaptés à vos métiers ; tableau de suivi partagé.",
      evaluation:
        "Managers : mise en situation d’entretien commentée par le consultant et questionnaire de satisfaction en fin de séance. Entreprise : tableau de suivi des entretiens tenus et bilan de la mission avec la direction.",
    },
    "/entretien_professionnel",
  ),
  faq: {
    title: "Vos questions sur l’entretien de parcours professionnel",
    items: [
      {
        id: "reforme",
        question: `Que change la réforme de ${reformYear} ?`,
        answer: [
          `Depuis le ${inForce}, l’entretien professionnel s’appelle l’${name}. Il a lieu dans les ${firstWithin} qui suivent l’embauche, puis au moins tous les ${every}, avec un état des lieux récapitulatif tous les ${summaryEvery}.`,
          `Deux entretiens s’ajoutent, vers ${yearsText(midCareerAge)} et avant ${yearsText(beforeAge)}, et la loi précise les thèmes à aborder :`,
          {
            list: [
              "les compétences et les qualifications, et leur évolution",
              "la situation et le parcours professionnel",
              "les besoins de formation",
              "les souhaits d’évolution professionnelle",
              "le compte personnel de formation et le conseil en évolution professionnelle",
            ],
          },
        ],
      },
      {
        id: "accord-d-entreprise",
        question: "Mon accord d’entreprise prévoit un autre rythme : que faire ?",
        answer: [
          `Un accord d’entreprise ou de branche peut prévoir des entretiens plus rapprochés, jamais plus espacés que tous les ${every}. Les entreprises couvertes par un accord avaient jusqu’au ${deadline} au plus tard pour se conformer aux nouvelles règles.`,
          "Nous relisons votre accord au regard du nouveau texte, vous signalons ce qui doit évoluer et construisons votre calendrier en conséquence.",
        ],
      },
      {
        id: "entretiens-45-et-60-ans",
        question: `Quels entretiens sont prévus vers ${yearsText(midCareerAge)} et avant ${yearsText(beforeAge)} ?`,
        answer: [
          `L’entretien de mi-carrière a lieu ${midCareer}. Il porte notamment sur la prévention de l’usure professionnelle, l’adaptation du poste et les compétences.`,
          `Un autre entretien a lieu ${beforeRetirement} : le maintien dans l’emploi, les aménagements de fin de carrière et les transitions possibles.`,
        ],
      },
      {
        id: "apres-une-longue-absence",
        question: "Faut-il un entretien au retour d’une longue absence ?",
        answer: [
          `Oui, après notamment ${absences}, mais seulement si aucun entretien n’a eu lieu dans les ${monthsText(afterAbsenceUnlessWithinMonths)} précédents.`,
          "Ce rendez-vous aide à préparer le retour : ce qui a changé dans l’entreprise, les compétences à remettre à jour, les envies d’évolution.",
        ],
      },
      {
        id: "entretien-annuel",
        question: "Quelle différence avec l’entretien annuel d’évaluation ?",
        answer: [
          "L’entretien annuel d’évaluation fait le bilan de l’année écoulée : résultats, objectifs. L’entretien de parcours professionnel ne juge pas la performance ; il porte sur les compétences, la formation et les souhaits d’évolution du salarié. Les deux sont distincts.",
          "Si vous les tenez à la même période, gardez deux temps séparés et deux documents distincts : c’est plus clair pour le salarié comme pour le manager.",
        ],
      },
    ],
  },
  documents: {
    title: "À télécharger",
    intro:
      "Notre guide de l’employeur résume le calendrier et les thèmes de l’entretien sur une page ou deux.",
    list: "careerPathInterview",
  },
  quality: false,
  cta: {
    title: "Organisons vos entretiens de parcours professionnel",
    text: "Dites-nous combien de salariés sont concernés et où en sont leurs entretiens. Nous vous proposerons un calendrier, une organisation adaptée et un devis.",
  },
  schema: { type: "Service", serviceType: "Entretiens de parcours professionnel" },
  lastModified: "2026-11-23",
});
