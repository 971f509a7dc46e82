/**
 * The words of the audience measurement's opt-out, on the privacy page
 * (decision 029), read from content/legal/audience-opt-out.yaml. Build time
 * only: the legal page's loader hands them to the button
 * (app/components/legal/audience-opt-out.tsx) in the page's data.
 */
import { z } from "zod";
import { typeset } from "../format.ts";
import { readRecord } from "../lib/collection.ts";
import { text } from "../lib/fields.ts";
import type { AudienceOptOutCopy } from "./types.ts";

const sentence = text;

export const schema = z.strictObject({
  withoutScript: sentence,
  measured: sentence,
  optedOut: sentence,
  gpc: sentence,
  optOut: sentence,
  storageError: sentence,
}) satisfies z.ZodType<AudienceOptOutCopy>;

export const audienceOptOutCopy: AudienceOptOutCopy = typeset(
  readRecord("legal/audience-opt-out.yaml", schema),
);
