import { DEFAULT_FAQ_CITY, type FaqEntry, type FaqTag, faqEntries } from "../../content/faq";
import { faqPageJsonLd } from "./json-ld";

/** A question as a page shows it: the city placed, the answer's paragraphs kept. */
export interface FaqItem {
  id: string;
  title: string;
  answer: readonly string[];
}

const CITY_PLACEHOLDER = /\{ville\}/g;

/** Puts the city in place of every {ville}. */
export function withCity(text: string, ville: string = DEFAULT_FAQ_CITY): string {
  return text.replace(CITY_PLACEHOLDER, ville);
}

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

/** FAQPage JSON-LD for exactly the questions `selectFaq` shows. */
export function faqJsonLd(tag: FaqTag | readonly FaqTag[], ville?: string) {
  return faqPageJsonLd(
    selectFaq(tag, ville).map((item) => ({ question: item.title, answer: item.answer.join("\n\n") })),
  );
}
