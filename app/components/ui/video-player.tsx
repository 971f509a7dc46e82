import { Icon } from "./icon.tsx";

interface VideoSource {
  src: string;
  type: string;
}

interface VideoPlayerProps {
  sources: VideoSource[];
  poster: string;
  width: number;
  height: number;
  /** What the video shows, for people who cannot see it. */
  label: string;
  loop?: boolean;
}

/**
 * A muted, inline video that plays while at least half of it is visible and
 * pauses otherwise. No autoplay when the visitor prefers reduced motion, and
 * none after the visitor paused it. A play button shows whenever it is not
 * playing; a pause button while it plays (WCAG 2.2.2). The page script plays
 * and pauses it (app/page-scripts/video.ts); CSS shows the button of its state.
 */
export function VideoPlayer({ sources, poster, width, height, label, loop = false }: VideoPlayerProps) {
  return (
    <figure className="video-player">
      <div className="video-player__frame">
        {/* The poster is an image, lazy and of low priority, rather than the video's poster
            attribute, which the browser fetches at once at medium priority even below the
            first screen (decision 027). The video, transparent until it plays, lies over it. */}
        <img
          className="video-player__poster"
          src={poster}
          alt=""
          width={width}
          height={height}
          loading="lazy"
          decoding="async"
          fetchPriority="low"
        />
        <video
          className="video-player__video"
          width={width}
          height={height}
          muted
          playsInline
          loop={loop}
          preload="none"
          aria-label={label}
          data-state="paused"
        >
          {sources.map((source) => (
            <source key={source.src} src={source.src} type={source.type} />
          ))}
        </video>
        <button type="button" className="video-player__pause" aria-label="Mettre la vidéo en pause">
          <Icon name="pause" />
        </button>
        <button type="button" className="video-player__play" aria-label="Lire la vidéo">
          <Icon name="play" />
        </button>
      </div>
    </figure>
  );
}
