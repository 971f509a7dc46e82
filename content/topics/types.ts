/**
 * What a topic landing page (CPF, Apec, online, reconversion) adds of its own
 * besides the sections of its row in landing-pages.ts: more sections and the
 * questions only it asks. Plain French with ordinary spaces and ’; facts about
 * law and funding come from regulation.ts, bilan-pricing.ts and bilan-facts.ts.
 */
import type { PageFaqEntry } from "../cities/types.ts";
import type { LandingSection } from "../landing-pages.ts";

export interface TopicContent {
  sections: readonly LandingSection[];
  /** 2 or 3 questions of the page's own, with no city in them. */
  faq: readonly PageFaqEntry[];
}
