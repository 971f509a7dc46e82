import { youtubeCopy, youtubeEmbedUrl } from "../../../content/embeds.ts";
import { Icon } from "./icon.tsx";

interface YouTubeEmbedProps {
  youtubeId: string;
  /** What the video shows: the placeholder's label and the player's title. */
  title: string;
  width?: number;
  height?: number;
}

/**
 * A video placeholder drawn by the site; the YouTube player (through
 * youtube-nocookie.com) is only requested when the visitor clicks it, and
 * then receives the focus the button had (app/page-scripts/frames.ts).
 */
export function YouTubeEmbed({ youtubeId, title, width = 560, height = 315 }: YouTubeEmbedProps) {
  const frame = {
    src: youtubeEmbedUrl(youtubeId),
    title,
    width: String(width),
    height: String(height),
    allow: "autoplay; encrypted-media; picture-in-picture; fullscreen",
    allowfullscreen: "",
    referrerpolicy: "strict-origin-when-cross-origin",
  };
  return (
    <figure className="youtube" style={{ maxWidth: `${width}px` }}>
      <div className="youtube__frame" style={{ aspectRatio: `${width} / ${height}` }}>
        <button type="button" className="youtube__placeholder" data-frame={JSON.stringify(frame)}>
          <span className="youtube__play">
            <Icon name="play" />
          </span>
          <span className="youtube__title">{title}</span>
          <span className="youtube__action">
            {youtubeCopy.play} <span className="sr-only">({youtubeCopy.host})</span>
          </span>
        </button>
      </div>
      <figcaption className="youtube__note">{youtubeCopy.privacyNote}</figcaption>
    </figure>
  );
}
