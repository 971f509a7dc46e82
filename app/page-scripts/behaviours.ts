/**
 * What only some pages have (decision 045): each behaviour is a module of its
 * own, which the bundler makes a chunk of its own (named after the module),
 * loaded by the page script (./page.ts) when the page holds what it works on,
 * so that a page loads only its own. build-checks/page-weight.test.ts counts,
 * for each page, the chunks of the behaviours it holds.
 */
export interface PageBehaviour {
  /** The module's file name, without `.ts`: its chunk's name. */
  module: string;
  /** What the page must hold for the behaviour to load. */
  selector: string;
  start: (document: Document) => Promise<void>;
}

export const PAGE_BEHAVIOURS: readonly PageBehaviour[] = [
  {
    module: "date-strip",
    selector: ".date-strip__link",
    start: (document) => import("./date-strip.ts").then((m) => m.startDateStrip(document)),
  },
  {
    module: "episode-scroll",
    selector: "[data-episode-scroll]",
    start: (document) => import("./episode-scroll.ts").then((m) => m.startEpisodeScroll(document)),
  },
  {
    module: "frames",
    selector: "button[data-frame]",
    start: (document) => import("./frames.ts").then((m) => m.startFrames(document)),
  },
  {
    module: "video",
    selector: ".video-player",
    start: (document) => import("./video.ts").then((m) => m.startVideos(document)),
  },
  {
    module: "counters",
    selector: ".key-numbers__list",
    start: (document) => import("./counters.ts").then((m) => m.startCounters(document)),
  },
  {
    module: "next-slot",
    selector: "[data-next-slot]",
    start: (document) => import("./next-slot.ts").then((m) => m.startNextSlot(document)),
  },
  {
    module: "audience-opt-out",
    selector: ".audience-opt-out",
    start: (document) => import("./audience-opt-out.ts").then((m) => m.startAudienceOptOut(document)),
  },
];
