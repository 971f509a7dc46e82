/**
 * The click-to-load video placeholders (nothing is asked of YouTube before
 * the click): their copy, from content/embeds.yaml, baked into the site map
 * at build (content/embeds.server.ts), and the player's address.
 */
import { siteMap } from "./pages.ts";

/** The placeholder's words: the button, the host's name for screen readers, the note under the video. */
export interface VideoCopy {
  play: string;
  host: string;
  privacyNote: string;
}

export const youtubeCopy: VideoCopy = siteMap.videoCopy;

/** The embed address of a YouTube video, on the privacy-enhanced host. */
export function youtubeEmbedUrl(youtubeId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?autoplay=1&rel=0`;
}
