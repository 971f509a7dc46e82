import { useEffect, useRef, useState } from "react";
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
 * then receives the focus the button had.
 */
export function YouTubeEmbed({ youtubeId, title, width = 560, height = 315 }: YouTubeEmbedProps) {
  const [loaded, setLoaded] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (loaded) frame.current?.focus();
  }, [loaded]);

  return (
    <figure className="youtube" style={{ maxWidth: `${width}px` }}>
      <div className="youtube__frame" style={{ aspectRatio: `${width} / ${height}` }}>
        {loaded ? (
          <iframe
            ref={frame}
            src={youtubeEmbedUrl(youtubeId)}
            title={title}
            width={width}
            height={height}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <button type="button" className="youtube__placeholder" onClick={() => setLoaded(true)}>
            <span className="youtube__play">
              <Icon name="play" />
            </span>
            <span className="youtube__title">{title}</span>
            <span className="youtube__action">
              {youtubeCopy.play} <span className="sr-only">({youtubeCopy.host})</span>
            </span>
          </button>
        )}
      </div>
      <figcaption className="youtube__note">{youtubeCopy.privacyNote}</figcaption>
    </figure>
  );
}
