/**
 * French typography as a visitor sees it: the content files are plain French,
 * and content/format.ts adds the no-break spaces at build. This reads every
 * text block of every built page and finds an ordinary space where a no-break
 * one belongs.
 */

const FAULTS: readonly [string, RegExp][] = [
  [
    "espace ordinaire avant «\u00a0:\u00a0», «\u00a0;\u00a0», «\u00a0!\u00a0», «\u00a0?\u00a0» ou «\u00a0»\u00a0»",
    / [:;!?»]/,
  ],
  ["espace ordinaire après «\u00a0«\u00a0»", /« /],
  ["espace ordinaire entre un nombre et «\u00a0%\u00a0» ou «\u00a0€\u00a0»", /\d [%€]/],
  ["espace ordinaire entre un nombre et son unité", /\d (?:heures?|jours?|ans|mois|h)\b/],
];

/** Each fault of `blocks`, in French, with the text it is in. */
export function typographyFaults(blocks: readonly string[]): string[] {
  return blocks.flatMap((block) =>
    FAULTS.filter(([, pattern]) => pattern.test(block)).map(
      ([fault]) => `${fault}, dans «\u00a0${block.slice(0, 120)}\u00a0»`,
    ),
  );
}
