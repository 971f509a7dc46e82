/**
 * Paths of the pages the quality framework asks for, so every page links to
 * them the same way: the disability page (indicator 26) and the quality
 * certificate page.
 */
export const disabilityPagePath = "/handicap";
export const certificatePagePath = "/certification-qualite";
