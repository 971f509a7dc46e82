/**
 * Copy every service and training page shares (spec section 1, common
 * messages): the free first meeting, the three delivery modes, the funding
 * block's title. The route module shows these blocks on every page, so a
 * page's own module never repeats them. The browser loads this module: keep
 * it to short copy (what a page can be funded by is computed at build time,
 * in ./conditions.ts).
 */
import { typeset } from "../format.ts";

export const serviceCommon = typeset({
  firstMeeting: {
    title: "Un premier entretien gratuit et sans engagement",
    text: "Avant toute décision, nous prenons le temps d’écouter votre situation et vos attentes. Ce premier échange est gratuit et ne vous engage à rien : il sert à vérifier ensemble que notre accompagnement vous convient.",
  },
  delivery: {
    title: "En présentiel, en visio ou les deux",
    text: "Les séances ont lieu dans nos bureaux, en visioconférence ou en formule mixte, selon ce qui vous facilite la vie.",
  },
  funding: {
    title: "Les financements possibles",
    intro:
      "Selon votre situation, ces solutions peuvent prendre en charge tout ou partie du coût. Nous vous aidons à choisir la bonne et à faire les démarches.",
  },
  keyFactsTitle: "L’essentiel",
  contactLabel: "Contactez-nous",
  phoneLabel: "Appelez-nous au",
} as const);
