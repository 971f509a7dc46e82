/**
 * The identity's fixed keys (config/firm.ts): its offices and its review
 * scale. A module of its own, importing nothing, so that the browser's code
 * can read them without the identity file's reader (config/firm.browser.ts).
 */

/** The offices, in the order the pages list them; `head` is the head office at the firm's address. */
export const OFFICE_IDS = ["head", "fontainebleau", "provins", "montereau"] as const;
export type OfficeId = (typeof OFFICE_IDS)[number];

/** The highest review score (the rating is read out of it). */
export const REVIEWS_BEST_RATING = 5;
