/**
 * What the RGPD notice (content/documents/notice-rgpd.md, {{audienceSentence}})
 * says of the audience measurement (decision 029): one sentence when the
 * build measures the audience, with the counts' retention period
 * (content/legal/retention.ts), another when it does not. Read from
 * content/legal/audience-notice.yaml without the facts
 * (content/lib/figures.ts): the fact content/facts/values.ts computes is this
 * sentence.
 */
import { z } from "zod";
import { readFigures } from "../lib/figures.ts";
import { fillTemplate, template } from "../lib/template.ts";
import { AUDIENCE_RETENTION_MONTHS, retentionText } from "./retention.ts";

/** A sentence that quotes no fact: the file is read without them. */
const noFact = (sentence: z.ZodString) =>
  sentence.refine(
    (text) => !text.includes("{{"),
    "ne peut pas citer de valeur {{…}} (cette phrase est elle-même une valeur de la notice)",
  );

export const schema = z.strictObject({
  measured: noFact(template("duree")),
  notMeasured: noFact(template()),
});

/** The notice's sentence on the audience measurement, whether the build measures it or not. */
export function audienceNoticeSentence(measured: boolean): string {
  const sentences = readFigures("legal/audience-notice.yaml", schema);
  return measured
    ? fillTemplate(sentences.measured, { duree: retentionText(AUDIENCE_RETENTION_MONTHS) })
    : sentences.notMeasured;
}
