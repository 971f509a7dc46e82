import { useEffect, useRef, useState } from "react";
import { Icon } from "./icon.tsx";

const VIDEO_VISIBILITY_THRESHOLD = 0.5;

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
 * playing; a pause button while it plays (WCAG 2.2.2).
 */
export function VideoPlayer({ sources, poster, width, height, label, loop = false }: VideoPlayerProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const pausedByVisitor = useRef(false);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    video.muted = true;
    const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        if (entry.intersectionRatio >= VIDEO_VISIBILITY_THRESHOLD) {
          if (!reducedMotion && !pausedByVisitor.current) video.play().catch(() => setPlaying(false));
        } else if (!video.paused) {
          video.pause();
        }
      },
      { threshold: [0, VIDEO_VISIBILITY_THRESHOLD] },
    );
    observer.observe(video);
    return () => observer.disconnect();
  }, []);

  const play = () => {
    pausedByVisitor.current = false;
    videoRef.current?.play().catch(() => setPlaying(false));
  };
  const pause = () => {
    pausedByVisitor.current = true;
    videoRef.current?.pause();
  };

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
          ref={videoRef}
          className="video-player__video"
          width={width}
          height={height}
          muted
          playsInline
          loop={loop}
          preload="none"
          aria-label={label}
          data-state={playing ? "playing" : "paused"}
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
          onEnded={(event) => {
            setPlaying(false);
            event.currentTarget.currentTime = 0;
          }}
        >
          {sources.map((source) => (
            <source key={source.src} src={source.src} type={source.type} />
          ))}
        </video>
        {playing ? (
          <button
            type="button"
            className="video-player__pause"
            onClick={pause}
            aria-label="Mettre la vidéo en pause"
          >
            <Icon name="pause" />
          </button>
        ) : (
          <button type="button" className="video-player__play" onClick={play} aria-label="Lire la vidéo">
            <Icon name="play" />
          </button>
        )}
      </div>
    </figure>
  );
}
