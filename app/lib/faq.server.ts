/**
 * Choosing a page's FAQ questions: build time only (page loaders), so the FAQ
 * entries never ship in the JavaScript; each page carries only its own
 * questions (decision 013). React Router refuses a .server module in the
 * browser bundle, which keeps it that way.
 */
import { DEFAULT_FAQ_CITY, type FaqEntry, type FaqTag, faqEntries } from "../../content/faq";
import { type FaqBlock, type FaqBlockInput, type FaqItem, withCity } from "./faq";

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
