/**
 * The id of every page's <main>: the skip link's target (« Aller au
 * contenu »), also the error screen's. No section of a page may reuse it: an
 * id must be unique in the document.
 */
export const MAIN_ID = "contenu";
