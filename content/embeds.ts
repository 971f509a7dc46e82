import { typeset } from "./format.ts";
/** Copy of the click-to-load video placeholders (nothing is asked of YouTube before the click). */
export const youtubeCopy = typeset({
  play: "Lire la vidéo",
  host: "YouTube",
  privacyNote:
    "La vidéo est hébergée par YouTube. Rien n’est chargé depuis YouTube avant votre clic ; la lecture passe ensuite par youtube-nocookie.com.",
} as const);

/** The embed address of a YouTube video, on the privacy-enhanced host. */
export function youtubeEmbedUrl(youtubeId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?autoplay=1&rel=0`;
}
