/**
 * The Provins city page's own content (issue 14): the medieval town and its
 * tourism, the farms of the Brie, the hospital and the sous-préfecture, and
 * the Transilien P. Facts checked on 2026-11-23 against `sources`.
 */

import type { LandingPage } from "../landing-pages.ts";
import { landingVideos } from "../landing-videos.ts";
import { site } from "../site.ts";
import type { CityContent } from "./types.ts";

const checked = "2026-11-23";

const provins: CityContent = {
  office: "provins",

  venue: {
    title: "Pourquoi un bureau à Provins",
    paragraphs: [
      "Une cinquantaine de kilomètres séparent Provins de Melun, et aucune ligne de train ne relie directement les deux villes : par le rail, il faudrait passer par Paris. Plutôt que de demander aux habitants du Provinois de traverser le département à chaque entretien, le cabinet les reçoit à Provins même, sur rendez-vous.",
      "Un bilan s’étale sur plusieurs semaines. Si vous travaillez pour les sites et les spectacles de la ville haute, vous pouvez aussi choisir de le commencer après la saison, quand les week-ends redeviennent calmes et qu’il reste de l’énergie pour réfléchir à la suite.",
    ],
  },

  gettingThere: {
    train:
      "Ligne P du Transilien depuis Paris-Est. À Longueville, les trains pour Provins changent de sens de marche, puis s’arrêtent à Sainte-Colombe - Septveilles, à Champbenoist - Poigny, la halte proche du centre hospitalier, et enfin en gare de Provins. La branche a été électrifiée en 2022 et les rames Francilien y circulent depuis.",
    bus: "Les lignes du réseau Provinois - Brie et Seine d’Île-de-France Mobilités convergent vers la gare de Provins depuis les bourgs voisins. Dans les villages sans ligne régulière, le transport à la demande se réserve à l’avance sur le site d’Île-de-France Mobilités.",
    car: "La D619, l’ancienne route nationale de Paris à Troyes, arrive de l’ouest par Nangis et repart vers Nogent-sur-Seine. La ville est au centre d’une étoile de routes : vers Meaux au nord, vers Sens au sud, vers Reims au nord-est.",
    bike: "La ville haute domine d’une quarantaine de mètres la vallée de la Voulzie : à vélo, la montée se sent. Depuis Saint-Brice ou Poigny, toutes proches, le trajet reste court ; au-delà, les routes de plateau sont exposées au vent et partagées avec les engins agricoles au moment des récoltes.",
  },

  market: {
    title: "Le marché du travail dans le Provinois",
    paragraphs: [
      "Inscrite en 2001 sur la Liste du patrimoine mondial comme ville de foires médiévales, Provins reçoit des visiteurs toute l’année. D’avril à novembre, des spectacles de chevalerie et de fauconnerie au pied des remparts s’ajoutent aux visites de la tour César, de la Grange aux Dîmes et des souterrains, et la rose de Provins se retrouve dans les confiseries de la ville. Derrière ces visites, il y a des métiers d’accueil, de guidage, de restauration, d’hébergement, de vente et de spectacle.",
      "Autour de la ville, la Brie et le Montois sont des terres de grandes cultures, céréales et betterave sucrière en tête. Le recensement agricole de 2020 comptait 325 exploitations dans la communauté de communes du Provinois, sur près de 48 600 hectares, soit environ 150 hectares en moyenne. Les fermes s’agrandissent : en dix ans, leur nombre a un peu baissé tandis que leur surface moyenne augmentait.",
      "Provins est aussi sous-préfecture, et son centre hospitalier Léon Binet, ouvert en 1974 au sud-est de la ville, porte le groupement hospitalier de territoire Provins Est Seine-et-Marne, avec des EHPAD de Nangis, des Ormes-sur-Voulzie et de Bray-sur-Seine. Services de l’État, établissements scolaires, collectivités et établissements de soins comptent ainsi parmi les principaux employeurs de la ville.",
      "À l’ouest, TotalEnergies a décidé en 2020 d’arrêter le raffinage du pétrole brut à Grandpuits-Bailly-Carrois et reconvertit le site vers les biocarburants et les énergies bas carbone. Une partie des actifs du Provinois travaille enfin à Melun, à Sénart ou à Paris, et c’est souvent l’usure de ces longs trajets qui pousse à reconsidérer son métier.",
    ],
    employers: [
      {
        name: "Centre hospitalier Léon Binet",
        sector: "Santé, établissement support du GHT Provins Est Seine-et-Marne",
      },
      {
        name: "Ville de Provins et communauté de communes du Provinois",
        sector: "Services publics locaux, patrimoine et tourisme",
      },
      { name: "Sous-préfecture de Provins", sector: "Administration de l’État" },
      {
        name: "Sites, spectacles et commerces de la ville médiévale",
        sector: "Tourisme, événementiel, restauration et hébergement",
      },
      {
        name: "Exploitations agricoles de la Brie et du Montois",
        sector: "Grandes cultures : céréales, betterave sucrière",
      },
      {
        name: "TotalEnergies, plateforme de Grandpuits-Bailly-Carrois",
        sector: "Énergie, en reconversion vers les biocarburants",
      },
    ],
  },

  contacts: {
    title: "Vos interlocuteurs dans le Provinois",
    intro:
      "Dans l’arrondissement, un comité local pour l’emploi, coprésidé par le sous-préfet de Provins, coordonne depuis la loi pour le plein emploi l’action de France Travail, de Cap emploi et des missions locales. Voici qui solliciter selon votre situation.",
    items: [
      {
        name: "France Travail",
        text: "Entre deux saisons, après une fin de contrat ou si vous craignez de perdre votre poste : l’agence dont dépend votre commune vous reçoit sur rendez-vous. Ses coordonnées figurent sur le site de France Travail.",
        url: "https://www.francetravail.fr",
      },
      {
        name: "Conseil en évolution professionnelle",
        text: "Salarié permanent ou saisonnier, vous avez droit à un conseil gratuit et confidentiel pour faire le point sur votre parcours. Le site mon-cep.org indique l’opérateur compétent et permet de prendre rendez-vous.",
        url: "https://mon-cep.org",
      },
      {
        name: "Apec",
        text: "Cadre à l’hôpital, dans une collectivité ou dans l’agroalimentaire : l’Apec propose aux cadres des entretiens de conseil et des ateliers pour préparer une évolution.",
        url: "https://www.apec.fr",
      },
      {
        name: "Cap emploi, Agefiph et MDPH",
        text: "Quand la santé ou un handicap rend votre métier difficile, Cap emploi accompagne les travailleurs reconnus handicapés, avec le soutien de l’Agefiph. La reconnaissance de la qualité de travailleur handicapé se demande à la MDPH de Seine-et-Marne.",
        url: "https://www.agefiph.fr",
      },
    ],
  },

  reconversions: {
    title: "Les reconversions fréquentes autour de Provins",
    intro:
      "Chaque parcours est singulier, mais certaines questions reviennent d’une saison à l’autre dans le Provinois.",
    items: [
      {
        title: "Du tourisme vers des horaires réguliers",
        text: "Guides, serveurs, réceptionnistes ou artistes de spectacle vivent au rythme des étés, des soirées et des week-ends. Beaucoup veulent garder le contact avec le public, dans l’accueil d’un service public, la vente, l’animation ou le secrétariat, mais avec des horaires de semaine.",
      },
      {
        title: "Quitter la ferme sans quitter la terre",
        text: "Salariés agricoles et conducteurs d’engins cherchent parfois un métier moins dépendant de la météo et des pointes de récolte : maintenance de matériel, contrôle qualité dans l’agroalimentaire, conseil ou vente aux exploitants. Leur savoir-faire mécanique et leur autonomie sont des atouts.",
      },
      {
        title: "Rester dans le soin, autrement",
        text: "À l’hôpital ou en EHPAD, aides-soignants et agents de service hospitalier souhaitent parfois changer de rythme sans quitter le soin : coordination, accompagnement à domicile, formation de collègues ou reprise d’études vers le diplôme d’État d’infirmier.",
      },
      {
        title: "Travailler près de chez soi",
        text: "Pour qui fait chaque jour l’aller-retour vers Paris ou Sénart, le projet porte souvent sur un métier exercé dans le Provinois, ou sur une activité à créer : commerce, artisanat, services aux villages.",
      },
    ],
  },

  testimonial: {
    quote:
      "J’ai longtemps travaillé en salle dans la ville haute, tous les week-ends et les soirs d’été. Le bilan m’a aidée à nommer ce que je savais faire : tenir une équipe, garder mon calme les jours d’affluence, parler avec tout le monde. Je me prépare maintenant à un poste d’assistante administrative, avec des horaires de semaine.",
    name: "Sandrine L.",
    context: "Ancienne responsable de salle dans la restauration, Provins",
    fictional: true,
  },

  nearbyTowns: [
    "Saint-Brice",
    "Poigny",
    "Sourdun",
    "Longueville",
    "Sainte-Colombe",
    "Saint-Loup-de-Naud",
    "Chalautre-la-Petite",
    "Rouilly",
  ],

  faq: [
    {
      id: "provins-bilan-et-saison-touristique",
      title: "Je travaille dans le tourisme à Provins : à quel moment commencer mon bilan ?",
      answer: [
        "Quand vous le souhaitez, mais il est souvent plus simple de démarrer après la saison des spectacles, qui court d’avril à novembre : l’agenda se libère et vous prenez du recul.",
        "Si l’envie de changer ne peut pas attendre, le cabinet reçoit du lundi au samedi, sur rendez-vous : les entretiens se placent alors un jour de repos, et certaines séances peuvent se faire à distance.",
      ],
      tag: ["bdc", "reconversion"],
    },
    {
      id: "provins-vae-experience-saisonniere",
      title: "Mes saisons dans l’hôtellerie ou la restauration peuvent-elles compter pour une VAE ?",
      answer: [
        "Oui, si elles sont en rapport direct avec le diplôme ou le titre que vous visez. Depuis la réforme de 2022-2023, aucune durée minimale d’expérience n’est exigée : des contrats saisonniers répétés d’une année sur l’autre peuvent donc être pris en compte.",
        "Gardez vos contrats, bulletins de paie et attestations d’employeur : ils prouveront ce que vous avez fait. Le service public France VAE, sur vae.gouv.fr, présente la démarche et les certifications accessibles.",
      ],
      tag: ["vae"],
    },
  ],

  sources: [
    {
      label: "UNESCO, Comité du patrimoine mondial : inscription de Provins, ville de foire médiévale (2001)",
      url: "https://whc.unesco.org/en/decisions/2293/",
      secondary: false,
      checked,
    },
    {
      label: "Centre hospitalier de Provins : l’histoire du Centre hospitalier Léon Binet",
      url: "https://www.ch-provins.fr/le-ch/lhistoire-du/",
      secondary: false,
      checked,
    },
    {
      label: "Centre hospitalier de Provins : le GHT Provins Est Seine-et-Marne",
      url: "https://www.ch-provins.fr/le-ch/notre-ght",
      secondary: false,
      checked,
    },
    {
      label: "DRIAAF Île-de-France : fiche territoriale du recensement agricole 2020, CC du Provinois",
      url: "https://driaaf.ile-de-france.agriculture.gouv.fr/IMG/html/fts_ra2020_cc_du_provinois_cle4d2675.html",
      secondary: false,
      checked,
    },
    {
      label: "Préfecture de Seine-et-Marne : la filière betteravière en Seine-et-Marne (2017)",
      url: "http://seine-et-marne.gouv.fr/Actualites/Actualite-du-prefet/Annees-precedentes/Actualites-2017/Filiere-betteraviere-en-Seine-et-Marne",
      secondary: false,
      checked,
    },
    {
      label:
        "France Bleu : de nouveaux trains sur la ligne P entre Paris et Provins après l’électrification (octobre 2022)",
      url: "https://www.francebleu.fr/infos/transports/transports-les-nouveaux-trains-francilien-arrivent-sur-la-ligne-p-entre-paris-et-provins-1664792448",
      secondary: true,
      checked,
    },
    {
      label:
        "Gare de Champbenoist - Poigny : desserte, rebroussement à Longueville, correspondances (copie d’un article de Wikipédia)",
      url: "https://fr.m.vvikipidea.org/wiki/Gare_de_Champbenoist_-_Poigny",
      secondary: true,
      checked,
    },
    {
      label:
        "Gare de Provins : correspondances Provinois - Brie et Seine et transport à la demande (Wikiwand)",
      url: "https://wikiwand.com/fr/articles/Gare_de_Provins",
      secondary: true,
      checked,
    },
    {
      label:
        "Trésor des régions : canton de Provins (sous-préfecture, distance de Melun, ville haute et vallée de la Voulzie)",
      url: "http://tresordesregions.mgm.fr/cant.php?region=1177&ct=7725",
      secondary: true,
      checked,
    },
    {
      label: "Route nationale 19, déclassée en D619 en Seine-et-Marne (Wikipédia)",
      url: "https://fr.wikipedia.org/wiki/Route_nationale_19_(France)",
      secondary: true,
      checked,
    },
    {
      label: "Paris Région, espace professionnel : Provins, cité médiévale, spectacles d’avril à novembre",
      url: "http://pro.visitparisregion.com/Offre-de-la-destination/L-offre-de-Paris-Ile-de-France/Visites/Chateaux-et-Monuments/Provins-Cite-medievale",
      secondary: true,
      checked,
    },
    {
      label: "Le Moniteur de Seine-et-Marne : Provins réécrit son histoire (monuments, spectacles, roseraie)",
      url: "https://www.lemoniteur77.com/provins-reecrit-son-histoire-6498.html",
      secondary: true,
      checked,
    },
    {
      label: "Comité local pour l’emploi Est, coprésidé par le sous-préfet de Provins",
      url: "https://liti.fr/?p=20283",
      secondary: true,
      checked,
    },
    {
      label: "TotalEnergies : la reconversion de la plateforme de Grandpuits (entretien)",
      url: "https://cooperationsetterritoires.fr/post/l-%C3%AEle-de-france-une-r%C3%A9gion-cl%C3%A9-dans-la-strat%C3%A9gie-de-transition-de-notre-compagnie",
      secondary: true,
      checked,
    },
  ],
};

/** The page: its row of the landing table (content/landing-pages.ts lists it), with the town's content above. */
export const provinsPage: LandingPage = {
  slug: "bilan-de-competence-provins",
  kind: "city",
  label: "Bilan de compétences à Provins",
  footer: { label: "Provins", order: 5 },
  city: "Provins",
  title: "Bilan de compétences à Provins",
  description:
    "Bilan de compétences à Provins, dans nos bureaux sur rendez-vous ou en visio, pour tout le Provinois. Contactez-nous pour un premier entretien gratuit.",
  heading: "Bilan de compétences à Provins et dans le Provinois, sur rendez-vous ou à distance",
  intro: [
    `À Provins, nous vous recevons sur rendez-vous dans nos bureaux, pour vous éviter un long trajet vers ${site.address.city} ou vers Paris. Les séances peuvent aussi se tenir en visioconférence, ou alterner les deux formules.`,
    "Salarié agricole, professionnel du tourisme, agent public, artisan ou personne en recherche d’emploi : quel que soit votre parcours, le bilan de compétences vous aide à voir ce que vous savez faire et ce que vous avez envie de faire ensuite, sans forcément quitter le territoire.",
  ],
  local: provins,
  faq: { tag: ["CPF", "bdc"], mainTitleFaq: "Vos questions sur le bilan de compétences à Provins" },
  videos: [landingVideos.overview],
  lastModified: "2026-11-23",
};
