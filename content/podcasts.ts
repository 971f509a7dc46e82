import { typeset } from "./format.ts";
/**
 * The video podcasts (spec section 3, "Podcast"): two episodes, shown on
 * /blog/podcasts and /blog/podcasts/{link}. `text` holds one paragraph per
 * line; `yt` is the episode's embed address on youtube-nocookie.com, loaded
 * only when the visitor clicks the placeholder. The video ids are the firm's
 * to set (these follow its channel's naming, 11 characters as YouTube ids are).
 *
 * French typography as in content/home.ts.
 */
export interface Podcast {
  title: string;
  /** Short label: the breadcrumb and links to the episode. */
  label: string;
  /** Several paragraphs, one per line. */
  text: string;
  /** Publication date, dd/mm/yyyy. */
  date: string;
  /** The slug of the episode's page: /blog/podcasts/{link}. */
  link: string;
  /** The video's embed address (youtube-nocookie.com). */
  yt: string;
  /** The page's title (without the firm's name). */
  titlePage: string;
  /** The page's meta description. */
  metades: string;
}

export const podcasts: readonly Podcast[] = typeset([
  {
    title: "Reconversion : les bonnes questions à se poser avant de se lancer",
    text: [
      "Envie de changer de métier, mais par où commencer ? Dans cet épisode, nous passons en revue les questions qui font avancer une reconversion, et celles qui font tourner en rond.",
      "Qu’est-ce qui ne me convient plus dans mon travail actuel : le métier lui-même, l’entreprise, le rythme, le sens ? Nous expliquons pourquoi cette première distinction évite bien des erreurs de cap.",
      "Quelles compétences ai-je vraiment, y compris celles que je n’utilise pas au travail ? Nous montrons comment les repérer à partir d’exemples concrets de votre parcours.",
      "De quoi ai-je besoin pour vivre sereinement la transition : revenus, temps, formation, soutien de mes proches ? Un projet réaliste se construit aussi avec ses contraintes.",
      "Enfin, nous expliquons comment un bilan de compétences aide à transformer ces questions en un projet argumenté, et comment le financer.",
    ].join("\n"),
    date: "08/07/2024",
    link: "podcast-reconversion-questions",
    label: "Les questions à se poser",
    yt: "https://www.youtube-nocookie.com/embed/Cp7bDc2024q",
    titlePage: "Podcast reconversion : questions à se poser",
    metades:
      "Changer de métier ? Dans ce podcast vidéo, nos consultants détaillent les questions qui font avancer une reconversion et celles qui font tourner en rond.",
  },
  {
    title: "Reconversion : du rêve à la réalité",
    text: [
      "Beaucoup de projets de reconversion naissent d’un rêve : ouvrir une boutique, devenir formateur, travailler dehors, se mettre à son compte. Ce rêve est précieux, à condition de le confronter au terrain.",
      "Dans cet épisode, nous racontons comment passer de l’envie au projet : enquêter sur le métier, rencontrer des professionnels, tester le quotidien par une immersion avant de tout quitter.",
      "Nous parlons aussi des moments de doute, normaux dans toute transition, et de la façon de garder le cap quand la réalité nuance l’image de départ.",
      "Formation, financement, calendrier : nous montrons comment construire un plan d’action réaliste, étape par étape, pour que le rêve devienne un métier.",
    ].join("\n"),
    date: "08/07/2024",
    link: "podcast-reconversion-reve-realite",
    label: "Du rêve à la réalité",
    yt: "https://www.youtube-nocookie.com/embed/Cp7bDc2024r",
    titlePage: "Podcast reconversion : du rêve à la réalité",
    metades:
      "Passer d’une envie de reconversion à un projet solide : enquête métier, immersion, financement et plan d’action, racontés par nos consultants en vidéo.",
  },
]);

/** Where the page scrolls when the visitor moves to another episode (spec section 9). */
export const PODCAST_SCROLL_OFFSET = 150;

/**
 * A slug no episode has: pre-rendered as the « Podcast non trouvé » page, which
 * the build moves to blog/podcasts/404.html and the server answers, with status
 * 404, for any unknown episode.
 */
export const PODCAST_NOT_FOUND_SLUG = "episode-introuvable";

/** The path of a podcast's page. */
export const podcastPath = (link: string) => `/blog/podcasts/${link}`;

/** "https://www.youtube-nocookie.com/embed/Cp7bDc2024q" -> "Cp7bDc2024q". */
export function youtubeIdOf(embedAddress: string): string {
  const id = /\/embed\/([\w-]{11})(?:[?#]|$)/.exec(embedAddress)?.[1];
  if (!id) throw new Error(`Not a YouTube embed address: ${embedAddress}`);
  return id;
}

/** "08/07/2024" -> "2024-07-08". */
export function isoDateOf(frenchDate: string): string {
  const [day, month, year] = frenchDate.split("/");
  return `${year}-${month}-${day}`;
}
