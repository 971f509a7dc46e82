/**
 * A result quoted on a page says when it was measured (Qualiopi indicator
 * 2): a sentence that gives a share of people, candidates or businesses must
 * sit in a paragraph (or a figure of the results block) that names a year.
 * Pure functions over text, so the tests can prove the check fails on a
 * loose claim such as « 85 % des entreprises créées sont toujours actives ».
 */
import { sentences, textBlocks } from "./page-text.ts";

/** A share: « 70 % », « 95,1 % » (any space before the sign). */
const SHARE = /\d+(?:,\d+)?[\s\u00a0\u202f]?%/;
/** Whom a result counts: a share of these is a result of the firm, not a ratio of time or price. */
const COUNTED =
  /\b(?:personnes|candidats|candidates|bénéficiaires|stagiaires|entreprises|répondants|participants|clients|salariés)\b/i;
/** A year: the period a result covers. */
const YEAR = /\b(?:19|20)\d{2}\b/;

/** The sentences of a page's blocks that quote a result without a year in their block. */
export function undatedResults(blocks: readonly string[]): string[] {
  return blocks.flatMap((block) =>
    YEAR.test(block)
      ? []
      : sentences(block).filter((sentence) => SHARE.test(sentence) && COUNTED.test(sentence)),
  );
}

/** The same, over a page's HTML. */
export function undatedResultsOf(html: string): string[] {
  return undatedResults(textBlocks(html));
}
