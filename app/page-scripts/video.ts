/**
 * The home page's video (app/components/ui/video-player.tsx): muted and
 * inline, it plays while at least half of it is visible and pauses otherwise
 * (spec § 2 « Other components », § 9 « Video visibility threshold: 0.5 »). No
 * autoplay when the visitor prefers reduced motion, and none after the
 * visitor paused it. Its play button shows whenever it is not playing, its
 * pause button while it plays (WCAG 2.2.2): CSS shows one of the two by the
 * video's `data-state`, which this keeps.
 */

/** The share of the video that must be visible for it to play. */
const VIDEO_VISIBILITY_THRESHOLD = 0.5;

export function startVideos(document: Document): void {
  const view = document.defaultView;
  if (!view) return;
  for (const player of document.querySelectorAll<HTMLElement>(".video-player")) {
    const video = player.querySelector("video");
    if (!video) continue;
    video.muted = true;
    let pausedByVisitor = false;
    const setState = (playing: boolean) => {
      video.dataset.state = playing ? "playing" : "paused";
    };
    const play = () => video.play().catch(() => setState(false));
    video.addEventListener("play", () => setState(true));
    video.addEventListener("pause", () => setState(false));
    video.addEventListener("ended", () => {
      setState(false);
      video.currentTime = 0;
    });
    player.querySelector(".video-player__play")?.addEventListener("click", () => {
      pausedByVisitor = false;
      play();
    });
    player.querySelector(".video-player__pause")?.addEventListener("click", () => {
      pausedByVisitor = true;
      video.pause();
    });
    const reducedMotion = view.matchMedia("(prefers-reduced-motion: reduce)").matches;
    new view.IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        if (entry.intersectionRatio >= VIDEO_VISIBILITY_THRESHOLD) {
          if (!reducedMotion && !pausedByVisitor) play();
        } else if (!video.paused) video.pause();
      },
      { threshold: [0, VIDEO_VISIBILITY_THRESHOLD] },
    ).observe(video);
  }
}
