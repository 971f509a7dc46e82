/**
 * The Montereau-Fault-Yonne city page's own content (issue 14): the
 * confluence, its industry from faience to cables and leather, the river
 * port, the hospital site and the Transilien R. Facts checked on 2026-11-23
 * against `sources`.
 */

import type { LandingPage } from "../landing-pages.ts";
import { landingVideos } from "../landing-videos.ts";
import type { CityContent } from "./types.ts";

const checked = "2026-11-23";

const montereau: CityContent = {
  office: "montereau",

  venue: {
    title: "Un bureau au confluent",
    paragraphs: [
      "Le bureau de Montereau-Fault-Yonne accueille les habitants de la ville et des communes du confluent. La ligne R relie directement la ville à Melun, mais un bilan se construit en plusieurs rendez-vous étalés sur des semaines : les tenir sur place évite d’ajouter un aller-retour en train à des journées qui commencent souvent très tôt.",
      "Dans l’industrie, à l’hôpital comme dans la logistique, on travaille fréquemment en équipes alternantes ou de nuit. Les rendez-vous se fixent avec vous d’une semaine à l’autre, selon votre planning, et une séance qui tombe mal à cause d’un changement d’équipe se déplace.",
    ],
  },

  gettingThere: {
    train:
      "Gare de Montereau, terminus de la ligne R du Transilien. Depuis Paris-Gare-de-Lyon et Melun, deux itinéraires y mènent : par la rive gauche de la Seine, via Fontainebleau-Avon et Moret-Veneux-les-Sablons, ou par la rive droite, via Héricy. Les horaires des deux branches sont publiés sur transilien.com.",
    bus: "Les bus du réseau Pays de Montereau d’Île-de-France Mobilités relient la gare aux quartiers de la ville, dont le plateau de Surville, et aux communes voisines ; des lignes venues du Provinois et de la vallée du Loing s’y arrêtent aussi.",
    car: "Depuis Melun, la D605, ancienne nationale 105, descend vers Montereau par Le Châtelet-en-Brie. L’A5 passe au nord-est de la ville ; les échangeurs de Forges et de Marolles-sur-Seine desservent le secteur.",
    bike: "La Scandibérique, l’EuroVelo 3, suit la Seine et le Loing par Saint-Mammès et Moret-Loing-et-Orvanne, à l’ouest de Montereau. Pour rejoindre le confluent, il faut ensuite emprunter des routes et des voies locales : préparez l’itinéraire avant votre premier rendez-vous.",
  },

  market: {
    title: "Une ville d’industrie au bord de deux rivières",
    paragraphs: [
      "Là où l’Yonne rejoint la Seine, Montereau-Fault-Yonne a longtemps vécu de ce que lui apportaient l’eau et l’argile. Sa première faïencerie ouvre en 1719 ; au XIXe siècle, associée à la manufacture de Creil, elle présente ses pièces aux expositions internationales, puis ferme en 1955. Depuis 2024, la ville fait revivre ce patrimoine avec un musée de la faïence réparti en plusieurs lieux, dont une galerie au Majestic. En 1973, une aciérie s’est installée au bord de la Seine.",
      "L’industrie garde une place centrale. La câblerie fondée par la Silec dans les années 1930, propriété du groupe Prysmian depuis 2018, produit des câbles d’énergie de basse, moyenne et haute tension et des câbles à fibre optique, avec une activité portuaire sur son site. Hermès, qui possède une tannerie à Montereau depuis 1996, y a ouvert en 2021 une maroquinerie sur une ancienne friche, en annonçant former ses artisans avec le GRETA et le lycée Flora Tristan.",
      "Le fleuve reste une voie de travail : HAROPA PORT compte à Montereau-Fault-Yonne l’une de ses plateformes multimodales d’Île-de-France, où se rencontrent voie d’eau, rail et route. D’autres habitants du secteur travaillent dans la logistique, notamment dans les grands parcs de Sénart, au bord de l’A5.",
      "Côté santé, l’hôpital de la ville est l’un des trois sites du Centre hospitalier du Sud Seine-et-Marne, créé le 1er janvier 2017 par la fusion des établissements de Fontainebleau, Montereau-Fault-Yonne et Nemours. Soignants, agents techniques et personnels administratifs y travaillent, et certaines équipes interviennent en roulement sur les trois sites.",
    ],
    employers: [
      {
        name: "Prysmian Group, site de Montereau-Fault-Yonne",
        sector: "Câbles d’énergie et câbles à fibre optique",
      },
      { name: "Hermès, maroquinerie et tannerie", sector: "Travail du cuir, maroquinerie" },
      {
        name: "Centre hospitalier du Sud Seine-et-Marne, site de Montereau",
        sector: "Santé",
      },
      {
        name: "Plateforme portuaire HAROPA PORT de Montereau",
        sector: "Transport fluvial, ferroviaire et routier, logistique",
      },
      {
        name: "Ville de Montereau-Fault-Yonne",
        sector: "Services municipaux, culture et patrimoine",
      },
    ],
  },

  contacts: {
    title: "À qui vous adresser autour de Montereau",
    intro:
      "En poste, entre deux missions d’intérim ou en cours de licenciement, vous ne frapperez pas aux mêmes portes. Toutes reçoivent sur rendez-vous.",
    items: [
      {
        name: "France Travail",
        text: "Inscription, indemnisation, projet de formation après une rupture de contrat : prenez rendez-vous avec l’agence qui couvre votre commune. Depuis le 1er janvier 2024, France Travail a pris la suite de Pôle emploi.",
        url: "https://www.francetravail.fr",
      },
      {
        name: "Transitions Pro Île-de-France",
        text: "Vous êtes salarié et voulez vous former à un autre métier sans démissionner d’abord : le projet de transition professionnelle peut maintenir votre rémunération pendant la formation, sous conditions. Le dossier se dépose auprès de Transitions Pro Île-de-France.",
      },
      {
        name: "Conseil en évolution professionnelle",
        text: "Gratuit et confidentiel, il aide tout actif à clarifier un projet ; les salariés trouvent leur conseiller sur mon-cep.org.",
        url: "https://mon-cep.org",
      },
      {
        name: "Apec",
        text: "Ingénieurs, responsables de production ou d’entrepôt au statut cadre : l’Apec accompagne gratuitement les cadres qui veulent évoluer ou changer de voie.",
        url: "https://www.apec.fr",
      },
      {
        name: "Cap emploi et Agefiph",
        text: "Après un accident du travail ou une maladie liée à un métier physique, Cap emploi aide à garder un emploi ou à en changer, avec des aides financées par l’Agefiph. La RQTH se demande à la maison départementale des personnes handicapées.",
        url: "https://www.agefiph.fr",
      },
    ],
  },

  reconversions: {
    title: "Changer de métier quand on vient de l’usine ou de l’entrepôt",
    intro:
      "Au confluent et dans les communes voisines, ce sont surtout ces situations qui amènent les personnes à faire le point.",
    items: [
      {
        title: "Quand le corps dit stop",
        text: "Charges à porter, gestes répétés, travail de nuit : après des années sur une ligne de production ou dans un entrepôt, le dos et les épaules fatiguent. Le bilan cherche un métier qui garde ce que vous aimez, le concret, l’équipe, la technique, en réduisant la pénibilité : contrôle qualité, maintenance, méthodes, tutorat des nouveaux arrivants.",
      },
      {
        title: "Rebondir après un licenciement",
        text: "Une fermeture d’atelier ou une réorganisation peut être le moment de prendre du recul avant d’accepter le premier poste venu, et de repérer ce qui se transfère d’un secteur à l’autre.",
      },
      {
        title: "Se tourner vers les métiers du cuir et de l’artisanat",
        text: "L’ouverture d’une maroquinerie a rendu visibles les métiers du cuir auprès de personnes venues d’autres horizons. Avant de vous lancer, le bilan vérifie ce qui vous attire vraiment : la précision, le travail à la main, la patience d’un long apprentissage.",
      },
    ],
  },

  testimonial: {
    quote:
      "Cariste depuis longtemps, je finissais mes semaines avec le dos en vrac. Je croyais ne savoir que conduire un chariot. Le bilan m’a montré tout ce que j’organisais déjà sans y penser : les stocks, les plannings, l’accueil des intérimaires. Je suis aujourd’hui une formation de gestionnaire de stocks, et je sais enfin où je vais.",
    name: "Karim B.",
    context: "Cariste dans la logistique, Montereau-Fault-Yonne",
    fictional: true,
  },

  nearbyTowns: [
    "Varennes-sur-Seine",
    "Cannes-Écluse",
    "La Grande-Paroisse",
    "Saint-Germain-Laval",
    "Marolles-sur-Seine",
    "Forges",
    "Salins",
    "Esmans",
  ],

  faq: [
    {
      id: "montereau-travail-en-equipes",
      title: "Je travaille en équipes alternantes à Montereau : comment suivre mon bilan ?",
      answer: [
        "Les rendez-vous sont possibles six jours sur sept, du lundi au samedi : une séance peut suivre un poste du matin, avoir lieu en fin de journée ou le samedi. Apportez votre planning au premier entretien, et les rendez-vous suivants se calent semaine après semaine.",
        "Si un changement d’équipe tombe mal, la séance se déplace ou se tient en visioconférence, depuis chez vous.",
      ],
      tag: ["bdc"],
    },
    {
      id: "montereau-poste-supprime",
      title: "Mon poste est supprimé : est-ce le bon moment pour un bilan de compétences ?",
      answer: [
        "Souvent, oui, à condition de ne pas vous précipiter. En cas de licenciement économique, votre employeur doit vous proposer un accompagnement : le contrat de sécurisation professionnelle dans les entreprises de moins de mille salariés, le congé de reclassement dans les plus grandes.",
        "Un bilan de compétences peut trouver sa place dans ce parcours. Parlez-en au service des ressources humaines ou à votre conseiller France Travail avant de faire votre choix.",
      ],
      tag: ["reconversion", "bdc"],
    },
    {
      id: "montereau-cadre-industrie-apec",
      title: "Cadre dans l’industrie près de Montereau : Apec ou bilan de compétences ?",
      answer: [
        "Les deux se complètent. L’Apec, ouverte aux cadres et aux jeunes diplômés, propose un conseil en évolution professionnelle gratuit, utile pour un premier point.",
        "Le bilan de compétences, lui, s’étale sur plusieurs semaines et débouche sur un projet construit et un plan d’action : il convient quand la question dépasse le prochain poste et touche au métier lui-même. Rien n’empêche de commencer par l’un, puis de poursuivre avec l’autre.",
      ],
      tag: ["APEC", "bdc"],
    },
  ],

  sources: [
    {
      label:
        "Ville de Montereau-Fault-Yonne : le musée de la faïence (histoire de la faïencerie, projet multisite de 2024)",
      url: "https://www.ville-montereau77.fr/envie-de-bouger/office-de-tourisme-du-pays-de-montereau/musee-de-la-faience",
      secondary: false,
      checked,
    },
    {
      label:
        "Centre hospitalier du Sud Seine-et-Marne : historique (fusion de Fontainebleau, Montereau-Fault-Yonne et Nemours)",
      url: "https://www.ch-sud-seine-et-marne.fr/nous-connaitre/historique/",
      secondary: false,
      checked,
    },
    {
      label:
        "Ville de Montereau-Fault-Yonne : création du Centre hospitalier du Sud Seine-et-Marne au 1er janvier 2017",
      url: "https://www.ville-montereau77.fr/news/130-millions-investis-au-profit-de-la-sante-publique/",
      secondary: false,
      checked,
    },
    {
      label: "Inventaire général, Région Île-de-France : câblerie SILEC, puis Prysmian Group depuis 2018",
      url: "http://inventaire.iledefrance.fr/dossier/IA77001062",
      secondary: true,
      checked,
    },
    {
      label: "Inventaire général, Région Île-de-France : Société des aciéries de Montereau (1973)",
      url: "https://inventaire.iledefrance.fr/dossier/IA77001061",
      secondary: true,
      checked,
    },
    {
      label:
        "Prysmian Club : les 90 ans du site de Montereau-Fault-Yonne (fibre optique, câbles d’énergie, activité portuaire)",
      url: "https://www.prysmianclub.fr/90-ans-du-site-de-montereau-fault-yonne/",
      secondary: true,
      checked,
    },
    {
      label: "Le Moniteur de Seine-et-Marne : Montereau accueille la nouvelle maroquinerie d’Hermès (2021)",
      url: "https://www.lemoniteur77.com/montereau-accueille-la-nouvelle-maroquinerie-d-hermes-6371.html",
      secondary: true,
      checked,
    },
    {
      label:
        "Journal de la Marine marchande : les plateformes multimodales de Ports de Paris, dont Montereau-Fault-Yonne",
      url: "https://actu-transport-logistique.fr/journal-de-la-marine-marchande/magazines/mensuels/4949/dossier/ports-de-paris-continue-a-developper-ses-capacites-portuaires-en-ile-de-france-759624.php",
      secondary: true,
      checked,
    },
    {
      label:
        "AUT Île-de-France : les branches de la ligne R vers Montereau, via Héricy ou via Fontainebleau et Moret",
      url: "https://www.aut-idf.org/aut-infos-n169-des-evolutions-positives-pour-la-ligne-r/",
      secondary: true,
      checked,
    },
    {
      label:
        "Wikipédia, « Gare de Montereau » : ligne R et correspondances de bus (lu sur une copie de l’article)",
      url: "https://fr.wikipedia.org/wiki/Gare_de_Montereau",
      secondary: true,
      checked,
    },
    {
      label: "Sur ma route : la N5 bis de Melun à Montereau, devenue D605",
      url: "http://www.surma-route.net/n5bis/1etape_n5bis.html",
      secondary: true,
      checked,
    },
    {
      label: "Évasion FM : travaux sur l’A5 et diffuseurs de Forges (n° 17) et de Marolles-sur-Seine (n° 18)",
      url: "https://www.evasionfm.com/des-travaux-debutent-sur-l-a5",
      secondary: true,
      checked,
    },
    {
      label:
        "La République de Seine-et-Marne : l’EuroVelo 3 en Seine-et-Marne, par Saint-Mammès et Moret-sur-Loing",
      url: "https://www.pressreader.com/france/la-republique-de-seine-et-marne-edition-a-b/20170605/281526521021219",
      secondary: true,
      checked,
    },
    {
      label: "La République de Seine-et-Marne : le parc d’activités de l’A5-Sénart",
      url: "http://www.pressreader.com/france/la-republique-de-seine-et-marne-edition-a-b/20170925/282153586468920",
      secondary: true,
      checked,
    },
  ],
};

/** The page: its row of the landing table (content/landing-pages.ts lists it), with the town's content above. */
export const montereauPage: LandingPage = {
  slug: "bilan-de-competence-montereau-fault-yonne",
  kind: "city",
  label: "Bilan de compétences à Montereau-Fault-Yonne",
  footer: { label: "Montereau-Fault-Yonne", order: 3 },
  city: "Montereau-Fault-Yonne",
  title: "Bilan de compétences à Montereau-Fault-Yonne",
  description:
    "Bilan de compétences à Montereau-Fault-Yonne, sur rendez-vous ou en visio, pour évoluer ou vous reconvertir. Contactez-nous pour en parler.",
  heading: "Bilan de compétences à Montereau-Fault-Yonne et alentour, pour évoluer ou se reconvertir",
  intro: [
    "À Montereau-Fault-Yonne, nous vous recevons sur rendez-vous dans nos bureaux, au plus près de chez vous. Les séances peuvent aussi se dérouler en visioconférence, ou en formule mixte.",
    "Métier physique qui use, poste menacé, envie d’une qualification ou d’un tout autre domaine : le bilan vous aide à faire le tri, à mesurer ce que vous savez déjà faire et à choisir une direction qui tienne compte de votre vie.",
  ],
  local: montereau,
  faq: {
    tag: ["reconversion", "bdc"],
    mainTitleFaq: "Vos questions sur le bilan de compétences à Montereau-Fault-Yonne",
  },
  videos: [landingVideos.testimony],
  lastModified: "2026-11-23",
};
