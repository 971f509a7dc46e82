/**
 * On a change of episode, the podcast page scrolls to just above the title
 * (spec § 2 « Podcast detail »: « On a change of id, the page scrolls to an
 * offset of 150 px »). Each episode is a document of its own: the change is
 * a page of the site's episodes, other than this one, that led here (the
 * referrer). The title carries the offset (`data-episode-scroll`,
 * app/routes/podcast.tsx).
 */

/** Whether `referrer` is another episode of the same list as `location`. */
export function fromAnotherEpisode(referrer: string, location: Location | URL): boolean {
  try {
    const from = new URL(referrer);
    const list = location.pathname.slice(0, location.pathname.lastIndexOf("/") + 1);
    return (
      from.origin === location.origin &&
      from.pathname !== location.pathname &&
      from.pathname.startsWith(list) &&
      from.pathname.length > list.length
    );
  } catch {
    return false;
  }
}

export function startEpisodeScroll(document: Document): void {
  const view = document.defaultView;
  const title = document.querySelector<HTMLElement>("[data-episode-scroll]");
  if (!view || !title || !fromAnotherEpisode(document.referrer, view.location)) return;
  const reduced = view.matchMedia("(prefers-reduced-motion: reduce)").matches;
  view.scrollTo({ top: Number(title.dataset.episodeScroll), behavior: reduced ? "auto" : "smooth" });
}
