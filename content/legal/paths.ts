/**
 * The paths of the legal pages, apart from their copy: the route table, the
 * pre-render list and the footer read these without loading the pages' text.
 * content/legal/legal.test.ts checks they match the pages.
 */
export const legalPaths = ["/mentions-legales", "/politique-de-confidentialite", "/accessibilite"] as const;
