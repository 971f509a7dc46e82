/**
 * What a city landing page says of its own town (issue 14): where the
 * sessions happen, how to get there, the local job market and its contacts,
 * the reconversions met there, and the questions people from there ask.
 * One file per town in content/cities/, written in plain French with
 * ordinary spaces and the typographic apostrophe ’ (`typeset()` adds the
 * no-break spaces). Every fact about the town must be true today; each file
 * lists what its facts were checked against in `sources`.
 */
import type { FaqEntry } from "../faq.ts";
import type { OfficeId } from "../offices.ts";

/** A question only this page asks (shown before the general questions its tags select). */
export type PageFaqEntry = FaqEntry;

interface CitySource {
  /** What was read: « Transilien, ligne R, plan de ligne ». */
  label: string;
  url: string;
  /** True unless the source is the body that decides the fact (the operator, the administration). */
  secondary: boolean;
  /** ISO date it was read. */
  checked: string;
}

export interface CityContent {
  /** The office where the town's sessions happen (content/offices.ts). */
  office: OfficeId;
  /** Where the sessions happen and why (Avon: no office of its own, say where and why). */
  venue: { title: string; paragraphs: readonly string[] };
  /** Getting from the town to the office: real lines, stations, roads and cycle routes only. */
  gettingThere: { train: string; bus: string; car: string; bike: string };
  /** The local job market: sectors, main employers, commuting. */
  market: {
    title: string;
    paragraphs: readonly string[];
    /** Main employers or employment poles, with their sector: real ones only. */
    employers: readonly { name: string; sector: string }[];
  };
  /** Local contacts: France Travail agency, Apec, CEP, partners for disability. */
  contacts: {
    title: string;
    intro: string;
    items: readonly { name: string; text: string; url?: string }[];
  };
  /** Reconversions typical of the area. */
  reconversions: {
    title: string;
    intro: string;
    items: readonly { title: string; text: string }[];
  };
  /**
   * A short testimonial of someone from the town. A FICTIONAL DEFAULT must
   * say so (`fictional: true`): the firm replaces it with a real one, given
   * with the person's consent, or removes it.
   */
  testimonial?: { quote: string; name: string; context: string; fictional: boolean };
  /** Real communes around, served from the office: the JSON-LD's areaServed. */
  nearbyTowns: readonly string[];
  /** 2 or 3 questions of the town's own. */
  faq: readonly PageFaqEntry[];
  sources: readonly CitySource[];
}
