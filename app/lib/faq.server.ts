/**
 * Choosing a page's FAQ questions: build time only (page loaders), so the FAQ
 * entries never ship in the JavaScript; each page carries only its own
 * questions (decision 013). React Router refuses a .server module in the
 * browser bundle, which keeps it that way.
 */

import { DEFAULT_FAQ_CITY, type FaqEntry, type FaqTag, faqEntries } from "../../content/faq.ts";
import type { PageFaqEntry } from "../../content/landing-pages.ts";
import { type FaqBlock, type FaqBlockInput, type FaqItem, withCity } from "./faq.ts";

/**
 * The questions for a tag or a list of tags, in the order of the list:
 * - asking for "all" gives every question;
 * - otherwise an entry is shown when one of its tags is asked for, and the
 *   general entries (tagged "all") are shown everywhere.
 * `{ville}` becomes the given city, or Fontainebleau.
 */
export function selectFaq(
  tag: FaqTag | readonly FaqTag[],
  ville?: string,
  entries: readonly FaqEntry[] = faqEntries,
): FaqItem[] {
  const asked = new Set<FaqTag>(typeof tag === "string" ? [tag] : tag);
  const city = ville?.trim() || DEFAULT_FAQ_CITY;
  return entries
    .filter((entry) => asked.has("all") || entry.tag.some((t) => t === "all" || asked.has(t)))
    .map((entry) => ({
      id: entry.id,
      title: withCity(entry.title, city),
      answer: entry.answer.map((paragraph) => withCity(paragraph, city)),
    }));
}

/** The FAQ block of a page, computed in the page's loader. */
export function faqBlock({ tag, ville, mainTitleFaq, mainPfaq }: FaqBlockInput): FaqBlock {
  return {
    items: selectFaq(tag, ville),
    ...(mainTitleFaq ? { mainTitleFaq } : {}),
    ...(mainPfaq ? { mainPfaq } : {}),
  };
}

/** The most questions a landing page shows; the full FAQ is on /bilan-de-competence. */
export const LANDING_FAQ_LIMIT = 6;

/** What a landing page's FAQ is chosen from. */
export interface LandingFaqInput extends FaqBlockInput {
  /** The page's own questions, shown first. */
  own: readonly PageFaqEntry[];
}

/**
 * A landing page's short FAQ: its own questions first, then the general
 * questions its tags select, in the order of its tags, at most
 * LANDING_FAQ_LIMIT in all. A page with no city (a topic page) takes no
 * question or answer written for a city ({ville}).
 */
export function landingFaqBlock(
  { own, tag, ville, mainTitleFaq, mainPfaq }: LandingFaqInput,
  entries: readonly FaqEntry[] = faqEntries,
): FaqBlock {
  const tags: readonly FaqTag[] = typeof tag === "string" ? [tag] : tag;
  const forCity = (entry: FaqEntry) =>
    Boolean(ville) || ![entry.title, ...entry.answer].some((text) => text.includes("{ville}"));
  const general = tags.flatMap((wanted) =>
    entries.filter((entry) => forCity(entry) && (wanted === "all" || entry.tag.includes(wanted))),
  );
  const chosen: FaqEntry[] = [];
  for (const entry of [...own, ...general]) {
    if (chosen.length >= LANDING_FAQ_LIMIT) break;
    if (!chosen.some((other) => other.id === entry.id)) chosen.push(entry);
  }
  const city = ville?.trim() || DEFAULT_FAQ_CITY;
  return {
    items: chosen.map((entry) => ({
      id: entry.id,
      title: withCity(entry.title, city),
      answer: entry.answer.map((paragraph) => withCity(paragraph, city)),
    })),
    ...(mainTitleFaq ? { mainTitleFaq } : {}),
    ...(mainPfaq ? { mainPfaq } : {}),
  };
}
