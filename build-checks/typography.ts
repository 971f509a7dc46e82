/**
 * French typography as a visitor sees it: the content files are plain French,
 * and content/format.ts adds the no-break spaces at build. This reads every
 * text block of every built page and finds an ordinary space where a no-break
 * one belongs.
 */

const FAULTS: readonly [string, RegExp][] = [
  ["ordinary space before : ; ! ? or »", / [:;!?»]/],
  ["ordinary space after «", /« /],
  ["ordinary space between a number and % or €", /\d [%€]/],
  ["ordinary space between a number and its unit", /\d (?:heures?|jours?|ans|mois|h)\b/],
];

export function typographyFaults(blocks: readonly string[]): string[] {
  return blocks.flatMap((block) =>
    FAULTS.filter(([, pattern]) => pattern.test(block)).map(([fault]) => `${fault}: ${block.slice(0, 120)}`),
  );
}
