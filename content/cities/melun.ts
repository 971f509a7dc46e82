/**
 * Melun, the town of the head office (issue 14). What the page says of the
 * prefecture and its agglomeration; every fact is listed in `sources`.
 * The row of content/landing-pages.ts keeps its intro paragraphs: nothing
 * here repeats them.
 */

import type { LandingPage } from "../landing-pages.ts";
import { landingVideos } from "../landing-videos.ts";
import { openingHoursText } from "../site.ts";
import type { CityContent } from "./types.ts";

const checked = "2026-11-23";

const melun: CityContent = {
  office: "head",

  venue: {
    title: "Au siège du cabinet, dans la préfecture",
    paragraphs: [
      "Le siège du cabinet est à Melun : pour les Melunais comme pour les habitants des communes de l’agglomération, le bilan se fait donc sans long trajet, et vous retrouvez le même consultant d’une séance à l’autre, du premier entretien jusqu’au rendez-vous de suivi.",
      "Votre journée se termine à Paris, ou votre service à l’hôpital finit tard ? Certaines séances peuvent se tenir en visioconférence, par exemple celle qui suit un test passé chez vous : le lieu s’adapte à votre emploi du temps.",
    ],
  },

  gettingThere: {
    train:
      "La gare de Melun accueille le RER D et la ligne R du Transilien, tous deux au départ de Paris-Gare-de-Lyon. Dans l’agglomération, le RER D marque aussi l’arrêt au Mée et, sur la branche qui rejoint Corbeil-Essonnes, à Vosves, Boissise-le-Roi, Ponthierry – Pringy et Saint-Fargeau : de quoi venir sans voiture depuis plusieurs communes voisines.",
    bus: "Le réseau de bus de Melun Val de Seine, organisé par Île-de-France Mobilités, couvre les vingt communes de l’agglomération et fait de la gare de Melun son principal point de correspondance. Itinéraires et horaires à jour se consultent sur le site d’Île-de-France Mobilités.",
    car: "Depuis le nord du département, la D636 venue de Meaux et l’A105, prolongement de la Francilienne, mènent au nord de la ville ; depuis Sénart, la D306 ; depuis Corbeil-Essonnes, la D346. L’A5 dessert l’est de l’agglomération. Aux heures de pointe, la traversée nord-sud par l’avenue Thiers se charge vite.",
    bike: "La Scandibérique, nom français de l’EuroVelo 3, longe la Seine de Paris jusqu’à la forêt de Fontainebleau et traverse l’agglomération melunaise. Depuis les communes riveraines du fleuve, elle mène tranquillement à Melun.",
  },

  market: {
    title: "Préfecture, hôpital, gendarmerie, aéronautique : l’emploi autour de Melun",
    paragraphs: [
      "Chef-lieu de la Seine-et-Marne, Melun réunit la préfecture, les services du Département, ceux de l’État et de l’agglomération, ainsi qu’un tribunal judiciaire et un centre de détention. Ces employeurs publics offrent des carrières longues, rythmées par les concours et les mobilités, mais où l’on peut aussi, après des années sur le même poste, avoir l’impression d’avoir fait le tour.",
      "Au nord de la ville, le Santépôle rassemble depuis 2018 l’hôpital du Groupe hospitalier Sud Île-de-France et une clinique privée, qui partagent leurs plateaux techniques. Le groupe hospitalier, issu en 2017 de la fusion des hôpitaux de Melun et de Brie-Comte-Robert, y a ajouté un second ensemble consacré aux personnes âgées. Soignants, techniciens, agents administratifs et logistiques y travaillent jour et nuit.",
      "Installée à Melun depuis 1945, l’école qui forme les officiers de gendarmerie s’appelle depuis le 1er septembre 2024 l’Académie militaire de la Gendarmerie nationale ; ses élèves y suivent deux années de formation avant de commander des unités partout en France. En bordure de l’aérodrome de Melun-Villaroche, le site Safran produit des moteurs d’avions civils et militaires. Le droit, l’économie et l’AES s’enseignent au centre melunais de l’université Paris-Panthéon-Assas.",
      "Reste le mouvement quotidien vers Paris : une partie des actifs de l’agglomération y travaille et fait l’aller-retour en RER D ou par la ligne R, un rythme qui finit souvent par poser la question d’un emploi plus proche.",
    ],
    employers: [
      { name: "Préfecture de Seine-et-Marne", sector: "Administration de l’État" },
      { name: "Département de Seine-et-Marne", sector: "Collectivité territoriale" },
      {
        name: "Groupe hospitalier Sud Île-de-France (Santépôle de Melun)",
        sector: "Santé, hôpital public",
      },
      {
        name: "Académie militaire de la Gendarmerie nationale",
        sector: "Formation des officiers de gendarmerie",
      },
      { name: "Safran, site de Villaroche", sector: "Aéronautique, moteurs d’avions" },
      {
        name: "Université Paris-Panthéon-Assas, centre de Melun",
        sector: "Enseignement supérieur",
      },
      {
        name: "Communauté d’agglomération Melun Val de Seine",
        sector: "Intercommunalité de vingt communes",
      },
    ],
  },

  contacts: {
    title: "Vos interlocuteurs dans l’agglomération melunaise",
    intro:
      "Le bilan s’appuie sur le service public de l’emploi et sur le conseil en évolution professionnelle, sans les remplacer. Selon votre statut, voici vers qui vous tourner.",
    items: [
      {
        name: "France Travail",
        text: "En recherche d’emploi, vous êtes suivi par l’agence France Travail dont relève votre commune ; votre espace personnel indique laquelle. Évoquez votre projet de bilan avec votre conseiller dès le premier rendez-vous.",
        url: "https://www.francetravail.fr",
      },
      {
        name: "Apec",
        text: "Cadre ou jeune diplômé, vous pouvez rencontrer un consultant de l’Apec, sur place ou à distance, pour clarifier votre situation.",
        url: "https://www.apec.fr",
      },
      {
        name: "Conseil en évolution professionnelle (mon-cep.org)",
        text: "Salarié du secteur privé, vous trouvez sur mon-cep.org le conseiller de votre région : un service gratuit et confidentiel, utile avant comme après un bilan.",
        url: "https://mon-cep.org",
      },
      {
        name: "Votre employeur public",
        text: "Agent de l’État, du Département, de la commune ou de l’hôpital, commencez par le service des ressources humaines de votre administration : il vous oriente vers le conseil en évolution professionnelle et instruit les demandes de congé ou de financement.",
      },
      {
        name: "Cap emploi, l’Agefiph et la MDPH",
        text: "La reconnaissance de la qualité de travailleur handicapé se demande auprès de la MDPH de Seine-et-Marne. Cap emploi accompagne ensuite les projets professionnels, et l’Agefiph finance certaines aides ; de notre côté, nous adaptons la durée et le rythme des séances.",
        url: "https://www.agefiph.fr",
      },
    ],
  },

  reconversions: {
    title: "Les changements de cap que l’on prépare à Melun",
    intro:
      "Chaque parcours reste singulier, mais le tissu d’emploi melunais fait revenir certaines situations. En voici quelques-unes, à titre d’exemples et sans promesse de résultat.",
    items: [
      {
        title: "Agents publics : changer de versant ou de métier",
        text: "Passer de la fonction publique d’État à la territoriale ou à l’hospitalière, viser un concours interne, demander un détachement : les voies existent, encore faut-il savoir laquelle correspond à vos compétences. Le bilan les confronte à vos envies et aux postes du bassin.",
      },
      {
        title: "Soignants : rester utile autrement",
        text: "Infirmières, aides-soignants, manipulateurs radio : l’expérience du soin se transpose vers la coordination de parcours, la prévention, la formation des futurs professionnels ou le médico-social. Le bilan distingue ce qui vous use de ce que vous voulez garder.",
      },
      {
        title: "Techniciens de l’aéronautique et de l’industrie",
        text: "Contrôle, qualité, maintenance, méthodes : ces savoir-faire intéressent d’autres industries, l’énergie ou le ferroviaire. Le bilan les met en mots pour un recruteur d’un autre secteur, et peut déboucher sur une validation des acquis de l’expérience.",
      },
      {
        title: "Conjoints d’élèves officiers",
        text: "Arriver à Melun pour deux ans en sachant qu’une nouvelle affectation suivra oblige à penser un métier qui se déplace : activité indépendante, emploi public mobile, travail à distance. Le bilan sert à retenir une voie qui résiste aux déménagements.",
      },
    ],
  },

  testimonial: {
    quote:
      "J’avais peur de tout perdre en quittant le soin. Le bilan m’a montré que j’aimais surtout transmettre : j’ai préparé une formation de formatrice en gardant mon poste, et les séances en fin de journée m’ont permis de tenir le rythme.",
    name: "Claire D.",
    context: "Infirmière, habitante de Melun",
    fictional: true,
  },

  nearbyTowns: [
    "Dammarie-les-Lys",
    "Le Mée-sur-Seine",
    "Vaux-le-Pénil",
    "La Rochette",
    "Rubelles",
    "Saint-Fargeau-Ponthierry",
    "Livry-sur-Seine",
    "Boissise-le-Roi",
  ],

  faq: [
    {
      id: "melun-bilan-apres-le-travail",
      title: "Je travaille à Paris et rentre tard à Melun : puis-je faire mon bilan le soir ?",
      answer: [
        "Oui. Le siège reçoit du lundi au samedi, jusqu’en soirée : si vous travaillez à Paris, vous pouvez placer vos rendez-vous en fin de journée ou le samedi, au retour du train.",
        "Les jours où le RER D vous ramène plus tard que prévu, une séance peut basculer en visioconférence depuis chez vous, sans changer le déroulé du bilan. Vous fixez les dates avec votre consultant, séance après séance.",
      ],
      tag: ["bdc"],
    },
    {
      id: "melun-agent-public-employeur",
      title: "Agent public à Melun, mon administration saura-t-elle que je fais un bilan ?",
      answer: [
        "Cela dépend de la façon dont vous le financez. Payé par vous-même et suivi en dehors de vos heures de service, le bilan ne regarde que vous. Si vous mobilisez votre compte personnel de formation ou demandez un congé, votre employeur doit donner son accord et sera donc informé de la démarche.",
        "Dans tous les cas, le contenu des séances et le document de synthèse restent à vous : ils ne sont transmis à votre administration qu’avec votre accord.",
      ],
      tag: ["bdc", "CPF"],
    },
  ],

  sources: [
    {
      label:
        "Découpage administratif (Etalab, Code officiel géographique) : communes de Seine-et-Marne et membres de la CA Melun Val de Seine",
      url: "https://github.com/etalab/decoupage-administratif",
      secondary: true,
      checked,
    },
    {
      label: "Wikipédia, Communauté d’agglomération Melun Val de Seine (20 communes, siège à Melun)",
      url: "https://fr.wikipedia.org/wiki/Communaut%C3%A9_d%27agglom%C3%A9ration_Melun_Val_de_Seine",
      secondary: true,
      checked,
    },
    {
      label: "GHSIF, « Un peu d’histoire » : fusion de 2017, ouverture du Santépôle en 2018",
      url: "http://www.ghsif.fr/histoire/2/5",
      secondary: false,
      checked,
    },
    {
      label:
        "Le Moniteur 77, « Top départ pour le Santépôle de Melun » (hôpital et clinique Saint-Jean-l’Ermitage sur un même site)",
      url: "https://www.lemoniteur77.com/top-depart-pour-le-santepole-de-melun-3699.html",
      secondary: true,
      checked,
    },
    {
      label: "Hospimedia, inauguration du Santépôle 2 du groupe hospitalier Sud Île-de-France (juillet 2025)",
      url: "https://www.hospimedia.fr/actualite/articles/20250716-offre-medico-sociale-l-hopital-de-melun-redonne",
      secondary: true,
      checked,
    },
    {
      label:
        "L’Essor de la Gendarmerie, « L’École des officiers de la Gendarmerie change de nom » (arrêté du 5 août 2024)",
      url: "https://lessor.org/vie-des-personnels/lecole-des-officiers-de-la-gendarmerie-change-de-nom",
      secondary: true,
      checked,
    },
    {
      label: "Gendarmerie nationale, « De Paris à Melun » : installation au quartier Augereau en 1945",
      url: "https://www.gendarmerie.interieur.gouv.fr/eogn/ecole/histoire/de-paris-a-melun",
      secondary: false,
      checked,
    },
    {
      label: "France 3 Paris Île-de-France, deux ans de formation des élèves officiers à Melun",
      url: "https://france3-regions.francetvinfo.fr/paris-ile-de-france/seine-et-marne/melun/video-tu-seras-officier-commander-pour-servir-2699974.html",
      secondary: true,
      checked,
    },
    {
      label: "Trésor des régions, Melun Val de Seine : aérodrome de Melun-Villaroche et usine Safran",
      url: "https://tresordesregions.mgm.fr:443/epci.php?epci=247700057&region=11",
      secondary: true,
      checked,
    },
    {
      label: "Lutte ouvrière, « Safran – Villaroche » (moteurs civils et M88 du Rafale, décembre 2024)",
      url: "https://lutte-ouvriere.org/journal/article/safran-villaroche-preparent-guerre-180330.html",
      secondary: true,
      checked,
    },
    {
      label: "Le Moniteur 77, l’institut de droit et d’économie de Melun (université Paris-Panthéon-Assas)",
      url: "https://www.lemoniteur77.com/frederic-debove-l-institut-de-droit-et-d-economie-est-une-tres-belle-reussite-4382.html",
      secondary: true,
      checked,
    },
    {
      label:
        "Trésor des régions, Melun : préfecture, hôtel du Département, cité administrative, centre de détention",
      url: "http://tresordesregions.mgm.fr/cant.php?region=1177&ct=7799",
      secondary: true,
      checked,
    },
    {
      label:
        "Le Moniteur 77, service 2019 du RER D : navette Melun – Corbeil-Essonnes (Vosves, Boissise-le-Roi, Ponthierry – Pringy, Saint-Fargeau)",
      url: "https://www.lemoniteur77.com/vote-du-budget-des-transports-en-ile-de-france-3381.html",
      secondary: true,
      checked,
    },
    {
      label: "Wikipédia, Ligne D du RER d’Île-de-France (gares de Melun et du Mée)",
      url: "https://wikiwand.com/fr/Ligne_D_du_RER_d%27%C3%8Ele-de-France",
      secondary: true,
      checked,
    },
    {
      label: "AUT Île-de-France, la ligne R et ses trois branches au départ de Melun",
      url: "https://www.aut-idf.org/aut-infos-n169-des-evolutions-positives-pour-la-ligne-r/",
      secondary: true,
      checked,
    },
    {
      label: "Évasion FM, remise en concurrence du réseau de bus de Melun Val de Seine (janvier 2026)",
      url: "https://www.evasionfm.com/transdev-pressenti-pour-exploiter-plusieurs-lignes-de-bus-de-melun-val-de-seine",
      secondary: true,
      checked,
    },
    {
      label: "GPSE, « Contournement de Melun » : D636, A105, D306, D346 et avenue Thiers",
      url: "https://gpse.e-monsite.com/pages/nos-actions/contournement-de-melun.html",
      secondary: true,
      checked,
    },
    {
      label: "France 3 Paris Île-de-France, la Scandibérique le long de la Seine de Paris à Fontainebleau",
      url: "https://france3-regions.francetvinfo.fr/paris-ile-de-france/seine-et-marne/idee-sortie-route-scandiberique-long-seine-paris-fontainebleau-velo-1851244.html",
      secondary: true,
      checked,
    },
  ],
};

/** The page: its row of the landing table (content/landing-pages.ts lists it), with the town's content above. */
export const melunPage: LandingPage = {
  slug: "bilan-de-competence-melun",
  kind: "city",
  label: "Bilan de compétences à Melun",
  footer: { label: "Melun", order: 2 },
  city: "Melun",
  title: "Bilan de compétences à Melun",
  description:
    "Bilan de compétences à Melun, au siège du cabinet ou en visio : formule classique ou flash, finançable par le CPF. Contactez-nous pour en parler.",
  heading: "Bilan de compétences à Melun, au siège du cabinet ou en visioconférence",
  intro: [
    `C’est à Melun que se trouve notre siège. Nous y recevons, ${openingHoursText()}, des personnes de toute l’agglomération et du sud de la Seine-et-Marne qui souhaitent faire le point sur leur vie professionnelle.`,
    "Que vous travailliez dans une administration, à l’hôpital ou dans une entreprise de l’agglomération, ou que vous cherchiez un emploi, le bilan de compétences vous aide à mettre des mots sur vos envies et à bâtir un projet réaliste.",
  ],
  local: melun,
  faq: { tag: "all", mainTitleFaq: "Vos questions sur le bilan de compétences à Melun" },
  videos: [landingVideos.overview, landingVideos.testimony],
  lastModified: "2026-11-23",
};
