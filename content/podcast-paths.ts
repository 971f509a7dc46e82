/**
 * The podcasts' addresses and the helpers their pages use, apart from the
 * episodes themselves (content/podcasts.ts reads those from
 * content/podcasts/*.yaml, in Node only): the pages' scripts, the route table
 * and the pre-render list import these without loading the episodes.
 */

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

/** A YouTube video's embed address on the privacy-enhanced host: "Cp7bDc2024q" -> "https://www.youtube-nocookie.com/embed/Cp7bDc2024q". */
export const youtubeEmbedAddress = (youtubeId: string) =>
  `https://www.youtube-nocookie.com/embed/${youtubeId}`;

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
