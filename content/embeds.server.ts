/**
 * The video placeholders' copy (content/embeds.yaml), read and checked at
 * build. The browser gets it baked into the site map (content/embeds.ts).
 * Node only. French typography as in content/home.ts.
 */
import { z } from "zod";
import type { VideoCopy } from "./embeds.ts";
import { typeset } from "./format.ts";
import { readRecord } from "./lib/collection.ts";
import { text } from "./lib/fields.ts";

export const videoCopySchema = z.strictObject({ play: text, host: text, privacyNote: text });

/** The copy of the click-to-load video placeholders. */
export function readVideoCopy(): VideoCopy {
  return typeset(readRecord("embeds.yaml", videoCopySchema));
}
