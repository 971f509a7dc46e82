import type { FaqTag } from "../../content/faq.ts";
import { elidedDe } from "../../content/format.ts";
import { faqPageJsonLd } from "./json-ld.ts";

/** A question as a page shows it: the city placed, the answer's paragraphs kept. */
export interface FaqItem {
  id: string;
  title: string;
  answer: readonly string[];
}

const CITY_PLACEHOLDER = /\{ville\}/g;
/** « de {ville} », to be elided before a vowel: « d’Avon ». */
const OF_CITY = /\bde \{ville\}/g;

/** Puts the city in place of every {ville}, eliding « de » where French does (« près d’Avon »). */
export function withCity(text: string, ville: string): string {
  return text.replace(OF_CITY, elidedDe(ville)).replace(CITY_PLACEHOLDER, ville);
}

/** What the FAQ block of a page is given: the spec's tag, ville, mainTitleFaq and mainPfaq. */
export interface FaqBlockInput {
  tag: FaqTag | readonly FaqTag[];
  ville?: string;
  mainTitleFaq?: string;
  mainPfaq?: string;
}

/** What the FAQ block shows: its questions, chosen and placed in the city. */
export interface FaqBlock {
  items: FaqItem[];
  mainTitleFaq?: string;
  mainPfaq?: string;
}

/** FAQPage JSON-LD for exactly the questions a block shows. */
export function faqJsonLd(items: readonly FaqItem[]) {
  return faqPageJsonLd(items.map((item) => ({ question: item.title, answer: item.answer.join("\n\n") })));
}
