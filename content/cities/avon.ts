/**
 * Avon (issue 14). The firm has no office in Avon: its sessions happen at
 * the Fontainebleau office or by video, and the page says so. Avon and
 * Fontainebleau are one urban area; this file speaks of Avon itself (its
 * neighbourhoods, its station, the Seine and forest sides), Fontainebleau's
 * own economy being its page's subject. Every fact is listed in `sources`.
 */

import type { LandingPage } from "../landing-pages.ts";
import { landingVideos } from "../landing-videos.ts";
import { officeById } from "../offices.ts";
import type { CityContent } from "./types.ts";

const checked = "2026-11-23";

const avon: CityContent = {
  office: "fontainebleau",

  venue: {
    title: "Pas de bureau à Avon, mais un bureau à Fontainebleau, tout à côté",
    paragraphs: [
      "Disons-le d’emblée : le cabinet n’a pas de bureau à Avon. Les Avonnais sont reçus sur rendez-vous à notre bureau de Fontainebleau, que l’on rejoint en quelques minutes, ou suivent tout ou partie des séances en visioconférence, depuis chez eux.",
      "Pourquoi alors une page pour Avon ? Parce que les deux villes n’en font qu’une sur le terrain : le bâti de l’une continue celui de l’autre, la gare qui porte leurs deux noms est sur le territoire avonnais, et toutes deux font partie de la Communauté d’agglomération du Pays de Fontainebleau, qui réunit vingt-six communes. Leur coopération ne date pas d’hier : un district urbain commun existait dès 1960.",
    ],
  },

  gettingThere: {
    train:
      "La gare de Fontainebleau-Avon, sur la ligne R du Transilien, se trouve à Avon même : pour rejoindre le bureau depuis la ville, le train ne sert à rien. Il devient utile si vous habitez une commune voisine desservie par la même ligne, comme Bois-le-Roi ou Thomery, et que vous descendez à Fontainebleau-Avon.",
    bus: "Devant la gare, les bus du réseau Fontainebleau – Moret, organisé par Île-de-France Mobilités, relient les quartiers d’Avon au centre de Fontainebleau. Lignes et horaires à jour figurent sur le site d’Île-de-France Mobilités.",
    car: "Avon et Fontainebleau se touchent : quelques minutes de voiture suffisent depuis la plupart des quartiers avonnais. Si vous habitez de l’autre côté de la Seine, à Samoreau ou à Vulaines-sur-Seine, le pont de Valvins vous fait entrer dans Avon par le bord du fleuve.",
    bike: "Les distances se prêtent au vélo : quelques kilomètres à peine séparent les quartiers d’Avon du centre de Fontainebleau. Plus au large, la Scandibérique (EuroVelo 3), aménagée dans le Pays de Fontainebleau, passe par Samois-sur-Seine et Fontainebleau.",
  },

  market: {
    title: "Avon, entre Seine et forêt : où l’on vit, où l’on travaille",
    paragraphs: [
      "Avon descend de la vallée de Changis, que franchit près de la gare un viaduc ferroviaire de 1847, jusqu’à la rive gauche de la Seine, face à Samoreau. Chaque quartier a son visage : les maisons de la butte Montceau, les immeubles des Fougères, le Vieil Avon autour de l’église Saint-Pierre, la Vallée, Valvins au bord de l’eau. Le parc du Bel-Ébat et son manoir accueillent expositions et concerts.",
      "Longtemps décrite comme une ville-dortoir, Avon reste d’abord une ville où l’on habite. Chaque matin, une partie des actifs monte dans un train à la gare, vers Melun, Paris ou d’autres pôles franciliens. Sur place, l’emploi tient surtout aux services à la population, aux établissements scolaires, dont le lycée Uruguay-France, aux commerces, à la santé et à l’aide aux personnes âgées.",
      "À l’est, la Seine longe la commune ; tout autour, la forêt domaniale de Fontainebleau, gérée par l’Office national des forêts, l’enserre. Ces deux voisins font vivre, à l’échelle du Pays de Fontainebleau, des métiers de l’environnement, de l’entretien des espaces naturels, du sport de plein air et de l’accueil des visiteurs. Fontainebleau, avec son château, l’INSEAD et ses emprises militaires, a sa propre page.",
    ],
    employers: [
      { name: "Ville d’Avon", sector: "Services municipaux à la population" },
      { name: "Lycée Uruguay-France", sector: "Éducation nationale" },
      { name: "SNCF, gare de Fontainebleau-Avon", sector: "Transport ferroviaire" },
      {
        name: "Office national des forêts, forêt domaniale de Fontainebleau",
        sector: "Gestion forestière et espaces naturels",
      },
      {
        name: "Communauté d’agglomération du Pays de Fontainebleau",
        sector: "Intercommunalité de vingt-six communes",
      },
    ],
  },

  contacts: {
    title: "Qui contacter depuis Avon",
    intro:
      "D’autres acteurs, gratuits pour la plupart, peuvent éclairer votre projet. Leurs coordonnées à jour figurent sur leurs sites officiels : fiez-vous à eux plutôt qu’à une adresse recopiée.",
    items: [
      {
        name: "France Travail",
        text: "Demandeur d’emploi, vous relevez d’une agence que précise votre espace en ligne. Dites à votre conseiller que vous envisagez un bilan : il peut l’intégrer à votre parcours.",
        url: "https://www.francetravail.fr",
      },
      {
        name: "Apec",
        text: "Que vous soyez cadre ou récemment diplômé, un conseiller de l’Apec peut vous recevoir, souvent à distance, pour prendre du recul sur votre trajectoire.",
        url: "https://www.apec.fr",
      },
      {
        name: "mon-cep.org",
        text: "Pour les salariés du privé, le conseil en évolution professionnelle est gratuit et confidentiel ; le site indique l’opérateur francilien et comment obtenir un rendez-vous.",
        url: "https://mon-cep.org",
      },
      {
        name: "Cap emploi, Agefiph, MDPH",
        text: "Avec une RQTH (c’est la MDPH de Seine-et-Marne qui instruit les demandes), Cap emploi peut vous suivre dans votre projet et l’Agefiph financer des compensations. Dites-nous aussi ce qui faciliterait vos séances.",
        url: "https://www.agefiph.fr",
      },
      {
        name: "Service-public.fr",
        text: "Congés, droits à la formation, chômage : les fiches officielles répondent aux questions de droit qui surgissent pendant un bilan.",
        url: "https://www.service-public.fr",
      },
    ],
  },

  reconversions: {
    title: "Des projets qui prennent forme à Avon",
    intro:
      "Voici quelques situations que l’on rencontre à Avon. Elles illustrent le travail du bilan ; elles ne préjugent pas de votre propre chemin.",
    items: [
      {
        title: "Descendre du train pour de bon",
        text: "Des années de trajets depuis Fontainebleau-Avon finissent par peser. Le bilan aide à repérer les employeurs du Pays de Fontainebleau ou, plus largement, du sud seine-et-marnais, qui recherchent votre expérience, à évaluer ce que le télétravail rendrait possible, ou à envisager un autre métier exercé près de chez vous.",
      },
      {
        title: "Travailler avec la forêt ou le fleuve",
        text: "Guide nature, agent d’entretien des espaces naturels, éducateur sportif de plein air, métiers du paysage : ces envies naissent souvent d’une promenade en lisière de forêt. Le bilan les met à l’épreuve du terrain (travail physique, saisons, rémunérations, formations exigées) avant tout engagement.",
      },
      {
        title: "Enseignants et personnels éducatifs",
        text: "Professeurs, assistants d’éducation, animateurs périscolaires : certains veulent quitter l’école, d’autres y rester autrement. Formation d’adultes, orientation, ingénierie pédagogique, détachement dans une autre administration : le bilan trie les pistes réalistes.",
      },
    ],
  },

  testimonial: {
    quote:
      "Je passais mes soirées dans le train et je ne voyais plus mes enfants. Le bilan m’a aidé à regarder ce qui existait autour d’Avon et à oser postuler ; je fais maintenant le trajet à vélo.",
    name: "Karim T.",
    context: "Technicien de maintenance, habitant d’Avon",
    fictional: true,
  },

  nearbyTowns: [
    "Samoreau",
    "Thomery",
    "Vulaines-sur-Seine",
    "Héricy",
    "Samois-sur-Seine",
    "Bois-le-Roi",
    "Bourron-Marlotte",
    "Champagne-sur-Seine",
  ],

  faq: [
    {
      id: "avon-lieu-des-seances",
      title: "J’habite Avon : où auront lieu mes séances ?",
      answer: [
        "Au bureau du cabinet à Fontainebleau, sur rendez-vous, ou à distance, en visio depuis votre domicile : nous n’avons pas de local à Avon. Le bureau de Fontainebleau est à quelques minutes des quartiers avonnais, en bus depuis la gare ou en voiture.",
        "Vous pouvez aussi alterner, par exemple en gardant les entretiens les plus personnels pour le face-à-face et en passant les points d’étape à distance. Nous en convenons dès le premier rendez-vous.",
      ],
      tag: ["bdc"],
    },
    {
      id: "avon-navetteur-cpf",
      title:
        "Je prends le train tous les jours à Fontainebleau-Avon : puis-je faire mon bilan avec mon CPF sans en parler à mon employeur ?",
      answer: [
        "Oui, si vous êtes salarié du secteur privé et que les séances se tiennent hors de votre temps de travail. C’est précisément pour cela que le cabinet reçoit aussi en fin de journée ou le samedi, et qu’une séance peut se faire en visio le soir, une fois rentré à Avon.",
        "Agent public, la règle diffère : l’accord de votre employeur est nécessaire pour mobiliser votre compte.",
      ],
      tag: ["CPF", "bdc"],
    },
    {
      id: "avon-metier-nature",
      title: "Je rêve d’un métier lié à la forêt : le bilan peut-il m’aider à vérifier ce projet ?",
      answer: [
        "Oui, c’est même une bonne raison d’en faire un. Pendant le bilan, vous rencontrez des personnes qui exercent le métier visé, vous regardez les formations demandées et les conditions réelles d’emploi, et vous mesurez ce que le changement impliquerait pour vous. Vous en sortez avec un projet confirmé, ajusté ou remplacé par une piste plus sûre.",
      ],
      tag: ["reconversion"],
    },
  ],

  sources: [
    {
      label: "Pays de Fontainebleau, « Présentation » : 26 communes dont Avon, création le 1er janvier 2017",
      url: "http://www.pays-fontainebleau.fr/presentation/",
      secondary: false,
      checked,
    },
    {
      label:
        "Découpage administratif (Etalab, Code officiel géographique) : communes de Seine-et-Marne et membres de la CA du Pays de Fontainebleau",
      url: "https://github.com/etalab/decoupage-administratif",
      secondary: true,
      checked,
    },
    {
      label:
        "Wikipédia, Communauté de communes du pays de Fontainebleau : district urbain de l’agglomération de Fontainebleau-Avon créé en 1960",
      url: "https://fr.m.wikipedia.org/wiki/Communaut%C3%A9_de_communes_du_pays_de_Fontainebleau",
      secondary: true,
      checked,
    },
    {
      label:
        "Wikipédia, Avon (Seine-et-Marne) : une seule agglomération avec Fontainebleau, unité urbaine de Fontainebleau",
      url: "https://wikiwand.com/fr/articles/Avon_(Seine-et-Marne)",
      secondary: true,
      checked,
    },
    {
      label:
        "Wikipedia, Avon, Seine-et-Marne : quartiers (butte Montceau, Fougères, La Vallée, Vieil Avon), pont de Valvins",
      url: "https://en.wikipedia.org/wiki/Avon,_Seine-et-Marne",
      secondary: true,
      checked,
    },
    {
      label:
        "Wikipédia, Gare de Fontainebleau - Avon : située sur la commune d’Avon, ligne R, viaduc de Changis",
      url: "https://fr.wikipedia.org/wiki/Gare_de_Fontainebleau_-_Avon",
      secondary: true,
      checked,
    },
    {
      label:
        "Trésor des régions, Avon : vallée de Changis et viaduc de 1847, rive gauche face à Samoreau, manoir de Bel-Ébat",
      url: "https://tresordesregions.mgm.fr/cant.php?cl=Avon&region=1177",
      secondary: true,
      checked,
    },
    {
      label:
        "20 Minutes, « Avon la paisible sort du bois » : Seine à l’est, parc et manoir du Bel-Ébat, image de ville-dortoir",
      url: "http://www.pressreader.com/france/20-minutes-paris/20180405/281698320313224",
      secondary: true,
      checked,
    },
    {
      label: "Blog de l’enseignement de défense du lycée Uruguay-France, à Avon",
      url: "http://avoneducationdefense.blogspot.com/2018/",
      secondary: true,
      checked,
    },
    {
      label: "Wikipédia, réseau de bus Aérial puis Fontainebleau – Moret (Île-de-France Mobilités, Transdev)",
      url: "https://kampuspedia.com/fr/R%C3%A9seau_de_bus_A%C3%A9rial",
      secondary: true,
      checked,
    },
    {
      label:
        "Transilien, topoguide « Fontainebleau entre eaux et forêt » (gares de la ligne R autour de la forêt)",
      url: "https://transilien.com/fr/page-tourisme/topoguide-fontainebleau",
      secondary: false,
      checked,
    },
    {
      label:
        "La République de Seine-et-Marne, la Scandibérique dans le sud du département (Samois-sur-Seine, Fontainebleau)",
      url: "https://www.pressreader.com/france/la-republique-de-seine-et-marne-edition-a-b/20170605/281526521021219",
      secondary: true,
      checked,
    },
    {
      label: "Scandi77, la Scandibérique en Seine-et-Marne, tronçons aménagés par le Pays de Fontainebleau",
      url: "https://www.scandi77.com/en/about-us/",
      secondary: true,
      checked,
    },
  ],
};

/** The page: its row of the landing table (content/landing-pages.ts lists it), with the town's content above. */
export const avonPage: LandingPage = {
  slug: "bilan-de-competence-avon",
  kind: "city",
  label: "Bilan de compétences à Avon",
  footer: { label: "Avon", order: 4 },
  city: "Avon",
  title: "Bilan de compétences à Avon",
  description:
    "Bilan de compétences à Avon, dans nos bureaux de Fontainebleau tout proches ou en visio, finançable par le CPF. Contactez-nous pour en parler.",
  heading: "Bilan de compétences à Avon, près de la gare de Fontainebleau-Avon ou en visioconférence",
  intro: [
    `Vous habitez Avon et vous vous interrogez sur la suite de votre parcours professionnel ? Nous vous recevons dans nos bureaux de ${officeById("fontainebleau").city}, à quelques minutes de chez vous, ou nous menons les séances en visioconférence si cela vous simplifie la vie.`,
    "Entre la forêt, la Seine et la gare qui la relie à Paris, Avon réunit des actifs aux parcours très variés. Le bilan de compétences vous donne le temps de faire le point, avec un consultant qui connaît bien le sud de la Seine-et-Marne.",
  ],
  local: avon,
  faq: { tag: ["vae", "bdc"], mainTitleFaq: "Vos questions sur le bilan de compétences à Avon" },
  videos: [landingVideos.overview],
  lastModified: "2026-11-23",
};
