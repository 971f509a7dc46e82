/**
 * Fontainebleau's own content for its city page (issue 14): the château and
 * the forest, INSEAD, the Centre national des sports de la Défense, the
 * hospital, commuters to Paris and the mobile families the town is known
 * for. Every fact was checked against the sources listed at the end; what
 * could not be confirmed today was left out (see the commit message).
 */

import type { LandingPage } from "../landing-pages.ts";
import { landingVideos } from "../landing-videos.ts";
import type { CityContent } from "./types.ts";

const CHECKED = "2026-11-23";

const fontainebleau: CityContent = {
  office: "fontainebleau",

  venue: {
    title: "Vos séances à Fontainebleau même",
    paragraphs: [
      "Quand on habite ou travaille à Fontainebleau, le bilan se fait dans notre bureau de la ville, sur rendez-vous. Les dates se fixent avec votre consultant selon ce qui rythme votre vie ici : un service, une saison touristique, un semestre de cours ou les trajets de la semaine.",
      "Beaucoup de Bellifontains ont une vie professionnelle en mouvement : mutation annoncée, contrat à l’étranger, semaines passées à Paris. Les entretiens se poursuivent alors en visioconférence, en totalité ou en alternance avec le bureau, sans reprendre la démarche à zéro si votre adresse change.",
    ],
  },

  gettingThere: {
    train:
      "La gare qui porte le nom de la ville, Fontainebleau-Avon, se trouve en réalité sur la commune voisine d’Avon. Les trains de la ligne R du Transilien y arrivent de Paris-Gare-de-Lyon et Melun d’un côté, de Thomery et Moret-Veneux-les-Sablons de l’autre ; Bois-le-Roi est sur la même ligne, côté Paris.",
    bus: "Entre la gare, le centre-ville et le château, les bus du réseau Fontainebleau - Moret d’Île-de-France Mobilités assurent la liaison. Depuis 2023, le soir, quand les lignes régulières s’arrêtent, un bus de soirée attend les trains venus de Paris en gare de Fontainebleau-Avon. Lignes et horaires sur iledefrance-mobilites.fr.",
    car: "Depuis Melun, la D606, ancienne nationale 6, traverse la forêt jusqu’à Fontainebleau. Depuis Chailly-en-Bière et Barbizon, on arrive par la D607, l’ancienne nationale 7. L’autoroute A6 passe à l’ouest du massif.",
    bike: "La Scandibérique (EuroVelo 3) relie Bois-le-Roi à Souppes-sur-Loing entre forêt et bords de Seine, tout près de Fontainebleau. Le vélo monte gratuitement dans les trains de la ligne R, de préférence hors heures de pointe.",
  },

  market: {
    title: "Travailler à Fontainebleau : château, forêt, campus et garnison",
    paragraphs: [
      "Le château, inscrit au patrimoine mondial de l’Unesco depuis 1981 et géré depuis 2009 par un établissement public, fait vivre toute une économie de la visite : accueil, conservation, hôtels, restaurants, guides. Beaucoup de ces emplois suivent les saisons et les week-ends.",
      "La forêt domaniale, gérée par l’Office national des forêts et distinguée par le label Forêt d’Exception, est l’autre pilier local : gestion du massif, accueil du public, sports de nature comme l’escalade sur les blocs de grès. Ces métiers de plein air demandent souvent une qualification précise.",
      "En lisière de forêt, l’INSEAD accueille sur son campus Europe étudiants, professeurs et salariés venus du monde entier. Au camp Guynemer, le Centre national des sports de la Défense regroupe l’École interarmées des sports et l’École militaire d’équitation. D’où, en ville, de nombreuses familles qui déménagent au fil des affectations et des contrats.",
      "S’y ajoutent l’hôpital, qui forme depuis 2017 le Centre hospitalier du Sud Seine-et-Marne avec ceux de Nemours et de Montereau-Fault-Yonne, la sous-préfecture et les services de la ville. Et une partie des actifs prend chaque matin le train pour Paris.",
    ],
    employers: [
      { name: "Château de Fontainebleau (établissement public)", sector: "Patrimoine, musée et tourisme" },
      { name: "Office national des forêts", sector: "Gestion de la forêt domaniale et accueil du public" },
      { name: "INSEAD, campus Europe", sector: "Enseignement supérieur et formation des cadres" },
      { name: "Centre national des sports de la Défense", sector: "Défense, sport et formation militaire" },
      { name: "Centre hospitalier du Sud Seine-et-Marne", sector: "Santé" },
      { name: "Ville de Fontainebleau", sector: "Administration communale" },
    ],
  },

  contacts: {
    title: "Vos autres interlocuteurs autour de Fontainebleau",
    intro: "Selon votre situation, voici vers qui vous tourner en plus de nous.",
    items: [
      {
        name: "France Travail",
        text: "Demandeur d’emploi, votre conseiller suit votre parcours et peut appuyer un projet de formation. Votre agence et la prise de rendez-vous sont sur son site.",
        url: "https://www.francetravail.fr",
      },
      {
        name: "Défense mobilité",
        text: "Il accompagne les militaires vers la vie civile et les conjoints de militaires dans leur recherche d’emploi après une mutation. Contactez-le dès que vous connaissez la date de votre départ ou de la mutation.",
        url: "https://www.defense-mobilite.fr",
      },
      {
        name: "Apec",
        text: "Conseil gratuit pour les cadres et jeunes diplômés qui préparent une mobilité, y compris à distance.",
        url: "https://www.apec.fr",
      },
      {
        name: "Conseil en évolution professionnelle",
        text: "Gratuit et confidentiel. Salarié, vous trouvez votre conseiller sur mon-cep.org.",
        url: "https://mon-cep.org",
      },
      {
        name: "Cap emploi et Agefiph",
        text: "Avec une RQTH, reconnaissance délivrée par la MDPH, Cap emploi vous accompagne vers l’emploi et l’Agefiph finance des aides pour compenser le handicap au travail.",
        url: "https://www.agefiph.fr",
      },
    ],
  },

  reconversions: {
    title: "Les reconversions que nous rencontrons à Fontainebleau",
    intro: "Les projets qu’on nous confie ici ressemblent à la ville : mobilité, service, patrimoine.",
    items: [
      {
        title: "Quitter l’uniforme",
        text: "Fin de contrat ou de carrière en vue ? Le bilan traduit en langage civil ce que vous savez faire : encadrer, former, organiser, tenir sous pression. Il complète l’accompagnement de Défense mobilité et aide à trancher entre plusieurs pistes avant d’entrer en formation.",
      },
      {
        title: "Conjoint de militaire : un métier qui suit les mutations",
        text: "Chaque affectation oblige à repartir presque de zéro : nouveau bassin d’emploi, réseau à reconstruire. Nous cherchons avec vous un métier transportable, exercé à distance, à votre compte ou dans un secteur qui recrute partout.",
      },
      {
        title: "Tourisme et hôtellerie : garder le contact, changer de rythme",
        text: "Guide, réceptionniste ou serveur, vous avez le sens du public et souvent des langues étrangères. Ces atouts comptent aussi en entreprise, en formation ou dans l’administration, avec des horaires plus compatibles avec la vie de famille.",
      },
      {
        title: "Cadre lassé des allers-retours vers Paris",
        text: "Après des années de trajets, travailler près de chez soi devient une priorité. Nous examinons les options réalistes : poste dans le sud de la Seine-et-Marne, télétravail négocié, activité indépendante.",
      },
      {
        title: "Familles internationales de passage",
        text: "Installé ici pour quelques années auprès d’un conjoint en poste ou en formation, vous voulez valoriser un parcours construit à l’étranger. Le bilan met vos compétences dans les mots du marché du travail français, pour un projet qui voyage avec vous.",
      },
    ],
  },

  testimonial: {
    quote:
      "J’ai passé une bonne partie de ma carrière militaire à Fontainebleau. Je savais encadrer une équipe et organiser le déplacement d’un groupe, mais je ne savais pas l’écrire sur un CV. Le bilan m’a aidé à choisir la logistique plutôt que la sécurité, où tout le monde m’attendait.",
    name: "Thomas R.",
    context: "Ancien militaire, installé dans le pays de Fontainebleau",
    fictional: true,
  },

  nearbyTowns: [
    "Avon",
    "Bois-le-Roi",
    "Samois-sur-Seine",
    "Bourron-Marlotte",
    "Recloses",
    "Barbizon",
    "Chailly-en-Bière",
    "Ury",
  ],

  faq: [
    {
      id: "fontainebleau-militaire-defense-mobilite",
      title: "Je suis militaire et mon contrat se termine : un bilan fait-il doublon avec Défense mobilité ?",
      answer: [
        "Non, les deux se complètent. Défense mobilité vous accompagne vers l’emploi et dans les dispositifs de reconversion propres aux armées. Le bilan prend le temps du recul : ce que vous aimez faire, ce que vous ne voulez plus faire, les métiers civils qui vous correspondent.",
        "Commencez-le assez tôt avant votre départ. Les séances peuvent avoir lieu en fin de journée ou le samedi, au bureau de Fontainebleau, ou en visioconférence si vous êtes en mission. Le financement se regarde au premier entretien.",
      ],
      tag: ["reconversion", "bdc"],
    },
    {
      id: "fontainebleau-conjoint-militaire-mutation",
      title: "Mon conjoint militaire risque d’être muté pendant mon bilan : pourrai-je le terminer ?",
      answer: [
        "Oui. Les séances déjà faites à Fontainebleau restent acquises, et la suite se déroule en visioconférence depuis votre nouvelle région. Prévenez votre consultant dès que la mutation est connue : il adapte le calendrier au déménagement.",
        "Le départ peut même nourrir le bilan : enquête sur l’emploi dans votre future ville, contact avec l’antenne Défense mobilité d’arrivée, métiers qui s’exercent à distance.",
      ],
      tag: ["reconversion", "bdc"],
    },
    {
      id: "fontainebleau-trajets-paris",
      title:
        "Je travaille à Paris et je rentre tard à Fontainebleau : comment trouver le temps pour un bilan ?",
      answer: [
        "Nous proposons des rendez-vous en fin de journée ou le samedi, dans notre bureau de Fontainebleau. Certains entretiens peuvent aussi se tenir en visioconférence depuis chez vous.",
        "Le temps de train n’est pas perdu : lectures, questionnaires et préparation des enquêtes métier se font bien entre Paris-Gare-de-Lyon et Fontainebleau-Avon. Le calendrier se construit avec vous dès le premier entretien.",
      ],
      tag: ["bdc"],
    },
  ],

  sources: [
    {
      label: "Château de Fontainebleau, « Qui sommes-nous ? » (Unesco 1981, établissement public 2009)",
      url: "https://www.chateaudefontainebleau.fr/qui-sommes-nous/",
      secondary: false,
      checked: CHECKED,
    },
    {
      label: "Unesco, liste indicative « Domaine de Fontainebleau » (palais et parc inscrits en 1981)",
      url: "https://whc.unesco.org/fr/listesindicatives/6493",
      secondary: false,
      checked: CHECKED,
    },
    {
      label: "ONF, Fontainebleau Forêt d’Exception : renouvellement du label",
      url: "https://onf.fr/onf/+/1bf1::fontainebleau-foret-dexception-avis-favorable-du-cno-du-21-juin-2023-pour-le-2e-renouvellement-du-label.html",
      secondary: false,
      checked: CHECKED,
    },
    {
      label: "Armée de Terre, le Centre national des sports de la Défense (camp Guynemer, EIS et EME)",
      url: "https://www.terre.defense.gouv.fr/cnsd/centre-national-sports-defense/centre-national-sports-defense",
      secondary: false,
      checked: CHECKED,
    },
    {
      label: "BEI, prêt pour le réaménagement du campus Europe de l’INSEAD à Fontainebleau (2024)",
      url: "https://www.eib.org/fr/press/all/2024-017-european-investment-bank-backs-sustainable-campus-reimagination-journey-of-insead",
      secondary: true,
      checked: CHECKED,
    },
    {
      label: "Michel Desvigne Paysagiste, campus de l’INSEAD en lisière de la forêt",
      url: "http://micheldesvignepaysagiste.com/en/campus-insead",
      secondary: true,
      checked: CHECKED,
    },
    {
      label:
        "Centre hospitalier du Sud Seine-et-Marne, historique (fusion Fontainebleau, Montereau, Nemours)",
      url: "https://www.ch-sud-seine-et-marne.fr/nous-connaitre/historique/",
      secondary: false,
      checked: CHECKED,
    },
    {
      label:
        "Ville de Montereau-Fault-Yonne, création du Centre hospitalier du Sud Seine-et-Marne au 1er janvier 2017",
      url: "https://www.ville-montereau77.fr/news/130-millions-investis-au-profit-de-la-sante-publique/",
      secondary: true,
      checked: CHECKED,
    },
    {
      label: "Défense mobilité, FAQ conjoints de militaires",
      url: "https://www.defense-mobilite.fr/candidats/aide-et-conseils/faq/les-conjoints",
      secondary: false,
      checked: CHECKED,
    },
    {
      label: "LeMagIT, Défense Mobilité, service des transitions professionnelles des armées (mars 2026)",
      url: "https://www.lemagit.fr/etude/Reconversion-des-militaires-Defense-Mobilite-mise-sur-le-low-code-pour-simplifier-les-parcours",
      secondary: true,
      checked: CHECKED,
    },
    {
      label:
        "Wikipédia, gare de Fontainebleau - Avon (commune d’Avon, ligne R, réseau de bus Fontainebleau - Moret)",
      url: "https://fr.wikipedia.org/wiki/Gare_de_Fontainebleau_-_Avon",
      secondary: true,
      checked: CHECKED,
    },
    {
      label: "France 3 Paris Île-de-France, bus de soirée Fontainebleau - Moret (2023)",
      url: "https://france3-regions.francetvinfo.fr/paris-ile-de-france/bus-de-soiree-onze-nouvelles-lignes-ouvertes-en-grande-banlieue-pour-les-franciliens-2835215.html",
      secondary: true,
      checked: CHECKED,
    },
    {
      label: "Rendez-vous Nationale 7, l’ancienne RN 7 devenue D607 en Seine-et-Marne",
      url: "https://rendezvousnationale7.fr/site/etape02/rendez_vous_nationale_7_etape_02.htm",
      secondary: true,
      checked: CHECKED,
    },
    {
      label:
        "Voyager en photos, la Scandibérique de Fontainebleau à Montargis (vélos gratuits dans les Transilien)",
      url: "https://voyagerenphotos.com/2023/06/velo-scandiberique-fontainebleau-montargis",
      secondary: true,
      checked: CHECKED,
    },
    {
      label: "Scandi77, la Scandibérique en Seine-et-Marne (Bois-le-Roi – Souppes-sur-Loing)",
      url: "https://www.scandi77.com/en/about-us/",
      secondary: true,
      checked: CHECKED,
    },
  ],
};

/** The page: its row of the landing table (content/landing-pages.ts lists it), with the town's content above. */
export const fontainebleauPage: LandingPage = {
  slug: "bilan-de-competence-fontainebleau",
  kind: "city",
  label: "Bilan de compétences à Fontainebleau",
  footer: { label: "Fontainebleau", order: 1 },
  city: "Fontainebleau",
  title: "Bilan de compétences à Fontainebleau",
  description:
    "Bilan de compétences à Fontainebleau, dans nos bureaux sur rendez-vous ou en visio, finançable par le CPF. Contactez-nous pour un premier échange gratuit.",
  heading:
    "Bilan de compétences à Fontainebleau et dans le pays de Fontainebleau, sur rendez-vous ou en visio",
  intro: [
    "Nos bureaux de Fontainebleau vous accueillent sur rendez-vous pour toutes les séances de votre bilan de compétences. Si vous préférez, une partie ou la totalité des entretiens peut avoir lieu en visioconférence.",
    "Militaire qui prépare son retour à la vie civile, salarié du tourisme, cadre lassé des trajets vers Paris ou parent qui reprend une activité : nous prenons le temps de comprendre votre situation avant de construire votre bilan.",
  ],
  local: fontainebleau,
  faq: { tag: ["APEC", "bdc"], mainTitleFaq: "Vos questions sur le bilan de compétences à Fontainebleau" },
  videos: [landingVideos.overview, landingVideos.testimony],
  lastModified: "2026-11-23",
};
